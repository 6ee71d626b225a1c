/**
 * What every feature's channels share: roles, the size of one message, and the small schemas
 * (ids, hex and edge keys, colours, bounded JSON) their inputs are built from.
 */
import { z } from 'zod'
import { EDGE_KEY, HEX_KEY, jsonStringBytes, sizeInWords } from '../../model'

export type Role = 'gm' | 'player'

/** A channel's entry in the contract: its input schema and the roles that may call it. */
export interface ChannelSpec {
  input: z.ZodType
  roles: readonly Role[]
}

/**
 * The most one message to the app may weigh (the browser host closes a socket that sends more).
 * Every limit below keeps a valid request under it, so a big one is refused in words (or sent in
 * parts) instead of costing the GM the connection.
 */
export const MESSAGE_MAX_BYTES = 1 << 20

/**
 * Hexes (or edges) in one map edit. A key on a 500 x 500 map takes at most 13 bytes in a message
 * (`"499,-250,2",`), so 60,000 of them stay well under MESSAGE_MAX_BYTES. A bigger stroke or
 * room fill is sent in parts that undo as one (`continues`).
 */
export const EDIT_KEYS_MAX = 60_000

/**
 * The most an imported file's text may weigh as it travels (escapes and all): it must fit in one
 * message with room to spare. A few hundred NPCs fit.
 */
export const IMPORT_TEXT_MAX_BYTES = 900 * 1024

export const empty = z.object({}).strict()
export const tokenId = z.string().min(1).max(100)
export const mapId = z.string().min(1).max(100)
/** What the players call a figure; blank: no name at all. */
export const playersName = z.string().max(80, "a players' name has at most 80 characters")
export const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #aabbcc')
export const sheetRef = z.object({ kind: z.enum(['npc', 'pc']), id: tokenId }).strict()

const tooManyKeys = (what: string) =>
  `one edit takes at most ${EDIT_KEYS_MAX.toLocaleString('en')} ${what}: send a bigger one in parts`
export const hexKeys = z
  .array(z.string().regex(HEX_KEY, 'a hex key like "3,-2"'))
  .min(1)
  .max(EDIT_KEYS_MAX, tooManyKeys('hexes'))
export const edgeKeys = z
  .array(z.string().regex(EDGE_KEY, 'an edge key like "3,-2,1"'))
  .min(1)
  .max(EDIT_KEYS_MAX, tooManyKeys('edges'))

/** This edit is the next part of the one just before it (too big for one message): they undo as one. */
export const continues = z.boolean().optional()

/**
 * A ruleset's payload (a sheet, a roll request, an instance): the contract checks only that it is
 * a JSON object, within the bounds every payload keeps (the dispatcher refuses a deeper or bigger
 * one before parsing); main validates it with the campaign's ruleset, which names every problem.
 */
export const rulesetPayload = z.record(z.string(), z.unknown())

/** Why an imported text is too big to send, in words; null when it fits. */
export function importTextTooBig(text: string): string | null {
  const bytes = jsonStringBytes(text)
  if (bytes <= IMPORT_TEXT_MAX_BYTES) return null
  return `the file is too big to import in one go (${sizeInWords(bytes)}; at most ${sizeInWords(IMPORT_TEXT_MAX_BYTES)}): split it into smaller files`
}
