import { CONDITIONS } from './condition-table'
import { rollModifiersFromConditions, type RollModifier } from './condition-rolls'
import type {
  ConditionId,
  ConditionInstance,
  DiceSpec,
  Outcome,
  StatId,
  TriggerDef,
} from './condition-types'
import { focusDC } from './damage'
import { resolveBlueboxOptions, type BlueBoxOptions } from './options'

/** A turn boundary: whose turn starts or ends, in which round. */
export interface TurnEvent {
  readonly at: 'turn-start' | 'turn-end'
  readonly beingId: string
  readonly round?: number
}

/** Whether a timed condition (Shove, Flash Shot, Defensive Stance...) ends at this turn boundary. */
export function conditionExpiresAt(c: ConditionInstance, event: TurnEvent): boolean {
  const x = c.expires
  if (!x || x.at !== event.at || x.beingId !== event.beingId) return false
  return x.afterRound === undefined || event.round === undefined || event.round > x.afterRound
}

/** The conditions (of any being) that end at a turn boundary (Combat Actions: Shove, Flash Shot). */
export function conditionsExpiringAt(
  conditions: readonly ConditionInstance[],
  event: TurnEvent,
): ConditionInstance[] {
  return conditions.filter((c) => conditionExpiresAt(c, event))
}

/** Where a turn effect comes from: a condition, or Dangerous Terrain the being stands in. */
export type TurnEffectSource = ConditionId | 'dangerous-terrain'

/** A save a turn boundary asks for, with its DC (null: the GM sets it) and the being's modifiers. */
export interface SaveEffect {
  readonly kind: 'save'
  readonly source: TurnEffectSource
  readonly stat: StatId
  readonly dc: number | null
  /** A condition makes the being fail it without rolling (Unconscious vs FOR...). */
  readonly autoFail: boolean
  readonly modifiers: readonly RollModifier[]
  readonly onFail: readonly Outcome[]
  readonly onSuccess: readonly Outcome[]
}

/** What happens at a turn boundary (or on moving), as data for the combat tracker to resolve. */
export type TurnEffect =
  | (Outcome & { readonly source: TurnEffectSource })
  | SaveEffect
  | { readonly kind: 'death-save'; readonly source: 'down'; readonly dc: number }
  | { readonly kind: 'delay-turn'; readonly source: 'dazed' }

/** Facts about the being and the moment that turn effects depend on. */
export interface TurnContext {
  /** The being whose turn it is (for timed conditions that end on its own turn). */
  readonly beingId?: string
  readonly round?: number
  /** Campaign time in seconds (Unmasked's six hours). */
  readonly nowSeconds?: number
  /** The being is in line of sight of an enemy (ends Hidden unless Invisible). */
  readonly inEnemySight?: boolean
  /** The being starts its turn in Dangerous Terrain with this save. */
  readonly dangerousTerrain?: {
    readonly stat: StatId
    readonly dc: number
    readonly damageType?: string
  }
  readonly options?: Partial<BlueBoxOptions>
}

const D4: DiceSpec = { count: 1, die: 4 }

function saveEffect(
  conditions: readonly ConditionInstance[],
  source: TurnEffectSource,
  stat: StatId,
  dc: number | null,
  onFail: readonly Outcome[],
  onSuccess: readonly Outcome[],
  options: BlueBoxOptions,
): SaveEffect {
  const modifiers = rollModifiersFromConditions(conditions, { kind: 'save', stat }, options)
  const autoFail = modifiers.some((m) => m.effect === 'auto-fail')
  return { kind: 'save', source, stat, dc, autoFail, modifiers, onFail, onSuccess }
}

function triggerEffects(
  t: TriggerDef,
  c: ConditionInstance,
  all: readonly ConditionInstance[],
  ctx: TurnContext,
  opts: BlueBoxOptions,
): TurnEffect[] {
  const has = (id: ConditionId): boolean => all.some((x) => x.id === id)
  switch (t.kind) {
    case 'damage':
      return [{ kind: 'damage', source: c.id, dice: t.dice, pure: t.pure }]
    case 'save': {
      // Unmasked: a being already Unconscious has nothing left to lose to the save.
      if (t.onFail.some((o) => o.kind === 'add-condition' && has(o.condition))) return []
      const dc =
        t.dc === 'instance'
          ? (c.saveDC ?? null)
          : t.dc === 'unmasked-option'
            ? opts.unmaskedSaveDC
            : t.dc
      return [saveEffect(all, c.id, t.stat, dc, t.onFail, t.onSuccess, opts)]
    }
    case 'death-save':
      return opts.downAndOut === 'death-saves'
        ? [{ kind: 'death-save', source: 'down', dc: t.dc }]
        : []
    case 'delay-turn':
      return c.delayed === true ? [] : [{ kind: 'delay-turn', source: 'dazed' }]
    case 'end-if-delayed':
      return c.delayed === true ? [{ kind: 'remove-condition', source: c.id, condition: c.id }] : []
    case 'end-if-in-enemy-sight':
      return ctx.inEnemySight === true && !has('invisible')
        ? [{ kind: 'remove-condition', source: c.id, condition: c.id }]
        : []
    case 'unmasked-suffocation': {
      if (has('stasis') || c.sinceSeconds === undefined || ctx.nowSeconds === undefined) return []
      if (ctx.nowSeconds - c.sinceSeconds <= t.afterSeconds) return []
      return [{ kind: 'damage', source: c.id, dice: t.dice, pure: true, irreducible: true }]
    }
  }
}

