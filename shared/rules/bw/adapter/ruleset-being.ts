/**
 * One BW unit on the board as the adapter reads it: its token, sheet, state, base and centre in
 * inches, the board it stands on, and the table's options. Plain lookups; refusals in words.
 */
import type { Base, Placed, Pt } from '../../../geometry/gridless'
import { tokenSheet, type Campaign, type GridlessMapDef, type Token } from '../../../model'
import { campaignOptions, campaignReader } from '../../define'
import { RollRefused, type StateChange } from '../../ruleset'
import { BwNpcSchema, type BwSheet } from '../engine/library'
import { blankBwState, type BwBase, type BwState } from '../engine/model'
import { resolveBwOptions } from '../engine/options'
import { BwStateSchema } from '../engine/sheet-schema'
import type { BwCampaign, BwToken, BwTypes } from './types'

/**
 * The campaign's BW table options, defaults filled in, read once per stored options object; a
 * stored option that is not one of its readings is refused in words.
 */
export const bwOptionsOf = campaignOptions(resolveBwOptions)

// A token by id and the sheet a token stands for, as BW's own types.
const bwRead = campaignReader<BwTypes>()

/** A lattice point { q, r } (half inches) as a point in inches. */
export function latticeToPt(h: { q: number; r: number }): Pt {
  return { x: h.q / 2, y: h.r / 2 }
}

/** A point in inches on the nearest lattice point. */
export function ptToLattice(p: Pt): { q: number; r: number } {
  return { q: Math.round(p.x * 2), r: Math.round(p.y * 2) }
}

/** A sheet's base as the geometry reads it (a rectangle unturned). */
export function sheetBase(base: BwBase): Base {
  return base.shape === 'round'
    ? { shape: 'round', diameter: base.diameterIn }
    : { shape: 'rect', width: base.widthIn, depth: base.depthIn, angle: 0 }
}

/** The base a token stands on: its own, else its sheet's, else a round 1" base. */
export function baseOf(token: { base?: Base }, sheet: BwSheet | null): Base {
  if (token.base) return token.base
  return sheet ? sheetBase(sheet.base) : { shape: 'round', diameter: 1 }
}

/** A unit as the adapter reads it. */
export interface BwUnit {
  token: Token
  sheet: BwSheet
  state: BwState
  placed: Placed
}

function unit(token: Token, sheet: BwSheet, state: BwState): BwUnit {
  return { token, sheet, state, placed: { at: latticeToPt(token.hex), base: baseOf(token, sheet) } }
}

/** A token as a BW unit, or null when it has no sheet; a token with no state yet is a fresh one. */
export function bwUnit(campaign: BwCampaign, token: BwToken): BwUnit | null {
  const sheet = bwRead.sheet(campaign, token)
  return sheet ? unit(token, sheet, token.instance ?? blankBwState()) : null
}

/** The unit of a token id, or null when there is no such token or it has no sheet. */
export function bwUnitById(campaign: BwCampaign, tokenId: string): BwUnit | null {
  const token = bwRead.token(campaign, tokenId)
  return token ? bwUnit(campaign, token) : null
}

/**
 * A token as a BW unit for a caller holding a campaign whose type does not say it is BW's (the
 * renderer's panels): its sheet and state are read with BW's schemas, a state that is not BW's
 * as a fresh one; null when it has no BW sheet.
 */
export function bwUnitOf(campaign: Campaign, token: Token): BwUnit | null {
  const sheet = BwNpcSchema.safeParse(tokenSheet(campaign, token))
  if (!sheet.success) return null
  const state = token.instance === undefined ? null : BwStateSchema.safeParse(token.instance)
  return unit(token, sheet.data, state?.success ? state.data : blankBwState())
}

/** The unit of a token id, or RollRefused in words. */
export function requireUnit(campaign: BwCampaign, tokenId: string): BwUnit {
  const token = bwRead.token(campaign, tokenId)
  if (!token) throw new RollRefused('That unit is no longer on the map.')
  const u = bwUnit(campaign, token)
  if (!u) throw new RollRefused(`${token.name} has no BrikWars sheet.`)
  return u
}

/** The gridless board a token stands on, or RollRefused. */
export function boardOf(
  campaign: Pick<Campaign, 'maps'>,
  token: Pick<Token, 'mapId' | 'name'>,
): GridlessMapDef {
  const map = Object.hasOwn(campaign.maps, token.mapId) ? campaign.maps[token.mapId] : undefined
  if (!map || map.kind !== 'gridless') {
    throw new RollRefused(`${token.name} is not on a gridless battlefield.`)
  }
  return map
}

/** Every BW unit on a map (not destroyed ones unless `withDestroyed`). */
export function unitsOnMap(campaign: BwCampaign, mapId: string, withDestroyed = false): BwUnit[] {
  const out: BwUnit[] = []
  for (const token of Object.values(campaign.tokens)) {
    if (token.mapId !== mapId) continue
    const u = bwUnit(campaign, token)
    if (u && (withDestroyed || !u.state.destroyed)) out.push(u)
  }
  return out
}

/**
 * BW-21 / F-BW-3: inches a unit has moved this turn: its state's count, or, in a fight, the Move
 * its combatant has spent (the tracker keeps it; Extra Effort's +5" counted as given).
 */
export function movedThisTurn(campaign: Pick<Campaign, 'combat'>, unit: BwUnit): number {
  const c = campaign.combat?.order.find((x) => x.tokenId === unit.token.id)
  const full = c && Object.hasOwn(c.full, 'move') ? c.full.move : undefined
  const left = c && Object.hasOwn(c.left, 'move') ? c.left.move : undefined
  if (full === undefined || left === undefined) return unit.state.movedThisTurnIn
  const bonus = unit.state.extraEffort === 'move' ? 5 : 0
  return Math.max(unit.state.movedThisTurnIn, full + bonus - left)
}

/** The change that stores a unit's new state. */
export function stateChange(tokenId: string, state: BwState): StateChange {
  return { kind: 'instance', tokenId, instance: state }
}
