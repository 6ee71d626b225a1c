/** Small enums shared by the campaign schema and the stat block schema (kept apart to avoid a cycle). */
import { z } from 'zod'
import { FOOTPRINT_SIZES } from '../geometry/hex/footprint'

export const TokenSizeSchema = z.enum(FOOTPRINT_SIZES)
export const TokenKindSchema = z.enum(['pc', 'npc', 'object'])
