/**
 * A hand-built ZZ campaign on a square board for the roll tests: Thurig the Orc (a Hero) and Mondo
 * the Goblin (a monster) from OTHER-SYSTEMS.md B.0, with a copy of the ZZ rolls registered as a
 * minimal ruleset 'zz-test' so the core's change applier checks the instances it writes.
 */
import { newCampaign, type Campaign } from '../../../../shared/model'
import { applyStateChanges } from '../../../../shared/play/combat'
import type { Dice } from '../../../../shared/dice'
import {
  parseRollRequest,
  registerRuleset,
  type RolledRequest,
  type Ruleset,
} from '../../../../shared/rules'
import { freshZzInstance, ZzInstanceSchema } from '../../../../shared/rules/zz/engine/instance'
import { ZzOptionsSchema, ZZ_DEFAULT_OPTIONS } from '../../../../shared/rules/zz/engine/options'
import { zzRolls } from '../../../../shared/rules/zz/adapter/ruleset-rolls'
import {
  ZzNpcSchema,
  ZzPcSchema,
  type ZzSheet,
} from '../../../../shared/rules/zz/engine/sheet-schema'
import type { ZzCampaign, ZzToken } from '../../../../shared/rules/zz/adapter/types'

export const zzTestRuleset: Ruleset = {
  id: 'zz-test',
  name: 'ZZ (test)',
  boards: ['square'],
  unit: 'm',
  options: {
    schema: ZzOptionsSchema,
    defaults: ZZ_DEFAULT_OPTIONS,
    resolve: (s) => ZzOptionsSchema.parse(s ?? {}),
    fields: [],
  },
  sheet: {
    schema: { npc: ZzNpcSchema, pc: ZzPcSchema },
    version: 1,
    migrate: (raw) => raw,
    blank: (_kind, id, name) => ({ id, name, hpMax: 1 }),
  },
  instance: {
    schema: ZzInstanceSchema,
    fresh: (sheet) => (sheet ? freshZzInstance(sheet as ZzSheet) : null),
    publicView: () => ({}),
  },
  rolls: zzRolls,
  conditions: [],
  saves: [],
}
registerRuleset(zzTestRuleset)

/** A roll as main makes it (electron/main/session/rules-io.ts): the request read, then resolved. */
export function resolveZzRoll(request: unknown, campaign: Campaign, dice: Dice): RolledRequest {
  const rolls = zzTestRuleset.rolls
  return rolls.resolve(parseRollRequest(rolls.schema, request), campaign, dice)
}

export const THURIG_SHEET = ZzPcSchema.parse({
  id: 'thurig',
  name: 'Thurig',
  level: 2,
  hpMax: 10,
  mindMax: 2,
  str: 3,
  dex: 1,
  int: 1,
  cha: 0,
  baseAttack: 8,
  baseDefense: 6,
  archery: 'basic',
  skills: [{ name: 'Lockpicking', attribute: 'DEX', bonus: 2 }],
  weapons: [
    { id: 'sword', name: 'Sword', kind: 'melee', range: 1, damage: 'd6+STR' },
    { id: 'spear', name: 'Spear', kind: 'melee', range: 3, damage: 'd8' },
    {
      id: 'bow',
      name: 'Shortbow',
      kind: 'ranged',
      range: 6,
      damage: 'd6',
      projectileBonus: 0,
      ammo: 'arrow',
    },
  ],
  gear: { hands: [null, null], stored: [{ item: 'arrow', container: 'quiver', count: 5 }] },
})

export const MONDO_SHEET = ZzNpcSchema.parse({
  id: 'goblin',
  name: 'Goblin',
  hpMax: 4,
  mindMax: 0,
  str: 1,
  dex: 2,
  int: 1,
  cha: 1,
  baseAttack: 6,
  baseDefense: 4,
  weapons: [{ id: 'dagger', name: 'Dagger', kind: 'melee', range: 1, damage: 'd4' }],
  gear: { hands: ['dagger', null], stored: [{ item: 'coin', container: 'pouch', count: 7 }] },
})

