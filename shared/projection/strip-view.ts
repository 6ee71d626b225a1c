/**
 * The initiative strip as it leaves the GM's side: only combatants the players see, and a turn
 * marker that never tells them someone they do not see is acting.
 */
import type { Campaign, Combatant, HiddenTurnLook } from '../model'
import { heldTurn, sameGroupTurn, type PlayerInitiative } from '../play/combat'

/**
 * The initiative strip of a fight on the shown map, field by field: the tracker's player view
 * (`playerInitiative`: no hidden combatant, health as words) checked once more here, so a
 * combatant that is hidden or whose token is GM-only never reaches the players whatever the
 * tracker hands over (its tests hand it a careless strip). Null without a strip or a fight there.
 *
 * While the combatant whose turn it is is one they do not see, the strip shows as acting what the
 * GM chose (`look`, the table display's setting): the last one they saw act ('last', the default,
 * with that turn's round: see `heldTurn`), or a neutral "…" apart from the order ('neutral').
 * Neither says who acts or where it stands in the order.
 */
export function playerStrip(
  campaign: Campaign,
  shownMapId: string,
  strip: PlayerInitiative | null,
  /** The tokens the players' view carries, by id (only which ids are there is read). */
  shown: Readonly<Record<string, unknown>>,
  look: HiddenTurnLook = 'last',
): PlayerInitiative | null {
  const fight = campaign.combat
  if (!strip || !fight || fight.mapId !== shownMapId) return null
  const hidden = new Set(fight.order.filter((c) => c.hidden).map((c) => c.id))
  const entries: PlayerInitiative['entries'] = []
  for (const e of strip.entries) {
    const token = Object.hasOwn(campaign.tokens, e.tokenId) ? campaign.tokens[e.tokenId] : undefined
    // Only combatants whose figure the players can see: not hidden, not GM-only, not under fog.
    if (hidden.has(e.id) || !token || token.gmOnly || !Object.hasOwn(shown, e.tokenId)) continue
    const entry: PlayerInitiative['entries'][number] = {
      id: e.id,
      tokenId: e.tokenId,
      name: e.name,
      current: e.current,
    }
    if (e.health !== undefined) entry.health = e.health
    if (e.hp !== undefined && fight.showPcHp && token.kind === 'pc') entry.hp = e.hp
    if (e.conditions?.length) entry.conditions = [...e.conditions]
    entries.push(entry)
  }
  if (entries.some((e) => e.current)) return { round: strip.round, entries }
  // The players see a combatant when its figure is on their map: not hidden, not GM-only, not fogged.
  const seen = (c: Combatant) =>
    !c.hidden &&
    Object.hasOwn(shown, c.tokenId) &&
    Object.hasOwn(campaign.tokens, c.tokenId) &&
    campaign.tokens[c.tokenId]!.gmOnly !== true
  const current =
    fight.phase === 'running' && fight.currentId !== null
      ? fight.order.find((c) => c.id === fight.currentId)
      : undefined
  if (!current || seen(current)) return { round: strip.round, entries }
  // Whose turn it is, the players do not see: keep them from telling that apart.
  const held = heldTurn(fight, seen)
  if (look === 'neutral') return { round: held?.round ?? strip.round, unseen: true, entries }
  if (!held) return { round: strip.round, entries }
  const byId = new Map(fight.order.map((c) => [c.id, c]))
  for (const e of entries) {
    const c = byId.get(e.id)
    e.current = c !== undefined && sameGroupTurn(held.lead, c)
  }
  return { round: held.round, entries }
}
