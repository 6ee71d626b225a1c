/**
 * Resolving a Blue Box rest at its edges (seed 000, Rest & Repair L674-L705; Camps L719-L724):
 * Restore HP "(2✦✦) + FOR + current level of HP ... do not count negative FOR" (L685), Restore EP
 * "(✦) + SPI + current level of EP" (L686), Plating repaired "up to its maximum" (L687), Exhaustion
 * lost to the rest (R14: long 4, short 2), to the activity (L688: 2) and the comfortable camp
 * (L723: 1), and which token changes a rest reports. Demo sheets: Vaka FOR 1, SPI 0, HP max 16,
 * Plating 2; Orin FOR 2, SPI 1; both level 2 (d4 Power Die), EP max 3.
 */
import { describe, expect, it } from 'vitest'
import {
  demo,
  editPc,
  instanceOf,
  pcOf,
  plan,
  state,
  outcomeLines as lines,
  resolveWith as resolve,
} from './rest-fixture'

const stats = (edit: object) => ({ FOR: 1, DEX: 2, SPI: 0, CHA: 0, KNO: 1, ...edit })

describe('members the rest cannot work on', () => {
  it('a member id naming nothing is left out; the others rest', () => {
    const p = plan({ 'pc-vaka': [{ activity: 'meditate' }] }, { members: ['nobody', 'pc-vaka'] })
    expect(lines(resolve(p, demo()))[0]).toBe(
      'Vaka: Self-reflection or meditation: +1 Edge on Focus checks until the next rest',
    )
  })

  it('an object token has no HP, EP or Plating to restore', () => {
    const p = plan(
      {
        'obj-crate': [
          { activity: 'restore-hp' },
          { activity: 'restore-ep' },
          { activity: 'repair-plating' },
        ],
      },
      { members: ['obj-crate'] },
    )
    const r = resolve(p, demo())
    expect(r.outcomes).toEqual([
      {
        who: 'Supply Crate',
        what: 'Restore HP',
        total: null,
        outcome: 'no HP to restore',
        detail: 'no token or sheet',
      },
      {
        who: 'Supply Crate',
        what: 'Restore Escalation Points',
        total: null,
        outcome: 'no EP: not a player character',
        detail: '',
      },
      {
        who: 'Supply Crate',
        what: 'Repair Plating',
        total: null,
        outcome: 'no Plating to repair',
        detail: 'no token or sheet',
      },
    ])
    expect(r.changes).toEqual([])
  })

  it('an object token with a state but no sheet has no HP or Plating to work from', () => {
    const p = plan(
      { 'obj-crate': [{ activity: 'restore-hp' }, { activity: 'repair-plating' }] },
      { members: ['obj-crate'] },
    )
    const r = resolve(p, demo({ 'obj-crate': state([], 4) }))
    expect(lines(r)).toEqual([
      'Supply Crate: Restore HP: no HP to restore',
      'Supply Crate: Repair Plating: no Plating to repair',
    ])
    expect(r.changes).toEqual([])
  })

  it('a Plating repair for someone not in the campaign repairs nothing', () => {
    const p = plan({ 'pc-vaka': [{ activity: 'repair-plating', target: 'pc-gone' }] })
    const r = resolve(p, demo())
    expect(lines(r)[0]).toBe('Vaka: Repair Plating for pc-gone: no Plating to repair')
  })
})

