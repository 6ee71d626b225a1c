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
  BLUEBOX_DEFAULT_OPTIONS,
  resolveBlueboxOptions,
  type BlueBoxOptions,
} from './engine/options'
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
} from './engine/check'
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
} from './engine/edge-flaw'
export {
  initiativeEdgeFlaw,
  initiativeOrder,
  openingBackFooted,
  rollInitiative,
  type InitiativeEntry,
  type InitiativeInput,
  type InitiativeOrder,
} from './engine/initiative'
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
} from './engine/damage'
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
} from './engine/attack'
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
} from './engine/down-and-out'
export {
  resolveAttackOutcome,
  type AttackOutcome,
  type AttackTarget,
  type DecisiveEffects,
} from './engine/outcome'
export {
  attackOdds,
  checkChance,
  decisiveChance,
  hitChance,
  saveChance,
  type AttackOdds,
  type PlatingChance,
  type SacrificeOdds,
} from './engine/odds'

// Rules as data: conditions, actions, movement, escalation, rest and craftables.
export * from './engine/conditions'
export * from './engine/actions'
export * from './engine/movement'
export * from './engine/escalation'
export * from './engine/rest'
export * from './engine/craftables'
export * from './engine/statblock'
export * from './engine/sheet-rolls'
export * from './engine/prepared-rolls'
export * from './engine/damage-text'
export * from './engine/sheet-schema'
export * from './adapter/npc-io'
export * from './engine/sample-npcs'
export * from './engine/views'
export * from './engine/public-view'
export {
  blankBlueboxSheet,
  freshBlueboxInstance,
  BLUEBOX_SHEET_VERSION,
} from './adapter/ruleset-sheet'
export * from './engine/roll-requests'
export { resolveBlueboxRoll, resolveCheck, resolveSheetAttack } from './adapter/ruleset-rolls'
export {
  BLUEBOX_CONDITION_DEFS,
  conditionSummary,
  conditionTiming,
} from './adapter/ruleset-conditions'
export {
  BLUEBOX_RESOURCES,
  blueboxActions,
  blueboxEconomy,
  blueboxRollInitiative,
  blueboxTurnPrompts,
} from './adapter/ruleset-combat'
export { BlueboxPromptDataSchema, type BlueboxPromptData } from './adapter/ruleset-turn-prompts'
export { blueboxResolvePrompt, blueboxRollSave } from './adapter/ruleset-turn-resolve'
export { ESCALATION_KEY, escalationCounterOf } from './adapter/ruleset-escalation'
