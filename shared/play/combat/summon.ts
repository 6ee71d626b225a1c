/**
 * A ruleset's `summon` and `dismiss` changes (GG: a Limit Break's Memory): a being called into play
 * gets its library sheet, its token on the map and, in a fight, its place in the order; dismissed,
 * all three go. Checked like every other change, so a ruleset cannot store what the model refuses.
 */
import { hexKey } from '../../geometry/hex'
import { cellOnMap, TokenSchema, type Campaign, type Token } from '../../model'
import { rulesetOf, withSheetVersion, type StateChange } from '../../rules'
import { addCombatantAfter } from './initiative'
import { removeCombatant } from './removal'
import { CombatRefused } from './types'

type Summon = Extract<StateChange, { kind: 'summon' }>
type Dismiss = Extract<StateChange, { kind: 'dismiss' }>

/** Add the summoned sheet and token, and its combatant right after `combatant.after` in a fight. */
export function applySummon(campaign: Campaign, change: Summon): Campaign {
  const ruleset = rulesetOf(campaign)
  const parsed = ruleset.sheet.schema.npc.safeParse(change.npc)
  // The ruleset broke its own schema: a bug, not something the GM can fix.
  if (!parsed.success) throw new Error('the ruleset summoned a sheet its own schema refuses')
  const npc = withSheetVersion(ruleset, parsed.data as Campaign['npcs'][string])
  if (Object.hasOwn(campaign.npcs, npc.id))
    throw new Error(`the ruleset summoned a sheet over "${npc.id}"`)
  const token = TokenSchema.safeParse(change.token)
  if (!token.success) throw new Error('the ruleset summoned a token the model refuses')
  const t = token.data as Token
  if (Object.hasOwn(campaign.tokens, t.id) || t.npcId !== npc.id)
    throw new Error(`the ruleset summoned a token over "${t.id}"`)
  const map = Object.hasOwn(campaign.maps, t.mapId) ? campaign.maps[t.mapId] : undefined
  if (!map || !cellOnMap(map, t.hex))
    throw new CombatRefused(`there is no room on the map for ${t.name} (hex ${hexKey(t.hex)})`)
  let next: Campaign = {
    ...campaign,
    npcs: { ...campaign.npcs, [npc.id]: npc },
    tokens: { ...campaign.tokens, [t.id]: t },
  }
  if (change.combatant && next.combat) {
    next = addCombatantAfter(next, t.id, change.combatant.side, change.combatant.after).campaign
  }
  return next
}

/** Take a summoned being out of play: its combatants, its token, then its library sheet. */
export function applyDismiss(campaign: Campaign, change: Dismiss): Campaign {
  let next = campaign
  for (const c of next.combat?.order.filter((o) => o.tokenId === change.tokenId) ?? []) {
    next = removeCombatant(next, c.id)
  }
  if (Object.hasOwn(next.tokens, change.tokenId)) {
    const { [change.tokenId]: _gone, ...tokens } = next.tokens
    void _gone
    next = { ...next, tokens }
  }
  const npcId = change.npcId
  if (npcId !== undefined && Object.hasOwn(next.npcs, npcId)) {
    const used = Object.values(next.tokens).some((t) => t.npcId === npcId)
    if (!used) {
      const { [npcId]: _sheet, ...npcs } = next.npcs
      void _sheet
      next = { ...next, npcs }
    }
  }
  return next
}
