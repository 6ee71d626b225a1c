import { describe, expect, it } from 'vitest'
import type {
  ZzCampaign as Campaign,
  ZzToken as Token,
} from '../../../../shared/rules/zz/adapter/types'
import { RollRefused } from '../../../../shared/rules'
import {
  zzBeing,
  zzCombatantOf,
  zzInstanceAfter,
  zzInstanceChange,
  zzInstanceIn,
  zzIsHero,
  zzRead,
} from '../../../../shared/rules/zz/adapter/ruleset-combat-being'
import { zzOptionsOf } from '../../../../shared/rules/zz/engine/options'
import { THURIG } from './fixture'
import { inst, zzCampaign } from './rolls-fixture'
import { state } from './turn-fixture'

// B.9: Thurig's sheet in rolls-fixture.ts: Level 2, 10 HP, 2 Mind Points, STR 3, DEX 1, INT 1,
// CHA 0, Base Attack d8, Base Defense d6, Archery Basic; Size 10, Recovery 12, MOVE 5 by default.
const THURIG_FIGURE = { ...THURIG, archery: 'basic' }

describe('a ZZ figure in a fight, as the combat hooks read it (B.9)', () => {
  it('reads the stat block, named as the token is, with its state in play', () => {
    const c = zzCampaign()
    const b = zzBeing(c, 'thurig')
    expect(b?.figure).toEqual(THURIG_FIGURE)
    // 10 of 10 HP, 2 of 2 Mind Points, nothing in hand or loaded, no status or Defend bonus.
    expect(b?.state).toEqual(state())
    const renamed = {
      ...c,
      tokens: { ...c.tokens, thurig: { ...c.tokens.thurig!, name: 'Orc 1' } },
    }
    expect(zzBeing(renamed as Campaign, 'thurig')?.figure.name).toBe('Orc 1')
  })

  it('F-ZZ-4 MOVE is the token’s speed when the GM set one', () => {
    const c = zzCampaign({ thurig: { speed: 7 } })
    expect(zzBeing(c, 'thurig')?.figure.move).toBe(7)
  })

  it('no figure for an unknown id, an inherited key, or a token with no ZZ sheet', () => {
    const c = zzCampaign()
    expect(zzBeing(c, 'ghost')).toBeNull()
    expect(zzRead.token(c, 'constructor')).toBeUndefined()
    expect(zzRead.token(c, 'mondo')?.name).toBe('Mondo')
    const lost = { ...c, npcs: {} } as Campaign
    expect(zzBeing(lost, 'mondo')).toBeNull()
  })

  it('a token with no state yet starts from its sheet: full HP and Mind Points, its gear', () => {
    const c = zzCampaign()
    const bare = { ...c.tokens.mondo!, instance: undefined } as unknown as Token
    expect(zzInstanceIn(c, bare)).toEqual(inst(c, 'mondo'))
    const nothing = { ...bare, npcId: 'nobody' } as Token
    expect(zzInstanceIn(c, nothing)).toBeNull()
  })

  it('writes the engine’s new HP, Mind Points, statuses and Defend bonus back, keeping the rest', () => {
    const c = zzCampaign()
    const before = inst(c, 'thurig')
    const b = zzBeing(c, 'thurig')!
    const after = zzInstanceAfter(before, {
      ...b.state,
      hp: 3,
      mind: 1,
      statuses: ['tripped'],
      defendBonus: 2,
    })
    expect(after).toEqual({ ...before, hp: 3, mind: 1, statuses: ['tripped'], defendBonus: 2 })
    expect(zzInstanceChange('thurig', after)).toEqual({
      kind: 'instance',
      tokenId: 'thurig',
      instance: after,
    })
  })

  it('finds a token’s place in the running fight', () => {
    const c = zzCampaign()
    expect(zzCombatantOf(c, 'thurig')).toBeUndefined()
    const row = { id: 'c1', tokenId: 'thurig' }
    const fight = { ...c, combat: { order: [{ id: 'c0', tokenId: 'mondo' }, row] } }
    expect(zzCombatantOf(fight as unknown as Campaign, 'thurig')).toBe(row)
  })

  it('a Hero is a PC token, or one that stands for a Hero sheet', () => {
    const c = zzCampaign()
    const t = c.tokens.mondo!
    expect(zzIsHero(c.tokens.thurig!)).toBe(true)
    expect(zzIsHero(t)).toBe(false)
    expect(zzIsHero({ ...t, kind: 'object', npcId: undefined, pcId: 'thurig' } as Token)).toBe(true)
    expect(zzIsHero({ ...t, kind: 'object', npcId: 'goblin', pcId: 'thurig' } as Token)).toBe(false)
    expect(zzIsHero({ ...t, kind: 'object', npcId: undefined } as Token)).toBe(false)
  })

  it('a table option the engine does not know is refused in words', () => {
    const c = { ...zzCampaign(), tableOptions: { metric: 'hexes' } }
    expect(() => zzOptionsOf(c)).toThrow(RollRefused)
    expect(zzOptionsOf(zzCampaign()).metric).toBe('manhattan')
  })
})
