/**
 * GG sheets and token state behind the Ruleset interface: what a GM types is checked in words, the
 * derived numbers say how they came about, and what players may see of a token holds no number.
 */
import { describe, expect, it } from 'vitest'
import { rulesetById } from '../../../../shared/rules'
import {
  freshGgInstance,
  GgInstanceSchema,
  type GgInstance,
} from '../../../../shared/rules/gg/engine/instance'
import { ggRuleset } from '../../../../shared/rules/gg/adapter/ruleset'
import {
  blankGgSheet,
  ggMeters,
  ggPublicView,
} from '../../../../shared/rules/gg/adapter/ruleset-sheet'
import {
  GgNpcSchema,
  GgPcSchema,
  type GgSheet,
} from '../../../../shared/rules/gg/engine/sheet-schema'
import {
  aocReach,
  attackBonus,
  damageBonus,
  enduranceDr,
  hitTarget,
} from '../../../../shared/rules/gg/engine/statblock'

/** Aria of OTHER-SYSTEMS.md A.0: PHY 1, AGI 3, END 2, KNO 1, INT 2, DET 1, SB 2, HT 13, HP 30. */
const aria = GgPcSchema.parse({
  id: 'aria',
  name: 'Aria',
  player: 'Sam',
  traits: { PHY: 1, AGI: 3, END: 2, KNO: 1, INT: 2, DET: 1 },
  sb: 2,
  hpMax: 30,
  actions: [
    { id: 'sword', name: 'Longsword', damage: '1d8', damageTypes: ['Slashing'] },
    { id: 'bow', name: 'Shortbow', melee: false, range: 24, longRange: 96, damage: '1d6' },
    { id: 'spear', name: 'Spear', damage: '1d6', properties: ['reach'], trained: false },
  ],
})

const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message)

describe('GG sheets (A.10)', () => {
  it('fills the usual numbers a stat block leaves out: 3AP/1RP, 6 m walking, Medium, SB 2', () => {
    const orc = GgNpcSchema.parse({
      id: 'orc',
      name: 'Orc',
      traits: { PHY: 3, AGI: 1, END: 4, KNO: 0, INT: 0, DET: 0 },
      hpMax: 40,
    })
    expect(orc.perTurn).toEqual({ ap: 3, rp: 1 })
    expect(orc.speed).toEqual({ walk: 6, hover: false })
    expect(orc.size).toBe('medium')
    expect(orc.sb).toBe(2)
    expect(orc.rank).toBe('named')
  })

  it('seed 001, Opportunity Attacks: a sheet that says nothing makes none; the stat block grants it', () => {
    // "Unless a Character has a Feature that explicitly grants them this reaction, they cannot
    // make an Opportunity Attack ... For NPCs, it will state in their Stat Block".
    const traits = { PHY: 1, AGI: 1, END: 1, KNO: 1, INT: 1, DET: 1 }
    expect(GgNpcSchema.parse({ id: 'n', name: 'N', traits, hpMax: 5 }).opportunityAttack).toBe(
      false,
    )
    expect(GgPcSchema.parse({ id: 'p', name: 'P', traits, hpMax: 5 }).opportunityAttack).toBe(false)
    expect(blankGgSheet('npc', 'b', 'Blank').opportunityAttack).toBe(false)
    const granted = { id: 'w', name: 'W', traits, hpMax: 5, opportunityAttack: true }
    expect(GgNpcSchema.parse(granted).opportunityAttack).toBe(true)
  })

  it('stores damage types by lower-case id whatever the GM typed', () => {
    expect(aria.actions[0]!.damageTypes).toEqual(['slashing'])
    const npc = GgNpcSchema.parse({
      ...blankGgSheet('npc', 'x', 'X'),
      resistances: { Fire: 1 },
      immunities: ['Poison'],
    })
    expect(npc.resistances).toEqual({ fire: 1 })
    expect(npc.immunities).toEqual(['poison'])
  })

  it('refuses nonsense in words that name the field', () => {
    const bad = GgNpcSchema.safeParse({
      ...blankGgSheet('npc', 'x', 'X'),
      hpMax: 0,
      speed: { walk: 2.3 },
      actions: [
        { id: 'a', name: 'Claw', damage: 'two dice' },
        { id: 'a', name: 'Bite' },
      ],
    })
    const text = issues(bad).join(' | ')
    expect(text).toContain('HP max must be at least 1, not 0')
    expect(text).toContain('Walking speed is in whole or half metres')
    expect(text).toContain('"two dice" is not a dice expression')
    expect(text).toContain('two actions share the id "a"')
  })

  it('keeps keys a newer build adds, but bounds them', () => {
    const npc = GgNpcSchema.parse({ ...blankGgSheet('npc', 'x', 'X'), lore: { era: 'old' } })
    expect((npc as unknown as { lore: unknown }).lore).toEqual({ era: 'old' })
    let deep: unknown = 1
    for (let i = 0; i < 200; i++) deep = { d: deep }
    expect(GgNpcSchema.safeParse({ ...blankGgSheet('npc', 'x', 'X'), deep }).success).toBe(false)
  })

  it('blank sheets from New NPC / New PC are valid under the ruleset schema', () => {
    for (const kind of ['npc', 'pc'] as const) {
      const blank = ggRuleset.sheet.blank(kind, 'id-1', 'New one')
      expect(ggRuleset.sheet.schema[kind].safeParse(blank).success).toBe(true)
    }
  })

  it('is registered under "gg" with hex and square boards (L148) and metres', () => {
    expect(rulesetById('gg')).toBe(ggRuleset)
    expect(ggRuleset.boards).toEqual(['hex', 'square'])
    expect(ggRuleset.unit).toBe('m')
    expect(ggRuleset.saves.map((s) => s.id)).toEqual(['PHY', 'AGI', 'END', 'KNO', 'INT', 'DET'])
  })

  it('stands Huge and Gargantuan beings on the hex board’s largest footprint', () => {
    const huge = { ...aria, size: 'huge' } as GgSheet
    expect(ggRuleset.sheet.token!(huge)).toEqual({ size: 'giant', speed: 6 })
    expect(ggRuleset.sheet.token!(aria)).toEqual({ size: 'medium', speed: 6 })
  })
})

