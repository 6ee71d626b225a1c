/** The players' initiative strip: built by picking what may be shown, never by hiding secrets. */
import type { Campaign, Token } from '../../model'
import { rulesetById } from '../../rules'
import { sameGroupTurn } from './groups'
import { combatantOf, tokenOf } from './state'
import type { PlayerInitiative } from './types'

function sheetOf(campaign: Campaign, token: Token): unknown {
  if (token.pcId !== undefined && Object.hasOwn(campaign.pcs, token.pcId))
    return campaign.pcs[token.pcId]
  if (token.npcId !== undefined && Object.hasOwn(campaign.npcs, token.npcId))
    return campaign.npcs[token.npcId]
  return null
}

/**
 * What the players' strip shows: null when no fight runs or it is not on the map the players see;
 * hidden combatants and GM-only tokens left out; health as the ruleset's look ("hurt", "down"),
 * HP only for PCs when the GM ticked "show PC HP"; conditions only those the figure shows.
 */
export function playerInitiative(campaign: Campaign): PlayerInitiative | null {
  const combat = campaign.combat
  if (!combat || combat.mapId !== campaign.playersMapId) return null
  const ruleset = rulesetById(campaign.rulesetId)
  const hooks = ruleset?.combat
  const lead =
    combat.phase === 'running' && combat.currentId !== null
      ? combatantOf(combat, combat.currentId)
      : undefined
  const acted = new Set(combat.acted)
  const entries: PlayerInitiative['entries'] = []
  for (const c of combat.order) {
    if (c.hidden) continue
    const token = tokenOf(campaign, c.tokenId)
    if (!token || token.gmOnly) continue
    const entry: PlayerInitiative['entries'][number] = {
      id: c.id,
      tokenId: c.tokenId,
      name: c.name,
      current:
        lead !== undefined && sameGroupTurn(lead, c) && (c.id === lead.id || !acted.has(c.id)),
    }
    if (hooks) {
      const vitals = hooks.vitals(token, campaign)
      if (vitals.health) entry.health = vitals.health
      if (combat.showPcHp && token.kind === 'pc') {
        const hp = vitals.lines.find((l) => /^HP\b/i.test(l)) ?? vitals.lines[0]
        if (hp) entry.hp = hp
      }
    }
    if (ruleset && token.instance !== undefined) {
      const shown = ruleset.instance.publicView(token.instance, sheetOf(campaign, token)).conditions
      if (shown && shown.length > 0) entry.conditions = [...shown]
    }
    entries.push(entry)
  }
  return { round: combat.round, entries }
}
