/**
 * ZZ rolls and dungeon actions behind the Ruleset interface (OTHER-SYSTEMS.md Part B; seed 003):
 * an attack in one or two steps (re-rolls, ZZ-39..41), Use Skill, the contests, Jump, Throw,
 * Finish, Loot, Pick Up, Drop, Open / Close and leaving by an exit. Each returns its log line, its changes (main
 * applies them through the command path, so they can be undone) and, in a fight, what it costs.
 */
import type { Dice } from '../../../dice'
import type { RolledRequest, Ruleset } from '../../ruleset'
import { ZzRollRequestSchema, type ZzRollRequest } from '../engine/roll-requests'
import { resolveZzAttackRequest, resolveZzReroll } from './ruleset-rolls-attack'
import { resolveZzJump, resolveZzSkill, resolveZzThrow } from './ruleset-rolls-checks'
import { resolveZzContest } from './ruleset-rolls-contest'
import {
  resolveZzDrop,
  resolveZzFinish,
  resolveZzLoot,
  resolveZzOpenClose,
  resolveZzPickUp,
} from './ruleset-rolls-dungeon'
import { resolveZzExit } from './ruleset-rolls-exit'
import type { ZzCampaign, ZzTypes } from './types'

export { pendingZzAttack, PENDING_ATTACK } from './ruleset-rolls-attack'

/**
 * Resolve a ZZ request (main read it with `ZzRollRequestSchema` before it gets here); RollRefused
 * in words when it cannot be made.
 */
export function resolveZzRoll(r: ZzRollRequest, campaign: ZzCampaign, dice: Dice): RolledRequest {
  switch (r.kind) {
    case 'attack':
      return resolveZzAttackRequest(campaign, r, dice)
    case 'reroll':
      return resolveZzReroll(campaign, r, dice)
    case 'skill':
      return resolveZzSkill(campaign, r, dice)
    case 'contest':
      return resolveZzContest(campaign, r, dice)
    case 'jump':
      return resolveZzJump(campaign, r, dice)
    case 'throw':
      return resolveZzThrow(campaign, r, dice)
    case 'finish':
      return resolveZzFinish(campaign, r)
    case 'loot':
      return resolveZzLoot(campaign, r)
    case 'pickUp':
      return resolveZzPickUp(campaign, r)
    case 'drop':
      return resolveZzDrop(campaign, r)
    case 'openClose':
      return resolveZzOpenClose(campaign, r)
    case 'exit':
      return resolveZzExit(campaign, r)
  }
}

export const zzRolls: Ruleset<ZzTypes>['rolls'] = {
  schema: ZzRollRequestSchema,
  resolve: resolveZzRoll,
}
