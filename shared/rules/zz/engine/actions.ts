/**
 * The Zealots of Zaldar actions: each with its cost and its legality check (OTHER-SYSTEMS.md
 * B.1, ZZ-05..22, ZZ-31, ZZ-56, working names of ZZ-Q40; seed 003, one section per action). The
 * geometry stays with the caller: checks take `distance` (in the campaign's metric, `zz.metric`;
 * melee Range 1 = the 4 orthogonal neighbours by default, ZZ-Q10) or `adjacent` (true for a
 * square at distance 1 in that metric). Every check spends through the turn ledger and returns
 * it; a refusal is a thrown `Error` in words a GM understands.
 */
import { zzSpend, type ZzCost, type ZzLedger } from './economy'
import type { ZzFigure, ZzState, ZzStatus, ZzWeapon } from './model'
import type { ZzOptions } from './options'

/** An action's name and its fixed cost (variable costs are computed by the checks below). */
export interface ZzActionDef {
  name: string
  ap: number
  move?: number
  mind?: number
  /** The rule numbers it implements. */
  rule: string
}

/** ZZ-Q40: the catalogue of every action with its (base) cost. */
export const ZZ_ACTIONS = {
  aim: { name: 'Aim / Focus', ap: 1, mind: 1, rule: 'ZZ-56' },
  attack: { name: 'Attack', ap: 2, rule: 'ZZ-05' },
  defend: { name: 'Defend', ap: 1, rule: 'ZZ-07' },
  finish: { name: 'Finish', ap: 1, rule: 'ZZ-09' },
  inventory: { name: 'Inventory', ap: 1, rule: 'ZZ-10' },
  handOver: { name: 'Hand Over', ap: 1, rule: 'ZZ-11' },
  load: { name: 'Load', ap: 1, rule: 'ZZ-12' },
  look: { name: 'Look', ap: 1, rule: 'ZZ-13' },
  loot: { name: 'Loot', ap: 1, rule: 'ZZ-14' },
  openClose: { name: 'Open / Close', ap: 1, rule: 'ZZ-15' },
  pickUp: { name: 'Pick Up', ap: 1, rule: 'ZZ-16' },
  drop: { name: 'Drop', ap: 1, rule: 'ZZ-16' },
  useItem: { name: 'Use Item', ap: 1, rule: 'ZZ-17' },
  talk: { name: 'Talk', ap: 1, rule: 'ZZ-18' },
  steal: { name: 'Steal', ap: 1, rule: 'ZZ-19' },
  exitMap: { name: 'Exit Map', ap: 1, rule: 'ZZ-20' },
  exitHero: { name: 'Leave by the exit', ap: 0, rule: 'ZZ-21' },
  recover: { name: 'Recover', ap: 0, rule: 'ZZ-52' },
  stopDropRoll: { name: 'Stop, Drop & Roll', ap: 3, move: 3, rule: 'ZZ-31' },
  standUp: { name: 'Stand Up', ap: 1, rule: 'ZZ-Q27' },
  moveSilently: { name: 'Move Silently', ap: 1, rule: 'ZZ-33' },
  useSkill: { name: 'Use Skill', ap: 1, rule: 'ZZ-61' },
  throw: { name: 'Throw', ap: 1, rule: 'ZZ-32' },
  shove: { name: 'Shove', ap: 1, rule: 'ZZ-45' },
  trip: { name: 'Trip', ap: 2, rule: 'ZZ-46' },
  dodge: { name: 'Dodge', ap: 1, move: 2, rule: 'ZZ-25' },
  jump: { name: 'Jump', ap: 0, move: 2, rule: 'ZZ-26' },
} as const satisfies Record<string, ZzActionDef>
export type ZzActionKey = keyof typeof ZZ_ACTIONS

/** ZZ-01: take an action with a fixed cost (plus `extra`), or refuse in words. */
export function zzTake(ledger: ZzLedger, key: ZzActionKey, extra: ZzCost = {}): ZzLedger {
  const def: ZzActionDef = ZZ_ACTIONS[key]
  const cost = {
    ap: def.ap + (extra.ap ?? 0),
    move: (def.move ?? 0) + (extra.move ?? 0),
    mind: (def.mind ?? 0) + (extra.mind ?? 0),
  }
  return zzSpend(ledger, cost, def.name)
}

