/**
 * Blue Box conditions through the tracker's own steps (Next Turn, timers, the checklist): how long
 * a timed condition lasts and what its bearer's turn boundaries do meanwhile.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice, type ScriptedFaces } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import {
  endTurnIfHealedSelf,
  followTurnDelay,
  nextTurn,
  resolveItem,
  setTimedCondition,
  type TurnContextSource,
} from '../../../../shared/play/combat'
import { demo, inFight, state } from '../../rules/bluebox/combat-fixture'

const unseen: TurnContextSource = { inEnemySight: () => false }

/** Next Turn `times` times. */
function next(c: Campaign, times = 1): Campaign {
  let out = c
  for (let i = 0; i < times; i++) out = nextTurn(out, unseen).campaign
  return out
}

/** Roll the only waiting item of `source` on `tokenId` with scripted dice. */
function roll(c: Campaign, tokenId: string, source: string, faces: ScriptedFaces): Campaign {
  const items = c.combat!.items.filter((i) => i.tokenId === tokenId && i.source === source)
  expect(items).toHaveLength(1)
  const dice = scriptedDice(faces)
  const out = resolveItem(c, items[0]!.id, dice).campaign
  dice.assertDone()
  return out
}

const hp = (c: Campaign, id: string) => (c.tokens[id]!.instance as { hp: number }).hp
const conditions = (c: Campaign, id: string) =>
  (c.tokens[id]!.instance as { conditions: string[] }).conditions
const itemsOf = (c: Campaign, id: string, source: string) =>
  c.combat!.items.filter((i) => i.tokenId === id && i.source === source)

describe('"N rounds" lasts through the end of the bearer\'s Nth turn from now', () => {
  // Order: Vaka (current, round 2), Orin, Sentinel.
  const fight = () =>
    inFight(demo({ 'pc-vaka': state([], 16), 'pc-orin': state([], 16), 'npc-sentinel': state([]) }))

  it("L813, Bleeding for 1 round given on someone else's turn bleeds once", () => {
    // Given on Vaka's turn to Orin: Orin's next turn is its 1st from now; Bleeding deals "a d4
    // of Pure damage at the end of each of your turns", so Orin's end asks for 1d4 Pure once.
    let c = setTimedCondition(fight(), 'pc-orin', 'bleeding', true, { kind: 'rounds', rounds: 1 })
    c = next(c) // Vaka ends, Orin starts: nothing yet
    expect(itemsOf(c, 'pc-orin', 'Bleeding')).toEqual([])
    c = next(c) // Orin ends: it bleeds, then the round is over for Bleeding
    expect(conditions(c, 'pc-orin')).not.toContain('bleeding')
    c = roll(c, 'pc-orin', 'Bleeding', { 4: [3] })
    expect(hp(c, 'pc-orin')).toBe(16 - 3)
    c = next(c, 3) // Sentinel, Vaka, Orin's next turn ends: no more bleeding
    expect(itemsOf(c, 'pc-orin', 'Bleeding')).toEqual([])
  })

  it('L813, Bleeding for 2 rounds given on its own turn bleeds at the end of its next 2 turns', () => {
    let c = setTimedCondition(fight(), 'pc-vaka', 'bleeding', true, { kind: 'rounds', rounds: 2 })
    c = next(c) // Vaka's own turn ends: Bleeding bleeds (it is on), but that turn is not counted
    expect(itemsOf(c, 'pc-vaka', 'Bleeding')).toHaveLength(1)
    c = roll(c, 'pc-vaka', 'Bleeding', { 4: [1] })
    c = next(c, 3) // round 3: Vaka's 1st turn from now ends
    expect(conditions(c, 'pc-vaka')).toContain('bleeding')
    c = roll(c, 'pc-vaka', 'Bleeding', { 4: [2] })
    c = next(c, 3) // round 4: its 2nd ends; it bleeds a last time and Bleeding ends
    expect(conditions(c, 'pc-vaka')).not.toContain('bleeding')
    c = roll(c, 'pc-vaka', 'Bleeding', { 4: [4] })
    expect(hp(c, 'pc-vaka')).toBe(16 - 1 - 2 - 4)
    expect(c.combat!.log.map((l) => l.text)).toContain(
      "Bleeding on Vaka ends (the end of Vaka's turn)",
    )
  })
})

