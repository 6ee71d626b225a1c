/**
 * The `devices:*` channels: the phones that joined the browser host. The host (lan/server.ts)
 * plugs its device list in when it starts; the desktop app without one answers in words.
 */
import type { ChannelName, ChannelOutputs, DevicesState, HandlerInput } from '../../../shared/api'
import { CommandRejected } from '../commands/command'

/** What the browser host offers the GM's calls about its devices. */
export interface DevicesHost {
  state(): DevicesState
  rename(id: string, name: string): DevicesState
  revoke(id: string): DevicesState
  /** Tie a device to the PC token its player plays, or to nobody. */
  assign(id: string, tokenId: string | null): DevicesState
}

/** Where the host plugs in; null until one does. */
export interface HostSlot {
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
        'phones join through the browser host: start it with npm run serve -- --lan, then open Phones… on the GM page it prints',
      )
    return slot.devices
  }
  return {
    'devices:list': () => host().state(),
    'devices:rename': (i) => host().rename(i.id, i.name),
    'devices:revoke': (i) => host().revoke(i.id),
    'devices:assign': (i) => host().assign(i.id, i.tokenId),
  }
}
