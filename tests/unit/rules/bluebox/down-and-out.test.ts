import { describe, expect, it } from 'vitest'
import {
  downAfterDamage,
  downAfterHealing,
  NOT_DOWN,
  resolveBlueboxOptions,
  rollDeathSave,
  scriptedDice,
  type DamageEvent,
  type DownTrack,
} from '../../../../shared/rules/bluebox'

const deathSaves = resolveBlueboxOptions({ downAndOut: 'death-saves' })
const track = (t: Partial<DownTrack>): DownTrack => ({ ...NOT_DOWN, ...t })
const hitDown = (damage: number, meleeHit = false): DamageEvent => ({
  hpBefore: 0,
  hpAfter: 0,
  damage,
  meleeHit,
})

describe('downAfterDamage: three instances (R18 default)', () => {
  it.each([
    ['damage short of 0 HP', track({}), { hpBefore: 10, hpAfter: 3, damage: 7 }, track({}), 0],
    [
      'dropping to 0 HP: Down, +1 Exhaustion',
      track({}),
      { hpBefore: 5, hpAfter: 0, damage: 9 },
      track({ state: 'down' }),
      1,
    ],
    [
      'first instance while Down',
      track({ state: 'down' }),
      hitDown(2),
      track({ state: 'down', instances: 1 }),
      0,
    ],
    [
      'third instance: Out',
      track({ state: 'down', instances: 2 }),
      hitDown(1),
      track({ state: 'out', instances: 3 }),
      0,
    ],
    [
      'a melee hit that makes a being Out does not kill it',
      track({ state: 'down', instances: 2 }),
      hitDown(1, true),
      track({ state: 'out', instances: 3 }),
      0,
    ],
    [
      'zero damage is no instance',
      track({ state: 'down', instances: 1 }),
      hitDown(0),
      track({ state: 'down', instances: 1 }),
      0,
    ],
    [
      'a melee hit on an Out being kills',
      track({ state: 'out', instances: 3 }),
      hitDown(0, true),
      track({ state: 'dead', instances: 3 }),
      0,
    ],
    [
      'ranged damage on an Out being does not kill',
      track({ state: 'out', instances: 3 }),
      hitDown(4),
      track({ state: 'out', instances: 3 }),
      0,
    ],
    ['the dead stay dead', track({ state: 'dead' }), hitDown(4, true), track({ state: 'dead' }), 0],
  ] as Array<[string, DownTrack, DamageEvent, DownTrack, number]>)(
    '%s',
    (_n, before, event, after, exhaustion) => {
      const u = downAfterDamage(before, event)
      expect(u.track).toEqual(after)
      expect(u.exhaustionGained).toBe(exhaustion)
    },
  )

  it('runs Down -> Out -> dead with the right flags', () => {
    let t: DownTrack = NOT_DOWN
    const flags: string[] = []
    const events: DamageEvent[] = [
      { hpBefore: 3, hpAfter: 0, damage: 5 },
      hitDown(1),
      hitDown(1),
      hitDown(1),
      hitDown(0, true),
    ]
    for (const e of events) {
      const u = downAfterDamage(t, e)
      if (u.becameDown) flags.push('down')
      if (u.becameOut) flags.push('out')
      if (u.died) flags.push('died')
      t = u.track
    }
    expect(flags).toEqual(['down', 'out', 'died'])
  })
})

describe('downAfterDamage: optional Death Saves', () => {
  it.each([
    [
      'damage while Down: one failure',
      track({ state: 'down' }),
      hitDown(3),
      track({ state: 'down', failures: 1 }),
    ],
    [
      'third failure: dead',
      track({ state: 'down', failures: 2 }),
      hitDown(1),
      track({ state: 'dead', failures: 3 }),
    ],
    [
      'no Out state, melee hit is just a failure',
      track({ state: 'down', successes: 1 }),
      hitDown(2, true),
      track({ state: 'down', successes: 1, failures: 1 }),
    ],
    [
      'damage on a stable being: Down again with a failure',
      track({ state: 'stable', successes: 3 }),
      hitDown(2),
      track({ state: 'down', successes: 0, failures: 1 }),
    ],
  ] as Array<[string, DownTrack, DamageEvent, DownTrack]>)('%s', (_n, before, event, after) => {
    expect(downAfterDamage(before, event, deathSaves).track).toEqual(after)
  })
})

describe('rollDeathSave (bare d12, DC 6)', () => {
  it.each([
    [track({ state: 'down' }), 6, true, track({ state: 'down', successes: 1 })],
    [track({ state: 'down' }), 5, false, track({ state: 'down', failures: 1 })],
    [track({ state: 'down', successes: 2 }), 12, true, track({ state: 'stable', successes: 3 })],
    [track({ state: 'down', failures: 2 }), 1, false, track({ state: 'dead', failures: 3 })],
  ])('%j rolls %i', (before, face, success, after) => {
    const r = rollDeathSave(before, scriptedDice({ 12: [face] }))
    expect(r).toEqual({ natural: face, success, track: after })
  })
  it('refuses a being that is not Down', () => {
    expect(() => rollDeathSave(NOT_DOWN, scriptedDice({ 12: [6] }))).toThrow(/'up'/)
  })
})

describe('downAfterHealing (healing ends Down & Out)', () => {
  it.each([
    [track({ state: 'down', instances: 2 }), 3, NOT_DOWN],
    [track({ state: 'out', instances: 3 }), 1, NOT_DOWN],
    [track({ state: 'stable', successes: 3 }), 1, NOT_DOWN],
    [track({ state: 'down', instances: 1 }), 0, track({ state: 'down', instances: 1 })],
    [track({ state: 'dead' }), 10, track({ state: 'dead' })],
  ])('%j healed %i', (before, healed, after) => {
    expect(downAfterHealing(before, healed)).toEqual(after)
  })

  // With the optional Death Saves, "gaining healing results in (1) automatic success".
  it.each([
    [
      track({ state: 'down', successes: 0, failures: 2 }),
      3,
      track({ state: 'down', successes: 1, failures: 2 }),
    ],
    [track({ state: 'down', successes: 2 }), 1, track({ state: 'stable', successes: 3 })],
    [track({ state: 'down', successes: 1 }), 0, track({ state: 'down', successes: 1 })],
    [track({ state: 'stable', successes: 3 }), 2, NOT_DOWN],
    [track({ state: 'dead', failures: 3 }), 5, track({ state: 'dead', failures: 3 })],
  ])('with Death Saves, %j healed %i', (before, healed, after) => {
    expect(downAfterHealing(before, healed, { downAndOut: 'death-saves' })).toEqual(after)
  })
})
