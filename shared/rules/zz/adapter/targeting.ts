/**
 * Who an attacker can hit and how, on the square board (OTHER-SYSTEMS.md B.2/B.3, B.8; seed 003,
 * "Attack" and "Specialty Attacks"): the distance by the table's metric (ZZ-27, F-ZZ-5), a clear
 * line of attack with every figure seen from the attacker's side (ZZ-28), whether the attacker
 * stands at the target's back (ZZ-29/39, ZZ-Q12/Q27) and whether the target is Flanked (ZZ-40,
 * ZZ-Q11), so the re-rolls the attack gets (ZZ-41) come with their reason in words.
 */
import {
  backArc,
  flanked,
  footprintGap,
  lineOfAttack,
  squareFootprint,
  squareFootprintSide,
  squareGridOf,
  type FlankOpponent,
  type LineOfAttack,
  type SquareDisposition,
} from '../../../geometry/square'
import type { SquareMapDef } from '../../../model'
import { zzWeaponRange } from '../engine/attack-rules'
import type { ZzDisposition } from '../engine/model'
import type { ZzOptions } from '../engine/options'
import { zzNearest, type ZzActor } from './ruleset-rolls-lookup'
import type { ZzCampaign, ZzToken } from './types'

/** What the board says about one attack. */
export interface ZzTargeting {
  distance: number
  line: LineOfAttack
  /** The figure or thing in the way, in words ("the goblin Mondo at 3,4"); null when clear. */
  blocker: string | null
  fromBack: boolean
  flanked: boolean
  rerolls: 0 | 1 | 2
  /** Why the re-rolls, in words; empty when none. */
  why: string[]
}

/** B.8: how a figure stands towards the Heroes: in play, else its sheet's, else PCs friendly and monsters hostile. */
export function zzDispositionOf(campaign: ZzCampaign, token: ZzToken): ZzDisposition | null {
  if (token.kind === 'object') return 'neutral'
  if (token.instance?.disposition) return token.instance.disposition
  const sid = token.npcId ?? token.pcId
  const book = token.npcId !== undefined ? campaign.npcs : campaign.pcs
  const sheet = sid !== undefined && Object.hasOwn(book, sid) ? book[sid] : undefined
  if (sheet?.disposition) return sheet.disposition
  return token.kind === 'pc' ? 'friendly' : token.kind === 'npc' ? 'hostile' : null
}

/** ZZ-24/28: how `other` stands as seen by `viewer`: same side friendly, a neutral either way neutral, else hostile. */
export function relativeDisposition(
  viewer: ZzDisposition | null,
  other: ZzDisposition | null,
): SquareDisposition {
  if (viewer === other) return 'friendly'
  if (viewer === 'neutral' || other === 'neutral' || viewer === null || other === null)
    return 'neutral'
  return 'hostile'
}

/** The figures standing on a board (dead ones lie flat and block nothing). */
export function figuresOn(campaign: ZzCampaign, map: SquareMapDef): ZzToken[] {
  return Object.values(campaign.tokens).filter(
    (t) => t.mapId === map.id && !t.instance?.statuses.includes('dead'),
  )
}

/** ZZ-28: who stands on a square, as seen by `viewer`, for the line of attack. */
export function occupancyFor(
  campaign: ZzCampaign,
  map: SquareMapDef,
  viewer: ZzToken,
  /** The target: its own squares never stand in the way of a shot at it. */
  except?: string,
): (x: number, y: number) => SquareDisposition | undefined {
  const mine = zzDispositionOf(campaign, viewer)
  const at = new Map<string, ZzToken>()
  for (const t of figuresOn(campaign, map)) {
    if (t.id === viewer.id || t.id === except) continue
    // A Large or Giant figure stands in the way on every square of its footprint.
    for (const c of squareFootprint({ x: t.hex.q, y: t.hex.r }, t.size)) at.set(`${c.x},${c.y}`, t)
  }
  return (x, y) => {
    const t = at.get(`${x},${y}`)
    return t ? relativeDisposition(mine, zzDispositionOf(campaign, t)) : undefined
  }
}

/** ZZ-28 in words: what is in the way. */
function blockerText(campaign: ZzCampaign, map: SquareMapDef, line: LineOfAttack): string | null {
  if (line.clear) return null
  const where = `${line.at.x},${line.at.y}`
  if (line.blockedBy === 'wall') return `a wall or a shut door by square ${where}`
  if (line.blockedBy === 'obstruction') return `an obstruction on square ${where}`
  const who = figuresOn(campaign, map).find((t) =>
    squareFootprint({ x: t.hex.q, y: t.hex.r }, t.size).some(
      (c) => c.x === line.at.x && c.y === line.at.y,
    ),
  )
  return who
    ? `${who.name} (${line.disposition}) on square ${where}`
    : `a figure on square ${where}`
}

