/**
 * The Memory in play (OTHER-SYSTEMS.md A.6, GG-114 … GG-128; seed 001, "Limit Break: Memory"): the
 * stat block a Limit Break summons, built from memory.ts's `memoryStats` (an NPC sheet tagged
 * 'memory' that names its Breaker and LB Level), its token beside the Breaker and its place right
 * after the Breaker in the order (GG-Q46 `afterBreaker`), the Obstructing Aura's reach at a turn
 * start (GG-121), Teamwork's Advantage (GG-123) and its dismissal (GG-Q51).
 *
 * Readings: the Strikes add no Trait (GG-Q47), so they roll KNO, which is 0 on the Memory, and
 * their bonus is 2 × LB Lvl with the Breaker's SB (Trained); their dice's modifier makes the
 * damage LB Lvl + SB whatever `weaponDamageAddsSB` says. END's DR 1 (GG-119) is the damage
 * pipeline's own (GG-080), not repeated as a Reduction. Under `minion` rank a Memory at 0 HP dies at
 * once rather than joining the dying track; the next turn start then dismisses it.
 */
import { footprintHexes, hexInRect, hexKey, hexNeighbors, type Hex } from '../../geometry/hex'
import type { FootprintSize } from '../../geometry/hex'
import type { Campaign, Token } from '../../model'
import type { StateChange } from '../ruleset'
import { isIncapacitated } from './conditions'
import type { GgInstance } from './instance'
import type { GgLbLevel } from './limit-break'
import { memoryDismissed, memoryHasTeamwork, memoryStats, speedUnderAura } from './memory'
import type { GgMoveMode } from './model'
import type { GgOptions } from './options'
import { tokenDistance } from './ruleset-attack-map'
import { conditionSet, instanceOf, isPc, sheetOf, tokenById } from './ruleset-combat-being'
import { ggReach } from './ruleset-combat-views'
import { GgActionSchema, GgNpcSchema, type GgNpc, type GgSheet } from './sheet-schema'
import { damageBonus } from './statblock'

/** The tag every Memory's sheet carries. */
export const MEMORY_TAG = 'memory'

/** The Memory's second movement mode when the GM names none (GG-117). */
export const MEMORY_DEFAULT_SECONDARY: Exclude<GgMoveMode, 'walk'> = 'fly'

/** A Memory's link to its Limit Break: the Breaker's token and the LB Level. */
export interface GgMemoryLink {
  breakerTokenId: string
  lbLevel: GgLbLevel
}

/** The Memory link on a sheet, or null when the sheet is not a Memory's. */
export function memoryLinkOf(sheet: GgSheet | null): GgMemoryLink | null {
  const link = (sheet as GgNpc | null)?.memory
  if (!link) return null
  return { breakerTokenId: link.breakerTokenId, lbLevel: link.lbLevel as GgLbLevel }
}

/** The Breaker as the Memory's sheet reads it. */
export interface GgBreakerInfo {
  tokenId: string
  name: string
  sb: number
  level: number
}

const clip = (s: string, n: number): string => (s.length <= n ? s : s.slice(0, n))

/**
 * The Memory's NPC sheet at `lbLevel` (GG-115 … GG-128): HT, HP, speeds, AP/RP, Traits, senses from
 * `memoryStats`; its Strikes as weapon actions (2 AP; bonus 2 × LB Lvl + the Breaker's SB; damage
 * 1d8 / 1d4 / 1d6 + LB Lvl + SB, Limit), Healing Pulse and Teleport (the GM reads them), the
 * Opportunity Attack (GG-120), its features in words, and the link to its Breaker.
 */
