import { describe, expect, it } from 'vitest'
import { ZZ_STATUSES } from '../../../../shared/rules/zz/engine/model'
import {
  zzCanAct,
  zzIsTripped,
  zzOrientationAfter,
  zzOrientationFor,
  zzSetHp,
  zzTripped,
  ZZ_STATUS_INFO,
} from '../../../../shared/rules/zz/engine/status'
import { opts, state } from './turn-fixture'

describe('zz statuses', () => {
  it('ZZ-49..55 every status has a label and a rule; the [EXT] ones are manual', () => {
    for (const s of ZZ_STATUSES) expect(ZZ_STATUS_INFO[s].label.length).toBeGreaterThan(0)
    expect(ZZ_STATUSES.filter((s) => ZZ_STATUS_INFO[s].manual)).toEqual([
      'confused',
      'dehydrated',
      'diseased',
    ])
  })

  it.each([
    [4, 5, 'le0', -1, 'down'],
    [4, 5, 'lt0', -1, 'down'],
    [5, 5, 'lt0', 0, null],
    [5, 5, 'le0', 0, 'down'],
  ] as const)(
    'ZZ-49/Q9 Mondo at %i HP takes %i (%s): HP %i, becomes %s',
    (hp, dmg, downAt, after, became) => {
      const r = zzSetHp(state({ hp }), hp - dmg, opts({ downAt }))
      expect(r.state.hp).toBe(after)
      expect(r.became).toBe(became)
      expect(r.state.statuses.includes('down')).toBe(became === 'down')
    },
  )

  it('seed 003 L45-47: by default Down is below 0 HP: Mondo left at 0 goes on, at -1 he is Down', () => {
    // "If a target's HP drops below 0, they are immediately DOWN"; the example keeps Mondo up.
    expect(zzSetHp(state({ hp: 5 }), 0, opts()).became).toBeNull()
    expect(zzSetHp(state({ hp: 4 }), -1, opts()).became).toBe('down')
  })

  it('ZZ-Q36 with deathAtNegMax a figure at minus its maximum HP dies; without it only Down', () => {
    expect(zzSetHp(state({ hpMax: 6 }), -6, opts({ deathAtNegMax: true })).became).toBe('dead')
    expect(zzSetHp(state({ hpMax: 6 }), -6, opts()).became).toBe('down')
  })

  it('ZZ-52 healing does not lift Down; a Down figure losing more HP stays Down once', () => {
    const down = state({ hp: -1, statuses: ['down'] })
    expect(zzSetHp(down, 3, opts()).state.statuses).toEqual(['down'])
    expect(zzSetHp(down, -3, opts()).became).toBeNull()
  })

  it('ZZ-51 a Down goblin lies on its back and counts as Tripped', () => {
    expect(zzIsTripped(['down'])).toBe(true)
    expect(zzOrientationFor(['down'])).toBe('back')
    expect(zzIsTripped([])).toBe(false)
  })

  it('ZZ-46/54 a successful Trip: Tripped and on its back', () => {
    const r = zzTripped(state())
    expect(r.state.statuses).toEqual(['tripped'])
    expect(r.orientation).toBe('back')
  })

  it.each([
    ['tripped', 'back'],
    ['down', 'back'],
    ['stopDropRoll', 'face-down'],
    ['standUp', 'upright'],
    ['recovered', 'upright'],
  ] as const)('ZZ-31/51/54 after %s the figurine lies %s', (event, lies) => {
    expect(zzOrientationAfter(event)).toBe(lies)
  })

  it('ZZ-53/Q35 Unconscious and dead figures cannot act', () => {
    expect(zzCanAct(['unconscious'])).toBe(false)
    expect(zzCanAct(['dead'])).toBe(false)
    expect(zzCanAct(['down', 'onFire'])).toBe(true)
  })
})
