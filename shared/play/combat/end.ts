/** Ending a fight, and the GM's switch for PCs' HP on the players' strip. */
import type { Campaign, Combat, Timer } from '../../model'
import { applyStateChanges } from './changes'
import {
  combatOf,
  combatRules,
  conditionName,
  tokenName,
  tokenOf,
  withCombat,
  withLog,
  withTokenCondition,
} from './state'
import type { CombatEnd } from './types'

/**
 * End the fight (Starting & Ending Combat): conditions timed by turns or saves end with it (taken
 * off their bearers and listed); those that last until a rest or until removed stay, and so do
 * damage, exhaustion and the ruleset's state between fights. The summary gives the rounds and,
 * per combatant, "Name: dealt N, took M[, went down]". `campaign.combat` becomes null, then the
 * ruleset's `atCombatEnd` changes apply (GG dismisses its Memories). A combatant still hidden
 * keeps its token off the players' map (`hidden` names every fighter's token left GM-only).
 */
export function endCombat(campaign: Campaign): CombatEnd {
  const combat = combatOf(campaign)
  const { ruleset, hooks } = combatRules(campaign)
  let next = campaign
  const ended: string[] = []
  const ends = (t: Timer) => t.until.kind === 'turn' || t.until.kind === 'save'
  const stays = new Set(
    combat.timers.filter((t) => !ends(t)).map((t) => `${t.tokenId}\u0000${t.condition}`),
  )
  const done = new Set<string>()
  for (const t of combat.timers) {
    const key = `${t.tokenId}\u0000${t.condition}`
    if (!ends(t) || stays.has(key) || done.has(key)) continue
    done.add(key)
    next = withTokenCondition(next, hooks, t.tokenId, t.condition, false)
    ended.push(`${conditionName(ruleset, t.condition)} on ${tokenName(next, t.tokenId)}`)
  }
  const lines: string[] = []
  const seen = new Set<string>()
  for (const c of combat.order) {
    if (seen.has(c.tokenId)) continue
    seen.add(c.tokenId)
    const s = Object.hasOwn(combat.stats, c.tokenId) ? combat.stats[c.tokenId] : undefined
    lines.push(
      `${c.name}: dealt ${s?.dealt ?? 0}, took ${s?.taken ?? 0}${s?.down ? ', went down' : ''}`,
    )
  }
  const rounds = combat.round
  next = withHiddenKeptOff(next, combat)
  const after = hooks.atCombatEnd?.(next) ?? []
  const out = applyStateChanges(withCombat(next, null), after)
  return { campaign: out, rounds, lines, ended, hidden: stillHidden(out, combat) }
}

/**
 * While the fight runs, a hidden combatant's token stays off the players' map because the fight
 * says so; with the fight gone only the token's GM-only flag can, so it is set. The players then
 * see the figure when the GM shows its token, never because the fight ended.
 */
function withHiddenKeptOff(campaign: Campaign, combat: Combat): Campaign {
  let tokens = campaign.tokens
  for (const c of combat.order) {
    const token = c.hidden && Object.hasOwn(tokens, c.tokenId) ? tokens[c.tokenId] : undefined
    if (!token || token.gmOnly) continue
    tokens = { ...tokens, [token.id]: { ...token, gmOnly: true } }
  }
  return tokens === campaign.tokens ? campaign : { ...campaign, tokens }
}

/** The fighters' tokens the players do not see after the fight, by name, each once. */
function stillHidden(campaign: Campaign, combat: Combat): string[] {
  const names: string[] = []
  const seen = new Set<string>()
  for (const c of combat.order) {
    if (seen.has(c.tokenId)) continue
    seen.add(c.tokenId)
    if (tokenOf(campaign, c.tokenId)?.gmOnly) names.push(tokenName(campaign, c.tokenId))
  }
  return names
}

/** Players see PCs' HP numbers on their strip (`on`), or only health words. */
export function setShowPcHp(campaign: Campaign, on: boolean): Campaign {
  const combat = combatOf(campaign)
  if (combat.showPcHp === on) return campaign
  return withCombat(
    campaign,
    withLog(
      { ...combat, showPcHp: on },
      on ? "Players see PCs' HP" : "Players no longer see PCs' HP",
    ),
  )
}
