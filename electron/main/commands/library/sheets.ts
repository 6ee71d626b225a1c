/**
 * The library's sheets as main sees them: records it finds by kind and id and validates with the
 * campaign's ruleset (`sheet.schema`). What a sheet says beyond its id, name, size and speed is
 * the ruleset's business.
 */
import type { z } from 'zod'
import {
  tokenSheet,
  type Campaign,
  type SheetRecord,
  type Token,
  type TokenSize,
} from '../../../../shared/model'
import { rulesetOf, withSheetVersion, type SheetKind } from '../../../../shared/rules'
import { issuesInWords } from '../refusal'
import { CommandRejected } from '../command'

export type SheetRef = { kind: SheetKind; id: string }
export type { SheetRecord }

const KIND_WORDS: Record<SheetKind, string> = { npc: 'NPC', pc: 'PC' }

export function sheetOf(state: Campaign, ref: SheetRef): SheetRecord {
  const book = ref.kind === 'npc' ? state.npcs : state.pcs
  const sheet = Object.hasOwn(book, ref.id) ? book[ref.id] : undefined
  if (!sheet) throw new CommandRejected(`no ${KIND_WORDS[ref.kind]} with id "${ref.id}"`)
  return sheet
}

/** The sheet behind a token, or null for a token that stands for no sheet (or a missing one). */
export function sheetOfTokenOrNull(state: Campaign, token: Token): SheetRecord | null {
  return tokenSheet(state, token)
}

function problems(error: z.ZodError, what: string): CommandRejected {
  return new CommandRejected(`${what} not saved: ${issuesInWords(error.issues, 8)}`)
}

/**
 * A sheet as the GM sent it, validated by the campaign's ruleset (every problem named), and marked
 * as written in the ruleset's current sheet format, which its schema just read it in.
 */
export function validSheet(state: Campaign, kind: SheetKind, input: unknown): SheetRecord {
  const ruleset = rulesetOf(state)
  const parsed = ruleset.sheet.schema[kind].safeParse(input)
  if (!parsed.success) throw problems(parsed.error, kind === 'npc' ? 'NPC' : 'Player character')
  return withSheetVersion(ruleset, parsed.data as SheetRecord)
}

/** A token's `instance` field, fresh from `sheet` (full health, no conditions...); none if the ruleset gives none. */
export function freshInstance(state: Campaign, sheet: SheetRecord): Pick<Token, 'instance'> {
  const instance = rulesetOf(state).instance.fresh(sheet)
  return instance == null ? {} : { instance: instance as Token['instance'] }
}

/** How a token of `sheet` stands: the ruleset's size and speed (Medium when it does not say). */
export function sheetToken(
  state: Campaign,
  sheet: SheetRecord,
): { size: TokenSize; speed?: number } {
  const token = rulesetOf(state).sheet.token?.(sheet) ?? { size: 'medium' as const }
  return token.speed === undefined ? { size: token.size } : { size: token.size, speed: token.speed }
}
