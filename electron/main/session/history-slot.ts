/**
 * The `history:*` channels wait on the disk, so they are answered asynchronously: the dispatcher
 * checks role, bounds and schema as for every call, then hands the parsed input to whoever owns the
 * campaign folder (the campaign manager plugs itself in here). Without an open folder they are
 * refused in words.
 */
import type { ChannelOutputs, HandlerInput } from '../../../shared/api'
import { historyChannels } from '../../../shared/api/contract/history'

/** The contract's history channels, named once there. */
export type HistoryChannel = keyof typeof historyChannels

export const HISTORY_CHANNELS: ReadonlySet<string> = new Set(Object.keys(historyChannels))

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
