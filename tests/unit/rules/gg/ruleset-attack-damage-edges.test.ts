/**
 * A GG attack's damage as the roll uses it and the log says it: the action's dice and bonus (seed
 * 001 L53 Unarmed 1d4 + SB + PHY, L76 a Weapon adds its Trait, L79 an Overwhelming Blow maximises
 * only the base dice), the roll, pipeline and dying track in words.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { applyDamage } from '../../../../shared/rules/gg/engine/damage'
import { parseDiceExpr, rollDiceExpr } from '../../../../shared/rules/gg/engine/dice-expr'
import { GG_UP } from '../../../../shared/rules/gg/engine/dying'
import { GG_DEFAULT_OPTIONS, resolveGgOptions } from '../../../../shared/rules/gg/engine/options'
import {
  damageOf,
  damageRollText,
  damageTargetOf,
  dyingText,
  pipelineText,
} from '../../../../shared/rules/gg/adapter/ruleset-attack-damage'
import { GgActionSchema } from '../../../../shared/rules/gg/engine/sheet-schema'
import { ARIA, ORC, state } from './fixture'

const O = GG_DEFAULT_OPTIONS
const action = (more: object) => GgActionSchema.parse({ id: 'a', name: 'A', ...more })
const OB = { maximiseBase: true }

describe('damageOf: the dice and bonus of an action', () => {
  it('L76: Aria’s Longsword adds PHY 1: “1d8 + 1 Slashing”', () => {
    const sword = ARIA.actions.find((a) => a.id === 'longsword')!
    expect(damageOf(ARIA, sword, 'weapon', O).damageText).toBe('1d8 + 1 Slashing')
  })

  it('an action with no damage dice deals none; one with no types names none', () => {
    expect(damageOf(ARIA, action({}), 'weapon', O)).toEqual({
      damage: { terms: [], modifier: 0 },
      damageText: null,
    })
    expect(damageOf(ARIA, action({ damage: '1d8' }), 'weapon', O).damageText).toBe('1d8 + 1')
  })

  it('two damage types are named together: “1d6 + 1 Radiant and Cold”', () => {
    const text = damageOf(
      ARIA,
      action({ damage: '1d6', damageTypes: ['radiant', 'cold'] }),
      'weapon',
      O,
    )
    expect(text.damageText).toBe('1d6 + 1 Radiant and Cold')
  })

  it('L53/L79: an Orc’s Unarmed Overwhelming Blow maximises the 1d4: 4 + SB 2 + PHY 3 = 9', () => {
    const fist = action({ kind: 'unarmed', damage: '1d4', damageTypes: ['bludgeoning'] })
    const { damage } = damageOf(ORC, fist, 'unarmed', O)
    expect(rollDiceExpr(damage, scriptedDice({}), OB).total).toBe(9)
  })

  it('GG-Q22 obUnarmedBase off: the Unarmed 1d4 is rolled even on an Overwhelming Blow: 2 + 5 = 7', () => {
    const options = resolveGgOptions({ obUnarmedBase: false })
    const fist = action({ kind: 'unarmed', damage: '1d4', damageTypes: ['bludgeoning'] })
    const { damage } = damageOf(ORC, fist, 'unarmed', options)
    expect(rollDiceExpr(damage, scriptedDice({ 4: [2] }), OB).total).toBe(7)
  })

  it('GG-Q22 obUnarmedBase off leaves a Weapon’s base die maximised: 8 + PHY 3 = 11', () => {
    const options = resolveGgOptions({ obUnarmedBase: false })
    const { damage } = damageOf(ORC, action({ damage: '1d8' }), 'weapon', options)
    expect(rollDiceExpr(damage, scriptedDice({}), OB).total).toBe(11)
  })

  it('L79: an extra fire die on an Unarmed Strike is still rolled: 4 + [d6 3] + 5 = 12', () => {
    const fist = action({ kind: 'unarmed', damage: '1d4 + 1d6!', damageTypes: ['bludgeoning'] })
    const { damage } = damageOf(ORC, fist, 'unarmed', O)
    expect(rollDiceExpr(damage, scriptedDice({ 6: [3] }), OB).total).toBe(12)
  })
})

describe('the damage in words', () => {
  it('the roll: “1d6 [4] + 2 = 6 Radiant and Cold”, and with no types no type words', () => {
    const roll = rollDiceExpr(parseDiceExpr('1d6+2'), scriptedDice({ 6: [4] }))
    expect(damageRollText(roll, ['radiant', 'cold'])).toBe('1d6 [4] + 2 = 6 Radiant and Cold')
    expect(damageRollText(roll, [])).toBe('1d6 [4] + 2 = 6')
  })

  it('two dice are joined: “1d8 [5] + 1d6 [2] + 3 = 10 Fire”', () => {
    const roll = rollDiceExpr(parseDiceExpr('1d8 + 1d6! + 3'), scriptedDice({ 8: [5], 6: [2] }))
    expect(damageRollText(roll, ['fire'])).toBe('1d8 [5] + 1d6 [2] + 3 = 10 Fire')
  })

  it('the pipeline: Aria’s END 2 takes 1 off 7 Slashing, then HP 30 → 24', () => {
    const d = applyDamage(
      { amount: 7, types: ['slashing'] },
      damageTargetOf(ARIA, state(ARIA)),
      undefined,
      O,
    )
    expect(pipelineText(d)).toBe('Endurance 2: Damage Reduction 1: 7 → 6; HP 30 → 24 (6 HP lost)')
  })

  it('the dying track: nothing said when nothing happened', () => {
    expect(dyingText('Aria', 10, { state: { ...GG_UP }, hpAfter: 5, events: [] })).toEqual([])
  })

  it('L111: a Stabilised Aria who takes damage is no longer Stabilised', () => {
    const d = { state: { ...GG_UP, dying: true, unconscious: true, wounded: 2 }, hpAfter: 0 }
    expect(dyingText('Aria', 0, { ...d, events: ['stabilisedLost'] })).toEqual([
      'Aria is no longer Stabilised',
    ])
  })

  it('L106: knocked out of the fight at 0 HP is the fifth Wounded Degree, not massive damage', () => {
    const out = { ...GG_UP, unconscious: true, wounded: 5, outOfFight: true }
    expect(dyingText('Aria', 0, { state: out, hpAfter: 0, events: ['knockedOutOfFight'] })).toEqual(
      ['Aria is Knocked Out of the Fight (Wounded 5)'],
    )
  })
})
