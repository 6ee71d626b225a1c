/**
 * The table display's transitions, pure: remember a display's pixels per inch, move and turn the
 * table's camera, pan it by whole hexes, centre it on the current combatant, open calibration.
 * Each takes the campaign and returns the next one; a refusal throws TableRefused in words.
 */
import {
  DEFAULT_TABLE_CAMERA,
  TABLE_PROFILES_MAX,
  type Campaign,
  type TableCamera,
  type TableDisplay,
} from '../../model'
import type { Hex } from '../../geometry/hex/hex'
import { cellAtOffset, cellToOffset, type CellLayout } from '../../geometry/layout'
import { checkPpi, TableRefused } from './scale'

const HEX_LIMIT = 1000

export function tableDisplayOf(campaign: Campaign): TableDisplay {
  return campaign.tableDisplay ?? { profiles: {}, camera: { ...DEFAULT_TABLE_CAMERA } }
}

function withTable(campaign: Campaign, table: TableDisplay): Campaign {
  return { ...campaign, tableDisplay: table }
}

/** Remember `ppi` for the display `key` (a new one, or a recalibration); closes calibration. */
export function setProfile(campaign: Campaign, key: string, ppi: number, name?: string): Campaign {
  checkPpi(ppi)
  const table = tableDisplayOf(campaign)
  const known = Object.hasOwn(table.profiles, key)
  if (!known && Object.keys(table.profiles).length >= TABLE_PROFILES_MAX)
    throw new TableRefused(
      `The campaign remembers at most ${TABLE_PROFILES_MAX} displays: forget one first.`,
    )
  const before = known ? table.profiles[key] : undefined
  const profile = { ppi, ...(name ? { name } : before?.name ? { name: before.name } : {}) }
  const { calibrating: _closed, ...rest } = table
  // The first display set up: the table opens on the middle of the players' map, not its corner.
  const first = Object.keys(table.profiles).length === 0
  const map = first ? playersMap(campaign) : null
  const camera = map ? { ...rest.camera, centre: mapMiddle(map) } : rest.camera
  return withTable(campaign, {
    ...rest,
    camera,
    profiles: { ...table.profiles, [key]: profile },
  })
}

/** Forget a display's profile. */
export function forgetProfile(campaign: Campaign, key: string): Campaign {
  const table = tableDisplayOf(campaign)
  if (!Object.hasOwn(table.profiles, key))
    throw new TableRefused('That display has no profile to forget.')
  const profiles = { ...table.profiles }
  delete profiles[key]
  return withTable(campaign, { ...table, profiles })
}

export function setCalibrating(campaign: Campaign, on: boolean): Campaign {
  const table = tableDisplayOf(campaign)
  const { calibrating: _was, ...rest } = table
  return withTable(campaign, on ? { ...rest, calibrating: true } : rest)
}

function checkCentre(h: Hex): Hex {
  if (!Number.isInteger(h.q) || !Number.isInteger(h.r))
    throw new TableRefused('The table display centres on a whole hex.')
  if (Math.abs(h.q) > HEX_LIMIT || Math.abs(h.r) > HEX_LIMIT)
    throw new TableRefused('That hex is too far off the map for the table display.')
  return { q: h.q, r: h.r }
}

/** Change part of the table's camera; a rotation not a multiple of 90 is refused. */
export function setCamera(campaign: Campaign, change: Partial<TableCamera>): Campaign {
  const table = tableDisplayOf(campaign)
  if (change.rotation !== undefined && ![0, 90, 180, 270].includes(change.rotation))
    throw new TableRefused('The table display turns by quarter turns only: 0, 90, 180 or 270°.')
  const camera: TableCamera = {
    ...table.camera,
    ...change,
    centre: cameraCentre(checkCentre(change.centre ?? table.camera.centre), playersMap(campaign)),
  }
  return withTable(campaign, { ...table, camera })
}

