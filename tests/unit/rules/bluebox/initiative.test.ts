import { describe, expect, it } from 'vitest'
import {
  initiativeEdgeFlaw,
  initiativeOrder,
  openingBackFooted,
  rollInitiative,
  scriptedDice,
  type InitiativeInput,
  type ScriptedFaces,
} from '../../../../shared/rules/bluebox'

describe('rollInitiative (d12 + DEX, Hidden and coordinated Edge)', () => {
  it.each([
    ['d12 + DEX', { dex: 2 }, { 12: [8] }, 10, []],
    ['Hidden adds 1 Edge', { dex: 1, hidden: true }, { 12: [5], 4: [3] }, 9, [3]],
    [
      'coordinated strike stacks with Hidden',
      { dex: 0, hidden: true, coordinated: true },
      { 12: [5], 4: [3, 2] },
      10,
      [3, 2],
    ],
    [
      'Edge still caps at 2',
      { dex: 0, hidden: true, coordinated: true, keptWatch: true, campAlarm: true },
      { 12: [2], 4: [4, 4] },
      10,
      [4, 4],
    ],
    [
      'a Flaw source cancels an Edge',
      { dex: 3, hidden: true, extra: [{ label: 'x', edge: 0, flaw: 1, rule: 'test' }] },
      { 12: [4] },
      7,
      [],
    ],
    ['negative DEX', { dex: -1 }, { 12: [1] }, 0, []],
  ] as Array<[string, InitiativeInput, ScriptedFaces, number, number[]]>)(
    '%s',
    (_n, input, faces, total, edgeDice) => {
      const dice = scriptedDice(faces)
      const r = rollInitiative(input, dice)
      expect(r.total).toBe(total)
      expect(r.edgeDice).toEqual(edgeDice)
      dice.assertDone()
    },
  )

  it('lists its Edge sources with labels', () => {
    const t = initiativeEdgeFlaw({ dex: 0, hidden: true, coordinated: true })
    expect(t.sources.map((s) => s.label)).toEqual(['Hidden', 'Coordinated strike'])
    expect([t.edge, t.flaw, t.net]).toEqual([2, 0, 2])
  })
})

describe('initiativeOrder (highest first, ties to the GM)', () => {
  it('sorts high to low and reports ties in given order', () => {
    const r = initiativeOrder([
      { id: 'a', total: 7, side: 'pc' },
      { id: 'b', total: 12, side: 'npc' },
      { id: 'c', total: 7, side: 'npc' },
      { id: 'd', total: 3, side: 'pc' },
      { id: 'e', total: 3, side: 'npc' },
    ])
    expect(r.order.map((e) => e.id)).toEqual(['b', 'a', 'c', 'd', 'e'])
    expect(r.ties).toEqual([
      ['a', 'c'],
      ['d', 'e'],
    ])
  })
})

describe('openingBackFooted (slower party Back-footed until its turn)', () => {
  const o = (spec: string) => spec.split(' ').map((s, i) => ({ id: `${s}${i}`, side: s }))
  it.each([
    ['one party entirely first', 'A A B B', ['B2', 'B3']],
    ['parties interleave', 'A B A B', []],
    ['one party only', 'A A', []],
    ['nobody', '', []],
    ['first party ahead of two others', 'A A B C B', ['B2', 'C3', 'B4']],
    ['a lone first mover still has allies later', 'A B B A', []],
  ])('%s', (_n, spec, ids) => {
    expect(openingBackFooted(spec === '' ? [] : o(spec))).toEqual(ids)
  })
})
