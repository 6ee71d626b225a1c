/**
 * The NPC and PC library: stat blocks saved whole after validation (every problem named in words),
 * and NPC instances placed on maps with their own HP, THP, Plating and conditions.
 */
import type { z } from 'zod'
import { type Campaign, type Token } from '../../../shared/model'
import {
  importNpcs,
  NpcRecordSchema,
  PcRecordSchema,
  type NpcRecord,
} from '../../../shared/rules/bluebox'
import { hexInRect, type Hex } from '../../../shared/geometry/hex'
import { CommandRejected, type Command } from './command'
import { freshInstance, nextTokenName, tokenNamesOn } from './token-sheet'
import { issuesInWords } from '../session/refusal'

function problems(error: z.ZodError, what: string): CommandRejected {
  return new CommandRejected(`${what} not saved: ${issuesInWords(error.issues, 8)}`)
}

/** Create or replace a library NPC. */
export function saveNpcCommand(input: unknown): Command & { id: string | null } {
  return {
    id: null,
    label: 'Save NPC',
    run(state: Campaign) {
      const parsed = NpcRecordSchema.safeParse(input)
      if (!parsed.success) throw problems(parsed.error, 'NPC')
      const npc = parsed.data as NpcRecord
      this.id = npc.id
      this.label = Object.hasOwn(state.npcs, npc.id) ? `Edit ${npc.name}` : `Create ${npc.name}`
      return { ...state, npcs: { ...state.npcs, [npc.id]: npc } }
    },
  }
}

export function savePcCommand(input: unknown): Command & { id: string | null } {
  return {
    id: null,
    label: 'Save PC',
    run(state: Campaign) {
      const parsed = PcRecordSchema.safeParse(input)
      if (!parsed.success) throw problems(parsed.error, 'Player character')
      const pc = parsed.data
      this.id = pc.id
      this.label = Object.hasOwn(state.pcs, pc.id) ? `Edit ${pc.name}` : `Create ${pc.name}`
      return { ...state, pcs: { ...state.pcs, [pc.id]: pc } }
    },
  }
}

/** Delete a library NPC; refused while tokens on maps are instances of it. */
export function deleteNpcCommand(id: string): Command {
  return {
    label: 'Delete NPC',
    run(state: Campaign) {
      const npc = Object.hasOwn(state.npcs, id) ? state.npcs[id] : undefined
      if (!npc) throw new CommandRejected(`no NPC with id "${id}"`)
      const used = Object.values(state.tokens).filter((t) => t.npcId === id)
      if (used.length) {
        throw new CommandRejected(
          `${npc.name} has ${used.length} token${used.length === 1 ? '' : 's'} on maps (${used.map((t) => t.name).join(', ')}); remove them first`,
        )
      }
      this.label = `Delete ${npc.name}`
      const { [id]: _gone, ...npcs } = state.npcs
      return { ...state, npcs }
    },
  }
}

export function duplicateNpcCommand(id: string, newId: string): Command {
  return {
    label: 'Duplicate NPC',
    run(state: Campaign) {
      const npc = Object.hasOwn(state.npcs, id) ? state.npcs[id] : undefined
      if (!npc) throw new CommandRejected(`no NPC with id "${id}"`)
      if (Object.hasOwn(state.npcs, newId))
        throw new CommandRejected(`an NPC with id "${newId}" already exists`)
      const copy = { ...structuredClone(npc), id: newId, name: `${npc.name} (copy)`.slice(0, 80) }
      this.label = `Duplicate ${npc.name}`
      return { ...state, npcs: { ...state.npcs, [newId]: copy } }
    },
  }
}

/** Import NPCs from exported JSON: all of them, or none with every problem listed. */
export function importNpcsCommand(text: string): Command & { imported: number; renamed: string[] } {
  return {
    imported: 0,
    renamed: [],
    label: 'Import NPCs',
    run(state: Campaign) {
      const result = importNpcs(text, Object.keys(state.npcs))
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
      this.imported = result.npcs.length
      this.renamed = result.renamed.map((r) => `${r.from} → ${r.to}`)
      this.label = `Import ${result.npcs.length} NPC${result.npcs.length === 1 ? '' : 's'}`
      const npcs = { ...state.npcs }
      for (const n of result.npcs) npcs[n.id] = n as NpcRecord
      return { ...state, npcs }
    },
  }
}

/** Put an instance of a library NPC on a map: its own HP, THP, Plating and conditions. */
export function placeNpcCommand(
  npcId: string,
  mapId: string,
  hex: Hex,
  tokenId: string,
  gmOnly: boolean,
  color: string,
): Command {
  return {
    label: 'Place NPC',
    run(state: Campaign) {
      const npc = Object.hasOwn(state.npcs, npcId) ? (state.npcs[npcId] as NpcRecord) : undefined
      if (!npc) throw new CommandRejected(`no NPC with id "${npcId}"`)
      const map = Object.hasOwn(state.maps, mapId) ? state.maps[mapId] : undefined
      if (!map) throw new CommandRejected(`no map with id "${mapId}"`)
      if (!hexInRect(hex, map.cols, map.rows, map.orientation))
        throw new CommandRejected(`that hex is outside the map "${map.name}"`)
      const token: Token = {
        id: tokenId,
        mapId,
        name: nextTokenName(npc.name, tokenNamesOn(state, mapId)),
        kind: 'npc',
        hex: { q: hex.q, r: hex.r },
        size: npc.size,
        speed: npc.speed,
        color,
        gmOnly,
        npcId,
        instance: freshInstance(npc),
      }
      this.label = `Place ${token.name}`
      return { ...state, tokens: { ...state.tokens, [tokenId]: token } }
    },
  }
}

/** Set an instance's HP, THP, Plating and conditions (the GM's hand edits); HP is capped at max. */
export function setInstanceCommand(
  tokenId: string,
  next: { hp: number; thp: number; plating: number; conditions: string[] },
  hpMax: (state: Campaign, token: Token) => number | null,
): Command {
  return {
    label: 'Edit token state',
    run(state: Campaign) {
      const token = Object.hasOwn(state.tokens, tokenId) ? state.tokens[tokenId] : undefined
      if (!token) throw new CommandRejected(`no token with id "${tokenId}"`)
      const max = hpMax(state, token)
      if (max !== null && next.hp > max)
        throw new CommandRejected(`${token.name} has at most ${max} HP, not ${next.hp}`)
      this.label = `Edit ${token.name}`
      const instance = {
        hp: next.hp,
        thp: next.thp,
        plating: next.plating,
        conditions: [...new Set(next.conditions)],
      }
      return { ...state, tokens: { ...state.tokens, [tokenId]: { ...token, instance } } }
    },
  }
}