describe('L978, Poisoned: one FOR save at the end of each turn, with the DC the GM gave', () => {
  const fight = () =>
    inFight(demo({ 'pc-vaka': state([], 16), 'pc-orin': state([], 16), 'npc-sentinel': state([]) }))

  it('a "save ends" Poisoned asked at the start still saves once, at the end', () => {
    // The GM picked "a DEX save at the start": Poisoned's own save is FOR at the end of the turn.
    let c = setTimedCondition(fight(), 'pc-orin', 'poisoned', true, {
      kind: 'save',
      at: 'start',
      save: 'DEX',
      dc: 8,
    })
    c = next(c) // Orin's turn starts: no save
    expect(c.combat!.items).toEqual([])
    c = next(c) // Orin's turn ends: one save
    expect(c.combat!.items.map((i) => i.text)).toEqual(['FOR save DC 8; a success ends it'])
    // d12 3 + FOR 2 = 5 < 8: d4 2 Pure (HP 16 → 14) and 1 level of Exhaustion on Orin's sheet.
    c = roll(c, 'pc-orin', 'Poisoned', { 12: [3], 4: [2] })
    expect(hp(c, 'pc-orin')).toBe(14)
    expect(c.pcs['orin']!['exhaustion']).toBe(1)
    expect(conditions(c, 'pc-orin')).toContain('poisoned')
    c = next(c, 3) // Orin's next turn ends: the same save, not asked again
    expect(itemsOf(c, 'pc-orin', 'Poisoned').map((i) => i.text)).toEqual([
      'FOR save DC 8; a success ends it',
    ])
    // d12 9 + 2 = 11 >= 8: saved; the GM's "save ends" takes Poisoned off, and its timer.
    c = roll(c, 'pc-orin', 'Poisoned', { 12: [9] })
    expect(conditions(c, 'pc-orin')).not.toContain('poisoned')
    expect(c.combat!.timers).toEqual([])
    c = next(c, 3)
    expect(itemsOf(c, 'pc-orin', 'Poisoned')).toEqual([])
    expect(c.combat!.log.filter((l) => l.text.startsWith('Poisoned on Orin ends'))).toEqual([])
  })

  it('a DC given with Poisoned is kept on the token and used every turn; an NPC gains levels', () => {
    let c = setTimedCondition(fight(), 'npc-sentinel', 'poisoned', true, undefined, undefined, 9)
    c = next(c, 3) // the Sentinel's turn ends
    expect(itemsOf(c, 'npc-sentinel', 'Poisoned').map((i) => i.text)).toEqual(['FOR save DC 9'])
    // d12 2 + FOR 3 = 5 < 9: d4 3 Pure, HP 16 → 13, Exhaustion level 1 on the token.
    c = roll(c, 'npc-sentinel', 'Poisoned', { 12: [2], 4: [3] })
    expect(hp(c, 'npc-sentinel')).toBe(13)
    expect(c.tokens['npc-sentinel']!.instance).toMatchObject({ exhaustion: 1 })
    c = next(c, 3) // its next turn ends: DC 9 again
    expect(itemsOf(c, 'npc-sentinel', 'Poisoned').map((i) => i.text)).toEqual(['FOR save DC 9'])
    c = roll(c, 'npc-sentinel', 'Poisoned', { 12: [4], 4: [1] }) // 4 + 3 = 7 < 9
    expect(hp(c, 'npc-sentinel')).toBe(12)
    expect(c.tokens['npc-sentinel']!.instance).toMatchObject({ exhaustion: 2 })
  })
})

