/**
 * What the start or end of a Blue Box turn asks the GM (Conditions & Statuses; Terrain & Terrain
 * Types): each ask is a TurnPrompt whose `data` says what to roll; ruleset-turn-resolve.ts rolls it
 * with main's dice when the GM confirms the item. Nothing is applied without that.
 */
import { z } from 'zod'
import { footprintHexes, hexKey } from '../../../geometry/hex'
import type { TurnContext, TurnPrompt } from '../../ruleset'
import { beingConditions, combatOptions, conditionName, tokenById } from './combat-being'
import { CONDITIONS } from '../engine/condition-table'
import { turnEndEffects, turnStartEffects, type TurnEffect } from '../engine/condition-turns'
import type { DangerousTerrain } from '../engine/movement'
import { isStatId, STAT_IDS } from '../engine/sheet-ids'
import type { BlueboxCampaign, BlueboxToken } from './types'

const DiceSpecSchema = z.object({
  count: z.number().int().min(1).max(20),
  die: z.union([z.literal(4), z.literal('power')]),
})
const Source = z.string().min(1).max(40)
const OutcomeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('damage'),
    dice: DiceSpecSchema,
    pure: z.boolean(),
    irreducible: z.boolean().optional(),
    damageType: z.string().max(40).optional(),
  }),
  z.object({ kind: z.literal('exhaustion'), levels: z.number().int().min(1).max(7) }),
  z.object({ kind: z.literal('add-condition'), condition: Source }),
  z.object({ kind: z.literal('remove-condition'), condition: Source }),
])

/** What a Blue Box turn prompt carries for `resolvePrompt`, as stored on the tracker's item. */
export const BlueboxPromptDataSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('damage'),
    source: Source,
    dice: DiceSpecSchema,
    pure: z.boolean(),
    irreducible: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('save'),
    source: Source,
    stat: z.enum(STAT_IDS),
    /** Null: the GM sets it (a Poisoned token stores no DC); the roll is made and reported. */
    dc: z.number().int().min(0).max(100).nullable(),
    onFail: z.array(OutcomeSchema).max(5),
    onSuccess: z.array(OutcomeSchema).max(5),
  }),
  z.object({ kind: z.literal('death-save') }),
  /** Dazed: the tracker itself moves the turn to the end of the round. */
  z.object({ kind: z.literal('delay-turn') }),
  z.object({ kind: z.literal('end-condition'), condition: Source, why: z.string().max(120) }),
  z.object({ kind: z.literal('exhaustion-unconscious') }),
])
export type BlueboxPromptData = z.output<typeof BlueboxPromptDataSchema>
/** One consequence a prompt's save carries, as the prompt's data holds it. */
export type PromptOutcome = z.output<typeof OutcomeSchema>

/** "1d4", "2d✦". */
export const diceText = (d: { count: number; die: 4 | 'power' }): string =>
  `${d.count}d${d.die === 'power' ? '✦' : d.die}`

/** A prompt source as the log names it. */
export const sourceName = (source: string): string =>
  source === 'dangerous-terrain' ? 'Dangerous terrain' : conditionName(source)

/** The save DC the tracker keeps for a condition on this token (a "save ends" timer), if any. */
function timerDC(campaign: BlueboxCampaign, tokenId: string, condition: string): number | null {
  const t = campaign.combat?.timers.find(
    (x) => x.tokenId === tokenId && x.condition === condition && x.until.kind === 'save',
  )
  return t && t.until.kind === 'save' ? t.until.dc : null
}

/** Dangerous terrain under any hex of the token's footprint, with a save this game has. */
export function dangerousUnder(
  campaign: BlueboxCampaign,
  token: BlueboxToken,
): DangerousTerrain | undefined {
  const map = Object.hasOwn(campaign.maps, token.mapId) ? campaign.maps[token.mapId] : undefined
  const terrain = map?.terrain
  if (!terrain) return undefined
  for (const h of footprintHexes(token.hex, token.size, token.facing ?? 0)) {
    const key = hexKey(h)
    const cell = Object.hasOwn(terrain, key) ? terrain[key] : undefined
    const d = cell?.kind === 'dangerous' ? cell.dangerous : undefined
    if (d && isStatId(d.stat))
      return {
        stat: d.stat,
        dc: d.dc,
        ...(d.damageType ? { damageType: d.damageType } : {}),
      }
  }
  return undefined
}

