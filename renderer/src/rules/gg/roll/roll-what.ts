/** What a click on a GG sheet (or the map's target panel) asks the roll dialog for. */
import { watch } from 'vue'
import type { DiceLogEntry } from '../../../../../shared/api'
import type { GgTrait } from '../../../../../shared/rules/gg/model'

export type GgRollWhat =
  /** A Trait Test (F-GG-1). */
  | { type: 'check'; trait: GgTrait }
  /** An attack; from the target panel with both tokens and the action. */
  | {
      type: 'attack'
      actionId?: string
      attackerId?: string
      targetId?: string
      opportunity?: boolean
      /** The map's Opportunity Attack offers say `action: 'opportunity'` (as for any ruleset). */
      action?: string
    }

/** The highest id in the log, to tell a new entry from the ones before a roll. */
export function lastLogId(log: readonly DiceLogEntry[]): number {
  return log.reduce((m, e) => (e.id > m ? e.id : m), 0)
}

/** The log entry a roll just made (main sends it before its reply), or null if none comes in time. */
export function awaitLogEntry(
  log: () => readonly DiceLogEntry[],
  after: number,
  timeoutMs = 3000,
): Promise<DiceLogEntry | null> {
  const newest = (l: readonly DiceLogEntry[]): DiceLogEntry | null => {
    for (let i = l.length - 1; i >= 0; i--) if (l[i]!.id > after) return l[i]!
    return null
  }
  return new Promise((resolve) => {
    const now = newest(log())
    if (now) return resolve(now)
    const stop = watch(log, (l) => {
      const e = newest(l)
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
