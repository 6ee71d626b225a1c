import { describe, expect, it } from 'vitest'
import {
  HARBOUR_SMUGGLER,
  RUST_SENTINEL,
  SCRAP_HOUND,
} from '../../../../shared/rules/bluebox/engine/sample-npcs'
import { PcRecordSchema, type Weapon } from '../../../../shared/rules/bluebox/engine/sheet-schema'
import {
  attackOdds,
  checkChance,
  hitChance,
  resolveAttack,
  rollCheck,
  rollSave,
  saveChance,
  scriptedDice,
  type AttackInput,
  type Defender,
} from '../../../../shared/rules/bluebox'
import {
  attackModifier,
  damageModifierOf,
  hpAtCreationRoll,
} from '../../../../shared/rules/bluebox/engine/statblock'
import {
  attackEdgeFlawFor,
  attackInputFor,
  checkInputFor,
  defenderFrom,
  saveInputFor,
} from '../../../../shared/rules/bluebox/engine/sheet-rolls'

const weapon = (block: { weapons: Weapon[] }, id: string): Weapon => {
  const w = block.weapons.find((x) => x.id === id)
  if (w === undefined) throw new Error(`no weapon ${id}`)
  return w
}

describe('checkInputFor feeds rollCheck (Roll Types & Modifiers, Ability Checks)', () => {
  it('a level-5 NPC Strength check: d12 7 + FOR 3 + bonus 3 = 13; with 1 Edge d4 2 -> 15', () => {
    const input = checkInputFor(RUST_SENTINEL, 'strength')
    expect(input).toEqual({ modifier: 6, practiced: false, edge: 0, flaw: 0, exhaustion: 0 })
    const dice = scriptedDice({ 12: [7] })
    expect(rollCheck(input, dice).total).toBe(13)
    dice.assertDone()
    const withEdge = scriptedDice({ 12: [7], 4: [2] })
    expect(rollCheck(checkInputFor(RUST_SENTINEL, 'strength', { edge: 1 }), withEdge).total).toBe(
      15,
    )
    withEdge.assertDone()
  })

  it('a Practiced Grapple rerolls the 1 once: 1 -> 9, + FOR 3 + bonus 2 = 14', () => {
    const dice = scriptedDice({ 12: [1, 9] })
    const r = rollCheck(checkInputFor(RUST_SENTINEL, 'grapple'), dice)
    expect([r.natural, r.total]).toEqual([9, 14])
    dice.assertDone()
  })

  it('labelled sources add Edge/Flaw before the cap, and the chance matches checkChance by hand', () => {
    const input = checkInputFor(HARBOUR_SMUGGLER, 'deception', {
      sources: [
        { label: 'Frightened', edge: 0, flaw: 1, rule: 'Conditions, Frightened' },
        { label: 'Bribe', edge: 2, flaw: 0, rule: 'GM' },
      ],
    })
    expect(input).toMatchObject({ modifier: 5, practiced: true, edge: 2, flaw: 1 })
    expect(checkChance(input, 12)).toBe(
      checkChance({ modifier: 5, practiced: true, edge: 2, flaw: 1 }, 12),
    )
  })

  it("a PC's exhaustion lowers checks (R15) but never saves", () => {
    const pc = PcRecordSchema.parse({
      ...HARBOUR_SMUGGLER,
      id: 'pc-tide',
      exhaustion: 2,
    })
    const dice = scriptedDice({ 12: [8, 8] })
    expect(rollCheck(checkInputFor(pc, 'pilot'), dice).total).toBe(8 + 2 + 3 - 2)
    const save = saveInputFor(pc, 'DEX')
    expect(save).toEqual({ modifier: 2, practiced: true, edge: 0, flaw: 0 })
    expect(rollSave(save, 10, dice)).toMatchObject({ success: true, roll: { total: 10 } })
    dice.assertDone()
    expect(saveChance(save, 10)).toBe(saveChance({ modifier: 2, practiced: true }, 10))
  })
})

