/**
 * Exhaustion gained in play is applied where the level lives (Exhaustion; Down & Out, L840;
 * Poisoned, L978): a PC's on its sheet, an NPC token's on the token, which holds a level (a mark
 * from before levels reads as 1), and R15's penalty reads that level.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import { keptByHandEdit, resolveCheck } from '../../../../shared/rules/bluebox'
import { blueboxDemo, combat, demo, instanceIn, state } from './combat-fixture'

const unseen = { round: 2, inEnemySight: false }

function bleed(c: Campaign, tokenId: string, d4: number) {
  const prompt = combat.prompts!(c, tokenId, 'end', unseen).find((p) => p.source === 'Bleeding')!
  const dice = scriptedDice({ 4: [d4] })
  const rolled = combat.resolvePrompt!(c, tokenId, prompt.data, dice)
  dice.assertDone()
  return rolled
}

describe('L840, going Down raises Exhaustion by one', () => {
  it('on an NPC token: its own level, 2 → 3', () => {
    const c = demo({ 'npc-sentinel': state(['bleeding', 'exhaustion'], 3, { exhaustion: 2 }) })
    // Bleeding's d4 4 (Pure) takes HP 3 to 0: Down, and one more level on the token.
    const rolled = bleed(c, 'npc-sentinel', 4)
    const after = instanceIn(rolled.changes, 'npc-sentinel')
    expect(after).toMatchObject({ hp: 0, exhaustion: 3 })
    expect([...(after?.['conditions'] as string[])].sort()).toEqual([
      'bleeding',
      'down',
      'exhaustion',
    ])
    expect(rolled.outcome.detail).toContain('Rust Sentinel takes 1 level of Exhaustion (2 → 3)')
    expect(rolled.changes.some((x) => x.kind === 'sheet')).toBe(false)
  })

  it("an old campaign's yes/no mark counts as level 1, so going Down makes it 2", () => {
    const c = demo({ 'npc-sentinel': state(['bleeding', 'exhaustion'], 1) })
    const rolled = bleed(c, 'npc-sentinel', 1)
    expect(instanceIn(rolled.changes, 'npc-sentinel')).toMatchObject({ hp: 0, exhaustion: 2 })
  })

  it("on a PC token: the PC's sheet, 2 → 3", () => {
    const c = demo({ 'pc-vaka': state(['bleeding'], 2) })
    c.pcs['vaka'] = { ...c.pcs['vaka']!, exhaustion: 2 }
    const rolled = bleed(c, 'pc-vaka', 2)
    expect(rolled.changes).toContainEqual(
      expect.objectContaining({
        kind: 'sheet',
        id: 'vaka',
        record: expect.objectContaining({ exhaustion: 3 }),
      }),
    )
    expect(instanceIn(rolled.changes, 'pc-vaka')?.['conditions']).toEqual(['bleeding', 'down'])
  })
})

describe("R15, an NPC token's level is its penalty on checks", () => {
  it('Strength (FOR 3 + bonus 3) at Exhaustion 3: d12 7 + 6 - 3 = 10', () => {
    const c = blueboxDemo({ 'npc-sentinel': state(['exhaustion'], 24, { exhaustion: 3 }) })
    const r = resolveCheck(
      c,
      {
        kind: 'check',
        sheet: { kind: 'npc', id: 'sample-rust-sentinel' },
        tokenId: 'npc-sentinel',
        ability: 'strength',
      },
      scriptedDice({ 12: [7] }),
    )
    expect(r.outcome.total).toBe(10)
  })

  it('unticking the mark clears the level: no penalty', () => {
    const c = blueboxDemo({ 'npc-sentinel': state([], 24, { exhaustion: 3 }) })
    const r = resolveCheck(
      c,
      {
        kind: 'check',
        sheet: { kind: 'npc', id: 'sample-rust-sentinel' },
        tokenId: 'npc-sentinel',
        ability: 'strength',
      },
      scriptedDice({ 12: [7] }),
    )
    expect(r.outcome.total).toBe(13)
  })
})

describe('a hand edit keeps what the token holds about conditions still on', () => {
  const inst = {
    ...state(['exhaustion', 'poisoned', 'unmasked']),
    exhaustion: 3,
    saveDCs: { poisoned: 9 },
    since: { unmasked: 100 },
  }
  it('all of it while every condition stays', () => {
    expect(keptByHandEdit(inst, inst.conditions, 500)).toEqual({
      exhaustion: 3,
      saveDCs: { poisoned: 9 },
      since: { unmasked: 100 },
    })
  })
  it('only what belongs to the conditions left on', () => {
    expect(keptByHandEdit(inst, ['poisoned'], 500)).toEqual({ saveDCs: { poisoned: 9 } })
  })
  it('Unmasked ticked on by hand begins now on the party clock', () => {
    expect(keptByHandEdit(state([]), ['unmasked'], 500)).toEqual({ since: { unmasked: 500 } })
  })
})
