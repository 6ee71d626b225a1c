/**
 * GG sheets and token state behind the Ruleset interface at their edges: blank sheets, the footprint of each Size (F-GG-6), how hurt a figure looks around the Bloodied line
 * (GG-096: 2·HP ≤ Max), what players see and what the being's own player reads.
 */
import { describe, expect, it } from 'vitest'
import { importNpcFile, exportNpcFile, rulesetById } from '../../../../shared/rules'
import { freshGgInstance } from '../../../../shared/rules/gg/engine/instance'
import { GG_UP } from '../../../../shared/rules/gg/engine/dying'
import {
  blankGgSheet,
  ggHealth,
  ggMeters,
  ggPublicView,
  SHEET_VERSION,
} from '../../../../shared/rules/gg/adapter/ruleset-sheet'
import { ORC, gg, state } from './fixture'

describe('blank sheets (New NPC / New PC)', () => {
  it('an NPC blank has no player; a PC blank has an empty one; both a 1d4 Unarmed Strike', () => {
    const npc = blankGgSheet('npc', 'n1', 'New NPC')
    const pc = blankGgSheet('pc', 'p1', 'New PC')
    expect(npc).not.toHaveProperty('player')
    expect(pc).toMatchObject({ id: 'p1', name: 'New PC', player: '' })
    for (const s of [npc, pc]) {
      expect(s.traits).toEqual({ PHY: 0, AGI: 0, END: 0, KNO: 0, INT: 0, DET: 0 })
      expect(s.hpMax).toBe(10)
      expect(s.actions).toHaveLength(1)
      expect(s.actions[0]).toMatchObject({
        id: 'unarmed',
        name: 'Unarmed Strike',
        kind: 'unarmed',
        damage: '1d4',
        damageTypes: ['bludgeoning'],
      })
    }
  })
})

describe('the token a sheet stands as (F-GG-6 footprints)', () => {
  const token = gg.sheet.token!
  it.each([
    ['tiny', 'tiny'],
    ['small', 'small'],
    ['medium', 'medium'],
    ['large', 'large'],
    ['huge', 'giant'],
    ['gargantuan', 'gargantuan'],
  ])('%s stands as %s, at its walking speed', (size, footprint) => {
    const s = { ...ORC, size, speed: { ...ORC.speed, walk: 9 } }
    expect(token(s)).toEqual({ size: footprint, speed: 9 })
  })
  it('version 1, stored sheets passed through as they are, NPC import wired', () => {
    expect(gg.sheet.version).toBe(SHEET_VERSION)
    expect(SHEET_VERSION).toBe(1)
    const raw = { any: 'thing' }
    expect(gg.sheet.migrate!(raw, 1)).toBe(raw)
    const read = importNpcFile(gg, exportNpcFile(rulesetById('gg')!, [ORC]), [])
    expect(read.ok).toBe(true)
  })
})

describe('how hurt a being looks (GG-096: Bloodied at 2·HP ≤ Max)', () => {
  it('full HP: nothing; one below: hurt', () => {
    expect(ggHealth(40, 40, false)).toBeUndefined()
    expect(ggHealth(39, 40, false)).toBe('hurt')
  })
  it('exactly half: badly hurt (2·20 = 40 ≤ 40); one above: hurt (2·21 = 42 > 40)', () => {
    expect(ggHealth(20, 40, false)).toBe('badly hurt')
    expect(ggHealth(21, 40, false)).toBe('hurt')
  })
  it('odd Max 31: 15 is badly hurt (30 ≤ 31), 16 is hurt (32 > 31)', () => {
    expect(ggHealth(15, 31, false)).toBe('badly hurt')
    expect(ggHealth(16, 31, false)).toBe('hurt')
  })
  it('1 HP is badly hurt, 0 HP down, and down wins even at full HP', () => {
    expect(ggHealth(1, 40, false)).toBe('badly hurt')
    expect(ggHealth(0, 40, false)).toBe('down')
    expect(ggHealth(40, 40, true)).toBe('down')
  })
})

describe('what the players see of a figure', () => {
  it('no state: nothing', () => {
    expect(ggPublicView(undefined, ORC)).toEqual({})
  })

  it('unhurt with no visible condition: nothing at all (no empty keys)', () => {
    expect(ggPublicView(state(ORC, { conditions: ['hidden', 'bloodied'] }), ORC)).toEqual({})
  })

  it('the figure’s conditions: prone, grappled, knocked out and squeezing show', () => {
    const conditions = ['prone', 'grappled', 'knockedOut', 'squeezing', 'slowed'] as const
    expect(ggPublicView(state(ORC, { conditions: [...conditions] }), ORC)).toEqual({
      conditions: ['prone', 'grappled', 'knockedOut', 'squeezing'],
    })
  })

  it('Unconscious set as a condition shows though the dying track does not say so', () => {
    expect(ggPublicView(state(ORC, { conditions: ['unconscious'] }), ORC)).toEqual({
      conditions: ['unconscious'],
    })
  })

  it('out of the fight or dead at full HP: down', () => {
    for (const flag of ['outOfFight', 'dead'])
      expect(ggPublicView(state(ORC, { dying: { ...GG_UP, [flag]: true } }), ORC)).toEqual({
        health: 'down',
      })
  })

  it('unconscious already listed is not listed twice', () => {
    const inst = state(ORC, {
      hp: 0,
      conditions: ['unconscious'],
      dying: { ...GG_UP, unconscious: true },
    })
    expect(ggPublicView(inst, ORC)).toEqual({ health: 'down', conditions: ['unconscious'] })
  })

  it('a token with no sheet: down when down, else no health', () => {
    const down = state(ORC, { hp: 5, dying: { ...GG_UP, dead: true } })
    expect(ggPublicView(down, null)).toEqual({ health: 'down' })
    expect(ggPublicView(state(ORC, { hp: 5 }), null)).toEqual({})
  })
})

describe("the being's own meters", () => {
  it('no BP on sheet or token and not Wounded: HP only', () => {
    expect(ggMeters(state(ORC, { hp: 33 }), ORC)).toEqual([
      { id: 'hp', name: 'HP', value: 33, max: 40 },
    ])
  })
  it('BP on the sheet but none left: the BP meter shows 0 of the sheet’s 6', () => {
    const sheet = { ...ORC, bp: 6 }
    expect(ggMeters(state(sheet, { bp: 0 }), sheet)[1]).toEqual({
      id: 'bp',
      name: 'BP',
      value: 0,
      max: 6,
    })
  })
  it('more BP than the sheet gives (GG-090: they can exceed): the max grows to them', () => {
    const sheet = { ...ORC, bp: 6 }
    expect(ggMeters(state(sheet, { bp: 9 }), sheet)[1]).toMatchObject({ value: 9, max: 9 })
  })
  it('no state or no sheet: no meters', () => {
    expect(ggMeters(undefined, ORC)).toEqual([])
    expect(ggMeters(state(ORC), null)).toEqual([])
  })
})

describe('instance hooks', () => {
  it('fresh: from a GG sheet; null for no sheet', () => {
    expect(gg.instance.fresh(ORC)).toEqual(freshGgInstance(ORC))
    expect(gg.instance.fresh(null)).toBeNull()
  })
  it('problem: none without a sheet', () => {
    expect(gg.instance.problem!(state(ORC, { hp: 99 }), null)).toBeNull()
    expect(gg.instance.problem!(state(ORC, { hp: 41 }), ORC)).toBe('Orc has at most 40 HP, not 41')
  })
})
