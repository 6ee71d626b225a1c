/**
 * The phones and tablets that joined the browser host (issue 15): the GM lists them, renames
 * one, or removes one (its socket closes and its token is refused after). Devices belong to the
 * host, not to the campaign: these channels edit nothing in it and are not undone. GM only.
 */
import { z } from 'zod'
import { empty, type ChannelSpec } from './common'

/** The most devices one host keeps. */
export const DEVICES_MAX = 100
/** The longest name a device may have. */
export const DEVICE_NAME_MAX = 40

const deviceId = z.string().regex(/^[a-f0-9]{16}$/, 'not a device of this app')

export interface DeviceInfo {
  id: string
  /** "iPhone", "Android phone", "Chrome on Linux" until the GM names it. */
  name: string
  /** The address it last connected from. */
  ip: string
  issuedAt: number
  lastSeen: number
}

export interface DevicesState {
  devices: DeviceInfo[]
  /** The players' page on each of the host's network addresses, for the QR code; none in the desktop app without a browser host. */
  joinUrls: string[]
}

export const devicesChannels = {
  'devices:list': { input: empty, roles: ['gm'] },
  'devices:rename': {
    input: z
      .object({
        id: deviceId,
        name: z
          .string()
          .trim()
          .min(1, 'a device needs a name')
          .max(DEVICE_NAME_MAX, `a device's name has at most ${DEVICE_NAME_MAX} characters`),
      })
      .strict(),
    roles: ['gm'],
  },
  'devices:revoke': { input: z.object({ id: deviceId }).strict(), roles: ['gm'] },
} as const satisfies Record<string, ChannelSpec>

export interface DevicesOutputs {
  'devices:list': DevicesState
  'devices:rename': DevicesState
  'devices:revoke': DevicesState
}