export function memorySheet(
  id: string,
  lbLevel: GgLbLevel,
  breaker: GgBreakerInfo,
  secondary: Exclude<GgMoveMode, 'walk'>,
  options: GgOptions,
): GgNpc {
  const stats = memoryStats(lbLevel, { sb: breaker.sb, level: breaker.level }, secondary, options)
  const base = GgNpcSchema.parse({
    id,
    name: clip(`Memory of ${breaker.name}`, 80),
    tags: [MEMORY_TAG],
    size: 'medium',
    level: Math.min(30, Math.max(0, breaker.level)),
    traits: stats.traits,
    sb: stats.sb,
    ht: stats.ht,
    hpMax: stats.hpMax,
    speed: { ...stats.speeds, hover: false },
    initiative: { modifier: 0, none: true, winsTies: false, trait: 'AGI' },
    senses: {
      nightvision: stats.nightvision,
      truesight: stats.truesight,
      passivePerception: stats.passivePerception,
    },
    perTurn: { ap: stats.ap, rp: stats.rp },
    reach: 3,
    opportunityAttack: stats.opportunityAttacks,
    rank: 'minion',
    features: [
      {
        name: 'Obstructing Aura',
        text: `While it is not Incapacitated, any other being (not ${breaker.name}) that starts its turn within ${stats.sb} m of it has its speeds halved until the start of its next turn.`,
      },
      {
        name: 'Regeneration',
        text: `At the start of its turn, with at least 1 HP, it regains ${5 + lbLevel} HP.`,
      },
      {
        name: 'Teamwork',
        text: 'Advantage on attacks against a target inside the reach of an ally that is not Incapacitated.',
      },
    ],
    reactions: [
      { id: 'oa', name: 'Opportunity Attack', rp: 1, trigger: 'A hostile leaves its reach' },
    ],
    memory: { breakerTokenId: breaker.tokenId, lbLevel },
    notes: `Summoned by ${breaker.name}'s Limit Break Level ${lbLevel}. It has no Initiative and acts right after ${breaker.name}.`,
  })
  const strike = (
    actionId: string,
    name: string,
    die: number,
    melee: boolean,
    reach: number,
    riders: string,
  ) => {
    const draft = GgActionSchema.parse({
      id: actionId,
      name,
      ap: 2,
      kind: 'weapon',
      melee,
      trait: 'KNO',
      trained: true,
      attackBonus: 2 * lbLevel,
      reach: melee ? reach : 1,
      ...(melee ? {} : { range: reach }),
      damageTypes: ['limit'],
      riders,
    })
    // The dice carry what the sheet's damage bonus does not: LB Lvl + SB in all.
    const extra = lbLevel + stats.sb - damageBonus(base, draft, options).value
    const mod = extra === 0 ? '' : extra > 0 ? `+${extra}` : `${extra}`
    return { ...draft, damage: `1d${die}${mod}` }
  }
  const other = (actionId: string, name: string, ap: number, riders: string) =>
    GgActionSchema.parse({ id: actionId, name, ap, kind: 'other', trained: false, riders })
  return GgNpcSchema.parse({
    ...base,
    actions: [
      strike(
        'meleeStrike',
        'Melee Strike',
        8,
        true,
        3,
        'On a hit the target cannot regain HP until the start of the Memory’s next turn.',
      ),
      strike(
        'meleeSweep',
        'Melee Sweep',
        4,
        true,
        2,
        'After each hit, attack another enemy in reach; each once; stops at the first miss.',
      ),
      strike('rangedStrike', 'Ranged Strike', 6, false, 30, ''),
      other(
        'healingPulse',
        'Healing Pulse',
        2,
        `One being within 3 m regains 2d8 + ${stats.sb} HP.`,
      ),
      other('teleport', 'Teleport', 1, 'Teleport to an empty space within 12 m.'),
    ],
  })
}

/** An id not used by any key of `taken`: `base`, else `base-2`, `base-3` … */
function freshId(taken: Readonly<Record<string, unknown>>, base: string): string {
  if (!Object.hasOwn(taken, base)) return base
  for (let i = 2; ; i++) {
    const id = `${base}-${i}`
    if (!Object.hasOwn(taken, id)) return id
  }
}

