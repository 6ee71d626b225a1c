/** What a Blue Box turn boundary asks the GM, and how each ask is rolled and applied. */
import { describe, expect, it } from 'vitest'
import { scriptedDice, type ScriptedFaces } from '../../../../shared/dice'
import { footprintHexes, hexKey } from '../../../../shared/geometry/hex'
import type { Campaign } from '../../../../shared/model'
import { RollRefused, type TurnContext } from '../../../../shared/rules'
import { combat, demo, inFight, instanceIn, state } from './combat-fixture'

const track = (more: object) => ({
  down: { state: 'down', instances: 0, successes: 0, failures: 0, ...more },
})
const seen: TurnContext = { round: 2, inEnemySight: true }
const unseen: TurnContext = { round: 2, inEnemySight: false }

function dangerousAt(c: Campaign, key: string, stat = 'DEX', dc = 7, damageType = 'fire') {
  const map = c.maps['causeway']!
  map.terrain = {
    ...map.terrain,
    [key]: { kind: 'dangerous', dangerous: { stat, dc, damageType } },
  }
  return c
}

/** Ask, then resolve the only prompt of that source with scripted dice. */
function settle(
  c: Campaign,
  tokenId: string,
  at: 'start' | 'end',
  source: string,
  faces: ScriptedFaces,
  context = unseen,
) {
  const prompt = combat.prompts!(c, tokenId, at, context).find((p) => p.source === source)
  if (!prompt) throw new Error(`no ${source} prompt`)
  const dice = scriptedDice(faces)
  const rolled = combat.resolvePrompt!(c, tokenId, prompt.data, dice)
  dice.assertDone()
  return { prompt, rolled, after: instanceIn(rolled.changes, tokenId) }
}

