/**
 * Settling what a Blue Box turn boundary asked (Conditions & Statuses; Down & Out; Exhaustion):
 * the prompt's data rolled with main's dice, returning the log line and the changes, and the save
 * a "save ends" duration asks for.
 */
import type { Dice } from '../../../dice'
import { RollRefused, type HookRoll, type StateChange } from '../../ruleset'
import { powerDie } from '../engine/check'
import {
  conditionName,
  counted,
  gainExhaustion,
  hurtBeing,
  pcOfToken,
  sheetOfBeing,
  sheetRecord,
  tokenById,
  trackOf,
  withTrack,
} from './combat-being'
import type { StatId } from '../engine/condition-types'
import { rollDeathSave } from '../engine/down-and-out'
import { blueboxWithCondition } from './ruleset-combat-views'
import { resolveCheck } from './ruleset-rolls'
import {
  BlueboxPromptDataSchema,
  diceText,
  sourceName,
  type PromptOutcome,
} from './ruleset-turn-prompts'
import { isStatId, STAT_IDS } from '../engine/sheet-ids'
import type { BlueboxCampaign, BlueboxToken } from './types'
import type { BlueboxInstance, PcRecord } from '../engine/views'

const sum = (faces: readonly number[]): number => faces.reduce((a, b) => a + b, 0)

function rollDice(d: { count: number; die: 4 | 'power' }, level: number, dice: Dice): number[] {
  const sides = d.die === 'power' ? powerDie(level) : 4
  return Array.from({ length: d.count }, () => dice.roll(sides))
}

interface Step {
  inst: BlueboxInstance
  notes: string[]
  total: number | null
  /** A PC's sheet as Exhaustion gained so far leaves it (its level lives there). */
  pc: PcRecord | null
}

/** Apply one plain outcome to the being (damage rolled now) and say what it did. */
function applyOutcome(
  campaign: BlueboxCampaign,
  token: BlueboxToken,
  s: Step,
  o: PromptOutcome,
  dice: Dice,
): Step {
  const name = token.name
  switch (o.kind) {
    case 'damage': {
      const faces = rollDice(o.dice, sheetRecord(campaign, token)?.level ?? 1, dice)
      const hurt = hurtBeing(
        campaign,
        token,
        s.inst,
        {
          amount: sum(faces),
          pure: o.pure,
          ...(o.irreducible ? { irreducible: true } : {}),
          ...(o.damageType !== undefined ? { type: o.damageType } : {}),
        },
        s.pc,
      )
      const note = `${diceText(o.dice)} ${faces.join(' + ')}: ${hurt.damage}${o.pure ? ' Pure' : ''} damage, HP ${s.inst.hp} → ${hurt.instance.hp}`
      const notes = [...s.notes, note, ...hurt.notes]
      return { inst: hurt.instance, notes, total: sum(faces), pc: hurt.pc ?? s.pc }
    }
    case 'exhaustion': {
      const g = gainExhaustion(s.inst, s.pc, o.levels, name)
      return { ...s, inst: g.instance, pc: g.pc ?? s.pc, notes: [...s.notes, g.note] }
    }
    case 'add-condition': {
      if (s.inst.conditions.includes(o.condition)) return s
      const conditions = [...s.inst.conditions, o.condition]
      const note = `${name} is ${conditionName(o.condition)}`
      return { ...s, inst: { ...s.inst, conditions }, notes: [...s.notes, note] }
    }
    case 'remove-condition': {
      // Off with what the token kept about it (the DC of its save).
      const inst = blueboxWithCondition(s.inst, o.condition, false)
      const note = `${conditionName(o.condition)} ends`
      return { ...s, inst, notes: [...s.notes, note] }
    }
  }
}

function instanceOf(token: BlueboxToken): BlueboxInstance {
  const inst = token.instance
  if (!inst) throw new RollRefused(`${token.name} has no HP or conditions to change`)
  return inst
}

const change = (tokenId: string, before: BlueboxInstance, after: BlueboxInstance): StateChange[] =>
  after === before ? [] : [{ kind: 'instance', tokenId, instance: after }]

