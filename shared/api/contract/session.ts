/** The session itself: the handshake, the snapshot a view starts from, undo/redo, printing. */
import { z } from 'zod'
import type { Campaign } from '../../model'
import type { PlayerView, TableOverlay } from '../../projection'
import type { Snapshot } from '../../sync'
import type { CampaignStatus } from './campaign'
import { empty, type ChannelSpec, type Role } from './common'

export const sessionChannels = {
  'session:hello': {
    input: z.object({ apiVersion: z.number().int() }).strict(),
    roles: ['gm', 'player'],
  },
  'state:snapshot': { input: empty, roles: ['gm', 'player'] },
  'history:undo': { input: empty, roles: ['gm'] },
  'history:redo': { input: empty, roles: ['gm'] },
  /** Desktop only: the sending window's print view saved as a PDF the GM names. */
  'print:pdf': {
    input: z.object({ title: z.string().trim().min(1).max(120) }).strict(),
    roles: ['gm'],
  },
} as const satisfies Record<string, ChannelSpec>

/** What each role's view holds: the GM sees the campaign, players its projection. */
export type ViewFor<R extends Role> = R extends 'gm' ? Campaign : PlayerView
export type AnyView = Campaign | PlayerView

export interface HistoryState {
  canUndo: boolean
  canRedo: boolean
  undoLabel: string | null
  redoLabel: string | null
}

export interface HelloOutput {
  apiVersion: number
  role: Role
}

export interface SnapshotOutput extends Snapshot<AnyView> {
  role: Role
  /** Undo/redo availability, for the GM only. */
  history?: HistoryState
  /** Save state, for the GM only. */
  campaign?: CampaignStatus
  /** What the GM shows the table beside the campaign (a roll, the ruler, the QR code), GM only. */
  tableOverlay?: TableOverlay
}

export interface SessionOutputs {
  'session:hello': HelloOutput
  'state:snapshot': SnapshotOutput
  'history:undo': HistoryState
  'history:redo': HistoryState
  'print:pdf': { file: string | null }
}
