/** Trail's token state (the test ruleset): a count of wounds and, in a fight, its conditions. */
import { z } from 'zod'

export const TrailInstanceSchema = z
  .object({
    wounds: z.number().int().min(0).max(10),
    conditions: z.array(z.string().min(1).max(40)).max(20).optional(),
  })
  .strict()
export type TrailInstance = z.output<typeof TrailInstanceSchema>
