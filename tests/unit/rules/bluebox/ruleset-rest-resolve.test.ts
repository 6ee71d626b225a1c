/**
 * Resolving a Blue Box rest with scripted dice: every Rest Activity, the healing side effects,
 * Plating repair ending Shattered, crafting into the inventory, practice toward Practiced, the
 * Exhaustion floors and the camp's bonuses. Demo sheets: Vaka FOR 1, SPI 0, KNO 1, HP max 16,
 * Plating 2; Orin FOR 2, SPI 1, KNO 0, Plating 6; both level 2 (d4 Power Die), EP max 3.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { RestPlan } from '../../../../shared/model'
import { SLING, bluebox, demo, editPc, instanceOf, pcOf, plan, rest, state } from './rest-fixture'

function resolve(p: RestPlan, c: ReturnType<typeof demo>, faces: Record<number, number[]> = {}) {
  const dice = scriptedDice(faces)
  const r = rest.resolve(p, c, dice)
  dice.assertDone()
  return r
}

const lines = (r: { outcomes: { who: string; what: string; outcome: string }[] }) =>
  r.outcomes.map((o) => `${o.who}: ${o.what}: ${o.outcome}`)

describe('Restore HP: current HP + 2✦ + FOR, capped', () => {
  it('adds the dice and FOR to the current HP, the level only sizing ✦', () => {
    const c = demo({ 'pc-vaka': state([], 5) })
    const r = resolve(plan({ 'pc-vaka': [{ activity: 'restore-hp' }] }), c, { 4: [3, 2] })
    expect(r.outcomes[0]).toMatchObject({
      who: 'Vaka',
      what: 'Restore HP',
      total: 6,
      outcome: 'HP 5 → 11',
      detail: '2✦ 3 + 2 + FOR 1 + current HP 5',
    })
    expect(instanceOf(r.changes, 'pc-vaka')).toMatchObject({ hp: 11 })
  })

  it('rerolls a 1 once and stops at HP max', () => {
    const c = demo({ 'pc-vaka': state([], 12) })
    const r = resolve(plan({ 'pc-vaka': [{ activity: 'restore-hp' }] }), c, { 4: [1, 4, 3] })
    expect(r.outcomes[0]).toMatchObject({ total: 8, outcome: 'HP 12 → 16' })
    expect(r.outcomes[0]!.detail).toBe('2✦ 4 + 3 + FOR 1 + current HP 12, capped at HP max 16')
    expect(instanceOf(r.changes, 'pc-vaka')).toMatchObject({ hp: 16 })
  })

  it('is healing: Down and Bleeding end, as they do when healed in a fight', () => {
    const c = demo({ 'pc-vaka': state(['down', 'bleeding', 'prone'], 0) })
    const r = resolve(plan({ 'pc-vaka': [{ activity: 'restore-hp' }] }), c, { 4: [2, 2] })
    expect(r.outcomes[0]!.outcome).toBe('HP 0 → 5; Down, Bleeding ended')
    const vaka = instanceOf(r.changes, 'pc-vaka')!
    expect(vaka.conditions).toEqual(['prone'])
    expect(vaka.down).toBeUndefined()
  })

  it('without it a Down being stays Down and Bleeding', () => {
    const c = demo({ 'pc-vaka': state(['down', 'bleeding'], 0) })
    const r = resolve(plan({ 'pc-vaka': [{ activity: 'meditate' }] }), c)
    expect(instanceOf(r.changes, 'pc-vaka')!.conditions).toEqual(['down', 'bleeding', 'meditated'])
  })

  it('with Death Saves, one healing is one success: the being stays Down', () => {
    const c = demo({ 'pc-vaka': state(['down'], 0) }, { downAndOut: 'death-saves' })
    const r = resolve(plan({ 'pc-vaka': [{ activity: 'restore-hp' }] }), c, { 4: [2, 2] })
    const vaka = instanceOf(r.changes, 'pc-vaka')!
    expect(vaka).toMatchObject({ hp: 5, down: { state: 'down', successes: 1 } })
    expect(vaka.conditions).toContain('down')
  })

  it('L723 a comfortable camp: the ✦ stay for the GM to pick, and a level of Exhaustion goes', () => {
    const c = editPc(demo({ 'pc-vaka': state([], 5) }), 'vaka', { exhaustion: 2 })
    const p = plan(
      { 'pc-vaka': [{ activity: 'restore-hp' }] },
      { kind: 'short', camp: ['comfortable'] },
    )
    // [3, 2] + FOR 1 on 5 HP: nothing re-rolled by itself.
    const r = resolve(p, c, { 4: [3, 2] })
    expect(r.outcomes[0]).toMatchObject({ outcome: 'HP 5 → 11' })
    expect(r.outcomes[0]!.detail).toMatch(/comfortable camp: any ✦ may be re-rolled once/)
    expect(r.rerolls).toMatchObject([{ memberId: 'pc-vaka', faces: [3, 2], sides: 4 }])
    // 2 - 2 (short rest) - 1 (comfortable) stops at 0.
    expect(pcOf(r.changes, 'vaka')).toMatchObject({ exhaustion: 0 })
    expect(lines(r)).toContain(
      'The party: Comfortable arrangements: any ✦ re-rolled once when restoring HP; 1 Exhaustion lost',
    )
  })
})

describe('Restore EP: current EP + ✦ + SPI, capped', () => {
  it('adds the die and SPI to the current EP on the sheet', () => {
    const c = editPc(demo(), 'orin', { epCurrent: 0 })
    const r = resolve(plan({ 'pc-orin': [{ activity: 'restore-ep' }] }), c, { 4: [1, 1] })
    expect(r.outcomes[0]).toMatchObject({
      who: 'Orin',
      total: 2,
      outcome: 'EP 0 → 2',
      detail: '✦ 1 + SPI 1 + current EP 0',
    })
    expect(pcOf(r.changes, 'orin')).toMatchObject({ epCurrent: 2 })
  })

  it('stops at EP max', () => {
    const c = editPc(demo(), 'orin', { epCurrent: 2 })
    const r = resolve(plan({ 'pc-orin': [{ activity: 'restore-ep' }] }), c, { 4: [4] })
    expect(r.outcomes[0]).toMatchObject({ outcome: 'EP 2 → 3' })
    expect(r.outcomes[0]!.detail).toMatch(/capped at EP max 3/)
  })

  it('an NPC companion has no EP to restore', () => {
    const p = plan({ 'npc-hound': [{ activity: 'restore-ep' }] }, { members: ['npc-hound'] })
    const r = resolve(p, demo({ 'npc-hound': state([], 11) }))
    expect(r.outcomes[0]!.outcome).toMatch(/no EP/)
  })
})

describe('Repair Plating', () => {
  it("an ally's Plating back to its maximum, ending Shattered", () => {
    const c = demo({ 'pc-vaka': state(['shattered'], 16, { plating: 0 }) })
    const p = plan({ 'pc-orin': [{ activity: 'repair-plating', target: 'pc-vaka' }] })
    const r = resolve(p, c)
    expect(lines(r)).toContain('Orin: Repair Plating for Vaka: Plating 0 → 2; Shattered ended')
    expect(instanceOf(r.changes, 'pc-vaka')).toMatchObject({ plating: 2, conditions: [] })
  })

  it('one’s own, from the sheet’s armor', () => {
    const c = demo({ 'pc-orin': state([], 16, { plating: 1 }) })
    const r = resolve(plan({ 'pc-orin': [{ activity: 'repair-plating' }] }), c)
    expect(instanceOf(r.changes, 'pc-orin')).toMatchObject({ plating: 6 })
  })
})

describe('Exhaustion over the rest', () => {
  it.each<[string, number, 'long' | 'short', number, object, number]>([
    ['a long rest clears 4', 5, 'long', 0, {}, 1],
    ['a short rest clears 2, each activity 2 more', 5, 'short', 1, {}, 1],
    [
      'without the automatic clearing only the activity counts',
      5,
      'short',
      1,
      { restClearsExhaustion: false },
      3,
    ],
    ['never below 0', 1, 'long', 2, {}, 0],
  ])('%s', (_n, before, kind, activities, options, after) => {
    const c = editPc(demo({ 'pc-vaka': state([], 16) }, options), 'vaka', { exhaustion: before })
    const slots = Array.from({ length: activities }, () => ({ activity: 'lose-exhaustion' }))
    const r = resolve(plan({ 'pc-vaka': slots }, { kind, hours: kind === 'long' ? 8 : 3 }), c)
    expect(pcOf(r.changes, 'vaka')!.exhaustion).toBe(after)
    expect(lines(r)).toContain(`Vaka: Exhaustion: Exhaustion ${before} → ${after}`)
  })

  it('at level 7 the sleeper wakes once a level is lost', () => {
    const c = editPc(demo({ 'pc-vaka': state(['unconscious', 'prone'], 16) }), 'vaka', {
      exhaustion: 7,
    })
    const r = resolve(plan({ 'pc-vaka': [] }), c)
    expect(pcOf(r.changes, 'vaka')!.exhaustion).toBe(3)
    expect(instanceOf(r.changes, 'pc-vaka')!.conditions).toEqual(['prone'])
  })

  it('an NPC companion’s Exhaustion mark on its token clears', () => {
    const p = plan({ 'npc-hound': [] }, { members: ['npc-hound'] })
    const r = resolve(p, demo({ 'npc-hound': state(['exhaustion'], 11) }))
    expect(instanceOf(r.changes, 'npc-hound')!.conditions).toEqual([])
  })
})

describe('Crafting: 1 + KNO items, a Crafting check each', () => {
  it('successes go to the inventory merged by name, failures lose nothing', () => {
    const c = editPc(demo(), 'vaka', { inventory: [{ name: 'Rope', count: 2 }] })
    // Vaka: KNO 1, so 2 Ropes (DC 6), Crafting d12 + 1: 5 + 1 = 6 made, 4 + 1 = 5 failed.
    const r = resolve(plan({ 'pc-vaka': [{ activity: 'craft', item: 'rope' }] }), c, { 12: [5, 4] })
    expect(lines(r).slice(0, 3)).toEqual([
      'Vaka: Crafting check DC 6: Rope 1 of 2: made',
      'Vaka: Crafting check DC 6: Rope 2 of 2: failed (no components lost)',
      'Vaka: Inventory: Rope × 2 → 3',
    ])
    expect(r.outcomes[0]).toMatchObject({ total: 6, detail: 'd12 5 +1' })
    const vaka = pcOf(r.changes, 'vaka')!
    expect(vaka.inventory).toEqual([{ name: 'Rope', count: 3 }])
    expect(bluebox.sheet.schema.pc.safeParse(vaka).success).toBe(true)
  })

  it('a new item is a new line; the count asked for is rolled', () => {
    const r = resolve(
      plan({ 'pc-vaka': [{ activity: 'craft', item: 'sana-sphere', count: 1 }] }),
      demo(),
      { 12: [12] },
    )
    expect(pcOf(r.changes, 'vaka')!.inventory).toEqual([{ name: 'Sana Sphere', count: 1 }])
    expect(r.outcomes[0]!.detail).toMatch(/Decisive/)
  })

  it('nothing made, nothing changed on the sheet', () => {
    const r = resolve(
      plan({ 'pc-vaka': [{ activity: 'craft', item: 'payload-canister' }] }),
      demo(),
      {
        12: [2, 3],
      },
    )
    expect(pcOf(r.changes, 'vaka')).toBeUndefined()
  })

  it('Exhaustion weighs on the check as in play', () => {
    const c = editPc(demo(), 'vaka', { exhaustion: 2 })
    const r = resolve(
      plan(
        { 'pc-vaka': [{ activity: 'craft', item: 'rope', count: 1 }] },
        { kind: 'short', hours: 3 },
      ),
      c,
      { 12: [6] },
    )
    // 6 + 1 - 2 = 5 against DC 6.
    expect(r.outcomes[0]).toMatchObject({ total: 5, outcome: 'failed (no components lost)' })
    expect(r.outcomes[0]!.detail).toMatch(/exhaustion 2/)
  })

  it("an NPC companion's crafting is logged, its shared sheet left alone", () => {
    const p = plan(
      { 'npc-sentinel': [{ activity: 'craft', item: 'rope', count: 1 }] },
      { members: ['npc-sentinel'] },
    )
    const r = resolve(p, demo({ 'npc-sentinel': state([], 24) }), { 12: [9] })
    expect(lines(r)).toContain('Rust Sentinel: Inventory: 1 × Rope made: note it by hand')
    expect(r.changes.some((x) => x.kind === 'sheet')).toBe(false)
  })
})

describe('Practice with a weapon', () => {
  it('once is progress 1 of 2 on the sheet', () => {
    const c = editPc(demo(), 'vaka', { weapons: [SLING] })
    const r = resolve(plan({ 'pc-vaka': [{ activity: 'practice-weapon', weapon: 'sling' }] }), c)
    expect(lines(r)[0]).toBe('Vaka: Practice with a weapon: Sling: practice 1/2 toward Practiced')
    expect(pcOf(r.changes, 'vaka')!.weapons[0]).toMatchObject({ practiced: false, practice: 1 })
  })

  it('the second time, across rests, makes it Practiced', () => {
    const c = editPc(demo(), 'vaka', { weapons: [{ ...SLING, practice: 1 }] })
    const r = resolve(plan({ 'pc-vaka': [{ activity: 'practice-weapon', weapon: 'sling' }] }), c)
    const sling = pcOf(r.changes, 'vaka')!.weapons[0]!
    expect(sling.practiced).toBe(true)
    expect(sling.practice).toBeUndefined()
    expect(lines(r)[0]).toMatch(/now Practiced$/)
    expect(bluebox.sheet.schema.pc.safeParse(pcOf(r.changes, 'vaka')).success).toBe(true)
  })

  it('twice in one rest makes it Practiced', () => {
    const c = editPc(demo(), 'vaka', { weapons: [SLING] })
    const slot = { activity: 'practice-weapon', weapon: 'sling' }
    const r = resolve(plan({ 'pc-vaka': [slot, slot] }), c)
    expect(pcOf(r.changes, 'vaka')!.weapons[0]!.practiced).toBe(true)
  })
})

describe('repairs, modules and the boons', () => {
  it('a repaired weapon and a swapped module are logged by name', () => {
    const p = plan({
      'pc-orin': [{ activity: 'repair-tool', target: 'pc-vaka', weapon: 'twin-blades' }],
      'pc-vaka': [{ activity: 'swap-module', weapon: 'twin-blades' }],
    })
    const r = resolve(p, demo())
    expect(lines(r)).toContain('Orin: Repair weapon or Tool for Vaka: Twin blades repaired')
    expect(lines(r)).toContain(
      'Vaka: Swap, remove or install a Tool Module: no Module named on Twin blades',
    )
  })

  it('meditation and map study last until the next rest, the watch only during this one', () => {
    const p = plan(
      {
        'pc-vaka': [
          { activity: 'meditate' },
          { activity: 'study-maps' },
          { activity: 'keep-watch' },
        ],
      },
      { watch: [{ memberId: 'pc-vaka', from: 0, to: 3 }] },
    )
    const r = resolve(p, demo({ 'pc-vaka': state(['hamstrung'], 16, { thp: 4 }) }))
    expect(instanceOf(r.changes, 'pc-vaka')).toMatchObject({
      thp: 0,
      conditions: ['meditated', 'studied-maps'],
    })
    expect(r.outcomes.find((o) => o.what === 'Keep watch')!.detail).toBe('on watch 20:00-23:00')
    expect(lines(r)).toContain('Vaka: THP: THP 4 → 0')
    expect(lines(r)).toContain('Vaka: The rest ends: Hamstrung')
  })

  it('a gift is named; the ally uses the slot', () => {
    const p = plan({
      'pc-vaka': [{ activity: 'gift', target: 'pc-orin' }],
      'pc-orin': [{ activity: 'meditate' }],
    })
    expect(lines(resolve(p, demo()))).toContain(
      'Vaka: Gift your Rest Activity: gives an activity to Orin',
    )
  })

  it('a token with no state yet rests from a fresh one; nothing to change, no change', () => {
    const r = resolve(plan({ 'pc-vaka': [{ activity: 'meditate' }], 'pc-orin': [] }), demo())
    expect(instanceOf(r.changes, 'pc-vaka')).toMatchObject({
      hp: 16,
      plating: 2,
      conditions: ['meditated'],
    })
    expect(instanceOf(r.changes, 'pc-orin')).toBeUndefined()
  })

  it('the dead do not rest', () => {
    const c = demo({
      'pc-vaka': state(['down', 'out'], 0, {
        down: { state: 'dead', instances: 3, successes: 0, failures: 0 },
      }),
    })
    const r = resolve(plan({ 'pc-vaka': [{ activity: 'restore-hp' }] }), c)
    expect(lines(r)[0]).toBe('Vaka: Rest: is dead: the rest does nothing')
    expect(instanceOf(r.changes, 'pc-vaka')).toBeUndefined()
  })

  it('the hidden camp and the alarm’s recorded check are in the log', () => {
    const p = plan(
      { 'pc-vaka': [] },
      {
        camp: ['hidden-camp', 'alarm'],
        alarmCheck: { memberId: 'pc-orin', total: 9, detail: 'd12 9 +0' },
      },
    )
    const r = resolve(p, demo())
    expect(lines(r)).toContain('The party: Hidden camp: checks to find the camp have 1 Flaw')
    expect(lines(r)).toContain(
      'The party: Alarm or trap: set by Orin, Crafting check 9 recorded (an Investigation check must beat it)',
    )
  })
})
