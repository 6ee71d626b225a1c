import { describe, expect, it } from 'vitest'
import { recordingDice, scriptedDice } from '../../../../shared/dice'
import {
  attackSetup,
  replayDamage,
  resolveAttack,
  type AttackInput,
} from '../../../../shared/rules/gg/engine/attack'
import { parseDiceExpr, rollDiceExpr } from '../../../../shared/rules/gg/engine/dice-expr'
import { GG_DEFAULT_OPTIONS } from '../../../../shared/rules/gg/engine/options'

// Seed 001 line numbers are cited as L<n>.

describe('attackSetup: the reasons a GM reads, and what leaves the roll alone', () => {
  it('L47: an unseen target is at Disadvantage, and is assumed to be where the attacker aimed', () => {
    const s = attackSetup({ attackerSeesTarget: false }, false)
    expect(s.advantage).toBe('disadvantage')
    expect(s.reasons).toEqual(['cannot see the target: Disadvantage'])
    // Only a target known to be elsewhere is an automatic miss; nothing said means it is there.
    expect(s.autoMiss).toBe(false)
  })

  it('L48: a target that cannot see the attacker gives Advantage, in words', () => {
    const s = attackSetup({ targetSeesAttacker: false }, false)
    expect(s.advantage).toBe('advantage')
    expect(s.reasons).toEqual(['the target cannot see the attacker: Advantage'])
  })

  it('L51: range bands are for ranged attacks only; a melee attack at 30 m of a 24/96 bow is normal', () => {
    const s = attackSetup({ distance: 30, baseRange: 24, longRange: 96 }, false)
    expect([s.advantage, s.reasons]).toEqual(['normal', []])
  })

  it('L51: the same ranged attack at 30 m (beyond Base 24, within Long 96) is at Disadvantage', () => {
    const s = attackSetup({ distance: 30, baseRange: 24, longRange: 96 }, true)
    expect([s.advantage, s.reasons]).toEqual(['disadvantage', ['beyond Base Range: Disadvantage']])
  })

  it('L51: without a distance, or without a Base Range, no range band is applied', () => {
    expect(attackSetup({ baseRange: 24, longRange: 96 }, true).advantage).toBe('normal')
    expect(attackSetup({ distance: 30 }, true).advantage).toBe('normal')
  })
})

describe('GG-Q20 stacking an Overwhelming Blow under a Critical Hit (L45, L46, L78, L79)', () => {
  // 1d8 weapon, no Trait or SB on the roll or damage: TTV = the natural d20.
  const sword = (ht: number, kind: AttackInput['kind'] = 'weapon'): AttackInput => ({
    kind,
    trait: 0,
    sb: 0,
    trained: false,
    ht,
    damage: parseDiceExpr('1d8'),
  })
  const stack = { ...GG_DEFAULT_OPTIONS, obCritStack: 'stack' as const }

  it('natural 20 against HT 15 (margin exactly 5): base die maximised 8, plus crit max 8 = 16', () => {
    const dice = scriptedDice({ 20: [20] })
    const r = resolveAttack(sword(15), dice, stack)
    dice.assertDone() // no d8 thrown: the base die is maximised (L79)
    expect([r.outcome, r.amount]).toEqual(['critical', 16])
  })

  it('natural 20 against HT 16 (margin 4): no Overwhelming Blow to stack, so 3 + 8 = 11', () => {
    const r = resolveAttack(sword(16), scriptedDice({ 20: [20], 8: [3] }), stack)
    expect([r.outcome, r.amount]).toEqual(['critical', 11])
  })

  it('a spell never scores an Overwhelming Blow (L45), so a natural 20 at margin 10 is 3 + 8 = 11', () => {
    const r = resolveAttack(sword(10, 'spell'), scriptedDice({ 20: [20], 8: [3] }), stack)
    expect([r.outcome, r.amount]).toEqual(['critical', 11])
  })

  it('with the default (no stacking) a weapon crit at margin 10 is 3 + 8 = 11', () => {
    const r = resolveAttack(sword(10), scriptedDice({ 20: [20], 8: [3] }))
    expect([r.outcome, r.amount]).toEqual(['critical', 11])
  })
})

describe('the parts of an attack roll the table shows', () => {
  it('the d20 is the “To hit” part carrying the total, the damage die the “Damage” part', () => {
    // TTV 15 against HT 14 is a plain hit (margin 1), so the d8 is thrown, not maximised.
    const dice = recordingDice(scriptedDice({ 20: [15], 8: [5] }))
    resolveAttack(
      { kind: 'weapon', trait: 0, sb: 0, trained: false, ht: 14, damage: parseDiceExpr('1d8') },
      dice,
    )
    dice.take()
    expect(dice.parts()).toEqual([
      { label: 'To hit', total: true, count: 1 },
      { label: 'Damage', count: 1 },
    ])
  })
})

describe('GG-072 / L77: one Damage Roll shared by several targets', () => {
  // GG-073's example: 1d8 + 3 with an extra 1d6 fire die, the d8 showing 5 and the d6 showing 2.
  const expr = parseDiceExpr('1d8 + 1d6! + 3')
  const shared = rollDiceExpr(expr, scriptedDice({ 8: [5], 6: [2] }))

  it('a plain hit reads the same faces: 5 + 2 + 3 = 10', () => {
    expect(shared.total).toBe(10)
    expect(replayDamage(expr, shared, {}).total).toBe(10)
  })

  it('a Critical Hit target adds each die’s maximum to the same faces: 5 + 2 + (8 + 6) + 3 = 24', () => {
    expect(replayDamage(expr, shared, { critAddMax: true }).total).toBe(24)
  })

  it('an Overwhelming Blow target maximises the base d8 and keeps the d6’s 2: 8 + 2 + 3 = 13', () => {
    expect(replayDamage(expr, shared, { maximiseBase: true }).total).toBe(13)
  })
})
