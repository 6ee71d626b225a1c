/**
 * The table display's camera and scale: remember a display's pixels per inch from a
 * calibration, move, turn and lock the table's own camera. GM edits through the history; the one
 * thing the table display itself may send is its calibration, and only while the GM has opened
 * calibration for that very display (it holds the one-time ticket main sent it alone; otherwise it
 * is refused in words).
 */
import { z } from 'zod'
import {
  DisplayKeySchema,
  HIDDEN_TURN_LOOKS,
  TABLE_LAYOUTS,
  TABLE_LEGEND_PLACES,
} from '../../model'
import type { TableOverlay } from '../../projection'
import { empty, type ChannelSpec } from './common'

const px = z.number().min(-100000).max(100000)
const point = z.object({ x: px, y: px }).strict()
const coord = z
  .number()
  .int('the table display moves by whole hexes')
  .min(-1000, 'that is too far for the table display')
  .max(1000, 'that is too far for the table display')
const rotation = z
  .number()
  .refine((n) => n === 0 || n === 90 || n === 180 || n === 270, {
    message: 'the table display turns by quarter turns only: 0, 90, 180 or 270 degrees',
  })
  .transform((n) => n as 0 | 90 | 180 | 270)

/** One way to calibrate: a ppi typed, a drag over a known length, or the screen's diagonal. */
const CalibrationInput = z.union([
  z.object({ ppi: z.number() }).strict(),
  z
    .object({
      from: point,
      to: point,
      length: z.number().positive('type the length you measured').max(1000),
      unit: z.enum(['in', 'mm']),
    })
    .strict(),
  z
    .object({
      width: z.number().int().min(1).max(100000),
      height: z.number().int().min(1).max(100000),
      diagonal: z.number().positive("type the screen's diagonal in inches").max(1000),
    })
    .strict(),
])

export const tableChannels = {
  /** Remember the pixels per inch of display `key`. The table display may send it while calibrating. */
  'table:calibrate': {
    input: z
      .object({
        key: DisplayKeySchema,
        name: z.string().max(80).optional(),
        calibration: CalibrationInput,
        /** The ticket main gave the display the GM picked (`table:ruler`); the GM sends none. */
        ticket: z.string().max(64).optional(),
      })
      .strict(),
    roles: ['gm', 'player'],
  },
  /**
   * This display's pixels per inch (null: not calibrated). A display asks for its own key: the
   * players' view never carries another display's key.
   */
  'table:scale': { input: z.object({ key: DisplayKeySchema }).strict(), roles: ['gm', 'player'] },
  /**
   * The calibration ticket of the display that asks, if the GM picked it to show the ruler
   * (null otherwise): main knows which display a page is from its connection, not from this.
   */
  'table:ruler': { input: empty, roles: ['gm', 'player'] },
  /** The pages connected now that may be the table display, for the GM to pick one to calibrate. */
  'table:displays': { input: empty, roles: ['gm'] },
  'table:forgetProfile': { input: z.object({ key: DisplayKeySchema }).strict(), roles: ['gm'] },
  /**
   * Show (or hide) the calibration ruler on the table display: the one named (from
   * `table:displays`), else the projector window when open, else the only page connected.
   */
  'table:setCalibrating': {
    input: z.object({ on: z.boolean(), display: z.string().min(1).max(80).optional() }).strict(),
    roles: ['gm'],
  },
  'table:setCamera': {
    input: z
      .object({
        centre: z.object({ q: coord, r: coord }).strict().optional(),
        rotation: rotation.optional(),
        scale: z.enum(['inch', 'mm25']).optional(),
        locked: z.boolean().optional(),
        follow: z.boolean().optional(),
        layout: z
          .enum(TABLE_LAYOUTS, {
            message: 'the initiative strip goes on one edge or on every edge of the table',
          })
          .optional(),
        hiddenTurn: z
          .enum(HIDDEN_TURN_LOOKS, {
            message:
              "while a hidden combatant acts, the players' strip shows the last one they saw or “…”",
          })
          .optional(),
        legend: z
          .enum(TABLE_LEGEND_PLACES, {
            message: "the table's legend goes in a corner of the screen, or is hidden",
          })
          .optional(),
      })
      .strict(),
    roles: ['gm'],
  },
  /** Pan the table's camera by whole hexes. */
  'table:pan': {
    input: z.object({ dq: coord, dr: coord }).strict(),
    roles: ['gm'],
  },
  'table:centreOnCurrent': { input: empty, roles: ['gm'] },
  /** Show a roll of the dice log on the table for a few seconds (by its log id). */
  'table:showRoll': {
    input: z.object({ id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }).strict(),
    roles: ['gm'],
  },
  /** Take a shown roll off the table before its time. */
  'table:hideRoll': { input: empty, roles: ['gm'] },
  /** Show the ruler or an AoE template to the players on the map they see; null hides it. */
  'table:showMeasure': {
    input: z
      .object({
        measure: z
          .object({
            mapId: z.string().min(1).max(100),
            shape: z.enum(['ruler', 'radius', 'cone', 'line']),
            from: z.object({ q: coord, r: coord }).strict(),
            to: z.object({ q: coord, r: coord }).strict(),
            size: z.number().positive().max(1000).optional(),
          })
          .strict()
          .nullable(),
      })
      .strict(),
    roles: ['gm'],
  },
  /** Show the players' join QR code on the table display (during setup), or hide it. */
  'table:showQr': { input: z.object({ on: z.boolean() }).strict(), roles: ['gm'] },
} as const satisfies Record<string, ChannelSpec>

/** A page that may be the table display: the GM's name for its device, or what it is. */
export interface TableDisplayInfo {
  id: string
  name: string
}

export interface TableChanged {
  changed: boolean
}

export interface TableOutputs {
  'table:calibrate': TableChanged & { ppi: number }
  'table:scale': { ppi: number | null }
  'table:ruler': { ticket: string | null }
  'table:displays': { displays: TableDisplayInfo[] }
  'table:forgetProfile': TableChanged
  /** The display the ruler shows on, when turned on. */
  'table:setCalibrating': TableChanged & { display?: TableDisplayInfo }
  'table:setCamera': TableChanged
  'table:pan': TableChanged
  'table:centreOnCurrent': TableChanged
  'table:showRoll': TableOverlay
  'table:hideRoll': TableOverlay
  'table:showMeasure': TableOverlay
  'table:showQr': TableOverlay
}
