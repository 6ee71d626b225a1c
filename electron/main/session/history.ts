/**
 * The campaign in memory: the single source of truth. Every change goes through `execute`, which
 * records forward and inverse patches so undo and redo are one mechanism.
 */
import type { Campaign } from '../../../shared/model'
import { applyOps, diffState, inverseOps, type PatchOp } from '../../../shared/sync'
import type { HistoryState } from '../../../shared/api'
import { CommandRejected, type Command, type CountedLabel } from '../commands/command'
import { readOnlyReason } from '../persistence/read-only'
import {
  boundedSteps,
  parseSavedSteps,
  UNDO_STEPS_MAX_BYTES,
  type SavedStep,
  type SavedSteps,
} from '../persistence/undo-journal'

interface HistoryEntry {
  /** Numbers the steps of one session, so what a step did (a roll's effect) can be found again. */
  id: number
  label: string
  forward: PatchOp[]
  inverse: PatchOp[]
  /** The edit this step is (part of), for the parts that follow it to join. */
  partOf?: string
  /** What the step's parts did, counted, when its label is a count (in memory only). */
  counted?: CountedLabel
}

export type ChangeListener = (next: Campaign, prev: Campaign, ops: PatchOp[]) => void
/** A recorded step was undone (`undone` true) or redone (false). */
export type StepListener = (stepId: number, undone: boolean) => void

export const HISTORY_LIMIT = 200

/** A copy of a step that later joins cannot change (they replace the op lists, never edit them). */
function savedStep(e: HistoryEntry): SavedStep {
  const step: SavedStep = { id: e.id, label: e.label, forward: e.forward, inverse: e.inverse }
  if (e.partOf !== undefined) step.partOf = e.partOf
  return step
}

/** What `execute` did: whether the campaign changed, the command's result, the step it recorded. */
export interface Executed<R> {
  changed: boolean
  result: R
  /** The history step that holds the change (null: nothing changed). */
  stepId: number | null
}

export class CampaignHistory {
  private current: Campaign
  private readonly undoStack: HistoryEntry[] = []
  private readonly redoStack: HistoryEntry[] = []
  private readonly listeners = new Set<ChangeListener>()
  private readonly stepListeners = new Set<StepListener>()
  private nextStepId = 1
  /** The step the last execute recorded, while no other change came after it (a join target). */
  private joinable: number | null = null

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

  onStep(listener: StepListener): () => void {
    this.stepListeners.add(listener)
    return () => this.stepListeners.delete(listener)
  }

  /** The id of the step Undo would take back: right after `execute` returned true, its step. */
  get lastStepId(): number | null {
    return this.undoStack.at(-1)?.id ?? null
  }

  /**
   * Run a command: `changed` is false when it changed nothing (and no history was recorded), and
   * `result` is what the command handed back. An edit too big for one message comes in parts:
   * each carries the edit's key (`partOf`), and a part that `continues` joins the step the
   * previous execute recorded under the same key, so they undo as one; if anything else happened
   * in between, it is a step of its own. Labels never decide what joins: the joined step keeps
   * the first part's label, or, when the parts count what they did (`Step.counted`), its label
   * of their total ("Reveal 70000 hexes").
   */
  execute<R>(
    command: Command<R>,
    options: { partOf?: string; continues?: boolean } = {},
  ): Executed<R> {
    // A campaign this build cannot play is only looked at: every edit is refused, in words.
    const readOnly = readOnlyReason(this.current)
    if (readOnly) throw new CommandRejected(readOnly)
    const join = options.continues === true ? this.joinable : null
    if (options.continues !== true) this.joinable = null
    const prev = this.current
    const step = command.run(prev)
    const next = step.state
    const result = (step as { result?: unknown }).result as R
    const counted = step.counted
    const label = step.label ?? counted?.label(counted.count) ?? command.label
    const forward = diffState(prev, next)
    if (forward.length === 0) return { changed: false, result, stepId: null }
    const last = this.undoStack.at(-1)
    if (join !== null && last?.id === join && options.partOf && last.partOf === options.partOf) {
      if (last.counted && counted) {
        const count = last.counted.count + counted.count
        last.counted = { count, label: last.counted.label }
        last.label = last.counted.label(count)
      }
      // New lists, never the old ones edited: the journal keeps each list's JSON by the list.
      last.forward = last.forward.concat(forward)
      last.inverse = inverseOps(prev, forward).concat(last.inverse)
      this.redoStack.length = 0
      this.commit(next, forward)
      return { changed: true, result, stepId: last.id }
    }
    const id = this.nextStepId++
    this.joinable = id
    const inverse = inverseOps(prev, forward)
    this.undoStack.push({ id, label, forward, inverse, partOf: options.partOf, counted })
    if (this.undoStack.length > HISTORY_LIMIT) this.undoStack.shift()
    this.redoStack.length = 0
    this.commit(next, forward)
    return { changed: true, result, stepId: id }
  }

