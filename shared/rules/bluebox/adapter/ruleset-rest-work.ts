/**
 * The state a Blue Box rest is worked out in while it is resolved: token states and PC sheets as
 * the activities leave them, and the log lines so far (ruleset-rest-resolve.ts).
 */
import type { RecordingDice } from '../../../dice'
import type { RestPlan as StoredRestPlan, RestReroll } from '../../../model'
import type { RollOutcome } from '../../ruleset'
import { conditionName } from './combat-being'
import { memberInstance, type Member } from './ruleset-rest-members'
import type { BlueboxInstance, PcRecord } from '../engine/views'
import type { BlueboxCampaign } from './types'

/** The rest as it is being worked out: token states and PC sheets as the activities leave them. */
export interface Work {
  campaign: BlueboxCampaign
  plan: StoredRestPlan
  /** Remembers the faces drawn since the last log line (`say` hands them to the line). */
  dice: RecordingDice
  outcomes: RollOutcome[]
  /** The faces each log line drew, in step with `outcomes`. */
  faces: [number, number][][]
  /** Working token states by token id (first touched: the campaign's, or fresh). */
  insts: Map<string, BlueboxInstance>
  /** Each touched token's state before the rest, to change only what the rest changed. */
  before: Map<string, BlueboxInstance>
  /** Working PC sheets by sheet id. */
  pcs: Map<string, PcRecord>
  /** Dice the GM may re-roll once afterwards (a comfortable camp's ✦). */
  rerolls: RestReroll[]
}

/** Log one line with the dice drawn since the line before it, so each line shows its own faces. */
export function say(w: Work, outcome: RollOutcome): void {
  w.outcomes.push(outcome)
  w.faces.push(w.dice.take())
}

export const line = (
  who: string,
  what: string,
  total: number | null,
  outcome: string,
  detail = '',
): RollOutcome => ({ who, what, total, outcome, detail })

export function instOf(w: Work, m: Member): BlueboxInstance | undefined {
  if (!m.token) return undefined
  const had = w.insts.get(m.token.id)
  if (had) return had
  const inst = memberInstance(m)
  if (inst) {
    w.insts.set(m.token.id, inst)
    w.before.set(m.token.id, inst)
  }
  return inst
}

export function pcOf(w: Work, m: Member): PcRecord | undefined {
  if (!m.pc) return undefined
  return w.pcs.get(m.pc.id) ?? m.pc
}

/** Names of the conditions `before` had and `after` has not ("Bleeding, Down"). */
export function endedNames(before: readonly string[], after: readonly string[]): string[] {
  return before.filter((c) => !after.includes(c)).map(conditionName)
}

export const ends = (list: string[]): string => (list.length ? `; ${list.join(', ')} ended` : '')

const left = (v: unknown): boolean =>
  v === undefined || typeof v === 'function' || typeof v === 'symbol'
const asNull = (v: unknown): boolean =>
  v === null || (typeof v === 'number' && !Number.isFinite(v)) || left(v)
const isPlain = (v: object): boolean => {
  const proto = Object.getPrototypeOf(v) as unknown
  return Array.isArray(v) || proto === Object.prototype || proto === null
}
const written = (o: Record<string, unknown>): string[] => Object.keys(o).filter((k) => !left(o[k]))

/**
 * Whether JSON.stringify writes `a` and `b` the same, without writing either: a changed sheet
 * shares all but a field or two with the one it came from, and writing both out for each member
 * was most of what resolving a rest allocated. In a list, what JSON leaves out is written null.
 */
export function sameJsonText(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    if (typeof a === 'string' || typeof b === 'string') return false
    if (typeof a === 'boolean' || typeof b === 'boolean') return false
    // Numbers that are not the same, or what JSON writes as null (or leaves out) on both sides.
    return asNull(a) && asNull(b) && left(a) === left(b)
  }
  if (!isPlain(a) || !isPlain(b)) return JSON.stringify(a) === JSON.stringify(b)
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; i < a.length; i++) {
      const x: unknown = a[i]
      const y: unknown = b[i]
      if (!sameJsonText(left(x) ? null : x, left(y) ? null : y)) return false
    }
    return true
  }
  const ra = a as Record<string, unknown>
  const rb = b as Record<string, unknown>
  const ka = written(ra)
  const kb = written(rb)
  if (ka.length !== kb.length) return false
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!
    if (k !== kb[i] || !sameJsonText(ra[k], rb[k])) return false
  }
  return true
}
