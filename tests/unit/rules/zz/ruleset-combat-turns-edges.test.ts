/**
 * Edges of the ZZ turn hooks in ruleset-combat-turns.ts, called directly: the initiative numbers
 * and their labels under each `turnOrder`, the settled order, the turn-start clean-up, the turn
 * items and what rolling them tells the GM. Seed 003 lines cited as L<n>; OTHER-SYSTEMS.md rules
 * as ZZ-nn / F-ZZ-n.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Combatant } from '../../../../shared/model'
import type {
  ZzCampaign as Campaign,
  ZzToken as Token,
} from '../../../../shared/rules/zz/adapter/types'
import type { RolledCombatant } from '../../../../shared/rules/ruleset'
import {
  zzAtTurnStartHook,
  zzResolvePrompt,
  zzRollInitiative,
  zzSettleInitiative,
  zzTurnPrompts,
} from '../../../../shared/rules/zz/adapter/ruleset-combat-turns'
import { withState, zzBegun, zzCampaign } from '../../play/combat/zz-fixture'

const noDice = () => scriptedDice({})

function withToken(c: Campaign, t: Token): Campaign {
  return { ...c, tokens: { ...c.tokens, [t.id]: t } }
}

function withCombatant(c: Campaign, id: string, edit: Partial<Combatant>): Campaign {
  const order = c.combat!.order.map((o) => (o.id === id ? { ...o, ...edit } : o))
  return { ...c, combat: { ...c.combat!, order } }
}

const extra: Token = {
  id: 'extra',
  mapId: 'map-1',
  name: 'Extra',
  kind: 'pc',
  hex: { q: 2, r: 2 },
  size: 'medium',
  speed: 5,
  color: '#000000',
  gmOnly: false,
}

const rolled = (id: string, initiative: number): RolledCombatant => ({
  id,
  tokenId: id,
  initiative,
  side: id === 'thurig' || id === 'mira' ? 'heroes' : 'zaldar',
})

const init = (c: Campaign, id: string) => zzRollInitiative(c.tokens[id]!, c, noDice())

describe('zzRollInitiative', () => {
  it("F-ZZ-1 heroesThenZaldar: Heroes by seat, every monster on Zaldar's turn", () => {
    const c = zzCampaign()
    // seats: pcs thurig (1st), mira (2nd) → 100 - 0, 100 - 1
    expect(init(c, 'thurig')).toEqual({ total: 100, detail: 'Hero, seat 1' })
    expect(init(c, 'mira')).toEqual({ total: 99, detail: 'Hero, seat 2' })
    expect(init(c, 'mondo')).toEqual({ total: 0, detail: "acts on Zaldar's turn" })
  })

  it('F-ZZ-1: a Hero token without a PC in the library sits after the PCs, by its token place', () => {
    // 2 PCs; tokens mondo, thurig, orc, mira, extra → extra is 5th (index 4): seat 2 + 4 = 6 → 7th
    const c = withToken(zzCampaign(), extra)
    expect(init(c, 'extra')).toEqual({ total: 94, detail: 'Hero, seat 7' })
    const stray = withToken(zzCampaign(), { ...extra, pcId: 'nobody' })
    expect(init(stray, 'extra')).toEqual({ total: 94, detail: 'Hero, seat 7' })
  })

  it("ZZ-Q1 alternate: Heroes 100, 98…; Zaldar's figures 99, 97… by their listing", () => {
    const c = zzCampaign({ turnOrder: 'alternate' })
    expect(init(c, 'thurig')).toEqual({ total: 100, detail: 'Hero, seat 1' })
    // mira seat index 1 → 100 - 2 × 1 = 98
    expect(init(c, 'mira')).toEqual({ total: 98, detail: 'Hero, seat 2' })
    // monsters in listing order: mondo 0 → 99, orc 1 → 99 - 2 = 97
    expect(init(c, 'mondo')).toEqual({ total: 99, detail: "Zaldar's figure 1, after a Hero" })
    expect(init(c, 'orc')).toEqual({ total: 97, detail: "Zaldar's figure 2, after a Hero" })
  })

  it('ZZ-Q1 d20Initiative: the d20 face, with the DEX that breaks a tie', () => {
    const c = zzCampaign({ turnOrder: 'd20Initiative' })
    const dice = scriptedDice({ 20: [13, 4] })
    expect(zzRollInitiative(c.tokens.mira!, c, dice)).toEqual({
      total: 13,
      detail: 'd20 13 (DEX 3 breaks a tie)',
    })
    // a token with no ZZ sheet has DEX 0
    expect(zzRollInitiative({ ...extra, id: 'ghost' }, c, dice)).toEqual({
      total: 4,
      detail: 'd20 4 (DEX 0 breaks a tie)',
    })
    dice.assertDone()
  })
})

describe('zzSettleInitiative', () => {
  it('ZZ-Q1 d20Initiative: a tie is shown with each DEX, then ordered by DEX', () => {
    const c = zzCampaign({ turnOrder: 'd20Initiative' })
    const out = zzSettleInitiative(c, [rolled('thurig', 12), rolled('mira', 12)], noDice())
    // Mira DEX 3 > Thurig DEX 1
    expect(out).toEqual({
      order: ['mira', 'thurig'],
      together: [],
      ties: [],
      lines: ['Tied on 12: Thurig (DEX 1), Mira (DEX 3)'],
    })
  })

  it('ZZ-Q1: re-rolls that keep tying stop after 10 and leave the tie to the GM', () => {
    const c = zzCampaign({ turnOrder: 'd20Initiative' })
    // Thurig and the Orc both DEX 1: re-roll at depths 1..10 = 10 re-rolls of 2 dice, all 5s
    const dice = scriptedDice({ 20: Array.from({ length: 20 }, () => 5) })
    const out = zzSettleInitiative(c, [rolled('thurig', 7), rolled('orc', 7)], dice)
    dice.assertDone()
    expect(out.ties).toEqual([['thurig', 'orc']])
    expect(out.order).toEqual(['thurig', 'orc'])
    expect(out.lines).toHaveLength(11)
    expect(out.lines[1]).toBe('Re-roll: Thurig 5, Orc 5')
  })

  it('ZZ-Q1 d20Initiative: a combatant whose token is gone is named by its id, DEX 0', () => {
    const c = zzCampaign({ turnOrder: 'd20Initiative' })
    const gone = { ...rolled('thurig', 9), id: 'c-gone', tokenId: 'gone' }
    const out = zzSettleInitiative(c, [rolled('orc', 9), gone], noDice())
    // Orc DEX 1 > 0
    expect(out.lines).toEqual(['Tied on 9: Orc (DEX 1), c-gone (DEX 0)'])
    expect(out.order).toEqual(['orc', 'c-gone'])
  })

  it('ZZ-Q1 alternate keeps the rolled order as it is', () => {
    const c = zzCampaign({ turnOrder: 'alternate' })
    const out = zzSettleInitiative(c, [rolled('thurig', 100), rolled('mondo', 99)], noDice())
    expect(out).toEqual({ order: ['thurig', 'mondo'], together: [], ties: [], lines: [] })
  })

  it('F-ZZ-1: one monster acts alone; no monster, no Zaldar line; a token gone counts as Zaldar', () => {
    const c = zzCampaign()
    expect(zzSettleInitiative(c, [rolled('mondo', 0), rolled('thurig', 100)], noDice())).toEqual({
      order: ['thurig', 'mondo'],
      together: [],
      ties: [],
      lines: ["Zaldar's figures act together, after the Heroes"],
    })
    expect(zzSettleInitiative(c, [rolled('thurig', 100)], noDice()).lines).toEqual([])
    const gone = { ...rolled('thurig', 100), id: 'c-gone', tokenId: 'gone' }
    expect(zzSettleInitiative(c, [gone, rolled('mira', 99)], noDice()).order).toEqual([
      'mira',
      'c-gone',
    ])
  })
})

describe('zzAtTurnStartHook (ZZ-08, L109: bonuses expire at the start of the next turn)', () => {
  it('nothing to clear, or no sheet: no change', () => {
    const c = zzBegun(zzCampaign())
    expect(zzAtTurnStartHook(c, 'thurig')).toEqual([])
    expect(zzAtTurnStartHook(c, 'ghost')).toEqual([])
  })

  it('ZZ-40: the attackers are forgotten even with no Defend bonus', () => {
    const c = withState(zzBegun(zzCampaign()), 'thurig', { attackedBy: ['orc'] })
    const out = zzAtTurnStartHook(c, 'thurig')
    expect(out).toHaveLength(1)
    expect(out[0]).toMatchObject({
      kind: 'instance',
      tokenId: 'thurig',
      instance: { defendBonus: 0, attackedBy: [] },
    })
  })
})

describe('zzTurnPrompts', () => {
  it('no sheet, or a figure that cannot act: no items', () => {
    const c = zzBegun(zzCampaign())
    expect(zzTurnPrompts(c, 'ghost', 'start')).toEqual([])
    const dead = withState(c, 'thurig', { statuses: ['dead', 'onFire'] })
    expect(zzTurnPrompts(dead, 'thurig', 'start')).toEqual([])
  })

  it('ZZ-55/Q29 fire first (1d4), then ZZ-52 the Recovery Roll (L208: d20 ≥ Recovery 12)', () => {
    const c = withState(zzBegun(zzCampaign()), 'thurig', { statuses: ['onFire', 'down'] })
    expect(zzTurnPrompts(c, 'thurig', 'start')).toEqual([
      { source: 'On Fire', text: 'Thurig burns: 1d4 damage', data: { zz: 'fire' } },
      {
        source: 'Recovery',
        text: 'Thurig is Down: Recovery Roll, d20 ≥ 12 gets up with 1 HP',
        data: { zz: 'recovery' },
      },
    ])
  })

  it('ZZ-52: Down and not burning: only the Recovery Roll', () => {
    const c = withState(zzBegun(zzCampaign()), 'thurig', { statuses: ['down'] })
    expect(zzTurnPrompts(c, 'thurig', 'start').map((p) => p.source)).toEqual(['Recovery'])
    // a figure neither burning nor Down has nothing to roll at its turn's start
    expect(zzTurnPrompts(zzBegun(zzCampaign()), 'thurig', 'start')).toEqual([])
  })

  it('ZZ-31 (L142 "Difficulty 6+ DEX skill check"): the check at the end of a Stop, Drop & Roll turn', () => {
    const fire = withState(zzBegun(zzCampaign()), 'thurig', { statuses: ['onFire'] })
    expect(zzTurnPrompts(fire, 'thurig', 'end')).toEqual([])
    const sdr = withCombatant(fire, 'thurig', { flags: ['stopDropRoll'] })
    expect(zzTurnPrompts(sdr, 'thurig', 'end')).toEqual([
      {
        source: 'Stop, Drop & Roll',
        text: 'Thurig rolls d12 + DEX 1: 6 or more puts the fire out',
        data: { zz: 'sdr' },
      },
    ])
    // the fire already out: nothing to check
    const out = withState(sdr, 'thurig', { statuses: [] })
    expect(zzTurnPrompts(out, 'thurig', 'end')).toEqual([])
    // outside a fight (no combatant)
    const loose = withState(zzCampaign(), 'thurig', { statuses: ['onFire'] })
    expect(zzTurnPrompts(loose, 'thurig', 'end')).toEqual([])
  })
})

describe('zzResolvePrompt', () => {
  it('refusals the GM reads', () => {
    const c = zzBegun(zzCampaign())
    const roll = (id: string, data: unknown) => () => zzResolvePrompt(c, id, data, noDice())
    expect(roll('ghost', { zz: 'fire' })).toThrow('that figure has no Zealots of Zaldar sheet')
    expect(roll('thurig', null)).toThrow('nothing to roll for this item')
    expect(roll('thurig', { zz: 'other' })).toThrow('nothing to roll for this item')
    expect(roll('thurig', { zz: 'fire' })).toThrow('Thurig is no longer On Fire')
    expect(roll('thurig', { zz: 'sdr' })).toThrow('Thurig is no longer On Fire')
    expect(roll('thurig', { zz: 'recovery' })).toThrow('Thurig is no longer Down')
  })

  it('ZZ-55/Q29 fire: the damage, shown to players without a number', () => {
    const c = withState(zzBegun(zzCampaign()), 'thurig', { statuses: ['onFire'], hp: 10 })
    const dice = scriptedDice({ 4: [3] })
    const out = zzResolvePrompt(c, 'thurig', { zz: 'fire' }, dice)
    // 1d4 = 3; 10 - 3 = 7 HP, still standing: only the state changes
    expect(out.outcome).toMatchObject({
      who: 'Thurig',
      what: 'On Fire',
      total: 3,
      outcome: '3 damage',
      public: { what: 'On Fire', total: null, outcome: '' },
    })
    expect(out.changes).toHaveLength(1)
    expect(out.changes[0]).toMatchObject({ kind: 'instance', instance: { hp: 7 } })
  })

  it('ZZ-55: fire that puts the figure Down lays it on its back', () => {
    const c = withState(zzBegun(zzCampaign()), 'thurig', { statuses: ['onFire'], hp: 2 })
    // 1d4 = 4: 2 - 4 = -2 HP → Down
    const out = zzResolvePrompt(c, 'thurig', { zz: 'fire' }, scriptedDice({ 4: [4] }))
    expect(out.changes).toHaveLength(2)
    expect(out.changes[1]).toEqual({ kind: 'token', tokenId: 'thurig', orientation: 'back' })
  })

  it('ZZ-52 (L208): d20 12 ≥ Recovery 12 gets up; 11 stays Down', () => {
    const down = withState(zzBegun(zzCampaign()), 'thurig', { statuses: ['down'], hp: 0 })
    const up = zzResolvePrompt(down, 'thurig', { zz: 'recovery' }, scriptedDice({ 20: [12] }))
    expect(up.outcome).toMatchObject({
      who: 'Thurig',
      what: 'Recovery Roll',
      total: 12,
      outcome: 'back on its feet',
      public: { what: 'Recovery Roll', total: 12, outcome: 'back on its feet' },
    })
    expect(up.changes[1]).toEqual({ kind: 'token', tokenId: 'thurig', orientation: 'upright' })
    const still = zzResolvePrompt(down, 'thurig', { zz: 'recovery' }, scriptedDice({ 20: [11] }))
    expect(still.outcome).toMatchObject({
      outcome: 'still Down',
      public: { what: 'Recovery Roll', total: 11, outcome: 'still Down' },
    })
    expect(still.changes).toHaveLength(1)
  })

  it('ZZ-55 (L142 "Difficulty 6+ DEX"): d12 5 + DEX 1 = 6 puts it out; d12 4 + 1 = 5 does not', () => {
    const c = withState(zzBegun(zzCampaign()), 'thurig', { statuses: ['onFire'] })
    const out = zzResolvePrompt(c, 'thurig', { zz: 'sdr' }, scriptedDice({ 12: [5] }))
    expect(out.outcome).toMatchObject({
      who: 'Thurig',
      what: 'Stop, Drop & Roll',
      total: 6,
      outcome: 'the fire is out',
      public: { what: 'Stop, Drop & Roll', total: 6, outcome: 'the fire is out' },
    })
    expect(out.changes[1]).toEqual({ kind: 'token', tokenId: 'thurig', orientation: 'face-down' })
    const fail = zzResolvePrompt(c, 'thurig', { zz: 'sdr' }, scriptedDice({ 12: [4] }))
    expect(fail.outcome).toMatchObject({
      total: 5,
      outcome: 'still On Fire',
      public: { what: 'Stop, Drop & Roll', total: 5, outcome: 'still On Fire' },
    })
  })
})
