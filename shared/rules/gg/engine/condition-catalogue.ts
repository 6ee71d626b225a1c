/**
 * The GG condition catalogue (OTHER-SYSTEMS.md A.5.1; seed 001, "Conditions"): every condition the
 * extract names, with when it ends and its default effect in the GM's words (GG-Q7). The rules that
 * apply the effects are in conditions.ts.
 */

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
