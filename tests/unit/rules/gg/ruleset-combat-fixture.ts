/**
 * A GG campaign for the combat tests: the A.0 sample characters Aria (PC, AGI 3 / INT 2, HP 30)
 * and Bram (PC, AGI 2), the Orc (NPC, AGI 1, HP 40, no Opportunity Attack) and a Wolf (NPC, AGI
 * 3), on map-1; helpers to start a fight with scripted d20s, read a token's state and edit it,
 * and Aria's move away from the Orc and the Wolf that may provoke an Opportunity Attack.
 */
import { scriptedDice } from '../../../../shared/dice'
import { newCampaign, type Campaign, type Combat } from '../../../../shared/model'
import type { GgCampaign, GgToken } from '../../../../shared/rules/gg/adapter/types'
import {
  beginCombat,
  combatAfterMove,
  nextTurn,
  startCombat,
  takeTurnAction,
  type StartEntryInput,
  type TurnContextSource,
} from '../../../../shared/play/combat'
import { ggInstanceOf, type GgInstance } from '../../../../shared/rules/gg/engine/instance'
import { GgNpcSchema, GgPcSchema } from '../../../../shared/rules/gg/engine/sheet-schema'

export const noSight: TurnContextSource = { inEnemySight: () => false }

const traits = (t: Partial<Record<'PHY' | 'AGI' | 'END' | 'KNO' | 'INT' | 'DET', number>>) => ({
  PHY: 0,
  AGI: 0,
  END: 0,
  KNO: 0,
  INT: 0,
  DET: 0,
  ...t,
})

function token(id: string, kind: 'pc' | 'npc', q: number, sheetId = id): GgToken {
  return {
    id,
    mapId: 'map-1',
    name: id[0]!.toUpperCase() + id.slice(1),
    kind,
    hex: { q, r: 2 },
    size: 'medium',
    color: '#aa3333',
    gmOnly: false,
    ...(kind === 'pc' ? { pcId: sheetId } : { npcId: sheetId }),
  }
}

/** Aria and Bram (PCs), the Orc and the Wolf (NPCs); `orc` overrides parts of the Orc's sheet. */
export function ggCampaign(orc: Record<string, unknown> = {}): GgCampaign {
  return {
    ...newCampaign({ id: 'c', name: 'GG fight', rulesetId: 'gg' }),
    playersMapId: 'map-1',
    pcs: {
      aria: GgPcSchema.parse({
        id: 'aria',
        name: 'Aria',
        traits: traits({ PHY: 1, AGI: 3, END: 2, KNO: 1, INT: 2, DET: 1 }),
        hpMax: 30,
        ht: 13,
      }),
      bram: GgPcSchema.parse({
        id: 'bram',
        name: 'Bram',
        traits: traits({ AGI: 2, KNO: 2 }),
        hpMax: 24,
      }),
    },
    npcs: {
      orc: GgNpcSchema.parse({
        id: 'orc',
        name: 'Orc',
        traits: traits({ PHY: 3, AGI: 1, END: 4 }),
        hpMax: 40,
        ht: 11,
        opportunityAttack: false,
        ...orc,
      }),
      // Its stat block grants Opportunity Attacks (a sheet that says nothing grants none).
      wolf: GgNpcSchema.parse({
        id: 'wolf',
        name: 'Wolf',
        traits: traits({ AGI: 3 }),
        hpMax: 11,
        opportunityAttack: true,
      }),
    },
    tokens: {
      aria: token('aria', 'pc', 2),
      bram: token('bram', 'pc', 3),
      orc: token('orc', 'npc', 8),
      wolf: token('wolf', 'npc', 10),
    },
  }
}

/**
 * A campaign the core's play functions handed back, as GG's hooks read it: these tests' campaigns
 * hold GG sheets and states only, as a loaded GG campaign does.
 */
export const asGg = (c: Campaign): GgCampaign => c as GgCampaign

const SIDE: Record<string, string> = { aria: 'party', bram: 'party' }

/** Start a fight with these tokens (in this order), rolling the scripted d20 faces in turn. */
export function ggStarted(
  campaign: GgCampaign,
  ids: readonly string[],
  d20: number[],
  typed: Record<string, number> = {},
): GgCampaign {
  const entries: StartEntryInput[] = ids.map((tokenId) => ({
    tokenId,
    side: SIDE[tokenId] ?? 'enemies',
    hidden: false,
    ...(typed[tokenId] !== undefined ? { initiative: typed[tokenId] } : {}),
  }))
  const dice = scriptedDice({ 20: d20 })
  const out = startCombat(campaign, { mapId: 'map-1', entries, coordinated: [] }, dice, 'f1')
  dice.assertDone()
  return asGg(out.campaign)
}

export function ggBegun(campaign: GgCampaign, ids: readonly string[], d20: number[]): GgCampaign {
  return asGg(beginCombat(ggStarted(campaign, ids, d20), noSight).campaign)
}

export function fight(c: Campaign): Combat {
  if (!c.combat) throw new Error('no fight')
  return c.combat
}

export function next(c: GgCampaign, times = 1): GgCampaign {
  let out = c
  for (let i = 0; i < times; i++) out = asGg(nextTurn(out, noSight).campaign)
  return out
}

/** The token's GG state (its own, or fresh from its sheet when it has none yet). */
export function stateOf(c: Campaign, tokenId: string): GgInstance {
  const own = ggInstanceOf(c.tokens[tokenId]?.instance)
  if (own) return own
  const sheet = c.pcs[tokenId] ?? c.npcs[tokenId]
  const hpMax = (sheet as { hpMax: number } | undefined)?.hpMax ?? 10
  return ggInstanceOf({ hp: hpMax }) as GgInstance
}

/** The campaign with a token's state edited. */
export function withState(
  c: GgCampaign,
  tokenId: string,
  edit: (s: GgInstance) => GgInstance,
): GgCampaign {
  const t = c.tokens[tokenId]!
  const instance = edit(stateOf(c, tokenId))
  return { ...c, tokens: { ...c.tokens, [tokenId]: { ...t, instance } } }
}

export function left(c: Campaign, combatantId: string): Record<string, number> {
  return fight(c).order.find((o) => o.id === combatantId)?.left ?? {}
}

export const logOf = (c: Campaign): string[] => fight(c).log.map((l) => l.text)

/**
 * The Opportunity Attacks Aria's move provokes: she stands at 2,2 between the Orc (1,2; no
 * Opportunity Attack) and the Wolf (3,2; AoC 1 m), takes her Movement action, and moves `metres`
 * to `to`. `wolf` edits the fight before she moves.
 */
export function ariaLeaves(
  wolf: (c: GgCampaign) => Campaign = (c) => c,
  to = { q: 2, r: 6 },
  metres = 4,
  tableOptions: Campaign['tableOptions'] = {},
) {
  const base = { ...ggCampaign(), tableOptions }
  const placed: GgCampaign = {
    ...base,
    tokens: {
      ...base.tokens,
      orc: { ...base.tokens.orc!, hex: { q: 1, r: 2 } },
      wolf: { ...base.tokens.wolf!, hex: { q: 3, r: 2 } },
    },
  }
  const before = takeTurnAction(
    wolf(ggBegun(placed, ['aria', 'orc', 'wolf'], [15, 2, 1])),
    'aria',
    'movement',
    false,
  )
  const after = {
    ...before,
    tokens: { ...before.tokens, aria: { ...before.tokens.aria!, hex: to } },
  }
  return combatAfterMove(before, after, 'aria', metres, { override: false }).opportunities
}
