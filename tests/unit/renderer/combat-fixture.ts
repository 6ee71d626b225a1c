/** A combatant and a running fight on the demo's causeway, for the tracker's component tests. */
import type { Combat, Combatant } from '../../../shared/model'

export function combatant(
  tokenId: string,
  name: string,
  initiative: number,
  side = 'party',
): Combatant {
  return {
    id: tokenId,
    tokenId,
    name,
    side,
    initiative,
    hidden: false,
    left: { ap: 2, reaction: 1 },
    full: { ap: 2, reaction: 1 },
    usedThisRound: {},
    flags: [],
    hasStarted: true,
  }
}

/** A running fight with no one in it yet: `extra` gives its order, round and the rest. */
export function runningFight(extra: Partial<Combat>): Combat {
  return {
    id: 'f1',
    mapId: 'causeway',
    phase: 'running',
    round: 1,
    order: [],
    currentId: null,
    acted: [],
    deferred: [],
    timers: [],
    items: [],
    log: [],
    stats: {},
    showPcHp: false,
    ...extra,
  }
}
