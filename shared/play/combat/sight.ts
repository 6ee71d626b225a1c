/**
 * Enemy sight for the turn hooks (Hidden ends when a turn starts or ends in an enemy's sight): a
 * line of sight on the fight's map from the token to any token of another side in the fight.
 */
import { gridIndexOf, gridOf, lineOfSight } from '../../geometry/hex'
import type { Campaign, Combat } from '../../model'
import { combatantOfToken, tokenOf } from './state'
import type { TurnContextSource } from './types'

/** The default source: sight lines on the fight's map (walls and sight-blocking terrain). */
export const mapSight: TurnContextSource = {
  inEnemySight(campaign: Campaign, tokenId: string): boolean {
    const combat = campaign.combat as Combat | null | undefined
    if (!combat) return false
    const map = Object.hasOwn(campaign.maps, combat.mapId) ? campaign.maps[combat.mapId] : undefined
    const me = combatantOfToken(combat, tokenId)
    const token = tokenOf(campaign, tokenId)
    if (!map || !me || !token || token.mapId !== map.id) return false
    // Hex sight lines only: a square board's line of attack is its ruleset's (no core rule asks).
    if (map.kind !== 'hex') return false
    const grid = gridOf(map)
    if (gridIndexOf(grid, token.hex) < 0) return false
    for (const other of combat.order) {
      if (other.side === me.side) continue
      const seer = tokenOf(campaign, other.tokenId)
      if (!seer || seer.mapId !== map.id || gridIndexOf(grid, seer.hex) < 0) continue
      if (lineOfSight(grid, seer.hex, token.hex)) return true
    }
    return false
  },
}
