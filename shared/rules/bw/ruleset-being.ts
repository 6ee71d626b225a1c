/**
 * One BW unit on the board as the adapter reads it: its token, sheet, state, base and centre in
 * inches, the board it stands on, and the table's options. Plain lookups; refusals in words.
 */
import type { Base, Placed, Pt } from '../../geometry/gridless'
import { tokenSheet, type Campaign, type GridlessMapDef, type Token } from '../../model'
import { RollRefused, type StateChange } from '../ruleset'
import { bwSheetOf, type BwSheet } from './library'
import { blankBwState, type BwBase, type BwState } from './model'
import { resolveBwOptions, type BwOptions } from './options'
import { bwStateOf } from './ruleset-sheet'

/** The campaign's BW table options, defaults filled in; a bad stored option refused in words. */
export function bwOptionsOf(campaign: Pick<Campaign, 'tableOptions'>): BwOptions {
  try {
    return resolveBwOptions(campaign.tableOptions)
  } catch (err) {
    throw new RollRefused((err as Error).message)
  }
}

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

/** The token with this id, or undefined (never an inherited key). */
export function bwTokenById(campaign: Campaign, id: string): Token | undefined {
  return Object.hasOwn(campaign.tokens, id) ? campaign.tokens[id] : undefined
}

/** A token as a BW unit, or null when it has no BW sheet. */
export function bwUnitOf(campaign: Campaign, token: Token): BwUnit | null {
  const record = tokenSheet(campaign, token)
  const sheet = record ? bwSheetOf(record) : null
  if (!sheet) return null
  const state = (token.instance !== undefined ? bwStateOf(token.instance) : null) ?? blankBwState()
  return { token, sheet, state, placed: { at: latticeToPt(token.hex), base: baseOf(token, sheet) } }
}

/** The unit of a token id, or RollRefused in words. */
export function requireUnit(campaign: Campaign, tokenId: string): BwUnit {
  const token = bwTokenById(campaign, tokenId)
  if (!token) throw new RollRefused('That unit is no longer on the map.')
  const unit = bwUnitOf(campaign, token)
  if (!unit) throw new RollRefused(`${token.name} has no BrikWars sheet.`)
  return unit
}

/** The gridless board a token stands on, or RollRefused. */
export function boardOf(campaign: Campaign, token: Token): GridlessMapDef {
  const map = Object.hasOwn(campaign.maps, token.mapId) ? campaign.maps[token.mapId] : undefined
  if (!map || map.kind !== 'gridless') {
    throw new RollRefused(`${token.name} is not on a gridless battlefield.`)
  }
  return map
}

/** Every BW unit on a map (not destroyed ones unless `withDestroyed`). */
export function unitsOnMap(campaign: Campaign, mapId: string, withDestroyed = false): BwUnit[] {
  const out: BwUnit[] = []
  for (const token of Object.values(campaign.tokens)) {
    if (token.mapId !== mapId) continue
    const u = bwUnitOf(campaign, token)
    if (u && (withDestroyed || !u.state.destroyed)) out.push(u)
  }
  return out
}

/**
 * BW-21 / F-BW-3: inches a unit has moved this turn: its state's count, or, in a fight, the Move
 * its combatant has spent (the tracker keeps it; Extra Effort's +5" counted as given).
 */
export function movedThisTurn(campaign: Campaign, unit: BwUnit): number {
  const c = campaign.combat?.order.find((x) => x.tokenId === unit.token.id)
  if (!c || !Object.hasOwn(c.full, 'move') || !Object.hasOwn(c.left, 'move')) {
    return unit.state.movedThisTurnIn
  }
  const bonus = unit.state.extraEffort === 'move' ? 5 : 0
  const spent = (c.full.move as number) + bonus - (c.left.move as number)
  return Math.max(unit.state.movedThisTurnIn, spent)
}

/** The change that stores a unit's new state. */
export function stateChange(tokenId: string, state: BwState): StateChange {
  return { kind: 'instance', tokenId, instance: state }
}
