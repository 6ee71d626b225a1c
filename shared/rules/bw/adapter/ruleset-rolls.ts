/**
 * BW rolls behind the Ruleset interface (OTHER-SYSTEMS.md Part C; seed 004): an attack, an
 * explosion at a point, fire, Extra Effort, a declared aim and the end of a unit's turn. Each
 * returns its log line and its changes (main applies them through the command path, so each is one
 * undoable step) and, for an attack, who acted.
 */
import type { Dice } from '../../../dice'
import type { RolledRequest, Ruleset } from '../../ruleset'
import { BwRollRequestSchema, type BwRollRequest } from '../engine/roll-requests'
import { resolveBwAttack } from './ruleset-rolls-attack'
import { resolveBwExplosionRequest, resolveBwFireTick } from './ruleset-rolls-blast'
import {
  resolveBwAim,
  resolveBwEffort,
  resolveBwEndTurn,
  resolveBwFireSet,
} from './ruleset-rolls-simple'
import type { BwCampaign, BwTypes } from './types'

/**
 * Resolve a BW request, as main hands it over once `BwRollRequestSchema` has read it; RollRefused
 * in words when it cannot be made.
 */
export function resolveBwRoll(r: BwRollRequest, campaign: BwCampaign, dice: Dice): RolledRequest {
  switch (r.kind) {
    case 'attack':
      return resolveBwAttack(campaign, r, dice)
    case 'explosion':
      return resolveBwExplosionRequest(campaign, r, dice)
    case 'fire':
      return r.action === 'tick'
        ? resolveBwFireTick(campaign, r.tokenId, dice)
        : resolveBwFireSet(campaign, r)
    case 'effort':
      return resolveBwEffort(campaign, r)
    case 'aim':
      return resolveBwAim(campaign, r)
    case 'endTurn':
      return resolveBwEndTurn(campaign, r, dice)
  }
}

export const bwRolls: Ruleset<BwTypes>['rolls'] = {
  schema: BwRollRequestSchema,
  resolve: resolveBwRoll,
}
