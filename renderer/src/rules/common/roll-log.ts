/** Finding the entry a roll dialog's roll made in the dice log (any ruleset's dialogs). */
import { watch } from 'vue'
import type { DiceLogEntry } from '../../../../shared/api'

/** The highest id in the log, to tell a new entry from the ones before a roll. */
export function lastLogId(log: readonly DiceLogEntry[]): number {
  return log.reduce((m, e) => (e.id > m ? e.id : m), 0)
}

/** The newest entry after `after`, of `who` if given. */
function newestAfter(
  log: readonly DiceLogEntry[],
  after: number,
  who: string | undefined,
): DiceLogEntry | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i] as DiceLogEntry
    if (e.id > after && (who === undefined || e.who === who)) return e
  }
  return null
}

/**
 * The log entry a roll just made (of `who`, if given), as the 'dice:rolled' event brings it (main
 * sends it before its reply, so it is usually there already); null if it does not come in time.
 */
export function awaitLogEntry(
  log: () => readonly DiceLogEntry[],
  after: number,
  who?: string,
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
