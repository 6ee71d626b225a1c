/**
 * What Blue Box rolls look up in the campaign: the sheet and the token a request names (refused in
 * words when there is none), the table options, and an Edge or Flaw source as the log writes it.
 */
import type { Campaign, Token } from '../../model'
import { RollRefused } from '../ruleset'
import type { EdgeFlawSource } from './edge-flaw'
import { resolveOptions, type BlueBoxOptions } from './options'
import type { NpcRecord, PcRecord } from './sheet-schema'

export type Sheet = NpcRecord | PcRecord

/** The sheet a roll names, or refused. */
export function sheetOf(state: Campaign, ref: { kind: 'npc' | 'pc'; id: string }): Sheet {
  const book = ref.kind === 'npc' ? state.npcs : state.pcs
  const sheet = Object.hasOwn(book, ref.id) ? book[ref.id] : undefined
  if (!sheet) throw new RollRefused(`no ${ref.kind === 'npc' ? 'NPC' : 'PC'} with id "${ref.id}"`)
  return sheet as Sheet
}

/** The token a roll names, or refused. */
export function tokenOf(state: Campaign, id: string): Token {
  const token = Object.hasOwn(state.tokens, id) ? state.tokens[id] : undefined
  if (!token) throw new RollRefused(`no token with id "${id}"`)
  return token
}

/** The sheet a token rolls with, or refused. */
export function rollSheetOfToken(state: Campaign, token: Token): Sheet {
  if (token.npcId) return sheetOf(state, { kind: 'npc', id: token.npcId })
  if (token.pcId) return sheetOf(state, { kind: 'pc', id: token.pcId })
  throw new RollRefused(`${token.name} has no stat block`)
}

/** The campaign's table options. */
export const optionsOf = (state: Campaign): BlueBoxOptions =>
  resolveOptions(state.tableOptions as Partial<BlueBoxOptions>)

/** A source as the log writes it: "Prone (target) +1 Edge". */
export function sourceText(s: EdgeFlawSource): string {
  const parts = [s.edge ? `+${s.edge} Edge` : '', s.flaw ? `${s.flaw} Flaw` : '']
  return `${s.label} ${parts.filter((x) => x !== '').join(' ')}`
}
