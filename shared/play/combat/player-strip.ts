/** The players' initiative strip: built by picking what may be shown, never by hiding secrets. */
import {
  playersNameOf,
  tokenSheet,
  type Campaign,
  type Combat,
  type Combatant,
  type Token,
} from '../../model'
import { rulesetById, type Ruleset } from '../../rules'
import { sameGroupTurn } from './groups'
import { tokenOf } from './state'
import { currentCombatant, roundSequence } from './turns'
import type { PlayerInitiative } from './types'

interface Looks {
  health?: string
  hp?: string
  conditions?: readonly string[]
}

/**
 * A token's looks on the strip, kept while the token, its sheet, the options and the ruleset are
 * the same objects: states are never changed in place, so a Next Turn that touches two tokens asks
 * the ruleset about two, not about all 300.
 */
const looksMemo = new WeakMap<
  Token,
  { ruleset: Ruleset; sheet: unknown; options: unknown; looks: Looks }
>()

function looksOf(ruleset: Ruleset, campaign: Campaign, token: Token): Looks {
  const sheet = tokenSheet(campaign, token)
  const hit = looksMemo.get(token)
  if (
    hit &&
    hit.ruleset === ruleset &&
    hit.sheet === sheet &&
    hit.options === campaign.tableOptions
  )
    return hit.looks
  const looks: Looks = {}
  if (ruleset.combat) {
    const vitals = ruleset.combat.vitals(token, campaign)
    if (vitals.health) looks.health = vitals.health
    const hp = vitals.lines.find((l) => /^HP\b/i.test(l)) ?? vitals.lines[0]
    if (hp) looks.hp = hp
  }
  if (token.instance !== undefined) {
    const shown = ruleset.instance.publicView(token.instance, sheet).conditions
    if (shown && shown.length > 0) looks.conditions = shown
  }
  looksMemo.set(token, { ruleset, sheet, options: campaign.tableOptions, looks })
  return looks
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
  const lead = currentCombatant(combat)
  const acted = new Set(combat.acted)
  const entries: PlayerInitiative['entries'] = []
  for (const c of combat.order) {
    if (c.hidden) continue
    const token = tokenOf(campaign, c.tokenId)
    if (!token || token.gmOnly) continue
    const entry: PlayerInitiative['entries'][number] = {
      id: c.id,
      tokenId: c.tokenId,
      name: playersNameOf(campaign, token, c.name),
      current: lead !== null && sameGroupTurn(lead, c) && (c.id === lead.id || !acted.has(c.id)),
    }
    const looks = ruleset ? looksOf(ruleset, campaign, token) : {}
    if (looks.health) entry.health = looks.health
    if (combat.showPcHp && token.kind === 'pc' && looks.hp) entry.hp = looks.hp
    if (looks.conditions) entry.conditions = [...looks.conditions]
    entries.push(entry)
  }
  return { round: combat.round, entries }
}

/** Who the players' strip keeps showing as acting while they cannot see whose turn it is. */
export interface HeldTurn {
  /** The round the strip shows: the one of the combatant it keeps showing. */
  round: number
  /** That combatant: the last one the players saw act (the first to come, before anyone acted). */
  lead: Combatant
}

/**
 * While the combatant whose turn it is is one the players do not see (`seen` false: hidden,
 * GM-only, under fog), the turn their strip shows: the last combatant they see before it in this
 * round's order; when none acted before it this round, the last they see in the order with the
 * previous round's number (so the round does not tick over on a hidden turn); in the first round,
 * the first they see after it (nothing has happened yet that they could tell apart). Null while
 * they see the current combatant, before the first turn, or when they see no combatant at all.
 */
export function heldTurn(combat: Combat, seen: (c: Combatant) => boolean): HeldTurn | null {
  const current = currentCombatant(combat)
  if (!current || seen(current)) return null
  const seq = roundSequence(combat)
  const at = seq.findIndex((c) => c.id === current.id)
  for (let i = at - 1; i >= 0; i--) if (seen(seq[i]!)) return { round: combat.round, lead: seq[i]! }
  if (combat.round > 1) {
    for (let i = combat.order.length - 1; i >= 0; i--)
      if (seen(combat.order[i]!)) return { round: combat.round - 1, lead: combat.order[i]! }
    return null
  }
  for (let i = at + 1; i < seq.length; i++)
    if (seen(seq[i]!)) return { round: combat.round, lead: seq[i]! }
  return null
}