describe('attackInputFor + defenderFrom feed resolveAttack (Combat Actions, Attacks)', () => {
  it('Smuggler sling at 7 m (Critical Area 6-8) vs Rust Sentinel, sacrificing 1 die', () => {
    const sling = weapon(HARBOUR_SMUGGLER, 'disk-sling')
    const input = attackInputFor(HARBOUR_SMUGGLER, sling, { distanceM: 7, sacrifice: 1 })
    expect(input).toMatchObject({
      level: 4,
      modifier: 2,
      practiced: false,
      powerDice: 1,
      damageModifier: 3,
      critical: true,
      sacrifice: 1,
      melee: false,
    })
    const target = defenderFrom(RUST_SENTINEL, { hp: 24 })
    expect(target).toMatchObject({ ac: 9, bac: 8, plating: 11, backFooted: false, thp: 0 })
    // By hand: d12 8 + DEX 2 = 10 >= AC 9, hit. Two d6 (Crit); one sacrificed destroys 3 Plating
    // (11 -> 8); the other rolls 5, + 3 = 8; Plating left, so floor(8 / 2) = 4; HP 24 -> 20.
    const dice = scriptedDice({ 12: [8], 6: [5] })
    const r = resolveAttack(input, target, dice)
    dice.assertDone()
    expect(r).toMatchObject({
      hit: true,
      platingDestroyed: 3,
      damageDice: [5],
      damage: 4,
      defender: { plating: 8, thp: 0, hp: 20 },
    })
    const byHand: AttackInput = {
      level: 4,
      modifier: 2,
      powerDice: 1,
      damageModifier: 3,
      critical: true,
      sacrifice: 1,
    }
    const handDefender: Defender = { ac: 9, bac: 8, plating: 11, hp: 24 }
    expect(resolveAttack(byHand, handDefender, scriptedDice({ 12: [8], 6: [5] }))).toEqual(r)
  })

  it('a Back-footed target is hit against BAC: Scrap Hound vs a Dazed Smuggler', () => {
    const jaws = weapon(SCRAP_HOUND, 'shear-jaws')
    const dazed = defenderFrom(HARBOUR_SMUGGLER, { hp: 16, conditions: [{ id: 'dazed' }] })
    expect(dazed).toMatchObject({ ac: 12, bac: 9, plating: 3, backFooted: true, resist: ['water'] })
    // Practiced jaws: d12 1 -> 7, + DEX 2 = 9 >= BAC 9. d4 3 + 2 = 5, Plating 3: 2 damage.
    const dice = scriptedDice({ 12: [1, 7], 4: [3] })
    const r = resolveAttack(attackInputFor(SCRAP_HOUND, jaws), dazed, dice)
    dice.assertDone()
    expect(r).toMatchObject({ hit: true, damage: 2, defender: { plating: 3, hp: 14 } })
    const upright = defenderFrom(HARBOUR_SMUGGLER, { hp: 16 })
    expect(
      resolveAttack(attackInputFor(SCRAP_HOUND, jaws), upright, scriptedDice({ 12: [1, 7] })).hit,
    ).toBe(false)
  })

  it('attackOdds takes the same inputs: hit chance vs AC equals hitChance by hand', () => {
    const maul = weapon(RUST_SENTINEL, 'piston-maul')
    const input = attackInputFor(RUST_SENTINEL, maul, { distanceM: 2, heightAdvantage: true })
    expect(input).toMatchObject({
      modifier: 3,
      practiced: true,
      edge: 1,
      critical: true,
      damageType: 'iron',
    })
    const target = defenderFrom(HARBOUR_SMUGGLER, { hp: 16, plating: 1 })
    const odds = attackOdds(input, target)
    expect(odds.targetNumber).toBe(12)
    expect(odds.dicePool).toBe(2)
    expect(odds.dieSides).toBe(6)
    expect(odds.hitChance).toBe(hitChance({ modifier: 3, practiced: true, edge: 1 }, 12))
    expect(odds.bySacrifice).toHaveLength(3)
  })

  it('distance sets Beyond Range for a ranged weapon; the tally lists it', () => {
    const sling = weapon(HARBOUR_SMUGGLER, 'disk-sling')
    const t = attackEdgeFlawFor(sling, { distanceM: 15, targetInCover: true })
    expect(t.sources.map((s) => s.label)).toEqual(['Cover', 'Beyond Range'])
    expect(attackInputFor(HARBOUR_SMUGGLER, sling, { distanceM: 15 })).toMatchObject({
      flaw: 1,
      critical: false,
    })
    expect(attackInputFor(HARBOUR_SMUGGLER, sling, { distanceM: 4 })).toMatchObject({
      flaw: 0,
      critical: false,
    })
  })

  it('damage adds the weapon stat unless turned off; attack adds the stat only', () => {
    const knife = weapon(HARBOUR_SMUGGLER, 'hook-knife')
    expect(attackModifier(HARBOUR_SMUGGLER, knife)).toBe(2)
    expect(damageModifierOf(HARBOUR_SMUGGLER, knife)).toBe(2)
    expect(
      damageModifierOf(HARBOUR_SMUGGLER, { ...knife, statToDamage: false, damageModifier: 1 }),
    ).toBe(1)
  })

  it('defenderFrom: current Plating/THP, Defensive Stance and water', () => {
    const d = defenderFrom(RUST_SENTINEL, {
      hp: 10,
      thp: 3,
      plating: 2,
      conditions: [{ id: 'defensive-stance' }],
      submerged: true,
    })
    expect(d).toMatchObject({
      plating: 2,
      thp: 3,
      hp: 10,
      defensiveStance: true,
      backFooted: false,
      submerged: true,
      vulnerable: ['acid'],
      immune: ['psychic'],
    })
  })
})

describe('hpAtCreationRoll: 7d4, reroll 1s once (R2 default), + FOR (Health & Healing)', () => {
  it('rerolls each 1 once and the reroll stands, then adds FOR', () => {
    // d4s: 1->3, 4, 1->1 (stands), 2, 2, 3, 1->4
    const dice = scriptedDice({ 4: [1, 3, 4, 1, 1, 2, 2, 3, 1, 4] })
    const r = hpAtCreationRoll(dice, 2)
    dice.assertDone()
    expect(r).toEqual({
      first: [1, 4, 1, 2, 2, 3, 1],
      faces: [3, 4, 1, 2, 2, 3, 4],
      rerolls: 3,
      forModifier: 2,
      hp: 21,
    })
  })

  it('with no 1s rolls exactly seven d4s; a negative FOR subtracts', () => {
    const dice = scriptedDice({ 4: [2, 2, 2, 2, 2, 2, 2] })
    expect(hpAtCreationRoll(dice, -1).hp).toBe(13)
    dice.assertDone()
  })

  it("the 'until-not-one' table option rerolls until the die is not 1", () => {
    const dice = scriptedDice({ 4: [1, 1, 1, 2, 4, 4, 4, 4, 4, 4] })
    expect(hpAtCreationRoll(dice, -1, 'until-not-one')).toMatchObject({
      faces: [2, 4, 4, 4, 4, 4, 4],
      hp: 25,
    })
    dice.assertDone()
  })
})