describe('GG derived numbers, with how they were derived', () => {
  it('Aria: HT 13 = 10 + AGI 3 (GG-049); END 2 gives DR 1 (GG-080)', () => {
    expect(hitTarget(aria)).toEqual({ value: 13, how: '10 + 3 (AGI)' })
    expect(enduranceDr(aria)).toEqual({ value: 1, how: 'half of END 2, at least 1' })
    expect(hitTarget({ ...aria, ht: 15 })).toEqual({ value: 15, how: 'from the stat block' })
  })

  it('a Reach weapon makes the AoC 2 m (GG-038)', () => {
    expect(aocReach(aria).value).toBe(2)
    expect(aocReach({ ...aria, actions: aria.actions.slice(0, 1) }).value).toBe(1)
    expect(aocReach({ ...aria, reach: 3 }).value).toBe(3)
  })

  it('melee rolls PHY, ranged AGI; SB only when Trained (GG-047/048)', () => {
    expect(attackBonus(aria, aria.actions[0]!)).toEqual({ value: 3, how: 'PHY 1 + SB 2' })
    expect(attackBonus(aria, aria.actions[1]!)).toEqual({ value: 5, how: 'AGI 3 + SB 2' })
    expect(attackBonus(aria, aria.actions[2]!)).toEqual({ value: 1, how: 'PHY 1' })
  })

  it('Weapon damage adds the Trait only, unless the table adds SB (GG-071, GG-Q19)', () => {
    expect(damageBonus(aria, aria.actions[1]!).value).toBe(3)
    expect(damageBonus(aria, aria.actions[1]!, { weaponDamageAddsSB: true }).value).toBe(5)
  })
})

describe('GG token state', () => {
  it('a fresh token has full HP, its BP, and nothing used', () => {
    const inst = freshGgInstance({ ...aria, bp: 4 })
    expect(GgInstanceSchema.parse(inst)).toEqual(inst)
    expect(inst).toMatchObject({
      hp: 30,
      bp: 4,
      conditions: [],
      turn: { taken: {}, reactions: [] },
    })
  })

  it('players see how hurt it looks and the conditions on the figure, never a number', () => {
    const inst: GgInstance = { ...freshGgInstance(aria), hp: 15, conditions: ['prone', 'hidden'] }
    const view = ggPublicView(inst, aria)
    expect(view).toEqual({ health: 'badly hurt', conditions: ['prone'] })
    expect(JSON.stringify(view)).not.toMatch(/\d/)
    const down = { ...inst, hp: 0, dying: { ...inst.dying, unconscious: true, dying: true } }
    expect(ggPublicView(down, aria)).toEqual({
      health: 'down',
      conditions: ['prone', 'unconscious'],
    })
  })

  it('its own player reads HP, BP and Wounded on a phone', () => {
    const inst = {
      ...freshGgInstance(aria),
      hp: 12,
      bp: 2,
      dying: { ...freshGgInstance(aria).dying, wounded: 2 },
    }
    expect(ggMeters(inst, aria)).toEqual([
      { id: 'hp', name: 'HP', value: 12, max: 30 },
      { id: 'bp', name: 'BP', value: 2, max: 2 },
      { id: 'wounded', name: 'Wounded', value: 2, max: 5 },
    ])
  })

  it('a hand edit above the sheet’s HP max is refused in words', () => {
    const inst = { ...freshGgInstance(aria), hp: 31 }
    expect(ggRuleset.instance.problem!(inst, aria)).toBe('Aria has at most 30 HP, not 31')
    expect(ggRuleset.instance.problem!({ ...inst, hp: 30 }, aria)).toBeNull()
  })
})
