/**
 * Rolling a turn item's data: the log line (detail and what the table sees) and the changes, for
 * the shapes the checklist stores (a move's Pinned save, a save the GM gave no DC, damage dice).
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice, type ScriptedFaces } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import { combat, demo, instanceIn, state } from './combat-fixture'

function roll(c: Campaign, tokenId: string, data: object, faces: ScriptedFaces) {
  const dice = scriptedDice(faces)
  const rolled = combat.resolvePrompt!(c, tokenId, data, dice)
  dice.assertDone()
  return {
    outcome: rolled.outcome,
    changes: rolled.changes,
    after: instanceIn(rolled.changes, tokenId),
  }
}

const d4 = { count: 1, die: 4 }
const save = (
  source: string,
  stat: string,
  dc: number | null,
  onFail: object[],
  onSuccess: object[] = [],
) => ({
  kind: 'save',
  source,
  stat,
  dc,
  onFail,
  onSuccess,
})
/** Seed L968-972: a failed Pinned FOR save is (✦) Pure damage and Pinned ends; a success ends it. */
const pinned = (dc: number) =>
  save(
    'pinned',
    'FOR',
    dc,
    [
      { kind: 'damage', dice: { count: 1, die: 'power' }, pure: true },
      { kind: 'remove-condition', condition: 'pinned' },
    ],
    [{ kind: 'remove-condition', condition: 'pinned' }],
  )
/** The Rust Sentinel (level 5; resists fire, vulnerable to acid) with Plating and conditions. */
const sentinel = (conditions: string[] = [], plating = 11) =>
  demo({ 'npc-sentinel': { hp: 24, thp: 0, plating, conditions } })

describe('damage dice', () => {
  it("a failed Pinned save rolls the being's Power Die of Pure damage and ends Pinned", () => {
    // L144-146: the Sentinel is level 5, so its (✦) is a d6. d12 2 + FOR 3 falls far short of DC 20.
    // L275: Pure is not halved by Plating 11: the d6's 5 comes off whole, HP 24 → 19.
    const { outcome, after } = roll(sentinel(['pinned']), 'npc-sentinel', pinned(20), {
      12: [2],
      6: [5],
    })
    expect(outcome.outcome).toBe('failure')
    expect(outcome.detail).toMatch(/; 1d✦ 5: 5 Pure damage, HP 24 → 19; Pinned ends$/)
    expect(after).toMatchObject({ hp: 19, plating: 11, conditions: [] })
  })

  it('a Pinned save made: no damage, Pinned ends (L972)', () => {
    // L195: a 12 on the d12 of a save succeeds regardless of the DC.
    const { outcome, after } = roll(sentinel(['pinned', 'prone']), 'npc-sentinel', pinned(20), {
      12: [12],
    })
    expect(outcome.outcome).toBe('success')
    expect(outcome.detail).toMatch(/; Pinned ends$/)
    expect(after).toMatchObject({ hp: 24, conditions: ['prone'] })
  })

  it('a token with no stat block rolls its Power Die as level 1: a d4 (L128)', () => {
    const c = demo({ 'obj-crate': state([], 10) })
    const data = {
      kind: 'damage',
      source: 'bleeding',
      dice: { count: 1, die: 'power' },
      pure: true,
    }
    // d4 3 Pure: HP 10 → 7.
    const { outcome, after } = roll(c, 'obj-crate', data, { 4: [3] })
    expect(outcome).toMatchObject({
      what: 'Bleeding: 1d✦ Pure damage',
      total: 3,
      outcome: '3 damage',
    })
    expect(after).toMatchObject({ hp: 7 })
  })

  it('names every face, takes THP first and says only the dice to the table', () => {
    const c = demo({ 'pc-vaka': { hp: 10, thp: 6, plating: 0, conditions: ['bleeding'] } })
    const data = { kind: 'damage', source: 'bleeding', dice: { count: 2, die: 4 }, pure: true }
    // 2d4 3 + 2 = 5 Pure; L296 "Apply damage to THP > then HP": THP 6 → 1, HP stays 10. Taken:
    // (10 + 6) − (10 + 1) = 5.
    const { outcome, after } = roll(c, 'pc-vaka', data, { 4: [3, 2] })
    expect(outcome).toEqual({
      who: 'Vaka',
      what: 'Bleeding: 2d4 Pure damage',
      total: 5,
      outcome: '5 damage',
      detail: '2d4 3 + 2: 5 Pure damage, HP 10 → 10',
      public: { what: 'Bleeding: 2d4 Pure damage', total: 5, outcome: '' },
    })
    expect(after).toMatchObject({ hp: 10, thp: 1 })
  })

  it('Bleeding to 0 HP: the log lists the blow, Down and the Exhaustion, in order', () => {
    const c = demo({ 'pc-vaka': state(['bleeding'], 2) })
    const data = { kind: 'damage', source: 'bleeding', dice: d4, pure: true }
    // d4 4 Pure on HP 2: HP 0 (L840: Down, and 1 level of Exhaustion on Vaka's sheet, 0 → 1).
    const { outcome } = roll(c, 'pc-vaka', data, { 4: [4] })
    expect(outcome.detail).toBe(
      '1d4 4: 4 Pure damage, HP 2 → 0; Vaka is Down; Vaka takes 1 level of Exhaustion (0 → 1)',
    )
  })

  it('irreducible damage is taken whole even when the item does not say Pure (L207)', () => {
    const data = { kind: 'damage', source: 'unmasked', dice: d4, pure: false, irreducible: true }
    // d4 4 not halved by Plating 11: HP 24 → 20.
    const { outcome, after } = roll(sentinel(['unmasked']), 'npc-sentinel', data, { 4: [4] })
    expect(outcome.what).toBe('Unmasked: 1d4 damage')
    expect(after).toMatchObject({ hp: 20 })
  })

  it('irreducible damage a failed save brings is taken whole too', () => {
    const data = save('unmasked', 'SPI', 20, [
      { kind: 'damage', dice: d4, pure: false, irreducible: true },
    ])
    // d12 1 fails DC 20; d4 4 not halved by Plating 11: HP 24 → 20.
    const { after } = roll(sentinel(['unmasked']), 'npc-sentinel', data, { 12: [1], 4: [4] })
    expect(after).toMatchObject({ hp: 20 })
  })

  it("Dangerous terrain's damage is of the terrain's type: Resistance, then Plating", () => {
    const data = save('dangerous-terrain', 'DEX', 20, [
      { kind: 'damage', dice: d4, pure: false, damageType: 'fire' },
    ])
    // L611: a failed save is a d4 of the terrain's type. d4 4 fire: the Sentinel resists fire,
    // ½ rounded up = 2 (L279), then Plating halves it: 1 (L227). HP 24 → 23.
    const { outcome, after } = roll(sentinel(), 'npc-sentinel', data, { 12: [1], 4: [4] })
    expect(outcome.detail).toMatch(/; 1d4 4: 1 damage, HP 24 → 23$/)
    expect(after).toMatchObject({ hp: 23 })
  })
})

