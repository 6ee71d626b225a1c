/**
 * The `devices:*` channels: the phones that joined the browser host. The host (lan/server.ts)
 * plugs its device list in when it starts (in the desktop app: View › Let Phones Join); without
 * one the list is empty and a change is refused in words.
 */
import type { ChannelName, ChannelOutputs, DevicesState, HandlerInput } from '../../../shared/api'
import { CommandRejected } from '../commands/command'
import type { HistorySlot } from './history-slot'

/** What the browser host offers the GM's calls about its devices. */
export interface DevicesHost {
  state(): DevicesState
  rename(id: string, name: string): DevicesState
  revoke(id: string): DevicesState
  /** Tie a device to the PC token its player plays, or to nobody. */
  assign(id: string, tokenId: string | null): DevicesState
}

/** Where the host plugs in; null until one does (and the campaign folder's history, history-slot.ts). */
export interface HostSlot extends HistorySlot {
  devices: DevicesHost | null
}

type DevicesChannel = Extract<ChannelName, `devices:${string}`>
export type DevicesHandlers = {
  [C in DevicesChannel]: (input: HandlerInput<C>) => ChannelOutputs[C]
}

export function devicesHandlers(slot: HostSlot): DevicesHandlers {
  const host = (): DevicesHost => {
    if (!slot.devices)
      throw new CommandRejected(
        'phones cannot join yet: in the desktop app tick View › Let Phones Join; for the browser host start it with npm run serve -- --lan',
      )
    return slot.devices
  }
  return {
    // Without a host nobody has joined and there is no link yet: an empty list, not a refusal
    // (the desktop app's Phones… asks before View › Let Phones Join is ticked).
    'devices:list': () => slot.devices?.state() ?? { devices: [], joinUrls: [] },
    'devices:rename': (i) => host().rename(i.id, i.name),
    'devices:revoke': (i) => host().revoke(i.id),
    'devices:assign': (i) => host().assign(i.id, i.tokenId),
  }
}