describe('what a turn boundary asks', () => {
  it.each<[string, () => Campaign, string, 'start' | 'end', TurnContext, string[]]>([
    [
      'Bleeding at the end',
      () => demo({ 'pc-vaka': state(['bleeding']) }),
      'pc-vaka',
      'end',
      unseen,
      ['Bleeding: 1d4 Pure damage'],
    ],
    [
      'nothing from Bleeding at the start',
      () => demo({ 'pc-vaka': state(['bleeding']) }),
      'pc-vaka',
      'start',
      unseen,
      [],
    ],
    [
      'Poisoned with no DC kept',
      () => demo({ 'pc-vaka': state(['poisoned']) }),
      'pc-vaka',
      'end',
      unseen,
      ['Poisoned: FOR save (the GM sets the DC)'],
    ],
    [
      'Poisoned with a "save ends" timer: its DC',
      () =>
        inFight(demo({ 'pc-vaka': state(['poisoned']) }), [
          {
            id: 't1',
            tokenId: 'pc-vaka',
            condition: 'poisoned',
            until: { kind: 'save', at: 'end', save: 'FOR', dc: 8 },
            round: 1,
          },
        ]),
      'pc-vaka',
      'end',
      unseen,
      // The GM chose "save ends": this one save is it, and a success ends Poisoned.
      ['Poisoned: FOR save DC 8; a success ends it'],
    ],
    [
      'Poisoned with the DC the GM gave kept on the token',
      () => demo({ 'pc-vaka': state(['poisoned'], 16, { saveDCs: { poisoned: 9 } }) }),
      'pc-vaka',
      'end',
      unseen,
      ['Poisoned: FOR save DC 9'],
    ],
    [
      'Unmasked at the start',
      () => demo({ 'pc-vaka': state(['unmasked']) }),
      'pc-vaka',
      'start',
      unseen,
      ['Unmasked: SPI save DC 6'],
    ],
    [
      'Unmasked with the DC 8 option',
      () => demo({ 'pc-vaka': state(['unmasked']) }, { unmaskedSaveDC: 8 }),
      'pc-vaka',
      'start',
      unseen,
      ['Unmasked: SPI save DC 8'],
    ],
    [
      'Down without Death Saves: nothing',
      () => demo({ 'pc-vaka': state(['down'], 0) }),
      'pc-vaka',
      'start',
      unseen,
      [],
    ],
    [
      'Down with Death Saves',
      () => demo({ 'pc-vaka': state(['down'], 0) }, { downAndOut: 'death-saves' }),
      'pc-vaka',
      'start',
      unseen,
      ['Down: Death Save DC 6'],
    ],
    [
      'Hidden in an enemy sight, at the start',
      () => demo({ 'pc-vaka': state(['hidden']) }),
      'pc-vaka',
      'start',
      seen,
      ['Hidden: Hidden ends: its turn is in sight of an enemy'],
    ],
    [
      'Hidden in an enemy sight, at the end',
      () => demo({ 'pc-vaka': state(['hidden']) }),
      'pc-vaka',
      'end',
      seen,
      ['Hidden: Hidden ends: its turn is in sight of an enemy'],
    ],
    [
      'Hidden out of sight',
      () => demo({ 'pc-vaka': state(['hidden']) }),
      'pc-vaka',
      'start',
      unseen,
      [],
    ],
    [
      'Hidden and Invisible in sight',
      () => demo({ 'pc-vaka': state(['hidden', 'invisible']) }),
      'pc-vaka',
      'start',
      seen,
      [],
    ],
    [
      'Dazed moves the turn',
      () => demo({ 'pc-vaka': state(['dazed']) }),
      'pc-vaka',
      'start',
      unseen,
      ['Dazed: its turn moves to the end of the round'],
    ],
    [
      'Dangerous terrain under the token, at the start',
      () => dangerousAt(demo(), '1,5'),
      'pc-vaka',
      'start',
      unseen,
      ['Dangerous terrain: DEX save DC 7'],
    ],
    [
      'Dangerous terrain asks nothing at the end',
      () => dangerousAt(demo(), '1,5'),
      'pc-vaka',
      'end',
      unseen,
      [],
    ],
    [
      'Dangerous terrain next door asks nothing',
      () => dangerousAt(demo(), '2,5'),
      'pc-vaka',
      'start',
      unseen,
      [],
    ],
    [
      'Exhaustion 7 at the start',
      () => {
        const c = demo({ 'pc-vaka': state([]) })
        c.pcs['vaka']!['exhaustion'] = 7
        return c
      },
      'pc-vaka',
      'start',
      unseen,
      ['Exhaustion: level 7: Unconscious for 2d4 hours'],
    ],
    [
      'a dead being asks nothing',
      () => demo({ 'pc-vaka': state(['down', 'bleeding'], 0, track({ state: 'dead' })) }),
      'pc-vaka',
      'end',
      unseen,
      [],
    ],
    ['no such token', () => demo(), 'nobody', 'end', unseen, []],
  ])('%s', (_what, make, tokenId, at, context, asked) => {
    const prompts = combat.prompts!(make(), tokenId, at, context)
    expect(prompts.map((p) => `${p.source}: ${p.text}`)).toEqual(asked)
    for (const p of prompts) expect(p.data).toBeDefined()
  })

  it("Dazed is the tracker's delay-turn prompt", () => {
    const [p] = combat.prompts!(demo({ 'pc-vaka': state(['dazed']) }), 'pc-vaka', 'start', unseen)
    expect(p!.data).toEqual({ kind: 'delay-turn' })
  })

  it('a Large token stands in Dangerous terrain under any of its hexes', () => {
    const c = demo()
    const t = c.tokens['npc-sentinel']!
    const other = footprintHexes(t.hex, t.size, t.facing ?? 0).find(
      (h) => hexKey(h) !== hexKey(t.hex),
    )!
    dangerousAt(c, hexKey(other))
    expect(combat.prompts!(c, 'npc-sentinel', 'start', unseen).map((p) => p.source)).toEqual([
      'Dangerous terrain',
    ])
  })
})

