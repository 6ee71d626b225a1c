/**
 * The Memory in play (GG-114 … GG-128): a Limit Break on Aria's turn summons her Memory (sheet,
 * token beside her, turn right after hers, one change list), its Regeneration at its turn start
 * (GG-122), the Obstructing Aura halving Movement at a turn start (GG-121, GG-Q48), no passive LP
 * for it (GG-Q42), Teamwork's Advantage (GG-123), dismissal at 0 HP and at the end of the fight
 * (GG-Q51), and the dying tick's words at a turn start (GG-102, GG-105).
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { hexDistance } from '../../../../shared/geometry/hex'
import { applyStateChanges, endCombat } from '../../../../shared/play/combat'
import { prepareGgAttack } from '../../../../shared/rules/gg/adapter/attack-inputs'
import type { GgInstance } from '../../../../shared/rules/gg/engine/instance'
import { memorySheet } from '../../../../shared/rules/gg/adapter/memory-summon'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'
import { GgAttackRequestSchema } from '../../../../shared/rules/gg/engine/roll-requests'
import { ggCombat } from '../../../../shared/rules/gg/adapter/ruleset-combat'
import { ggRolls } from '../../../../shared/rules/gg/adapter/ruleset-rolls'
import { ggActions, ggSpeed } from '../../../../shared/rules/gg/adapter/ruleset-combat-actions'
import type { GgNpc } from '../../../../shared/rules/gg/engine/sheet-schema'
import {
  asGg,
  fight,
  ggBegun,
  ggCampaign,
  logOf,
  next,
  stateOf,
  withState,
} from './ruleset-combat-fixture'
import { parsed } from './fixture'
import type { GgCampaign } from '../../../../shared/rules/gg/adapter/types'

const MEMORY = 'memory-aria'
const lpOf = (c: GgCampaign) => c.rulesetState?.['gg.lp']
const withLp = (c: GgCampaign, lp: number): GgCampaign => ({
  ...c,
  rulesetState: { ...c.rulesetState, 'gg.lp': lp },
})
const at = (c: GgCampaign, id: string, q: number, r: number): GgCampaign => ({
  ...c,
  tokens: { ...c.tokens, [id]: { ...c.tokens[id]!, hex: { q, r } } },
})
const useLb = (c: GgCampaign, use = 'limitBreak1') =>
  ggCombat.usePartyTrack!(c, 'limitPotential', use, scriptedDice({}))

/** Aria (15), Orc (10), Bram (5): Aria's turn, 150 LP, then her Limit Break Level 1. */
function summoned(edit: (c: GgCampaign) => GgCampaign = (c) => c): GgCampaign {
  const c = ggBegun(withLp(edit(ggCampaign()), 150), ['aria', 'orc', 'bram'], [15, 10, 5])
  return asGg(applyStateChanges(c, useLb(c).changes))
}

