/**
 * GG rolls from sheets behind the Ruleset interface: a Trait Test and an attack through the damage
 * pipeline, each with its log line, its changes and, in a fight, what it costs.
 */
import { RollRefused, type Ruleset } from '../ruleset'
import { GgRollRequestSchema } from './roll-requests'

export const ggRolls: Ruleset['rolls'] = {
  schema: GgRollRequestSchema,
  resolve: () => {
    throw new RollRefused('GG rolls are not wired yet')
  },
}