describe('L823, Dazed during its own turn: "their next (or current) turn is delayed"', () => {
  const fight = () =>
    inFight(demo({ 'pc-vaka': state([], 16), 'pc-orin': state([], 16), 'npc-sentinel': state([]) }))
  const log = (c: Campaign) => c.combat!.log.map((l) => l.text)

  it.each([
    ['until removed', undefined],
    ["until the end of Vaka's next turn", { kind: 'turn', at: 'end', of: 'pc-vaka' } as const],
  ])('Dazed %s: the current turn resumes at the end of the round, then Dazed ends', (_n, until) => {
    // Order: Vaka (current), Orin, Sentinel. Vaka is Dazed during its own turn.
    let c = followTurnDelay(setTimedCondition(fight(), 'pc-vaka', 'dazed', true, until), unseen)
    expect(c.combat!.currentId).toBe('pc-orin')
    expect(log(c)).toContain("Vaka's turn moves to the end of the round (it resumes there)")
    c = next(c) // Sentinel
    expect(c.combat!.currentId).toBe('npc-sentinel')
    c = next(c) // Vaka's delayed turn, at the end of the round, still Dazed
    expect(c.combat!.currentId).toBe('pc-vaka')
    expect(c.combat!.round).toBe(2)
    expect(log(c)).toContain('Vaka: turn resumes')
    expect(conditions(c, 'pc-vaka')).toContain('dazed')
    c = next(c) // "Afterwards, they return to their position": round 3 starts with Vaka, not Dazed
    expect(conditions(c, 'pc-vaka')).not.toContain('dazed')
    expect(c.combat!.round).toBe(3)
    expect(c.combat!.currentId).toBe('pc-vaka')
    c = next(c, 6)
    expect(c.combat!.timers).toEqual([])
    expect(log(c).filter((l) => l.startsWith('Dazed on Vaka ends'))).toEqual([])
  })

  it('a turn already put back this round is not moved again', () => {
    let c = followTurnDelay(setTimedCondition(fight(), 'pc-vaka', 'dazed', true), unseen)
    c = next(c, 2) // Vaka resumes
    expect(followTurnDelay(c, unseen)).toBe(c)
  })
})

describe('L1036, Unmasked past 6 hours: 1d4 Pure every 6 seconds (each round)', () => {
  // Vaka (current, round 2), Orin, Sentinel; no clock yet reads day 1, 08:00.
  const unmasked = (more: string[] = []) => {
    let c = inFight(
      demo({ 'pc-vaka': state([], 16), 'pc-orin': state(more, 16), 'npc-sentinel': state([]) }),
    )
    c = setTimedCondition(c, 'pc-orin', 'unmasked', true)
    return c
  }
  const at = (c: Campaign, hour: number): Campaign => ({ ...c, clock: { day: 1, hour } })

  it('within 6 hours on the party clock: only its SPI save', () => {
    const c = next(at(unmasked(), 13)) // Orin's turn starts five hours on
    expect(itemsOf(c, 'pc-orin', 'Unmasked').map((i) => i.text)).toEqual(['SPI save DC 6'])
  })

  it('the clock moved on 6 hours: from the next round on it deals 1d4 Pure', () => {
    // Given in round 2 at 08:00; the clock reads 14:00. Orin's turn in round 2 is exactly six
    // hours on ("more than (6) hours" is not yet met); its turn in round 3 is 6 seconds more.
    let c = next(at(unmasked(), 14))
    expect(itemsOf(c, 'pc-orin', 'Unmasked').map((i) => i.text)).toEqual(['SPI save DC 6'])
    c = next(c, 3)
    expect(
      itemsOf(c, 'pc-orin', 'Unmasked')
        .filter((i) => i.round === 3)
        .map((i) => i.text),
    ).toEqual(['SPI save DC 6', '1d4 Pure damage'])
    const damage = c.combat!.items.find((i) => i.text === '1d4 Pure damage')!
    const dice = scriptedDice({ 4: [3] })
    c = resolveItem(c, damage.id, dice).campaign
    expect(hp(c, 'pc-orin')).toBe(16 - 3)
  })

  it('paused while the being also has Stasis', () => {
    const c = next(at(unmasked(['stasis']), 14), 4)
    expect(itemsOf(c, 'pc-orin', 'Unmasked').map((i) => i.text)).not.toContain('1d4 Pure damage')
  })
})

