/**
 * Blue Box rules engine: the public module (BLUEBOX-RULES.md, "The engine's public surface").
 * Pure TypeScript; every random draw goes through an injected Dice.
 */
export {
  assertSides,
  DIE_SIZES,
  rollSum,
  scriptedDice,
  seededDice,
  seededDiceFromState,
  type Dice,
  type DieSize,
  type ScriptedDice,
  type ScriptedFaces,
  type SeededDice,
} from '../../dice'
export {
  BlueBoxOptionsSchema,
  DEFAULT_OPTIONS,
  resolveOptions,
  type BlueBoxOptions,
} from './options'
export {
  checkSucceeds,
  exhaustionPenalty,
  netEdge,
  powerDie,
  rollCheck,
  rollCheckAgainst,
  rollContested,
  rollPowerDice,
  rollPracticed,
  rollSave,
  type CheckInput,
  type CheckOutcome,
  type CheckResult,
  type ContestResult,
  type ContestSide,
  type PowerDie,
  type SaveInput,
  type SaveOutcome,
} from './check'
export {
  attackEdgeFlaw,
  inCriticalArea,
  rangeBand,
  tallyEdgeFlaw,
  withEdgeFlaw,
  type AttackKind,
  type AttackSituation,
  type EdgeFlawSource,
  type EdgeFlawTally,
  type RangeBand,
} from './edge-flaw'
export {
  initiativeEdgeFlaw,
  initiativeOrder,
  openingBackFooted,
  rollInitiative,
  type InitiativeEntry,
  type InitiativeInput,
  type InitiativeOrder,
} from './initiative'
export {
  applyDamage,
  applyToHealth,
  damageAfterReductions,
  damageProfile,
  fallingDice,
  focusDC,
  halveForPlating,
  IMMUNE,
  platingFromSacrifice,
  platingPerDie,
  PURE,
  RESIST,
  rollFallingDamage,
  thpAfterGain,
  VULNERABLE,
  type DamageApplied,
  type DamageInstance,
  type DamageTarget,
  type DamageTraits,
  type Health,
} from './damage'
export {
  clampSacrifice,
  damageDicePool,
  escalationMax,
  resolveAttack,
  rollAttack,
  targetNumber,
  type AttackInput,
  type AttackResult,
  type AttackRollResult,
  type DecisiveOption,
  type Defender,
} from './attack'
export {
  DEATH_SAVE_DC,
  DEATH_SAVES_TO_END,
  DOWN_INSTANCES_TO_OUT,
  downAfterDamage,
  downAfterHealing,
  NOT_DOWN,
  rollDeathSave,
  type DamageEvent,
  type DeathSaveResult,
  type DownState,
  type DownTrack,
  type DownUpdate,
} from './down-and-out'
export {
  resolveAttackOutcome,
  type AttackOutcome,
  type AttackTarget,
  type DecisiveEffects,
} from './outcome'
export {
  attackOdds,
  checkChance,
  decisiveChance,
  hitChance,
  saveChance,
  type AttackOdds,
  type PlatingChance,
  type SacrificeOdds,
} from './odds'

// Rules as data: conditions, actions, movement, escalation, rest and craftables.
export * from './conditions'
export * from './actions'
export * from './movement'
export * from './escalation'
export * from './rest'
export * from './craftables'
export * from './statblock'
export * from './sheet-rolls'
export * from './prepared-rolls'
export * from './damage-text'
export * from './sheet-schema'
export * from './npc-io'
export * from './sample-npcs'
export * from './views'
export * from './public-view'
export { blankSheet, freshBlueboxInstance, SHEET_VERSION } from './ruleset-sheet'
export * from './roll-requests'
export { resolveBlueboxRoll, resolveCheck, resolveSheetAttack } from './ruleset-rolls'
export { BLUEBOX_CONDITION_DEFS, conditionSummary, conditionTiming } from './ruleset-conditions'
export {
  BLUEBOX_RESOURCES,
  blueboxActions,
  blueboxEconomy,
  blueboxRollInitiative,
  blueboxTurnPrompts,
} from './ruleset-combat'
export { BlueboxPromptDataSchema, type BlueboxPromptData } from './ruleset-turn-prompts'
export { blueboxResolvePrompt, blueboxRollSave } from './ruleset-turn-resolve'
export { ESCALATION_KEY, escalationCounterOf } from './ruleset-escalation'
