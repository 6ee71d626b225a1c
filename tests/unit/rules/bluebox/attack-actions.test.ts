/** Attack actions from the tracker: Shove, Flash Shot, Trip, Opportunity Attack, and Down & Out. */
import { describe, expect, it } from 'vitest'
import type { ScriptedFaces } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import { RollRefused, type RolledRequest } from '../../../../shared/rules'
import type { BlueBoxOptions } from '../../../../shared/rules/bluebox'
import { attackHound, demo, instanceIn, state } from './combat-fixture'

const hound = (conditions: string[], hp = 11, more: object = {}) => ({
  hp,
  thp: 0,
  plating: 0,
  conditions,
  ...more,
})
const down = (more: object) => ({
  down: { state: 'down', instances: 0, successes: 0, failures: 0, ...more },
})

/** The demo with the Scrap Hound `metres` from Vaka (east of her), and these states. */
function field(
  houndState: object,
  metres = 1,
  mine: object = state([]),
  options: Partial<BlueBoxOptions> = {},
): Campaign {
  const c = demo({ 'npc-hound': houndState, 'pc-vaka': mine, 'pc-mira': state([]) }, options)
  c.tokens['npc-hound']!.hex = { q: 1 + metres, r: 5 }
  c.tokens['pc-mira']!.hex = { q: 1, r: 4 }
  return c
}

function attack(
  c: Campaign,
  action: string | undefined,
  faces: ScriptedFaces,
  by: 'pc-vaka' | 'pc-mira' = 'pc-vaka',
): RolledRequest {
  return attackHound(c, action ? { action } : {}, faces, by)
}

describe('attacks that deal no damage', () => {
  it.each<[string, string, 'pc-vaka' | 'pc-mira', object, string]>([
    [
      "Shove: Back-footed until the start of the shover's next turn, pushed 1 m",
      'shove',
      'pc-vaka',
      { timed: [{ tokenId: 'npc-hound', condition: 'back-footed', until: 'start' }] },
      "Scrap Hound is pushed 1 m and Back-footed until the start of Vaka's next turn",
    ],
    [
      "Flash Shot: Back-footed until the end of the shooter's next turn",
      'flash-shot',
      'pc-mira',
      { timed: [{ tokenId: 'npc-hound', condition: 'back-footed', until: 'end' }] },
      "Scrap Hound is Back-footed until the end of Mira's next turn",
    ],
  ])('%s', (_what, action, by, timed, said) => {
    const out = attack(field(hound([])), action, { 12: [11] }, by)
    expect(out).toMatchObject({ actor: by, cost: { ap: 1 }, ...timed })
    expect(out.outcome.outcome).toBe('hit: no damage')
    expect(out.outcome.detail).toContain(said)
    expect(instanceIn(out.changes, 'npc-hound')).toEqual(hound(['back-footed']))
  })

  it('Trip: Prone, with no timer (standing up ends it)', () => {
    const out = attack(field(hound([])), 'trip', { 12: [11] })
    expect(out.timed).toBeUndefined()
    expect(out.outcome.what).toBe('Trip with Twin blades at Scrap Hound')
    expect(out.label).toBe('Vaka makes a Trip at Scrap Hound')
    expect(instanceIn(out.changes, 'npc-hound')).toEqual(hound(['prone']))
  })

  it('a miss changes nothing and times nothing, but still costs its AP', () => {
    const out = attack(field(hound([])), 'shove', { 12: [2] })
    expect(out).toMatchObject({ actor: 'pc-vaka', cost: { ap: 1 }, changes: [] })
    expect(out.outcome.outcome).toBe('miss')
    expect(out.timed).toBeUndefined()
  })

  it('a target already Back-footed gets no timer that would end it early', () => {
    const out = attack(field(hound(['back-footed'])), 'shove', { 12: [11] })
    expect(out.timed).toBeUndefined()
    expect(out.changes).toEqual([])
  })

  it('a Hidden shover is Hidden no more', () => {
    const out = attack(field(hound([]), 1, state(['hidden'])), 'shove', { 12: [11], 4: [3] })
    expect(instanceIn(out.changes, 'pc-vaka')).toEqual(state([]))
  })

  it.each<[string, string | undefined, number, 'pc-vaka' | 'pc-mira', string]>([
    ['a Shove beyond 1 m', 'shove', 2, 'pc-vaka', 'a Shove reaches 1 m; Scrap Hound is 2 m away'],
    [
      'a Flash Shot with a melee weapon',
      'flash-shot',
      1,
      'pc-vaka',
      'a Flash Shot needs a ranged weapon; Twin blades is melee',
    ],
    [
      'a Trip beyond reach',
      'trip',
      2,
      'pc-vaka',
      'Twin blades reaches 1 m; Scrap Hound is 2 m away',
    ],
  ])('refuses %s', (_what, action, metres, by, message) => {
    const run = () => attack(field(hound([]), metres), action, {}, by)
    expect(run).toThrow(RollRefused)
    expect(run).toThrow(message)
  })

  it('refuses an action it does not know', () => {
    expect(() => attack(field(hound([])), 'headbutt', {})).toThrow(/action/)
  })
})

