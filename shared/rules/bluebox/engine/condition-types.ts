/**
 * The vocabulary of Blue Box conditions as data (Conditions & Statuses): which rolls they touch,
 * what they forbid, what happens at the turn boundaries, and which events end them.
 */

/** The five stats (Stats, Abilities, & Checks). */
export type StatId = 'FOR' | 'DEX' | 'SPI' | 'CHA' | 'KNO'

/** Every ability in Stats, Abilities, & Checks, kebab-case. */
export type AbilityId =
  | 'strength'
  | 'intimidation'
  | 'grapple'
  | 'acrobatics'
  | 'pilot'
  | 'sleight-of-hand'
  | 'stealth'
  | 'focus'
  | 'insight'
  | 'perception'
  | 'persuasion'
  | 'deception'
  | 'performance'
  | 'rahi-handling'
  | 'medicine'
  | 'investigation'
  | 'history'
  | 'navigation'
  | 'survival'
  | 'crafting'
  | 'hacking'

/** The d12 roll types (Roll Types & Modifiers), plus initiative and the optional Death Save. */
export type RollKind = 'attack' | 'check' | 'save' | 'initiative' | 'death-save'

/** Every condition of Conditions & Statuses, plus Decisive-hit and rest-activity markers. */
export type ConditionId =
  | 'back-footed'
  | 'blinded'
  | 'bleeding'
  | 'dazed'
  | 'disoriented'
  | 'down'
  | 'out'
  | 'exhaustion'
  | 'focused'
  | 'frightened'
  | 'grappled'
  | 'grappler'
  | 'hidden'
  | 'immobilized'
  | 'invisible'
  | 'pinned'
  | 'poisoned'
  | 'prone'
  | 'shattered'
  | 'stasis'
  | 'unconscious'
  | 'unmasked'
  | 'hamstrung'
  | 'weapon-destroyed'
  | 'defensive-stance'
  | 'hunkered'
  | 'meditated'
  | 'studied-maps'
  | 'kept-watch'
  | 'camp-alarm'

/** One condition on one being. Fields beyond `id` only matter for the conditions that use them. */
export interface ConditionInstance {
  readonly id: ConditionId
  /** Exhaustion level, 1..7. */
  readonly level?: number
  /** Who or what caused it: Frightened's source, the Grappler, the shover. */
  readonly sourceId?: string
  /** The DC its save uses: Pinned, Poisoned, a Grapple escape (R24). */
  readonly saveDC?: number
  /** Decisive "Destroy": the damaged weapon. */
  readonly weaponId?: string
  /** Campaign time in seconds when it began (Unmasked's six hours). */
  readonly sinceSeconds?: number
  /** Ends at a turn boundary of `beingId`, in a round after `afterRound` when given. */
  readonly expires?: {
    readonly at: 'turn-start' | 'turn-end'
    readonly beingId: string
    readonly afterRound?: number
  }
  /** Dazed: this being's turn has already been moved to the end of the round. */
  readonly delayed?: boolean
  /** Unconscious from the 7th level of Exhaustion (cleared by losing a level). */
  readonly cause?: 'exhaustion'
}

/** What is being rolled, as far as conditions care. Unknown facts are left out. */
export interface RollContext {
  readonly kind: RollKind
  /** The stat of a save or check. */
  readonly stat?: StatId
  readonly ability?: AbilityId
  readonly attackRange?: 'melee' | 'ranged'
  /** A check that needs sight (Blinded fails it). */
  readonly requiresSight?: boolean
  /** A check or save against Intimidation (Shattered). */
  readonly vsIntimidation?: boolean
  /** The roll is part of a Reaction (Defensive Stance). */
  readonly asReaction?: boolean
  readonly weaponId?: string
  /** Beings in line of sight of the roller; Frightened applies when its source is here. Omitted: assume in sight. */
  readonly inSightOf?: readonly string[]
  /** A Perception check to detect approaching beings, or initiative against beings so detected (Keep watch). */
  readonly detectingApproach?: boolean
  /** Initiative after the camp's alarm was triggered (Camp Bonuses). */
  readonly alarmTriggered?: boolean
}

/** Which rolls a condition touches; every given field must match. */
export interface RollMatcher {
  readonly kinds: readonly RollKind[]
  readonly stats?: readonly StatId[]
  readonly abilities?: readonly AbilityId[]
  readonly requiresSight?: true
  readonly vsIntimidation?: true
  readonly asReaction?: true
  /** Only rolls with the instance's `weaponId`. */
  readonly sameWeapon?: true
  /** Only while the instance's source is in sight. */
  readonly inSightOfSource?: true
  readonly detectingApproach?: true
  readonly alarmTriggered?: true
}

/**
 * What a condition does to a roll. `exhaustion` subtracts the level (R15); `extra-power-die` adds a
 * Power Die to the damage of a hit (Hidden, R12).
 */