describe('Restore HP and EP at their edges (L685, L686)', () => {
  it('exactly reaching HP max is not capped', () => {
    // 10 + 3 + 2 + FOR 1 = 16.
    const r = resolve(
      plan({ 'pc-vaka': [{ activity: 'restore-hp' }] }),
      demo({ 'pc-vaka': state([], 10) }),
      {
        4: [3, 2],
      },
    )
    expect(r.outcomes[0]).toMatchObject({
      outcome: 'HP 10 → 16',
      detail: '2✦ 3 + 2 + FOR 1 + current HP 10',
    })
  })

  it('a negative FOR adds nothing', () => {
    // FOR -1 not counted: 5 + 3 + 2 = 10.
    const c = editPc(demo({ 'pc-vaka': state([], 5) }), 'vaka', { stats: stats({ FOR: -1 }) })
    const r = resolve(plan({ 'pc-vaka': [{ activity: 'restore-hp' }] }), c, { 4: [3, 2] })
    expect(r.outcomes[0]).toMatchObject({
      total: 5,
      outcome: 'HP 5 → 10',
      detail: '2✦ 3 + 2 + FOR 0 + current HP 5',
    })
    expect(instanceOf(r.changes, 'pc-vaka')).toMatchObject({ hp: 10 })
  })

  it('exactly reaching EP max is not capped; a negative SPI adds nothing', () => {
    // Orin: 0 + 2 + SPI 1 = 3 = EP max. Vaka at SPI -2: 0 + 3 = 3.
    const c = editPc(editPc(demo(), 'orin', { epCurrent: 0 }), 'vaka', {
      epCurrent: 0,
      stats: stats({ SPI: -2 }),
    })
    const p = plan({
      'pc-vaka': [{ activity: 'restore-ep' }],
      'pc-orin': [{ activity: 'restore-ep' }],
    })
    const r = resolve(p, c, { 4: [3, 2] })
    expect(r.outcomes.slice(0, 2).map((o) => [o.outcome, o.detail])).toEqual([
      ['EP 0 → 3', '✦ 3 + SPI 0 + current EP 0'],
      ['EP 0 → 3', '✦ 2 + SPI 1 + current EP 0'],
    ])
    expect(pcOf(r.changes, 'vaka')).toMatchObject({ epCurrent: 3 })
  })
})

describe('Repair Plating (L687)', () => {
  it('one’s own named as the target reads as one’s own; conditions it does not end stay', () => {
    const c = demo({ 'pc-vaka': state(['shattered', 'house-mark', 'prone'], 16, { plating: 0 }) })
    const r = resolve(plan({ 'pc-vaka': [{ activity: 'repair-plating', target: 'pc-vaka' }] }), c)
    expect(lines(r)[0]).toBe('Vaka: Repair Plating: Plating 0 → 2; Shattered ended')
    expect(instanceOf(r.changes, 'pc-vaka')).toMatchObject({
      plating: 2,
      conditions: ['house-mark', 'prone'],
    })
  })

  it('Plating already full changes no token', () => {
    const c = demo({ 'pc-vaka': state([], 16, { plating: 2 }) })
    const r = resolve(plan({ 'pc-vaka': [{ activity: 'repair-plating' }] }), c)
    expect(lines(r)[0]).toBe('Vaka: Repair Plating: Plating 2 → 2')
    expect(r.changes).toEqual([])
  })
})

describe('the watch (L701)', () => {
  it('a keeper with no shift is told so; each of its own shifts is listed, not others’', () => {
    const p = plan(
      { 'pc-vaka': [{ activity: 'keep-watch' }], 'pc-orin': [{ activity: 'keep-watch' }] },
      {
        watch: [
          { memberId: 'pc-orin', from: 0, to: 2 },
          { memberId: 'pc-vaka', from: 2, to: 4 },
          { memberId: 'pc-orin', from: 6, to: 8 },
        ],
      },
    )
    const r = resolve(p, demo())
    expect(r.outcomes.filter((o) => o.what === 'Keep watch').map((o) => [o.who, o.detail])).toEqual(
      [
        ['Vaka', 'on watch 22:00-00:00'],
        ['Orin', 'on watch 20:00-22:00, 02:00-04:00'],
      ],
    )
    const none = resolve(plan({ 'pc-vaka': [{ activity: 'keep-watch' }] }), demo())
    expect(none.outcomes[0]!.detail).toBe('no shift on the watch timeline')
  })
})

