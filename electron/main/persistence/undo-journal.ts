/**
 * The undo journal: `undo-history.json` in the campaign folder keeps the undo and redo steps of
 * the last session, with the SHA-256 of the exact campaign.json bytes they apply to. At open the
 * steps are offered again only when the file still has those bytes (changed elsewhere, or
 * migrated, means the steps no longer fit). Everything read back is checked: a damaged journal is
 * ignored with a reason, never trusted and never a reason for the campaign not to open.
 *
 * Writing it after each save must not hold the app up, even when a step holds a 250,000-hex fog
 * fill: each op list's JSON is made once, in pieces with pauses between (the list is replaced,
 * never edited, when a step grows), kept beside the list, and the file is put together from those
 * pieces and written in one vectored write. The bytes are exactly JSON.stringify of the journal.
 */
import { createHash, webcrypto } from 'node:crypto'
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

/**
 * An op list's JSON as the journal writes it: pieces that join into `[op,op,...]`, and their
 * length. `pieces` is null for a list the last write left out (past the size bound): only its
 * size is kept, so the JSON held stays about the journal's own size.
 */
interface OpsJson {
  pieces: Buffer[] | null
  bytes: number
}

/** Ops per piece: a piece of fog ops is well under a millisecond of JSON.stringify. */
const OPS_PER_PIECE = 1000
/** Longest the journal's JSON is made without a pause, so the app keeps answering meanwhile. */
const SLICE_MS = 2

/** Each op list's JSON; a step that grows gets new lists (never edited), so this never goes stale. */
const opsJson = new WeakMap<readonly PatchOp[], OpsJson>()

/** Piece `i` of `ops`: ops [i*OPS_PER_PIECE, ...) with the bracket or comma before them. */
function pieceOf(ops: readonly PatchOp[], i: number): Buffer {
  const from = i * OPS_PER_PIECE
  const to = Math.min(ops.length, from + OPS_PER_PIECE)
  const last = to === ops.length
  const text = JSON.stringify(from === 0 && last ? ops : ops.slice(from, to))
  // "[a,b]" of this slice: the first piece keeps "[", the last "]", the others join with ",".
  const inner = text.slice(from === 0 ? 0 : 1, last ? text.length : -1)
  return Buffer.from(from === 0 ? inner : `,${inner}`)
}

function piecesIn(ops: readonly PatchOp[]): number {
  return Math.max(1, Math.ceil(ops.length / OPS_PER_PIECE))
}

function keep(ops: readonly PatchOp[], pieces: Buffer[]): OpsJson {
  let bytes = 0
  for (const p of pieces) bytes += p.length
  const json = { pieces, bytes }
  opsJson.set(ops, json)
  return json
}

/** The JSON of `ops`, made now in one go where it is not kept (sizes at import; small lists). */
function jsonNow(ops: readonly PatchOp[]): { pieces: Buffer[]; bytes: number } {
  const known = opsJson.get(ops)
  if (known?.pieces) return { pieces: known.pieces, bytes: known.bytes }
  const pieces: Buffer[] = []
  for (let i = 0, n = piecesIn(ops); i < n; i++) pieces.push(pieceOf(ops, i))
  return { pieces, bytes: keep(ops, pieces).bytes }
}

/** Gives the event loop a turn whenever SLICE_MS of work went by since the last one. */
function pacer(): () => Promise<void> | null {
  let since = performance.now()
  return () => {
    if (performance.now() - since < SLICE_MS) return null
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        since = performance.now()
        resolve()
      }),
    )
  }
}

/** The JSON of `ops` where it is not kept, made a piece at a time with pauses between. */
async function jsonPaced(ops: readonly PatchOp[], pause: () => Promise<void> | null) {
  if (opsJson.get(ops)?.pieces) return
  const pieces: Buffer[] = []
  for (let i = 0, n = piecesIn(ops); i < n; i++) {
    pieces.push(pieceOf(ops, i))
    const turn = pause()
    if (turn) await turn
  }
  keep(ops, pieces)
}

/** JSON size of a step. */
function sizeOfStep(e: SavedStep): number {
  const bytes = (ops: readonly PatchOp[]) => opsJson.get(ops)?.bytes ?? jsonNow(ops).bytes
  return bytes(e.forward) + bytes(e.inverse) + Buffer.byteLength(e.label) + 100
}

