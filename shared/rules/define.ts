/**
 * How a ruleset is written against the interface with its own payload types: `defineRuleset`
 * takes a `Ruleset<ItsTypes>`, whose hooks receive sheets, instances, resolved table options and
 * roll requests typed, and gives the erased `Ruleset` the registry and the core hold.
 *
 * The payloads are parsed where they enter, never again in a hook: a campaign's sheets, instances
 * and stored options when it loads (./payloads), an instance the GM edits and a roll request when
 * main receives them. The one payload the core hands over unread is the stored table options
 * (movement is asked with the campaign's `tableOptions`); they are resolved here, once per stored
 * object, for the movement hooks, and by `campaignOptions` for every other hook.
 */
import { tokenSheet, type Campaign, type Token } from '../model'
import {
  RollRefused,
  type CampaignOf,
  type Ruleset,
  type RulesetMovement,
  type RulesetTypes,
  type SheetOf,
  type TokenOf,
} from './ruleset'

/**
 * The stored options resolved by `resolve`, once per stored object (a campaign's options object
 * is replaced, never changed, when the GM sets one); a reading the ruleset refuses is a
 * RollRefused with its words. Absent stored options read as none set.
 */
export function cachedOptions<O>(resolve: (stored: unknown) => O): (stored: unknown) => O {
  const seen = new WeakMap<object, O>()
  return (stored) => {
    const key = stored ?? {}
    if (typeof key === 'object') {
      const known = seen.get(key)
      if (known !== undefined) return known
    }
    let resolved: O
    try {
      resolved = resolve(key)
    } catch (err) {
      throw new RollRefused(err instanceof Error ? err.message : String(err))
    }
    if (typeof key === 'object') seen.set(key, resolved)
    return resolved
  }
}

/** The campaign's table options, every default filled in, read by the ruleset's `resolve`. */
export function campaignOptions<O>(
  resolve: (stored: unknown) => O,
): (campaign: Pick<Campaign, 'tableOptions'>) => O {
  const read = cachedOptions(resolve)
  return (campaign) => read(campaign.tableOptions)
}

function erasedMovement<T extends RulesetTypes>(
  movement: RulesetMovement<T>,
  options: (stored: unknown) => T['options'],
): RulesetMovement {
  const { stepCost, squareStepCost } = movement
  return {
    ...movement,
    ...(stepCost
      ? { stepCost: (grid, token, stored) => stepCost.call(movement, grid, token, options(stored)) }
      : {}),
    ...(squareStepCost
      ? {
          squareStepCost: (grid, token, stored) =>
            squareStepCost.call(movement, grid, token, options(stored)),
        }
      : {}),
    planMove: (map, token, to, stored, others, via) =>
      movement.planMove(map, token, to, options(stored), others, via),
    reach: (map, token, stored, others) => movement.reach(map, token, options(stored), others),
  }
}

/**
 * The erased ruleset for the registry. Its hooks are the typed ones as written, the core handing
 * them what the load and main's checks parsed; only movement, asked with stored options, is
 * wrapped to get them resolved.
 */
export function defineRuleset<T extends RulesetTypes>(ruleset: Ruleset<T>): Ruleset {
  const options = cachedOptions((stored) => ruleset.options.resolve(stored))
  // The one place the payload types are forgotten: the core hands each hook what was parsed.
  const erased = ruleset as unknown as Ruleset
  return ruleset.movement
    ? { ...erased, movement: erasedMovement(ruleset.movement, options) }
    : erased
}

/**
 * A ruleset's typed reads of a campaign its hooks were handed: a token by id (never an inherited
 * key) and the library sheet a token stands for, as the ruleset's own types.
 */
export function campaignReader<T extends RulesetTypes>() {
  return {
    token(campaign: CampaignOf<T>, id: string): TokenOf<T> | undefined {
      return Object.hasOwn(campaign.tokens, id) ? (campaign.tokens[id] as TokenOf<T>) : undefined
    },
    sheet(campaign: CampaignOf<T>, token: Pick<Token, 'npcId' | 'pcId'>): SheetOf<T> | null {
      return tokenSheet(campaign, token) as SheetOf<T> | null
    },
  }
}