describe('Exhaustion over the rest, in words', () => {
  it('each part that clears a level is named', () => {
    // 6 - 2 (short rest) - 2 (the activity) - 1 (comfortable camp) = 1.
    const c = editPc(demo({ 'pc-vaka': state([], 16) }), 'vaka', { exhaustion: 6 })
    const p = plan(
      { 'pc-vaka': [{ activity: 'lose-exhaustion' }] },
      { kind: 'short', hours: 3, camp: ['comfortable'], members: ['pc-vaka'] },
    )
    const r = resolve(p, c)
    expect(r.outcomes.find((o) => o.what === 'Exhaustion')).toEqual({
      who: 'Vaka',
      what: 'Exhaustion',
      total: 1,
      outcome: 'Exhaustion 6 → 1',
      detail: 'loses 2 for the short rest, 2 for the activity, 1 for the comfortable camp',
    })
    expect(pcOf(r.changes, 'vaka')).toMatchObject({ exhaustion: 1 })
  })

  it('two activities lose 4; without the automatic clearing the rest is not named', () => {
    // R14 off: 5 - 2 - 2 = 1.
    const c = editPc(demo({ 'pc-vaka': state([], 16) }, { restClearsExhaustion: false }), 'vaka', {
      exhaustion: 5,
    })
    const slots = [{ activity: 'lose-exhaustion' }, { activity: 'lose-exhaustion' }]
    const r = resolve(plan({ 'pc-vaka': slots }, { members: ['pc-vaka'] }), c)
    expect(r.outcomes.find((o) => o.what === 'Exhaustion')).toMatchObject({
      outcome: 'Exhaustion 5 → 1',
      detail: 'loses 4 for the activity',
    })
  })

  it('without the automatic clearing, a level that stays says nothing and changes no sheet', () => {
    const c = editPc(demo({ 'pc-vaka': state([], 16) }, { restClearsExhaustion: false }), 'vaka', {
      exhaustion: 3,
    })
    const r = resolve(plan({ 'pc-vaka': [] }, { members: ['pc-vaka'] }), c)
    expect(r.outcomes).toEqual([])
    expect(r.changes).toEqual([])
  })

  it('the activity taken with no Exhaustion is still logged, at 0 → 0', () => {
    const r = resolve(
      plan({ 'pc-vaka': [{ activity: 'lose-exhaustion' }] }, { members: ['pc-vaka'] }),
      demo(),
    )
    expect(lines(r)).toEqual([
      'Vaka: Lose 2 levels of Exhaustion: counted at the end of the rest',
      'Vaka: Exhaustion: Exhaustion 0 → 0',
    ])
    expect(r.changes).toEqual([])
  })

  it('a PC’s token keeps its Exhaustion mark while a level is left, and only if it had one', () => {
    // 6 - 4 (long rest) = 2: the marked token keeps the mark, the unmarked one gets none.
    const marked = editPc(demo({ 'pc-vaka': state(['exhaustion', 'prone'], 16) }), 'vaka', {
      exhaustion: 6,
    })
    const one = resolve(plan({ 'pc-vaka': [] }, { members: ['pc-vaka'] }), marked)
    expect(instanceOf(one.changes, 'pc-vaka')).toBeUndefined()
    expect(pcOf(one.changes, 'vaka')).toMatchObject({ exhaustion: 2 })
    const bare = editPc(demo({ 'pc-vaka': state(['prone'], 16) }), 'vaka', { exhaustion: 6 })
    const two = resolve(plan({ 'pc-vaka': [] }, { members: ['pc-vaka'] }), bare)
    expect(instanceOf(two.changes, 'pc-vaka')).toBeUndefined()
    // 3 - 4 stops at 0: the mark goes.
    const low = editPc(demo({ 'pc-vaka': state(['exhaustion'], 16) }), 'vaka', { exhaustion: 3 })
    const three = resolve(plan({ 'pc-vaka': [] }, { members: ['pc-vaka'] }), low)
    expect(instanceOf(three.changes, 'pc-vaka')!.conditions).toEqual([])
  })

  it('an NPC token’s own level goes down and its mark stays while a level is left', () => {
    // The hound's token at Exhaustion 6: 6 - 4 (long rest) = 2.
    const p = plan({ 'npc-hound': [] }, { members: ['npc-hound'] })
    const r = resolve(p, demo({ 'npc-hound': state(['exhaustion'], 11, { exhaustion: 6 }) }))
    expect(instanceOf(r.changes, 'npc-hound')).toMatchObject({
      conditions: ['exhaustion'],
      exhaustion: 2,
    })
    expect(lines(r)).toEqual(['Scrap Hound: Exhaustion: Exhaustion 6 → 2'])
    expect(r.outcomes[0]!.detail).toBe('loses 4 for the long rest')
  })

  it('at level 7 a being lying stable stays Unconscious while it wakes from the level', () => {
    // The stable track keeps its own Unconscious (L850: "Unconscious, but alive"): the level's
    // goes (7 - 4 for the long rest = 3), the being's stays. Its THP makes the token change (THP
    // lasts until a rest), so its conditions are written out and can be read.
    const c = editPc(
      demo({
        'pc-vaka': state(['unconscious'], 0, {
          thp: 2,
          down: { state: 'stable', instances: 0, successes: 3, failures: 0 },
        }),
      }),
      'vaka',
      { exhaustion: 7 },
    )
    const r = resolve(plan({ 'pc-vaka': [] }, { members: ['pc-vaka'] }), c)
    expect(pcOf(r.changes, 'vaka')!.exhaustion).toBe(3)
    expect(instanceOf(r.changes, 'pc-vaka')!.conditions).toEqual(['unconscious'])
  })
})

