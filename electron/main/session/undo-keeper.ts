/**
 * Undo that survives a restart: beside each good save of campaign.json the undo and redo steps
 * are written to the folder's undo journal, keyed by the hash of the bytes just saved; at open
 * they are taken back when campaign.json still has exactly those bytes. Journal writes are
 * coalesced, run after the save they follow, and a failure is only logged: the campaign's own
 * save never waits on them or fails because of them.
 */
import type { CampaignStore, WrittenFile } from '../persistence/store'
import {
  readUndoJournal,
  removeUndoJournal,
  writeUndoJournal,
  type SavedSteps,
} from '../persistence/undo-journal'
import type { CampaignHistory } from './history'
import type { Hub } from './hub'

/** After a save, the journal waits this long for more saves before it is written. */
export const UNDO_JOURNAL_DELAY_MS = 1000

export const UNDO_NOT_KEPT_CHANGED =
  'The undo history from last time was not kept: campaign.json was changed outside the app since.'
export const UNDO_NOT_KEPT_MIGRATED =
  'The undo history from last time was not kept: the campaign was updated to the format of this version of the app when it opened.'

export function undoRememberedMessage(steps: number): string {
  return steps === 1
    ? 'Undo remembers your last step from the previous session.'
    : `Undo remembers your last ${steps} steps from the previous session.`
}

export interface UndoKeeperOptions {
  delayMs?: number
  now?: () => Date
  log?: (message: string) => void
}

export class UndoKeeper {
  private pending: { sha256: () => Promise<string>; steps: SavedSteps } | null = null
  private running: Promise<void> | null = null
  private timer: ReturnType<typeof setTimeout> | null = null
  private wake: (() => void) | null = null
  private closed = false

  constructor(
    private readonly history: CampaignHistory,
    private readonly hub: Hub,
    private readonly store: CampaignStore,
    private readonly options: UndoKeeperOptions = {},
  ) {}

  private log(message: string): void {
    ;(this.options.log ?? console.warn)(message)
  }

  /**
   * At open, right after the history loaded the store's campaign: take back last session's steps
   * if they were saved with the very bytes that were read, and tell the GM either way.
   */
  restore(): void {
    const store = this.store
    // A campaign opened read-only is left exactly as it is, journal included.
    if (store.status().readOnly) return
    const read = readUndoJournal(store.dir)
    if (read.kind === 'none') return
    if (read.kind === 'bad') {
      this.log(`The undo history from last time was ignored: ${read.reason}`)
      return
    }
    const notKept = store.opened.migrated
      ? UNDO_NOT_KEPT_MIGRATED
      : read.journal.campaignSha256 !== store.opened.sha256
        ? UNDO_NOT_KEPT_CHANGED
        : null
    if (notKept) {
      // Said once: the steps can never fit again, so the journal goes.
      this.forget()
      this.hub.notice('gm', 'info', notKept)
      return
    }
    const imported = this.history.importSteps(read.journal.steps)
    if (!imported.ok) {
      this.log(`The undo history from last time was ignored: ${imported.reason}`)
      return
    }
    this.hub.publishHistory()
    if (imported.undo > 0) this.hub.notice('gm', 'info', undoRememberedMessage(imported.undo))
  }

  private forget(): void {
    try {
      removeUndoJournal(this.store.dir)
    } catch (err) {
      this.log(`The old undo history could not be removed: ${(err as Error).message}`)
    }
  }

  /** The store saved campaign.json: keep the steps that apply to what it saved. */
  written(file: WrittenFile): void {
    if (this.closed) return
    // Edits came in while it saved: the store saves again, and the journal follows that save.
    if (this.history.state !== file.campaign) return
    // Only a shallow copy now; measuring the steps' size waits for the journal's own turn.
    this.pending = { sha256: file.sha256, steps: this.history.exportSteps(Infinity) }
    if (!this.running) this.running = this.drain()
  }

  private async drain(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.wake = resolve
      this.timer = setTimeout(resolve, this.options.delayMs ?? UNDO_JOURNAL_DELAY_MS)
    })
    this.timer = null
    this.wake = null
    while (this.pending) {
      const { sha256, steps } = this.pending
      this.pending = null
      try {
        const now = this.options.now?.() ?? new Date()
        await writeUndoJournal(this.store.dir, await sha256(), steps, now)
      } catch (err) {
        this.log(`The undo history could not be kept: ${(err as Error).message}`)
      }
    }
    // Cleared in the same turn as the last check, so a save just after starts a new drain.
    this.running = null
  }

  /** Call after the store's last flush (its close): write what is pending now, then stop. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.wake?.()
    if (this.running) await this.running
    this.closed = true
  }
}
