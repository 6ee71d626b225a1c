/**
 * The ZZ dice engine in one import (OTHER-SYSTEMS.md Part B: ZZ-19..62 as far as rolls go): the
 * Critical Hit chain and Aim/Focus, re-rolls, attacks, contests, skills and exact odds.
 */
export * from './engine/crit'
export * from './engine/dice-expr'
export * from './engine/reroll'
export * from './engine/attack'
export * from './engine/contest'
export * from './engine/skill'
export * from './engine/odds'
