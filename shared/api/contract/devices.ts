/**
 * The phones and tablets that joined the browser host: the GM lists them, renames one, or removes
 * one (its socket closes and its token is refused after). Devices belong to the host, not to the
 * campaign: these channels edit nothing in it and are not undone. GM only.
 */
import { z } from 'zod'
import { empty, type ChannelSpec } from './common'

/** The most devices one host keeps. */
export const DEVICES_MAX = 100
/** The longest name a device may have. */
export const DEVICE_NAME_MAX = 40
/**
 * What a players' page is told when its pass is not one the host can honour (made up, damaged,
 * or from an older generation of passes and no longer listed): the page forgets that pass, so
 * reloading joins the table afresh. Only the GM's Remove says the device was removed.
 */
export const PASS_NOT_VALID =
  "This page's pass does not work on the GM's app any more: reload the page to join the table again."

const deviceId = z.string().regex(/^[a-f0-9]{16}$/, 'not a device of this app')

export interface DeviceInfo {
  id: string
  /** "iPhone", "Android phone", "Chrome on Linux" until the GM names it. */
  name: string
  /** The address it last connected from. */
  ip: string
  issuedAt: number
  lastSeen: number
  /** The PC token this device's player plays ("my character" on the phone); absent: nobody. */
  tokenId?: string
  /** A page of it is connected now (the list the GM gets says so; never stored). */
  connected?: boolean
  /** Its screen in CSS pixels, as its players' page reported it (the GM's list only). */
  screen?: { width: number; height: number }
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
  /** Tie a device to the PC its player plays (its phone shows that character's own sheet), or to nobody. */
  'devices:assign': {
    input: z
      .object({
        id: deviceId,
        tokenId: z.string().min(1).max(100, 'that is not a token of this campaign').nullable(),
      })
      .strict(),
    roles: ['gm'],
  },
} as const satisfies Record<string, ChannelSpec>

export interface DevicesOutputs {
  'devices:list': DevicesState
  'devices:rename': DevicesState
  'devices:revoke': DevicesState
  'devices:assign': DevicesState
}
