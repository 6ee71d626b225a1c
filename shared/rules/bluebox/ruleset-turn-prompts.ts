/**
 * What the start or end of a Blue Box turn asks the GM (Conditions & Statuses; Terrain & Terrain
 * Types): each ask is a TurnPrompt whose `data` says what to roll, and resolving it rolls with
 * main's dice and returns the log line and the changes (damage through the damage pipeline and the
 * Down & Out track). Nothing is applied without the GM confirming the item.
 */
import { z } from 'zod'
import type { Dice } from '../../dice'
import { footprintHexes, hexKey } from '../../geometry/hex'
import type { Campaign, Token } from '../../model'
import {
  RollRefused,
  type HookRoll,
  type StateChange,
  type TurnContext,
  type TurnPrompt,
} from '../ruleset'
import { powerDie } from './check'
import {
  beingConditions,
  combatOptions,
  conditionName,
  hurtBeing,
  sheetRecord,
  tokenById,
  trackOf,
  withTrack,
} from './combat-being'
import { CONDITIONS } from './condition-table'
import { turnEndEffects, turnStartEffects, type TurnEffect } from './condition-turns'
import type { Outcome, StatId } from './condition-types'
import { rollDeathSave } from './down-and-out'
import type { DangerousTerrain } from './movement'
import { resolveCheck } from './ruleset-rolls'
import { STAT_IDS } from './sheet-ids'
import { sheetOfToken, blueboxInstance, type BlueboxInstance } from './views'

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

/** "1d4", "2d✦". */
const diceText = (d: { count: number; die: 4 | 'power' }): string =>
  `${d.count}d${d.die === 'power' ? '✦' : d.die}`

const sourceName = (source: string): string =>
  source === 'dangerous-terrain' ? 'Dangerous terrain' : conditionName(source)

/** The save DC the tracker keeps for a condition on this token (a "save ends" timer), if any. */
function timerDC(campaign: Campaign, tokenId: string, condition: string): number | null {
  const t = campaign.combat?.timers.find(
    (x) => x.tokenId === tokenId && x.condition === condition && x.until.kind === 'save',
  )
  return t && t.until.kind === 'save' ? t.until.dc : null
}

/** Dangerous terrain under any hex of the token's footprint, with a save this game has. */
export function dangerousUnder(campaign: Campaign, token: Token): DangerousTerrain | undefined {
  const map = Object.hasOwn(campaign.maps, token.mapId) ? campaign.maps[token.mapId] : undefined
  const terrain = map?.terrain
  if (!terrain) return undefined
  for (const h of footprintHexes(token.hex, token.size, token.facing ?? 0)) {
    const key = hexKey(h)
    const cell = Object.hasOwn(terrain, key) ? terrain[key] : undefined
    const d = cell?.kind === 'dangerous' ? cell.dangerous : undefined
    if (d && (STAT_IDS as readonly string[]).includes(d.stat))
      return {
        stat: d.stat as StatId,
        dc: d.dc,
        ...(d.damageType ? { damageType: d.damageType } : {}),
      }
  }
  return undefined
}

