/**
 * What Blue Box rolls look up in the campaign: the sheet and the token a request names (refused in
 * words when there is none), and an Edge or Flaw source as the log writes it.
 */
import { RollRefused } from '../../ruleset'
import { pcById, tokenById } from './combat-being'
import type { EdgeFlawSource } from '../engine/edge-flaw'
import type { NpcRecord, PcRecord } from '../engine/sheet-schema'
import type { BlueboxCampaign, BlueboxToken } from './types'

export type Sheet = NpcRecord | PcRecord

/** The sheet a roll names, or refused. */
export function sheetOf(state: BlueboxCampaign, ref: { kind: 'npc' | 'pc'; id: string }): Sheet {
  const sheet =
    ref.kind === 'pc'
      ? pcById(state, ref.id)
      : Object.hasOwn(state.npcs, ref.id)
        ? state.npcs[ref.id]
        : undefined
  if (!sheet) throw new RollRefused(`no ${ref.kind === 'npc' ? 'NPC' : 'PC'} with id "${ref.id}"`)
  return sheet
}

/** The token a roll names, or refused. */
export function tokenOf(state: BlueboxCampaign, id: string): BlueboxToken {
  const token = tokenById(state, id)
  if (!token) throw new RollRefused(`no token with id "${id}"`)
  return token
}

/** The sheet a token rolls with, or refused. */
export function rollSheetOfToken(state: BlueboxCampaign, token: BlueboxToken): Sheet {
  if (token.npcId) return sheetOf(state, { kind: 'npc', id: token.npcId })
  if (token.pcId) return sheetOf(state, { kind: 'pc', id: token.pcId })
  throw new RollRefused(`${token.name} has no stat block`)
}

/** A source as the log writes it: "Prone (target) +1 Edge". */
export function sourceText(s: EdgeFlawSource): string {
  const parts = [s.edge ? `+${s.edge} Edge` : '', s.flaw ? `${s.flaw} Flaw` : '']
  return `${s.label} ${parts.filter((x) => x !== '').join(' ')}`
}