describe('GG-114..120 a Limit Break on the Breaker’s turn summons the Memory', () => {
  it('adds its stat block, its token beside Aria and its turn right after hers', () => {
    const c = summoned()
    const sheet = c.npcs[MEMORY] as GgNpc
    expect(sheet).toMatchObject({
      name: 'Memory of Aria',
      tags: ['memory'],
      memory: { breakerTokenId: 'aria', lbLevel: 1 },
      ht: 12,
      hpMax: 41, // 30 + LB 1 + 10 × level 1 (GG-116, literal)
      sb: 2,
      perTurn: { ap: 4, rp: 2 },
      speed: { walk: 6, fly: 6 },
      initiative: { none: true },
      opportunityAttack: true,
    })
    expect(sheet.actions.map((a) => [a.id, a.ap, a.damage ?? null])).toEqual([
      ['meleeStrike', 2, '1d8+3'],
      ['meleeSweep', 2, '1d4+3'],
      ['rangedStrike', 2, '1d6+3'],
      ['healingPulse', 2, null],
      ['teleport', 1, null],
    ])
    expect(sheet.reactions.map((r) => r.name)).toEqual(['Opportunity Attack'])
    const token = c.tokens[MEMORY]!
    expect(token).toMatchObject({ name: "Aria's Memory", kind: 'npc', npcId: MEMORY })
    expect(hexDistance(token.hex, c.tokens.aria!.hex)).toBe(1)
    expect(token.hex).not.toEqual(c.tokens.bram!.hex)
    expect(fight(c).order.map((o) => o.id)).toEqual(['aria', MEMORY, 'orc', 'bram'])
    expect(fight(c).order[1]).toMatchObject({
      side: 'party',
      initiative: fight(c).order[0]!.initiative,
    })
    expect(fight(c).acted).not.toContain(MEMORY)
    expect(lpOf(c)).toBe(55) // 150 + Aria's 5 at her turn start − 100
    expect(logOf(c)).toContain("Aria's Memory joins the fight right after Aria")
    // Its Melee Strike rolls 2 × LB Lvl + the Breaker's SB and deals 1d8 + LB Lvl + SB.
    const prep = prepareGgAttack(
      at(c, 'orc', c.tokens[MEMORY]!.hex.q + 1, c.tokens[MEMORY]!.hex.r),
      GgAttackRequestSchema.parse({
        kind: 'attack',
        attackerTokenId: MEMORY,
        targetTokenId: 'orc',
        actionId: 'meleeStrike',
      }),
    )
    expect(prep.bonus.value).toBe(4)
  })

  it('damage stays LB Lvl + SB whether or not the table adds SB to weapon damage', () => {
    const options = resolveGgOptions({ weaponDamageAddsSB: false })
    const breaker = { tokenId: 'aria', name: 'Aria', sb: 3, level: 4 }
    const sheet = memorySheet('m', 2, breaker, 'swim', options)
    expect(sheet.actions[0]!.damage).toBe('1d8+5')
    expect(sheet.ht).toBe(15)
    expect(sheet.speed).toMatchObject({ walk: 6, swim: 6 })
    const addsSb = resolveGgOptions({ weaponDamageAddsSB: true })
    expect(memorySheet('m', 2, breaker, 'swim', addsSb).actions[0]!.damage).toBe('1d8+2')
  })

  it('acts right after Aria: her turn ends, the Memory’s starts', () => {
    const c = next(summoned())
    expect(fight(c).currentId).toBe(MEMORY)
  })

  it('summons nothing when it is not a Breaker’s turn; the LP is still spent', () => {
    const c = next(summoned())
    const orcTurn = next(c)
    expect(fight(orcTurn).currentId).toBe('orc')
    const lb = useLb(withLp(orcTurn, 100))
    expect(lb.changes).toEqual([{ kind: 'ruleset-state', key: 'gg.lp', value: 0 }])
    expect(lb.outcome.detail).toMatch(/none appears now/)
  })

  it('takes a second movement the GM names', () => {
    const c = ggBegun(withLp(ggCampaign(), 150), ['aria', 'orc'], [15, 10])
    const after = applyStateChanges(c, useLb(c, 'limitBreak1:climb').changes)
    expect((after.npcs[MEMORY] as GgNpc).speed).toMatchObject({ walk: 6, climb: 6 })
    expect(() => useLb(c, 'limitBreak1:teleport')).toThrow(/second movement/)
  })
})

describe('GG-122 Regeneration and GG-Q42 no LP at the Memory’s turn start', () => {
  it('regains 5 + LB Lvl with at least 1 HP, up to its maximum, and adds no LP', () => {
    let c = withState(summoned(), MEMORY, (s) => ({ ...s, hp: 20 }))
    const lp = lpOf(c)
    c = next(c)
    expect(stateOf(c, MEMORY).hp).toBe(26)
    expect(lpOf(c)).toBe(lp)
    const full = withState(summoned(), MEMORY, (s) => ({ ...s, hp: 40 }))
    expect(stateOf(next(full), MEMORY).hp).toBe(41)
  })
})

