/** Blue Box's combat hooks the tracker reads every turn: economy, actions, initiative, views. */
import { describe, expect, it } from 'vitest'
import { scriptedDice, type ScriptedFaces } from '../../../../shared/dice'
import type { InitiativeFlags } from '../../../../shared/rules'
import { CONDITIONS } from '../../../../shared/rules/bluebox'
import { bluebox, combat, demo, state } from './combat-fixture'

describe('the turn economy', () => {
  it('lists AP, the Reaction, metres, Dash and Quick-step with their refills', () => {
    expect(combat.resources.map((r) => [r.id, r.refill, r.show, r.perRound ?? null])).toEqual([
      ['ap', 'turn-start', 'pips', null],
      ['reaction', 'turn-end', 'pips', 1],
      ['metres', 'turn-start', 'distance', null],
      ['dash', 'turn-start', 'pips', 1],
      ['quickStep', 'turn-start', 'pips', 1],
    ])
    expect(combat.resources.find((r) => r.id === 'reaction')?.fromFirstTurn).toBe(true)
  })

  it.each<[string, Record<string, object>, string, object]>([
    [
      'Prone: the map charges crawling, so metres stay whole',
      { 'pc-vaka': state(['prone']) },
      'pc-vaka',
      { metres: 6, ap: 2 },
    ],
    [
      'Down and Hamstrung: halves compound',
      { 'pc-vaka': state(['down', 'hamstrung'], 0) },
      'pc-vaka',
      { metres: 1, ap: 1 },
    ],
    [
      'Out: nothing at all',
      { 'pc-vaka': state(['down', 'out'], 0) },
      'pc-vaka',
      { ap: 0, reaction: 0, metres: 0, dash: 0 },
    ],
    [
      'Immobilized: no metres, but AP and Reaction',
      { 'pc-vaka': state(['immobilized']) },
      'pc-vaka',
      { ap: 2, reaction: 1, metres: 0, quickStep: 0 },
    ],
    ['a Scrap Hound: its sheet speed 8', {}, 'npc-hound', { metres: 8 }],
  ])('%s', (_what, instances, tokenId, economy) => {
    const c = demo(instances)
    expect(combat.economy(c.tokens[tokenId]!, c)).toMatchObject(economy)
  })

  it('every condition that forbids acting also gives 0 AP, no Reaction and no movement', () => {
    // Out (L654: "cannot take any actions, reactions, or movement"), Unconscious and Stasis: the
    // economy reads "cannot act" through these three, so the table must keep them together.
    const cannotAct = Object.values(CONDITIONS).filter((d) => d.cannot.includes('act'))
    expect(cannotAct.map((d) => d.id).sort()).toEqual(['out', 'stasis', 'unconscious'])
    for (const d of cannotAct) {
      expect(d.apPerTurn).toBe(0)
      expect(d.cannot).toEqual(expect.arrayContaining(['react', 'move']))
      const c = demo({ 'pc-vaka': state([d.id]) })
      expect(combat.economy(c.tokens['pc-vaka']!, c)).toEqual({
        ap: 0,
        reaction: 0,
        metres: 0,
        dash: 0,
        quickStep: 0,
      })
    }
  })

  it('a sheet with 3 AP gives 3; Down still caps it at 1', () => {
    const c = demo()
    c.pcs['vaka']!['ap'] = 3
    expect(combat.economy(c.tokens['pc-vaka']!, c).ap).toBe(3)
    c.tokens['pc-vaka']!.instance = state(['down'], 0)
    expect(combat.economy(c.tokens['pc-vaka']!, c).ap).toBe(1)
  })
})

describe('the actions the tracker charges for', () => {
  const byId = (tokenId: string, instances: Record<string, object> = {}) => {
    const c = demo(instances)
    return Object.fromEntries(combat.actions(c.tokens[tokenId]!, c).map((a) => [a.id, a]))
  }

  it('costs and gives as Combat Actions says', () => {
    const a = byId('pc-vaka')
    expect(a['dash']).toMatchObject({ cost: { ap: 1, dash: 1 }, gives: { metres: 6 } })
    expect(a['quick-step']).toMatchObject({ cost: { quickStep: 1 }, flag: 'quick-step' })
    expect(a['disengage']).toMatchObject({ cost: { ap: 1 }, flag: 'disengaged' })
    expect(a['defensive-stance']).toMatchObject({
      cost: { ap: 1 },
      condition: { id: 'defensive-stance', until: 'start' },
    })
    expect(a['hide']).toMatchObject({ cost: { ap: 1 } })
    expect(a['hide']!.summary).toContain('conditions editor')
    expect(a['hunker']).toMatchObject({ cost: { ap: 1 } })
    // L530: the held action's own AP is paid when it is held (the tracker asks which one).
    expect(a['held-action']).toMatchObject({ cost: {}, holds: true })
    expect(a['held-action']!.summary).toContain('Reaction')
    expect(a['stand-up']).toBeUndefined()
  })

  it('a Dash gives the speed after conditions; Stand up shows while Prone', () => {
    expect(byId('pc-vaka', { 'pc-vaka': state(['down'], 0) })['dash']!.gives).toEqual({ metres: 3 })
    expect(byId('npc-sentinel')['dash']!.gives).toEqual({ metres: 4 })
    const prone = byId('pc-vaka', { 'pc-vaka': state(['prone']) })
    expect(prone['stand-up']).toMatchObject({ cost: { ap: 1 } })
    expect(prone['stand-up']!.summary).toContain('Prone')
  })
})

