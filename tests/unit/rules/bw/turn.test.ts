import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import * as bw from '../../../../shared/rules/bw'
import { blankBwState } from '../../../../shared/rules/bw/engine/model'
import { checkFreeJump } from '../../../../shared/rules/bw/engine/movement'
import { killChance } from '../../../../shared/rules/bw/engine/odds'
import {
  BW_DEFAULT_OPTIONS as D,
  resolveBwOptions,
} from '../../../../shared/rules/bw/engine/options'
import {
  bwTurnEnd,
  checkOpportunityFire,
  isStationary,
  oppFireResets,
} from '../../../../shared/rules/bw/engine/turn'

const trooper = { name: 'Trooper', type: 'minifig' as const, moveIn: 5 }

describe('BW turn bookkeeping (F-BW-3)', () => {
  it('BW-18/21 the end of a turn makes this turn\'s move "last turn" and clears the marks', () => {
    const s = { ...blankBwState(), movedThisTurnIn: 6, actedThisTurn: true, changedPosition: true }
    const r = bwTurnEnd(scriptedDice({}), s, D)
    expect(r.state).toMatchObject({
      movedLastTurnIn: 6,
      movedThisTurnIn: 0,
      actedThisTurn: false,
      changedPosition: false,
    })
    expect(isStationary(r.state)).toBe(false)
    expect(isStationary(bwTurnEnd(scriptedDice({}), r.state, D).state)).toBe(true)
  })

  it('BW-01 the end of a turn rolls for Extra Effort', () => {
    const s = { ...blankBwState(), extraEffort: 'move' as const }
    expect(bwTurnEnd(scriptedDice({ 6: [2] }), s, D).outcome).toBe('exhausted')
  })

  it('BW-25 / BW-Q8 Opportunity Fire needs the action unused and not yet fired', () => {
    expect(() => checkOpportunityFire('Sentry', blankBwState())).not.toThrow()
    expect(() =>
      checkOpportunityFire('Sentry', { ...blankBwState(), actedThisTurn: true }),
    ).toThrow('Sentry has already used its action')
    expect(() => checkOpportunityFire('Sentry', { ...blankBwState(), oppFireUsed: true })).toThrow(
      'Sentry has already fired out of turn',
    )
    expect(() =>
      checkOpportunityFire('Sentry', { ...blankBwState(), statuses: ['stunned'] }),
    ).toThrow('Sentry is Stunned and cannot fire')
  })

  it('BW-Q8 Opportunity Fire comes back each enemy turn, or each round', () => {
    expect(oppFireResets('enemyTurnStart', D)).toBe(true)
    const o = resolveBwOptions({ oppFire: 'oncePerRound' })
    expect(oppFireResets('enemyTurnStart', o)).toBe(false)
    expect(oppFireResets('roundStart', o)).toBe(true)
  })

  it('BW-04 a free jump: 2.5" and 3 brix are fine, farther or higher is refused in words', () => {
    expect(() => checkFreeJump(trooper, { lengthIn: 2.5, heightBrix: 3 }, D)).not.toThrow()
    expect(() => checkFreeJump(trooper, { lengthIn: 3 }, D)).toThrow(
      'Trooper can jump at most 2½" (half its Move), not 3"',
    )
    expect(() => checkFreeJump(trooper, { lengthIn: 1, heightBrix: 4 }, D)).toThrow(
      'at most 3 brix (1") high',
    )
  })

  it('kill chance: a rocket (UR 5, 2d10) at Armor 7 hits ⅓ of the time', () => {
    const k = killChance(
      { skillDie: 6, modifier: 0, ur: 5, damage: bw.parseBwDice('2d10'), armor: '7' },
      D,
    )
    // 2d10 > 7: 1 − P(2d10 ≤ 7) = 1 − 21/100.
    expect(k).toBeCloseTo((2 / 6) * (79 / 100), 12)
  })

  it('the engine index exports every rule', () => {
    for (const name of [
      'resolveBwOptions',
      'BW_OPTION_FIELDS',
      'BwUnitSheetSchema',
      'skillModifiers',
      'nearMissRadius',
      'damageBeatsArmorChance',
      'applyExplosion',
      'fireTick',
      'moveBudget',
      'massBlox',
      'endOfTurnEffort',
      'BW_STATUSES',
      'bwTurnEnd',
    ]) {
      expect(bw).toHaveProperty(name)
    }
  })
})
