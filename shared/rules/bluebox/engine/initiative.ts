import type { Dice } from '../../../dice'
import { rollCheck, type CheckResult } from './check'
import { tallyEdgeFlaw, type EdgeFlawSource, type EdgeFlawTally } from './edge-flaw'

export interface InitiativeInput {
  dex: number
  /** Hidden when initiative is rolled. */
  hidden?: boolean
  /** The party coordinated a well-timed strike (stacks with Hidden). */
  coordinated?: boolean
  /** Kept watch during the interrupted rest and detected the attackers. */
  keptWatch?: boolean
  /** The camp's alarm or trap was triggered. */
  campAlarm?: boolean
  extra?: readonly EdgeFlawSource[]
}

/** Initiative Edge: Hidden +1, coordinated strike +1, Keep Watch +1, camp alarm +1 (Combat, Starting & Ending Combat; Rest & Repair; Camps). */
export function initiativeEdgeFlaw(input: InitiativeInput): EdgeFlawTally {
  const sources: EdgeFlawSource[] = []
  const add = (label: string, rule: string) => sources.push({ label, edge: 1, flaw: 0, rule })
  if (input.hidden === true) add('Hidden', 'Combat, Starting & Ending Combat')
  if (input.coordinated === true) add('Coordinated strike', 'Combat, Starting & Ending Combat')
  if (input.keptWatch === true) add('Kept watch', 'Adventure, Rest & Repair (Keep watch)')
  if (input.campAlarm === true) add('Camp alarm', 'Adventure, Camps & Resting Places')
  if (input.extra !== undefined) sources.push(...input.extra)
  return tallyEdgeFlaw(sources)
}

/** Initiative: d12 + DEX with its Edge; no exhaustion (it is not an ability check) (Combat, Starting & Ending Combat). */
export function rollInitiative(input: InitiativeInput, dice: Dice): CheckResult {
  const t = initiativeEdgeFlaw(input)
  return rollCheck({ modifier: input.dex, edge: t.edge, flaw: t.flaw }, dice)
}

export interface InitiativeEntry {
  id: string
  total: number
  /** The party the being fights for. */
  side: string
}

export interface InitiativeOrder<T extends InitiativeEntry> {
  /** Highest total first; ties keep the given order until the GM reorders them. */
  order: T[]
  /** Groups of ids that tied, for the GM to order (R21). */
  ties: string[][]
}

/** Order of Initiative: highest first; ties are the GM's call, kept in given order and reported (Combat, Starting & Ending Combat; R21). */
export function initiativeOrder<T extends InitiativeEntry>(
  entries: readonly T[],
): InitiativeOrder<T> {
  const order = [...entries].sort((x, y) => y.total - x.total)
  const ties: string[][] = []
  let i = 0
  while (i < order.length) {
    let j = i + 1
    while (j < order.length && (order[j] as T).total === (order[i] as T).total) j++
    if (j - i > 1) ties.push(order.slice(i, j).map((e) => e.id))
    i = j
  }
  return { order, ties }
}

/** The slower party is Back-footed until its own turn when one party acts before all others (Combat, Starting & Ending Combat). */
export function openingBackFooted(
  order: readonly Pick<InitiativeEntry, 'id' | 'side'>[],
): string[] {
  // Reading: every member of the first party acts before every member of any other party; then all
  // the others are marked. Parties that interleave mark nobody.
  const first = order[0]
  if (first === undefined) return []
  let k = 0
  while (k < order.length && (order[k] as InitiativeEntry).side === first.side) k++
  const rest = order.slice(k)
  if (rest.length === 0 || rest.some((e) => e.side === first.side)) return []
  return rest.map((e) => e.id)
}
