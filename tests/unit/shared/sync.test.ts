import { describe, it, expect } from 'vitest'
import {
  applyOps,
  diffState,
  jsonEqual,
  PatchError,
  replicaAccept,
  replicaReceive,
} from '../../../shared/sync'
import type { Patch, PatchOp, ReplicaStep, Snapshot } from '../../../shared/sync'
import { prng } from '../support/prng'

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }
const KEYS = ['a', 'b', 'c', 'd', 'e', 'id', 'hex', 'name']

function pick<T>(rand: () => number, xs: readonly T[]): T {
  return xs[Math.floor(rand() * xs.length)] as T
}

function randomLeaf(rand: () => number): Json {
  return pick(rand, [null, true, false, 0, 1, -3.5, '', 'x', 'Vaka', 42])
}

function randomTree(rand: () => number, depth: number): Json {
  const roll = rand()
  if (depth <= 0 || roll < 0.3) return randomLeaf(rand)
  if (roll < 0.45)
    return Array.from({ length: Math.floor(rand() * 4) }, () => randomTree(rand, depth - 1))
  const obj: { [k: string]: Json } = {}
  const n = Math.floor(rand() * 5)
  for (let i = 0; i < n; i++) obj[pick(rand, KEYS)] = randomTree(rand, depth - 1)
  return obj
}

/** A copy of `tree` with a few random edits, so diffs are partial (the common case). */
function mutate(rand: () => number, tree: Json, depth: number): Json {
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) {
    return rand() < 0.3 ? randomTree(rand, depth) : tree
  }
  if (rand() < 0.1) return randomTree(rand, depth)
  const out: { [k: string]: Json } = { ...tree }
  for (const k of Object.keys(out)) {
    const r = rand()
    if (r < 0.15) delete out[k]
    else if (r < 0.6) out[k] = mutate(rand, out[k] as Json, depth - 1)
  }
  if (rand() < 0.3) out[pick(rand, KEYS)] = randomTree(rand, depth - 1)
  return out
}

function isObj(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
}

/** Every subtree of `result` that equals the same subtree of `from` must be that very object. */
function expectShared(from: unknown, result: unknown, path: string): void {
  if (jsonEqual(from, result)) {
    if (typeof from === 'object' && from !== null)
      expect(result, `identity at ${path || '(root)'}`).toBe(from)
    return
  }
  if (isObj(from) && isObj(result)) {
    for (const k of Object.keys(result)) {
      if (Object.hasOwn(from, k)) expectShared(from[k], result[k], `${path}.${k}`)
    }
  }
}

const SEEDS = [1, 2, 3, 99, 12345]

