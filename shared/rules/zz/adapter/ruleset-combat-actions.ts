/**
 * The ZZ turn economy on the combat tracker (OTHER-SYSTEMS.md B.1, ZZ-01..04, ZZ-07, ZZ-12/13,
 * ZZ-17/18, ZZ-21/22, ZZ-31, ZZ-Q27; seed 003, one section per action): 3 AP and MOVE Move Points
 * a turn (1 and 1 when Down), Mind Points from the figure's state; a walk spends Move Points first
 * and then AP, one per space (Extra Walk); the actions the tracker charges for (Defend, Run, Stand
 * Up, Look, Talk, Use Item, Load, Stop, Drop & Roll) with what they change. Leaving by an exit is
 * the ZZ panel's (ruleset-rolls-exit.ts), the turn it gives the tracker's 'combat:extraTurn'.
 */
import type { Combatant } from '../../../model'
import type { EconomyResource, StateChange, TurnAction } from '../../ruleset'
import { zzDefendBonus, ZZ_ACTIONS } from '../engine/actions'
import { ZZ_AP_PER_TURN, ZZ_RUNNER_AP, zzTurnStart } from '../engine/economy'
import { zzInventoryOf } from '../engine/instance'
import { zzLoad } from '../engine/inventory'
import { zzOptionsOf } from '../engine/options'
import { zzBeing, zzCombatantOf, zzInstanceChange, type ZzBeing } from './ruleset-combat-being'
import { zzCanAct } from '../engine/status'
import type { ZzCampaign, ZzToken } from './types'

/** The tracker's resource ids. */
export const ZZ_AP = 'ap'
export const ZZ_MOVE = 'move'

/** Flags a turn action sets for the rest of the turn. */
export const ZZ_FLAGS = {
  defended: 'defended',
  running: 'running',
  sdr: 'stopDropRoll',
  recovered: 'recovered',
} as const

/**
 * ZZ-01/02, F-ZZ-7: AP and Move Points refill at each turn start. Mind Points are a pool the
 * figure keeps between turns (its instance; the rolls spend them), so the tracker does not refill
 * them.
 */
export const ZZ_RESOURCES: readonly EconomyResource[] = [
  { id: ZZ_AP, name: 'AP', refill: 'turn-start', show: 'pips' },
  { id: ZZ_MOVE, name: 'Move', refill: 'turn-start', show: 'distance' },
]

/** ZZ-01/02/22, ZZ-Q35: 3 AP and MOVE a turn, 1 and 1 when Down, none when out; Mind Points as they are. */
export function zzEconomy(token: ZzToken, campaign: ZzCampaign): Record<string, number> {
  const b = zzBeing(campaign, token.id)
  if (!b) return { [ZZ_AP]: ZZ_AP_PER_TURN, [ZZ_MOVE]: Math.max(0, token.speed ?? 5) }
  const ledger = zzTurnStart(b.figure, b.state)
  return { [ZZ_AP]: ledger.ap, [ZZ_MOVE]: ledger.move }
}

const num = (r: Readonly<Record<string, number>>, k: string): number =>
  (Object.hasOwn(r, k) ? r[k] : undefined) ?? 0

/**
 * ZZ-02/03/22: what a walk of `distance` spaces costs this combatant: its Move Points first, the
 * rest in AP (1 per space); a Down figure cannot convert (1 space in all).
 */
export function zzMoveCost(
  c: Pick<Combatant, 'left' | 'tokenId'>,
  distance: number,
  campaign: ZzCampaign,
): Record<string, number> {
  const move = num(c.left, ZZ_MOVE)
  const down = zzBeing(campaign, c.tokenId)?.state.statuses.includes('down') ?? false
  if (down || distance <= move) return { [ZZ_MOVE]: distance }
  return { [ZZ_MOVE]: move, [ZZ_AP]: distance - move }
}

function defendActions(b: ZzBeing, c: Combatant | undefined, campaign: ZzCampaign): TurnAction[] {
  const o = zzOptionsOf(campaign)
  if (c?.flags.includes(ZZ_FLAGS.defended) && !o.defendStack) return []
  return ([1, 2, 3] as const).map((ap) => ({
    id: `defend${ap}`,
    name: `Defend (${ap} AP)`,
    cost: { [ZZ_AP]: ap },
    flag: ZZ_FLAGS.defended,
    summary: `ZZ-07: +${zzDefendBonus(ap, b.figure.level, o)} to ${b.token.name}'s next Defense roll, until its next turn`,
  }))
}

/** ZZ-04: Run: MOVE doubles and the whole turn may spend only 1 AP (offered while that still holds). */
function runAction(b: ZzBeing, c: Combatant | undefined): TurnAction[] {
  if (b.state.statuses.includes('down') || b.state.statuses.includes('tripped')) return []
  if (c?.flags.includes(ZZ_FLAGS.running)) return []
  const full = c ? num(c.full, ZZ_AP) : ZZ_AP_PER_TURN
  const left = c ? num(c.left, ZZ_AP) : ZZ_AP_PER_TURN
  const spent = full - left
  if (spent > ZZ_RUNNER_AP) return []
  const allowed = Math.max(0, ZZ_RUNNER_AP - spent)
  return [
    {
      id: 'run',
      name: 'Run',
      cost: {},
      gives: { [ZZ_MOVE]: Math.max(0, b.figure.move), [ZZ_AP]: allowed - left },
      flag: ZZ_FLAGS.running,
      summary: `ZZ-04: ${b.token.name} gets ${b.figure.move} more Move but may spend only ${ZZ_RUNNER_AP} AP this turn`,
    },
  ]
}

