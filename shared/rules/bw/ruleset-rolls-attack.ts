import type { Dice } from '../../dice'
import type { Campaign } from '../../model'
import { RollRefused, type RolledRequest } from '../ruleset'
import type { BwAttackRequest } from './roll-requests'

export function resolveBwAttack(_c: Campaign, _r: BwAttackRequest, _d: Dice): RolledRequest {
  throw new RollRefused('Attacks are not ready yet.')
}