export type RollEffectKind = 'edge' | 'flaw' | 'auto-fail' | 'exhaustion' | 'extra-power-die'

export interface RollEffect {
  readonly on: RollMatcher
  readonly effect: RollEffectKind
  /** Edge/Flaw dice or Power Dice; exhaustion takes the instance level instead. */
  readonly amount?: number
}

/** What a condition does to attacks made AGAINST its bearer. */
export interface AgainstEffect {
  readonly range?: 'melee' | 'ranged'
  readonly effect: 'edge' | 'flaw' | 'untargetable' | 'hit-kills'
  readonly amount?: number
  /** Hidden: area effects may still target a known location. */
  readonly exceptArea?: true
}

/** Things a condition forbids. */
export type Incapacity =
  'act' | 'react' | 'move' | 'voluntary-move' | 'see' | 'hear' | 'be-targeted' | 'age'

/** A number of dice: d4s, or the bearer's Power Die (✦). */
export interface DiceSpec {
  readonly count: number
  readonly die: 4 | 'power'
}

/** Events that end conditions; a condition lists the ones that end it. */
export type EndEventKind =
  | 'healing'
  | 'rest-start'
  | 'rest-end'
  | 'medicine-check'
  | 'moved'
  | 'grapple-escaped'
  | 'released'
  | 'attack-or-forced-save'
  | 'found'
  | 'stood-up'
  | 'plating-regained'
  | 'mask-placed'
  | 'exhaustion-lost'
  | 'left-cover'
  | 'focus-failed'
  | 'weapon-repaired'
  | 'bearer-incapacitated'
  | 'source-ends'

/** An end trigger with its cost when it is an action (a 1AP Medicine check DC 6...). */
export interface EndTrigger {
  readonly on: EndEventKind
  readonly ap?: number
  readonly dc?: number | 'grappler'
  readonly abilities?: readonly AbilityId[]
  readonly by?: 'self' | 'self-or-adjacent-ally' | 'adjacent-ally' | 'enemy'
  readonly note?: string
}

/** A turn-boundary trigger, before DCs and dice are filled in from the instance and options. */
export type TriggerDef =
  | {
      readonly kind: 'damage'
      readonly dice: DiceSpec
      readonly pure: true
      readonly irreducible?: true
    }
  | {
      readonly kind: 'save'
      readonly stat: StatId
      readonly dc: number | 'instance' | 'unmasked-option'
      readonly onFail: readonly Outcome[]
      readonly onSuccess: readonly Outcome[]
    }
  | { readonly kind: 'death-save'; readonly dc: number }
  | { readonly kind: 'delay-turn' }
  | { readonly kind: 'end-if-in-enemy-sight' }
  | {
      readonly kind: 'unmasked-suffocation'
      readonly afterSeconds: number
      readonly dice: DiceSpec
    }
  | { readonly kind: 'end-if-delayed' }

/** A plain consequence: damage, a level of exhaustion, a condition gained or lost. */
export type Outcome =
  | {
      readonly kind: 'damage'
      readonly dice: DiceSpec
      readonly pure: boolean
      readonly irreducible?: boolean
      readonly damageType?: string
    }
  | { readonly kind: 'exhaustion'; readonly levels: number }
  | { readonly kind: 'add-condition'; readonly condition: ConditionId }
  | { readonly kind: 'remove-condition'; readonly condition: ConditionId }

/** A condition's rules as data. */
export interface ConditionDef {
  readonly id: ConditionId
  readonly name: string
  /** Seed section the rules come from. */
  readonly section: string
  /** Marked ↶: the bearer is Back-footed and attacks target BAC. */
  readonly backFooted: boolean
  readonly rolls: readonly RollEffect[]
  readonly against: readonly AgainstEffect[]
  readonly cannot: readonly Incapacity[]
  /** Speed multiplier for a Move Action (Down, Hamstring: ½). */
  readonly speedMultiplier?: number
  /** Each entered hex costs this many times more (Prone crawling). */
  readonly hexCostFactor?: number
  /** AP on the bearer's turn, when limited (Down: 1). */
  readonly apPerTurn?: number
  readonly armorBonus?: { readonly ac: number; readonly bac: number }
  /** Extra Power Dice on any healing received (Stasis). */
  readonly healingBonusPowerDice?: number
  readonly onApply: readonly Outcome[]
  readonly turnStart: readonly TriggerDef[]
  readonly turnEnd: readonly TriggerDef[]
  /** Rolled on moving or being moved (Pinned). */
  readonly onMove: readonly TriggerDef[]
  readonly endsOn: readonly EndTrigger[]
  /** Only some beings can have it (Unmasked: Toa, Matoran, Turaga). */
  readonly appliesTo?: readonly string[]
}