describe('GG-121 the Obstructing Aura at a turn start', () => {
  const near = (c: GgCampaign, id: string, metres: number): GgCampaign => {
    const m = c.tokens[MEMORY]!.hex
    return at(c, id, m.q + metres, m.r)
  }
  const orcStarts = (c: GgCampaign) => next(next(c)) // Aria → Memory → Orc

  it('halves the Movement of a being that starts within the Breaker’s SB metres', () => {
    const c = orcStarts(near(summoned(), 'orc', 2))
    expect(fight(c).currentId).toBe('orc')
    expect(stateOf(c, 'orc').obstructedBy).toBe("Aria's Memory")
    const orc = c.tokens.orc!
    expect(ggSpeed(orc, c)).toBe(3)
    const movement = ggActions(orc, c).find((a) => a.name === 'Movement')
    expect(Object.values(movement?.gives ?? {})).toEqual([3])
    expect(ggCombat.vitals(orc, c).lines).toContain("Speed halved (aura of Aria's Memory)")
    expect(fight(c).items.map((i) => i.text)).toContain(
      "Orc starts its turn in the Obstructing Aura of Aria's Memory: its speeds are halved until the start of its next turn",
    )
  })

  it('leaves a being farther away, the Breaker, and an Incapacitated Memory’s neighbours alone', () => {
    expect(stateOf(orcStarts(near(summoned(), 'orc', 3)), 'orc').obstructedBy).toBeUndefined()
    const down = withState(near(summoned(), 'orc', 1), MEMORY, (s) => ({
      ...s,
      conditions: ['incapacitated'],
    }))
    expect(stateOf(orcStarts(down), 'orc').obstructedBy).toBeUndefined()
    const aria = ggCombat.atTurnStart(summoned(), 'aria')
    expect(aria.some((ch) => ch.kind === 'instance')).toBe(false)
  })

  it('catches allies too, unless the table says otherwise (GG-Q48)', () => {
    const c = near(summoned(), 'bram', 1)
    const bramOf = (campaign: GgCampaign) =>
      ggCombat.atTurnStart(campaign, 'bram').find((ch) => ch.kind === 'instance') as
        { instance: GgInstance } | undefined
    expect(bramOf(c)?.instance.obstructedBy).toBe("Aria's Memory")
    expect(bramOf({ ...c, tableOptions: { auraAffectsAllies: false } })).toBeUndefined()
  })

  it('ends at the start of its next turn when it starts outside', () => {
    let c = orcStarts(near(summoned(), 'orc', 1))
    expect(stateOf(c, 'orc').obstructedBy).toBe("Aria's Memory")
    c = at(c, 'orc', 12, 6)
    c = next(c, 4) // Orc → Bram → Aria → Memory → Orc
    expect(fight(c).currentId).toBe('orc')
    expect(stateOf(c, 'orc').obstructedBy).toBeUndefined()
    expect(ggSpeed(c.tokens.orc!, c)).toBe(6)
  })
})

describe('GG-123 Teamwork', () => {
  const strike = (c: GgCampaign) =>
    prepareGgAttack(
      c,
      GgAttackRequestSchema.parse({
        kind: 'attack',
        attackerTokenId: MEMORY,
        targetTokenId: 'orc',
        actionId: 'rangedStrike',
      }),
    )

  it('gives the Memory Advantage against a target in a standing ally’s reach', () => {
    const c = at(summoned(), 'bram', 14, 6)
    const a = c.tokens.aria!.hex
    const withOrcByAria = at(c, 'orc', a.q, a.r + 1)
    const prep = strike(withOrcByAria)
    expect(prep.advantageWhy).toContain("Teamwork (in Aria's reach): Advantage")
    expect(strike(at(c, 'orc', 12, 6)).advantageWhy.join()).not.toMatch(/Teamwork/)
    const ariaDown = withState(withOrcByAria, 'aria', (s) => ({
      ...s,
      conditions: ['incapacitated'],
    }))
    expect(strike(ariaDown).advantageWhy.join()).not.toMatch(/Teamwork/)
  })
})

describe('GG-Q51 dismissal', () => {
  it('at 0 HP: gone at the next other being’s turn start (token, turn and sheet)', () => {
    let c = next(summoned()) // the Memory's turn
    c = withState(c, MEMORY, (s) => ({ ...s, hp: 0, dying: { ...s.dying, dead: true } }))
    c = next(c) // the Orc's turn starts
    expect(c.tokens[MEMORY]).toBeUndefined()
    expect(c.npcs[MEMORY]).toBeUndefined()
    expect(fight(c).order.map((o) => o.id)).toEqual(['aria', 'orc', 'bram'])
    expect(fight(c).currentId).toBe('orc')
  })

  it('at the end of the fight; never on its own when the GM dismisses it', () => {
    const ended = endCombat(summoned()).campaign
    expect(ended.tokens[MEMORY]).toBeUndefined()
    expect(ended.npcs[MEMORY]).toBeUndefined()
    const kept = endCombat(
      summoned((c) => ({ ...c, tableOptions: { memoryDuration: 'gmDismisses' } })),
    )
    expect(kept.campaign.tokens[MEMORY]).toBeDefined()
  })
})

