/**
 * The table display, as the campaign stores it: one profile per physical display (pixels per inch,
 * set by calibration, keyed by the display's id and resolution) and the table's own camera (the hex
 * at its centre, its rotation, whether its zoom is locked to the physical scale and which scale,
 * whether it follows the active combatant). Optional on the campaign: a campaign without it fits
 * the map on the players' screen as before.
 */
import { z } from 'zod'

/** Pixels per inch a calibration may give: below or above, it was surely a mistake. */
export const PPI_MIN = 20
export const PPI_MAX = 2000
/** Display profiles a campaign remembers. */
export const TABLE_PROFILES_MAX = 20
/** The rotations the table display takes, in degrees clockwise. */
export const TABLE_ROTATIONS = [0, 90, 180, 270] as const
export type TableRotation = (typeof TABLE_ROTATIONS)[number]
/** How big one hex is on the glass when the zoom is locked: 1 inch, or 25 mm. */
export const TABLE_SCALES = ['inch', 'mm25'] as const
export type TableScale = (typeof TABLE_SCALES)[number]
/** Where the initiative strip (and a shown roll) sits: one edge, or repeated on every edge. */
export const TABLE_LAYOUTS = ['single', 'split'] as const
export type TableLayout = (typeof TABLE_LAYOUTS)[number]
/**
 * What the players' strip shows as acting while a combatant they do not see has the turn: the
 * last one they saw act, or a neutral "…". Marking nobody would tell them a hidden one acts.
 */
/**
 * Where the TV's legend sits (a corner, so the GM can move it off the tokens), or 'hidden'.
 * Absent: the bottom-right corner.
 */
export const TABLE_LEGEND_PLACES = [
  'bottom-right',
  'bottom-left',
  'top-right',
  'top-left',
  'hidden',
] as const
export type TableLegendPlace = (typeof TABLE_LEGEND_PLACES)[number]

export const HIDDEN_TURN_LOOKS = ['last', 'neutral'] as const
export type HiddenTurnLook = (typeof HIDDEN_TURN_LOOKS)[number]

/** A display's key: "electron:<display id>:<w>x<h>" or "browser:<w>x<h>@<dpr>". */
export const DisplayKeySchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9:@x._-]+$/, 'a display key has letters, digits and : @ x . _ - only')
  .refine((s) => s !== '__proto__', 'the display key "__proto__" is reserved')

export const DisplayProfileSchema = z.object({
  /** CSS pixels per inch on that display. */
  ppi: z.number().min(PPI_MIN).max(PPI_MAX),
  /** A name for the GM ("Living-room TV"); absent: the key. */
  name: z.string().max(80).optional(),
})
export type DisplayProfile = z.output<typeof DisplayProfileSchema>

const coord = z.number().int().min(-1000).max(1000)

export const TableCameraSchema = z.object({
  /** The hex at the centre of the table display. */
  centre: z.object({ q: coord, r: coord }),
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  scale: z.enum(TABLE_SCALES),
  /** Zoom locked to the physical scale; unlocked, the table fits the map as before. */
  locked: z.boolean(),
  /** Move to the active combatant at each turn. */
  follow: z.boolean(),
  /**
   * 'split': the initiative strip on each edge of the table display, each turned to read from its
   * own side, and a shown roll facing both long edges. Absent: 'single' (one strip, at the top).
   */
  layout: z.enum(TABLE_LAYOUTS).optional(),
  /** While a combatant the players do not see acts, their strip shows: absent, 'last'. */
  hiddenTurn: z.enum(HIDDEN_TURN_LOOKS).optional(),
  /** Where the table display's legend sits, or 'hidden'; absent: bottom-right. */
  legend: z.enum(TABLE_LEGEND_PLACES).optional(),
})
export type TableCamera = z.output<typeof TableCameraSchema>

export const TableDisplaySchema = z.object({
  profiles: z
    .record(DisplayKeySchema, DisplayProfileSchema)
    .refine(
      (p) => Object.keys(p).length <= TABLE_PROFILES_MAX,
      `at most ${TABLE_PROFILES_MAX} display profiles`,
    ),
  camera: TableCameraSchema,
  /** The GM has opened calibration: the table display shows its ruler and may send one drag. */
  calibrating: z.boolean().optional(),
})
export type TableDisplay = z.output<typeof TableDisplaySchema>

export const DEFAULT_TABLE_CAMERA: TableCamera = {
  centre: { q: 0, r: 0 },
  rotation: 0,
  scale: 'inch',
  locked: true,
  follow: false,
}
