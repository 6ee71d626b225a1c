/**
 * The GG ruleset's pure engine in one import (OTHER-SYSTEMS.md Part A, D.4): the shared
 * vocabulary, the table options, the Trait Test, attacks and their odds, the damage pipeline,
 * conditions, dying, the action economy, initiative, movement and the Limit Break.
 */
export * from './model'
export * from './options'
export * from './test'
export * from './dice-expr'
export * from './attack-rules'
export * from './attack'
export * from './attack-odds'
export * from './damage-types'
export * from './damage-steps'
export * from './damage'
export * from './scars'
export * from './healing'
export * from './conditions'
export * from './dying'
export * from './economy'
export * from './initiative'
export * from './limit-break'
export * from './movement'
