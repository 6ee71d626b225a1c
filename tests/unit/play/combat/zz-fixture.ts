/**
 * A Zealots of Zaldar fight for the tracker tests: Thurig (a Hero, MOVE 5, DEX 1) and Mira (a
 * Hero, DEX 3), Mondo the goblin and an Orc (monsters) on a square map; helpers to start it, read
 * and edit a figure's state.
 */
import { scriptedDice } from '../../../../shared/dice'
import { newCampaign, type Campaign } from '../../../../shared/model'
import {
  beginCombat,
  nextTurn,
  startCombat,
  type TurnContextSource,
} from '../../../../shared/play/combat'
import type { ZzCampaign, ZzToken } from '../../../../shared/rules/zz/adapter/types'
import {
  zzInstanceOf,
  ZzInstanceSchema,
  type ZzInstance,
} from '../../../../shared/rules/zz/engine/instance'
import { ZzNpcSchema, ZzPcSchema } from '../../../../shared/rules/zz/engine/sheet-schema'

export const noSight: TurnContextSource = { inEnemySight: () => false }

function token(id: string, name: string, kind: 'pc' | 'npc', q: number, r: number): ZzToken {
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

export function zzCampaign(tableOptions: Record<string, unknown> = {}): ZzCampaign {
  return {
    ...newCampaign({ id: 'c', name: 'ZZ fight', rulesetId: 'zz', board: 'square' }),
    tableOptions,
    playersMapId: 'map-1',
    pcs: {
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
    },
    npcs: {
      mondo: ZzNpcSchema.parse({ id: 'mondo', name: 'Mondo', hpMax: 8, dex: 2 }),
      orc: ZzNpcSchema.parse({ id: 'orc', name: 'Orc', hpMax: 12, dex: 1 }),
    },
    tokens: {
      mondo: token('mondo', 'Mondo', 'npc', 9, 1),
      thurig: token('thurig', 'Thurig', 'pc', 1, 1),
      orc: token('orc', 'Orc', 'npc', 9, 3),
      mira: token('mira', 'Mira', 'pc', 1, 3),
    },
  }
}

/**
 * A campaign the core's play functions hand back, read as ZZ's: they keep every sheet and token
 * state as they found them, and this fixture's are ZZ's.
 */
export const asZz = (c: Campaign): ZzCampaign => c as ZzCampaign

const SIDE: Record<string, string> = { thurig: 'heroes', mira: 'heroes' }

/** Start a fight with these tokens, rolling the scripted d20 faces (d20 Initiative only). */
export function zzStarted(c: ZzCampaign, ids: readonly string[], d20: number[] = []): ZzCampaign {
  const entries = ids.map((tokenId) => ({
    tokenId,
    side: SIDE[tokenId] ?? 'zaldar',
    hidden: false,
  }))
  const dice = scriptedDice({ 20: d20 })
  const out = startCombat(c, { mapId: 'map-1', entries, coordinated: [] }, dice, 'f1')
  dice.assertDone()
  return asZz(out.campaign)
}

export function zzBegun(
  c: ZzCampaign,
  ids: readonly string[] = ['thurig', 'mira', 'mondo', 'orc'],
): ZzCampaign {
  return asZz(beginCombat(zzStarted(c, ids), noSight).campaign)
}

export function next(c: ZzCampaign, times = 1): ZzCampaign {
  let out = c
  for (let i = 0; i < times; i++) out = asZz(nextTurn(out, noSight).campaign)
  return out
}

/** The token's ZZ state (its own, or fresh HP and Mind from its sheet when it has none yet). */
export function stateOf(campaign: Campaign, tokenId: string): ZzInstance {
  const c = asZz(campaign)
  const own = zzInstanceOf(c.tokens[tokenId]?.instance)
  if (own) return own
  const sheet = c.pcs[tokenId] ?? c.npcs[tokenId]
  if (!sheet) throw new Error(`no ZZ sheet for ${tokenId}`)
  return ZzInstanceSchema.parse({ hp: sheet.hpMax, mind: sheet.mindMax })
}

export function withState(c: ZzCampaign, tokenId: string, edit: Partial<ZzInstance>): ZzCampaign {
  const t = c.tokens[tokenId]!
  const instance: ZzInstance = { ...stateOf(c, tokenId), ...edit }
  return { ...c, tokens: { ...c.tokens, [tokenId]: { ...t, instance } } }
}

export function left(c: Campaign, id: string): Record<string, number> {
  return c.combat?.order.find((o) => o.id === id)?.left ?? {}
}

export const logOf = (c: Campaign): string[] => (c.combat?.log ?? []).map((l) => l.text)