describe('resolving what a boundary asked', () => {
  it.each<[string, Campaign, ScriptedFaces, object, object, string[]]>([
    [
      'Bleeding: d4 Pure off HP',
      demo({ 'pc-vaka': state(['bleeding'], 10) }),
      { 4: [3] },
      {
        who: 'Vaka',
        what: 'Bleeding: 1d4 Pure damage',
        total: 3,
        outcome: '3 damage',
        detail: '1d4 3: 3 Pure damage, HP 10 → 7',
      },
      { hp: 7, thp: 0, conditions: ['bleeding'] },
      [],
    ],
    [
      'Bleeding: THP first, Plating does not halve Pure',
      demo({ 'pc-vaka': { hp: 10, thp: 2, plating: 2, conditions: ['bleeding'] } }),
      { 4: [3] },
      { total: 3, outcome: '3 damage' },
      { hp: 9, thp: 0, plating: 2 },
      [],
    ],
    [
      'Bleeding to 0 HP: Down and 1 Exhaustion',
      demo({ 'pc-vaka': state(['bleeding'], 2) }),
      { 4: [4] },
      { outcome: '2 damage' },
      // L840: Down "take (1) level of Exhaustion": a PC's level is on its sheet, not the token.
      {
        hp: 0,
        conditions: ['bleeding', 'down'],
        down: { state: 'down', instances: 0, successes: 0, failures: 0 },
      },
      ['Vaka is Down', 'Vaka takes 1 level of Exhaustion (0 → 1)'],
    ],
    [
      'Bleeding while Down, the third time: Out',
      demo({ 'pc-vaka': state(['bleeding', 'down'], 0, track({ instances: 2 })) }),
      { 4: [1] },
      { outcome: '0 damage' },
      {
        conditions: ['bleeding', 'down', 'out'],
        down: { state: 'out', instances: 3, successes: 0, failures: 0 },
      },
      ['Vaka is Out (third damage while Down)'],
    ],
    [
      'Bleeding while Down with Death Saves: a failure',
      demo(
        { 'pc-vaka': state(['bleeding', 'down'], 0, track({ failures: 1 })) },
        { downAndOut: 'death-saves' },
      ),
      { 4: [2] },
      {},
      { down: { state: 'down', instances: 0, successes: 0, failures: 2 } },
      ['Death Save failure 2 of 3'],
    ],
    [
      'Bleeding on a stable being with Death Saves: back to its saves, awake',
      demo(
        {
          'pc-vaka': state(
            ['bleeding', 'unconscious'],
            0,
            track({ state: 'stable', successes: 3 }),
          ),
        },
        { downAndOut: 'death-saves' },
      ),
      { 4: [2] },
      {},
      { conditions: ['bleeding', 'down'], down: { state: 'down', successes: 0, failures: 1 } },
      ['Death Save failure 1 of 3'],
    ],
    [
      'Bleeding on a Focused being: a Focus check',
      demo({ 'pc-vaka': state(['bleeding', 'focused'], 10) }),
      { 4: [2] },
      {},
      { hp: 8, conditions: ['bleeding', 'focused'] },
      ['Vaka is Focused: Focus check DC 6'],
    ],
  ])('%s', (_what, c, faces, outcome, after, says) => {
    const { rolled } = settle(c, 'pc-vaka', 'end', 'Bleeding', faces)
    expect(rolled.outcome).toMatchObject(outcome)
    expect(instanceIn(rolled.changes, 'pc-vaka')).toMatchObject(after)
    for (const s of says) expect(rolled.outcome.detail).toContain(s)
  })

  const poisoned = () =>
    inFight(demo({ 'pc-vaka': state(['poisoned'], 10) }), [
      {
        id: 't1',
        tokenId: 'pc-vaka',
        condition: 'poisoned',
        until: { kind: 'save', at: 'end', save: 'FOR', dc: 8 },
        round: 1,
      },
    ])

  it('Poisoned, failed: d4 Pure and 1 Exhaustion', () => {
    const { rolled, after } = settle(poisoned(), 'pc-vaka', 'end', 'Poisoned', { 12: [3], 4: [2] })
    expect(rolled.outcome).toMatchObject({
      who: 'Vaka',
      what: 'Poisoned: FOR save vs DC 8',
      total: 4,
      outcome: 'failure',
    })
    // L978: a failure is "(1) d4 of Pure damage and (1) level of Exhaustion", applied: Vaka's
    // sheet goes from Exhaustion 0 to 1 (a PC's level lives on its sheet).
    expect(rolled.outcome.detail).toBe(
      'd12 3 +1; 1d4 2: 2 Pure damage, HP 10 → 8; Vaka takes 1 level of Exhaustion (0 → 1)',
    )
    expect(after).toMatchObject({ hp: 8, conditions: ['poisoned'] })
    expect(rolled.changes).toContainEqual(
      expect.objectContaining({
        kind: 'sheet',
        sheetKind: 'pc',
        id: 'vaka',
        record: expect.objectContaining({ exhaustion: 1 }),
      }),
    )
  })

  it('Poisoned, saved: nothing changes (L978: only healing ends it)', () => {
    const c = demo({ 'pc-vaka': state(['poisoned'], 10, { saveDCs: { poisoned: 8 } }) })
    const { rolled } = settle(c, 'pc-vaka', 'end', 'Poisoned', { 12: [9] })
    expect(rolled.outcome).toMatchObject({ total: 10, outcome: 'success' })
    expect(rolled.changes).toEqual([])
  })

  it('Poisoned under the GM\'s "save ends", saved: Poisoned ends, its DC forgotten', () => {
    const { rolled, after } = settle(poisoned(), 'pc-vaka', 'end', 'Poisoned', { 12: [9] })
    expect(rolled.outcome).toMatchObject({ total: 10, outcome: 'success' })
    expect(after).toMatchObject({ conditions: [] })
  })

  it('Poisoned with no DC: the roll is made and the GM judges it', () => {
    const { rolled } = settle(
      demo({ 'pc-vaka': state(['poisoned']) }),
      'pc-vaka',
      'end',
      'Poisoned',
      { 12: [5] },
    )
    expect(rolled.outcome).toMatchObject({ total: 6, outcome: '6' })
    expect(rolled.outcome.detail).toContain(
      'no DC set: the GM judges it; on a failure apply it by hand',
    )
    expect(rolled.changes).toEqual([])
  })

  it('Poisoned on an Unconscious being fails without a roll, DC or none', () => {
    const c = demo({ 'pc-vaka': state(['poisoned', 'unconscious'], 10) })
    const { prompt, rolled, after } = settle(c, 'pc-vaka', 'end', 'Poisoned', { 4: [1] })
    expect(prompt.text).toBe('FOR save fails automatically')
    expect(rolled.outcome).toMatchObject({ total: null, outcome: 'failure' })
    expect(after).toMatchObject({ hp: 9, conditions: ['poisoned', 'unconscious'] })
    expect(rolled.outcome.detail).toContain('Vaka takes 1 level of Exhaustion (0 → 1)')
  })

  it.each<[string, ScriptedFaces, string, string[]]>([
    ['failed: Unconscious', { 12: [4] }, 'failure', ['unmasked', 'unconscious']],
    ['saved', { 12: [6] }, 'success', ['unmasked']],
  ])('Unmasked %s', (_what, faces, result, conditions) => {
    const c = demo({ 'pc-vaka': state(['unmasked']) })
    const { rolled } = settle(c, 'pc-vaka', 'start', 'Unmasked', faces)
    expect(rolled.outcome.outcome).toBe(result)
    expect((instanceIn(rolled.changes, 'pc-vaka') ?? state(['unmasked'])).conditions).toEqual(
      conditions,
    )
  })

  it('Dangerous terrain, failed: d4 of its type through resistance and Plating', () => {
    const c = demo({ 'npc-sentinel': { hp: 24, thp: 0, plating: 11, conditions: [] } })
    dangerousAt(c, hexKey(c.tokens['npc-sentinel']!.hex))
    const { rolled, after } = settle(c, 'npc-sentinel', 'start', 'Dangerous terrain', {
      12: [2],
      4: [3],
    })
    // DEX −1: 2 − 1 = 1 fails DC 7; fire 3 → Resistant 2 → Plating halves 1.
    expect(rolled.outcome).toMatchObject({
      what: 'Dangerous terrain: DEX save vs DC 7',
      total: 1,
      outcome: 'failure',
    })
    expect(after).toMatchObject({ hp: 23, plating: 11 })
  })

  it.each<[string, object, ScriptedFaces, string, object]>([
    [
      'a success',
      track({ successes: 1 }),
      { 12: [6] },
      'success',
      { conditions: ['down'], down: { state: 'down', successes: 2 } },
    ],
    [
      'a failure',
      track({}),
      { 12: [5] },
      'failure',
      { conditions: ['down'], down: { state: 'down', failures: 1 } },
    ],
    [
      'the third success: stable',
      track({ successes: 2 }),
      { 12: [12] },
      'success',
      { conditions: ['unconscious'], down: { state: 'stable', successes: 3 } },
    ],
    [
      'the third failure: dead',
      track({ failures: 2 }),
      { 12: [1] },
      'failure',
      { conditions: ['down', 'out'], down: { state: 'dead', failures: 3 } },
    ],
  ])('a Death Save, %s', (_what, more, faces, result, after) => {
    const c = demo({ 'pc-vaka': state(['down'], 0, more) }, { downAndOut: 'death-saves' })
    const { rolled } = settle(c, 'pc-vaka', 'start', 'Down', faces)
    expect(rolled.outcome).toMatchObject({ who: 'Vaka', what: 'Death Save', outcome: result })
    expect(instanceIn(rolled.changes, 'pc-vaka')).toMatchObject(after)
  })

  it('a Death Save says the tallies and how it ends', () => {
    const c = demo(
      { 'pc-vaka': state(['down'], 0, track({ successes: 2, failures: 1 })) },
      { downAndOut: 'death-saves' },
    )
    const { rolled } = settle(c, 'pc-vaka', 'start', 'Down', { 12: [12] })
    expect(rolled.outcome.detail).toBe(
      'd12 12 vs DC 6: 3 successes, 1 failure; Vaka is stable: Unconscious, but alive',
    )
  })

  it('Hidden ends when confirmed', () => {
    const { rolled, after } = settle(
      demo({ 'pc-vaka': state(['hidden', 'prone']) }),
      'pc-vaka',
      'start',
      'Hidden',
      {},
      seen,
    )
    expect(rolled.outcome).toMatchObject({ what: 'Hidden ends', total: null })
    expect(after).toMatchObject({ conditions: ['prone'] })
  })

  it('Exhaustion 7: Unconscious for 2d4 hours, said in the log', () => {
    const c = demo({ 'pc-vaka': state([]) })
    c.pcs['vaka']!['exhaustion'] = 7
    const { rolled, after } = settle(c, 'pc-vaka', 'start', 'Exhaustion', { 4: [2, 3] })
    expect(rolled.outcome).toMatchObject({ what: 'Exhaustion 7', total: 5, outcome: '5 hours' })
    expect(rolled.outcome.detail).toContain('Vaka is Unconscious for 5 hours')
    expect(after).toMatchObject({ conditions: ['unconscious'] })
    expect(
      combat.prompts!(
        { ...c, tokens: { ...c.tokens, 'pc-vaka': { ...c.tokens['pc-vaka']!, instance: after } } },
        'pc-vaka',
        'start',
        unseen,
      ),
    ).toEqual([])
  })

  it('a Dazed prompt rolls nothing and changes nothing', () => {
    const r = combat.resolvePrompt!(demo(), 'pc-vaka', { kind: 'delay-turn' }, scriptedDice({}))
    expect(r.changes).toEqual([])
  })

  it.each<[string, string, unknown, string]>([
    ['no such token', 'nobody', { kind: 'delay-turn' }, 'no token with id "nobody"'],
    [
      'data it does not know',
      'pc-vaka',
      { kind: 'fireworks' },
      'this turn item is not one Blue Box can roll',
    ],
    [
      'a Death Save for a being that is up',
      'pc-vaka',
      { kind: 'death-save' },
      'Vaka is not rolling Death Saves',
    ],
    [
      'damage to a token with no state',
      'obj-crate',
      { kind: 'damage', source: 'bleeding', dice: { count: 1, die: 4 }, pure: true },
      'Supply Crate has no HP or conditions to change',
    ],
  ])('refuses %s', (_what, tokenId, data, message) => {
    const c = demo({ 'pc-vaka': state([]) })
    const run = () => combat.resolvePrompt!(c, tokenId, data, scriptedDice({}))
    expect(run).toThrow(RollRefused)
    expect(run).toThrow(message)
  })
})

