/**
 * The table display's curtain: while it is down the players see a blank screen with the campaign's
 * title (over the curtain's picture, when the GM chose one) and receive nothing of the maps,
 * tokens, fog, fight or rest, so the GM can stage the next scene behind it. Stored on the campaign
 * (optional key) so it is undoable and survives a restart like any other edit.
 */
import { z } from 'zod'

/** How raising the curtain uncovers the map: one fade, or the map's rooms one by one. */
export const CURTAIN_REVEALS = ['fade', 'rooms'] as const
export const CurtainRevealSchema = z.enum(CURTAIN_REVEALS)
export type CurtainReveal = z.output<typeof CurtainRevealSchema>

export const CurtainSchema = z.looseObject({
  /** True: the players' screens are blank (the campaign's title only). */
  down: z.boolean(),
  /** How raising it uncovers the map; absent: a fade. */
  reveal: CurtainRevealSchema.optional(),
  /** An image asset (sha256 id) shown full-screen behind the title while it is down. */
  picture: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'an image asset id')
    .optional(),
})
export type Curtain = z.output<typeof CurtainSchema>
