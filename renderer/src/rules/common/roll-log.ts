/**
 * A roll dialog's roll (any ruleset's dialogs): who rolls, and the entry the roll made in the
 * dice log.
 */
import { computed, ref, watch, type ComputedRef, type Ref } from 'vue'
import type { Token } from '../../../../shared/model'
import type { DiceLogEntry } from '../../../../shared/api'
import { tokensOfSheet, useCampaign, type SheetRef } from '../../features/library/sheets'
import { useSessionStore } from '../../stores/session'

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

/**
 * Send a roll and show the entry it logged: `rolling` while it is on its way (a second one is
 * ignored), then `result`, the entry (of `who`, if given), or null if main refused.
 */
export function useLoggedRoll(): {
  rolling: Ref<boolean>
  result: Ref<DiceLogEntry | null>
  run(send: () => Promise<boolean>, who?: string): Promise<void>
} {
  const session = useSessionStore()
  const rolling = ref(false)
  const result = ref<DiceLogEntry | null>(null)
  async function run(send: () => Promise<boolean>, who?: string): Promise<void> {
    if (rolling.value) return
    rolling.value = true
    result.value = null
    const before = lastLogId(session.diceLog)
    const ok = await send()
    if (ok) result.value = await awaitLogEntry(() => session.diceLog, before, who)
    rolling.value = false
  }
  return { rolling, result, run }
}

/**
 * Who rolls a check: one of the sheet's tokens on this map (the first to start with), or the
 * sheet alone (''); a token that leaves the map is dropped.
 */
export function useRoller(sheetRef: () => SheetRef): {
  tokens: ComputedRef<Token[]>
  rollerId: Ref<string>
  roller: ComputedRef<Token | null>
} {
  const campaign = useCampaign()
  const tokens = computed(() => tokensOfSheet(campaign.value, sheetRef()))
  const rollerId = ref(tokens.value[0]?.id ?? '')
  watch(tokens, (list) => {
    if (rollerId.value && !list.some((t) => t.id === rollerId.value)) rollerId.value = ''
  })
  const roller = computed(() => tokens.value.find((t) => t.id === rollerId.value) ?? null)
  return { tokens, rollerId, roller }
}
