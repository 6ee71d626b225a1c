/**
 * The ZZ dice engine in one import (OTHER-SYSTEMS.md Part B: ZZ-19..62 as far as rolls go): the
 * Critical Hit chain and Aim/Focus, re-rolls, attacks, contests, skills and exact odds.
 */
export * from './crit'
export * from './dice-expr'
export * from './reroll'
export * from './attack'
export * from './contest'
export * from './skill'
export * from './odds'
