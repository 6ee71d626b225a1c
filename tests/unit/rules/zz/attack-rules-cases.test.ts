/**
 * The small rules around a ZZ attack, case by case: the melee formula under each reading of
 * ZZ-Q17, what HP loss brings (ZZ-49), and every refusal an attack can meet before it is rolled
 * (seed 003, "Attack" L15-L25, "Aim / Focus" L3-L7, "Throw" L272-L276).
 */
import { describe, expect, it } from 'vitest'
import {
  meleeFormula,
  zzAttackRefusal,
  zzHpOutcome,
  type ZzAttackInput,
} from '../../../../shared/rules/zz/engine/attack'
import type { ZzWeapon } from '../../../../shared/rules/zz/engine/model'
import { resolveZzOptions, ZZ_DEFAULT_OPTIONS } from '../../../../shared/rules/zz/engine/options'
import { BOW, SPEAR, THURIG, thurigVsMondo } from './fixture'

const O = ZZ_DEFAULT_OPTIONS
const KNIFE: ZzWeapon = {
  id: 'knife',
  name: 'Throwing knife',
  kind: 'thrown',
  range: 8,
  damage: 'd4',
}

/** Thurig with the bow in hand and loaded, `ap` AP and `mind` Mind Points, `distance` away. */
function bowShot(distance: number, ap = 3, mind = 2): ZzAttackInput {
  const base = thurigVsMondo({ weapon: BOW, distance })
  return {
    ...base,
    attacker: { ...base.attacker, ap, state: { hands: ['bow', null], loaded: ['bow'], mind } },
  }
}

const attrs = (damage: string, adds: 'ifMissing' | 'always' | 'never') =>
  meleeFormula(THURIG, { ...SPEAR, damage }, { meleeWeaponAddsSTR: adds }).attributes.map(
    (a) => a.attribute,
  )

describe('ZZ-Q17 the melee formula', () => {
  it("'always' adds STR unless the weapon's formula already names it", () => {
    // A formula naming DEX only still gets STR; one naming STR (with or without DEX) does not get
    // it twice.
    expect(attrs('d6+DEX', 'always')).toEqual(['DEX', 'STR'])
    expect(attrs('d6+STR+DEX', 'always')).toEqual(['STR', 'DEX'])
    expect(attrs('d6', 'always')).toEqual(['STR'])
  })

  it("'ifMissing' adds STR only to a formula naming no attribute; 'never' never", () => {
    expect(attrs('d6', 'ifMissing')).toEqual(['STR'])
    expect(attrs('d6+DEX', 'ifMissing')).toEqual(['DEX'])
    expect(attrs('d6', 'never')).toEqual([])
  })
})

describe('ZZ-49 what HP loss brings', () => {
  const lt0 = resolveZzOptions({ downAt: 'lt0' })

  it('no damage brings nothing, even to a figure already below 0 that is not marked DOWN', () => {
    // L45: an attack whose Defend total is at least its total "concludes without inflicting any
    // damage"; HP -1 stays -1 and no status is added by this attack.
    expect(zzHpOutcome({ hp: -1, hpMax: 10, statuses: [] }, 0, lt0)).toEqual({
      hp: -1,
      gained: [],
    })
  })

  it('damage to a dead figure brings no new status', () => {
    // 3 - 5 = -2 would be DOWN for a living figure; the dead stay dead and gain nothing.
    expect(zzHpOutcome({ hp: 3, hpMax: 10, statuses: ['dead'] }, 5, lt0)).toEqual({
      hp: -2,
      gained: [],
    })
  })

  it('lists only the statuses this damage added, not those the figure already had', () => {
    // L45: Mondo, already Tripped, at 2 HP takes 5: 2 - 5 = -3 < 0, so DOWN is new; Tripped is not.
    const r = zzHpOutcome({ hp: 2, hpMax: 10, statuses: ['tripped'] }, 5, lt0)
    expect(r).toEqual({ hp: -3, gained: ['down'] })
  })
})

describe('ZZ-34 / ZZ-42 / ZZ-56 refusals, each in words', () => {
  it('L276 a Throw costs 1 AP, so with none left it is the Throw that is named', () => {
    const input = thurigVsMondo({ weapon: KNIFE, distance: 2 })
    input.attacker = {
      ...input.attacker,
      ap: 0,
      state: { hands: ['knife', null], loaded: [], mind: 0 },
    }
    expect(zzAttackRefusal(input, O)).toBe('Thurig has only 0 AP left; a Throw needs 1.')
    input.attacker.ap = 1
    expect(zzAttackRefusal(input, O)).toBeNull()
  })

  it('a dead target cannot be attacked', () => {
    const input = thurigVsMondo()
    input.target.state.statuses = ['dead']
    expect(zzAttackRefusal(input, O)).toBe('Mondo is already dead.')
  })

  it('L25 a melee weapon reaches only its range: the Spear (3) refuses 4 spaces', () => {
    const input = thurigVsMondo({ weapon: SPEAR, distance: 4 })
    expect(zzAttackRefusal(input, O)).toBe('Mondo is 4 spaces away; the Spear reaches 3.')
  })

  it('ZZ-Q19 3xRange: a bow of range 6 reaches 18 and 10; melee is untouched by the option', () => {
    const o = resolveZzOptions({ rangedMaxMultiple: '3xRange' })
    expect(zzAttackRefusal(bowShot(18), o)).toBeNull()
    expect(zzAttackRefusal(bowShot(10), o)).toBeNull()
    expect(zzAttackRefusal(thurigVsMondo(), o)).toBeNull()
  })

  it('L3 Aim costs 1 AP more: 3 AP pay Attack + Aim, and nothing is left for a second Aim', () => {
    const o = resolveZzOptions({ aimOnRangedDamage: true })
    // 3 AP - 2 (Attack) - 1 (Aim) = 0 AP for the damage Aim.
    expect(zzAttackRefusal({ ...bowShot(3, 3), aim: 1, damageAim: 1 }, o)).toBe(
      'Thurig has no AP left for Aim/Focus; it needs 1 AP and 1 Mind Point.',
    )
    // 4 AP leave 1, and 2 Mind Points pay both Aims.
    expect(zzAttackRefusal({ ...bowShot(3, 4), aim: 1, damageAim: 1 }, o)).toBeNull()
    // With 1 Mind Point the first Aim takes it, so the second has none.
    expect(zzAttackRefusal({ ...bowShot(3, 4, 1), aim: 1, damageAim: 1 }, o)).toBe(
      'Thurig has no Mind Point left for Aim/Focus.',
    )
  })

  it('ZZ-Q21 a second Aim on the damage is for ranged weapons only', () => {
    const o = resolveZzOptions({ aimOnRangedDamage: true })
    expect(zzAttackRefusal(thurigVsMondo({ damageAim: 1 }), o)).toBe(
      'A second Aim/Focus on the damage is for ranged weapons only.',
    )
  })

  it('L7 the target Aims its Defend for a Mind Point; with none it is refused by name', () => {
    const input = { ...thurigVsMondo({ defenseAim: 1 }), aim: 1 }
    input.target.state.mind = 0
    // The attacker's own Aim is fine (3 AP, 2 Mind); the target's is what fails.
    expect(zzAttackRefusal(input, O)).toBe('Mondo has no Mind Point left for Aim/Focus.')
    input.target.state.mind = 1
    expect(zzAttackRefusal(input, O)).toBeNull()
    // A target whose Mind Points are not known has none to spend.
    delete input.target.state.mind
    expect(zzAttackRefusal(input, O)).toBe('Mondo has no Mind Point left for Aim/Focus.')
  })
})
