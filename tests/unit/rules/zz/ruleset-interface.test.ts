import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { spendResource } from '../../../../shared/play/combat'
import {
  distanceText,
  listRulesets,
  optionValues,
  RollRefused,
  rulesetById,
  unregisterRuleset,
} from '../../../../shared/rules'
import { zzRuleset } from '../../../../shared/rules/zz/adapter/ruleset'
import { zzBegun, zzCampaign } from '../../play/combat/zz-fixture'

describe('Zealots of Zaldar behind the Ruleset interface', () => {
  it('is registered, listed and kept when a test unregisters it', () => {
    expect(rulesetById('zz')).toBe(zzRuleset)
    unregisterRuleset('zz')
    expect(listRulesets().map((r) => r.name)).toContain('Zealots of Zaldar')
    expect(zzRuleset.boards).toEqual(['square'])
    expect(zzRuleset.unit).toBe('spaces')
  })

  it.each([
    [1, 'spaces', '1 space'],
    [5, 'spaces', '5 spaces'],
    [0, 'spaces', '0 spaces'],
    [6, 'm', '6 m'],
  ] as const)('a distance of %i %s reads "%s"', (n, unit, text) => {
    expect(distanceText(n, unit)).toBe(text)
  })

  it('the tracker words a refused walk in spaces', () => {
    const c = zzBegun(zzCampaign())
    expect(() => spendResource(c, 'thurig', 'move', 6, false)).toThrow(
      'Thurig has only 5 spaces Move left this turn, not 6 spaces',
    )
  })

  it('ZZ-49..55: the statuses are its conditions; Down, Unconscious, Tripped and On Fire show', () => {
    const byId = new Map(zzRuleset.conditions.map((c) => [c.id, c]))
    expect([...byId.keys()]).toEqual([
      'down',
      'unconscious',
      'dead',
      'tripped',
      'onFire',
      'confused',
      'dehydrated',
      'diseased',
    ])
    expect(zzRuleset.conditions.filter((c) => c.visible).map((c) => c.name)).toEqual([
      'Down',
      'Unconscious',
      'Tripped',
      'On Fire',
    ])
    expect(byId.get('onFire')?.timing).toEqual({ ends: 'manual' })
    expect(zzRuleset.saves.map((s) => s.id)).toEqual(['STR', 'DEX', 'INT', 'CHA'])
  })

  it('refuses every roll in words until the rolls come', () => {
    expect(() =>
      zzRuleset.rolls.resolve({ kind: 'attack' }, zzCampaign(), scriptedDice({})),
    ).toThrow(RollRefused)
  })

  it('the dialog reads the Crit die and the archery tiers by preset name', () => {
    const stored = { critDie: { faces: 6, critFaces: 2 } }
    const o = optionValues(zzRuleset, stored)
    // The hooks get the dice themselves.
    expect(zzRuleset.options.resolve(stored)).toMatchObject(stored)
    expect(o.critDie).toBe('d6two')
    expect(o.archeryTiers).toBe('standard')
    expect(zzRuleset.options.schema.safeParse({ critDie: o.critDie }).success).toBe(true)
  })

  it("a new campaign's first map is a square one", () => {
    expect(zzCampaign().maps['map-1']?.kind).toBe('square')
  })
})