/** Undo and redo steps nearest the present first: the order the size bound keeps them in. */
function* nearestFirst<T>(u: readonly T[], r: readonly T[]): Generator<T> {
  for (let i = r.length - 1; i >= 0; i--) yield r[i]!
  for (let i = u.length - 1; i >= 0; i--) yield u[i]!
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
  // What stays is the longest run of the nearest steps that fits: no step past it is measured.
  let total = 0
  let kept = 0
  for (const e of nearestFirst(u, r)) {
    total += sizeOfStep(e)
    if (total > maxBytes) break
    kept++
  }
  return kept <= r.length
    ? { undo: [], redo: r.slice(r.length - kept) }
    : { undo: u.slice(u.length - (kept - r.length)), redo: r }
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

/**
 * As sha256Of, hashed on a libuv thread (WebCrypto's digest): a 7.5 MB campaign costs main only
 * the copy of its chunks into one buffer, where hashing it there took several milliseconds.
 */
export async function sha256OffMain(bytes: string | Buffer | readonly Buffer[]): Promise<string> {
  const data =
    typeof bytes === 'string'
      ? Buffer.from(bytes)
      : Buffer.isBuffer(bytes)
        ? bytes
        : bytes.length === 1
          ? (bytes[0] as Buffer)
          : Buffer.concat(bytes as Buffer[])
  return Buffer.from(await webcrypto.subtle.digest('SHA-256', data)).toString('hex')
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

/** The journal's bytes as JSON.stringify of `journal` would give them, from the kept pieces. */
function journalChunks(journal: UndoJournal): Buffer[] {
  const out: Buffer[] = []
  let text = `{"version":${journal.version},"campaignSha256":${JSON.stringify(journal.campaignSha256)},"savedAt":${JSON.stringify(journal.savedAt)},"steps":{`
  const flush = () => {
    out.push(Buffer.from(text))
    text = ''
  }
  const list = (name: string, steps: readonly SavedStep[]) => {
    text += `"${name}":[`
    steps.forEach((e, i) => {
      text += `${i === 0 ? '' : ','}{"id":${JSON.stringify(e.id)},"label":${JSON.stringify(e.label)},"forward":`
      flush()
      out.push(...jsonNow(e.forward).pieces)
      text += ',"inverse":'
      flush()
      out.push(...jsonNow(e.inverse).pieces)
      if (e.partOf !== undefined) text += `,"partOf":${JSON.stringify(e.partOf)}`
      text += '}'
    })
    text += ']'
  }
  list('undo', journal.steps.undo)
  text += ','
  list('redo', journal.steps.redo)
  text += `,"nextStepId":${JSON.stringify(journal.steps.nextStepId)}}}`
  flush()
  return out
}

/**
 * Write the journal for the campaign.json whose bytes hash to `campaignSha256`; the oldest steps
 * go while the steps are over UNDO_STEPS_MAX_BYTES of JSON (measured here, off the save's path).
 * Only op lists not written before are turned into JSON, a piece at a time with pauses between.
 */
export async function writeUndoJournal(
  dir: string,
  campaignSha256: string,
  steps: SavedSteps,
  savedAt: Date,
  maxBytes = UNDO_STEPS_MAX_BYTES,
): Promise<void> {
  // The JSON not yet kept is made nearest step first, with pauses, up to the first step that
  // does not fit: a step past the bound is never turned into JSON.
  const pause = pacer()
  let total = 0
  for (const e of nearestFirst(steps.undo, steps.redo)) {
    await jsonPaced(e.forward, pause)
    await jsonPaced(e.inverse, pause)
    total += sizeOfStep(e)
    if (total > maxBytes) break
  }
  const kept = boundedSteps(steps.undo, steps.redo, Infinity, maxBytes)
  // Only the JSON of what is written stays kept; of the steps left out, only their sizes.
  const written = new Set<SavedStep>([...kept.undo, ...kept.redo])
  for (const e of [...steps.undo, ...steps.redo]) {
    if (written.has(e)) continue
    for (const ops of [e.forward, e.inverse]) {
      const known = opsJson.get(ops)
      if (known?.pieces) opsJson.set(ops, { pieces: null, bytes: known.bytes })
    }
  }
  const journal: UndoJournal = {
    version: 1,
    campaignSha256,
    savedAt: savedAt.toISOString(),
    steps: { ...kept, nextStepId: steps.nextStepId },
  }
  await writeFileAtomic(undoJournalPath(dir), journalChunks(journal))
}

export function removeUndoJournal(dir: string): void {
  rmSync(undoJournalPath(dir), { force: true })
}
