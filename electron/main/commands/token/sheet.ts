/**
 * Tokens and the sheets they stand for: put a token (an instance of a library NPC or PC, or a
 * plain one) on the free hex nearest to where the GM is looking, link an existing token to a
 * sheet or unlink it, and edit an instance's state by hand. Each is one undoable step; what an
 * instance holds is the campaign's ruleset's (`instance.fresh`, `instance.schema`).
 */
import {
  dropHexNear,
  footprintDirections,
  footprintFault,
  gridIndexOf,
  gridOf,
  hexKey,
  type Hex,
} from '../../../../shared/geometry/hex'
import {
  cellWord,
  dropSquareNear,
  mapMiddleCell,
  type Campaign,
  type Token,
  type TokenSize,
} from '../../../../shared/model'
import { rulesetOf } from '../../../../shared/rules'
import { CommandRejected, mapOrThrow, tokenOrThrow, withToken, type Command } from '../command'
import {
  freshInstance,
  sheetOf,
  sheetOfTokenOrNull,
  sheetToken,
  type SheetRef,
} from '../library/sheets'
import { dropBaseNear } from './base'
import { DEFAULT_TOKEN_COLOURS, nextTokenName, tokenNamesOn } from './names'
import { issuesInWords } from '../refusal'

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

export interface Placed {
  tokenId: string
  name: string
  hex: Hex
}

/**
 * Put a token on the free hex nearest to `near` (dropHexNear: its footprint on passable ground,
 * on no other token, on the view's side of walls). From a sheet it is a fresh instance named
 * after the sheet (numbered from the second on the map), visible to the players for a PC and
 * GM-only for an NPC unless `gmOnly` says otherwise.
 */
export function placeNearCommand(spec: PlaceNearSpec): Command<Placed> {
  return {
    label: 'Place token',
    run(state: Campaign) {
      if (Object.hasOwn(state.tokens, spec.tokenId))
        throw new CommandRejected(`a token with id "${spec.tokenId}" already exists`)
      const map = mapOrThrow(state, spec.mapId)
      const sheet = spec.sheet ? sheetOf(state, spec.sheet) : null
      const stands = sheet ? sheetToken(state, sheet) : null
      const kind = spec.sheet?.kind ?? spec.kind
      const size = stands?.size ?? spec.size
      const base = spec.name ?? sheet?.name
      if (!kind || !size || !base)
        throw new CommandRejected('a token without a sheet needs its name, kind and size')
      const name = spec.name ?? nextTokenName(base, tokenNamesOn(state, map.id))
      const near = spec.near ?? mapMiddleCell(map)
      const onMap = Object.values(state.tokens).filter((t) => t.mapId === map.id)
      const hex =
        map.kind === 'gridless'
          ? dropBaseNear(map, onMap, near)
          : map.kind !== 'hex'
            ? dropSquareNear(map, onMap, near)
            : dropHexNear(gridOf(map), onMap, size, near)
      if (!hex) {
        throw new CommandRejected(
          `there is no free ${cellWord(map)} on "${map.name}" with room for ${name}; clear some space and try again`,
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
        ...(sheet && stands?.speed !== undefined ? { speed: stands.speed } : {}),
        ...(sheet ? freshInstance(state, sheet) : {}),
        ...(spec.sheet?.kind === 'npc' ? { npcId: spec.sheet.id } : {}),
        ...(spec.sheet?.kind === 'pc' ? { pcId: spec.sheet.id } : {}),
      }
      return {
        state: withToken(state, token),
        result: { tokenId: token.id, name, hex: { q: hex.q, r: hex.r } },
        label: `Place ${name}`,
      }
    },
  }
}

/**
 * Make a token an instance of a sheet: it takes the sheet's kind, size and speed and a fresh
 * instance (its name, place and colour stay). With `sheet` null it stands for no sheet any more
 * and loses its instance state.
 */
export function linkTokenCommand(tokenId: string, ref: SheetRef | null): Command {
  return {
    label: ref ? 'Link token' : 'Unlink token',
    run(state: Campaign) {
      const token = tokenOrThrow(state, tokenId)
      const { npcId: _n, pcId: _p, instance: _i, ...plain } = token
      if (!ref) {
        if (!token.npcId && !token.pcId && !token.instance) return { state }
        return { state: withToken(state, plain), label: `Unlink ${token.name}` }
      }
      const sheet = sheetOf(state, ref)
      const { size, speed } = sheetToken(state, sheet)
      const map = mapOrThrow(state, token.mapId)
      // Every figure stands on one square of a square board: only hex footprints can clash.
      if (size !== token.size && map.kind === 'hex') {
        const grid = gridOf(map)
        const fault = footprintFault(
          grid,
          gridIndexOf(grid, token.hex),
          footprintDirections(size, token.facing ?? 0),
        )
        if (fault) {
          const where = {
            'off-map': 'off the map',
            impassable: 'on impassable terrain',
            wall: 'astride a wall',
          }
          throw new CommandRejected(
            `${sheet.name} is ${size}: at ${hexKey(token.hex)} ${token.name} would stand ${where[fault]}; move the token first`,
          )
        }
      }
      const linked: Token = {
        ...plain,
        kind: ref.kind,
        size,
        ...(speed === undefined ? {} : { speed }),
        ...(ref.kind === 'npc' ? { npcId: ref.id } : { pcId: ref.id }),
        ...freshInstance(state, sheet),
      }
      return { state: withToken(state, linked), label: `Link ${token.name} to ${sheet.name}` }
    },
  }
}

/**
 * Set an instance's state by hand (the GM's edits): valid under the ruleset's instance schema,
 * and possible for the token's sheet (the ruleset's `instance.problem`: no more HP than its max).
 */
export function setInstanceCommand(tokenId: string, input: unknown): Command {
  return {
    label: 'Edit token state',
    run(state: Campaign) {
      const token = tokenOrThrow(state, tokenId)
      const rules = rulesetOf(state).instance
      const parsed = rules.schema.safeParse(input)
      if (!parsed.success)
        throw new CommandRejected(
          `${token.name} not changed: ${issuesInWords(parsed.error.issues)}`,
        )
      const problem = rules.problem?.(parsed.data, sheetOfTokenOrNull(state, token)) ?? null
      if (problem) throw new CommandRejected(problem)
      // A condition taken off by hand no longer lasts until a rest.
      const held = rulesetOf(state).combat?.conditionsOf(parsed.data)
      const { untilRest, ...plain } = token
      const kept = held ? (untilRest ?? []).filter((c) => held.includes(c)) : (untilRest ?? [])
      const next = kept.length ? { ...plain, untilRest: kept } : plain
      return {
        state: withToken(state, { ...next, instance: parsed.data as Token['instance'] }),
        label: `Edit ${token.name}`,
      }
    },
  }
}
