import type { ZzFigure, ZzState } from '../../../../shared/rules/zz/engine/model'
import { ZZ_DEFAULT_OPTIONS, type ZzOptions } from '../../../../shared/rules/zz/engine/options'

/** A figure with the seed's sample numbers where it gives them (Thurig STR 3 d8, Turgar MOVE 5). */
export function figure(over: Partial<ZzFigure> = {}): ZzFigure {
  return {
    name: 'Thurig',
    level: 1,
    str: 3,
    dex: 1,
    int: 1,
    cha: 1,
    baseAttack: 8,
    baseDefense: 4,
    defenseBonus: 0,
    size: 10,
    recovery: 12,
    move: 5,
    archery: 'untrained',
    ...over,
  }
}

export function state(over: Partial<ZzState> = {}): ZzState {
  return {
    hp: 10,
    hpMax: 10,
    mind: 2,
    mindMax: 2,
    statuses: [],
    defendBonus: 0,
    hands: [null, null],
    loaded: [],
    ...over,
  }
}

export const opts = (over: Partial<ZzOptions> = {}): ZzOptions => ({
  ...ZZ_DEFAULT_OPTIONS,
  ...over,
})
