/**
 * The party's Limit Potential as the combat tracker's party track (OTHER-SYSTEMS.md A.6, GG-110..
 * GG-114; seed 001, "Limit Break"): the pool is kept in `campaign.rulesetState['gg.lp']` between
 * fights, grows by 5 at each PC's turn start (./ruleset-combat-turns.ts) and by the table's event
 * amounts (GG-113), is capped at 200 outside a Critical Engagement (GG-111, GG-Q44; the GM's flag
 * `gg.criticalEngagement`), and a Limit Break spends 100 × its Level (GG-Q43). Used on a PC's (or
 * an ally's) turn in a fight, it summons that Breaker's Memory (./memory-summon.ts, GG-115..128):
 * its stat block, its token beside the Breaker, its turn right after the Breaker's. Otherwise the
 * use logs what was spent and a note.
 */
import type { Dice } from '../../../dice'
import { RollRefused, type PartyTrack, type RulesetCombat, type StateChange } from '../../ruleset'
import {
  GG_LB_MAX_LEVEL,
  GG_LP_PER_LEVEL,
  lbLevelAvailable,
  lpAfterGain,
  lpAfterLimitBreak,
  lpCap,
  type GgLbLevel,
} from '../engine/limit-break'
import { MEMORY_DEFAULT_SECONDARY, summonMemory } from './memory-summon'
import type { GgMoveMode } from '../engine/model'
import {
  CE_KEY,
  ggOptionsOf,
  inCriticalEngagement,
  limitPotential,
  LP_KEY,
} from './ruleset-combat-being'
import { refusal } from './ruleset-rolls-lookup'
import type { GgCampaign } from './types'

/** The party track's id. */
export const LP_TRACK = 'limitPotential'
/** The uses: a Limit Break at Level N, an event's LP, the Critical Engagement flag. */
const LB_USE = 'limitBreak'
const EVENT_USE = 'event:'
const CE_USE = 'criticalEngagement'
const SET_USE = 'set:'

const LEVELS: readonly GgLbLevel[] = [1, 2, 3]
type SecondaryMode = Exclude<GgMoveMode, 'walk'>
const SECONDARY_MODES: readonly SecondaryMode[] = ['fly', 'climb', 'swim', 'burrow']

/**
 * The Limit Potential track with what the GM can do now: a Limit Break at each Level the pool has
 * reached (GG-110; Level 3 only in a Critical Engagement, GG-111), add the LP of each event the
 * table lists (GG-113), and turn the Critical Engagement on or off.
 */
export function ggPartyTracks(campaign: GgCampaign): PartyTrack[] {
  const options = ggOptionsOf(campaign)
  const ce = inCriticalEngagement(campaign)
  const lp = limitPotential(campaign)
  const cap = lpCap(ce, options)
  const level = lbLevelAvailable(lp)
  const uses: PartyTrack['uses'] = LEVELS.map((n) => {
    const need = n * GG_LP_PER_LEVEL
    const why =
      n === GG_LB_MAX_LEVEL && !ce
        ? 'Level 3 only in a Critical Engagement'
        : level < n
          ? `needs ${need} LP (the party has ${lp})`
          : undefined
    return {
      id: `${LB_USE}${n}`,
      name: `Limit Break Level ${n}`,
      ready: why === undefined,
      ...(why ? { why } : {}),
    }
  })
  for (const [event, amount] of Object.entries(options.lpEvents)) {
    if (amount <= 0) continue
    const full = lp >= cap
    uses.push({
      id: `${EVENT_USE}${event}`,
      name: `${event} (+${amount} LP)`,
      ready: !full,
      ...(full ? { why: `the pool is full at ${cap} LP` } : {}),
    })
  }
  uses.push({
    id: CE_USE,
    name: ce ? 'End the Critical Engagement' : 'Start a Critical Engagement',
    ready: true,
  })
  return [
    {
      id: LP_TRACK,
      name: 'Limit Potential',
      value: Math.min(lp, cap),
      max: cap,
      uses,
      settable: true,
    },
  ]
}

/**
 * Use the Limit Potential track: a Limit Break at Level N spends 100 × N LP (or the whole pool,
 * GG-Q43 'all') and, on a Breaker's turn, summons its Memory (`limitBreakN`, or
 * `limitBreakN:swim` for a second movement other than flying); an event
 * adds its LP up to the cap; the Critical Engagement flag flips (leaving one, LP over 200 is lost,
 * GG-111). Refused with the reason when it cannot be.
 */
