/**
 * Movement in a fight: a drag of the acting combatant's token spends the distance the map charged
 * (taking the ruleset's Dash on the way when the drop is in the Dash band), a Quick-step moves at
 * most its metres and provokes nothing, a move into Dangerous terrain asks its save, and the move
 * offers the Opportunity Attacks it provoked (./opportunities.ts), unless the mover Disengaged
 * (Blue Box's Combat Actions: Quick-step, Dash, Disengage, Opportunity Attack).
 */
import type { Campaign, Combat, Combatant } from '../../model'
import { distanceText, type Ruleset, type RulesetCombat } from '../../rules'
import { actionPaid, paid } from './economy'
import { applyStateChanges } from './changes'
import { addItems } from './item-list'
import { provokedBy, type MovePath } from './opportunities'
import {
  combatantOfToken,
  combatRules,
  tokenOf,
  turnMembers,
  withCombat,
  withCombatant,
  withLog,
} from './state'
import { CombatRefused, type Opportunity } from './types'

export type { MovePath } from './opportunities'

/** The flag a Disengage sets for the rest of the turn. */
export const DISENGAGED = 'disengaged'
/** The flag the Quick-step action sets: the combatant's next move is its Quick-step. */
export const QUICK_STEP = 'quick-step'

/** How a move in a fight is made. */
export interface FightMoveOptions {
  /** Past the movement left (the GM's Shift on a refusal). */
  override: boolean
  /** Sent as a Quick-step (the same as having taken the Quick-step action first). */
  quickStep?: boolean
  /** The path the map found (hex boards); absent: one straight step from start to end. */
  path?: MovePath
}

/**
 * A token moved `metres` from where it stood in `before` to where it stands in `after`. When its
 * combatant is taking its turn the ruleset's distance resource pays (when not enough is left and
 * the ruleset names a Dash the mover can still take, the Dash is taken first; otherwise refused
 * unless `override`). A Quick-step is refused past its metres and provokes nothing; a Disengaged
 * mover provokes nothing. Enemies who may react are listed; a save for Dangerous terrain entered
 * goes on the checklist. No fight: nothing.
 */
export function combatAfterMove(
  before: Campaign,
  after: Campaign,
  tokenId: string,
  metres: number,
  options: FightMoveOptions,
): { campaign: Campaign; opportunities: Opportunity[] } {
  const combat = after.combat
  const none = { campaign: after, opportunities: [] }
  if (!combat || combat.phase !== 'running') return none
  const mover = combatantOfToken(combat, tokenId)
  if (!mover) return none
  const { ruleset, hooks } = combatRules(after)
  const acting = isActing(combat, mover.id)
  const stepped = quickStepped(ruleset, hooks, mover, metres, options)
  let payer = stepped.payer
  const lines: string[] = []
  let dashedId: string | null = null
  const distance = hooks.resources.find((r) => r.show === 'distance')
  if (acting && distance && metres > 0) {
    const cost = hooks.moveCost?.(payer, metres, after) ?? { [distance.id]: metres }
    const dashed = dashFirst(ruleset, hooks, after, payer, cost, options.override)
    if (dashed) {
      lines.push(`${mover.name}: ${dashed.name} (moved into its band)`)
      dashedId = hooks.dashAction ?? null
    }
    payer = paid(ruleset, hooks, dashed?.payer ?? payer, cost, options.override)
  }
  let next = withCombatant(combat, payer)
  for (const line of lines) next = withLog(next, line)
  let campaign = withCombat(after, next)
  // The action the drag took is the game's to count (GG: its repeat surcharge).
  if (dashedId)
    campaign = applyStateChanges(campaign, hooks.actionTaken?.(campaign, tokenId, dashedId) ?? [])

  const from = tokenOf(before, tokenId)
  const to = tokenOf(after, tokenId)
  const path: MovePath | undefined =
    options.path ?? (from && to ? { hexes: [from.hex, to.hex], steps: [metres] } : undefined)
  // The hook reads entering from the path's second hex on: a path of one hex enters nothing.
  if (path && hooks.enterPrompts) {
    const at = acting ? 'start' : 'end'
    const asked = hooks.enterPrompts(campaign, tokenId, path.hexes)
    campaign = addItems(campaign, tokenId, at, asked, true)
  }
  const map = Object.hasOwn(after.maps, combat.mapId) ? after.maps[combat.mapId] : undefined
  const quiet = stepped.quiet || mover.flags.includes(DISENGAGED)
  const provokes = hooks.movesProvoke?.(after) ?? true
  // Opportunity attacks are counted in hexes: a hex board's rule only.
  if (!hooks.reach || !path || !to || !map || map.kind !== 'hex' || quiet || !provokes) {
    return { campaign, opportunities: [] }
  }
  const paidFor = acting && distance && !hooks.moveCost ? distance.id : null
  const moverNow = combatantOfToken(campaign.combat as Combat, tokenId) as Combatant
  const provoked = provokedBy(campaign, moverNow, path, metres, map.metresPerHex, paidFor)
  if (provoked.watch) {
    campaign = withCombat(campaign, { ...(campaign.combat as Combat), moveWatch: provoked.watch })
  }
  return { campaign, opportunities: provoked.opportunities }
}

