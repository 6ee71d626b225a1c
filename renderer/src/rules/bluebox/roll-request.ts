/** What a click on a sheet asks the roll dialog for, and finding the roll's entry in the log. */
import { watch } from 'vue'
import type { DiceLogEntry } from '../../../../shared/api'
import type { AbilityId, StatId } from '../../../../shared/rules/bluebox/condition-types'
import type { SheetRef } from '../../features/library/sheets'
import type { AttackAction } from './roll/attack-actions'

export type RollWhat =
  | { type: 'ability'; ability: AbilityId }
  | { type: 'save'; stat: StatId }
  /**
   * An attack; from the map's target panel it comes with the attacker's and target's tokens. An
   * offered Opportunity Attack comes with its `action` and no weapon: the dialog picks one.
   */
  | {
      type: 'attack'
      weaponId?: string
      attackerId?: string
      targetId?: string
      action?: AttackAction
    }

/** A roll request as Blue Box's dialogs read it (the store holds any ruleset's). */
export interface RollRequest {
  sheet: SheetRef
  what: RollWhat
}

/** The highest id in the log, to tell a new entry from the ones before a roll. */
export function lastLogId(log: readonly DiceLogEntry[]): number {
  return log.reduce((m, e) => (e.id > m ? e.id : m), 0)
}

function newestAfter(
  log: readonly DiceLogEntry[],
  after: number,
  who: string,
): DiceLogEntry | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i] as DiceLogEntry
    if (e.id > after && e.who === who) return e
  }
  return null
}

/**
 * The log entry a roll just made, as the 'dice:rolled' event brings it (main sends it before its
 * reply, so it is usually there already); null if it does not come in time.
 */
export function awaitLogEntry(
  log: () => readonly DiceLogEntry[],
  after: number,
  who: string,
  timeoutMs = 3000,
): Promise<DiceLogEntry | null> {
  return new Promise((resolve) => {
    const now = newestAfter(log(), after, who)
    if (now) return resolve(now)
    const stop = watch(log, (l) => {
      const e = newestAfter(l, after, who)
      if (!e) return
      stop()
      clearTimeout(timer)
      resolve(e)
    })
    const timer = setTimeout(() => {
      stop()
      resolve(null)
    }, timeoutMs)
  })
}