describe('saves', () => {
  const poisonedSave = save('poisoned', 'FOR', 8, [
    { kind: 'damage', dice: d4, pure: true },
    { kind: 'exhaustion', levels: 1 },
  ])

  it('the table sees the save by its source, its total and the result, not the DC', () => {
    const c = demo({ 'pc-vaka': state(['poisoned'], 10) })
    // d12 3 + FOR 1 = 4 < DC 8: failed (L978).
    const { outcome } = roll(c, 'pc-vaka', poisonedSave, { 12: [3], 4: [2] })
    expect(outcome.public).toEqual({ what: 'Poisoned: FOR save', total: 4, outcome: 'failure' })
  })

  it('a save with no DC and nothing on a failure: the GM judges it, nothing more to apply', () => {
    const c = demo({ 'pc-vaka': state(['unmasked']) })
    // d12 5 + SPI 0 = 5, said as the number with no DC to beat.
    const { outcome, changes } = roll(c, 'pc-vaka', save('unmasked', 'SPI', null, []), {
      12: [5],
    })
    expect(outcome).toMatchObject({ what: 'Unmasked: SPI save', total: 5, outcome: '5' })
    expect(outcome.detail).toMatch(/; no DC set: the GM judges it$/)
    expect(outcome.public).toEqual({ what: 'Unmasked: SPI save', total: 5, outcome: '' })
    expect(changes).toEqual([])
  })

  it('Unmasked failed: the log says the being falls Unconscious (L207)', () => {
    const c = demo({ 'pc-vaka': state(['unmasked']) })
    const data = save('unmasked', 'SPI', 8, [{ kind: 'add-condition', condition: 'unconscious' }])
    // d12 4 + SPI 0 = 4 < DC 8.
    const { outcome, after } = roll(c, 'pc-vaka', data, { 12: [4] })
    expect(outcome.detail).toMatch(/; Vaka is Unconscious$/)
    expect(after).toMatchObject({ conditions: ['unmasked', 'unconscious'] })
  })

  it('a failure that adds a condition the being already has changes nothing', () => {
    const c = demo({ 'pc-vaka': state(['unmasked', 'prone']) })
    const data = save('unmasked', 'SPI', 20, [{ kind: 'add-condition', condition: 'prone' }])
    // d12 2 + SPI 0 = 2 < DC 20.
    const { outcome, changes } = roll(c, 'pc-vaka', data, { 12: [2] })
    expect(outcome.outcome).toBe('failure')
    expect(outcome.detail).not.toContain('Prone')
    expect(changes).toEqual([])
  })
})