function boundaryEffects(
  at: 'turn-start' | 'turn-end',
  conditions: readonly ConditionInstance[],
  ctx: TurnContext,
): TurnEffect[] {
  const opts = resolveBlueboxOptions(ctx.options)
  const out: TurnEffect[] = []
  for (const c of conditions) {
    const def = CONDITIONS[c.id]
    for (const t of at === 'turn-start' ? def.turnStart : def.turnEnd) {
      out.push(...triggerEffects(t, c, conditions, ctx, opts))
    }
    if (
      ctx.beingId !== undefined &&
      conditionExpiresAt(c, { at, beingId: ctx.beingId, round: ctx.round })
    ) {
      out.push({ kind: 'remove-condition', source: c.id, condition: c.id })
    }
  }
  if (at === 'turn-start' && ctx.dangerousTerrain) {
    const d = ctx.dangerousTerrain
    const fail: Outcome[] = [
      d.damageType === undefined
        ? { kind: 'damage', dice: D4, pure: false }
        : { kind: 'damage', dice: D4, pure: false, damageType: d.damageType },
    ]
    out.push(saveEffect(conditions, 'dangerous-terrain', d.stat, d.dc, fail, [], opts))
  }
  return out
}

/**
 * What happens at the start of this being's turn: Unmasked's SPI save and suffocation, Dazed's
 * delay, Death Saves (option), Hidden ending in sight, Dangerous Terrain, timed conditions ending
 * (Conditions & Statuses; Terrain & Terrain Types).
 */
export function turnStartEffects(
  conditions: readonly ConditionInstance[],
  ctx: TurnContext = {},
): TurnEffect[] {
  return boundaryEffects('turn-start', conditions, ctx)
}

/**
 * What happens at the end of this being's turn: Bleeding's d4 Pure, Poisoned's FOR save, Hidden
 * ending in sight, a delayed Dazed ending, timed conditions ending (Conditions & Statuses).
 */
export function turnEndEffects(
  conditions: readonly ConditionInstance[],
  ctx: TurnContext = {},
): TurnEffect[] {
  return boundaryEffects('turn-end', conditions, ctx)
}

/** What moving (or being moved) triggers: Pinned's FOR save, ✦ Pure on a failure (Pinned). */
export function conditionMoveEffects(
  conditions: readonly ConditionInstance[],
  options?: Partial<BlueBoxOptions>,
): TurnEffect[] {
  const opts = resolveBlueboxOptions(options)
  const out: TurnEffect[] = []
  for (const c of conditions) {
    for (const t of CONDITIONS[c.id].onMove) out.push(...triggerEffects(t, c, conditions, {}, opts))
  }
  return out
}

/** The Focus check a Focusing being makes on taking damage; failing ends Focused (Focus & Focus Checks). */
export interface FocusCheckEffect {
  readonly kind: 'focus-check'
  readonly source: 'focused'
  readonly dc: number
  readonly modifiers: readonly RollModifier[]
  readonly onFail: readonly Outcome[]
}

/**
 * What taking damage asks of a being's conditions: a Focused being checks Focus at
 * max(6, damage to THP/HP) (R13), with Meditation's Edge and any other check modifiers (Focused).
 */
export function conditionDamageEffects(
  conditions: readonly ConditionInstance[],
  damageTaken: number,
  options?: Partial<BlueBoxOptions>,
): FocusCheckEffect[] {
  if (damageTaken <= 0 || !conditions.some((c) => c.id === 'focused')) return []
  const modifiers = rollModifiersFromConditions(
    conditions,
    { kind: 'check', stat: 'SPI', ability: 'focus' },
    options,
  )
  return [
    {
      kind: 'focus-check',
      source: 'focused',
      dc: focusDC(damageTaken),
      modifiers,
      onFail: [{ kind: 'remove-condition', condition: 'focused' }],
    },
  ]
}