describe('saves a "save ends" duration asks for', () => {
  it.each<[string, string[], string, number, ScriptedFaces, boolean, object]>([
    [
      'DEX save with the sheet modifier',
      [],
      'DEX',
      8,
      { 12: [6] },
      true,
      { total: 8, outcome: 'success', detail: 'd12 6 +2' },
    ],
    [
      'a Grappled being rolls DEX with a Flaw',
      ['grappled'],
      'DEX',
      8,
      { 12: [6], 4: [1] },
      false,
      { total: 7, outcome: 'failure' },
    ],
    [
      'Unconscious fails FOR without a roll',
      ['unconscious'],
      'FOR',
      2,
      {},
      false,
      { total: null, outcome: 'failure' },
    ],
    ['a natural 12 saves', [], 'SPI', 20, { 12: [12] }, true, { outcome: 'success' }],
  ])('%s', (_what, conditions, save, dc, faces, success, outcome) => {
    const c = demo({ 'pc-vaka': state(conditions) })
    const dice = scriptedDice(faces)
    const r = combat.rollSave!(c, 'pc-vaka', save, dc, dice)
    dice.assertDone()
    expect(r.success).toBe(success)
    expect(r.outcome).toMatchObject({ who: 'Vaka', what: `${save} save vs DC ${dc}`, ...outcome })
    expect(r.changes).toEqual([])
  })

  it.each([
    ['pc-vaka', 'LUCK', '"LUCK" is not a save'],
    ['obj-crate', 'DEX', 'Supply Crate has no stat block'],
    ['nobody', 'DEX', 'no token with id "nobody"'],
  ])('refuses %s %s', (tokenId, save, message) => {
    expect(() => combat.rollSave!(demo(), tokenId, save, 6, scriptedDice({}))).toThrow(message)
  })
})
