/**
 * The BW table options as the GM's Table rules dialog lists them, from their one declaration in
 * ./options (engine-index re-exports this module, so the name stays here).
 */
import { BW_OPTIONS } from './options'

/** Every BW table option, grouped: attacks, explosions, fire, movement, effort. */
export const BW_OPTION_FIELDS = BW_OPTIONS.fields