/** A map's extent, as the camera needs it. */
export interface CameraMap {
  orientation: CellLayout
  cols: number
  rows: number
}

/**
 * Where the table's camera looks on `map`: its centre, kept on the map (a hex off it moves to the
 * nearest row and column on it). The GM's TV frame, the players' page and a pan all start from
 * that same hex, and the frame stops at the map's edge instead of wandering off it.
 */
export function cameraCentre(centre: Hex, map: CameraMap | null | undefined): Hex {
  if (!map) return centre
  const { col, row } = cellToOffset(centre, map.orientation)
  const c = Math.min(Math.max(col, 0), map.cols - 1)
  const r = Math.min(Math.max(row, 0), map.rows - 1)
  return c === col && r === row ? centre : cellAtOffset(c, r, map.orientation)
}

/** The middle hex of `map`, where a table display just set up looks first. */
export function mapMiddle(map: CameraMap): Hex {
  return cellAtOffset(Math.floor(map.cols / 2), Math.floor(map.rows / 2), map.orientation)
}

/** The players' map, when the GM shows one. */
function playersMap(campaign: Campaign): CameraMap | null {
  const id = campaign.playersMapId
  return id !== null && Object.hasOwn(campaign.maps, id) ? campaign.maps[id]! : null
}

/** Pan the table's camera by whole hexes. */
export function panBy(campaign: Campaign, dq: number, dr: number): Campaign {
  if (!Number.isInteger(dq) || !Number.isInteger(dr))
    throw new TableRefused('The table display pans by whole hexes.')
  const c = cameraCentre(tableDisplayOf(campaign).camera.centre, playersMap(campaign))
  return setCamera(campaign, { centre: { q: c.q + dq, r: c.r + dr } })
}

/** The hex of the combatant whose turn it is, on the map shown to the players; null: none. */
export function currentCombatantHex(campaign: Campaign): Hex | null {
  return currentCombatant(campaign)?.hex ?? null
}

/** The token of the combatant whose turn it is (not hidden, not GM-only) on the shown map. */
export function currentCombatant(campaign: Campaign): { tokenId: string; hex: Hex } | null {
  const fight = campaign.combat
  if (!fight?.currentId || fight.mapId !== campaign.playersMapId) return null
  const current = fight.order.find((c) => c.id === fight.currentId)
  if (!current || current.hidden) return null
  const token = Object.hasOwn(campaign.tokens, current.tokenId)
    ? campaign.tokens[current.tokenId]
    : undefined
  if (!token || token.gmOnly || token.mapId !== fight.mapId) return null
  return { tokenId: token.id, hex: { q: token.hex.q, r: token.hex.r } }
}

/**
 * Centre the table's camera on the current combatant, only when the players' view shows it
 * (`seen`, the projection's test: a fogged hex, a GM-only token or a hidden combatant is refused,
 * or the camera would tell the players where it stands). A refusal names the combatant for the GM.
 */
export function centreOnCurrent(campaign: Campaign, seen: (tokenId: string) => boolean): Campaign {
  const fight = campaign.combat
  const current =
    fight?.currentId && fight.mapId === campaign.playersMapId
      ? fight.order.find((c) => c.id === fight.currentId)
      : undefined
  const token =
    current && Object.hasOwn(campaign.tokens, current.tokenId)
      ? campaign.tokens[current.tokenId]
      : undefined
  if (!current || !token || token.mapId !== fight!.mapId)
    throw new TableRefused(
      'No combatant has the turn on the map the players see: nothing to centre on.',
    )
  if (current.hidden || token.gmOnly)
    throw new TableRefused(
      `${current.name} is hidden from the players: the table camera stays put.`,
    )
  if (!seen(token.id))
    throw new TableRefused(
      `${current.name} stands where the players cannot see: the table camera stays put.`,
    )
  return setCamera(campaign, { centre: { q: token.hex.q, r: token.hex.r } })
}