describe('diffState / applyOps', () => {
  it.each(SEEDS)(
    'applyOps(from, diffState(from, to)) equals to, for random trees (seed %i)',
    (seed) => {
      const rand = prng(seed)
      for (let i = 0; i < 400; i++) {
        const from = randomTree(rand, 4)
        const to = rand() < 0.7 ? mutate(rand, from, 4) : randomTree(rand, 4)
        const fromCopy = structuredClone(from)
        const toCopy = structuredClone(to)
        const ops = diffState(from, to)
        const result = applyOps(from, ops)
        expect(result).toEqual(to)
        expect(jsonEqual(result, to)).toBe(true)
        // Neither input is touched.
        expect(from).toEqual(fromCopy)
        expect(to).toEqual(toCopy)
        // And the ops survive a trip through JSON, as they do over the WebSocket.
        expect(
          applyOps(structuredClone(from), JSON.parse(JSON.stringify(ops)) as PatchOp[]),
        ).toEqual(to)
      }
    },
  )

  it.each(SEEDS)(
    'diffs nothing between equal trees, and the inverse diff undoes (seed %i)',
    (seed) => {
      const rand = prng(seed)
      for (let i = 0; i < 300; i++) {
        const from = randomTree(rand, 4)
        expect(diffState(from, structuredClone(from))).toEqual([])
        const to = mutate(rand, from, 4)
        const forward = applyOps(from, diffState(from, to))
        expect(applyOps(forward, diffState(to, from))).toEqual(from)
      }
    },
  )

  it.each(SEEDS)('keeps the identity of every unchanged subtree (seed %i)', (seed) => {
    const rand = prng(seed)
    for (let i = 0; i < 300; i++) {
      const from = randomTree(rand, 5)
      const to = mutate(rand, from, 5)
      const result = applyOps(from, diffState(from, to))
      expectShared(from, result, '')
    }
  })

  it('copies only the objects on the changed path', () => {
    const state = {
      tokens: { a: { hex: { q: 1, r: 2 } }, b: { hex: { q: 0, r: 0 } } },
      maps: { m: { cols: 3 } },
    }
    const next = applyOps(state, [{ op: 'set', path: ['tokens', 'a', 'hex', 'q'], value: 5 }])
    expect(next).not.toBe(state)
    expect(next.tokens).not.toBe(state.tokens)
    expect(next.tokens.a).not.toBe(state.tokens.a)
    expect(next.tokens.b).toBe(state.tokens.b)
    expect(next.maps).toBe(state.maps)
    expect(state.tokens.a.hex.q).toBe(1)
    expect(next.tokens.a.hex).toEqual({ q: 5, r: 2 })
  })

  it.each([
    ['an object replaced by an array', { a: { b: 1 } }, { a: [1, 2] }],
    ['an array replaced by an object', { a: [1] }, { a: { b: 1 } }],
    ['a root primitive', 1, 'one'],
    ['a root object replaced by null', { a: 1 }, null],
    ['an array element changed', { a: [1, 2, 3] }, { a: [1, 2, 4] }],
    ['a key removed and one added', { a: 1, b: 2 }, { b: 2, c: 3 }],
  ])('round-trips %s', (_what, from, to) => {
    expect(applyOps(from, diffState(from, to))).toEqual(to)
  })

  it('replaces arrays whole rather than element by element', () => {
    expect(diffState({ a: [1, 2, 3] }, { a: [1, 2, 4] })).toEqual([
      { op: 'set', path: ['a'], value: [1, 2, 4] },
    ])
  })
})

describe('applyOps guards', () => {
  const FORBIDDEN = ['__proto__']

  it.each(
    FORBIDDEN.flatMap((seg) => [
      [`set ${seg}`, { op: 'set', path: [seg, 'polluted'], value: 'yes' } as PatchOp],
      [
        `set deep ${seg}`,
        { op: 'set', path: ['tokens', seg, 'polluted'], value: 'yes' } as PatchOp,
      ],
      [
        `set last ${seg}`,
        { op: 'set', path: ['tokens', seg], value: { polluted: 'yes' } } as PatchOp,
      ],
      [`del ${seg}`, { op: 'del', path: [seg] } as PatchOp],
    ]),
  )('rejects %s with PatchError and leaves Object.prototype alone', (_what, op) => {
    const state = { tokens: {} }
    expect(() => applyOps(state, [op])).toThrow(PatchError)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false)
    expect(state).toEqual({ tokens: {} })
  })

  it.each(['constructor', 'prototype'])(
    'sets "%s" as an ordinary own key, polluting nothing',
    (seg) => {
      const state = { tokens: {} }
      const next = applyOps(state, [
        { op: 'set', path: ['tokens', seg], value: { polluted: 'yes' } },
      ])
      expect(Object.hasOwn(next.tokens, seg)).toBe(true)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false)
      expect(applyOps(next, [{ op: 'del', path: ['tokens', seg] }])).toEqual({ tokens: {} })
    },
  )

  it('rejects ops that arrive through JSON with a __proto__ segment', () => {
    const ops = JSON.parse('[{"op":"set","path":["__proto__","polluted"],"value":1}]') as PatchOp[]
    expect(() => applyOps({}, ops)).toThrow(PatchError)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it.each([
    ['an empty del path', { op: 'del', path: [] }],
    ['a non-string segment', { op: 'set', path: ['a', 1], value: 1 }],
    ['a path through a primitive', { op: 'set', path: ['a', 'b'], value: 1 }],
    ['a path through an array', { op: 'set', path: ['list', '0'], value: 1 }],
    ['a missing intermediate key', { op: 'set', path: ['nope', 'b'], value: 1 }],
    ['a path that is not a list', { op: 'set', path: 'a', value: 1 }],
  ])('rejects %s with PatchError', (_what, op) => {
    const state = { a: 5, list: [1, 2] }
    expect(() => applyOps(state, [op as unknown as PatchOp])).toThrow(PatchError)
    expect(state).toEqual({ a: 5, list: [1, 2] })
  })
})