describe('Death Saves, Dazed, conditions ending, Exhaustion 7', () => {
  const downVaka = (more: object) =>
    demo(
      { 'pc-vaka': state(['down'], 0, { down: { state: 'down', instances: 0, ...more } }) },
      { downAndOut: 'death-saves' },
    )

  it('the third failure: the log says the being dies (L850)', () => {
    // d12 1 < DC 6: failures 2 → 3.
    const { outcome } = roll(
      downVaka({ successes: 0, failures: 2 }),
      'pc-vaka',
      { kind: 'death-save' },
      {
        12: [1],
      },
    )
    expect(outcome).toEqual({
      who: 'Vaka',
      what: 'Death Save',
      total: 1,
      outcome: 'failure',
      detail: 'd12 1 vs DC 6: 0 successes, 3 failures; Vaka dies',
      public: { what: 'Death Save', total: 1, outcome: 'failure' },
    })
  })

  it('a Death Save that settles nothing yet says only the tallies', () => {
    // d12 6 meets DC 6: successes 0 → 1.
    const { outcome } = roll(
      downVaka({ successes: 0, failures: 1 }),
      'pc-vaka',
      { kind: 'death-save' },
      {
        12: [6],
      },
    )
    expect(outcome.detail).toBe('d12 6 vs DC 6: 1 success, 1 failure')
    expect(outcome.public).toEqual({ what: 'Death Save', total: 6, outcome: 'success' })
  })

  it('Dazed: the turn moves, said to the GM and the table alike (L823)', () => {
    const { outcome, changes } = roll(demo(), 'pc-vaka', { kind: 'delay-turn' }, {})
    expect(outcome).toEqual({
      who: 'Vaka',
      what: 'Dazed',
      total: null,
      outcome: 'delayed',
      detail: 'its turn moves to the end of the round',
      public: { what: 'Dazed', total: null, outcome: 'delayed' },
    })
    expect(changes).toEqual([])
  })

  const endHidden = {
    kind: 'end-condition',
    condition: 'hidden',
    why: 'its turn is in sight of an enemy',
  }

  it('a condition ending says why', () => {
    const { outcome, after } = roll(
      demo({ 'pc-vaka': state(['hidden']) }),
      'pc-vaka',
      endHidden,
      {},
    )
    expect(outcome).toEqual({
      who: 'Vaka',
      what: 'Hidden ends',
      total: null,
      outcome: 'ended',
      detail: 'its turn is in sight of an enemy',
    })
    expect(after).toMatchObject({ conditions: [] })
  })

  it('a condition already gone: nothing changes', () => {
    const { changes } = roll(demo({ 'pc-vaka': state(['prone']) }), 'pc-vaka', endHidden, {})
    expect(changes).toEqual([])
  })

  it('Exhaustion 7: the log names both d4s and the hours', () => {
    // 2d4 4 + 1 = 5 hours (L882: level 7).
    const { outcome } = roll(
      demo({ 'pc-vaka': state([]) }),
      'pc-vaka',
      { kind: 'exhaustion-unconscious' },
      {
        4: [4, 1],
      },
    )
    expect(outcome.detail).toBe(
      '2d4 4 + 1 = 5: Vaka is Unconscious for 5 hours and cannot be woken until a level of Exhaustion is lost',
    )
  })

  it('Exhaustion 7 on a being already Unconscious: the hours are rolled, nothing changes', () => {
    const c = demo({ 'pc-vaka': state(['unconscious']) })
    const { outcome, changes } = roll(
      c,
      'pc-vaka',
      { kind: 'exhaustion-unconscious' },
      { 4: [1, 2] },
    )
    expect(outcome.total).toBe(3)
    expect(changes).toEqual([])
  })
})

it('a "save ends" duration naming no save is refused with the saves there are', () => {
  expect(() => combat.rollSave!(demo(), 'pc-vaka', 'LUCK', 6, scriptedDice({}))).toThrow(
    '"LUCK" is not a save (FOR, DEX, SPI, CHA, KNO)',
  )
})
