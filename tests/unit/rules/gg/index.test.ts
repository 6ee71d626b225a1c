import { describe, expect, it } from 'vitest'
import * as gg from '../../../../shared/rules/gg'
import { GG_SIZES } from '../../../../shared/rules/gg/engine/model'

describe('shared/rules/gg index', () => {
  it('offers every engine module through one import, with the shared vocabulary', () => {
    for (const name of [
      'resolveGgOptions',
      'traitTest',
      'parseDiceExpr',
      'resolveAttack',
      'attackSetup',
      'coverBonus',
      'attackOdds',
      'applyDamage',
      'describeDamageStep',
      'choosableDamageTypes',
      'scarReductionFor',
      'heal',
    ]) {
      expect(typeof (gg as Record<string, unknown>)[name], name).toBe('function')
    }
    expect(gg.GG_SIZES).toBe(GG_SIZES)
  })
})
