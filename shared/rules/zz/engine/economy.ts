/**
 * The Zealots of Zaldar turn ledger (OTHER-SYSTEMS.md B.1, ZZ-01..04 and ZZ-22, F-ZZ-4, F-ZZ-7;
 * seed 003, the "Spend Action Points to increase your movement" action and the Down paragraph of
 * the Recovery action). A turn has 3 AP and MOVE Move Points (walking is free); AP may become
 * Move Points, never the reverse; a runner doubles MOVE but spends only 1 AP all turn; a Down
 * figure has 1 AP and 1 space. Mind Points are a separate pool (ZZ-Q2). Refusals are thrown
 * `Error`s in words a GM understands.
 */
import type { ZzFigure, ZzState } from './model'
import type { ZzOptions } from './options'

/** ZZ-01: Action Points per turn. */
export const ZZ_AP_PER_TURN = 3
/** ZZ-04: the AP a runner may spend in the whole turn. */
export const ZZ_RUNNER_AP = 1

/** What a figure has left of its turn. */
export interface ZzLedger {
  name: string
  /** AP still spendable this turn (already capped for Running and Down). */
  ap: number
  /** AP spent so far this turn (on actions and Extra Walk). */
  apSpent: number
  /** Move Points left (walking, free). */
  move: number
  /** Move Points used so far this turn (walking, Extra Walk, Stop-Drop-Roll, Dodge, Jump). */
  moveUsed: number
  /** Mind Points left (F-ZZ-7, not Move Points). */
  mind: number
  /** The figure ran this turn (ZZ-04). */
  running: boolean
  /** The figure is Down (ZZ-22): 1 AP, 1 space. */
  down: boolean
  /** The most Move Points (walked or converted) this turn allows in all; null when unlimited. */
  moveCap: number | null
  /** AP turned into Move Points this turn (ZZ-03). */
  converted: number
  /** How often each action (by its name) was taken this turn. */
  taken: Readonly<Record<string, number>>
  /** Who refused to talk with this figure for the rest of its turn (ZZ-18). */
  talkRefusedBy: readonly string[]
}

/** A cost in AP, Move Points and Mind Points. */
export interface ZzCost {
  ap?: number
  move?: number
  mind?: number
}

// AP is written as the seed writes it ("2 AP", "3 AP"), never with a plural s.
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/**
 * ZZ-01/02/22, F-ZZ-4: the ledger at the start of a turn: 3 AP and MOVE Move Points, or 1 AP and
 * 1 space when Down; nothing when Unconscious or dead (ZZ-Q35). Mind Points carry over (F-ZZ-7).
 */
export function zzTurnStart(
  figure: Pick<ZzFigure, 'name' | 'move'>,
  state: Pick<ZzState, 'statuses' | 'mind'>,
  _options?: Pick<ZzOptions, 'mpRefresh'>,
): ZzLedger {
  const out = state.statuses.includes('dead') || state.statuses.includes('unconscious')
  const down = !out && state.statuses.includes('down')
  const base: ZzLedger = {
    name: figure.name,
    ap: ZZ_AP_PER_TURN,
    apSpent: 0,
    move: Math.max(0, figure.move),
    moveUsed: 0,
    mind: state.mind,
    running: false,
    down,
    moveCap: null,
    converted: 0,
    taken: {},
    talkRefusedBy: [],
  }
  if (out) return { ...base, ap: 0, move: 0, moveCap: 0 }
  if (down) return { ...base, ap: 1, move: Math.min(1, base.move), moveCap: 1 }
  return base
}

/**
 * ZZ-04: start Running: MOVE doubles and the turn's AP spend is capped at 1. Refused when Down
 * (ZZ-22) or when more than 1 AP is already spent.
 */
export function zzStartRunning(ledger: ZzLedger, figure: Pick<ZzFigure, 'move'>): ZzLedger {
  if (ledger.running) return ledger
  if (ledger.down) throw new Error(`${ledger.name} is Down and cannot run.`)
  if (ledger.apSpent > ZZ_RUNNER_AP) {
    throw new Error(
      `${ledger.name} already spent ${ledger.apSpent} AP this turn; a runner may spend only ${ZZ_RUNNER_AP}.`,
    )
  }
  return {
    ...ledger,
    running: true,
    move: ledger.move + Math.max(0, figure.move),
    ap: Math.min(ledger.ap, ZZ_RUNNER_AP - ledger.apSpent),
  }
}