describe('what counts as a change of a token', () => {
  it.each<[string, object]>([
    ['THP alone', { thp: 3 }],
    ['an NPC’s Exhaustion level alone', { exhaustion: 2, conditions: ['exhaustion'] }],
  ])('%s going is a change', (_n, more) => {
    const p = plan({ 'npc-hound': [] }, { members: ['npc-hound'] })
    const r = resolve(p, demo({ 'npc-hound': { ...state([], 11), ...more } }))
    expect(r.changes.map((x) => x.kind === 'instance' && x.tokenId)).toEqual(['npc-hound'])
  })

  it('the same conditions in another order are no change', () => {
    const c = demo({ 'pc-vaka': state(['prone', 'house-mark'], 16) })
    const r = resolve(plan({ 'pc-vaka': [] }, { members: ['pc-vaka'] }), c)
    expect(r.changes).toEqual([])
  })

  it('a condition gone while another is the same count is a change', () => {
    // Hamstrung ends at the rest; the order of what stays does not matter, what went does.
    const c = demo({ 'pc-vaka': state(['hamstrung', 'prone'], 16) })
    const r = resolve(plan({ 'pc-vaka': [] }, { members: ['pc-vaka'] }), c)
    expect(instanceOf(r.changes, 'pc-vaka')!.conditions).toEqual(['prone'])
  })

  it('no comfortable camp, no re-rolls key', () => {
    const r = resolve(plan({ 'pc-vaka': [{ activity: 'restore-hp' }] }), demo(), { 4: [3, 2] })
    expect('rerolls' in r).toBe(false)
  })
})

