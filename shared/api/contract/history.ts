/**
 * The campaign's history on disk: its snapshots, named save points, a read-only look at one, taking
 * one thing back from it, restoring it whole, and the pruning policy. Every call waits on the disk:
 * the transports answer these asynchronously (session.dispatchLater).
 */
import { z } from 'zod'
import type { Campaign } from '../../model'
import type { ChangeItem } from '../../sync/change-types'
import type { ChannelSpec } from './common'

/** A snapshot's file name in the campaign's backups folder: its id in every call. */
const snapshotName = z
  .string()
  .min(1)
  .max(160)
  .regex(/^[0-9A-Za-z._-]+\.json$/, { error: 'not a snapshot name' })

/** Bounds of the size the GM lets the snapshots take together. */
export const HISTORY_MAX_BYTES_MIN = 10 * 1024 * 1024
export const HISTORY_MAX_BYTES_MAX = 1024 * 1024 * 1024 * 1024
export const SNAPSHOT_LABEL_MAX = 80

const maxBytes = z.number().int().min(HISTORY_MAX_BYTES_MIN).max(HISTORY_MAX_BYTES_MAX)

export const historyChannels = {
  /** The snapshots, newest first; `maxBytes` previews the pruning under that size (not saved). */
  'history:list': {
    input: z.object({ maxBytes: maxBytes.optional() }).strict(),
    roles: ['gm'],
  },
  /** Save a snapshot of the campaign now, with a name: never pruned. */
  'history:snapshot': {
    input: z.object({ label: z.string().trim().min(1).max(SNAPSHOT_LABEL_MAX) }).strict(),
    roles: ['gm'],
  },
  /** A snapshot's campaign, to look at read-only, and what changed from it to now. */
  'history:preview': {
    input: z.object({ name: snapshotName }).strict(),
    roles: ['gm'],
  },
  /** Take one thing (a map, a token, an NPC, a PC) back from a snapshot: one undoable step. */
  'history:takeBack': {
    input: z
      .object({
        name: snapshotName,
        kind: z.enum(['map', 'token', 'npc', 'pc']),
        id: z.string().min(1).max(100),
      })
      .strict(),
    roles: ['gm'],
  },
  /** Replace the whole campaign with a snapshot; the current state is snapshotted first. */
  'history:restore': {
    input: z.object({ name: snapshotName }).strict(),
    roles: ['gm'],
  },
  /** Set the size all snapshots may take together, and prune to it now. */
  'history:setPolicy': {
    input: z.object({ maxBytes }).strict(),
    roles: ['gm'],
  },
} as const satisfies Record<string, ChannelSpec>

export type SnapshotReason = 'open' | 'interval' | 'migration' | 'restore' | 'named' | 'manual'

export interface SnapshotInfo {
  /** The file name: the snapshot's id. */
  name: string
  /** ISO time it was taken. */
  takenAt: string
  reason: SnapshotReason
  /** A named snapshot's name; null for the others. */
  label: string | null
  bytes: number
  /** Why it cannot be opened or restored (it no longer validates), in words; null: it is good. */
  damaged: string | null
  /**
   * What changed since the snapshot before it, in one line; null for the oldest, a damaged one, or
   * one still being checked.
   */
  summary: string | null
  /** Still being read and checked in the background: `damaged` and `summary` are not known yet. */
  pending: boolean
  /** The pruning policy would remove it (under the list's `maxBytes`). */
  willPrune: boolean
}

export interface HistoryList {
  snapshots: SnapshotInfo[]
  /** The size all snapshots may take together (the GM's setting, or the previewed one). */
  maxBytes: number
  totalBytes: number
  /** What the snapshots would take after pruning. */
  keptBytes: number
  /**
   * Snapshots are still being checked in the background (those marked `pending`): how many of
   * this batch are done. Ask for the list again to see them filled in; null when all are known.
   */
  checking: { done: number; total: number } | null
}

export interface HistoryPreview {
  snapshot: SnapshotInfo
  /** The campaign as that snapshot holds it, to show read-only. */
  campaign: Campaign
  /** From the snapshot to now, item by item; each with `takeBack` can be taken back alone. */
  changes: ChangeItem[]
  /** The same in one line. */
  line: string
}

export interface HistoryOutputs {
  'history:list': HistoryList
  'history:snapshot': { snapshot: SnapshotInfo }
  'history:preview': HistoryPreview
  'history:takeBack': { changed: boolean; label: string }
  /** `saved`: the snapshot of the state just before the restore. */
  'history:restore': { saved: SnapshotInfo }
  'history:setPolicy': HistoryList
}
