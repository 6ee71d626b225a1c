/**
 * The undo journal: `undo-history.json` in the campaign folder keeps the undo and redo steps of
 * the last session, with the SHA-256 of the exact campaign.json bytes they apply to. At open the
 * steps are offered again only when the file still has those bytes (changed elsewhere, or
 * migrated, means the steps no longer fit). Everything read back is checked: a damaged journal is
 * ignored with a reason, never trusted and never a reason for the campaign not to open.
 */
import { createHash } from 'node:crypto'
import { readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { CAMPAIGN_DEPTH_MAX, jsonTextBoundsIssue, sizeInWords } from '../../../shared/model'
import type { PatchOp } from '../../../shared/sync'
import { writeFileAtomic } from './atomic'

export const UNDO_JOURNAL_FILE = 'undo-history.json'

/** The steps kept are cut to 32 MB of JSON (a huge fog fill's ops), the file may be a little more. */
export const UNDO_STEPS_MAX_BYTES = 32 * 1024 * 1024
export const UNDO_JOURNAL_MAX_BYTES = UNDO_STEPS_MAX_BYTES + 1024 * 1024

/** One recorded step, as plain JSON. */
export interface SavedStep {
  id: number
  label: string
  forward: PatchOp[]
  inverse: PatchOp[]
  partOf?: string
}

/** The undo and redo stacks (oldest first, as the history holds them) and the next step id. */
export interface SavedSteps {
  undo: SavedStep[]
  redo: SavedStep[]
  nextStepId: number
}

export interface UndoJournal {
  version: 1
  /** SHA-256 (hex) of the campaign.json bytes the steps apply to. */
  campaignSha256: string
  savedAt: string
  steps: SavedSteps
}

const PatchOpSchema = z.union([
  z.object({ op: z.literal('set'), path: z.array(z.string()), value: z.unknown() }),
  z.object({ op: z.literal('del'), path: z.array(z.string()) }),
])

const SavedStepSchema = z.object({
  id: z.number().int().positive(),
  label: z.string().max(1000),
  forward: z.array(PatchOpSchema),
  inverse: z.array(PatchOpSchema),
  partOf: z.string().max(1000).optional(),
})

export const SavedStepsSchema = z.object({
  undo: z.array(SavedStepSchema),
  redo: z.array(SavedStepSchema),
  nextStepId: z.number().int().positive(),
})

const UndoJournalSchema = z.object({
  version: z.literal(1),
  campaignSha256: z.string().regex(/^[0-9a-f]{64}$/),
  savedAt: z.string(),
  steps: SavedStepsSchema,
})

/** The first problem zod found, as a sentence: `steps.undo[3].label: expected string`. */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'it does not have the expected shape'
  const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
  return `${path.join('').replace(/^\./, '') || 'the file'}: ${issue.message}`
}

/** JSON size of each step's op lists; the lists are replaced (never changed) when a step grows. */
const opsBytes = new WeakMap<PatchOp[], number>()
function sizeOfOps(ops: PatchOp[]): number {
  let n = opsBytes.get(ops)
  if (n === undefined) {
    n = Buffer.byteLength(JSON.stringify(ops))
    opsBytes.set(ops, n)
  }
  return n
}
function sizeOfStep(e: SavedStep): number {
  return sizeOfOps(e.forward) + sizeOfOps(e.inverse) + Buffer.byteLength(e.label) + 100
}

/**
 * Keep the steps nearest the present: at most `limit` each way, then the oldest undo steps (and
 * after them the furthest redo steps) go while the whole is over `maxBytes` of JSON.
 */
