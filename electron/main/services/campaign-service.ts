/**
 * The campaign in memory: the single source of truth. Every change goes through `execute`, which
 * records forward and inverse patches so undo and redo are one mechanism.
 */
import type { Campaign } from '../../../shared/model'
import { applyOps, diffState, type PatchOp } from '../../../shared/sync'
import type { HistoryState } from '../../../shared/api'
import type { Command } from './commands'

interface HistoryEntry {
  label: string
  forward: PatchOp[]
  inverse: PatchOp[]
}

export type ChangeListener = (next: Campaign, prev: Campaign, ops: PatchOp[]) => void

export const HISTORY_LIMIT = 200

export class CampaignService {
  private current: Campaign
  private readonly undoStack: HistoryEntry[] = []
  private readonly redoStack: HistoryEntry[] = []
  private readonly listeners = new Set<ChangeListener>()

  constructor(initial: Campaign) {
    this.current = initial
  }

  get state(): Campaign {
    return this.current
  }

  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Run a command; returns false when it changed nothing (and records no history). */
  execute(command: Command): boolean {
    const prev = this.current
    const next = command.run(prev)
    const forward = diffState(prev, next)
    if (forward.length === 0) return false
    this.undoStack.push({ label: command.label, forward, inverse: diffState(next, prev) })
    if (this.undoStack.length > HISTORY_LIMIT) this.undoStack.shift()
    this.redoStack.length = 0
    this.commit(next, forward)
    return true
  }

  /** Switch to another campaign (opened from disk): history starts afresh. */
  load(campaign: Campaign): void {
    this.undoStack.length = 0
    this.redoStack.length = 0
    this.commit(campaign, [{ op: 'set', path: [], value: campaign }])
  }

  undo(): boolean {
    const entry = this.undoStack.at(-1)
    if (!entry) return false
    // Apply first: if the patch does not fit, the history stays as it was.
    const next = applyOps(this.current, entry.inverse)
    this.redoStack.push(this.undoStack.pop() as HistoryEntry)
    this.commit(next, entry.inverse)
    return true
  }

  redo(): boolean {
    const entry = this.redoStack.at(-1)
    if (!entry) return false
    const next = applyOps(this.current, entry.forward)
    this.undoStack.push(this.redoStack.pop() as HistoryEntry)
    this.commit(next, entry.forward)
    return true
  }

  history(): HistoryState {
    const u = this.undoStack.at(-1)
    const r = this.redoStack.at(-1)
    return {
      canUndo: !!u,
      canRedo: !!r,
      undoLabel: u ? u.label : null,
      redoLabel: r ? r.label : null,
    }
  }

  private commit(next: Campaign, ops: PatchOp[]): void {
    const prev = this.current
    this.current = next
    for (const l of this.listeners) l(next, prev, ops)
  }
}
