/**
 * The table display's curtain (issue 15): while it is down the players see a blank screen with
 * the campaign's title and receive nothing of the maps, tokens, fog, fight or rest, so the GM can
 * stage the next scene behind it. Stored on the campaign (optional key) so it is undoable and
 * survives a restart like any other edit.
 */
import { z } from 'zod'

export const CurtainSchema = z.object({
  /** True: the players' screens are blank (the campaign's title only). */
  down: z.boolean(),
})
export type Curtain = z.output<typeof CurtainSchema>
