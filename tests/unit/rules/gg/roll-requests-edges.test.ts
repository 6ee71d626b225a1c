/**
 * The GG roll requests main validates before rolling, at their bounds: what each field accepts,
 * what it defaults to, and that a refusal names the wrong field in the GM's words, whichever of
 * the four requests (Trait Test, attack, Scar answer, barrier gained) it is.
 */
import { describe, expect, it } from 'vitest'
import { GgRollRequestSchema } from '../../../../shared/rules/gg/engine/roll-requests'
import { attack } from './fixture'

const check = (more: object = {}) => ({
  kind: 'check',
  sheet: { kind: 'pc', id: 'aria' },
  trait: 'AGI',
  ...more,
})
const ok = (raw: unknown) => GgRollRequestSchema.safeParse(raw).success
/** The first refusal: its path and message. */
function refusal(raw: unknown): { path: PropertyKey[]; message: string } {
  const r = GgRollRequestSchema.safeParse(raw)
  expect(r.success).toBe(false)
  const issue = r.error!.issues[0]!
  return { path: issue.path, message: issue.message }
}

describe('ids', () => {
  it('1 to 100 characters; empty or 101 refused', () => {
    expect(ok(attack({ targetTokenId: 'x' }))).toBe(true)
    expect(ok(attack({ targetTokenId: 'x'.repeat(100) }))).toBe(true)
    expect(ok(attack({ targetTokenId: 'x'.repeat(101) }))).toBe(false)
    expect(refusal(attack({ targetTokenId: '' })).path).toEqual(['targetTokenId'])
  })
  it('a refusal is passed on as a custom issue of the whole request', () => {
    const r = GgRollRequestSchema.safeParse(attack({ targetTokenId: '' }))
    expect(r.error?.issues[0]?.code).toBe('custom')
  })
  it('"__proto__" is reserved, said so', () => {
    expect(refusal(attack({ attackerTokenId: '__proto__' }))).toEqual({
      path: ['attackerTokenId'],
      message: 'the id "__proto__" is reserved',
    })
  })
})

describe('a Trait Test request (F-GG-1)', () => {
  it('defaults: untrained, no cover, no Advantage, Disadvantage or modifier', () => {
    expect(GgRollRequestSchema.parse(check())).toEqual({
      ...check(),
      trained: false,
      cover: 'none',
      advantages: 0,
      disadvantages: 0,
      modifier: 0,
    })
  })
  it('a Trait that is not one: named in words', () => {
    expect(refusal(check({ trait: 'STR' }))).toEqual({
      path: ['trait'],
      message: 'a Trait is one of PHY, AGI, END, KNO, INT, DET',
    })
  })
  it('Test Goal 0 … 100, whole', () => {
    expect(ok(check({ tg: 0 }))).toBe(true)
    expect(ok(check({ tg: 100 }))).toBe(true)
    expect(ok(check({ tg: 101 }))).toBe(false)
    expect(ok(check({ tg: -1 }))).toBe(false)
    expect(ok(check({ tg: 10.5 }))).toBe(false)
  })
  it('a Skill of 1 … 40 characters', () => {
    expect(ok(check({ skill: 'M' }))).toBe(true)
    expect(ok(check({ skill: 'M'.repeat(40) }))).toBe(true)
    expect(ok(check({ skill: 'M'.repeat(41) }))).toBe(false)
    expect(ok(check({ skill: '' }))).toBe(false)
  })
  it('Advantage / Disadvantage sources 0 … 10, whole', () => {
    expect(ok(check({ advantages: 10, disadvantages: 10 }))).toBe(true)
    expect(refusal(check({ advantages: 11 })).path).toEqual(['advantages'])
    expect(refusal(check({ disadvantages: -1 })).path).toEqual(['disadvantages'])
    expect(ok(check({ advantages: 1.5 }))).toBe(false)
  })
  it('modifier −50 … 50, whole', () => {
    expect(ok(check({ modifier: -50 }))).toBe(true)
    expect(ok(check({ modifier: 50 }))).toBe(true)
    expect(refusal(check({ modifier: 51 })).path).toEqual(['modifier'])
    expect(ok(check({ modifier: -51 }))).toBe(false)
    expect(ok(check({ modifier: 0.5 }))).toBe(false)
  })
  it('cover on a Test: half or three-quarters, never total (GG-066/067)', () => {
    expect(ok(check({ cover: 'none' }))).toBe(true)
    expect(ok(check({ cover: 'half' }))).toBe(true)
    expect(ok(check({ cover: 'threeQuarters' }))).toBe(true)
    expect(refusal(check({ cover: 'total' })).path).toEqual(['cover'])
  })
  it('the sheet is an NPC or a PC, nothing else, and only kind and id', () => {
    expect(ok(check({ sheet: { kind: 'npc', id: 'orc' } }))).toBe(true)
    expect(ok(check({ sheet: { kind: 'map', id: 'orc' } }))).toBe(false)
    expect(ok(check({ sheet: { kind: 'pc', id: 'aria', hp: 3 } }))).toBe(false)
  })
  it('an unknown field is refused, not ignored', () => {
    expect(ok(check({ tg: 10, bonus: 3 }))).toBe(false)
  })
})