describe('weapon attacks in a fight', () => {
  it('an attack costs 1 AP of its attacker', () => {
    const out = attack(field(hound([])), undefined, { 12: [11], 4: [2] })
    expect(out).toMatchObject({ actor: 'pc-vaka', cost: { ap: 1 } })
    expect(out.timed).toBeUndefined()
  })

  it('an Opportunity Attack costs the Reaction and a hit stops the mover', () => {
    const out = attack(field(hound([])), 'opportunity', { 12: [11], 4: [2] })
    expect(out).toMatchObject({ actor: 'pc-vaka', cost: { reaction: 1 } })
    expect(out.outcome.what).toBe('Opportunity Attack with Twin blades at Scrap Hound')
    expect(out.outcome.detail).toContain('Scrap Hound stops moving')
  })

  it('Defensive Stance gives an Opportunity Attack its Edge, not a plain attack', () => {
    const stance = state(['defensive-stance'])
    const reacting = attack(field(hound([]), 1, stance), 'opportunity', { 12: [3], 4: [2] })
    expect(reacting.outcome.detail).toContain('Defensive Stance')
    const plain = attack(field(hound([]), 1, stance), undefined, { 12: [3] })
    expect(plain.outcome.detail).not.toContain('Defensive Stance')
  })
})

describe('the Down & Out track through attacks', () => {
  it.each<
    [string, object, 'pc-vaka' | 'pc-mira', Partial<BlueBoxOptions>, ScriptedFaces, object, string]
  >([
    [
      'the blow to 0 HP: Down and 1 Exhaustion',
      hound([], 1),
      'pc-vaka',
      {},
      { 12: [11], 4: [2] },
      { hp: 0, conditions: ['down', 'exhaustion'], down: { state: 'down', instances: 0 } },
      'Scrap Hound is Down',
    ],
    [
      'damage while Down: an instance',
      hound(['down'], 0, down({ instances: 1 })),
      'pc-vaka',
      {},
      { 12: [11], 4: [2] },
      { conditions: ['down'], down: { state: 'down', instances: 2 } },
      'Scrap Hound HP 0',
    ],
    [
      'the third damage while Down: Out',
      hound(['down'], 0, down({ instances: 2 })),
      'pc-vaka',
      {},
      { 12: [11], 4: [2] },
      { conditions: ['down', 'out'], down: { state: 'out', instances: 3 } },
      'Scrap Hound is Out (third damage while Down)',
    ],
    [
      'a melee hit on an Out being kills',
      hound(['down', 'out'], 0, down({ state: 'out', instances: 3 })),
      'pc-vaka',
      {},
      { 12: [11], 4: [2] },
      { conditions: ['down', 'out'], down: { state: 'dead' } },
      'the melee hit kills Scrap Hound',
    ],
    [
      'a ranged hit on an Out being does not',
      hound(['down', 'out'], 0, down({ state: 'out', instances: 3 })),
      'pc-mira',
      {},
      { 12: [11], 4: [2] },
      { down: { state: 'out' } },
      'Scrap Hound HP 0',
    ],
    [
      'with Death Saves, damage while Down is a failure',
      hound(['down'], 0, down({ failures: 1 })),
      'pc-vaka',
      { downAndOut: 'death-saves' },
      { 12: [11], 4: [2] },
      { down: { state: 'down', failures: 2 } },
      'damage while Down: Death Save failure 2 of 3',
    ],
    [
      'with Death Saves, the third failure kills',
      hound(['down'], 0, down({ failures: 2 })),
      'pc-vaka',
      { downAndOut: 'death-saves' },
      { 12: [11], 4: [2] },
      { down: { state: 'dead', failures: 3 } },
      'Scrap Hound dies (third Death Save failure)',
    ],
    [
      'a miss moves nothing',
      hound(['down'], 0, down({ instances: 2 })),
      'pc-vaka',
      {},
      { 12: [2] },
      { down: { state: 'down', instances: 2 } },
      'Scrap Hound HP 0',
    ],
    [
      'a Focused target is asked for a Focus check',
      hound(['focused'], 11),
      'pc-vaka',
      {},
      { 12: [11], 4: [3] },
      { hp: 6, conditions: ['focused'] },
      'Scrap Hound is Focused: Focus check DC 6',
    ],
  ])('%s', (_what, target, by, options, faces, after, said) => {
    const c = field(target, by === 'pc-mira' ? 4 : 1, state([]), options)
    const out = attack(c, undefined, faces, by)
    expect(instanceIn(out.changes, 'npc-hound')).toMatchObject(after)
    expect(out.outcome.detail).toContain(said)
  })
})
