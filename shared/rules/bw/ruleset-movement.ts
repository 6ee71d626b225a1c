import type { RulesetMovement } from '../ruleset'

export const bwMovement: RulesetMovement | undefined = undefined
