/**
 * Applying a ruleset's changes to the campaign and keeping the fight's damage tally: the same
 * checks as a roll's changes (electron/main/commands/rolls), so a hook cannot store a state its
 * own schema refuses.
 */
import type { Campaign, Combat, Token } from '../../model'
import { rulesetOf, withSheetVersion, type StateChange } from '../../rules'
import { tokenOf } from './state'
import { applyDismiss, applySummon } from './summon'
import { withUntilRest } from './until-rest'
import { applyFeatureChange, applyTokenChange } from './board-changes'
import { withLeft } from './left'
import { CombatRefused } from './types'
import { parseKnown } from './known-valid'

/**
 * A library sheet replaced by the ruleset's change, checked by the ruleset's sheet schema (the
 * fields it left as they were are not read again: parseKnown).
 */
function withSheet(campaign: Campaign, kind: 'npc' | 'pc', id: string, record: unknown): Campaign {
  const book = kind === 'npc' ? campaign.npcs : campaign.pcs
  if (!Object.hasOwn(book, id))
    throw new CombatRefused(`no ${kind === 'npc' ? 'NPC' : 'PC'} sheet "${id}"`)
  const ruleset = rulesetOf(campaign)
  const parsed = parseKnown(ruleset.sheet.schema[kind], record)
  // The ruleset broke its own schema: a bug, not something the GM can fix.
  if (!parsed.success || (parsed.data as { id?: unknown }).id !== id)
    throw new Error(`the ruleset gave the sheet "${id}" a state its own schema refuses`)
  const sheet = withSheetVersion(ruleset, parsed.data as Campaign['pcs'][string])
  return kind === 'npc'
    ? { ...campaign, npcs: { ...campaign.npcs, [id]: sheet } }
    : { ...campaign, pcs: { ...campaign.pcs, [id]: sheet } }
}

/**
 * Apply a ruleset's changes (instance, ruleset state, sheet, a summoned being or its dismissal, a
 * condition lasting until a rest, a resource left this turn) in order, each checked by its schema.
 */
export function applyStateChanges(campaign: Campaign, changes: readonly StateChange[]): Campaign {
  if (changes.length === 0) return campaign
  const schema = rulesetOf(campaign).instance.schema
  let next = campaign
  for (const change of changes) {
    if (change.kind === 'ruleset-state') {
      if (change.key === '__proto__') throw new Error('the ruleset named a reserved state key')
      next = { ...next, rulesetState: { ...(next.rulesetState ?? {}), [change.key]: change.value } }
      continue
    }
    if (change.kind === 'sheet') {
      next = withSheet(next, change.sheetKind, change.id, change.record)
      continue
    }
    if (change.kind === 'summon') {
      next = applySummon(next, change)
      continue
    }
    if (change.kind === 'dismiss') {
      next = applyDismiss(next, change)
      continue
    }
    if (change.kind === 'token') {
      next = applyTokenChange(next, change)
      continue
    }
    if (change.kind === 'until-rest') {
      if (!tokenOf(next, change.tokenId))
        throw new CombatRefused(`no token "${change.tokenId}" on any map`)
      next = withUntilRest(next, change.tokenId, change.condition, true)
      continue
    }
    if (change.kind === 'map-features') {
      next = applyFeatureChange(next, change)
      continue
    }
    if (change.kind === 'left') {
      next = withLeft(next, change)
      continue
    }
    const token = tokenOf(next, change.tokenId)
    if (!token) throw new CombatRefused(`no token "${change.tokenId}" on any map`)
    const parsed = parseKnown(schema, change.instance)
    // The ruleset broke its own schema: a bug, not something the GM can fix.
    if (!parsed.success)
      throw new Error(`the ruleset gave ${token.name} a state its own schema refuses`)
    next = {
      ...next,
      tokens: {
        ...next.tokens,
        [token.id]: { ...token, instance: parsed.data as Token['instance'] },
      },
    }
  }
  return next
}

/**
 * Record the harm done between `before` and `after` (changes already applied) in the fight's
 * stats: taken by each token whose state changed, dealt by `actorTokenId`; a token whose health
 * became 'down' went down. No fight: `after` unchanged.
 */
export function recordHarm(before: Campaign, after: Campaign, actorTokenId?: string): Campaign {
  const combat = after.combat
  if (!combat || before.tokens === after.tokens) return after
  const hooks = rulesetOf(after).combat
  if (!hooks) return after
  let stats: Combat['stats'] | null = null
  const bump = (id: string, f: (s: Combat['stats'][string]) => Combat['stats'][string]) => {
    stats ??= { ...combat.stats }
    const was = Object.hasOwn(stats, id) ? stats[id] : undefined
    stats[id] = f(was ?? { dealt: 0, taken: 0 })
  }
  let dealt = 0
  for (const [id, token] of Object.entries(after.tokens)) {
    const was = tokenOf(before, id)
    if (!was || was.instance === token.instance) continue
    const harm = Math.max(0, Math.round(hooks.harm(was.instance, token.instance)))
    const downNow = hooks.vitals(token, after).health === 'down'
    const downBefore = hooks.vitals(was, before).health === 'down'
    if (harm > 0 || (downNow && !downBefore)) {
      bump(id, (s) => ({
        ...s,
        taken: s.taken + harm,
        ...(downNow && !downBefore ? { down: true } : {}),
      }))
    }
    if (id !== actorTokenId) dealt += harm
  }
  if (actorTokenId !== undefined && dealt > 0) {
    bump(actorTokenId, (s) => ({ ...s, dealt: s.dealt + dealt }))
  }
  return stats ? { ...after, combat: { ...combat, stats } } : after
}
