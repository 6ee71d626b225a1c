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
  return withTable(campaign, { ...rest, profiles: { ...table.profiles, [key]: profile } })
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
    centre: checkCentre(change.centre ?? table.camera.centre),
  }
  return withTable(campaign, { ...table, camera })
}

/** Pan the table's camera by whole hexes. */
export function panBy(campaign: Campaign, dq: number, dr: number): Campaign {
  if (!Number.isInteger(dq) || !Number.isInteger(dr))
    throw new TableRefused('The table display pans by whole hexes.')
  const c = tableDisplayOf(campaign).camera.centre
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

/** Centre the table's camera on the current combatant. */
export function centreOnCurrent(campaign: Campaign): Campaign {
  const hex = currentCombatantHex(campaign)
  if (!hex)
    throw new TableRefused(
      'No combatant has the turn on the map the players see: nothing to centre on.',
    )
  return setCamera(campaign, { centre: hex })
}
