/**
 * Explosions and fire on the board, edge by edge (shared/rules/bw/adapter/ruleset-rolls-blast.ts): the
 * request's log line and refusals, who lands Prone and who is moved, what an incendiary blast
 * lights, and a fire tick's lines and changes. Worked from seed 004 "Explosion" (L13-23) and
 * "Fire" (L24-35), with OTHER-SYSTEMS.md BW-Q13..Q20.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import { rulesetById } from '../../../../shared/rules'
import type { BwNpc } from '../../../../shared/rules/bw/engine/library'
import { RollRefused } from '../../../../shared/rules/ruleset'
import { bwTable, HUT, stateAfter, TROOPER, type Placing } from '../../support/bw-fixture'

const bw = rulesetById('bw')!
const run = (c: Campaign, req: Record<string, unknown>, faces: Record<number, number[]>) => {
  const dice = scriptedDice(faces)
  const out = bw.rolls.resolve(bw.rolls.schema.parse(req), c, dice)
  dice.assertDone()
  return out
}
const boom = (extra: Record<string, unknown> = {}) => ({
  kind: 'explosion',
  at: { x: 20, y: 20 },
  damage: '2d10',
  ...extra,
})
const ids = (changes: { kind: string; tokenId?: string }[], kind: string) =>
  changes.filter((ch) => ch.kind === kind).map((ch) => ch.tokenId)

/** Fixed Armor 12: no d6 of fire or 2d10 of blast destroys it. */
const TOUGH: BwNpc = { ...TROOPER, id: 'tough', name: 'Tough', armor: '12' }
const DOG: BwNpc = { ...TOUGH, id: 'dog', name: 'Dog', type: 'creature' }
const JEEP: BwNpc = {
  ...TOUGH,
  id: 'jeep',
  name: 'Jeep',
  type: 'vehicle',
  living: false,
  propulsion: { kind: 'wheels', heightIn: 1 },
}
const STRAW: BwNpc = { ...TOUGH, id: 'straw', name: 'Straw man', flammable: true }

describe('BW explosion request', () => {
  it('seed 004 L18-19: a 2d10+1 charge, one unit 3" out: one die less (the highest, 5), plus 1', () => {
    const c = bwTable([{ id: 't', npc: TOUGH, x: 16.5, y: 20 }])
    const out = run(c, boom({ damage: '2d10+1', label: 'Satchel charge' }), { 10: [5, 4] })
    expect(out.outcome).toMatchObject({
      who: 'Satchel charge',
      what: 'Explosion 2d10+1',
      total: 10,
      outcome: '1 caught',
      detail: 'rolled 5, 4; t at 3": 4 = 5 vs Armor 12, knocked back 1", Prone',
    })
    expect(out.outcome.public).toEqual({ what: 'Explosion 2d10+1', total: 10, outcome: '1 caught' })
    expect(out.label).toBe('Satchel charge: 2d10+1 at 20", 20"')
  })

  it('without a label it is an Explosion; with nobody near, nobody is caught', () => {
    const out = run(bwTable([{ id: 'far', x: 60, y: 40 }]), boom(), { 10: [1, 2] })
    expect(out.outcome).toMatchObject({
      who: 'Explosion',
      outcome: 'nobody caught',
      detail: 'rolled 1, 2',
    })
    expect(out.changes).toEqual([])
  })

  it.each<[string, (c: Campaign) => void]>([
    ['no map open', (c) => (c.activeMapId = 'gone')],
    [
      'a hex map open',
      (c) => {
        c.maps['map-1'] = { ...c.maps['map-1']!, kind: 'hex' } as never
      },
    ],
  ])('is refused with %s', (_n, spoil) => {
    const c = bwTable([])
    spoil(c)
    expect(() => run(c, boom(), {})).toThrow(RollRefused)
    expect(() => run(c, boom(), {})).toThrow(
      'Explosions go off on a gridless battlefield: open one first.',
    )
  })

  it('seed 004 L16-17: damage without dice is no explosion', () => {
    const c = bwTable([])
    expect(() => run(c, boom({ damage: '7' }), {})).toThrow(RollRefused)
    expect(() => run(c, boom({ damage: '7' }), {})).toThrow(
      'An explosion needs dice, such as 3d10.',
    )
  })
})