describe('activities and lines, more edges', () => {
  it('an activity the rules do not know is left out; the known ones still count', () => {
    const p = plan(
      { 'pc-vaka': [{ activity: 'nap' }, { activity: 'meditate' }] },
      { members: ['pc-vaka'] },
    )
    const r = resolve(p, demo())
    expect(lines(r)).toEqual([
      'Vaka: Self-reflection or meditation: +1 Edge on Focus checks until the next rest',
    ])
    expect(instanceOf(r.changes, 'pc-vaka')!.conditions).toEqual(['meditated'])
  })

  it('map study and meditation each say their Edge (L697, L699)', () => {
    const p = plan(
      { 'pc-vaka': [{ activity: 'study-maps' }, { activity: 'meditate' }] },
      { members: ['pc-vaka'] },
    )
    expect(lines(resolve(p, demo())).slice(0, 2)).toEqual([
      'Vaka: Study maps: +1 Edge on Navigation checks until the next rest',
      'Vaka: Self-reflection or meditation: +1 Edge on Focus checks until the next rest',
    ])
  })

  it('a gift with no ally named gives to no one by name', () => {
    const p = plan({ 'pc-vaka': [{ activity: 'gift' }] }, { members: ['pc-vaka'] })
    expect(resolve(p, demo()).outcomes[0]!.outcome).toBe('gives an activity to ')
  })

  it('each line keeps the faces it drew', () => {
    // Vaka's Restore HP draws 3 and 2 on d4s; the meditation after it draws nothing.
    const p = plan(
      { 'pc-vaka': [{ activity: 'restore-hp' }, { activity: 'meditate' }] },
      { members: ['pc-vaka'] },
    )
    const r = resolve(p, demo({ 'pc-vaka': state([], 5) }), { 4: [3, 2] })
    expect(r.faces).toEqual([
      [
        [4, 3],
        [4, 2],
      ],
      [],
    ])
  })

  it('only the comfortable camp among the Camp Bonuses takes a level, and only the activity counts as one', () => {
    // 6 - 2 (short rest) - 2 (one Lose 2 levels; the meditation is no such activity) - 1
    // (comfortable; the hidden camp takes none) = 1.
    const c = editPc(demo({ 'pc-vaka': state([], 16) }), 'vaka', { exhaustion: 6 })
    const p = plan(
      { 'pc-vaka': [{ activity: 'lose-exhaustion' }, { activity: 'meditate' }] },
      { kind: 'short', hours: 3, camp: ['hidden-camp', 'comfortable'], members: ['pc-vaka'] },
    )
    const r = resolve(p, c)
    expect(r.outcomes.find((o) => o.what === 'Exhaustion')).toMatchObject({
      outcome: 'Exhaustion 6 → 1',
      detail: 'loses 2 for the short rest, 2 for the activity, 1 for the comfortable camp',
    })
  })

  it('a stale Exhaustion mark on a PC token whose sheet says 0 goes, and no line names it as ended', () => {
    const r = resolve(
      plan({ 'pc-vaka': [] }, { members: ['pc-vaka'] }),
      demo({ 'pc-vaka': state(['exhaustion', 'prone'], 16) }),
    )
    expect(instanceOf(r.changes, 'pc-vaka')!.conditions).toEqual(['prone'])
    expect(r.outcomes.map((o) => o.what)).not.toContain('The rest ends')
  })

  it('everything the rest ends is listed on one line', () => {
    // Hamstring and last rest's meditation both end as the rest starts.
    const c = demo({ 'pc-vaka': state(['hamstrung', 'meditated'], 16) })
    const r = resolve(plan({ 'pc-vaka': [] }, { members: ['pc-vaka'] }), c)
    expect(lines(r)).toEqual(['Vaka: The rest ends: Hamstrung, Meditated'])
  })

  it('the mark going with the last level is not listed among what the rest ends', () => {
    const c = editPc(demo({ 'pc-vaka': state(['exhaustion'], 16) }), 'vaka', { exhaustion: 3 })
    const r = resolve(plan({ 'pc-vaka': [] }, { members: ['pc-vaka'] }), c)
    expect(lines(r)).toEqual(['Vaka: Exhaustion: Exhaustion 3 → 0'])
  })

  it('EP already at max: no sheet change; a changed sheet is a PC sheet', () => {
    // Orin at EP max 3: 3 + 2 + 1 stays 3. Vaka from 0: 0 + 2 + SPI 0 = 2.
    const c = editPc(editPc(demo(), 'orin', { epCurrent: 3 }), 'vaka', { epCurrent: 0 })
    const p = plan({
      'pc-vaka': [{ activity: 'restore-ep' }],
      'pc-orin': [{ activity: 'restore-ep' }],
    })
    const r = resolve(p, c, { 4: [2, 2] })
    expect(lines(r).slice(0, 2)).toEqual([
      'Vaka: Restore Escalation Points: EP 0 → 2',
      'Orin: Restore Escalation Points: EP 3 → 3',
    ])
    expect(r.changes.filter((x) => x.kind === 'sheet')).toEqual([
      { kind: 'sheet', sheetKind: 'pc', id: 'vaka', record: { ...c.pcs.vaka, epCurrent: 2 } },
    ])
  })

  it('with Death Saves, healing at HP max still counts a success: only the Down track changes', () => {
    // HP 16 of 16 stays 16; the healing is a success on the track (as in a fight).
    const c = demo(
      {
        'pc-vaka': state(['down'], 16, {
          down: { state: 'down', instances: 1, successes: 0, failures: 0 },
        }),
      },
      { downAndOut: 'death-saves' },
    )
    const r = resolve(
      plan({ 'pc-vaka': [{ activity: 'restore-hp' }] }, { members: ['pc-vaka'] }),
      c,
      {
        4: [2, 2],
      },
    )
    expect(instanceOf(r.changes, 'pc-vaka')).toMatchObject({
      hp: 16,
      conditions: ['down'],
      down: { state: 'down', successes: 1 },
    })
  })
})