/** The nearest empty hex beside `token` on its map (rings outwards, up to 6 hexes away), or null. */
export function hexBeside(campaign: Campaign, token: Token): Hex | null {
  const map = Object.hasOwn(campaign.maps, token.mapId) ? campaign.maps[token.mapId] : undefined
  if (!map) return null
  const taken = new Set<string>()
  for (const t of Object.values(campaign.tokens)) {
    if (t.mapId !== token.mapId) continue
    for (const h of footprintHexes(t.hex, t.size as FootprintSize, t.facing ?? 0))
      taken.add(hexKey(h))
  }
  const seen = new Set<string>([hexKey(token.hex)])
  let ring: Hex[] = [token.hex]
  for (let step = 0; step < 6; step++) {
    const next: Hex[] = []
    for (const h of ring) {
      for (const n of hexNeighbors(h)) {
        const k = hexKey(n)
        if (seen.has(k)) continue
        seen.add(k)
        if (!hexInRect(n, map.cols, map.rows, map.orientation)) continue
        if (!taken.has(k)) return n
        next.push(n)
      }
    }
    ring = next
  }
  return null
}

/** A Breaker: the being whose turn it is, on the party's side (a PC or an ally), not a Memory. */
export function breakerNow(
  campaign: Campaign,
): { token: Token; sheet: GgSheet; combatantId: string; side: string } | null {
  const combat = campaign.combat
  if (!combat || combat.phase !== 'running' || combat.currentId === null) return null
  const c = combat.order.find((o) => o.id === combat.currentId)
  const token = c && tokenById(campaign, c.tokenId)
  const sheet = token ? sheetOf(campaign, token) : null
  if (!c || !token || !sheet || memoryLinkOf(sheet)) return null
  const partySides = new Set(
    combat.order
      .filter((o) => {
        const t = tokenById(campaign, o.tokenId)
        return t !== undefined && isPc(t)
      })
      .map((o) => o.side),
  )
  if (!isPc(token) && !partySides.has(c.side)) return null
  return { token, sheet, combatantId: c.id, side: c.side }
}

/**
 * The changes that summon the Breaker's Memory at `lbLevel` (GG-114 … GG-117, GG-Q46): its sheet
 * in the library, its token on the nearest empty hex beside the Breaker, its combatant right after
 * the Breaker's. Null when it is no Breaker's turn; refused (thrown, in words) with no room.
 */
export function summonMemory(
  campaign: Campaign,
  lbLevel: GgLbLevel,
  secondary: Exclude<GgMoveMode, 'walk'>,
  options: GgOptions,
): { changes: StateChange[]; name: string; breaker: string; breakerTokenId: string } | null {
  const breaker = breakerNow(campaign)
  if (!breaker) return null
  const { token: b, sheet } = breaker
  const hex = hexBeside(campaign, b)
  if (!hex) throw new Error(`There is no empty space near ${b.name} for the Memory.`)
  const npcId = freshId(campaign.npcs, `memory-${b.id}`.slice(0, 90))
  const tokenId = freshId(campaign.tokens, `memory-${b.id}`.slice(0, 90))
  const info = { tokenId: b.id, name: b.name, sb: sheet.sb, level: sheet.level }
  const npc = memorySheet(npcId, lbLevel, info, secondary, options)
  const token: Token = {
    id: tokenId,
    mapId: b.mapId,
    name: clip(`${b.name}'s Memory`, 80),
    kind: 'npc',
    hex: { q: hex.q, r: hex.r },
    size: 'medium',
    color: b.color,
    gmOnly: false,
    npcId,
  }
  return {
    changes: [
      { kind: 'summon', npc, token, combatant: { after: breaker.combatantId, side: breaker.side } },
    ],
    name: token.name,
    breaker: b.name,
    breakerTokenId: b.id,
  }
}

/** The Memory cannot act: Incapacitated, Knocked Out, Unconscious, dead, or at 0 HP (GG-121). */
export function memoryIncapacitated(inst: GgInstance, options: GgOptions): boolean {
  const d = inst.dying
  return (
    inst.hp <= 0 || d.dead || d.outOfFight || isIncapacitated(conditionSet(inst, options), options)
  )
}