describe('the action menu the GM reads', () => {
  const byId = (instances: Record<string, object> = {}) => {
    const c = demo(instances)
    return Object.fromEntries(combat.actions(c.tokens['pc-vaka']!, c).map((a) => [a.id, a]))
  }

  it('names each action and says its cost and effect in words (Combat Actions)', () => {
    const a = byId({ 'pc-vaka': state(['prone', 'grappler']) })
    // [id, name, words the summary must hold]; Vaka's speed is 6 m, so a Dash adds 6 m.
    const words: [string, string, string[]][] = [
      ['dash', 'Dash', ['1 AP', 'once a round', '+6 m']],
      ['quick-step', 'Quick-step', ['Once a round', 'up to 1 m', 'no Reactions']],
      ['disengage', 'Disengage', ['1 AP', 'no Reactions']],
      [
        'defensive-stance',
        'Defensive Stance',
        ['1 AP', 'AC and BAC +2', 'start of your next turn'],
      ],
      ['hide', 'Hide', ['1 AP', 'Hidden']],
      ['hunker', 'Hunker', ['1 AP', 'Hunkered']],
      ['stand-up', 'Stand up', ['1 AP', 'Prone']],
      ['held-action', 'Hold an action', ['Reaction', 'lapses']],
      ['release-grapple', 'Release Grapple', ['Free Action', 'Grappler']],
      ['free-action', 'Free Action', ['No AP', 'once per turn']],
    ]
    expect(Object.keys(a).sort()).toEqual(words.map(([id]) => id).sort())
    for (const [id, name, says] of words) {
      expect(a[id]!.name).toBe(name)
      for (const w of says) expect(a[id]!.summary).toContain(w)
    }
    // Free Actions: Release Grapple is one fixed option, the other is whatever the GM names.
    expect(a['release-grapple']).toMatchObject({ cost: {}, free: 'option' })
    expect(a['free-action']).toMatchObject({ cost: {}, free: 'named' })
  })

  it('Release Grapple is offered only to a Grappler', () => {
    expect(byId()['release-grapple']).toBeUndefined()
    expect(byId({ 'pc-vaka': state(['grappled']) })['release-grapple']).toBeUndefined()
  })

  it("an Opportunity Attack's trigger follows the table option", () => {
    expect(combat.opportunityTrigger!(demo())).toBe('within')
    expect(combat.opportunityTrigger!(demo({}, { opportunityAttacks: 'leaving-reach' }))).toBe(
      'leave',
    )
  })
})

describe('initiative', () => {
  const none: InitiativeFlags = { hidden: false, coordinated: false }
  it.each<[string, string, Record<string, object>, InitiativeFlags, ScriptedFaces, number, string]>(
    [
      ['d12 + DEX', 'pc-vaka', {}, none, { 12: [7] }, 9, 'd12 7 + DEX 2 = 9'],
      ['a negative DEX', 'npc-sentinel', {}, none, { 12: [7] }, 6, 'd12 7 − DEX 1 = 6'],
      [
        'Hidden and coordinated stack',
        'pc-vaka',
        {},
        { hidden: true, coordinated: true },
        { 12: [5], 4: [3, 1] },
        11,
        'd12 5 + DEX 2 + Edge 3 + 1 (Hidden, Coordinated strike) = 11',
      ],
      [
        'a Hidden token counts as Hidden; Edge is capped at 2',
        'pc-vaka',
        { 'pc-vaka': state(['hidden']) },
        { hidden: false, coordinated: true, keptWatch: true, campAlarm: true },
        { 12: [1], 4: [4, 4] },
        11,
        'd12 1 + DEX 2 + Edge 4 + 4 (Hidden, Coordinated strike, Kept watch, Camp alarm) = 11',
      ],
      ['no sheet: DEX 0', 'obj-crate', {}, none, { 12: [12] }, 12, 'd12 12 + DEX 0 = 12'],
      [
        'Exhaustion does not touch initiative',
        'pc-vaka',
        { 'pc-vaka': state(['exhaustion']) },
        none,
        { 12: [4] },
        6,
        'd12 4 + DEX 2 = 6',
      ],
    ],
  )('%s', (_what, tokenId, instances, flags, faces, total, detail) => {
    const c = demo(instances)
    const dice = scriptedDice(faces)
    expect(combat.rollInitiative(c.tokens[tokenId]!, c, flags, dice)).toEqual({ total, detail })
    dice.assertDone()
  })

  it('the slower party is Back-footed, a condition the game has', () => {
    expect(combat.openingCondition).toBe('back-footed')
    expect(bluebox.conditions.some((d) => d.id === combat.openingCondition)).toBe(true)
  })
})

