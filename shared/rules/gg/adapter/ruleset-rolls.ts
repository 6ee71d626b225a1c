/**
 * GG rolls from sheets behind the Ruleset interface: a Trait Test (Stabilise among them), an
 * attack through the damage pipeline, the GM's answer to a Scar offer and Barrier Points gained, each with its log line, its changes and, in a fight, what it
 * costs. Nothing here touches main: main logs the outcome and applies the changes through its
 * command path, so they can be undone.
 */
import type { Dice } from '../../../dice'
import type { RolledRequest, Ruleset } from '../../ruleset'
import { GgRollRequestSchema, type GgRollRequest } from '../engine/roll-requests'
import { resolveGgAttack } from './ruleset-attack'
import { resolveGgScarChoice } from './ruleset-attack-scar'
import { resolveGgCheck } from './ruleset-check'
import { resolveGgBarrierGain } from './ruleset-rolls-barrier'
import type { GgCampaign, GgTypes } from './types'

export { resolveGgAttack } from './ruleset-attack'
export { resolveGgCheck } from './ruleset-check'

/** Resolve any GG roll request, as `GgRollRequestSchema` read it (main reads it first). */
export function resolveGgRoll(
  roll: GgRollRequest,
  campaign: GgCampaign,
  dice: Dice,
): RolledRequest {
  if ('scarFor' in roll) return resolveGgScarChoice(campaign, roll)
  if ('barrierFor' in roll) return resolveGgBarrierGain(campaign, roll)
  return roll.kind === 'check'
    ? resolveGgCheck(campaign, roll, dice)
    : resolveGgAttack(campaign, roll, dice)
}

export const ggRolls: Ruleset<GgTypes>['rolls'] = {
  schema: GgRollRequestSchema,
  resolve: resolveGgRoll,
}