export function boundedSteps<T extends SavedStep>(
  undo: readonly T[],
  redo: readonly T[],
  limit: number,
  maxBytes: number,
): { undo: T[]; redo: T[] } {
  // Redo stacks hold the nearest step last, like undo stacks: both lose their first entries.
  const u = undo.slice(-limit)
  const r = redo.slice(-limit)
  if (maxBytes === Infinity) return { undo: u, redo: r }
  let total = 0
  for (const e of u) total += sizeOfStep(e)
  for (const e of r) total += sizeOfStep(e)
  while (total > maxBytes && (u.length || r.length)) {
    const dropped = (u.length ? u.shift() : r.shift()) as T
    total -= sizeOfStep(dropped)
  }
  return { undo: u, redo: r }
}

/** Check saved steps (from the journal, or handed to the history): the steps or why not. */
export function parseSavedSteps(
  raw: unknown,
): { ok: true; steps: SavedSteps } | { ok: false; reason: string } {
  const parsed = SavedStepsSchema.safeParse(raw)
  if (!parsed.success) return { ok: false, reason: firstIssue(parsed.error) }
  return { ok: true, steps: parsed.data as SavedSteps }
}

/** SHA-256 (hex) of a file's bytes, given whole or as the chunks they were written in. */
export function sha256Of(bytes: string | Buffer | readonly Buffer[]): string {
  const hash = createHash('sha256')
  if (typeof bytes === 'string' || Buffer.isBuffer(bytes)) hash.update(bytes)
  else for (const chunk of bytes) hash.update(chunk)
  return hash.digest('hex')
}

export function undoJournalPath(dir: string): string {
  return join(dir, UNDO_JOURNAL_FILE)
}

export type JournalRead =
  { kind: 'none' } | { kind: 'ok'; journal: UndoJournal } | { kind: 'bad'; reason: string }

/** Read the journal of a campaign folder: absent, usable, or damaged (with why). */
export function readUndoJournal(dir: string): JournalRead {
  const file = undoJournalPath(dir)
  let size: number
  try {
    const stat = statSync(file)
    if (!stat.isFile()) return { kind: 'bad', reason: `${file} is not a regular file` }
    size = stat.size
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'none' }
    return { kind: 'bad', reason: `${file} cannot be read (${code ?? (err as Error).message})` }
  }
  if (size > UNDO_JOURNAL_MAX_BYTES)
    return {
      kind: 'bad',
      reason: `${file} is ${sizeInWords(size)}, more than the ${sizeInWords(UNDO_JOURNAL_MAX_BYTES)} an undo journal may be`,
    }
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (err) {
    return { kind: 'bad', reason: `${file} cannot be read (${(err as Error).message})` }
  }
  // Values in the steps are parts of the campaign, nested a few levels inside the journal.
  const deep = jsonTextBoundsIssue(text, { maxDepth: CAMPAIGN_DEPTH_MAX + 8 })
  if (deep) return { kind: 'bad', reason: `${file}: ${deep.message}` }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (err) {
    return { kind: 'bad', reason: `${file} is not valid JSON: ${(err as Error).message}` }
  }
  const parsed = UndoJournalSchema.safeParse(json)
  if (!parsed.success) return { kind: 'bad', reason: `${file}: ${firstIssue(parsed.error)}` }
  return { kind: 'ok', journal: parsed.data as UndoJournal }
}

/**
 * Write the journal for the campaign.json whose bytes hash to `campaignSha256`; the oldest steps
 * go while the steps are over UNDO_STEPS_MAX_BYTES of JSON (measured here, off the save's path).
 */
export async function writeUndoJournal(
  dir: string,
  campaignSha256: string,
  steps: SavedSteps,
  savedAt: Date,
  maxBytes = UNDO_STEPS_MAX_BYTES,
): Promise<void> {
  const kept = boundedSteps(steps.undo, steps.redo, Infinity, maxBytes)
  const journal: UndoJournal = {
    version: 1,
    campaignSha256,
    savedAt: savedAt.toISOString(),
    steps: { ...kept, nextStepId: steps.nextStepId },
  }
  await writeFileAtomic(undoJournalPath(dir), JSON.stringify(journal))
}

export function removeUndoJournal(dir: string): void {
  rmSync(undoJournalPath(dir), { force: true })
}
