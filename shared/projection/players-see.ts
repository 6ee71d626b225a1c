/**
 * Whether the players' view shows a token: the one test the players' map, the table camera and
 * the strip's turn marker share, so none of them can point at what another one hides.
 */
import { hexKey } from '../geometry/hex'
import type { Campaign } from '../model'

/**
 * The players see token `tokenId` on the map the GM shows them: it stands on that map, is not
 * GM-only, is not a combatant the fight keeps hidden, and stands on a revealed hex under fog.
 * The curtain is left aside: behind it nothing is shown, and this says what raising it would show.
 */
export function tokenSeenByPlayers(campaign: Campaign, tokenId: string): boolean {
  const shownId = campaign.playersMapId
  if (shownId === null || !Object.hasOwn(campaign.maps, shownId)) return false
  const token = Object.hasOwn(campaign.tokens, tokenId) ? campaign.tokens[tokenId] : undefined
  if (!token || token.gmOnly || token.mapId !== shownId) return false
  const fight = campaign.combat
  if (fight?.mapId === shownId && fight.order.some((c) => c.hidden && c.tokenId === tokenId))
    return false
  const fog = campaign.maps[shownId]!.fog
  return fog?.enabled !== true || Object.hasOwn(fog.revealed, hexKey(token.hex))
}
