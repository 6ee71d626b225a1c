/**
 * A GG attack on the map (A.9): distances footprint to footprint, melee reach (F-GG-6, GG-038,
 * GG-057), who fights on which side, the beings that threaten, Flanking's geometry (GG-039,
 * GG-Q15) and the hostiles a ranged attacker stands next to (GG-056).
 */
import { footprintDistance, footprintHexes, hexToPixel } from '../../../geometry/hex'
import { metresPerCell } from '../../../model'
import type { NearbyHostile } from '../engine/attack-rules'
import { isFlanked, isIncapacitated } from '../engine/conditions'
import type { GgOptions } from '../engine/options'
import { conditionSet, ggSheetOfToken, stateOf } from './ruleset-rolls-lookup'
import type { GgSheet, GgSheetAction } from '../engine/sheet-schema'
import type { GgCampaign, GgToken } from './types'

/** A hex footprint's centre on a plane of unit hexes, for the flanking angle (GG-039). */
function centre(token: GgToken, orientation: 'pointy' | 'flat'): { x: number; y: number } {
  const hexes = footprintHexes(token.hex, token.size, token.facing ?? 0)
  let x = 0
  let y = 0
  for (const h of hexes) {
    const p = hexToPixel(h, 1, orientation)
    x += p.x
    y += p.y
  }
  return { x: x / hexes.length, y: y / hexes.length }
}

function footprintOf(token: GgToken) {
  return footprintHexes(token.hex, token.size, token.facing ?? 0)
}

/** Distance in metres between two tokens: nearest footprint hexes × metres per hex. */
export function tokenDistance(campaign: GgCampaign, a: GgToken, b: GgToken): number {
  const board = campaign.maps[a.mapId]
  const metres = board ? metresPerCell(board) : 1
  return footprintDistance(footprintOf(a), footprintOf(b)) * metres
}

/** The side a token fights on: its fight side, else PCs against NPCs. */
function sideOf(campaign: GgCampaign, token: GgToken): string {
  const c = campaign.combat?.order.find((x) => x.tokenId === token.id)
  return c?.side ?? (token.kind === 'pc' ? 'party' : 'enemies')
}

/** A melee reach in metres for a sheet's action (F-GG-6, GG-038, GG-057). */
export function meleeReach(sheet: GgSheet, action: GgSheetAction, options: GgOptions): number {
  const base = sheet.reach ?? options.reach.base
  const withProperty = action.properties.includes('reach')
    ? base + options.reach.reachProperty
    : base
  return Math.max(action.reach, withProperty)
}

/**
 * The beings on `mapId` that can threaten (a GG stat block, alive, able to act), each with its
 * reach (AoC) in metres and its side; `except` are left out.
 */
function threats(
  campaign: GgCampaign,
  mapId: string,
  except: readonly string[],
  options: GgOptions,
): { token: GgToken; side: string; reach: number }[] {
  const out: { token: GgToken; side: string; reach: number }[] = []
  for (const t of Object.values(campaign.tokens)) {
    if (t.mapId !== mapId || except.includes(t.id)) continue
    if (t.npcId === undefined && t.pcId === undefined) continue
    let sheet: GgSheet
    try {
      sheet = ggSheetOfToken(campaign, t, 'it threatens no one')
    } catch {
      continue
    }
    const inst = stateOf(t, sheet)
    if (inst.dying.dead || isIncapacitated(conditionSet(inst, options), options)) continue
    const reach = Math.max(
      ...sheet.actions.filter((a) => a.melee).map((a) => meleeReach(sheet, a, options)),
      sheet.reach ?? options.reach.base,
    )
    out.push({ token: t, side: sideOf(campaign, t), reach })
  }
  return out
}

/**
 * GG-039 / GG-Q15 geometry: the attacker and another hostile of the target whose reach covers it
 * stand at least `flankAngle` apart around it. Only while the optional rule is on.
 */
export function flankedBy(
  campaign: GgCampaign,
  attacker: GgToken,
  target: GgToken,
  options: GgOptions,
): boolean {
  if (!options.flanking) return false
  const map = campaign.maps[target.mapId]
  if (!map || map.kind !== 'hex') return false
  const side = sideOf(campaign, attacker)
  const around = threats(campaign, target.mapId, [target.id, attacker.id], options)
    .filter((h) => h.side === side && tokenDistance(campaign, h.token, target) <= h.reach)
    .map((h) => centre(h.token, map.orientation))
  if (around.length === 0) return false
  const me = centre(attacker, map.orientation)
  const at = centre(target, map.orientation)
  return around.some((other) => isFlanked(at, [me, other], options))
}

/**
 * GG-056: the hostiles whose Area of Control the attacker stands in (they are taken to see it; the
 * GM says otherwise with a modifier), for a ranged attack's Disadvantage.
 */
export function hostilesAround(
  campaign: GgCampaign,
  attacker: GgToken,
  options: GgOptions,
): NearbyHostile[] {
  const side = sideOf(campaign, attacker)
  return threats(campaign, attacker.mapId, [attacker.id], options)
    .filter((h) => h.side !== side && tokenDistance(campaign, h.token, attacker) <= h.reach)
    .map(() => ({ attackerInItsAoC: true, canSeeAttacker: true, incapacitated: false }))
}
