/**
 * A small GG campaign for the rolls' tests: Aria (A.0's sample PC) and the Orc (A.0's sample NPC)
 * side by side on a 1 m hex map, and helpers to give tokens a state, start a fight, and resolve a
 * request with scripted dice.
 */
import { scriptedDice, type ScriptedFaces } from '../../../../shared/dice'
import { newCampaign } from '../../../../shared/model'
import { parseRollRequest, rulesetById } from '../../../../shared/rules'
import {
  freshGgInstance,
  GgInstanceSchema,
  type GgInstance,
} from '../../../../shared/rules/gg/engine/instance'
import { GgRollRequestSchema } from '../../../../shared/rules/gg/engine/roll-requests'
import {
  GgNpcSchema,
  GgPcSchema,
  type GgSheet,
} from '../../../../shared/rules/gg/engine/sheet-schema'
import type { GgCampaign, GgToken } from '../../../../shared/rules/gg/adapter/types'

export const gg = rulesetById('gg')!

export const ARIA = GgPcSchema.parse({
  id: 'aria',
  name: 'Aria',
  player: 'Sam',
  traits: { PHY: 1, AGI: 3, END: 2, KNO: 1, INT: 2, DET: 1 },
  sb: 2,
  ht: 13,
  hpMax: 30,
  // As if a Class Feature granted it: the Opportunity Attack tests have her react.
  opportunityAttack: true,
  actions: [
    { id: 'longsword', name: 'Longsword', damage: '1d8', damageTypes: ['slashing'] },
    {
      id: 'bow',
      name: 'Shortbow',
      melee: false,
      range: 6,
      longRange: 12,
      damage: '1d6',
      damageTypes: ['piercing'],
    },
  ],
})

export const ORC = GgNpcSchema.parse({
  id: 'orc',
  name: 'Orc',
  traits: { PHY: 3, AGI: 1, END: 4, KNO: 0, INT: 0, DET: 0 },
  sb: 2,
  ht: 11,
  hpMax: 40,
  actions: [{ id: 'greataxe', name: 'Greataxe', damage: '1d12', damageTypes: ['slashing'] }],
})

export const GOBLIN = GgNpcSchema.parse({
  id: 'goblin',
  name: 'Goblin',
  traits: { PHY: 0, AGI: 0, END: 0, KNO: 0, INT: 0, DET: 0 },
  ht: 10,
  hpMax: 5,
  actions: [{ id: 'knife', name: 'Knife', damage: '1d4', damageTypes: ['piercing'] }],
})

/** A token of a sheet at an axial hex. */
export function token(
  id: string,
  name: string,
  sheet: { kind: 'pc' | 'npc'; id: string },
  hex: { q: number; r: number },
  instance?: GgInstance,
): GgToken {
  return {
    id,
    mapId: 'map-1',
    name,
    kind: sheet.kind,
    hex,
    size: 'medium',
    color: '#884422',
    gmOnly: false,
    ...(sheet.kind === 'pc' ? { pcId: sheet.id } : { npcId: sheet.id }),
    ...(instance ? { instance: { ...instance } } : {}),
  }
}

/** A token state as a campaign holds it: read by GG's instance schema, every default filled. */
export const stored = (raw: object): GgInstance => GgInstanceSchema.parse(raw)

/** A state for a sheet's token: fresh, with these fields changed. */
export function state(sheet: GgSheet, more: Partial<GgInstance> = {}): GgInstance {
  return { ...freshGgInstance(sheet), ...more }
}

/**
 * Aria at (5, 5) and the Orc next to her at (6, 5), the library holding Aria, the Orc and the
 * Goblin (and any other NPC given), with these table options.
 */
export function ggCampaign(options: object = {}, npcs: GgSheet[] = []): GgCampaign {
  const c: GgCampaign = {
    ...newCampaign({ id: 'gg-test', name: 'GG test', rulesetId: 'gg' }),
    tableOptions: { ...options },
    pcs: { aria: ARIA },
    npcs: { orc: ORC, goblin: GOBLIN },
    tokens: {
      aria: token('aria', 'Aria', { kind: 'pc', id: 'aria' }, { q: 5, r: 5 }),
      orc: token('orc', 'Orc', { kind: 'npc', id: 'orc' }, { q: 6, r: 5 }),
    },
  }
  for (const n of npcs) c.npcs[n.id] = n
  return c
}

/** A running fight between the tokens given (Aria's side "party", the others "enemies"). */
export function inFight(c: GgCampaign, tokenIds: string[] = ['aria', 'orc']): GgCampaign {
  c.combat = {
    id: 'fight-1',
    mapId: 'map-1',
    phase: 'running',
    round: 1,
    order: tokenIds.map((tokenId) => ({
      id: tokenId,
      tokenId,
      name: c.tokens[tokenId]!.name,
      side: c.tokens[tokenId]!.kind === 'pc' ? 'party' : 'enemies',
      initiative: 10,
      hidden: false,
      left: { ap: 3, rp: 1 },
      full: { ap: 3, rp: 1 },
      usedThisRound: {},
      flags: [],
      hasStarted: true,
    })),
    currentId: tokenIds[0]!,
    acted: [],
    deferred: [],
    timers: [],
    items: [],
    log: [],
    stats: {},
    showPcHp: false,
  }
  return c
}

/** A request as main hands it to the ruleset: read by its roll schema first. */
export const parsed = (request: object) => parseRollRequest(GgRollRequestSchema, request)

/** Resolve a request with scripted faces, every face used, read by the roll schema as main does. */
export function roll(c: GgCampaign, request: object, faces: ScriptedFaces) {
  const dice = scriptedDice(faces)
  const out = gg.rolls.resolve(parsed(request), c, dice)
  dice.assertDone()
  return out
}

/** Apply a roll's instance changes to the campaign (as main would), returning it. */
export function applied(
  c: GgCampaign,
  changes: readonly { kind: string; tokenId?: string; instance?: unknown }[],
): GgCampaign {
  for (const ch of changes)
    if (ch.kind === 'instance' && ch.tokenId)
      c.tokens[ch.tokenId]!.instance = ch.instance as GgInstance
  return c
}

/** The instance a change list gives a token. */
export function instanceIn(
  changes: readonly { kind: string; tokenId?: string; instance?: unknown }[],
  tokenId: string,
): GgInstance | undefined {
  const ch = changes.find((x) => x.kind === 'instance' && x.tokenId === tokenId)
  return ch?.instance as GgInstance | undefined
}

/** An attack request from Aria at the Orc with her Longsword, with these fields changed. */
export const attack = (more: object = {}) => ({
  kind: 'attack',
  attackerTokenId: 'aria',
  targetTokenId: 'orc',
  actionId: 'longsword',
  ...more,
})