describe('conditions on an instance', () => {
  it.each<[string, unknown, string, boolean, unknown]>([
    ['adds', state(['prone']), 'bleeding', true, state(['prone', 'bleeding'])],
    ['removes', state(['prone', 'bleeding']), 'prone', false, state(['bleeding'])],
    [
      'taking off the last of Down and Out ends the track',
      state(['down', 'prone'], 0, {
        down: { state: 'down', instances: 2, successes: 0, failures: 0 },
      }),
      'down',
      false,
      state(['prone'], 0),
    ],
  ])('%s', (_what, before, id, on, after) => {
    expect(combat.withCondition(before, id, on)).toEqual(after)
  })

  it('returns the same object when nothing changes, or for a foreign instance', () => {
    const inst = state(['prone'])
    expect(combat.withCondition(inst, 'prone', true)).toBe(inst)
    expect(combat.withCondition(inst, 'bleeding', false)).toBe(inst)
    expect(combat.conditionsOf(inst)).toEqual(['prone'])
    expect(combat.conditionsOf({ life: 3 })).toEqual([])
  })
})

describe('what the list shows', () => {
  const down = (more: object) => ({
    down: { state: 'down', instances: 0, successes: 0, failures: 0, ...more },
  })
  it.each<[string, string, object | undefined, object]>([
    [
      'a PC at full',
      'pc-vaka',
      { ...state([], 16), plating: 2 },
      { lines: ['HP 16/16', 'Plating 2/2'] },
    ],
    [
      'THP and Plating of its armor',
      'npc-sentinel',
      { hp: 20, thp: 3, plating: 4, conditions: [] },
      { lines: ['HP 20/24', 'THP 3', 'Plating 4/11'], health: 'hurt' },
    ],
    [
      'Down with a track',
      'pc-vaka',
      state(['down'], 0, down({ instances: 2 })),
      { lines: ['HP 0/16', 'Plating 0/2', 'Down: 2 of 3 damage'], health: 'down' },
    ],
    [
      'Death Saves',
      'pc-vaka',
      state(['down'], 0, down({ successes: 1, failures: 2 })),
      { lines: ['HP 0/16', 'Plating 0/2', 'Death Saves 1 success, 2 failures'], health: 'down' },
    ],
    [
      'dead',
      'pc-vaka',
      state(['down', 'out'], 0, down({ state: 'dead', instances: 3 })),
      { lines: ['HP 0/16', 'Plating 0/2', 'Dead'], health: 'down' },
    ],
    [
      'badly hurt',
      'pc-vaka',
      state([], 8),
      { lines: ['HP 8/16', 'Plating 0/2'], health: 'badly hurt' },
    ],
    ['an object with no state', 'obj-crate', undefined, { lines: [] }],
  ])('%s', (_what, tokenId, inst, vitals) => {
    const c = demo(inst ? { [tokenId]: inst } : {})
    expect(combat.vitals(c.tokens[tokenId]!, c)).toEqual(vitals)
  })

  it.each<[string, unknown, unknown, number]>([
    ['THP then HP', { ...state([], 10), thp: 3 }, state([], 8), 5],
    ['healing is no harm', state([], 8), state([], 12), 0],
    ['a foreign instance', null, state([], 8), 0],
  ])('harm: %s', (_what, before, after, harm) => {
    expect(combat.harm(before, after)).toBe(harm)
  })

  it.each<[string, object, boolean]>([
    ['up', state([]), false],
    ['Down', state(['down'], 0), false],
    ['Out', state(['down', 'out'], 0), true],
    ['Unconscious', state(['unconscious']), true],
    [
      'dead by its track',
      state(['down'], 0, { down: { state: 'dead', instances: 0, successes: 0, failures: 3 } }),
      true,
    ],
  ])('out of the fight: %s is %s', (_what, inst, out) => {
    const c = demo({ 'pc-vaka': inst })
    expect(combat.outOfFight!(c.tokens['pc-vaka']!, c)).toBe(out)
  })

  it.each([
    ['pc-vaka', 1],
    ['npc-sentinel', 2],
    ['pc-mira', 1],
    ['obj-crate', 1],
  ])('reach of %s is %i m', (tokenId, reach) => {
    const c = demo()
    expect(combat.reach!(c.tokens[tokenId]!, c)).toBe(reach)
  })
})
