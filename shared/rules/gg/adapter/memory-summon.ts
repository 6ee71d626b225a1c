/**
 * The Memory in play (OTHER-SYSTEMS.md A.6, GG-114 … GG-128; seed 001, "Limit Break: Memory"): the
 * stat block a Limit Break summons (./memory-sheet), its token beside the Breaker and its place right
 * after the Breaker in the order (GG-Q46 `afterBreaker`), the Obstructing Aura's reach at a turn
 * start (GG-121), Teamwork's Advantage (GG-123) and its dismissal (GG-Q51).
 */
import { footprintHexes, hexInRect, hexKey, hexNeighbors, type Hex } from '../../../geometry/hex'
import type { StateChange } from '../../ruleset'
import { isIncapacitated } from '../engine/conditions'
import type { GgInstance } from '../engine/instance'
import type { GgLbLevel } from '../engine/limit-break'
import { memoryDismissed, memoryHasTeamwork, speedUnderAura } from '../engine/memory'
import { clip, memoryLinkOf, memorySheet, type GgMemoryLink } from '../engine/memory-sheet'
import type { GgMoveMode } from '../engine/model'
import type { GgOptions } from '../engine/options'
import { tokenDistance } from './ruleset-attack-map'
import { conditionSet, instanceOf, isPc, sheetOf, tokenById } from './ruleset-combat-being'
import { ggReach } from './ruleset-combat-views'
import type { GgSheet } from '../engine/sheet-schema'

export {
  MEMORY_DEFAULT_SECONDARY,
  MEMORY_TAG,
  memoryLinkOf,
  memorySheet,
  type GgBreakerInfo,
  type GgMemoryLink,
} from '../engine/memory-sheet'
import type { GgCampaign, GgToken } from './types'

/** An id not used by any key of `taken`: `base`, else `base-2`, `base-3` … */
function freshId(taken: Readonly<Record<string, unknown>>, base: string): string {
  if (!Object.hasOwn(taken, base)) return base
  for (let i = 2; ; i++) {
    const id = `${base}-${i}`
    if (!Object.hasOwn(taken, id)) return id
  }
}

/** The nearest empty hex beside `token` on its map (rings outwards, up to 6 hexes away), or null. */
export function hexBeside(campaign: GgCampaign, token: GgToken): Hex | null {
  const map = Object.hasOwn(campaign.maps, token.mapId) ? campaign.maps[token.mapId] : undefined
  if (!map) return null
  const taken = new Set<string>()
  for (const t of Object.values(campaign.tokens)) {
    if (t.mapId !== token.mapId) continue
    for (const h of footprintHexes(t.hex, t.size, t.facing ?? 0)) taken.add(hexKey(h))
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
        if (map.kind !== 'hex' || !hexInRect(n, map.cols, map.rows, map.orientation)) continue
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
  campaign: GgCampaign,
): { token: GgToken; sheet: GgSheet; combatantId: string; side: string } | null {
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
  campaign: GgCampaign,
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
  const token: GgToken = {
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
  campaign: GgCampaign,
  mapId: string,
): Array<{ token: GgToken; sheet: GgSheet; inst: GgInstance; link: GgMemoryLink }> {
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
function sideOf(campaign: GgCampaign, token: GgToken): string {
  const c = campaign.combat?.order.find((x) => x.tokenId === token.id)
  return c?.side ?? (isPc(token) ? 'party' : 'enemies')
}

/**
 * GG-121: the name of the Memory whose Obstructing Aura catches `token` as its turn starts (within
 * the Breaker's SB in metres of a Memory that is not Incapacitated; the Memory itself and its
 * Breaker exempt; the Breaker's allies only under `auraAffectsAllies`), or null.
 */
export function obstructingMemory(
  campaign: GgCampaign,
  token: GgToken,
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
  campaign: GgCampaign,
  attacker: GgToken,
  target: GgToken,
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
  campaign: GgCampaign,
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
