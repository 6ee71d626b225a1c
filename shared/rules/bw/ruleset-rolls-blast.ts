import type { Dice } from '../../dice'
import type { Campaign } from '../../model'
import { RollRefused, type RolledRequest } from '../ruleset'
import type { BwExplosionRequest } from './roll-requests'

export function resolveBwExplosionRequest(
  _c: Campaign,
  _r: BwExplosionRequest,
  _d: Dice,
): RolledRequest {
  throw new RollRefused('Explosions are not ready yet.')
}

export function resolveBwFireTick(_c: Campaign, _t: string, _d: Dice): RolledRequest {
  throw new RollRefused('Fire ticks are not ready yet.')
}