/**
 * The reach of what a figure holds now (ZZ-27; ZZ-40/Q11 "its current weapon range"): its longest
 * held weapon (melee only for a Finish, ZZ-09), else Unarmed 1.
 */
export function heldRange(actor: Pick<ZzActor, 'sheet' | 'inst'>, meleeOnly = true): number {
  let range = 1
  for (const id of actor.inst.gear.hands) {
    const w = id === null ? undefined : actor.sheet.weapons.find((x) => x.id === id)
    if (w && (!meleeOnly || w.kind === 'melee'))
      range = Math.max(range, zzWeaponRange(actor.sheet, w))
  }
  return range
}

/**
 * ZZ-27..29, ZZ-39..41, ZZ-Q10..12, ZZ-Q27: distance, line of attack, back and flank for an attack
 * of `attacker` (reaching `range`) on `target`; `opponents` are the target's other foes with the
 * range they hold now (the attacker is added here).
 */
export function zzTargeting(
  campaign: ZzCampaign,
  map: SquareMapDef,
  attacker: ZzActor,
  target: ZzActor,
  range: number,
  opponents: readonly { token: ZzToken; range: number }[],
  options: ZzOptions,
): ZzTargeting {
  // A Large or Giant figure reaches and is reached from the nearest square of its footprint.
  const near = zzNearest(attacker, target, options)
  const distance = near.spaces
  const line = lineOfAttack(
    squareGridOf(map),
    near.from,
    near.to,
    occupancyFor(campaign, map, attacker.token, target.token.id),
  )
  const tripped = target.inst.statuses.includes('tripped')
  const heading = target.token.heading ?? 0
  const fromBack =
    (options.trippedExposesBack && tripped) ||
    backArc(target.at, heading, attacker.at, options.backArc)
  const attackedBy = target.inst.attackedBy
  // ZZ-40 "within range of multiple opponents" (seed 003 L61): like reach, measured between the
  // nearest squares of the footprints, so a Large target is in range from any side it shows.
  const foes: FlankOpponent[] = [
    {
      id: attacker.token.id,
      at: attacker.at,
      range,
      attackedSinceTargetTurn: attackedBy.includes(attacker.token.id),
      side: squareFootprintSide(attacker.token.size),
    },
    ...opponents
      .filter((o) => o.token.id !== attacker.token.id)
      .map((o) => ({
        id: o.token.id,
        at: { x: o.token.hex.q, y: o.token.hex.r },
        range: o.range,
        attackedSinceTargetTurn: attackedBy.includes(o.token.id),
        side: squareFootprintSide(o.token.size),
      })),
  ]
  const targetSide = squareFootprintSide(target.token.size)
  const isFlanked = flanked(target.at, foes, attacker.token.id, options, targetSide)
  const why: string[] = []
  const t = target.figure.name
  if (fromBack) {
    why.push(
      tripped && options.trippedExposesBack
        ? `Back Attack: ${t} is Tripped, every side is its back`
        : `Back Attack: from behind ${t}`,
    )
  }
  if (isFlanked) {
    const others = foes
      .filter(
        (o) =>
          o.id !== attacker.token.id &&
          footprintGap(o.at, o.side ?? 1, target.at, targetSide, options.metric) <= o.range,
      )
      .map((o) => opponents.find((x) => x.token.id === o.id)?.token.name ?? o.id)
    why.push(`Flank Attack: ${t} is flanked by ${[attacker.figure.name, ...others].join(' and ')}`)
  }
  return {
    distance,
    line,
    blocker: blockerText(campaign, map, line),
    fromBack,
    flanked: isFlanked,
    rerolls: fromBack && isFlanked ? 2 : fromBack || isFlanked ? 1 : 0,
    why,
  }
}

/** ZZ-40: the target's foes on its board (not Down, Unconscious or dead), each with the range it holds now. */
export function opponentsOf(
  campaign: ZzCampaign,
  map: SquareMapDef,
  target: ZzActor,
  actorOf: (id: string) => ZzActor | null,
): { token: ZzToken; range: number }[] {
  const mine = zzDispositionOf(campaign, target.token)
  const out: { token: ZzToken; range: number }[] = []
  for (const t of figuresOn(campaign, map)) {
    if (t.id === target.token.id) continue
    if (relativeDisposition(mine, zzDispositionOf(campaign, t)) !== 'hostile') continue
    const a = actorOf(t.id)
    if (!a || a.inst.statuses.some((s) => s === 'down' || s === 'unconscious')) continue
    out.push({ token: t, range: heldRange(a, false) })
  }
  return out
}
