import { describe, expect, it } from 'vitest'
import { healthLook } from '../../../../shared/kit/health'

// Blue Box's Health & Healing, GG-096 (Bloodied at half) and ZZ's B.8 all read a figure the same
// way: below its maximum it looks hurt, at half or less badly hurt; down is the game's own call.
describe('how hurt a being looks', () => {
  it.each([
    [20, 20, false, undefined],
    [19, 20, false, 'hurt'],
    [11, 20, false, 'hurt'],
    [10, 20, false, 'badly hurt'],
    [9, 19, false, 'badly hurt'],
    [10, 19, false, 'hurt'],
    [0, 20, false, 'badly hurt'],
    [20, 20, true, 'down'],
  ] as const)('%i of %i HP, down %s: %s', (hp, max, down, look) => {
    expect(healthLook(hp, max, down)).toBe(look)
  })
})
