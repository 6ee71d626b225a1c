import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import {
  zzAtTurnStart,
  zzFireDamage,
  zzRecoveryRoll,
  zzStopDropRollCheck,
  zzWake,
} from '../../../../shared/rules/zz/engine/recovery'
import { figure, opts, state } from './turn-fixture'

describe('zz Recovery Roll at its edges', () => {
  it('ZZ-51/52 (seed 003 L208) a recovered figure no longer lies Tripped either: back on its feet', () => {
    const r = zzRecoveryRoll(
      figure({ recovery: 12 }),
      state({ hp: -2, statuses: ['down', 'tripped', 'onFire'] }),
      scriptedDice({ 20: [12] }),
    )
    // 12 ≥ Recovery 12: 1 HP, Down and Tripped gone, the fire stays.
    expect(r.recovered).toBe(true)
    expect(r.state.hp).toBe(1)
    expect(r.state.statuses).toEqual(['onFire'])
  })
})

describe('zz fire damage at its edges (ZZ-55, ZZ-Q29 onFireDamage)', () => {
  it('ten dice: 10d2 all 1s burns 10 × 1 = 10; HP 10 → 0, not below 0 so not Down (ZZ-49 default)', () => {
    const dice = scriptedDice({ 2: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1] })
    const r = zzFireDamage(figure(), state({ hp: 10 }), opts({ onFireDamage: '10d2' }), dice)
    dice.assertDone()
    expect(r.damage).toBe(10)
    expect(r.line).toBe('Thurig burns for 10 (HP 0).')
  })

  it('a d10: 1d10 → 7 burns 7; HP 10 → 3', () => {
    const r = zzFireDamage(
      figure(),
      state({ hp: 10 }),
      opts({ onFireDamage: '1d10' }),
      scriptedDice({ 10: [7] }),
    )
    expect([r.damage, r.state.hp]).toEqual([7, 3])
  })

  it('ZZ-49 the fire that takes HP below 0 puts the figure Down: HP 2 − 4 = −2', () => {
    const r = zzFireDamage(figure(), state({ hp: 2 }), opts(), scriptedDice({ 4: [4] }))
    expect(r.line).toBe('Thurig burns for 4 (HP -2) and is Down.')
  })

  it('ZZ-Q36 (deathAtNegMax) a two-digit bonus: 1d4+10 → 1 + 10 = 11; HP 1 → −10 = −max: dead', () => {
    const r = zzFireDamage(
      figure(),
      state({ hp: 1, hpMax: 10 }),
      opts({ onFireDamage: '1d4+10', deathAtNegMax: true }),
      scriptedDice({ 4: [1] }),
    )
    expect(r.damage).toBe(11)
    expect(r.state.statuses).toEqual(['dead'])
    expect(r.line).toBe('Thurig burns for 11 (HP -10) and is dead.')
  })

  it.each(['x1d4', '1d4x', 'd4', 'fire'])(
    'onFireDamage "%s" is not dice and is refused',
    (text) => {
      expect(() =>
        zzFireDamage(figure(), state(), opts({ onFireDamage: text }), scriptedDice({ 4: [1] })),
      ).toThrow(`Fire damage must be dice like 1d4, not "${text}".`)
    },
  )
})

describe('zz Stop, Drop & Roll words (ZZ-55: d12 + DEX ≥ 6)', () => {
  it.each([
    [4, 'Thurig rolls 4 + DEX 2 = 6 against 6: the fire is out.'],
    [3, 'Thurig rolls 3 + DEX 2 = 5 against 6: still On Fire.'],
  ])('d12 → %i', (face, line) => {
    const r = zzStopDropRollCheck(
      figure({ dex: 2 }),
      state({ statuses: ['onFire'] }),
      opts(),
      scriptedDice({ 12: [face] }),
    )
    expect(r.line).toBe(line)
  })
})

describe('zz waking at its edges (ZZ-Q35)', () => {
  it('a Down figure that is not Unconscious does not wake: its HP and Down stay', () => {
    const down = state({ hp: -2, statuses: ['down'] })
    const s = zzWake(down, 'zaldar', opts())
    expect(s.hp).toBe(-2)
    expect(s.statuses).toEqual(['down'])
  })

  it('an Unconscious figure still marked Down wakes with neither: 1 HP and a clean slate', () => {
    const s = zzWake(
      state({ hp: -3, statuses: ['down', 'unconscious'] }),
      'encounterEnd',
      opts({ unconsciousWake: 'endOfEncounter' }),
    )
    expect(s).toMatchObject({ hp: 1, statuses: [] })
  })
})

