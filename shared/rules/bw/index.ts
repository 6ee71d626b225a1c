/**
 * The BW rules engine in one import (OTHER-SYSTEMS.md Part C): options, vocabulary, sheet
 * schemas, Skill Modifiers and NearMiss, odds, damage, explosions, fire, movement, mass, Extra
 * Effort, statuses and turn bookkeeping. Every function is pure; dice come in through `Dice`.
 */
export * from './engine/options'
export * from './engine/dice-expr'
export * from './engine/format'
export * from './engine/model'
export * from './engine/sheet-schema'
export * from './engine/skill'
export * from './engine/odds'
export * from './engine/damage'
export * from './engine/explosion'
export * from './engine/fire'
export * from './engine/movement'
export * from './engine/mass'
export * from './engine/effort'
export * from './engine/status'
export * from './engine/turn'