function token(
  id: string,
  name: string,
  kind: 'pc' | 'npc',
  x: number,
  y: number,
  over: Partial<ZzToken>,
): ZzToken {
  const sheet = kind === 'pc' ? THURIG_SHEET : MONDO_SHEET
  return {
    id,
    mapId: 'm',
    name,
    kind,
    hex: { q: x, r: y },
    size: 'medium',
    color: '#884422',
    gmOnly: false,
    ...(kind === 'pc' ? { pcId: sheet.id } : { npcId: sheet.id }),
    instance: freshZzInstance(sheet),
    ...over,
  }
}

/** The campaign: a 10 × 10 square board, Thurig at (5,6), Mondo at (5,5) facing north. */
export function zzCampaign(
  over: {
    thurig?: Partial<ZzToken>
    mondo?: Partial<ZzToken>
    extra?: ZzToken[]
    map?: Record<string, unknown>
    options?: Record<string, unknown>
  } = {},
): ZzCampaign {
  const c = newCampaign({ id: 'c', name: 'ZZ', rulesetId: 'zz-test' })
  const tokens: Record<string, ZzToken> = {
    thurig: token('thurig', 'Thurig', 'pc', 5, 6, over.thurig ?? {}),
    mondo: token('mondo', 'Mondo', 'npc', 5, 5, { heading: 0, ...over.mondo }),
  }
  for (const t of over.extra ?? []) tokens[t.id] = t
  return {
    ...c,
    activeMapId: 'm',
    tableOptions: over.options ?? {},
    maps: {
      m: {
        kind: 'square',
        id: 'm',
        name: 'Crypt',
        orientation: 'square',
        cols: 10,
        rows: 10,
        metresPerHex: 1.5,
        ...over.map,
      },
    } as Campaign['maps'],
    tokens,
    pcs: { thurig: THURIG_SHEET },
    npcs: { goblin: MONDO_SHEET },
  }
}

/** Another goblin at (x, y). */
export function goblin(
  id: string,
  name: string,
  x: number,
  y: number,
  over: Partial<ZzToken> = {},
) {
  return token(id, name, 'npc', x, y, over)
}

/** A Hero like Thurig at (x, y). */
export function hero(id: string, name: string, x: number, y: number, over: Partial<ZzToken> = {}) {
  return token(id, name, 'pc', x, y, over)
}

/** Apply a roll's changes as main would (the applier checks each instance it writes). */
export function applied(c: ZzCampaign, r: RolledRequest): ZzCampaign {
  return applyStateChanges(c, r.changes) as ZzCampaign
}

/** A token's ZZ instance. */
export function inst(c: Campaign, id: string) {
  return ZzInstanceSchema.parse(c.tokens[id]?.instance)
}

/** Thurig's attack on Mondo as the roll request the table sends, any field replaced. */
export const attackRequest = (over: Record<string, unknown> = {}) => ({
  kind: 'attack',
  attackerTokenId: 'thurig',
  targetTokenId: 'mondo',
  ...over,
})

/** Thurig's contest of this kind against Mondo as a roll request, any field replaced. */
export const contestRequest = (kind: string, over: Record<string, unknown> = {}) => ({
  kind: 'contest',
  contest: kind,
  actorTokenId: 'thurig',
  targetTokenId: 'mondo',
  ...over,
})

/** The campaign with part of a token's ZZ state replaced. */
export function withInst(c: ZzCampaign, id: string, p: Record<string, unknown>): ZzCampaign {
  return {
    ...c,
    tokens: { ...c.tokens, [id]: { ...c.tokens[id]!, instance: { ...inst(c, id), ...p } } },
  } as ZzCampaign
}

/** A running fight on Thurig's turn, with `left` of each resource of his `full` per turn. */
export function thurigInFight(
  c: ZzCampaign,
  left: Record<string, number>,
  full: Record<string, number>,
): ZzCampaign {
  const row = {
    id: 'thurig',
    tokenId: 'thurig',
    name: 'Thurig',
    side: 'party',
    initiative: null,
    hidden: false,
    left,
    full,
    usedThisRound: {},
    flags: [],
    hasStarted: true,
  }
  return {
    ...c,
    combat: {
      id: 'f',
      mapId: 'm',
      phase: 'running',
      round: 1,
      order: [row],
      currentId: 'thurig',
      acted: [],
      deferred: [],
      timers: [],
      items: [],
    },
  } as unknown as ZzCampaign
}
