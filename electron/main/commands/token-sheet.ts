/**
 * Tokens and the sheets they stand for: put a token (an instance of a library NPC or PC, or a
 * plain one) on the free hex nearest to where the GM is looking, and link an existing token to a
 * sheet or unlink it. Each is one undoable step.
 */
import {
  dropHexNear,
  footprintDirections,
  footprintFault,
  gridIndexOf,
  gridOf,
  hexKey,
  offsetToHex,
  type Hex,
} from '../../../shared/geometry/hex'
import type { Campaign, MapDef, Token, TokenSize } from '../../../shared/model'
import type { NpcRecord, PcRecord } from '../../../shared/rules/bluebox'
import { derivedDefences } from '../../../shared/rules/bluebox'
import { CommandRejected, type Command } from './command'
import { sheetOf, tokenOf, type SheetRef } from './rolls'

const NAME_MAX = 80

/** Colours a token gets when the GM picks none, by kind. */
export const DEFAULT_TOKEN_COLOURS: Readonly<Record<Token['kind'], string>> = {
  pc: '#2f6fdb',
  npc: '#c24a2c',
  object: '#8a7a5c',
}

/**
 * The name for another token called `base` among `taken`: `base` itself while it is free, else
 * `base 2`, `base 3`, … the first number free.
 */
export function nextTokenName(base: string, taken: Iterable<string>): string {
  const names = new Set(taken)
  const trimmed = base.slice(0, NAME_MAX)
  if (!names.has(trimmed)) return trimmed
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`
    const name = `${base.slice(0, NAME_MAX - suffix.length)}${suffix}`
    if (!names.has(name)) return name
  }
}

/** The names of the tokens on one map. */
export function tokenNamesOn(state: Campaign, mapId: string): string[] {
  return Object.values(state.tokens)
    .filter((t) => t.mapId === mapId)
    .map((t) => t.name)
}

/** A sheet's instance as it comes out of the library: full HP, THP and Plating, no conditions. */
export function freshInstance(sheet: NpcRecord | PcRecord): NonNullable<Token['instance']> {
  return {
    hp: sheet.hpMax,
    thp: sheet.thp,
    plating: derivedDefences(sheet).plating,
    conditions: [],
  }
}

function mapOrThrow(state: Campaign, mapId: string): MapDef {
  const map = Object.hasOwn(state.maps, mapId) ? state.maps[mapId] : undefined
  if (!map) throw new CommandRejected(`no map with id "${mapId}"`)
  return map
}

export interface PlaceNearSpec {
  tokenId: string
  mapId: string
  /** Where the GM is looking; the map's middle when absent. */
  near?: Hex
  sheet?: SheetRef
  name?: string
  kind?: Token['kind']
  size?: TokenSize
  color?: string
  gmOnly?: boolean
}

/**
 * Put a token on the free hex nearest to `near` (dropHexNear: its footprint on passable ground,
 * on no other token, on the view's side of walls). From a sheet it is a fresh instance named
 * after the sheet (numbered from the second on the map), visible to the players for a PC and
 * GM-only for an NPC unless `gmOnly` says otherwise.
 */
export function placeNearCommand(spec: PlaceNearSpec): Command & { placed: Token | null } {
  return {
    placed: null,
    label: 'Place token',
    run(state: Campaign) {
      if (Object.hasOwn(state.tokens, spec.tokenId))
        throw new CommandRejected(`a token with id "${spec.tokenId}" already exists`)
      const map = mapOrThrow(state, spec.mapId)
      const sheet = spec.sheet ? sheetOf(state, spec.sheet) : null
      const kind = spec.sheet?.kind ?? spec.kind
      const size = sheet?.size ?? spec.size
      const base = spec.name ?? sheet?.name
      if (!kind || !size || !base)
        throw new CommandRejected('a token without a sheet needs its name, kind and size')
      const name = spec.name ?? nextTokenName(base, tokenNamesOn(state, map.id))
      const near =
        spec.near ??
        offsetToHex(Math.floor(map.cols / 2), Math.floor(map.rows / 2), map.orientation)
      const onMap = Object.values(state.tokens).filter((t) => t.mapId === map.id)
      const hex = dropHexNear(gridOf(map), onMap, size, near)
      if (!hex) {
        throw new CommandRejected(
          `there is no free hex on "${map.name}" with room for ${name}; clear some space and try again`,
        )
      }
      const token: Token = {
        id: spec.tokenId,
        mapId: map.id,
        name,
        kind,
        hex: { q: hex.q, r: hex.r },
        size,
        color: spec.color ?? DEFAULT_TOKEN_COLOURS[kind],
        gmOnly: spec.gmOnly ?? kind === 'npc',
        ...(sheet ? { speed: sheet.speed, instance: freshInstance(sheet) } : {}),
        ...(spec.sheet?.kind === 'npc' ? { npcId: spec.sheet.id } : {}),
        ...(spec.sheet?.kind === 'pc' ? { pcId: spec.sheet.id } : {}),
      }
      this.placed = token
      this.label = `Place ${name}`
      return { ...state, tokens: { ...state.tokens, [token.id]: token } }
    },
  }
}

/**
 * Make a token an instance of a sheet: it takes the sheet's kind, size and speed and a fresh
 * HP, THP and Plating (its name, place and colour stay). With `sheet` null it stands for no
 * sheet any more and loses its instance state.
 */
export function linkTokenCommand(tokenId: string, ref: SheetRef | null): Command {
  return {
    label: ref ? 'Link token' : 'Unlink token',
    run(state: Campaign) {
      const token = tokenOf(state, tokenId)
      const { npcId: _n, pcId: _p, instance: _i, ...plain } = token
      if (!ref) {
        if (!token.npcId && !token.pcId && !token.instance) return state
        this.label = `Unlink ${token.name}`
        return { ...state, tokens: { ...state.tokens, [tokenId]: plain } }
      }
      const sheet = sheetOf(state, ref)
      const map = mapOrThrow(state, token.mapId)
      if (sheet.size !== token.size) {
        const grid = gridOf(map)
        const fault = footprintFault(
          grid,
          gridIndexOf(grid, token.hex),
          footprintDirections(sheet.size, token.facing ?? 0),
        )
        if (fault) {
          const where = {
            'off-map': 'off the map',
            impassable: 'on impassable terrain',
            wall: 'astride a wall',
          }
          throw new CommandRejected(
            `${sheet.name} is ${sheet.size}: at ${hexKey(token.hex)} ${token.name} would stand ${where[fault]}; move the token first`,
          )
        }
      }
      const linked: Token = {
        ...plain,
        kind: ref.kind,
        size: sheet.size,
        speed: sheet.speed,
        ...(ref.kind === 'npc' ? { npcId: ref.id } : { pcId: ref.id }),
        instance: freshInstance(sheet),
      }
      this.label = `Link ${token.name} to ${sheet.name}`
      return { ...state, tokens: { ...state.tokens, [tokenId]: linked } }
    },
  }
}
