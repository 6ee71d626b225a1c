/**
 * Barrier Points gained at the edges (seed 001 L113–117, GG-090/091/092): the choice when old and
 * new are equal, the words the GM reads for each way a gain goes, the 0 HP note, and the refusals
 * before anything is gained.
 */
import { describe, expect, it } from 'vitest'
import { barrierChoiceNeeded } from '../../../../shared/rules/gg/adapter/ruleset-rolls-barrier'
import { ARIA, GOBLIN, ggCampaign, instanceIn, roll, state, token } from './fixture'
import { GG_UP } from '../../../../shared/rules/gg/engine/dying'

const gain = (amount: number, more: object = {}) => ({
  kind: 'check',
  barrierFor: 'aria',
  amount,
  ...more,
})

const withState = (more: object, options: object = {}) => {
  const c = ggCampaign(options)
  c.tokens.aria!.instance = state(ARIA, more)
  return c
}

describe('barrierChoiceNeeded (GG-091, seed 001 L116)', () => {
  it('none held: nothing to decide, the new ones are taken', () => {
    expect(barrierChoiceNeeded(0, 8, 'ask')).toEqual({ ask: false, choice: 'replace' })
    expect(barrierChoiceNeeded(0, 8, 'keepHigher')).toEqual({ ask: false, choice: 'replace' })
  })

  it('some held and the table asks: the GM is asked; the higher is the suggested choice', () => {
    // 5 held, 8 offered: 8 > 5 → replace; 9 held: 8 > 9 is false → keep.
    expect(barrierChoiceNeeded(5, 8, 'ask')).toEqual({ ask: true, choice: 'replace' })
    expect(barrierChoiceNeeded(9, 8, 'ask')).toEqual({ ask: true, choice: 'keep' })
    // 1 held is "some" (L116: "has BP"): still asked.
    expect(barrierChoiceNeeded(1, 8, 'ask').ask).toBe(true)
  })

  it('keepHigher: an offer equal to what is held keeps the old ones (8 > 8 is false)', () => {
    expect(barrierChoiceNeeded(8, 8, 'keepHigher')).toEqual({ ask: false, choice: 'keep' })
    expect(barrierChoiceNeeded(8, 8, 'ask')).toEqual({ ask: true, choice: 'keep' })
    expect(barrierChoiceNeeded(7, 8, 'keepHigher')).toEqual({ ask: false, choice: 'replace' })
  })
})

describe('a barrier gained, as the GM reads it (GG-090/091, seed 001 L115–116)', () => {
  it('none held: gains them, the whole outcome and the change', () => {
    const c = withState({ hp: 12 })
    const out = roll(c, gain(6, { source: 'Shield' }), {})
    expect(out.outcome).toEqual({
      who: 'Aria',
      what: 'Barrier Points',
      total: null,
      outcome: 'gained',
      detail: 'Aria gains 6 Barrier Points from Shield (BP 0 → 6; they never add up, GG-091)',
    })
    expect(out.label).toBe('Aria: Barrier Points')
    // The rest of her state is kept: only bp changes (0 → 6), hp stays 12.
    expect(out.changes).toEqual([
      { kind: 'instance', tokenId: 'aria', instance: { ...state(ARIA, { hp: 12 }), bp: 6 } },
    ])
  })

  it('no source named: no " from …" in the line', () => {
    const out = roll(withState({}), gain(4), {})
    expect(out.outcome.detail).toBe(
      'Aria gains 4 Barrier Points (BP 0 → 4; they never add up, GG-091)',
    )
  })

  it('GM keeps the old ones: kept, no change, and no "table keeps the higher" (the GM chose)', () => {
    const out = roll(withState({ bp: 5 }), gain(8, { choice: 'keep', source: 'Ward' }), {})
    expect(out.outcome.outcome).toBe('kept')
    expect(out.outcome.detail).toBe(
      'Aria keeps 5 Barrier Points, not the 8 from Ward (BP 5 → 5; they never add up, GG-091)',
    )
    expect(out.changes).toEqual([])
  })

  it('GM takes the new ones even when lower: 9 held, 3 offered → 3 (replace, never 12)', () => {
    const out = roll(withState({ bp: 9 }), gain(3, { choice: 'replace' }), {})
    expect(out.outcome.outcome).toBe('gained')
    expect(instanceIn(out.changes, 'aria')?.bp).toBe(3)
    expect(out.outcome.detail).toBe(
      'Aria replaces 9 Barrier Points with 3 (BP 9 → 3; they never add up, GG-091)',
    )
  })

  it('keepHigher says the table chose: 9 held vs 8 → kept 9; 5 held vs 8 → 8', () => {
    const kept = roll(withState({ bp: 9 }, { bpGain: 'keepHigher' }), gain(8), {})
    expect(kept.outcome.outcome).toBe('kept')
    expect(kept.outcome.detail).toBe(
      'Aria keeps 9 Barrier Points, not the 8 (BP 9 → 9; they never add up, GG-091); the table keeps the higher',
    )
    const up = roll(withState({ bp: 5 }, { bpGain: 'keepHigher' }), gain(8), {})
    expect(up.outcome.outcome).toBe('gained')
    expect(up.outcome.detail).toBe(
      'Aria replaces 5 Barrier Points with 8 (BP 5 → 8; they never add up, GG-091); the table keeps the higher',
    )
  })

  it('keepHigher with none held: simply gained, no "table keeps the higher"', () => {
    const out = roll(withState({}, { bpGain: 'keepHigher' }), gain(8), {})
    expect(out.outcome.detail).toBe(
      'Aria gains 8 Barrier Points (BP 0 → 8; they never add up, GG-091)',
    )
  })

  it('a choice given when none is held is not needed: 0 held, "keep" still gains the 7', () => {
    // L116's choice is only for a Character that "has BP"; with 0 there is nothing to keep.
    const out = roll(withState({}), gain(7, { choice: 'keep' }), {})
    expect(instanceIn(out.changes, 'aria')?.bp).toBe(7)
    expect(out.outcome.outcome).toBe('gained')
  })

  it('the refusal when asked names both numbers (5 held, 8 offered)', () => {
    expect(() => roll(withState({ bp: 5 }), gain(8), {})).toThrow(
      'Aria already has 5 Barrier Points: say whether it keeps them or takes the 8 new ones (they never add up, GG-091).',
    )
  })
})