/** Why an AP spend is refused, in words, or null when it fits. */
function apRefusal(ledger: ZzLedger, ap: number, why: string): string | null {
  if (ap <= ledger.ap) return null
  if (ledger.running) {
    return `${ledger.name} ran this turn and may spend only ${ZZ_RUNNER_AP} AP; ${why} needs ${ap}.`
  }
  if (ledger.down) return `${ledger.name} is Down and may spend only 1 AP; ${why} needs ${ap}.`
  return `${ledger.name} has only ${ledger.ap} AP left; ${why} needs ${ap}.`
}

/**
 * ZZ-01, ZZ-03 (never Move → AP), ZZ-04, ZZ-22: spend AP, Move Points and Mind Points on `why` (the
 * action's name); the Move Points here come only from the figure's own Move (for walking that may
 * convert AP use `zzChargeMove`). Throws a GM-readable refusal.
 */
export function zzSpend(ledger: ZzLedger, cost: ZzCost, why: string): ZzLedger {
  const ap = cost.ap ?? 0
  const move = cost.move ?? 0
  const mind = cost.mind ?? 0
  for (const n of [ap, move, mind]) {
    if (!Number.isInteger(n) || n < 0) throw new RangeError('Costs are whole numbers, 0 or more.')
  }
  const refusal = apRefusal(ledger, ap, why)
  if (refusal) throw new Error(refusal)
  if (move > ledger.move) {
    throw new Error(
      `${ledger.name} has only ${plural(ledger.move, 'Move Point')} left; ${why} needs ${move} (AP cannot pay for it).`,
    )
  }
  if (ledger.moveCap !== null && ledger.moveUsed + move > ledger.moveCap) {
    throw new Error(`${ledger.name} may move only ${ledger.moveCap} this turn.`)
  }
  if (mind > ledger.mind) {
    throw new Error(
      `${ledger.name} has only ${plural(ledger.mind, 'Mind Point')} left; ${why} needs ${mind}.`,
    )
  }
  return {
    ...ledger,
    ap: ledger.ap - ap,
    apSpent: ledger.apSpent + ap,
    move: ledger.move - move,
    moveUsed: ledger.moveUsed + move,
    mind: ledger.mind - mind,
    taken: { ...ledger.taken, [why]: (ledger.taken[why] ?? 0) + 1 },
  }
}

/** ZZ-02/03/04/22: Move Points still walkable, counting AP that Extra Walk can convert. */
export function zzMoveBudget(ledger: ZzLedger): number {
  const budget = ledger.move + ledger.ap
  if (ledger.moveCap === null) return budget
  return Math.max(0, Math.min(budget, ledger.moveCap - ledger.moveUsed))
}

/**
 * ZZ-02/03: charge a walk costing `spaces` Move Points: Move Points first, then Extra Walk (1 AP
 * per space). Returns the new ledger and how many AP were converted; refuses past the budget.
 */
export function zzChargeMove(
  ledger: ZzLedger,
  spaces: number,
): { ledger: ZzLedger; converted: number } {
  if (!Number.isInteger(spaces) || spaces < 0) {
    throw new RangeError('A walk costs a whole number of Move Points, 0 or more.')
  }
  if (spaces > zzMoveBudget(ledger)) {
    if (ledger.moveCap !== null && ledger.moveUsed + spaces > ledger.moveCap) {
      throw new Error(`${ledger.name} may move only ${ledger.moveCap} this turn.`)
    }
    throw new Error(
      `${ledger.name} can walk only ${zzMoveBudget(ledger)} more (${plural(ledger.move, 'Move Point')} and ${ledger.ap} AP to convert); this walk needs ${spaces}.`,
    )
  }
  const fromMove = Math.min(ledger.move, spaces)
  const converted = spaces - fromMove
  return {
    converted,
    ledger: {
      ...ledger,
      move: ledger.move - fromMove,
      moveUsed: ledger.moveUsed + spaces,
      ap: ledger.ap - converted,
      apSpent: ledger.apSpent + converted,
      converted: ledger.converted + converted,
    },
  }
}

/**
 * F-ZZ-7 / ZZ-Q3 (`mpRefresh`): the Mind Points after an event: a rest always restores them; the
 * start of an encounter restores them only under `perEncounter`.
 */
export function zzRefreshMind(
  state: Pick<ZzState, 'mind' | 'mindMax'>,
  event: 'rest' | 'encounterStart',
  options: Pick<ZzOptions, 'mpRefresh'>,
): number {
  if (event === 'rest' || options.mpRefresh === 'perEncounter') return state.mindMax
  return state.mind
}
