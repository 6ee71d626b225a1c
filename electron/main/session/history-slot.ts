/**
 * The `history:*` channels (issue 19) wait on the disk, so they are answered asynchronously: the
 * dispatcher checks role, bounds and schema as for every call, then hands the parsed input to
 * whoever owns the campaign folder (the campaign manager plugs itself in here). Without an open
 * folder they are refused in words.
 */
import type { ChannelName, ChannelOutputs, HandlerInput } from '../../../shared/api'

export type HistoryChannel = Extract<
  ChannelName,
  `history:${'list' | 'snapshot' | 'preview' | 'takeBack' | 'restore' | 'setPolicy'}`
>

export const HISTORY_CHANNELS: ReadonlySet<string> = new Set<HistoryChannel>([
  'history:list',
  'history:snapshot',
  'history:preview',
  'history:takeBack',
  'history:restore',
  'history:setPolicy',
])

export function isHistoryChannel(channel: unknown): channel is HistoryChannel {
  return typeof channel === 'string' && HISTORY_CHANNELS.has(channel)
}

/** Channels that only read the history: a read-only campaign still answers them. */
export const HISTORY_READS: ReadonlySet<HistoryChannel> = new Set<HistoryChannel>([
  'history:list',
  'history:preview',
])

export type HistoryHandlers = {
  [C in HistoryChannel]: (input: HandlerInput<C>) => Promise<ChannelOutputs[C]>
}

/** Where the campaign's owner plugs its history in; null while no folder is open. */
export interface HistorySlot {
  history: HistoryHandlers | null
}
