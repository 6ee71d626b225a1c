/**
 * The client's copy of a server view: a full snapshot, then numbered patches. A patch that is
 * not the next number means something was missed, and the caller must fetch a fresh snapshot.
 */
import { applyOps, PatchError, type PatchOp } from './patch'

export interface Snapshot<V> {
  seq: number
  view: V
}

export interface Patch {
  seq: number
  ops: PatchOp[]
}

export type ReplicaStep<V> =
  | { kind: 'applied'; replica: Snapshot<V> }
  /** Already covered by the snapshot we hold: ignore. */
  | { kind: 'stale' }
  /** A patch was missed, or did not fit: fetch a snapshot. */
  | { kind: 'resync'; reason: string }

export function replicaReceive<V>(replica: Snapshot<V> | null, patch: Patch): ReplicaStep<V> {
  if (!replica) return { kind: 'resync', reason: 'no snapshot yet' }
  if (patch.seq <= replica.seq) return { kind: 'stale' }
  if (patch.seq !== replica.seq + 1) {
    return { kind: 'resync', reason: `expected patch ${replica.seq + 1}, got ${patch.seq}` }
  }
  try {
    return { kind: 'applied', replica: { seq: patch.seq, view: applyOps(replica.view, patch.ops) } }
  } catch (err) {
    if (err instanceof PatchError) return { kind: 'resync', reason: err.message }
    throw err
  }
}

/** Take a snapshot unless it is older than what we already hold. */
export function replicaAccept<V>(replica: Snapshot<V> | null, snapshot: Snapshot<V>): Snapshot<V> {
  return replica && replica.seq > snapshot.seq ? replica : snapshot
}
