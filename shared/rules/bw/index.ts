/**
 * The BW rules engine in one import (OTHER-SYSTEMS.md Part C): options, vocabulary, sheet
 * schemas, Skill Modifiers and NearMiss, odds, damage, explosions, fire, movement, mass, Extra
 * Effort, statuses and turn bookkeeping. Every function is pure; dice come in through `Dice`.
 */
export * from './options'
export * from './dice-expr'
export * from './format'
export * from './model'
export * from './sheet-schema'
export * from './skill'
export * from './odds'
export * from './damage'
export * from './explosion'
export * from './fire'
export * from './movement'
export * from './mass'
export * from './effort'
export * from './status'
export * from './turn'
