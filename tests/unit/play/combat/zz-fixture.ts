/**
 * A Zealots of Zaldar fight for the tracker tests: Thurig (a Hero, MOVE 5, DEX 1) and Mira (a
 * Hero, DEX 3), Mondo the goblin and an Orc (monsters) on a square map; helpers to start it, read
 * and edit a figure's state.
 */
import { scriptedDice } from '../../../../shared/dice'
import { newCampaign, type Campaign, type Token } from '../../../../shared/model'
import {
  beginCombat,
  nextTurn,
  startCombat,
  type TurnContextSource,
} from '../../../../shared/play/combat'
import { zzInstanceOf, type ZzInstance } from '../../../../shared/rules/zz/engine/instance'
import { ZzNpcSchema, ZzPcSchema } from '../../../../shared/rules/zz/engine/sheet-schema'

export const noSight: TurnContextSource = { inEnemySight: () => false }

function token(id: string, name: string, kind: 'pc' | 'npc', q: number, r: number): Token {
  return {
    id,
    mapId: 'map-1',
    name,
    kind,
    hex: { q, r },
    size: 'medium',
    speed: 5,
    color: '#aa3333',
    gmOnly: false,
    ...(kind === 'pc' ? { pcId: id } : { npcId: id }),
  }
}

export function zzCampaign(tableOptions: Record<string, unknown> = {}): Campaign {
  const c = newCampaign({ id: 'c', name: 'ZZ fight', rulesetId: 'zz', board: 'square' })
  c.tableOptions = tableOptions
  c.playersMapId = 'map-1'
  c.pcs = {
    thurig: ZzPcSchema.parse({
      id: 'thurig',
      name: 'Thurig',
      level: 2,
      hpMax: 14,
      mindMax: 2,
      str: 3,
      dex: 1,
      recovery: 12,
      player: 'Ann',
      weapons: [
        { id: 'bow', name: 'Shortbow', kind: 'ranged', range: 6, damage: 'd6', ammo: 'arrow' },
      ],
      gear: { hands: ['bow', null], stored: [{ item: 'arrow', container: 'quiver', count: 2 }] },
    }),
    mira: ZzPcSchema.parse({ id: 'mira', name: 'Mira', hpMax: 10, dex: 3, player: 'Bo' }),
  } as Campaign['pcs']
  c.npcs = {
    mondo: ZzNpcSchema.parse({ id: 'mondo', name: 'Mondo', hpMax: 8, dex: 2 }),
    orc: ZzNpcSchema.parse({ id: 'orc', name: 'Orc', hpMax: 12, dex: 1 }),
  } as Campaign['npcs']
  c.tokens = {
    mondo: token('mondo', 'Mondo', 'npc', 9, 1),
    thurig: token('thurig', 'Thurig', 'pc', 1, 1),
    orc: token('orc', 'Orc', 'npc', 9, 3),
    mira: token('mira', 'Mira', 'pc', 1, 3),
  }
  return c
}

const SIDE: Record<string, string> = { thurig: 'heroes', mira: 'heroes' }

/** Start a fight with these tokens, rolling the scripted d20 faces (d20 Initiative only). */
export function zzStarted(c: Campaign, ids: readonly string[], d20: number[] = []): Campaign {
  const entries = ids.map((tokenId) => ({
    tokenId,
    side: SIDE[tokenId] ?? 'zaldar',
    hidden: false,
  }))
  const dice = scriptedDice({ 20: d20 })
  const out = startCombat(c, { mapId: 'map-1', entries, coordinated: [] }, dice, 'f1')
  dice.assertDone()
  return out.campaign
}

export function zzBegun(c: Campaign, ids: readonly string[] = ['thurig', 'mira', 'mondo', 'orc']) {
  return beginCombat(zzStarted(c, ids), noSight).campaign
}

export function next(c: Campaign, times = 1): Campaign {
  let out = c
  for (let i = 0; i < times; i++) out = nextTurn(out, noSight).campaign
  return out
}

export function stateOf(c: Campaign, tokenId: string): ZzInstance {
  const own = zzInstanceOf(c.tokens[tokenId]?.instance)
  if (own) return own
  const sheet = (c.pcs[tokenId] ?? c.npcs[tokenId]) as unknown as {
    hpMax: number
    mindMax?: number
  }
  return zzInstanceOf({ hp: sheet.hpMax, mind: sheet.mindMax ?? 0 }) as ZzInstance
}

export function withState(c: Campaign, tokenId: string, edit: Partial<ZzInstance>): Campaign {
  const t = c.tokens[tokenId]!
  const instance = { ...stateOf(c, tokenId), ...edit } as unknown as Token['instance']
  return { ...c, tokens: { ...c.tokens, [tokenId]: { ...t, instance } } }
}

export function left(c: Campaign, id: string): Record<string, number> {
  return c.combat?.order.find((o) => o.id === id)?.left ?? {}
}

export const logOf = (c: Campaign): string[] => (c.combat?.log ?? []).map((l) => l.text)