/** ZZ-05/34/56: an Attack (2 AP, + 1 AP and 1 Mind Point with Aim / Focus) with a weapon in hand; a ranged weapon must be loaded. */
export function zzAttackAction(
  ledger: ZzLedger,
  state: Pick<ZzState, 'hands' | 'loaded'>,
  weapon: Pick<ZzWeapon, 'id' | 'name' | 'kind'> | null,
  aim = false,
): ZzLedger {
  if (weapon) {
    if (!state.hands.includes(weapon.id)) {
      throw new Error(`${ledger.name} is not holding the ${weapon.name}; take it out first (1 AP).`)
    }
    if (weapon.kind === 'ranged' && !state.loaded.includes(weapon.id)) {
      throw new Error(`${ledger.name}'s ${weapon.name} is not loaded; Load it first (1 AP).`)
    }
  }
  return zzTake(ledger, 'attack', aim ? { ap: 1, mind: 1 } : {})
}

/** ZZ-07, ZZ-Q7 (`defend3`): the bonus a proactive Defend of `ap` AP gives. */
export function zzDefendBonus(ap: 1 | 2 | 3, level: number, options: Pick<ZzOptions, 'defend3'>) {
  if (ap < 3) return ap
  if (options.defend3 === '3') return 3
  if (options.defend3 === 'level') return level
  return Math.max(3, level)
}

/**
 * ZZ-07/08, ZZ-Q8 (`defendStack`): a proactive Defend of 1–3 AP on one's own turn: returns the
 * ledger and the figure's new pending bonus. One per turn unless stacking is on.
 */
export function zzDefendAction(
  ledger: ZzLedger,
  figure: Pick<ZzFigure, 'level'>,
  state: Pick<ZzState, 'defendBonus'>,
  ap: 1 | 2 | 3,
  options: Pick<ZzOptions, 'defend3' | 'defendStack'>,
): { ledger: ZzLedger; defendBonus: number } {
  if (![1, 2, 3].includes(ap)) throw new Error('A Defend costs 1, 2 or 3 AP.')
  const defended = (ledger.taken[ZZ_ACTIONS.defend.name] ?? 0) > 0
  if (defended && !options.defendStack) {
    throw new Error(
      `${ledger.name} already took a Defend this turn (the table does not stack them).`,
    )
  }
  const bonus = zzDefendBonus(ap, figure.level, options)
  const next = zzSpend(ledger, { ap }, ZZ_ACTIONS.defend.name)
  return { ledger: next, defendBonus: options.defendStack ? state.defendBonus + bonus : bonus }
}

/**
 * ZZ-08, ZZ-Q8 (`defendBonusUses`): the pending bonus a Defense roll gets, and what is left after
 * it (used up by the first roll, or kept until the figure's next turn).
 */
export function zzUseDefendBonus(
  state: Pick<ZzState, 'defendBonus'>,
  options: Pick<ZzOptions, 'defendBonusUses'>,
): { bonus: number; left: number } {
  return {
    bonus: state.defendBonus,
    left: options.defendBonusUses === 'untilTurn' ? state.defendBonus : 0,
  }
}

/**
 * ZZ-09/53, ZZ-Q44: Finish a Down target within the range of the finisher's unarmed attack (1) or
 * held melee weapon (its reach counts): 1 AP; the target becomes dead or Unconscious.
 */
