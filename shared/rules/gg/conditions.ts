/**
 * GG conditions (OTHER-SYSTEMS.md A.5 and the A.5.1 catalogue; seed 001, "Conditions"). The extract
 * names most conditions without effects; the effects here are the A.8 defaults (GG-Q7, option
 * `gg.cond.<name>`), each of which a table can switch to 'manual' (the GM applies it by hand).
 */
import { z } from 'zod'

/** Every condition the GG extract names (A.5.1). */
export const GG_CONDITION_IDS = [
  'surprised',
  'marked',
  'prone',
  'grappled',
  'slowed',
  'flanked',
  'squeezing',
  'bloodied',
  'desperation',
  'unconscious',
  'dying',
  'wounded',
  'stabilised',
  'incapacitated',
  'hidden',
  'knockedOut',
] as const
export type GgConditionId = (typeof GG_CONDITION_IDS)[number]

/** When a condition ends on its own (the A.5.1 defaults). */
export type GgConditionEnds =
  'endOfOwnFirstTurn' | 'endOfEncounter' | 'whenHealed' | 'whenStood' | 'byRule' | 'manual'

export interface GgConditionDef {
  id: GgConditionId
  /** The name the GM reads. */
  name: string
  /** Slowed and Wounded come in Degrees. */
  degrees: boolean
  ends: GgConditionEnds
  /** The default effect in plain words (A.5.1, GG-Q7). */
  effect: string
}

/** The A.5.1 catalogue with its defaults (GG-Q7). Effects are written for the GM, not copied. */
export const GG_CONDITIONS: readonly GgConditionDef[] = [
  {
    id: 'surprised',
    name: 'Surprised',
    degrees: false,
    ends: 'endOfOwnFirstTurn',
    effect: 'No actions or reactions on its first Turn.',
  },
  {
    id: 'marked',
    name: 'Marked',
    degrees: false,
    ends: 'endOfEncounter',
    effect: 'Marked by an attacker; ends when that attacker Marks someone else.',
  },
  {
    id: 'prone',
    name: 'Prone',
    degrees: false,
    ends: 'whenStood',
    effect:
      'Attackers within 1 m have Advantage, farther ones Disadvantage; its own attacks have Disadvantage.',
  },
  {
    id: 'grappled',
    name: 'Grappled',
    degrees: false,
    ends: 'byRule',
    effect:
      'Speed 0. Ends if the grappler is Incapacitated, lets go, or it is moved out of the grappler\u2019s reach.',
  },
  {
    id: 'slowed',
    name: 'Slowed',
    degrees: true,
    ends: 'manual',
    effect: '1 m less speed per Degree (never below 0).',
  },
  {
    id: 'flanked',
    name: 'Flanked',
    degrees: false,
    ends: 'byRule',
    effect: 'Optional rule: melee attackers whose reach covers it have Advantage.',
  },
  {
    id: 'squeezing',
    name: 'Squeezing',
    degrees: false,
    ends: 'manual',
    effect:
      '1 extra metre per metre moved; Disadvantage on its attacks and Agility Tests; attacks against it have Advantage.',
  },
  {
    id: 'bloodied',
    name: 'Bloodied',
    degrees: false,
    ends: 'byRule',
    effect: 'At half HP or less. No effect of its own; Features may use it.',
  },
  {
    id: 'desperation',
    name: 'Desperation',
    degrees: false,
    ends: 'byRule',
    effect: 'At a quarter HP or less. No effect of its own; Features may use it.',
  },
  {
    id: 'unconscious',
    name: 'Unconscious',
    degrees: false,
    ends: 'whenHealed',
    effect: 'Incapacitated, drops what it holds, falls Prone.',
  },
  {
    id: 'dying',
    name: 'Dying',
    degrees: false,
    ends: 'whenHealed',
    effect: 'Gains a Wounded Degree at the start of each of its Turns.',
  },
  {
    id: 'wounded',
    name: 'Wounded',
    degrees: true,
    ends: 'endOfEncounter',
    effect: 'At 5 Degrees it dies (Critical Engagement) or is out of the fight.',
  },
  {
    id: 'stabilised',
    name: 'Stabilised',
    degrees: false,
    ends: 'byRule',
    effect:
      'Still Dying but gains no Wounded Degrees at turn start; any damage adds 2 Degrees and ends it.',
  },
  {
    id: 'incapacitated',
    name: 'Incapacitated',
    degrees: false,
    ends: 'manual',
    effect: 'Cannot take actions or reactions.',
  },
  {
    id: 'hidden',
    name: 'Hidden',
    degrees: false,
    ends: 'manual',
    effect: 'The GM sets and clears it; its attacks have Advantage and reveal it.',
  },
  {
    id: 'knockedOut',
    name: 'Knocked Out of the Fight',
    degrees: false,
    ends: 'endOfEncounter',
    effect: 'Removed from the Encounter.',
  },
]

