/**
 * The BW requests that change one unit's state with at most one die: Extra Effort (BW-01/02), a
 * declared aim (BW-17), the end of a unit's turn (F-BW-3, BW-01/02), and setting a fire or putting
 * it out (BW-33, BW-Q17).
 */
import type { Dice } from '../../../dice'
import { RollRefused, type RolledRequest } from '../../ruleset'
import { extraEffortEffect, putForthExtraEffort } from '../engine/effort'
import { ignite } from '../engine/fire'
import { formatInches, openRoll } from '../engine/format'
import type {
  BwAimRequest,
  BwEffortRequest,
  BwEndTurnRequest,
  BwFireRequest,
} from '../engine/roll-requests'
import { bwOptionsOf, requireUnit, stateChange } from './ruleset-being'
import { maxBurnOf } from './ruleset-sheet'
import { bwTurnEnd } from '../engine/turn'
import type { BwCampaign } from './types'

/** Run an engine step that throws in words; its refusal becomes a RollRefused. */
export function refusing<T>(f: () => T): T {
  try {
    return f()
  } catch (err) {
    if (err instanceof RollRefused) throw err
    throw new RollRefused(err instanceof Error ? err.message : String(err))
  }
}

/** BW-01/02: a unit puts forth Extra Effort (+5" Move or +1 Power; exhausted: acts normally). */
export function resolveBwEffort(campaign: BwCampaign, r: BwEffortRequest): RolledRequest {
  const u = requireUnit(campaign, r.tokenId)
  const options = bwOptionsOf(campaign)
  const state = refusing(() =>
    putForthExtraEffort({ ...u.sheet, name: u.token.name }, u.state, r.effort, options),
  )
  const e = extraEffortEffect(u.state, r.effort)
  const what = e.actsAsNotExhausted
    ? 'acts as if not exhausted'
    : e.moveIn > 0
      ? `+${formatInches(e.moveIn)} of Move`
      : '+1 Power'
  return {
    outcome: openRoll({
      who: u.token.name,
      what: 'Extra Effort',
      total: null,
      outcome: what,
      detail: 'BW-01: it rolls 1d6 at the end of its turn (4 or less: Stunned from exhaustion).',
    }),
    changes: [stateChange(u.token.id, state)],
    label: `${u.token.name}: Extra Effort (${what})`,
  }
}

/** BW-17: a unit declares the unit it aims at, or stops aiming. */
export function resolveBwAim(campaign: BwCampaign, r: BwAimRequest): RolledRequest {
  const u = requireUnit(campaign, r.tokenId)
  const target = r.targetTokenId === null ? null : requireUnit(campaign, r.targetTokenId)
  const what = target ? `aims at ${target.token.name}` : 'stops aiming'
  return {
    outcome: openRoll({
      who: u.token.name,
      what: 'Aim',
      total: null,
      outcome: what,
      detail: target ? 'BW-17: +2 if it takes no action (and does not move) for a full turn.' : '',
    }),
    changes: [stateChange(u.token.id, { ...u.state, aimingAt: target ? target.token.id : null })],
    label: `${u.token.name} ${what}`,
  }
}

const EFFORT_WORDS = {
  none: 'nothing to roll',
  fine: 'fine',
  exhausted: 'Stunned from exhaustion',
  stillExhausted: 'still exhausted, but conscious',
  unconscious: 'falls Unconscious',
  recovered: 'recovers from exhaustion',
} as const

/** F-BW-3, BW-01/02: the end of a unit's turn: its Extra Effort roll; movement becomes last turn's. */
export function resolveBwEndTurn(
  campaign: BwCampaign,
  r: BwEndTurnRequest,
  dice: Dice,
): RolledRequest {
  const u = requireUnit(campaign, r.tokenId)
  const end = bwTurnEnd(dice, u.state, bwOptionsOf(campaign))
  const words = EFFORT_WORDS[end.outcome]
  return {
    outcome: openRoll({
      who: u.token.name,
      what: 'End of turn',
      total: end.roll,
      outcome: words,
      detail:
        end.roll === null
          ? `moved ${formatInches(u.state.movedThisTurnIn)} this turn`
          : `Extra Effort roll 1d6: ${end.roll}`,
    }),
    changes: [stateChange(u.token.id, end.state)],
    label: `${u.token.name}: end of turn (${words})`,
  }
}

/** BW-33, BW-Q17: set a unit on fire at a Burn Level (default 1), or put its fire out. */
export function resolveBwFireSet(campaign: BwCampaign, r: BwFireRequest): RolledRequest {
  const u = requireUnit(campaign, r.tokenId)
  if (r.action === 'extinguish') {
    if (u.state.burnLevel === 0) throw new RollRefused(`${u.token.name} is not on fire.`)
    return {
      outcome: openRoll({
        who: u.token.name,
        what: 'Fire',
        total: 0,
        outcome: 'put out',
        detail: '',
      }),
      changes: [stateChange(u.token.id, { ...u.state, burnLevel: 0 })],
      label: `${u.token.name}: fire put out`,
    }
  }
  const start = refusing(() =>
    ignite({ name: u.token.name, flammable: u.sheet.flammable, burnLevel: u.state.burnLevel }),
  )
  const max = maxBurnOf(u.sheet, bwOptionsOf(campaign).defaultMaxBurn)
  const level = Math.min(max, r.burnLevel ?? start)
  return {
    outcome: openRoll({
      who: u.token.name,
      what: 'Fire',
      total: level,
      outcome: `On Fire, Burn Level ${level}`,
      detail: `BW-33: it burns with ${level}d6 at the start of each turn.`,
    }),
    changes: [stateChange(u.token.id, { ...u.state, burnLevel: level })],
    label: `${u.token.name} catches fire (Burn Level ${level})`,
  }
}