export function zzFinishAction(
  ledger: ZzLedger,
  target: { name: string; statuses: readonly ZzStatus[] },
  distance: number,
  meleeRange: number,
  outcome: 'dead' | 'unconscious',
): { ledger: ZzLedger; statuses: ZzStatus[] } {
  if (!target.statuses.includes('down')) {
    throw new Error(`${target.name} is not Down; only a Down character can be finished.`)
  }
  if (distance > Math.max(1, meleeRange)) {
    throw new Error(
      `${target.name} is ${distance} spaces away; ${ledger.name} can finish only within ${Math.max(1, meleeRange)}.`,
    )
  }
  const next = zzTake(ledger, 'finish')
  const rest = target.statuses.filter((s) => s !== 'down' && s !== 'unconscious' && s !== 'dead')
  return { ledger: next, statuses: [...rest, outcome] }
}

/** ZZ-11: Hand Over to or from an adjacent figure; a refusal moves nothing and costs no AP. */
export function zzHandOverAction(
  ledger: ZzLedger,
  adjacent: boolean,
  agreed: boolean,
  other: string,
): { ledger: ZzLedger; done: boolean } {
  if (!adjacent)
    throw new Error(`${other} is not next to ${ledger.name}; Hand Over needs them adjacent.`)
  if (!agreed) return { ledger, done: false }
  return { ledger: zzTake(ledger, 'handOver'), done: true }
}

/** ZZ-14: Loot an adjacent dead or Unconscious figure (1 AP); a figure only Down cannot be looted. */
export function zzLootAction(
  ledger: ZzLedger,
  target: { name: string; statuses: readonly ZzStatus[] },
  adjacent: boolean,
): ZzLedger {
  if (!adjacent) throw new Error(`${target.name} is not next to ${ledger.name}.`)
  if (!target.statuses.includes('dead') && !target.statuses.includes('unconscious')) {
    throw new Error(`${target.name} is neither dead nor Unconscious and cannot be looted.`)
  }
  return zzTake(ledger, 'loot')
}

/** ZZ-15: Open or Close an adjacent unlocked door, drawer, cupboard or window (1 AP). */
export function zzOpenCloseAction(
  ledger: ZzLedger,
  thing: { name: string; locked: boolean },
  adjacent: boolean,
): ZzLedger {
  if (!adjacent) throw new Error(`The ${thing.name} is not next to ${ledger.name}.`)
  if (thing.locked) throw new Error(`The ${thing.name} is locked.`)
  return zzTake(ledger, 'openClose')
}

/** ZZ-16: Pick Up from the figure's own square (distance 0) or an adjacent one (1 AP). */
export function zzPickUpAction(ledger: ZzLedger, distance: number): ZzLedger {
  if (distance > 1)
    throw new Error(`The item is ${distance} spaces away; pick up from your square or a next one.`)
  return zzTake(ledger, 'pickUp')
}

/** ZZ-16: Drop beneath oneself (distance 0) or onto an adjacent blank square (1 AP). */
export function zzDropAction(ledger: ZzLedger, distance: number, blank: boolean): ZzLedger {
  if (distance > 1) throw new Error('An item can be dropped only beneath you or on a next square.')
  if (distance === 1 && !blank)
    throw new Error('That square is not blank; drop onto an empty square.')
  return zzTake(ledger, 'drop')
}

/** ZZ-17, ZZ-Q39: Use a held item: 1 AP or the item's own `useAP`. */
export function zzUseItemAction(
  ledger: ZzLedger,
  item: { name: string; useAP?: number },
  held: boolean,
): ZzLedger {
  if (!held) throw new Error(`${ledger.name} is not holding the ${item.name}.`)
  return zzSpend(ledger, { ap: item.useAP ?? 1 }, ZZ_ACTIONS.useItem.name)
}

/**
 * ZZ-18, ZZ-Q32: Talk (1 AP) with an NPC; the opening rating is −5..+5. An NPC that ended the
 * talk refuses more this turn (`zzEndTalk`).
 */
export function zzTalkAction(ledger: ZzLedger, npc: string, rating = 0): ZzLedger {
  if (!Number.isInteger(rating) || rating < -5 || rating > 5) {
    throw new Error('Zaldar rates an opening from −5 to +5.')
  }
  if (ledger.talkRefusedBy.includes(npc)) {
    throw new Error(`${npc} ended the talk and will not talk with ${ledger.name} again this turn.`)
  }
  return zzTake(ledger, 'talk')
}

