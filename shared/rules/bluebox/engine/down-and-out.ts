import type { Dice } from '../../../dice'
import { BLUEBOX_DEFAULT_OPTIONS, type BlueBoxOptions } from './options'

/**
 * Where a being stands on the Down & Out track: 'up'; 'down' at 0 HP; 'out' after its third damage
 * instance while Down; 'stable' after three Death Save successes (Unconscious, alive); 'dead'.
 */
export type DownState = 'up' | 'down' | 'out' | 'stable' | 'dead'

export interface DownTrack {
  state: DownState
  /** Damage instances taken while Down ('instances' rule). */
  instances: number
  /** Death Saves ('death-saves' rule). */
  successes: number
  failures: number
}

/** A being that is not Down. */
export const NOT_DOWN: Readonly<DownTrack> = Object.freeze({
  state: 'up',
  instances: 0,
  successes: 0,
  failures: 0,
})

/** Damage instances a Down being takes before it is Out (Conditions, Down & Out). */
export const DOWN_INSTANCES_TO_OUT = 3
/** Death Save DC and the tallies that end it (Conditions, Down & Out, Death Saves). */
export const DEATH_SAVE_DC = 6
export const DEATH_SAVES_TO_END = 3

export interface DamageEvent {
  hpBefore: number
  hpAfter: number
  /** Damage that reached THP + HP; 0 is no damage instance. */
  damage: number
  /** The damage (or a zero-damage hit) came from a successful melee attack. */
  meleeHit?: boolean
}

export interface DownUpdate {
  track: DownTrack
  becameDown: boolean
  becameOut: boolean
  died: boolean
  /** Exhaustion levels to add: 1 on going Down. */
  exhaustionGained: number
}

function update(track: DownTrack, from: DownTrack, exhaustionGained = 0): DownUpdate {
  return {
    track,
    becameDown: from.state === 'up' && track.state === 'down',
    becameOut: from.state !== 'out' && track.state === 'out',
    died: from.state !== 'dead' && track.state === 'dead',
    exhaustionGained,
  }
}

/** Down & Out after damage: 0 HP is Down, the third instance Out, a melee hit on Out kills; or Death Save failures (Conditions, Down & Out; R18). */
export function downAfterDamage(
  track: DownTrack,
  event: DamageEvent,
  options: Pick<BlueBoxOptions, 'downAndOut'> = BLUEBOX_DEFAULT_OPTIONS,
): DownUpdate {
  // The blow that drops a being to 0 HP makes it Down (+1 Exhaustion) and is not one of the three
  // instances. The blow that makes it Out does not kill it even in melee. With Death Saves, damage
  // while Down (or stable) is one automatic failure; there is no Out.
  const hurt = event.damage > 0
  switch (track.state) {
    case 'dead':
      return update(track, track)
    case 'up':
      if (event.hpAfter <= 0 && (event.hpBefore > 0 || hurt)) {
        return update({ state: 'down', instances: 0, successes: 0, failures: 0 }, track, 1)
      }
      return update(track, track)
    case 'out':
      return update(event.meleeHit === true ? { ...track, state: 'dead' } : track, track)
    case 'down':
    case 'stable': {
      if (!hurt) return update(track, track)
      if (options.downAndOut === 'death-saves') {
        const failures = track.failures + 1
        const state = failures >= DEATH_SAVES_TO_END ? 'dead' : 'down'
        return update(
          { ...track, state, successes: track.state === 'stable' ? 0 : track.successes, failures },
          track,
        )
      }
      const instances = track.instances + 1
      return update(
        { ...track, state: instances >= DOWN_INSTANCES_TO_OUT ? 'out' : 'down', instances },
        track,
      )
    }
  }
}

/**
 * Healing by any means ends Down & Out (and a stable being's Unconsciousness at 0 HP); the dead
 * stay dead. With the optional Death Saves, healing a being still rolling them is one automatic
 * success instead (the third makes it stable) (Conditions, Down & Out; Death Saves).
 */
export function downAfterHealing(
  track: DownTrack,
  healed: number,
  options: Pick<BlueBoxOptions, 'downAndOut'> = BLUEBOX_DEFAULT_OPTIONS,
): DownTrack {
  if (healed <= 0 || track.state === 'dead' || track.state === 'up') return track
  if (options.downAndOut === 'death-saves' && track.state === 'down') {
    const successes = track.successes + 1
    return { ...track, successes, state: successes >= DEATH_SAVES_TO_END ? 'stable' : 'down' }
  }
  return { ...NOT_DOWN }
}

export interface DeathSaveResult {
  natural: number
  success: boolean
  track: DownTrack
}

/** Death Save: a bare d12 vs DC 6 at the start of a Down being's turn; three successes stable, three failures dead (Conditions, Down & Out, Death Saves). */
export function rollDeathSave(track: DownTrack, dice: Dice): DeathSaveResult {
  if (track.state !== 'down')
    throw new Error(`rollDeathSave: a being that is '${track.state}' makes no Death Save`)
  const natural = dice.roll(12)
  const success = natural >= DEATH_SAVE_DC
  const successes = track.successes + (success ? 1 : 0)
  const failures = track.failures + (success ? 0 : 1)
  const state: DownState =
    failures >= DEATH_SAVES_TO_END ? 'dead' : successes >= DEATH_SAVES_TO_END ? 'stable' : 'down'
  return { natural, success, track: { ...track, state, successes, failures } }
}