describe('L843, "If you heal yourself, and end these conditions, your turn ends"', () => {
  const down = { down: { state: 'down', instances: 1, successes: 0, failures: 0 } }
  const fight = () =>
    inFight(
      demo({
        'pc-vaka': state(['down'], 0, down),
        'pc-orin': state(['down'], 0, down),
        'npc-sentinel': state([]),
      }),
    )
  /** The campaign with a token's HP raised by hand and Down taken off (healing applied). */
  const healed = (c: Campaign, id: string, hpNow: number): Campaign => {
    const t = c.tokens[id]!
    const instance = { hp: hpNow, thp: 0, plating: 0, conditions: [] }
    return { ...c, tokens: { ...c.tokens, [id]: { ...t, instance } } }
  }

  it('Vaka heals itself out of Down on its own turn: its turn ends, logged, and Orin goes', () => {
    const before = fight()
    const after = endTurnIfHealedSelf(before, healed(before, 'pc-vaka', 4), 'pc-vaka', unseen)
    expect(after.combat!.currentId).toBe('pc-orin')
    expect(after.combat!.acted).toContain('pc-vaka')
    expect(after.combat!.log.map((l) => l.text)).toContain(
      'Vaka healed itself out of its down state: its turn ends',
    )
  })

  it('healing someone else, or oneself still at 0 HP, leaves the turn as it is', () => {
    const before = fight()
    const other = healed(before, 'pc-orin', 4)
    expect(endTurnIfHealedSelf(before, other, 'pc-orin', unseen)).toBe(other)
    const still = { ...healed(before, 'pc-vaka', 0) }
    expect(endTurnIfHealedSelf(before, still, 'pc-vaka', unseen)).toBe(still)
  })

  it('a being not down before is not lifted out of anything: its turn goes on', () => {
    const up = inFight(demo({ 'pc-vaka': state([], 5), 'pc-orin': state([], 16) }))
    const more = healed(up, 'pc-vaka', 9)
    expect(endTurnIfHealedSelf(up, more, 'pc-vaka', unseen)).toBe(more)
  })

  it('out of a running fight, or for a token gone from the map, nothing ends', () => {
    const before = fight()
    const after = healed(before, 'pc-vaka', 4)
    const over = { ...after, combat: null }
    expect(endTurnIfHealedSelf({ ...before, combat: null }, over, 'pc-vaka', unseen)).toBe(over)
    const paused = { ...after, combat: { ...after.combat!, phase: 'initiative' as const } }
    expect(endTurnIfHealedSelf(before, paused, 'pc-vaka', unseen)).toBe(paused)
    const { ['pc-vaka']: _gone, ...rest } = after.tokens
    const gone = { ...after, tokens: rest }
    expect(endTurnIfHealedSelf(before, gone, 'pc-vaka', unseen)).toBe(gone)
  })

  it('a turn taken as a group goes on for the others: healing oneself in it ends nothing', () => {
    const before = fight()
    const grouped = (c: Campaign): Campaign => ({
      ...c,
      combat: {
        ...c.combat!,
        order: c.combat!.order.map((o) =>
          o.id === 'pc-vaka' || o.id === 'pc-orin' ? { ...o, groupId: 'party' } : o,
        ),
      },
    })
    const after = grouped(healed(before, 'pc-vaka', 4))
    expect(endTurnIfHealedSelf(grouped(before), after, 'pc-vaka', unseen)).toBe(after)
  })
})
