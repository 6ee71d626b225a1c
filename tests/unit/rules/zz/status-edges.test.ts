import { describe, expect, it } from 'vitest'
import {
  zzIsDownHp,
  zzIsTripped,
  zzOrientationFor,
  zzSetHp,
  zzTripped,
  zzWithStatus,
  ZZ_STATUS_INFO,
} from '../../../../shared/rules/zz/engine/status'
import { opts, state } from './turn-fixture'

describe('the status table the GM reads (ZZ-49..55, OTHER-SYSTEMS.md B.5)', () => {
  it.each([
    // [status, label, rule it cites, engine applies no effect]
    ['down', 'Down', 'ZZ-49', false],
    ['unconscious', 'Unconscious', 'ZZ-53', false],
    ['dead', 'Dead', 'ZZ-53', false],
    ['tripped', 'Tripped', 'ZZ-54', false],
    ['onFire', 'On Fire', 'ZZ-55', false],
    // zaldar.com statuses the extract never describes: Zaldar rules on them.
    ['confused', 'Confused', '[EXT]', true],
    ['dehydrated', 'Dehydrated', '[EXT]', true],
    ['diseased', 'Diseased', '[EXT]', true],
  ] as const)('%s reads "%s", cites %s, manual %s', (status, label, rule, manual) => {
    const info = ZZ_STATUS_INFO[status]
    expect(info.label).toBe(label)
    expect(info.rule.split(', ')).toContain(rule)
    expect(info.manual).toBe(manual)
    // The few words shown next to the status: there must be some.
    expect(info.effect.trim().length).toBeGreaterThan(0)
  })
})

describe('adding a status and reading Tripped', () => {
  it('ZZ-54 (seed 003 L287): tripping a figure that is already Tripped leaves it Tripped once', () => {
    expect(zzWithStatus(['tripped'], 'tripped')).toEqual(['tripped'])
    expect(zzTripped(state({ statuses: ['onFire', 'tripped'] })).state.statuses).toEqual([
      'onFire',
      'tripped',
    ])
  })

  it('ZZ-54: a Tripped figure that is not Down counts as Tripped', () => {
    expect(zzIsTripped(['tripped'])).toBe(true)
    expect(zzIsTripped(['onFire'])).toBe(false)
  })
})

describe('the Down line (ZZ-49, ZZ-Q9)', () => {
  it.each([
    // seed 003 L45 "below 0" (lt0): 0 HP is still up; zaldar.com "0 or below" (le0): Down.
    ['lt0', 0, false],
    ['lt0', -1, true],
    ['le0', 0, true],
    ['le0', 1, false],
  ] as const)('downAt %s at %i HP: Down %s', (downAt, hp, down) => {
    expect(zzIsDownHp(hp, { downAt })).toBe(down)
  })
})

describe('death at minus maximum HP (ZZ-Q36, deathAtNegMax)', () => {
  const dying = opts({ deathAtNegMax: true })

  it('a figure of 10 HP hit down to 5 is only hurt: 5 is not -10 or below', () => {
    const r = zzSetHp(state({ hp: 10, hpMax: 10 }), 5, dying)
    expect(r.became).toBeNull()
    expect(r.state.statuses).toEqual([])
  })

  it('a figure of 10 HP at +10 or -9 does not die; at -10 it does', () => {
    // -hpMax = -10: only HP <= -10 dies.
    expect(zzSetHp(state({ hp: 10, hpMax: 10 }), 10, dying).became).toBeNull()
    expect(zzSetHp(state({ hp: 10, hpMax: 10 }), -9, dying).became).toBe('down')
    expect(zzSetHp(state({ hp: 10, hpMax: 10 }), -10, dying).became).toBe('dead')
  })

  it('ZZ-53: a Down figure that dies is dead, no longer Down', () => {
    const r = zzSetHp(state({ hp: -2, hpMax: 6, statuses: ['down', 'onFire'] }), -6, dying)
    expect(r.became).toBe('dead')
    expect(r.state.statuses).toEqual(['onFire', 'dead'])
  })

  it('a dead figure losing more HP does not die again', () => {
    const r = zzSetHp(state({ hp: -6, hpMax: 6, statuses: ['dead'] }), -9, dying)
    expect(r.became).toBeNull()
    expect(r.state.statuses).toEqual(['dead'])
    expect(r.state.hp).toBe(-9)
  })
})

describe('how a figurine lies from its statuses (B.8)', () => {
  it.each([
    [[], 'upright'],
    [['onFire'], 'upright'],
    [['tripped'], 'back'],
    // ZZ-53: Unconscious and dead figures lie on their backs though neither is Tripped.
    [['unconscious'], 'back'],
    [['dead'], 'back'],
  ] as const)('%j: %s', (statuses, lies) => {
    expect(zzOrientationFor(statuses)).toBe(lies)
  })
})