  /** Switch to another campaign (opened from disk): history starts afresh. */
  load(campaign: Campaign): void {
    this.joinable = null
    this.undoStack.length = 0
    this.redoStack.length = 0
    this.commit(campaign, [{ op: 'set', path: [], value: campaign }])
  }

  /**
   * The undo and redo steps as plain JSON (for the undo journal), bounded to the last
   * HISTORY_LIMIT steps and `maxBytes` of JSON (Infinity: not measured, for a quick capture).
   * Dice-log links to step ids are not part of it.
   */
  exportSteps(maxBytes = UNDO_STEPS_MAX_BYTES): SavedSteps {
    const kept = boundedSteps(this.undoStack, this.redoStack, HISTORY_LIMIT, maxBytes)
    return {
      undo: kept.undo.map(savedStep),
      redo: kept.redo.map(savedStep),
      nextStepId: this.nextStepId,
    }
  }

  /**
   * Take back the steps of a previous session, which must apply to the state held now (the
   * caller checked the file they were saved with). A shape that does not check is refused with
   * the reason and the history is left as it was; this never throws.
   */
  importSteps(
    saved: unknown,
    maxBytes = UNDO_STEPS_MAX_BYTES,
  ): { ok: true; undo: number; redo: number } | { ok: false; reason: string } {
    const parsed = parseSavedSteps(saved)
    if (!parsed.ok)
      return { ok: false, reason: `the saved undo steps are damaged: ${parsed.reason}` }
    const kept = boundedSteps(parsed.steps.undo, parsed.steps.redo, HISTORY_LIMIT, maxBytes)
    const ids = [...kept.undo, ...kept.redo].map((e) => e.id)
    if (new Set(ids).size !== ids.length)
      return { ok: false, reason: 'the saved undo steps are damaged: two steps have the same id' }
    const entry = (e: SavedStep): HistoryEntry => ({ ...e })
    this.undoStack.splice(0, this.undoStack.length, ...kept.undo.map(entry))
    this.redoStack.splice(0, this.redoStack.length, ...kept.redo.map(entry))
    this.joinable = null
    // New steps never reuse an id the imported ones (or the dice log of this session) hold.
    this.nextStepId = Math.max(this.nextStepId, parsed.steps.nextStepId, ...ids.map((i) => i + 1))
    return { ok: true, undo: kept.undo.length, redo: kept.redo.length }
  }

  undo(): boolean {
    const readOnly = readOnlyReason(this.current)
    if (readOnly) throw new CommandRejected(readOnly)
    const entry = this.undoStack.at(-1)
    if (!entry) return false
    // Apply first: if the patch does not fit, the history stays as it was.
    const next = applyOps(this.current, entry.inverse)
    this.joinable = null
    this.redoStack.push(this.undoStack.pop() as HistoryEntry)
    this.commit(next, entry.inverse)
    for (const l of this.stepListeners) l(entry.id, true)
    return true
  }

  redo(): boolean {
    const readOnly = readOnlyReason(this.current)
    if (readOnly) throw new CommandRejected(readOnly)
    const entry = this.redoStack.at(-1)
    if (!entry) return false
    const next = applyOps(this.current, entry.forward)
    this.joinable = null
    this.undoStack.push(this.redoStack.pop() as HistoryEntry)
    this.commit(next, entry.forward)
    for (const l of this.stepListeners) l(entry.id, false)
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
