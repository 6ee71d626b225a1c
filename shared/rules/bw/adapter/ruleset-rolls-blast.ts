/**
 * Explosions and fire on the board (OTHER-SYSTEMS.md C.4/C.5, BW-30..35; seed 004 "Explosion
 * (Area Affect) Damage" and "Fire"): every unit in the blast's bands takes the centre roll with
 * dice dropped per band, rolls its Armor, and is knocked back away from the centre (stopped by
 * obstacles) landing Prone; a burning unit and its neighbours take one fire roll, then its Burn
 * Level changes. Each is one request, so one undoable step.
 */
import type { Dice } from '../../../dice'
import {
  baseReach,
  knockback,
  unitsInBands,
  unitsNearBurning,
  type Obstacle,
  type Pt,
} from '../../../geometry/gridless'
import type { GridlessMapDef } from '../../../model'
import { RollRefused, type RolledRequest, type StateChange } from '../../ruleset'
import { resolveDamage } from '../engine/damage'
import { parseBwDice, type BwDiceTerm } from '../engine/dice-expr'
import { applyExplosion, explosionRoll } from '../engine/explosion'
import { fireTick } from '../engine/fire'
import { formatInches, openRoll } from '../engine/format'
import { withStatus, type BwState } from '../engine/model'
import type { BwOptions } from '../engine/options'
import type { BwExplosionRequest } from '../engine/roll-requests'
import {
  boardOf,
  bwOptionsOf,
  ptToLattice,
  requireUnit,
  stateChange,
  unitsOnMap,
  type BwUnit,
} from './ruleset-being'
import { maxBurnOf } from './ruleset-sheet'
import type { BwCampaign } from './types'

/** The obstacles of a board as the geometry reads them. */
export function boardObstacles(map: GridlessMapDef): Obstacle[] {
  return Object.values(map.obstacles ?? {}).map((o) => ({
    id: o.id,
    points: o.points,
    heightBrix: o.heightBrix,
  }))
}

/** What an explosion did, for the log and the changes. */
export interface BwBlastResult {
  faces: number[]
  lines: string[]
  changes: StateChange[]
}

/** Damage against a unit's Armor: its new state and a few words. */
function damageUnit(
  dice: Dice,
  unit: BwUnit,
  state: BwState,
  damage: number,
  options: BwOptions,
): { state: BwState; words: string } {
  const r = resolveDamage(dice, damage, unit.sheet.armor, options)
  const words = `${damage} vs Armor ${r.armorRoll}${r.destroyed ? ': destroyed' : ''}`
  return { state: r.destroyed ? { ...state, destroyed: true } : state, words }
}

/**
 * BW-30..32, BW-Q12..15: an explosion of `damage` dice (+ `bonus`) at `centre` on `map`: one roll
 * (or a roll per unit), every unit in its bands, damage against each Armor, knockback and Prone.
 */
export function explodeAt(
  campaign: BwCampaign,
  map: GridlessMapDef,
  centre: Pt,
  weapon: { damage: BwDiceTerm[]; damageBonus: number; incendiary?: boolean },
  dice: Dice,
  options: BwOptions,
): BwBlastResult {
  const units = unitsOnMap(campaign, map.id)
  const byId = new Map(units.map((u) => [u.token.id, u]))
  const roll = explosionRoll(dice, weapon)
  const inBands = unitsInBands(
    centre,
    units.map((u) => ({ id: u.token.id, at: u.placed.at, base: u.placed.base })),
    roll.dice.length,
    options.measure,
  )
  const hits = applyExplosion(roll, inBands, options, dice)
  const obstacles = boardObstacles(map)
  const lines: string[] = []
  const changes: StateChange[] = []
  for (let i = 0; i < hits.length; i++) {
    const h = hits[i]!
    const unit = byId.get(h.id)!
    const band = inBands[i]!
    const dmg = damageUnit(dice, unit, unit.state, h.damage, options)
    let state = dmg.state
    let moved = ''
    // BW-32: a structure stands where it was built; only units on foot land Prone (BW-Q14).
    const fixed = unit.sheet.type === 'structure'
    const prone = h.prone && (unit.sheet.type === 'minifig' || unit.sheet.type === 'creature')
    if (h.knockbackIn > 0 && !state.destroyed && !fixed) {
      const kb = knockback(
        centre,
        unit.placed.at,
        h.knockbackIn,
        obstacles,
        baseReach(unit.placed.base),
      )
      const to = ptToLattice(kb.snapped)
      if (to.q !== unit.token.hex.q || to.r !== unit.token.hex.r) {
        changes.push({ kind: 'token', tokenId: unit.token.id, hex: to })
      }
      if (prone) state = { ...state, statuses: withStatus(state.statuses, 'prone', true) }
      moved = `, knocked back ${formatInches(kb.distance)}${kb.blockedBy ? ' (stopped by an obstacle)' : ''}${prone ? ', Prone' : ''}`
    }
    // BW-Q17: an incendiary blast sets alight what it reaches that can burn.
    const lit =
      weapon.incendiary === true &&
      unit.sheet.flammable &&
      !state.destroyed &&
      state.burnLevel === 0 &&
      h.dice.length > 0
    if (lit) state = { ...state, burnLevel: 1 }
    if (state !== unit.state) changes.push(stateChange(unit.token.id, state))
    const faces = h.dice.length ? h.dice.join(' + ') : 'no dice'
    lines.push(
      `${unit.token.name} at ${formatInches(band.distance)}: ${faces} = ${dmg.words}${moved}${lit ? ', catches fire' : ''}`,
    )
  }
  return { faces: roll.dice.map((d) => d.face), lines, changes }
}

