/**
 * A sheet's check as the log words it at its edges: Flaw dice, a negative stat, Exhaustion, no DC,
 * and a request that cannot be rolled (seed 000: Stats, Abilities, & Checks; Edge & Flaw;
 * Exhaustion L856).
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice, type ScriptedFaces } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import { parseRollRequest, RollRefused } from '../../../../shared/rules'
import { bluebox, blueboxDemo, demo } from './combat-fixture'

const resolve = (c: Campaign, request: unknown, faces: ScriptedFaces) => {
  const dice = scriptedDice(faces)
  // Main reads a request with the ruleset's schema before the ruleset resolves it.
  const out = bluebox.rolls.resolve(parseRollRequest(bluebox.rolls.schema, request), c, dice)
  dice.assertDone()
  return out
}
const vakaSave = { kind: 'check', sheet: { kind: 'pc', id: 'vaka' }, tokenId: 'pc-vaka' }

describe('a check in the log', () => {
  it('Flaw dice come off the d12; with no DC the total is the result, shown to the table for a PC', () => {
    // Vaka's DEX is +2; two Flaw d4 show 3 and 1: 7 − (3 + 1) + 2 = 5.
    const out = resolve(demo(), { ...vakaSave, save: 'DEX', flaw: 2 }, { 12: [7], 4: [3, 1] })
    expect(out.outcome).toMatchObject({ who: 'Vaka', what: 'DEX save', total: 5, outcome: '5' })
    expect(out.outcome.detail).toMatch(/^d12 7 − Flaw 3\+1 \+2(;|$)/)
    expect(out.outcome.public).toEqual({ what: 'DEX save', total: 5, outcome: '' })
  })

  it('a negative stat reads with its own sign', () => {
    // The Rust Sentinel's DEX is −1: 7 − 1 = 6.
    const out = resolve(
      demo(),
      { kind: 'check', sheet: { kind: 'npc', id: 'sample-rust-sentinel' }, save: 'DEX' },
      { 12: [7] },
    )
    expect(out.outcome).toMatchObject({ total: 6, detail: 'd12 7 -1' })
  })

  it("a PC's Exhaustion is taken off a check and named", () => {
    // Exhaustion (L868-871): level 2 subtracts 2 from ability checks. Vaka's Acrobatics is DEX 2
    // plus her sheet's ability bonus 1: 7 + 3 − 2 = 8.
    const c = demo()
    c.pcs['vaka'] = { ...c.pcs['vaka']!, exhaustion: 2 } as never
    const out = resolve(c, { ...vakaSave, ability: 'acrobatics' }, { 12: [7] })
    expect(out.outcome.total).toBe(8)
    expect(out.outcome.detail).toMatch(/^d12 7 \+3 − exhaustion 2(;|$)/)
  })
})

describe('a request that cannot be rolled', () => {
  it('names the field and what is wrong with it', () => {
    expect(() => resolve(demo(), { kind: 'check', sheet: { kind: 'pc', id: 'vaka' } }, {})).toThrow(
      new RollRefused('This roll cannot be made: ability: name one ability or one save.'),
    )
  })

  it('one with no field at fault says only what is wrong', () => {
    let message = ''
    try {
      resolve(demo(), 'roll a d12', {})
    } catch (err) {
      message = (err as Error).message
    }
    expect(message.startsWith('This roll cannot be made: ')).toBe(true)
    // No empty field name before the reason.
    expect(message).not.toMatch(/made: : /)
  })

  it('resolving a check that names neither ability nor save is refused', async () => {
    const { resolveCheck } = await import('../../../../shared/rules/bluebox/adapter/ruleset-rolls')
    expect(() =>
      resolveCheck(
        blueboxDemo(),
        { kind: 'check', sheet: { kind: 'pc', id: 'vaka' } },
        scriptedDice({}),
      ),
    ).toThrow('say which ability or save to roll')
  })
})