/** A turn effect as the checklist's prompt (a move's Dangerous Terrain save uses it too). */
export function promptOf(
  e: TurnEffect,
  campaign: BlueboxCampaign,
  tokenId: string,
): TurnPrompt | null {
  const source = sourceName(e.source)
  switch (e.kind) {
    case 'damage': {
      const data: BlueboxPromptData = {
        kind: 'damage',
        source: e.source,
        dice: { ...e.dice },
        pure: e.pure,
        ...(e.irreducible ? { irreducible: true } : {}),
      }
      return { source, text: `${diceText(e.dice)}${e.pure ? ' Pure' : ''} damage`, data }
    }
    case 'save': {
      // A "save ends" duration on a condition asking its own save (Poisoned) is this save.
      const ends = timerDC(campaign, tokenId, e.source)
      const dc = e.dc ?? ends
      const endsIt =
        ends !== null && e.source !== 'dangerous-terrain'
          ? [{ kind: 'remove-condition' as const, condition: e.source }]
          : []
      const data: BlueboxPromptData = {
        kind: 'save',
        source: e.source,
        stat: e.stat,
        dc,
        onFail: e.onFail.map((o) => ({ ...o })),
        onSuccess: [...e.onSuccess.map((o) => ({ ...o })), ...endsIt],
      }
      const text = e.autoFail
        ? `${e.stat} save fails automatically`
        : `${e.stat} save${dc === null ? ' (the GM sets the DC)' : ` DC ${dc}`}${endsIt.length ? '; a success ends it' : ''}`
      return { source, text, data }
    }
    case 'death-save':
      return { source, text: `Death Save DC ${e.dc}`, data: { kind: 'death-save' } }
    case 'delay-turn':
      return {
        source,
        text: 'its turn moves to the end of the round',
        data: { kind: 'delay-turn' },
      }
    case 'remove-condition': {
      const why = 'its turn is in sight of an enemy'
      const data: BlueboxPromptData = { kind: 'end-condition', condition: e.condition, why }
      return { source, text: `${CONDITIONS[e.condition].name} ends: ${why}`, data }
    }
    default:
      return null
  }
}

/**
 * What the start or end of a token's turn asks the GM (Conditions & Statuses): Bleeding's d4 Pure
 * (end), Poisoned's FOR save (end; the DC the GM gave it, kept on the token or on its "save ends"
 * timer, whose success then ends it), Unmasked's SPI
 * save (start), Death Saves with the option (start), Dangerous terrain the turn starts in (the
 * map's save), Hidden ending in an enemy's sight (start and end), Dazed moving the turn
 * (`{ kind: 'delay-turn' }`, which the tracker acts on itself), and Exhaustion 7's 2d4 hours of
 * Unconsciousness (start).
 */
export function blueboxTurnPrompts(
  campaign: BlueboxCampaign,
  tokenId: string,
  at: 'start' | 'end',
  context?: TurnContext,
): TurnPrompt[] {
  const token = tokenById(campaign, tokenId)
  if (!token) return []
  const inst = token.instance
  if (inst?.down?.state === 'dead') return []
  const conditions = beingConditions(campaign, token)
  const dangerous = at === 'start' ? dangerousUnder(campaign, token) : undefined
  const ctx = {
    beingId: tokenId,
    options: combatOptions(campaign),
    ...(context ? { round: context.round, inEnemySight: context.inEnemySight } : {}),
    ...(context?.clockSeconds !== undefined ? { nowSeconds: context.clockSeconds } : {}),
    ...(dangerous ? { dangerousTerrain: dangerous } : {}),
  }
  const effects = (at === 'start' ? turnStartEffects : turnEndEffects)(conditions, ctx)
  const out = effects
    .map((e) => promptOf(e, campaign, tokenId))
    .filter((p): p is TurnPrompt => p !== null)
  // A token already Unconscious keeps its own Unconscious in place of Exhaustion's
  // (conditionsOfBeing), so only one not yet asleep is asked for the hours.
  const sleeping = conditions.some((c) => c.id === 'unconscious' && c.cause === 'exhaustion')
  if (at === 'start' && sleeping && inst)
    out.push({
      source: 'Exhaustion',
      text: 'level 7: Unconscious for 2d4 hours',
      data: { kind: 'exhaustion-unconscious' },
    })
  return out
}