describe('replicaReceive / replicaAccept', () => {
  const base: Snapshot<{ n: number; tag: string }> = { seq: 3, view: { n: 1, tag: 'a' } }
  const bump = (seq: number): Patch => ({ seq, ops: [{ op: 'set', path: ['n'], value: seq }] })

  it('applies the next patch and advances seq without touching the old replica', () => {
    const step = replicaReceive(base, bump(4))
    expect(step).toEqual({ kind: 'applied', replica: { seq: 4, view: { n: 4, tag: 'a' } } })
    expect(base).toEqual({ seq: 3, view: { n: 1, tag: 'a' } })
  })

  it.each([1, 2, 3])('ignores patch %i as stale when holding seq 3', (seq) => {
    expect(replicaReceive(base, bump(seq))).toEqual({ kind: 'stale' })
  })

  it.each([5, 6, 100])(
    'asks for a resync on a gap (patch %i after seq 3), naming the expected number',
    (seq) => {
      const step = replicaReceive(base, bump(seq))
      expect(step.kind).toBe('resync')
      if (step.kind === 'resync') expect(step.reason).toContain(`expected patch 4, got ${seq}`)
    },
  )

  it('asks for a resync with no snapshot yet', () => {
    expect(replicaReceive(null, bump(1))).toEqual({ kind: 'resync', reason: 'no snapshot yet' })
  })

  it.each([
    ['a path through a primitive', [{ op: 'set', path: ['n', 'x'], value: 1 }]],
    ['a missing key', [{ op: 'set', path: ['missing', 'x'], value: 1 }]],
    ['a forbidden segment', [{ op: 'set', path: ['__proto__', 'x'], value: 1 }]],
  ] as [string, PatchOp[]][])(
    'asks for a resync on a patch that does not fit: %s',
    (_what, ops) => {
      const step = replicaReceive(base, { seq: 4, ops })
      expect(step.kind).toBe('resync')
      expect(base).toEqual({ seq: 3, view: { n: 1, tag: 'a' } })
    },
  )

  it('applies a run of patches in order to the same result as the server', () => {
    let replica: Snapshot<{ n: number; tag: string }> | null = { seq: 0, view: { n: 0, tag: 'a' } }
    for (let s = 1; s <= 10; s++) {
      const step: ReplicaStep<{ n: number; tag: string }> = replicaReceive(replica, bump(s))
      expect(step.kind).toBe('applied')
      if (step.kind === 'applied') replica = step.replica
    }
    expect(replica).toEqual({ seq: 10, view: { n: 10, tag: 'a' } })
  })

  it.each([
    ['no replica', null, { seq: 1, view: 'new' }, { seq: 1, view: 'new' }],
    ['an older replica', { seq: 1, view: 'old' }, { seq: 2, view: 'new' }, { seq: 2, view: 'new' }],
    ['an equal replica', { seq: 2, view: 'old' }, { seq: 2, view: 'new' }, { seq: 2, view: 'new' }],
    ['a newer replica', { seq: 5, view: 'old' }, { seq: 2, view: 'new' }, { seq: 5, view: 'old' }],
  ] as [string, Snapshot<string> | null, Snapshot<string>, Snapshot<string>][])(
    'replicaAccept with %s keeps the newer',
    (_what, replica, snapshot, expected) => {
      expect(replicaAccept(replica, snapshot)).toEqual(expected)
    },
  )
})