/** BW-30..32: the GM sets off an explosion at a point on the active map. */
export function resolveBwExplosionRequest(
  campaign: BwCampaign,
  r: BwExplosionRequest,
  dice: Dice,
): RolledRequest {
  const map = Object.hasOwn(campaign.maps, campaign.activeMapId)
    ? campaign.maps[campaign.activeMapId]
    : undefined
  if (!map || map.kind !== 'gridless') {
    throw new RollRefused('Explosions go off on a gridless battlefield: open one first.')
  }
  const expr = parseBwDice(r.damage)
  if (expr.dice.length === 0) throw new RollRefused('An explosion needs dice, such as 3d10.')
  const options = bwOptionsOf(campaign)
  const blast = explodeAt(
    campaign,
    map,
    r.at,
    { damage: expr.dice, damageBonus: expr.bonus, incendiary: r.incendiary },
    dice,
    options,
  )
  const what = r.label ?? 'Explosion'
  const total = blast.faces.reduce((s, f) => s + f, 0) + expr.bonus
  return {
    outcome: openRoll({
      who: what,
      what: `Explosion ${r.damage}`,
      total,
      outcome: blast.lines.length ? `${blast.lines.length} caught` : 'nobody caught',
      detail: [`rolled ${blast.faces.join(', ')}`, ...blast.lines].join('; '),
    }),
    changes: blast.changes,
    label: `${what}: ${r.damage} at ${formatInches(r.at.x)}, ${formatInches(r.at.y)}`,
  }
}

/**
 * BW-33..35, BW-Q16..22: one fire tick of a burning unit: it takes its Burn Level in fire dice,
 * neighbours take the same roll less a die per inch, each against its Armor; then its new Burn
 * Level (and, under `bw.fireSpreads`, neighbours that catch).
 */
export function resolveBwFireTick(
  campaign: BwCampaign,
  tokenId: string,
  dice: Dice,
): RolledRequest {
  const u = requireUnit(campaign, tokenId)
  if (u.state.burnLevel === 0) throw new RollRefused(`${u.token.name} is not on fire.`)
  if (u.state.destroyed) throw new RollRefused(`${u.token.name} is already destroyed.`)
  const map = boardOf(campaign, u.token)
  const options = bwOptionsOf(campaign)
  const others = unitsOnMap(campaign, map.id).filter((o) => o.token.id !== u.token.id)
  const byId = new Map(others.map((o) => [o.token.id, o]))
  const near = unitsNearBurning(
    { id: u.token.id, ...u.placed },
    others.map((o) => ({ id: o.token.id, at: o.placed.at, base: o.placed.base })),
    u.state.burnLevel,
    options.fireBand,
  )
  const maxBurn = maxBurnOf(u.sheet, options.defaultMaxBurn)
  const tick = fireTick(
    dice,
    { name: u.token.name, burnLevel: u.state.burnLevel, maxBurnLevel: maxBurn },
    near.map((n) => {
      const o = byId.get(n.id)!
      return {
        id: n.id,
        diceLost: n.diceLost,
        flammable: o.sheet.flammable,
        burnLevel: o.state.burnLevel,
      }
    }),
    options,
  )
  const changes: StateChange[] = []
  const self = damageUnit(dice, u, u.state, tick.damage, options)
  changes.push(stateChange(u.token.id, { ...self.state, burnLevel: tick.burnLevel }))
  const lines = [`${u.token.name}: ${tick.faces.join(' + ')} = ${self.words}`]
  for (let i = 0; i < tick.neighbours.length; i++) {
    const n = tick.neighbours[i]!
    const o = byId.get(n.id)!
    // unitsNearBurning lists only neighbours that keep a die at least, so each takes damage.
    const dist = formatInches(near[i]!.distance)
    const hit = damageUnit(dice, o, o.state, n.damage, options)
    const state = n.ignites ? { ...hit.state, burnLevel: 1 } : hit.state
    if (state !== o.state) changes.push(stateChange(o.token.id, state))
    lines.push(
      `${o.token.name} at ${dist}: ${n.dice.join(' + ')} = ${hit.words}${n.ignites ? ', catches fire' : ''}`,
    )
  }
  const after = tick.out ? 'the fire goes out' : `Burn Level ${tick.burnLevel}`
  return {
    outcome: openRoll({
      who: u.token.name,
      what: `Fire (Burn Level ${u.state.burnLevel})`,
      total: tick.damage,
      outcome: after,
      detail: lines.join('; '),
    }),
    changes,
    label: `${u.token.name} burns: ${after}`,
  }
}