/** `gg.cond.<name>`: the A.5.1 default effect, or 'manual' (the GM applies the effect by hand). */
const condMode = z.enum(['default', 'manual'])

/** Options for this file (A.8 GG-Q7, GG-Q15, GG-Q34; D.4 defaults). */
export const ggConditionOptionsSchema = z.object({
  cond: z
    .object({
      surprised: condMode.default('default'),
      prone: condMode.default('default'),
      grappled: condMode.default('default'),
      slowed: condMode.default('default'),
      flanked: condMode.default('default'),
      unconscious: condMode.default('default'),
      incapacitated: condMode.default('default'),
    })
    .prefault({}),
  /** GG-Q34: Bloodied at HP <= half ('le') or only exactly half ('eq'). */
  bloodiedCompare: z.enum(['le', 'eq']).default('le'),
  /** GG-Q15: the optional Flanking rule. */
  flanking: z.enum(['off', 'on']).default('off'),
  flankEffect: z.enum(['5eAdvantage', '+2hit']).default('5eAdvantage'),
  flankAngle: z.number().min(0).max(180).default(90),
})
export type GgConditionOptions = z.infer<typeof ggConditionOptionsSchema>
export const GG_CONDITION_DEFAULTS: Readonly<GgConditionOptions> = Object.freeze(
  ggConditionOptionsSchema.parse({}),
)

/** The conditions a being currently has; Degrees for Slowed and Wounded. */
export type GgConditionSet = Partial<Record<GgConditionId, boolean | number>>

function has(set: GgConditionSet, id: GgConditionId): boolean {
  const v = set[id]
  return typeof v === 'number' ? v > 0 : v === true
}

function checkHp(hp: number, max: number): void {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError('HP Maximum must be a whole number of 1 or more.')
  if (!Number.isInteger(hp) || hp < 0)
    throw new RangeError('HP must be a whole number of 0 or more.')
}

/**
 * GG-096 Bloodied: HP at or below half the HP Maximum (`2·HP ≤ Max`; GG-Q34 'eq' = exactly half).
 * Seed section "Conditions: Bloodied".
 */
export function isBloodied(
  hp: number,
  max: number,
  options: GgConditionOptions = GG_CONDITION_DEFAULTS,
): boolean {
  checkHp(hp, max)
  return options.bloodiedCompare === 'eq' ? 2 * hp === max : 2 * hp <= max
}

/** GG-097 Desperation: HP at or below a quarter of the HP Maximum (`4·HP ≤ Max`). Seed "Conditions". */
export function isDesperate(hp: number, max: number): boolean {
  checkHp(hp, max)
  return 4 * hp <= max
}

/**
 * GG-096/097: the HP-threshold conditions after a change of HP, for a being still standing (at 0 HP
 * the dying rules take over, but the thresholds still hold).
 */
export function hpThresholdConditions(
  hp: number,
  max: number,
  options: GgConditionOptions = GG_CONDITION_DEFAULTS,
): { bloodied: boolean; desperation: boolean } {
  return { bloodied: isBloodied(hp, max, options), desperation: isDesperate(hp, max) }
}

/**
 * A.5.1 Incapacitated / Unconscious / Surprised (first Turn) defaults: whether the being may take
 * actions and reactions at all.
 */
export function canTakeActions(
  set: GgConditionSet,
  context: { firstTurn?: boolean } = {},
  options: GgConditionOptions = GG_CONDITION_DEFAULTS,
): boolean {
  const c = options.cond
  if (has(set, 'knockedOut')) return false
  if (c.incapacitated === 'default' && has(set, 'incapacitated')) return false
  if (c.unconscious === 'default' && has(set, 'unconscious')) return false
  if (c.surprised === 'default' && has(set, 'surprised') && context.firstTurn === true) return false
  return true
}

/** A being that cannot act counts as Incapacitated for rules that name it (GG-056, GG-121, GG-123). */
export function isIncapacitated(
  set: GgConditionSet,
  options: GgConditionOptions = GG_CONDITION_DEFAULTS,
): boolean {
  return (
    has(set, 'knockedOut') ||
    has(set, 'incapacitated') ||
    (options.cond.unconscious === 'default' && has(set, 'unconscious'))
  )
}

/**
 * A.5.1 Grappled (speed 0) and Slowed (−1 m per Degree, minimum 0) applied to a speed in metres.
 * GG-043 gives Slowed Degrees; the extract gives no effect (GG-Q7 default).
 */
