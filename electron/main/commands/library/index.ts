/**
 * The NPC and PC library: sheets saved whole after the campaign's ruleset validated them (every
 * problem named in words), duplicated, deleted, imported, and placed on maps as instances with
 * their own state.
 */
import {
  cellOnMap,
  cellWord,
  type Campaign,
  type SheetRecord,
  type Token,
} from '../../../../shared/model'
import type { Hex } from '../../../../shared/geometry/hex'
import {
  importNpcFile,
  rulesetOf,
  sheetInWords,
  upgradeSheet,
  type SheetKind,
} from '../../../../shared/rules'
import { CommandRejected, mapOrThrow, withToken, type Command } from '../command'
import { nextTokenName, tokenNamesOn } from '../token/names'
import { freshInstance, sheetToken, validSheet } from './sheets'

export * from './sheets'

/** Create or replace a library NPC or PC; the result is its id. */
export function saveSheetCommand(kind: SheetKind, input: unknown): Command<{ id: string }> {
  return {
    label: kind === 'npc' ? 'Save NPC' : 'Save PC',
    run(state: Campaign) {
      const sheet = validSheet(state, kind, input)
      const book = kind === 'npc' ? state.npcs : state.pcs
      const label = Object.hasOwn(book, sheet.id) ? `Edit ${sheet.name}` : `Create ${sheet.name}`
      const next =
        kind === 'npc'
          ? { ...state, npcs: { ...state.npcs, [sheet.id]: sheet } }
          : { ...state, pcs: { ...state.pcs, [sheet.id]: sheet } }
      return { state: next, result: { id: sheet.id }, label }
    },
  }
}

function npcOrThrow(state: Campaign, id: string): SheetRecord {
  const npc = Object.hasOwn(state.npcs, id) ? state.npcs[id] : undefined
  if (!npc) throw new CommandRejected(`no NPC with id "${id}"`)
  return npc
}

/**
 * What the players call an NPC's figures unless a token says otherwise: a name, '' for none
 * ("Figure"), or null for its own name.
 */
export function setNpcPlayersNameCommand(id: string, playersName: string | null): Command {
  return {
    label: 'Name an NPC for the players',
    run(state: Campaign) {
      const npc = npcOrThrow(state, id)
      const name = playersName?.trim() ?? null
      if ((typeof npc.playersName === 'string' ? npc.playersName : null) === name) return { state }
      const { playersName: _old, ...rest } = npc
      void _old
      const sheet = name === null ? rest : { ...rest, playersName: name }
      return {
        state: { ...state, npcs: { ...state.npcs, [id]: sheet as SheetRecord } },
        label: `Name ${npc.name} for the players`,
      }
    },
  }
}

/** Delete a library NPC; refused while tokens on maps are instances of it. */
export function deleteNpcCommand(id: string): Command {
  return {
    label: 'Delete NPC',
    run(state: Campaign) {
      const npc = npcOrThrow(state, id)
      const used = Object.values(state.tokens).filter((t) => t.npcId === id)
      if (used.length) {
        throw new CommandRejected(
          `${npc.name} has ${used.length} token${used.length === 1 ? '' : 's'} on maps (${used.map((t) => t.name).join(', ')}); remove them first`,
        )
      }
      const { [id]: _gone, ...npcs } = state.npcs
      return { state: { ...state, npcs }, label: `Delete ${npc.name}` }
    },
  }
}

export function duplicateNpcCommand(id: string, newId: string): Command<{ id: string }> {
  return {
    label: 'Duplicate NPC',
    run(state: Campaign) {
      const npc = npcOrThrow(state, id)
      if (Object.hasOwn(state.npcs, newId))
        throw new CommandRejected(`an NPC with id "${newId}" already exists`)
      const copy = { ...structuredClone(npc), id: newId, name: `${npc.name} (copy)`.slice(0, 80) }
      return {
        state: { ...state, npcs: { ...state.npcs, [newId]: copy } },
        result: { id: newId },
        label: `Duplicate ${npc.name}`,
      }
    },
  }
}

/** Import NPCs from exported JSON: all of them, or none with every problem listed. */
export function importNpcsCommand(text: string): Command<{ imported: number; renamed: string[] }> {
  return {
    label: 'Import NPCs',
    run(state: Campaign) {
      const ruleset = rulesetOf(state)
      const { sheet } = ruleset
      if (!sheet.npcFile) throw new CommandRejected('this game has no NPC files to import')
      // A sheet of an older format is migrated before the schema reads it; a newer one refused.
      // Refusals already say "NPC n in the file", so the sheet is named by its name alone.
      const upgrade = (raw: unknown) => upgradeSheet(sheet, raw, sheetInWords(null, raw))
      const result = importNpcFile(ruleset, text, Object.keys(state.npcs), upgrade)
      if (!result.ok) {
        // Which NPC of the file, counted from 1; the messages name the field themselves.
        const where = (path: string) => {
          const at = /^\$\.npcs\[(\d+)\]/.exec(path)
          return at ? `NPC ${Number(at[1]) + 1} in the file: ` : ''
        }
        const list = result.errors.slice(0, 8).map((e) => `${where(e.path)}${e.message}`)
        const more = result.errors.length > 8 ? ` (and ${result.errors.length - 8} more)` : ''
        throw new CommandRejected(`nothing imported: ${list.join('; ')}${more}`)
      }
      const npcs = { ...state.npcs }
      // The ruleset read them; its sheet schema still has the last word on what is stored.
      for (const n of result.sheets) {
        const sheet = validSheet(state, 'npc', n)
        npcs[sheet.id] = sheet
      }
      const count = result.sheets.length
      return {
        state: { ...state, npcs },
        result: { imported: count, renamed: result.renamed.map((r) => `${r.from} → ${r.to}`) },
        label: `Import ${count} NPC${count === 1 ? '' : 's'}`,
      }
    },
  }
}

/** Put an instance of a library NPC on a map: its own state, fresh from the sheet. */
export function placeNpcCommand(
  npcId: string,
  mapId: string,
  hex: Hex,
  tokenId: string,
  gmOnly: boolean,
  color: string,
): Command<{ tokenId: string }> {
  return {
    label: 'Place NPC',
    run(state: Campaign) {
      const npc = npcOrThrow(state, npcId)
      const map = mapOrThrow(state, mapId)
      if (!cellOnMap(map, hex))
        throw new CommandRejected(`that ${cellWord(map)} is outside the map "${map.name}"`)
      const token: Token = {
        id: tokenId,
        mapId,
        name: nextTokenName(npc.name, tokenNamesOn(state, mapId)),
        kind: 'npc',
        hex: { q: hex.q, r: hex.r },
        ...sheetToken(state, npc),
        color,
        gmOnly,
        npcId,
        ...freshInstance(state, npc),
      }
      return { state: withToken(state, token), result: { tokenId }, label: `Place ${token.name}` }
    },
  }
}
