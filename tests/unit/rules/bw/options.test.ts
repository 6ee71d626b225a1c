import { describe, expect, it } from 'vitest'
import { BW_OPTION_FIELDS } from '../../../../shared/rules/bw/engine/options'
import {
  BW_DEFAULT_OPTIONS,
  BwOptionsSchema,
  resolveBwOptions,
} from '../../../../shared/rules/bw/engine/options'

/** The `bw:` block of OTHER-SYSTEMS.md D.4, as printed. */
const D4 = {
  skillDie: 'd6',
  hitOnEqual: true,
  damageBeatsArmor: 'gt',
  brixPerInch: 3,
  halfSpeedStacks: false,
  // Not in D.4: Extra Effort's +5" after half speed, the order movement.ts always used.
  extraEffortOrder: 'halveThenAdd',
  aimRequires: 'noMoveNoAct',
  stationaryWindow: 'lastTurn',
  moveMeasure: 'path',
  staStack: 'max',
  multiCC: 'flat',
  oppFire: 'oncePerEnemyTurn',
  missedByMin: 1,
  nearMissPlacement: 'randomDisk',
  measure: 'nearestPoint',
  dropOrder: 'largest',
  explosionRoll: 'once',
  knockbackProne: true,
  fireTick: 'everyPlayerTurn',
  fireDie: 'd6',
  defaultMaxBurn: 3,
  fireNeighbourRoll: 'shared',
  fireBand: 'ceil',
  fireSpreads: false,
  obstaclePrecedence: 'jumpFirst',
  partialTerrain: 'any',
  carryPenaltyMode: 'continuous',
  maxLift: '2xPower',
  exhaustionRecovery: 'oneTurn',
  extraEffortEligible: 'living',
  massFormula: 'text',
}

describe('BW table options (D.4)', () => {
  it('defaults to every D.4 value', () => {
    expect(BW_DEFAULT_OPTIONS).toEqual(D4)
    expect(resolveBwOptions(undefined)).toEqual(D4)
  })

  it('keeps a stored reading and fills the rest', () => {
    const o = resolveBwOptions({ explosionRoll: 'perTarget', defaultMaxBurn: 4 })
    expect(o.explosionRoll).toBe('perTarget')
    expect(o.defaultMaxBurn).toBe(4)
    expect(o.dropOrder).toBe('largest')
  })

  it.each([
    [{ dropOrder: 'middle' }, /which die a band drops must be largest or smallest/],
    [{ brixPerInch: 0 }, /brix per inch must be at least 1/],
    [{ missedByMin: 1.5 }, /smallest MissedBy must be a whole number/],
    [{ fireSpreads: 'yes' }, /fire spreading must be on or off/],
    ['nonsense', /table options must be an object/],
  ])('refuses %j in words', (stored, message) => {
    expect(() => resolveBwOptions(stored)).toThrow(message)
  })

  it('lists one dialog field per option, whose first choice is the default', () => {
    const keys = Object.keys(BwOptionsSchema.shape).sort()
    expect(BW_OPTION_FIELDS.map((f) => f.key).sort()).toEqual(keys)
    for (const f of BW_OPTION_FIELDS) {
      expect(f.help.length).toBeGreaterThan(10)
      if (f.kind === 'choice') {
        expect(f.choices[0]?.value).toBe(D4[f.key as keyof typeof D4])
        for (const c of f.choices) {
          expect(() => resolveBwOptions({ [f.key]: c.value })).not.toThrow()
        }
      } else {
        expect(typeof D4[f.key as keyof typeof D4]).toBe('boolean')
      }
    }
  })
})