/** ZZ-18: the NPC ends the conversation; it will not talk again this turn. */
export function zzEndTalk(ledger: ZzLedger, npc: string): ZzLedger {
  if (ledger.talkRefusedBy.includes(npc)) return ledger
  return { ...ledger, talkRefusedBy: [...ledger.talkRefusedBy, npc] }
}

/** ZZ-20, ZZ-Q42: the whole party exits the map (1 AP) when Zaldar approves. */
export function zzExitMapAction(ledger: ZzLedger, zaldarApproves: boolean): ZzLedger {
  if (!zaldarApproves) throw new Error('Zaldar does not let the party leave by that exit.')
  return zzTake(ledger, 'exitMap')
}

/**
 * ZZ-21, ZZ-Q38 (`exitGiveTurn`): a Hero on an exit leaves the map and gives another Hero an
 * extra full turn, or its own remaining AP.
 */
export function zzExitHero(
  ledger: ZzLedger,
  onExit: boolean,
  options: Pick<ZzOptions, 'exitGiveTurn'>,
): { give: 'extraTurn' } | { give: 'ap'; ap: number } {
  if (!onExit) throw new Error(`${ledger.name} is not on an exit.`)
  return options.exitGiveTurn === 'extraTurn'
    ? { give: 'extraTurn' }
    : { give: 'ap', ap: ledger.ap }
}

/** ZZ-31/55: Stop, Drop & Roll costs 3 AP and 3 Move Points, only while On Fire. */
export function zzStopDropRollAction(ledger: ZzLedger, statuses: readonly ZzStatus[]): ZzLedger {
  if (!statuses.includes('onFire')) throw new Error(`${ledger.name} is not On Fire.`)
  return zzTake(ledger, 'stopDropRoll')
}

/** ZZ-22/54, ZZ-Q27 (`standUpCost`): stand up from Tripped; a Down figure cannot. */
export function zzStandUpAction(
  ledger: ZzLedger,
  statuses: readonly ZzStatus[],
  options: Pick<ZzOptions, 'standUpCost'>,
): { ledger: ZzLedger; statuses: ZzStatus[] } {
  if (statuses.includes('down')) throw new Error(`${ledger.name} is Down and cannot stand up.`)
  if (!statuses.includes('tripped')) throw new Error(`${ledger.name} is already standing.`)
  const next = zzSpend(ledger, { ap: options.standUpCost }, ZZ_ACTIONS.standUp.name)
  return { ledger: next, statuses: statuses.filter((s) => s !== 'tripped') }
}

/** ZZ-45/46: Shove (1 AP) and Trip (2 AP) need an adjacent target. */
export function zzShoveTripAction(
  ledger: ZzLedger,
  key: 'shove' | 'trip',
  adjacent: boolean,
  aim = false,
): ZzLedger {
  if (!adjacent) throw new Error(`${ZZ_ACTIONS[key].name} needs a target next to ${ledger.name}.`)
  if (aim && key === 'shove') throw new Error('Aim / Focus cannot be used with a Shove.')
  return zzTake(ledger, key, aim ? { ap: 1, mind: 1 } : {})
}

/** ZZ-56, ZZ-Q41: Aim / Focus costs 1 Mind Point, and 1 AP unless it is on a Defend roll outside one's own turn. */
export function zzAimCost(onOwnTurn: boolean): Required<ZzCost> {
  return { ap: onOwnTurn ? 1 : 0, move: 0, mind: 1 }
}

/** ZZ-19/32: Throw a held object (1 AP); Steal from an adjacent figure (1 AP). */
export function zzHandActionCheck(
  ledger: ZzLedger,
  key: 'throw' | 'steal',
  ok: { held?: boolean; adjacent?: boolean },
  what: string,
): ZzLedger {
  if (key === 'throw' && !ok.held) throw new Error(`${ledger.name} is not holding the ${what}.`)
  if (key === 'steal' && !ok.adjacent) throw new Error(`${what} is not next to ${ledger.name}.`)
  return zzTake(ledger, key)
}
