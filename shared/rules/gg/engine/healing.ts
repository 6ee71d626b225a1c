/**
 * GG Barrier Points and healing (OTHER-SYSTEMS.md A.4, GG-090 … GG-095; seed 001, the Barrier
 * Point paragraphs, lines 113–118, and healing, lines 95–97). Barrier Points absorbing damage are
 * a step of the damage pipeline (damage.ts).
 */

/**
 * GG-093: Barrier Points last as long as the granting effect says; with no stated duration they
 * last until used up or until a Long Rest ends. Returns the BP left after the event.
 */
export function barrierPointsAfter(
  bp: number,
  event: 'longRest' | 'effectEnded',
  statedDuration: boolean,
): number {
  if (event === 'longRest' && !statedDuration) return 0
  if (event === 'effectEnded' && statedDuration) return 0
  return bp
}

/** GG-090/GG-091: BP never add; the Character keeps the old amount or replaces it (they may exceed HP Max). */
export function gainBarrierPoints(
  current: number,
  offered: number,
  choice: 'keep' | 'replace',
): number {
  return choice === 'replace' ? Math.max(0, offered) : Math.max(0, current)
}

/** GG-094/GG-095: healing adds up to HP Max (the rest is lost); the dead regain nothing. */
export function heal(hp: number, hpMax: number, amount: number, dead = false): number {
  if (dead) return hp
  return Math.min(hpMax, hp + Math.max(0, amount))
}