describe('GG-102/105 the dying tick in words', () => {
  const dying = (wounded: number) => (s: GgInstance) => ({
    ...s,
    hp: 0,
    dying: { ...s.dying, unconscious: true, dying: true, wounded },
  })
  const startPrompts = (c: GgCampaign) => {
    const after = asGg(applyStateChanges(c, ggCombat.atTurnStart(c, 'aria')))
    return ggCombat.prompts!(after, 'aria', 'start').map((p) => p.text)
  }

  it('says the Degree gained, and what Wounded 5 did', () => {
    expect(startPrompts(withState(ggCampaign(), 'aria', dying(2)))).toEqual([
      'Aria is Dying: Wounded 2 → 3',
    ])
    expect(startPrompts(withState(ggCampaign(), 'aria', dying(4)))).toEqual([
      'Aria is Dying: Wounded 4 → 5, and is Knocked Out of the Fight',
    ])
    const ce = { ...ggCampaign(), rulesetState: { 'gg.criticalEngagement': true } }
    expect(startPrompts(withState(ce, 'aria', dying(4)))).toEqual([
      'Aria is Dying: Wounded 4 → 5, and dies',
    ])
  })

  it('says nothing at a later turn start with no tick (dead, or Stabilised)', () => {
    const once = asGg(
      applyStateChanges(
        withState(ggCampaign(), 'aria', dying(4)),
        ggCombat.atTurnStart(withState(ggCampaign(), 'aria', dying(4)), 'aria'),
      ),
    )
    expect(startPrompts(once)).toEqual([])
  })
})

describe('GG-124 the Memory’s Melee Strike through the rolls: its damage follows its outcome', () => {
  /** The Memory beside the Orc (HT 11, HP 40), striking: +4 (2 × LB 1 + SB 2), 1d8 + 3 Limit. */
  function strike(d20: number, d8: number[], options: object = {}) {
    let c = summoned()
    c = { ...c, tableOptions: { ...c.tableOptions, ...options } }
    if (Object.keys(options).length) {
      // The sheet is written at the summons: written again under these options.
      const breaker = { tokenId: 'aria', name: 'Aria', sb: 2, level: 1 }
      const sheet = memorySheet(MEMORY, 1, breaker, 'fly', resolveGgOptions(options))
      c.npcs = { ...c.npcs, [MEMORY]: sheet }
    }
    c = at(c, 'orc', c.tokens[MEMORY]!.hex.q + 1, c.tokens[MEMORY]!.hex.r)
    // Aria stands beside the Orc: Teamwork gives Advantage (GG-123), the 1 is the lower die.
    const dice = scriptedDice({ 20: [d20, 1], 8: d8 })
    const out = ggRolls.resolve(
      parsed({
        kind: 'attack',
        attackerTokenId: MEMORY,
        targetTokenId: 'orc',
        actionId: 'meleeStrike',
      }),
      c,
      dice,
    )
    dice.assertDone()
    const orc = out.changes.find((x) => x.kind === 'instance' && x.tokenId === 'orc')
    return { out, hp: (orc as { instance: GgInstance }).instance.hp }
  }

  it('a hit (d20 7 + 4 = 11 vs HT 11): 1d8 [5] + 3 = 8 Limit, no END reduction → HP 32', () => {
    const { out, hp } = strike(7, [5])
    expect(out.outcome.outcome).toBe('hit')
    expect(out.outcome.detail).toContain('Teamwork')
    expect(hp).toBe(32)
  })

  it('an Overwhelming Blow (12 + 4 = 16 = HT + 5, L78): the d8 counts as 8, 8 + 3 = 11 → HP 29', () => {
    const { out, hp } = strike(12, [])
    expect(out.outcome.outcome).toBe('Overwhelming Blow')
    expect(hp).toBe(29)
  })

  it('a Critical Hit (17 + 4 = 21 = HT + 10, L46/L78): 5 + its maximum 8 + 3 = 16 → HP 24', () => {
    const { out, hp } = strike(17, [5])
    expect(out.outcome.outcome).toBe('Critical Hit')
    expect(hp).toBe(24)
  })

  it('GG-Q47 off: the Strikes are not Weapon attacks, so 21 vs HT 11 is a plain hit: 8 → HP 32', () => {
    const { out, hp } = strike(17, [5], { memoryStrikeIsWeapon: false })
    expect(out.outcome.outcome).toBe('hit')
    expect(hp).toBe(32)
  })
})
