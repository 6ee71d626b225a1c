/** Small enums shared by the campaign schema and the stat block schema (kept apart to avoid a cycle). */
import { z } from 'zod'

export const TokenSizeSchema = z.enum(['tiny', 'small', 'medium', 'large', 'giant'])
export const TokenKindSchema = z.enum(['pc', 'npc', 'object'])
