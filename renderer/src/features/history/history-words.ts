/**
 * How the History dialog and the snapshot banner word a snapshot: why it was taken, when (local
 * time and "2 hours ago"), its size, and one change of the compare list. Time comes in as an
 * argument so the words can be checked against fixed clocks.
 */
import type { SnapshotInfo, SnapshotReason } from '../../../../shared/api'
import type { ChangeItem, ChangeKind, ChangeVerb } from '../../../../shared/sync/change-types'

const REASONS: Record<Exclude<SnapshotReason, 'named'>, string> = {
  open: 'Opened',
  interval: 'Every 10 minutes',
  migration: 'Before a migration',
  restore: 'Before a restore',
  manual: 'Saved by hand',
}

/** Why the snapshot was taken, as the GM reads it: "Named: “before the boss fight”". */
export function snapshotWhy(s: Pick<SnapshotInfo, 'reason' | 'label'>): string {
  if (s.reason === 'named') return `Named: “${s.label ?? ''}”`
  return REASONS[s.reason] ?? s.reason
}

/** The local date and time it was taken: "2 Dec 2026, 09:14". */
export function snapshotWhen(iso: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return 'at an unknown time'
  return d.toLocaleString([], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** How long ago, in the largest whole unit: "just now", "5 minutes ago", "2 hours ago", "3 days ago". */
export function timeAgo(iso: string, now: number): string {
  const then = new Date(iso).getTime()
  if (Number.isNaN(then)) return ''
  const s = Math.floor((now - then) / 1000)
  if (s < 60) return s < -60 ? 'in the future' : 'just now'
  const m = Math.floor(s / 60)
  if (m < 60) return `${plural(m, 'minute')} ago`
  const h = Math.floor(m / 60)
  if (h < 24) return `${plural(h, 'hour')} ago`
  const d = Math.floor(h / 24)
  if (d < 60) return `${plural(d, 'day')} ago`
  return `${plural(Math.floor(d / 30), 'month')} ago`
}

/** A size in bytes as the GM reads it: "812 bytes", "14 KB", "3.4 MB", "1.2 GB". */
export function sizeWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  const units = ['KB', 'MB', 'GB', 'TB']
  let v = bytes / 1024
  let i = 0
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024
    i++
  }
  const shown = v >= 100 || Number.isInteger(v) ? String(Math.round(v)) : v.toFixed(1)
  return `${shown} ${units[i]}`
}

const KINDS: Record<ChangeKind, string> = {
  campaign: 'Campaign',
  map: 'Map',
  token: 'Token',
  npc: 'NPC',
  pc: 'PC',
  note: 'Note',
  encounter: 'Encounter',
  fog: 'Fog',
  combat: 'Combat',
  rest: 'Rest',
}

/** What happened, read from the snapshot to now: "removed since" reads better than "removed". */
const VERBS: Record<ChangeVerb, string> = {
  added: 'added since',
  removed: 'removed since',
  edited: 'edited since',
  moved: 'moved since',
  revealed: 'revealed since',
  hidden: 'hidden since',
}

/** One item of the compare list: "Map “Warehouse” removed since", "Fog on Warehouse: 40 hexes revealed since". */
export function changeWords(c: ChangeItem): string {
  if (c.kind === 'fog') {
    const n = c.count === undefined ? '' : `${c.count} ${c.count === 1 ? 'hex' : 'hexes'} `
    return `Fog on ${c.mapName ?? c.name}: ${n}${VERBS[c.change]}`
  }
  const where = c.mapName ? ` on ${c.mapName}` : ''
  const name = c.kind === 'campaign' ? '' : ` “${c.name}”`
  const path = c.from && c.to ? `: from ${c.from} to ${c.to}` : ''
  return `${KINDS[c.kind] ?? c.kind}${name}${where} ${VERBS[c.change] ?? c.change}${path}`
}

/** Bytes from a size in MB the GM typed; null when it is not a number above 0. */
export function mbToBytes(text: string): number | null {
  const n = Number(text.trim().replace(',', '.'))
  if (!Number.isFinite(n) || n <= 0) return null
  return Math.round(n * 1024 * 1024)
}
