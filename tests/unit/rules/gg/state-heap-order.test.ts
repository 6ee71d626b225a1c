/**
 * The square board's route search (ruleset-movement-square.ts) takes states from this heap
 * cheapest first: if one came out of order, a GM's drag preview would show a dearer route, or
 * call a reachable cell out of reach. No seed line is behind it; it is checked against a sorted
 * list.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { StateHeap } from '../../../../shared/rules/gg/engine/state-heap'

/** Everything left in the heap, cheapest first. */
function drain(heap: StateHeap): [number, number][] {
  const out: [number, number][] = []
  while (heap.size > 0) out.push(heap.pop())
  return out
}

describe('StateHeap: the cheapest state first', () => {
  it('pops keys pushed in any order in ascending order, each with its own state', () => {
    const heap = new StateHeap()
    const keys = [7, 3, 9, 1, 8, 2, 6, 4, 5, 0]
    for (const k of keys) heap.push(k, k * 10 + 1)
    expect(heap.size).toBe(10)
    expect(drain(heap)).toEqual(keys.toSorted((a, b) => a - b).map((k) => [k, k * 10 + 1]))
    expect(heap.size).toBe(0)
  })

  it('keeps fractional costs (1.5 m diagonals) apart from whole ones', () => {
    const heap = new StateHeap()
    heap.push(3, 30)
    heap.push(1.5, 15)
    heap.push(2, 20)
    heap.push(4.5, 45)
    heap.push(1, 10)
    expect(drain(heap)).toEqual([
      [1, 10],
      [1.5, 15],
      [2, 20],
      [3, 30],
      [4.5, 45],
    ])
  })

  it('counts its states as they are pushed and popped', () => {
    const heap = new StateHeap()
    expect(heap.size).toBe(0)
    heap.push(2, 4)
    heap.push(1, 2)
    expect(heap.size).toBe(2)
    expect(heap.pop()).toEqual([1, 2])
    expect(heap.size).toBe(1)
    expect(heap.pop()).toEqual([2, 4])
    expect(heap.size).toBe(0)
  })

  it('the last state pushed and popped alone comes back whole', () => {
    const heap = new StateHeap()
    heap.push(5, 11)
    expect(heap.pop()).toEqual([5, 11])
    heap.push(0, 0)
    expect(heap.pop()).toEqual([0, 0])
  })

  it('property: pushes and pops in any interleaving give what a sorted list gives', () => {
    const op = fc.oneof(
      fc.record({ push: fc.integer({ min: 0, max: 40 }) }),
      fc.constant({ pop: true as const }),
    )
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const heap = new StateHeap()
        const model: number[] = []
        let n = 0
        for (const o of ops) {
          if ('push' in o) {
            // Distinct keys (key*100 + serial) so the state popped is fixed by the key alone.
            const key = o.push * 100 + n++
            heap.push(key, key + 7)
            model.push(key)
            model.sort((a, b) => a - b)
          } else if (model.length > 0) {
            const want = model.shift() as number
            expect(heap.pop()).toEqual([want, want + 7])
          }
          expect(heap.size).toBe(model.length)
        }
        expect(drain(heap)).toEqual(model.map((k) => [k, k + 7]))
      }),
      { numRuns: 300 },
    )
  })

  it('property: with repeated costs, the keys still come out in order and no state is lost', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 40 }), (keys) => {
        const heap = new StateHeap()
        keys.forEach((k, i) => heap.push(k, i))
        const out = drain(heap)
        expect(out.map(([k]) => k)).toEqual(keys.toSorted((a, b) => a - b))
        expect(out.map(([, s]) => s).toSorted((a, b) => a - b)).toEqual(keys.map((_k, i) => i))
        for (const [k, s] of out) expect(keys[s]).toBe(k)
      }),
      { numRuns: 300 },
    )
  })
})