describe('BW knockback (seed 004 L21-23, BW-Q14)', () => {
  const one = (p: Placing) => bwTable([p])

  it('a creature knocked back lands Prone', () => {
    const c = one({ id: 'd', npc: DOG, x: 21, y: 20 })
    const out = run(c, boom(), { 10: [1, 2] })
    expect(stateAfter(c, out.changes, 'd').statuses).toEqual(['prone'])
    expect(out.outcome.detail).toContain('knocked back 2", Prone')
  })

  it('a vehicle is thrown back but does not lie down', () => {
    const c = one({ id: 'j', npc: JEEP, x: 21, y: 20 })
    const out = run(c, boom(), { 10: [1, 2] })
    expect(ids(out.changes, 'token')).toEqual(['j'])
    expect(ids(out.changes, 'instance')).toEqual([])
    expect(out.outcome.detail).toBe('rolled 1, 2; j at ½": 2 + 1 = 3 vs Armor 12, knocked back 2"')
  })

  it('a unit the blast destroys is not thrown', () => {
    const c = one({ id: 't', x: 21, y: 20 })
    const out = run(c, boom(), { 10: [5, 5], 6: [1] })
    expect(ids(out.changes, 'token')).toEqual([])
    expect(out.outcome.detail).toBe('rolled 5, 5; t at ½": 5 + 5 = 10 vs Armor 1: destroyed')
  })

  it('a hut caught and standing changes nothing', () => {
    const c = bwTable([{ id: 'hut', npc: HUT, x: 24, y: 20 }])
    const out = run(c, boom(), { 10: [3, 2] })
    expect(out.changes).toEqual([])
  })
})

describe('BW incendiary blast (BW-Q17)', () => {
  it('sets alight only what can burn, is not burning yet and still stands', () => {
    const c = bwTable([
      { id: 'cold', npc: STRAW, x: 21, y: 20 },
      { id: 'hot', npc: STRAW, x: 19, y: 20, state: { burnLevel: 2 } },
      { id: 'gone', npc: { ...STRAW, id: 'paper', armor: '1' }, x: 20, y: 21 },
    ])
    const out = run(c, boom({ incendiary: true }), { 10: [1, 2] })
    expect(stateAfter(c, out.changes, 'cold').burnLevel).toBe(1)
    expect(stateAfter(c, out.changes, 'hot').burnLevel).toBe(2)
    expect(stateAfter(c, out.changes, 'gone')).toMatchObject({ destroyed: true, burnLevel: 0 })
    expect(out.outcome.detail).toContain(
      'cold at ½": 2 + 1 = 3 vs Armor 12, knocked back 2", Prone, catches fire',
    )
    expect(out.outcome.detail.match(/catches fire/g)).toHaveLength(1)
  })
})

describe('BW fire tick (seed 004 L26-35)', () => {
  const tick = (c: Campaign, faces: Record<number, number[]>) =>
    run(c, { kind: 'fire', action: 'tick', tokenId: 'torch' }, faces)
  const torch = (state: Record<string, unknown> = { burnLevel: 2 }): Placing => ({
    id: 'torch',
    npc: STRAW,
    x: 10,
    y: 10,
    state,
  })

  it('L26-27: it takes its Burn Level in dice; a neighbour in contact the full roll; then the new level', () => {
    const c = bwTable([torch(), { id: 'n', npc: TOUGH, x: 11, y: 10 }])
    // (4, 3): 7 to the torch and to the touching neighbour; no 1 or 6, Burn Level stays 2.
    const out = tick(c, { 6: [4, 3] })
    expect(out.outcome).toMatchObject({
      who: 'torch',
      what: 'Fire (Burn Level 2)',
      total: 7,
      outcome: 'Burn Level 2',
      detail: 'torch: 4 + 3 = 7 vs Armor 12; n at 0": 3 + 4 = 7 vs Armor 12',
    })
    expect(out.label).toBe('torch burns: Burn Level 2')
    // Neither is destroyed: only the burning unit's state is written.
    expect(ids(out.changes, 'instance')).toEqual(['torch'])
  })

  it('L28-29: a single 1 at Burn Level 1 puts the fire out', () => {
    const c = bwTable([torch({ burnLevel: 1 })])
    const out = tick(c, { 6: [1] })
    expect(out.outcome.outcome).toBe('the fire goes out')
    expect(out.label).toBe('torch burns: the fire goes out')
    expect(stateAfter(c, out.changes, 'torch').burnLevel).toBe(0)
  })

  it('BW-Q20 fireSpreads: a flammable neighbour that takes a die catches at Burn Level 1', () => {
    const c = bwTable([torch(), { id: 'n', npc: STRAW, x: 11, y: 10 }], {
      options: { fireSpreads: true },
    })
    const out = tick(c, { 6: [4, 3] })
    expect(out.outcome.detail).toContain('n at 0": 3 + 4 = 7 vs Armor 12, catches fire')
    expect(stateAfter(c, out.changes, 'n').burnLevel).toBe(1)
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['not on fire', { burnLevel: 0 }, 'torch is not on fire.'],
    ['destroyed', { burnLevel: 1, destroyed: true }, 'torch is already destroyed.'],
  ])('is refused for a unit %s', (_n, state, message) => {
    const c = bwTable([torch(state)])
    expect(() => tick(c, {})).toThrow(RollRefused)
    expect(() => tick(c, {})).toThrow(message)
  })
})