export function speedWithConditions(
  speed: number,
  set: GgConditionSet,
  options: GgConditionOptions = GG_CONDITION_DEFAULTS,
): number {
  if (speed < 0) throw new RangeError('Speed cannot be negative.')
  if (options.cond.grappled === 'default' && has(set, 'grappled')) return 0
  const slowed = typeof set.slowed === 'number' ? set.slowed : set.slowed === true ? 1 : 0
  if (options.cond.slowed === 'default' && slowed > 0) return Math.max(0, speed - slowed)
  return speed
}

/** Advantage and Disadvantage sources an attack gets from conditions (counted, not yet netted). */
export interface GgConditionRollMods {
  advantage: string[]
  disadvantage: string[]
  /** '+2hit' Flanking option: a flat bonus instead of Advantage. */
  bonus: number
}

/**
 * A.5.1 defaults for Prone, Squeezing (GG-037), Hidden (GG-053) and the optional Flanked (GG-039,
 * GG-Q15) on one Attack Roll. `distance` is metres between attacker and target.
 */
export function attackConditionMods(
  attacker: GgConditionSet,
  target: GgConditionSet,
  attack: { melee: boolean; distance: number; attackerReachCoversTarget?: boolean },
  options: GgConditionOptions = GG_CONDITION_DEFAULTS,
): GgConditionRollMods {
  const out: GgConditionRollMods = { advantage: [], disadvantage: [], bonus: 0 }
  const c = options.cond
  if (c.prone === 'default') {
    if (has(attacker, 'prone')) out.disadvantage.push('attacker is Prone')
    if (has(target, 'prone')) {
      if (attack.distance <= 1) out.advantage.push('target is Prone, attacker within 1 m')
      else out.disadvantage.push('target is Prone, attacker farther than 1 m')
    }
  }
  if (has(attacker, 'squeezing')) out.disadvantage.push('attacker is squeezing')
  if (has(target, 'squeezing')) out.advantage.push('target is squeezing')
  if (has(attacker, 'hidden')) out.advantage.push('attacker is Hidden')
  if (
    options.flanking === 'on' &&
    c.flanked === 'default' &&
    has(target, 'flanked') &&
    attack.melee &&
    attack.attackerReachCoversTarget !== false
  ) {
    if (options.flankEffect === '+2hit') out.bonus += 2
    else out.advantage.push('target is Flanked')
  }
  return out
}

/**
 * GG-039 Flanking geometry (GG-Q15): the defender is Flanked when two hostiles whose reach covers it
 * are at least `flankAngle` degrees apart, measured between the vectors from the defender's centre.
 * Positions are any plane coordinates (metres). Always false while the optional rule is off.
 */
export function isFlanked(
  defender: { x: number; y: number },
  hostilesInReach: ReadonlyArray<{ x: number; y: number }>,
  options: GgConditionOptions = GG_CONDITION_DEFAULTS,
): boolean {
  if (options.flanking !== 'on') return false
  const vectors = hostilesInReach
    .map((h) => ({ x: h.x - defender.x, y: h.y - defender.y }))
    .filter((v) => v.x !== 0 || v.y !== 0)
  const minCos = Math.cos((options.flankAngle * Math.PI) / 180)
  for (let i = 0; i < vectors.length; i++) {
    for (let j = i + 1; j < vectors.length; j++) {
      const a = vectors[i]!
      const b = vectors[j]!
      const cos = (a.x * b.x + a.y * b.y) / (Math.hypot(a.x, a.y) * Math.hypot(b.x, b.y))
      // A small tolerance so exactly 90° on a grid counts despite floating point.
      if (cos <= minCos + 1e-9) return true
    }
  }
  return false
}

/**
 * A.5.1 Grappled ends (GG-Q26 default): the grappler is Incapacitated, lets go (GG-062: free, any
 * time), or the target is no longer within the grappler's reach.
 */
export function grappleEnds(event: {
  grapplerIncapacitated: boolean
  released: boolean
  targetDistance: number
  grapplerReach: number
}): boolean {
  return event.grapplerIncapacitated || event.released || event.targetDistance > event.grapplerReach
}

/** A.5.1 Surprised ends at the end of its first Turn (default). */
export function surprisedAfterTurnEnd(set: GgConditionSet): GgConditionSet {
  if (!has(set, 'surprised')) return set
  const next = { ...set }
  delete next.surprised
  return next
}

/** A.5.1 Unconscious default: it also falls Prone and drops what it holds. */
export function conditionsOnFallingUnconscious(set: GgConditionSet): GgConditionSet {
  return { ...set, unconscious: true, prone: true }
}