/**
 * The mover after its Quick-step's checks: a move sent as one, or made with the Quick-step flag
 * set, moves at most the ruleset's Quick-step metres (refused otherwise), pays the once-a-round
 * Quick-step when its action was not taken first (the flag is used up), and provokes nothing.
 */
function quickStepped(
  ruleset: Ruleset,
  hooks: RulesetCombat,
  mover: Combatant,
  metres: number,
  options: FightMoveOptions,
): { payer: Combatant; quiet: boolean } {
  const rule = hooks.quickStep
  const flagged = mover.flags.includes(QUICK_STEP)
  if (!rule) return { payer: mover, quiet: options.quickStep === true }
  if (!flagged && options.quickStep !== true) return { payer: mover, quiet: false }
  if (metres > rule.metres && !options.override) {
    const most = distanceText(rule.metres, ruleset.unit)
    throw new CombatRefused(
      `A Quick-step moves at most ${most}, and this move costs ${distanceText(metres, ruleset.unit)}: ` +
        `drop ${mover.name} on a hex ${most} away${flagged ? ', or undo the Quick-step to move it normally' : ''}`,
    )
  }
  const payer = flagged
    ? { ...mover, flags: mover.flags.filter((f) => f !== QUICK_STEP) }
    : paid(ruleset, hooks, mover, { [rule.resource]: 1 }, options.override)
  return { payer, quiet: true }
}

/**
 * The ruleset's Dash taken on the way, when the move costs more of a resource than is left and
 * the mover can still take it (not with `override`: the GM's Shift moves past the limit as is).
 * Undefined when no Dash is needed or the ruleset names none; refused, naming both, when the
 * move needs one the mover cannot take.
 */
function dashFirst(
  ruleset: Ruleset,
  hooks: RulesetCombat,
  campaign: Campaign,
  mover: Combatant,
  cost: Readonly<Record<string, number>>,
  override: boolean,
): { payer: Combatant; name: string } | undefined {
  if (override || !hooks.dashAction) return undefined
  const short = Object.entries(cost).some(
    ([k, v]) => Object.hasOwn(mover.left, k) && (mover.left[k] as number) < v,
  )
  if (!short) return undefined
  const token = tokenOf(campaign, mover.tokenId)
  const dash = token && hooks.actions(token, campaign).find((a) => a.id === hooks.dashAction)
  if (!dash) return undefined
  let payer: Combatant
  try {
    payer = actionPaid(ruleset, hooks, mover, dash, false)
  } catch (err) {
    if (!(err instanceof CombatRefused)) throw err
    // Paying the move as it stands names what is short; the Dash's own refusal says why not.
    try {
      paid(ruleset, hooks, mover, cost, false)
    } catch (short) {
      if (short instanceof CombatRefused)
        throw new CombatRefused(
          `${short.message}, and cannot take the ${dash.name} action (${err.message})`,
        )
      throw short
    }
    throw err
  }
  return { payer, name: dash.name }
}

/** The combatant `id` takes the current turn (it leads it or acts in its group). */
export function isActing(combat: Combat, id: string): boolean {
  const lead = combat.order.find((c) => c.id === combat.currentId)
  return !!lead && turnMembers(combat, lead, new Set(combat.acted)).some((m) => m.id === id)
}