/** The Memories in play on `mapId`: each token with its sheet, its state and its link. */
function memoriesOn(
  campaign: Campaign,
  mapId: string,
): Array<{ token: Token; sheet: GgSheet; inst: GgInstance; link: GgMemoryLink }> {
  const out = []
  for (const token of Object.values(campaign.tokens)) {
    if (token.mapId !== mapId) continue
    const sheet = sheetOf(campaign, token)
    const link = memoryLinkOf(sheet)
    const inst = instanceOf(campaign, token)
    if (sheet && link && inst) out.push({ token, sheet, inst, link })
  }
  return out
}

/** The side a token fights on in the fight, else PCs against NPCs. */
function sideOf(campaign: Campaign, token: Token): string {
  const c = campaign.combat?.order.find((x) => x.tokenId === token.id)
  return c?.side ?? (isPc(token) ? 'party' : 'enemies')
}

/**
 * GG-121: the name of the Memory whose Obstructing Aura catches `token` as its turn starts (within
 * the Breaker's SB in metres of a Memory that is not Incapacitated; the Memory itself and its
 * Breaker exempt; the Breaker's allies only under `auraAffectsAllies`), or null.
 */
export function obstructingMemory(
  campaign: Campaign,
  token: Token,
  options: GgOptions,
): string | null {
  for (const m of memoriesOn(campaign, token.mapId)) {
    const breaker = tokenById(campaign, m.link.breakerTokenId)
    const who = {
      distance: tokenDistance(campaign, m.token, token),
      isMemory: m.token.id === token.id,
      isBreaker: m.link.breakerTokenId === token.id,
      allyOfBreaker: breaker !== undefined && sideOf(campaign, breaker) === sideOf(campaign, token),
    }
    const aura = {
      breakerSb: m.sheet.sb,
      memoryIncapacitated: memoryIncapacitated(m.inst, options),
    }
    if (speedUnderAura(2, who, aura, options) < 2) return m.token.name
  }
  return null
}

/**
 * GG-123 Teamwork: when `attacker` is a Memory, the name of an ally (same side, not Incapacitated)
 * whose Area of Control holds `target`; else null.
 */
export function teamworkAlly(
  campaign: Campaign,
  attacker: Token,
  target: Token,
  options: GgOptions,
): string | null {
  if (!memoryLinkOf(sheetOf(campaign, attacker))) return null
  const side = sideOf(campaign, attacker)
  for (const ally of Object.values(campaign.tokens)) {
    if (ally.id === attacker.id || ally.id === target.id || ally.mapId !== attacker.mapId) continue
    if (sideOf(campaign, ally) !== side) continue
    const inst = instanceOf(campaign, ally)
    if (!inst) continue
    const incapacitated = inst.dying.dead || isIncapacitated(conditionSet(inst, options), options)
    if (tokenDistance(campaign, ally, target) > ggReach(ally, campaign)) continue
    if (memoryHasTeamwork([{ incapacitated }])) return ally.name
  }
  return null
}

/**
 * GG-114 / GG-Q51: the Memories to dismiss now: at 0 HP (or dead), or every one when the encounter
 * ends (`encounterEnded`); none under `gmDismisses`.
 */
export function memoriesToDismiss(
  campaign: Campaign,
  encounterEnded: boolean,
  options: GgOptions,
): StateChange[] {
  const out: StateChange[] = []
  for (const token of Object.values(campaign.tokens)) {
    const sheet = sheetOf(campaign, token)
    if (!memoryLinkOf(sheet)) continue
    const inst = instanceOf(campaign, token)
    const hp = inst ? (inst.dying.dead ? 0 : inst.hp) : 0
    if (memoryDismissed({ hp, encounterEnded }, options)) {
      out.push({
        kind: 'dismiss',
        tokenId: token.id,
        ...(token.npcId ? { npcId: token.npcId } : {}),
      })
    }
  }
  return out
}