function promptOf(e: TurnEffect, campaign: Campaign, tokenId: string): TurnPrompt | null {
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
      const dc = e.dc ?? timerDC(campaign, tokenId, e.source)
      const data: BlueboxPromptData = {
        kind: 'save',
        source: e.source,
        stat: e.stat,
        dc,
        onFail: e.onFail.map((o) => ({ ...o })),
        onSuccess: e.onSuccess.map((o) => ({ ...o })),
      }
      const text = e.autoFail
        ? `${e.stat} save fails automatically`
        : `${e.stat} save${dc === null ? ' (the GM sets the DC)' : ` DC ${dc}`}`
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
 * (end), Poisoned's FOR save (end; its DC from a "save ends" timer, else the GM's), Unmasked's SPI
 * save (start), Death Saves with the option (start), Dangerous terrain the turn starts in (the
 * map's save), Hidden ending in an enemy's sight (start and end), Dazed moving the turn
 * (`{ kind: 'delay-turn' }`, which the tracker acts on itself), and Exhaustion 7's 2d4 hours of
 * Unconsciousness (start).
 */
export function blueboxTurnPrompts(
  campaign: Campaign,
  tokenId: string,
  at: 'start' | 'end',
  context?: TurnContext,
): TurnPrompt[] {
  const token = tokenById(campaign, tokenId)
  if (!token) return []
  const inst = blueboxInstance(token)
  if (inst?.down?.state === 'dead') return []
  const conditions = beingConditions(campaign, token)
  const dangerous = at === 'start' ? dangerousUnder(campaign, token) : undefined
  const ctx = {
    beingId: tokenId,
    options: combatOptions(campaign),
    ...(context ? { round: context.round, inEnemySight: context.inEnemySight } : {}),
    ...(dangerous ? { dangerousTerrain: dangerous } : {}),
  }
  const effects = (at === 'start' ? turnStartEffects : turnEndEffects)(conditions, ctx)
  const out = effects
    .map((e) => promptOf(e, campaign, tokenId))
    .filter((p): p is TurnPrompt => p !== null)
  const sleeping = conditions.some((c) => c.id === 'unconscious' && c.cause === 'exhaustion')
  if (at === 'start' && sleeping && inst && !inst.conditions.includes('unconscious'))
    out.push({
      source: 'Exhaustion',
      text: 'level 7: Unconscious for 2d4 hours',
      data: { kind: 'exhaustion-unconscious' },
    })
  return out
}

const sum = (faces: readonly number[]): number => faces.reduce((a, b) => a + b, 0)

function rollDice(d: { count: number; die: 4 | 'power' }, level: number, dice: Dice): number[] {
  const sides = d.die === 'power' ? powerDie(level) : 4
  return Array.from({ length: d.count }, () => dice.roll(sides))
}

interface Step {
  inst: BlueboxInstance
  notes: string[]
  total: number | null
}

/** Apply one plain outcome to the being (damage rolled now) and say what it did. */
function applyOutcome(campaign: Campaign, token: Token, s: Step, o: Outcome, dice: Dice): Step {
  const name = token.name
  switch (o.kind) {
    case 'damage': {
      const faces = rollDice(o.dice, sheetRecord(campaign, token)?.level ?? 1, dice)
      const hurt = hurtBeing(campaign, token, s.inst, {
        amount: sum(faces),
        pure: o.pure,
        ...(o.irreducible ? { irreducible: true } : {}),
        ...(o.damageType !== undefined ? { type: o.damageType } : {}),
      })
      const note = `${diceText(o.dice)} ${faces.join(' + ')}: ${hurt.damage}${o.pure ? ' Pure' : ''} damage, HP ${s.inst.hp} → ${hurt.instance.hp}`
      return { inst: hurt.instance, notes: [...s.notes, note, ...hurt.notes], total: sum(faces) }
    }
    case 'exhaustion': {
      const conditions = s.inst.conditions.includes('exhaustion')
        ? s.inst.conditions
        : [...s.inst.conditions, 'exhaustion']
      const note = `${name} takes ${o.levels} level of Exhaustion (raise it on the sheet)`
      return { ...s, inst: { ...s.inst, conditions }, notes: [...s.notes, note] }
    }
    case 'add-condition': {
      if (s.inst.conditions.includes(o.condition)) return s
      const conditions = [...s.inst.conditions, o.condition]
      const note = `${name} is ${CONDITIONS[o.condition].name}`
      return { ...s, inst: { ...s.inst, conditions }, notes: [...s.notes, note] }
    }
    case 'remove-condition': {
      const conditions = s.inst.conditions.filter((c) => c !== o.condition)
      const note = `${CONDITIONS[o.condition].name} ends`
      return { ...s, inst: { ...s.inst, conditions }, notes: [...s.notes, note] }
    }
  }
}

function instanceOf(token: Token): BlueboxInstance {
  const inst = blueboxInstance(token)
  if (!inst) throw new RollRefused(`${token.name} has no HP or conditions to change`)
  return inst
}

const change = (tokenId: string, before: BlueboxInstance, after: BlueboxInstance): StateChange[] =>
  after === before ? [] : [{ kind: 'instance', tokenId, instance: after }]

/** A save from the token's sheet with its conditions' modifiers, as the dice log shows it. */
function saveRoll(
  campaign: Campaign,
  token: Token,
  stat: StatId,
  dc: number | undefined,
  dice: Dice,
): HookRoll['outcome'] & { success: boolean | null } {
  const sheet = sheetOfToken(campaign, token)
  if (!sheet) throw new RollRefused(`${token.name} has no stat block to roll a ${stat} save with`)
  const r = resolveCheck(
    campaign,
    {
      kind: 'check',
      sheet: { kind: sheet.kind, id: sheet.record.id },
      tokenId: token.id,
      save: stat,
      ...(dc !== undefined ? { dc } : {}),
    },
    dice,
  )
  const o = r.outcome
  return { ...o, success: dc === undefined ? null : o.outcome === 'success' }
}

/**
 * Roll and settle a turn prompt for `tokenId` with the dice given: damage through the damage
 * pipeline (Pure: THP then HP) and the Down & Out track, a save and what its failure (or success)
 * brings, a Death Save, Hidden ending, Exhaustion 7's hours asleep. The outcome names every face
 * and what changed, Focus checks included ("Focus check DC 7": the GM rolls it next).
 */
export function blueboxResolvePrompt(
  campaign: Campaign,
  tokenId: string,
  data: unknown,
  dice: Dice,
): HookRoll {
  const token = tokenById(campaign, tokenId)
  if (!token) throw new RollRefused(`no token with id "${tokenId}"`)
  const parsed = BlueboxPromptDataSchema.safeParse(data)
  if (!parsed.success) throw new RollRefused('this turn item is not one Blue Box can roll')
  const d = parsed.data
  const who = token.name
  switch (d.kind) {
    case 'damage': {
      const inst = instanceOf(token)
      const s = applyOutcome(
        campaign,
        token,
        { inst, notes: [], total: null },
        {
          kind: 'damage',
          dice: d.dice,
          pure: d.pure,
          ...(d.irreducible ? { irreducible: true } : {}),
        },
        dice,
      )
      const what = `${sourceName(d.source)}: ${diceText(d.dice)}${d.pure ? ' Pure' : ''} damage`
      const outcome = {
        who,
        what,
        total: s.total,
        outcome: `${inst.hp + inst.thp - s.inst.hp - s.inst.thp} damage`,
        detail: s.notes.join('; '),
      }
      return { outcome, changes: change(tokenId, inst, s.inst) }
    }
    case 'save': {
      const inst = instanceOf(token)
      const what = `${sourceName(d.source)}: ${d.stat} save${d.dc === null ? '' : ` vs DC ${d.dc}`}`
      const r = saveRoll(campaign, token, d.stat, d.dc ?? undefined, dice)
      if (r.success === null) {
        const then = d.onFail.length ? '; on a failure apply it by hand' : ''
        return {
          outcome: {
            who,
            what,
            total: r.total,
            outcome: r.outcome,
            detail: `${r.detail}; no DC set: the GM judges it${then}`,
          },
          changes: [],
        }
      }
      let s: Step = { inst, notes: [], total: r.total }
      for (const o of r.success ? d.onSuccess : d.onFail)
        s = applyOutcome(campaign, token, s, o as Outcome, dice)
      const detail = [r.detail, ...s.notes].join('; ')
      return {
        outcome: { who, what, total: r.total, outcome: r.outcome, detail },
        changes: change(tokenId, inst, s.inst),
      }
    }
    case 'death-save': {
      const inst = instanceOf(token)
      const track = trackOf(inst)
      if (track.state !== 'down') throw new RollRefused(`${who} is not rolling Death Saves`)
      const r = rollDeathSave(track, dice)
      const after = withTrack(inst, r.track)
      const end =
        r.track.state === 'stable'
          ? `; ${who} is stable: Unconscious, but alive`
          : r.track.state === 'dead'
            ? `; ${who} dies`
            : ''
      const detail = `d12 ${r.natural} vs DC 6: ${r.track.successes} success, ${r.track.failures} failure${end}`
      return {
        outcome: {
          who,
          what: 'Death Save',
          total: r.natural,
          outcome: r.success ? 'success' : 'failure',
          detail,
        },
        changes: change(tokenId, inst, after),
      }
    }
    case 'delay-turn':
      return {
        outcome: {
          who,
          what: 'Dazed',
          total: null,
          outcome: 'delayed',
          detail: 'its turn moves to the end of the round',
        },
        changes: [],
      }
    case 'end-condition': {
      const inst = instanceOf(token)
      const conditions = inst.conditions.filter((c) => c !== d.condition)
      const after = conditions.length === inst.conditions.length ? inst : { ...inst, conditions }
      const name = conditionName(d.condition)
      return {
        outcome: { who, what: `${name} ends`, total: null, outcome: 'ended', detail: d.why },
        changes: change(tokenId, inst, after),
      }
    }
    case 'exhaustion-unconscious': {
      const inst = instanceOf(token)
      const faces = [dice.roll(4), dice.roll(4)]
      const hours = sum(faces)
      const after = inst.conditions.includes('unconscious')
        ? inst
        : { ...inst, conditions: [...inst.conditions, 'unconscious'] }
      const detail = `2d4 ${faces.join(' + ')} = ${hours}: ${who} is Unconscious for ${hours} hours and cannot be woken until a level of Exhaustion is lost`
      return {
        outcome: { who, what: 'Exhaustion 7', total: hours, outcome: `${hours} hours`, detail },
        changes: change(tokenId, inst, after),
      }
    }
  }
}

/**
 * A save a `save` duration asks for: d12 + the stat from the token's sheet with its conditions'
 * Edge, Flaw and automatic failures; a success ends the condition (the tracker's to do).
 */
export function blueboxRollSave(
  campaign: Campaign,
  tokenId: string,
  save: string,
  dc: number,
  dice: Dice,
): HookRoll & { success: boolean } {
  const token = tokenById(campaign, tokenId)
  if (!token) throw new RollRefused(`no token with id "${tokenId}"`)
  if (!(STAT_IDS as readonly string[]).includes(save))
    throw new RollRefused(`"${save}" is not a save (${STAT_IDS.join(', ')})`)
  const r = saveRoll(campaign, token, save as StatId, dc, dice)
  const { success, ...outcome } = r
  return { outcome, changes: [], success: success === true }
}