describe('zz turn start at its edges (ZZ-08, ZZ-52, ZZ-55, ZZ-Q33, ZZ-Q35)', () => {
  it('ZZ-53 a dead figure on fire burns no more and rolls nothing; its Defend bonus still expires', () => {
    const dice = scriptedDice({})
    const r = zzAtTurnStart(
      figure(),
      state({ hp: -4, defendBonus: 2, statuses: ['onFire', 'dead'] }),
      opts(),
      dice,
    )
    expect(r.log).toEqual(["Thurig's Defend bonus of +2 expires."])
    expect(r.state).toMatchObject({ hp: -4, defendBonus: 0, statuses: ['onFire', 'dead'] })
    expect([r.ledger.ap, r.ledger.move]).toEqual([0, 0])
    expect(r).not.toHaveProperty('orientation')
  })

  it('ZZ-55 a figure that burns but stays up keeps lying as it did: no orientation given', () => {
    // HP 5 − 3 = 2, still up.
    const r = zzAtTurnStart(
      figure(),
      state({ hp: 5, statuses: ['onFire'] }),
      opts(),
      scriptedDice({ 4: [3] }),
    )
    expect(r.state.hp).toBe(2)
    expect(r).not.toHaveProperty('orientation')
  })

  it('ZZ-52/Q33 a Down figure that burns and fails its Recovery lies as it did: no orientation given', () => {
    // HP −1 − 1 = −2, still Down; d20 → 5 < Recovery 12: still Down.
    const dice = scriptedDice({ 4: [1], 20: [5] })
    const r = zzAtTurnStart(
      figure({ recovery: 12 }),
      state({ hp: -1, statuses: ['down', 'onFire'] }),
      opts(),
      dice,
    )
    dice.assertDone()
    expect(r.log).toEqual([
      'Thurig burns for 1 (HP -2).',
      'Thurig rolls 5 for Recovery (needs 12): still Down.',
    ])
    expect(r).not.toHaveProperty('orientation')
  })

  it('ZZ-52 a Down figure (not burning) that fails its Recovery gets no orientation either', () => {
    const r = zzAtTurnStart(
      figure({ recovery: 12 }),
      state({ hp: -1, statuses: ['down'] }),
      opts(),
      scriptedDice({ 20: [11] }),
    )
    // 11 < 12: still Down, 1 AP.
    expect(r.ledger.ap).toBe(1)
    expect(r).not.toHaveProperty('orientation')
  })

  it('ZZ-Q36 a Down figure the fire kills lies on its back and rolls no Recovery: HP −8 − 2 = −10', () => {
    const dice = scriptedDice({ 4: [2] })
    const r = zzAtTurnStart(
      figure(),
      state({ hp: -8, hpMax: 10, statuses: ['down', 'onFire'] }),
      opts({ deathAtNegMax: true }),
      dice,
    )
    dice.assertDone()
    expect(r.state.statuses).toEqual(['onFire', 'dead'])
    expect(r.orientation).toBe('back')
    expect(r.log).toEqual(['Thurig burns for 2 (HP -10) and is dead.'])
  })

  it('ZZ-Q36 a standing figure the fire kills lies on its back: HP 1 − (1 + 10) = −10', () => {
    const r = zzAtTurnStart(
      figure(),
      state({ hp: 1, hpMax: 10, statuses: ['onFire'] }),
      opts({ onFireDamage: '1d4+10', deathAtNegMax: true }),
      scriptedDice({ 4: [1] }),
    )
    expect(r.orientation).toBe('back')
    expect([r.ledger.ap, r.ledger.move]).toEqual([0, 0])
  })

  it('ZZ-Q35 a figure marked both Down and Unconscious rolls no Recovery and acts not at all', () => {
    const r = zzAtTurnStart(
      figure(),
      state({ hp: -3, statuses: ['down', 'unconscious'] }),
      opts(),
      scriptedDice({}),
    )
    expect(r.log).toEqual([])
    expect(r.state.statuses).toEqual(['down', 'unconscious'])
    expect([r.ledger.ap, r.ledger.move]).toEqual([0, 0])
  })
})