describe('an attack request (A.3)', () => {
  it('defaults: the action, no Mark, no OA, lethal, no cover, seen, no off hand, one target', () => {
    expect(GgRollRequestSchema.parse(attack())).toEqual({
      ...attack(),
      use: 'action',
      mark: false,
      opportunity: false,
      nonLethal: false,
      cover: 'none',
      unseenAttacker: false,
      unseenTarget: false,
      offHand: 'none',
      offHandLoaded: false,
      alsoTargetTokenIds: [],
      advantages: 0,
      disadvantages: 0,
      modifier: 0,
    })
  })
  it('total cover is a choice for an attack', () => {
    expect(ok(attack({ cover: 'total' }))).toBe(true)
  })
  it('the common uses and shoves; others refused', () => {
    for (const use of ['unarmed', 'grapple', 'shove']) expect(ok(attack({ use }))).toBe(true)
    expect(ok(attack({ use: 'kick' }))).toBe(false)
    for (const shove of ['prone', 'pushAway1m', 'sideways1m'])
      expect(ok(attack({ use: 'shove', shove }))).toBe(true)
    expect(ok(attack({ use: 'shove', shove: 'pushAway2m' }))).toBe(false)
  })
  it('at most 49 other targets (50 in all)', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`)
    expect(ok(attack({ alsoTargetTokenIds: ids(49) }))).toBe(true)
    expect(ok(attack({ alsoTargetTokenIds: ids(50) }))).toBe(false)
    expect(refusal(attack({ alsoTargetTokenIds: ['a', ''] })).path).toEqual([
      'alsoTargetTokenIds',
      1,
    ])
  })
  it('an aimed-at cell: whole q and r only', () => {
    expect(ok(attack({ aimedAt: { q: 2, r: -1 } }))).toBe(true)
    expect(ok(attack({ aimedAt: { q: 2.5, r: 0 } }))).toBe(false)
    expect(ok(attack({ aimedAt: { q: 2, r: 0, s: -2 } }))).toBe(false)
  })
  it('an off hand: weapon or thrown', () => {
    expect(ok(attack({ offHand: 'thrown' }))).toBe(true)
    expect(ok(attack({ offHand: 'both' }))).toBe(false)
  })
  it('an unknown field is refused', () => {
    expect(ok(attack({ distance: 3 }))).toBe(false)
  })
  it('neither a Test nor an attack: refused', () => {
    expect(ok({ kind: 'heal', attackerTokenId: 'a', targetTokenId: 'b' })).toBe(false)
    expect(ok(null)).toBe(false)
    expect(ok(undefined)).toBe(false)
    expect(ok('attack')).toBe(false)
  })
})

describe("the GM's answer to a Scar offer (GG-087)", () => {
  it('each answer is read; a wrong one is named in words', () => {
    for (const choice of ['decline', 'mild', 'moderate', 'severe'])
      expect(GgRollRequestSchema.parse({ kind: 'check', scarFor: 'orc', choice })).toEqual({
        kind: 'check',
        scarFor: 'orc',
        choice,
      })
    expect(refusal({ kind: 'check', scarFor: 'orc', choice: 'maybe' })).toEqual({
      path: ['choice'],
      message: 'the answer is decline, mild, moderate or severe',
    })
  })
  it('read by its own schema: a Trait Test field beside it is refused', () => {
    expect(ok({ kind: 'check', scarFor: 'orc', choice: 'mild', trait: 'AGI' })).toBe(false)
    expect(ok({ kind: 'check', scarFor: 'orc', choice: 'mild', barrierFor: 'orc' })).toBe(false)
  })
})

describe('Barrier Points gained (GG-090/091)', () => {
  const gain = (more: object) => ({ kind: 'check', barrierFor: 'aria', amount: 5, ...more })
  it('0 … 9999 points, whole', () => {
    expect(ok(gain({ amount: 0 }))).toBe(true)
    expect(ok(gain({ amount: 9999 }))).toBe(true)
    expect(refusal(gain({ amount: 10000 })).path).toEqual(['amount'])
    expect(ok(gain({ amount: -1 }))).toBe(false)
    expect(ok(gain({ amount: 2.5 }))).toBe(false)
  })
  it('keep or replace; a source of 1 … 80 characters', () => {
    expect(GgRollRequestSchema.parse(gain({ choice: 'keep' }))).toEqual(gain({ choice: 'keep' }))
    expect(ok(gain({ choice: 'add' }))).toBe(false)
    expect(ok(gain({ source: 'S'.repeat(80) }))).toBe(true)
    expect(ok(gain({ source: 'S'.repeat(81) }))).toBe(false)
    expect(ok(gain({ source: '' }))).toBe(false)
  })
  it('read by its own schema: a missing amount is named', () => {
    expect(refusal({ kind: 'check', barrierFor: 'aria' }).path).toEqual(['amount'])
    expect(ok({ kind: 'check', barrierFor: 'aria', amount: 5, trait: 'AGI' })).toBe(false)
  })
})