describe('Barrier Points at 0 HP (GG-092, seed 001 L117)', () => {
  const NOTE = 'Barrier Points do not wake or Stabilise a being at 0 HP (GG-092)'

  it('gained at 0 HP: noted that they do not wake her, and she stays Dying', () => {
    const dying = { ...GG_UP, unconscious: true, dying: true }
    const out = roll(withState({ hp: 0, dying }), gain(5), {})
    expect(out.outcome.detail).toBe(
      `Aria gains 5 Barrier Points (BP 0 → 5; they never add up, GG-091); ${NOTE}`,
    )
    expect(instanceIn(out.changes, 'aria')).toMatchObject({ hp: 0, bp: 5, dying })
  })

  it('at 1 HP no such note; at 0 HP with 0 BP gained neither note nor change', () => {
    expect(roll(withState({ hp: 1 }), gain(5), {}).outcome.detail).not.toContain('GG-092')
    const none = roll(withState({ hp: 0 }), gain(0), {})
    expect(none.outcome.detail).not.toContain('GG-092')
    expect(none.changes).toEqual([])
  })
})

describe('a barrier refused before anything is gained', () => {
  it('the dead: "a barrier cannot help"', () => {
    const c = withState({ hp: 0, dying: { ...GG_UP, dead: true } })
    expect(() => roll(c, gain(5), {})).toThrow('Aria is dead; a barrier cannot help.')
  })

  it('no such token', () => {
    expect(() => roll(ggCampaign(), gain(5, { barrierFor: 'nobody' }), {})).toThrow(
      'There is no token with the id "nobody" on any map.',
    )
  })

  it('a token with no stat block says why it matters here', () => {
    const c = ggCampaign()
    c.tokens.orc = { ...c.tokens.orc!, npcId: 'gone' }
    expect(() => roll(c, gain(5, { barrierFor: 'orc' }), {})).toThrow(
      'Orc has no stat block, so it has no Barrier Points to keep. Link it to an NPC or PC from the library first.',
    )
  })

  it('a token with a state of its own is read from it, not from a fresh one (Goblin, 2 HP)', () => {
    const c = ggCampaign()
    c.npcs.goblin = GOBLIN
    c.tokens.gob = token(
      'gob',
      'Goblin',
      { kind: 'npc', id: 'goblin' },
      { q: 1, r: 1 },
      {
        ...state(GOBLIN, { hp: 2, bp: 3 }),
      },
    )
    const out = roll(c, gain(4, { barrierFor: 'gob', choice: 'replace' }), {})
    expect(instanceIn(out.changes, 'gob')).toMatchObject({ hp: 2, bp: 4 })
  })
})