/**
 * ZZ-52: a figure that started its turn Down and made its Recovery Roll gets a full turn: the
 * tracker refilled it as Down (1 AP, 1 space) before the roll, so this gives the rest back.
 */
function recoveredAction(b: ZzBeing, c: Combatant | undefined): TurnAction[] {
  if (!c || b.state.statuses.includes('down') || c.flags.includes(ZZ_FLAGS.recovered)) return []
  // Only a turn the tracker refilled as Down (1 AP) has the rest to give back.
  if (num(c.full, ZZ_AP) !== 1) return []
  const ap = ZZ_AP_PER_TURN - 1
  const move = Math.max(0, b.figure.move) - num(c.full, ZZ_MOVE)
  return [
    {
      id: 'recovered',
      name: 'Full turn after Recovery',
      cost: {},
      gives: { [ZZ_AP]: ap, [ZZ_MOVE]: Math.max(0, move) },
      flag: ZZ_FLAGS.recovered,
      summary: `ZZ-52: ${b.token.name} is back on its feet: the rest of its 3 AP and MOVE this turn`,
    },
  ]
}

/** ZZ-12: Load a held ranged weapon (1 AP), one action per weapon that can be loaded now. */
function loadActions(b: ZzBeing): TurnAction[] {
  const out: TurnAction[] = []
  for (const w of b.sheet.weapons) {
    if (w.kind !== 'ranged') continue
    try {
      zzLoad(zzInventoryOf(b.inst), w, b.token.name)
    } catch {
      continue
    }
    out.push({
      id: `load:${w.id}`,
      name: `Load the ${w.name}`,
      cost: { [ZZ_AP]: 1 },
      summary: `ZZ-12: ${w.ammo ?? 'ammunition'} from a container into the ${w.name}`,
    })
  }
  return out
}

const simple = (id: string, key: keyof typeof ZZ_ACTIONS, summary: string): TurnAction => ({
  id,
  name: ZZ_ACTIONS[key].name,
  cost: { [ZZ_AP]: ZZ_ACTIONS[key].ap },
  summary,
})

/** ZZ-01..22, ZZ-31: what a figure can do that the tracker charges for, resolved for it now. */
export function zzActions(token: ZzToken, campaign: ZzCampaign): TurnAction[] {
  const b = zzBeing(campaign, token.id)
  if (!b || !zzCanAct(b.state.statuses)) return []
  const c = zzCombatantOf(campaign, token.id)
  const o = zzOptionsOf(campaign)
  const st = b.state.statuses
  const out: TurnAction[] = [
    ...recoveredAction(b, c),
    ...defendActions(b, c, campaign),
    ...runAction(b, c),
  ]
  if (st.includes('tripped') && !st.includes('down')) {
    out.push({
      id: 'standUp',
      name: 'Stand Up',
      cost: { [ZZ_AP]: o.standUpCost },
      summary: `ZZ-Q27: ${token.name} gets back on its feet`,
    })
  }
  out.push(
    simple('look', 'look', 'ZZ-13: look around; Zaldar describes what the figure sees'),
    simple('talk', 'talk', 'ZZ-18: speak with a figure; Zaldar rates the opening'),
    simple('useItem', 'useItem', 'ZZ-17: use a held item (some items cost more: spend by hand)'),
    ...loadActions(b),
  )
  if (st.includes('onFire')) {
    out.push({
      id: 'stopDropRoll',
      name: ZZ_ACTIONS.stopDropRoll.name,
      cost: { [ZZ_AP]: 3, [ZZ_MOVE]: 3 },
      flag: ZZ_FLAGS.sdr,
      summary: `ZZ-31/55: face-down on the floor; at the end of the turn d12 + DEX ≥ ${o.sdrDifficulty} puts the fire out`,
    })
  }
  return out
}

/** The Defend actions by id, with the AP each buys its bonus with. */
const DEFEND_AP: ReadonlyMap<string, 1 | 2 | 3> = new Map<string, 1 | 2 | 3>([
  ['defend1', 1],
  ['defend2', 2],
  ['defend3', 3],
])

/** ZZ-07/08, ZZ-12, ZZ-31, ZZ-Q27: what a turn action changes beyond its cost. */
export function zzActionTaken(
  campaign: ZzCampaign,
  tokenId: string,
  actionId: string,
): StateChange[] {
  const b = zzBeing(campaign, tokenId)
  if (!b) return []
  const ap = DEFEND_AP.get(actionId)
  if (ap !== undefined) {
    const o = zzOptionsOf(campaign)
    const bonus = zzDefendBonus(ap, b.figure.level, o)
    const defendBonus = o.defendStack ? b.inst.defendBonus + bonus : bonus
    return [zzInstanceChange(tokenId, { ...b.inst, defendBonus })]
  }
  if (actionId === 'standUp') {
    const statuses = b.inst.statuses.filter((s) => s !== 'tripped')
    return [
      zzInstanceChange(tokenId, { ...b.inst, statuses }),
      { kind: 'token', tokenId, orientation: 'upright' },
    ]
  }
  if (actionId === 'stopDropRoll') return [{ kind: 'token', tokenId, orientation: 'face-down' }]
  if (actionId.startsWith('load:')) {
    const w = b.sheet.weapons.find((x) => `load:${x.id}` === actionId)
    if (!w) return []
    const gear = zzLoad(zzInventoryOf(b.inst), w, b.token.name)
    const next = {
      hands: gear.hands,
      stored: gear.stored.map((x) => ({ ...x })),
      loaded: gear.loaded,
    }
    return [zzInstanceChange(tokenId, { ...b.inst, gear: { ...b.inst.gear, ...next } })]
  }
  return []
}
