/**
 * Fans state changes out to every connected view. Each role is an audience with its own view
 * and its own patch numbering: the GM gets the campaign's patches, players get patches computed
 * from projected views only, so nothing GM-only can ride along in a diff.
 */
import type {
  AnyView,
  CampaignStatus,
  DiceLogEntry,
  Role,
  ServerEvent,
  SnapshotOutput,
} from '../../../shared/api'
import type { Campaign } from '../../../shared/model'
import { projectPlayerView, type TableOverlay } from '../../../shared/projection'
import { diffState, type PatchOp } from '../../../shared/sync'
import type { CampaignHistory } from './history'
import { readOnlyReason, rulesetNameOf } from '../persistence/read-only'

export type Send = (event: ServerEvent) => void

interface Audience {
  seq: number
  view: AnyView
  subscribers: Set<Send>
}

/** How long a roll shown to the table stays on it. */
export const SHOWN_ROLL_MS = 6000

export class Hub {
  private readonly audiences: Record<Role, Audience>
  private campaignStatus: CampaignStatus
  /** What the GM shows the table beside the campaign (a roll, the ruler, the QR code). */
  private overlay: TableOverlay = {}
  private rollTimer: ReturnType<typeof setTimeout> | null = null

  constructor(private readonly history: CampaignHistory) {
    const state = history.state
    this.audiences = {
      gm: { seq: 0, view: state, subscribers: new Set() },
      player: { seq: 0, view: projectPlayerView(state), subscribers: new Set() },
    }
    this.campaignStatus = {
      name: state.name,
      dir: null,
      dirty: false,
      saving: false,
      lastSavedAt: null,
      error: null,
      rulesetId: state.rulesetId,
      rulesetName: rulesetNameOf(state),
      readOnly: readOnlyReason(state),
    }
    history.onChange((next, _prev, ops) => this.publish(next, ops))
  }

  /** Tell the GM views where the campaign is saved and whether it is on disk. */
  publishCampaignStatus(status: CampaignStatus): void {
    this.campaignStatus = status
    this.emit('gm', { name: 'campaign:status', payload: status })
  }

  subscribe(role: Role, send: Send): () => void {
    const subs = this.audiences[role].subscribers
    subs.add(send)
    return () => subs.delete(send)
  }

  subscriberCount(role: Role): number {
    return this.audiences[role].subscribers.size
  }

  snapshot(role: Role): SnapshotOutput {
    const a = this.audiences[role]
    return role === 'gm'
      ? {
          role,
          seq: a.seq,
          view: a.view,
          history: this.history.history(),
          campaign: this.campaignStatus,
          tableOverlay: this.overlay,
        }
      : { role, seq: a.seq, view: a.view }
  }

  /** Tell the GM views that undo/redo availability changed. */
  publishHistory(): void {
    this.emit('gm', { name: 'history:changed', payload: this.history.history() })
  }

  /** A roll for the GM's dice log. */
  publishRoll(entry: DiceLogEntry): void {
    this.emit('gm', { name: 'dice:rolled', payload: entry })
  }

  /** A roll already in the GM's dice log changed: its effect was undone or redone. */
  publishRollChange(entry: DiceLogEntry): void {
    this.emit('gm', { name: 'dice:changed', payload: entry })
  }

  /**
   * Another campaign is open: the GM's views empty their dice log, and the table drops what the
   * previous campaign showed (a roll, the ruler).
   */
  campaignSwitched(): void {
    this.setOverlay({ roll: undefined, measure: undefined })
    this.emit('gm', { name: 'dice:cleared', payload: {} })
  }

  notice(role: Role, level: 'info' | 'error', message: string): void {
    this.emit(role, { name: 'session:notice', payload: { level, message } })
  }

  /** What the table shows beside the campaign right now. */
  tableOverlay(): TableOverlay {
    return this.overlay
  }

  /**
   * Show (or, with `undefined`, hide) a part of the table overlay and patch the players. A roll
   * leaves the table by itself after `SHOWN_ROLL_MS`; a newer roll replaces it.
   */
  setOverlay(part: Partial<TableOverlay>): void {
    const next: TableOverlay = { ...this.overlay }
    for (const key of ['roll', 'measure', 'qr'] as const) {
      if (!(key in part)) continue
      const value = part[key]
      if (value === undefined) delete next[key]
      else (next as Record<string, unknown>)[key] = value
    }
    this.overlay = next
    if ('roll' in part) {
      if (this.rollTimer) clearTimeout(this.rollTimer)
      this.rollTimer = null
      const shown = part.roll
      if (shown)
        this.rollTimer = setTimeout(() => {
          this.rollTimer = null
          if (this.overlay.roll === shown) this.setOverlay({ roll: undefined })
        }, SHOWN_ROLL_MS)
      ;(this.rollTimer as { unref?: () => void } | null)?.unref?.()
    }
    this.publishPlayers(this.history.state)
    this.emit('gm', { name: 'table:overlay', payload: this.overlay })
  }

  private publish(next: Campaign, gmOps: PatchOp[]): void {
    const gm = this.audiences.gm
    gm.view = next
    gm.seq += 1
    this.emit('gm', { name: 'state:patch', payload: { seq: gm.seq, ops: gmOps } })
    this.publishPlayers(next)
    this.publishHistory()
  }

  /** Project for the players and send them what changed. */
  private publishPlayers(state: Campaign): void {
    const player = this.audiences.player
    const view = projectPlayerView(state, this.overlay)
    const ops = diffState(player.view, view)
    player.view = view
    if (ops.length > 0) {
      player.seq += 1
      this.emit('player', { name: 'state:patch', payload: { seq: player.seq, ops } })
    }
  }

  private emit(role: Role, event: ServerEvent): void {
    for (const send of [...this.audiences[role].subscribers]) {
      try {
        send(event)
      } catch {
        // A view that cannot take events any more (closed window or socket) is dropped.
        this.audiences[role].subscribers.delete(send)
      }
    }
  }
}