export function ggUsePartyTrack(
  campaign: GgCampaign,
  trackId: string,
  use: string,
  dice: Dice,
): ReturnType<NonNullable<RulesetCombat['usePartyTrack']>> {
  void dice
  if (trackId !== LP_TRACK) throw new RollRefused(`there is no party track "${trackId}"`)
  const options = ggOptionsOf(campaign)
  const ce = inCriticalEngagement(campaign)
  const lp = limitPotential(campaign)
  const what = 'Limit Potential'
  const done = (value: number, outcome: string, detail: string, more: StateChange[] = []) => ({
    outcome: {
      who: 'The party',
      what,
      total: value,
      outcome,
      detail,
      public: { what, total: value, outcome },
    },
    changes: [{ kind: 'ruleset-state' as const, key: LP_KEY, value }, ...more],
    state: value,
  })
  if (use.startsWith(LB_USE)) {
    const [level = '', mode = MEMORY_DEFAULT_SECONDARY] = use.slice(LB_USE.length).split(':')
    const n = LEVELS.find((l) => l === Number(level))
    if (n === undefined) throw new RollRefused(`there is no Limit Break "${use}"`)
    const secondary = SECONDARY_MODES.find((m) => m === mode)
    if (secondary === undefined)
      throw new RollRefused(`a Memory's second movement is ${SECONDARY_MODES.join(', ')}`)
    if (n === GG_LB_MAX_LEVEL && !ce) {
      throw new RollRefused('Limit Break Level 3 is only for a Critical Engagement')
    }
    let next: number
    try {
      next = lpAfterLimitBreak(lp, n, options)
    } catch (err) {
      throw refusal(err)
    }
    let summoned: ReturnType<typeof summonMemory>
    try {
      summoned = summonMemory(campaign, n, secondary, options)
    } catch (err) {
      throw refusal(err)
    }
    if (!summoned) {
      return done(
        next,
        `Limit Break Level ${n}`,
        `${lp} → ${next} LP; the Breaker summons its Memory on its own turn in a fight (none appears now), or plays another Limit Break by hand`,
      )
    }
    // GG-Q51: the Limit Break action costs the Breaker `cost.limitBreak` AP on its turn.
    return {
      ...done(
        next,
        `Limit Break Level ${n}`,
        `${lp} → ${next} LP; ${summoned.breaker} summons ${summoned.name} (LB Lvl ${n}) beside them; it acts right after ${summoned.breaker}`,
        summoned.changes,
      ),
      actor: summoned.breakerTokenId,
      cost: { ap: options.cost.limitBreak },
    }
  }
  if (use.startsWith(SET_USE)) {
    // The party earns Limit Points at the table in ways the app does not see: the GM sets them.
    const text = use.slice(SET_USE.length)
    const cap = lpCap(ce, options)
    const value = /^\d+$/.test(text) ? Number(text) : NaN
    if (!Number.isInteger(value) || value > cap)
      throw new RollRefused(`Limit Potential is a whole number from 0 to ${cap}, not "${text}"`)
    return done(value, `set to ${value} LP`, `set by the GM: ${lp} → ${value} LP`)
  }
  if (use.startsWith(EVENT_USE)) {
    const event = use.slice(EVENT_USE.length)
    const amount = Object.hasOwn(options.lpEvents, event) ? (options.lpEvents[event] ?? 0) : 0
    if (amount <= 0) throw new RollRefused(`the table gives no Limit Potential for "${event}"`)
    const gained = lpAfterGain(lp, amount, ce, options)
    const wasted = gained.wasted > 0 ? ` (${gained.wasted} over the cap is lost)` : ''
    return done(gained.lp, `+${gained.lp - lp} LP`, `${event}: ${lp} → ${gained.lp} LP${wasted}`)
  }
  if (use === CE_USE) {
    const on = !ce
    const cap = lpCap(on, options)
    const next = Math.min(lp, cap)
    const lost = lp > next ? `; ${lp - next} LP over the cap of ${cap} is lost` : ''
    return done(
      next,
      on ? 'Critical Engagement' : 'ordinary encounter',
      on
        ? `a Critical Engagement begins: the pool may reach ${cap} LP (Limit Break Level 3)`
        : `the Critical Engagement ends: the pool is capped at ${cap} LP${lost}`,
      [{ kind: 'ruleset-state', key: CE_KEY, value: on }],
    )
  }
  throw new RollRefused(`Limit Potential has no use "${use}"`)
}
