/**
 * Edges of the ZZ sheet hooks (OTHER-SYSTEMS.md B.9): what is and is not read as a sheet or an
 * instance, a Hero's kept state, how hurt a figure without a sheet looks, the dead-and-Unconscious
 * refusal, and the disposition a fresh token takes from its sheet (ZZ-24, ZZ-28).
 */
import { describe, expect, it } from 'vitest'
import {
  blankZzSheet,
  zzInstanceHooks,
  zzPublicView,
  zzSheet,
} from '../../../../shared/rules/zz/adapter/ruleset-sheet'
import { ZzInstanceSchema } from '../../../../shared/rules/zz/engine/instance'
import {
  ZzNpcSchema,
  ZzPcSchema,
  type ZzSheet,
} from '../../../../shared/rules/zz/engine/sheet-schema'

// Sheets and states as the core hands them over: read by ZZ's schemas.
const hero = (over: Record<string, unknown> = {}) =>
  ZzPcSchema.parse({ ...blankZzSheet('pc', 'ann', 'Ann'), hpMax: 10, ...over })
const monster = (over: Record<string, unknown> = {}) =>
  ZzNpcSchema.parse({ ...blankZzSheet('npc', 'orc', 'Orc'), hpMax: 10, ...over })
const state = (over: Record<string, unknown> = {}) =>
  ZzInstanceSchema.parse({ ...zzInstanceHooks.fresh(monster()), ...over })

describe('ZZ blank sheets and reading sheets (B.9)', () => {
  it('B.9 disposition: New PC is a Hero without one; New NPC is a hostile monster', () => {
    expect((blankZzSheet('pc', 'p', 'Hero') as ZzSheet).disposition).toBeUndefined()
    expect((blankZzSheet('npc', 'n', 'Orc') as ZzSheet).disposition).toBe('hostile')
  })

  it("ZZ-21: a Hero's kept state is read as a figure's state, its missing parts filled in", () => {
    // A Hero who left by an exit with 4 HP: no statuses, no Defend bonus, empty hands.
    const s = hero({ player: 'Bea', offBoard: { hp: 4 } })
    expect(s.offBoard).toMatchObject({
      hp: 4,
      mind: 0,
      statuses: [],
      defendBonus: 0,
      gear: { hands: [null, null], stored: [], loaded: [] },
    })
  })

  it('ZZ-02: a figure stands on one square and moves its MOVE', () => {
    expect(zzSheet.token?.(monster({ move: 4 }))).toEqual({ size: 'medium', speed: 4 })
  })
})

describe('ZZ public view and hand edits (B.9)', () => {
  it('B.9: HP 6 of 10 looks hurt, 5 of 10 badly hurt (half), 10 of 10 not at all', () => {
    // hurt below the maximum; badly hurt at half or less: 6 * 2 = 12 > 10, 5 * 2 = 10 <= 10.
    expect(zzPublicView(state({ hp: 6 }), monster())).toEqual({ health: 'hurt' })
    expect(zzPublicView(state({ hp: 5 }), monster())).toEqual({ health: 'badly hurt' })
    expect(zzPublicView(state({ hp: 10 }), monster())).toEqual({})
  })

  it('without a sheet there is no maximum, so even 0 HP gives no health look', () => {
    expect(zzPublicView(state({ hp: 0 }), null)).toEqual({})
    expect(zzPublicView(state({ hp: -4 }), null)).toEqual({})
  })

  it('ZZ-49: Down shows without a sheet too; a non-instance shows nothing', () => {
    expect(zzPublicView(state({ hp: -1, statuses: ['down'] }), null)).toEqual({
      health: 'down',
      conditions: ['Down'],
    })
  })

  it('ZZ-53: a figure cannot be both dead and Unconscious; either alone stands', () => {
    expect(zzInstanceHooks.problem?.(state({ statuses: ['dead', 'unconscious'] }), monster())).toBe(
      'Orc cannot be both dead and Unconscious',
    )
    expect(zzInstanceHooks.problem?.(state({ statuses: ['dead'] }), monster())).toBeNull()
    expect(zzInstanceHooks.problem?.(state({ statuses: ['unconscious'] }), monster())).toBeNull()
  })

  it('a hand edit is only checked against a sheet: no sheet, no problem', () => {
    expect(zzInstanceHooks.problem?.(state({ hp: 99 }), null)).toBeNull()
  })

  it('meters need a sheet', () => {
    expect(zzInstanceHooks.meters?.(state(), null)).toEqual([])
  })
})

describe('ZZ fresh tokens take their disposition from the sheet (ZZ-24, ZZ-28)', () => {
  it('ZZ-24: a neutral monster enters play neutral', () => {
    expect(zzInstanceHooks.fresh(monster({ disposition: 'neutral' }))).toMatchObject({
      disposition: 'neutral',
    })
  })

  it('a sheet without a disposition gives a token without one', () => {
    const fresh = zzInstanceHooks.fresh(hero()) as object
    expect(Object.keys(fresh)).not.toContain('disposition')
  })

  it('ZZ-21: a Hero back from an exit keeps the disposition it had in play over its sheet', () => {
    const back = hero({ disposition: 'friendly', offBoard: { hp: 3, disposition: 'neutral' } })
    expect(zzInstanceHooks.fresh(back)).toMatchObject({ hp: 3, disposition: 'neutral' })
  })

  it('no sheet gives no token state', () => {
    expect(zzInstanceHooks.fresh(null)).toBeNull()
  })
})
