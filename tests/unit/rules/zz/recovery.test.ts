import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scriptedDice, seededDice } from '../../../../shared/dice'
import {
  zzAtTurnStart,
  zzFireDamage,
  zzRecoveryRoll,
  zzStopDropRollCheck,
  zzWake,
} from '../../../../shared/rules/zz/engine/recovery'
import { figure, opts, state } from './turn-fixture'

describe('zz recovery and turn start', () => {
  it.each([
    [12, true, 1, 3],
    [7, false, -2, 1],
  ])('ZZ-52/Q33 Recovery 12: d20 → %i: recovered %s, HP %i, %i AP', (face, ok, hp, ap) => {
    const dice = scriptedDice({ 20: [face] })
    const r = zzAtTurnStart(
      figure({ recovery: 12 }),
      state({ hp: -2, statuses: ['down'] }),
      opts(),
      dice,
    )
    dice.assertDone()
    expect(r.state.hp).toBe(hp)
    expect(r.state.statuses.includes('down')).toBe(!ok)
    expect(r.ledger.ap).toBe(ap)
    expect(r.ledger.move).toBe(ok ? 5 : 1)
    if (ok) expect(r.orientation).toBe('upright')
    expect(r.log.join(' ')).toContain(ok ? 'full turn' : 'still Down')
  })

  it('ZZ-52 only a Down figure rolls for Recovery', () => {
    expect(() => zzRecoveryRoll(figure(), state(), scriptedDice({}))).toThrow('not Down')
  })

  it.each([
    [4, 2, 6, true],
    [3, 2, 5, false],
  ])(
    'ZZ-55 Stop, Drop & Roll: d12 → %i + DEX %i = %i: extinguished %s, face-down',
    (face, dex, total, out) => {
      const r = zzStopDropRollCheck(
        figure({ dex }),
        state({ statuses: ['onFire'] }),
        opts(),
        scriptedDice({ 12: [face] }),
      )
      expect(r.total).toBe(total)
      expect(r.extinguished).toBe(out)
      expect(r.state.statuses.includes('onFire')).toBe(!out)
      expect(r.orientation).toBe('face-down')
    },
  )

  it('ZZ-Q29 sdrDifficulty raises the bar', () => {
    const r = zzStopDropRollCheck(
      figure({ dex: 2 }),
      state({ statuses: ['onFire'] }),
      opts({ sdrDifficulty: 10 }),
      scriptedDice({ 12: [7] }),
    )
    expect(r.extinguished).toBe(false)
  })

  it('ZZ-55/Q29 a burning figure takes onFireDamage at turn start and keeps burning', () => {
    const r = zzAtTurnStart(
      figure(),
      state({ hp: 5, statuses: ['onFire'] }),
      opts({ onFireDamage: '2d6+1' }),
      scriptedDice({ 6: [2, 1] }),
    )
    expect(r.state.hp).toBe(1)
    expect(r.state.statuses).toEqual(['onFire'])
    expect(r.log).toEqual(['Thurig burns for 4 (HP 1).'])
  })

  it('ZZ-08/55/52 order: the Defend bonus expires, fire burns, then the Recovery Roll', () => {
    const dice = scriptedDice({ 4: [3], 20: [15] })
    const r = zzAtTurnStart(
      figure(),
      state({ hp: -1, defendBonus: 2, statuses: ['down', 'onFire'] }),
      opts(),
      dice,
    )
    dice.assertDone()
    expect(r.log[0]).toContain('Defend bonus of +2 expires')
    expect(r.log[1]).toContain('burns for 3')
    expect(r.log[2]).toContain('rolls 15 for Recovery')
    expect(r.state).toMatchObject({ hp: 1, defendBonus: 0, statuses: ['onFire'] })
  })

  it('ZZ-Q33 a figure the fire just put Down rolls no Recovery this turn', () => {
    const r = zzAtTurnStart(
      figure(),
      state({ hp: 2, statuses: ['onFire'] }),
      opts(),
      scriptedDice({ 4: [4] }),
    )
    expect(r.state.statuses).toEqual(['onFire', 'down'])
    expect(r.orientation).toBe('back')
    expect(r.ledger.ap).toBe(1)
  })

  it('ZZ-Q35 an Unconscious figure rolls nothing and acts not at all', () => {
    const r = zzAtTurnStart(
      figure(),
      state({ hp: -1, statuses: ['unconscious'] }),
      opts(),
      scriptedDice({}),
    )
    expect([r.ledger.ap, r.ledger.move, r.log]).toEqual([0, 0, []])
  })

  it.each([
    ['endOfEncounter', 'encounterEnd', true],
    ['zaldar', 'encounterEnd', false],
    ['zaldar', 'zaldar', true],
  ] as const)(
    'ZZ-Q35 unconsciousWake %s, at %s: wakes %s with 1 HP',
    (unconsciousWake, when, wakes) => {
      const s = zzWake(
        state({ hp: -3, statuses: ['unconscious'] }),
        when,
        opts({ unconsciousWake }),
      )
      expect(s.statuses.includes('unconscious')).toBe(!wakes)
      expect(s.hp).toBe(wakes ? 1 : -3)
    },
  )

  it('ZZ-55 property: fire damage is never negative and HP only falls', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: -5, max: 20 }),
        (seed, hp) => {
          const r = zzFireDamage(
            figure(),
            state({ hp }),
            opts({ onFireDamage: '1d4-3' }),
            seededDice(seed),
          )
          expect(r.damage).toBeGreaterThanOrEqual(0)
          expect(r.state.hp).toBeLessThanOrEqual(hp)
        },
      ),
    )
  })
})