/** The step's changes: the token's state, and a PC's sheet whose Exhaustion rose. */
function stepChanges(
  campaign: BlueboxCampaign,
  token: BlueboxToken,
  before: BlueboxInstance,
  s: Step,
): StateChange[] {
  const pc = s.pc && s.pc !== pcOfToken(campaign, token) ? s.pc : null
  return [
    ...change(token.id, before, s.inst),
    ...(pc ? [{ kind: 'sheet' as const, sheetKind: 'pc' as const, id: pc.id, record: pc }] : []),
  ]
}

/** A save from the token's sheet with its conditions' modifiers, as the dice log shows it. */
function saveRoll(
  campaign: BlueboxCampaign,
  token: BlueboxToken,
  stat: StatId,
  dc: number | undefined,
  dice: Dice,
): HookRoll['outcome'] & { success: boolean | null } {
  const sheet = sheetOfBeing(campaign, token)
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
  // A save its roller fails automatically (Unconscious vs FOR) fails whatever the DC.
  if (o.total === null) return { ...o, success: false }
  return { ...o, success: dc === undefined ? null : o.outcome === 'success' }
}

/**
 * Roll and settle a turn prompt for `tokenId` with the dice given: damage through the damage
 * pipeline (Pure: THP then HP) and the Down & Out track, a save and what its failure (or success)
 * brings, a Death Save, Hidden ending, Exhaustion 7's hours asleep. The outcome names every face
 * and what changed, Focus checks included ("Focus check DC 7": the GM rolls it next).
 */
export function blueboxResolvePrompt(
  campaign: BlueboxCampaign,
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
        { inst, notes: [], total: null, pc: pcOfToken(campaign, token) },
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
        // The damage taken after THP stays with the GM; the table sees the dice and their total.
        public: { what, total: s.total, outcome: '' },
      }
      return { outcome, changes: stepChanges(campaign, token, inst, s) }
    }
    case 'save': {
      const inst = instanceOf(token)
      const what = `${sourceName(d.source)}: ${d.stat} save${d.dc === null ? '' : ` vs DC ${d.dc}`}`
      const r = saveRoll(campaign, token, d.stat, d.dc ?? undefined, dice)
      const shown = r.public && { ...r.public, what: `${sourceName(d.source)}: ${r.public.what}` }
      if (r.success === null) {
        const then = d.onFail.length ? '; on a failure apply it by hand' : ''
        return {
          outcome: {
            who,
            what,
            total: r.total,
            outcome: r.outcome,
            detail: `${r.detail}; no DC set: the GM judges it${then}`,
            ...(shown ? { public: shown } : {}),
          },
          changes: [],
        }
      }
      let s: Step = { inst, notes: [], total: r.total, pc: pcOfToken(campaign, token) }
      for (const o of r.success ? d.onSuccess : d.onFail)
        s = applyOutcome(campaign, token, s, o, dice)
      const detail = [r.detail, ...s.notes].join('; ')
      return {
        outcome: {
          who,
          what,
          total: r.total,
          outcome: r.outcome,
          detail,
          ...(shown ? { public: shown } : {}),
        },
        changes: stepChanges(campaign, token, inst, s),
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
      const detail = `d12 ${r.natural} vs DC 6: ${counted(r.track.successes, 'success')}, ${counted(r.track.failures, 'failure')}${end}`
      return {
        outcome: {
          who,
          what: 'Death Save',
          total: r.natural,
          outcome: r.success ? 'success' : 'failure',
          detail,
          public: {
            what: 'Death Save',
            total: r.natural,
            outcome: r.success ? 'success' : 'failure',
          },
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
          public: { what: 'Dazed', total: null, outcome: 'delayed' },
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
  campaign: BlueboxCampaign,
  tokenId: string,
  save: string,
  dc: number,
  dice: Dice,
): HookRoll & { success: boolean } {
  const token = tokenById(campaign, tokenId)
  if (!token) throw new RollRefused(`no token with id "${tokenId}"`)
  if (!isStatId(save)) throw new RollRefused(`"${save}" is not a save (${STAT_IDS.join(', ')})`)
  const r = saveRoll(campaign, token, save, dc, dice)
  const { success, ...outcome } = r
  return { outcome, changes: [], success: success === true }
}
