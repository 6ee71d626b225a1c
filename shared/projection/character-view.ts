/**
 * "My character": what a phone the GM tied to a PC shows its player, and only that phone (main
 * sends it on that device's own socket). Its own sheet as the ruleset reads it: name, gauges (HP of
 * its maximum), the vitals' other lines, every condition on it with the ruleset's name and summary;
 * and, during a fight the players see, the round, whether it is its turn and what is left of its
 * turn's economy. Built field by field from the one token, through the Ruleset interface only:
 * never another being's numbers, never an NPC's.
 *
 * Behind the curtain the sheet still comes (it is the player's own and tells nothing of the scene
 * being staged), but the fight does not: a round and a turn would give away a fight the GM is
 * setting up out of sight.
 */
import { tokenSheet, type Campaign, type Token } from '../model'
import { heldTurn, playerInitiative, type PlayerInitiative } from '../play/combat'
import { curtainIsDown } from '../play/curtain'
import { rulesetById, type Ruleset } from '../rules'
import { tokenSeenByPlayers } from './players-see'

/** Lines, conditions and resources one view carries at most: a sheet, not a message bomb. */
const LIST_MAX = 40
// Long enough for a condition's whole rule, its ends included (Blue Box's Grappled is the longest).
const TEXT_MAX = 400

export interface CharacterView {
  tokenId: string
  name: string
  /** Gauges with their maxima ("HP" 12 of 20), when the ruleset offers them. */
  meters: { id: string; name: string; value: number; max: number }[]
  /** The ruleset's other lines about it ("THP 3", "Down: 1 of 3 damage"). */
  lines: string[]
  /** Every condition on it (its own: the player knows), with what the ruleset says of each. */
  conditions: { id: string; name: string; summary: string }[]
  /** During a fight on the map the players see, in which it is seen on the strip. */
  fight?: {
    round: number
    /** It is its turn (or its group's). */
    myTurn: boolean
    /** What is left of each resource of its turn ("AP" 1 of 2, "Move" 3 of 6 m). */
    resources: { id: string; name: string; left: number; full: number; unit?: string }[]
  }
}

const clip = (s: string) => s.slice(0, TEXT_MAX)

/** The strip, once per campaign state: every tied phone of a table asks for it on each edit. */
const strips = new WeakMap<Campaign, PlayerInitiative | null>()
function stripOf(campaign: Campaign): PlayerInitiative | null {
  if (!strips.has(campaign)) strips.set(campaign, playerInitiative(campaign))
  return strips.get(campaign) ?? null
}

/**
 * The own view of PC token `tokenId`, or null when there is nothing to show: no such token (a PC
 * that is gone reads as nobody), a token that is not a PC, or a ruleset this build does not know.
 */
export function characterView(campaign: Campaign, tokenId: string): CharacterView | null {
  const token = Object.hasOwn(campaign.tokens, tokenId) ? campaign.tokens[tokenId] : undefined
  if (!token || token.kind !== 'pc') return null
  const ruleset = rulesetById(campaign.rulesetId)
  if (!ruleset) return null
  const sheet = tokenSheet(campaign, token)
  const instance = token.instance ?? ruleset.instance.fresh(sheet)
  const meters =
    instance === null || instance === undefined
      ? []
      : (ruleset.instance.meters?.(instance, sheet) ?? [])
  // A line a gauge already shows ("HP 12/20" beside the HP gauge) is not said twice.
  const vitals = ruleset.combat?.vitals(token, campaign).lines ?? []
  const lines = vitals.filter((l) => !meters.some((m) => l.startsWith(`${m.name} `)))
  const view: CharacterView = {
    tokenId: token.id,
    name: token.name,
    meters: meters.slice(0, LIST_MAX).map((m) => ({
      id: clip(m.id),
      name: clip(m.name),
      value: m.value,
      max: m.max,
    })),
    lines: lines.slice(0, LIST_MAX).map(clip),
    conditions: ownConditions(ruleset, instance).slice(0, LIST_MAX),
  }
  const fight = curtainIsDown(campaign) ? null : ownFight(ruleset, campaign, token)
  if (fight) view.fight = fight
  return view
}

function ownConditions(ruleset: Ruleset, instance: unknown): CharacterView['conditions'] {
  if (instance === null || instance === undefined) return []
  const ids = ruleset.combat
    ? ruleset.combat.conditionsOf(instance)
    : (ruleset.instance.publicView(instance, null).conditions ?? [])
  return ids.map((id) => {
    const def = ruleset.conditions.find((c) => c.id === id)
    return { id: clip(id), name: clip(def?.name ?? id), summary: clip(def?.summary ?? '') }
  })
}

/** Its fight, only as the players' strip has it: a hidden or GM-only combatant has none here. */
function ownFight(
  ruleset: Ruleset,
  campaign: Campaign,
  token: Token,
): CharacterView['fight'] | null {
  const fight = campaign.combat
  const hooks = ruleset.combat
  if (!fight || !hooks) return null
  const entry = stripOf(campaign)?.entries.find((e) => e.tokenId === token.id)
  const combatant = entry ? fight.order.find((c) => c.id === entry.id) : undefined
  if (!entry || !combatant) return null
  const resources = hooks.resources
    .filter((r) => Object.hasOwn(combatant.full, r.id) || Object.hasOwn(combatant.left, r.id))
    .map((r) => ({
      id: r.id,
      name: r.name,
      left: combatant.left[r.id] ?? 0,
      full: combatant.full[r.id] ?? 0,
      ...(r.show === 'distance' ? { unit: ruleset.unit } : {}),
    }))
  // The round as the players' strip shows it: it does not tick over on a turn they do not see.
  const held = heldTurn(fight, (c) => !c.hidden && tokenSeenByPlayers(campaign, c.tokenId))
  return { round: held?.round ?? fight.round, myTurn: entry.current, resources }
}
