/**
 * What ZZ rolls look up in the campaign (OTHER-SYSTEMS.md B.8/B.9): the table's options, a token,
 * its stat block as the engine reads it (ZzFigure), its state in play, the square board it stands
 * on, and what is left of its turn in a running fight. Every miss is refused in words a GM reads.
 */
import { squareFootprint } from '../../../geometry/square'
import type { SquareMapDef, Token } from '../../../model'
import { RollRefused } from '../../ruleset'
import type { ZzLedger } from '../engine/economy'
import { freshZzInstance, type ZzInstance } from '../engine/instance'
import type { ZzFigure, ZzWeapon } from '../engine/model'
import type { ZzOptions } from '../engine/options'
import { zzFigureOf, zzRead } from './ruleset-combat-being'
import type { ZzSheet } from '../engine/sheet-schema'
import type { ZzCampaign, ZzToken } from './types'

export { zzFigureOf }

/** A figure on the board with everything a rule reads. */
export interface ZzActor {
  token: ZzToken
  sheet: ZzSheet
  figure: ZzFigure
  inst: ZzInstance
  at: { x: number; y: number }
}

/** The token a request names, or refused. */
export function zzTokenOf(campaign: ZzCampaign, id: string): ZzToken {
  const token = zzRead.token(campaign, id)
  if (!token) throw new RollRefused(`There is no figure with the id "${id}" on any map.`)
  return token
}

/** The ZZ sheet a token stands for (its NPC when it names one, else its PC), or refused. */
export function zzSheetOfToken(campaign: ZzCampaign, token: ZzToken): ZzSheet {
  const sid = token.npcId ?? token.pcId
  const book = token.npcId !== undefined ? campaign.npcs : campaign.pcs
  const sheet = sid !== undefined && Object.hasOwn(book, sid) ? book[sid] : undefined
  if (sheet === undefined)
    throw new RollRefused(
      `${token.name} has no stat block. Link it to a monster or Hero from the library first.`,
    )
  return { ...sheet, name: token.name }
}

/** A token as an actor: sheet, figure, state (fresh from the sheet when it has none yet), square. */
export function zzActorOf(campaign: ZzCampaign, id: string): ZzActor {
  const token = zzTokenOf(campaign, id)
  const sheet = zzSheetOfToken(campaign, token)
  const inst = token.instance ?? freshZzInstance(sheet)
  return { token, sheet, figure: zzFigureOf(sheet), inst, at: { x: token.hex.q, y: token.hex.r } }
}

/** The square board a token stands on, or refused. */
export function zzBoardOf(campaign: ZzCampaign, token: Token): SquareMapDef {
  const map = Object.hasOwn(campaign.maps, token.mapId) ? campaign.maps[token.mapId] : undefined
  if (!map) throw new RollRefused(`${token.name} is on no map.`)
  if (map.kind !== 'square')
    throw new RollRefused(`${token.name} is on a hex map; ZZ plays on square boards.`)
  return map
}

/** Two figures on the same board, or refused. */
export function sameBoard(campaign: ZzCampaign, a: Token, b: Token): SquareMapDef {
  const map = zzBoardOf(campaign, a)
  if (b.mapId !== a.mapId) throw new RollRefused(`${b.name} is not on the same map as ${a.name}.`)
  return map
}

/** A weapon of the sheet (a ZzWeapon), or null for Unarmed; refused when the sheet has none by that id. */
export function zzWeaponOf(actor: ZzActor, weaponId: string): ZzWeapon | null {
  if (weaponId === 'unarmed') return null
  const w = actor.sheet.weapons.find((x) => x.id === weaponId)
  if (!w) throw new RollRefused(`${actor.figure.name} has no weapon "${weaponId}" on its sheet.`)
  return w
}

/** The fight's running and this token fights in it: then actions are paid for. */
export function combatantOf(campaign: ZzCampaign, tokenId: string) {
  const fight = campaign.combat
  if (!fight || fight.phase !== 'running') return null
  return fight.order.find((c) => c.tokenId === tokenId) ?? null
}

/**
 * ZZ-01..04: the actor's turn as the engine's ledger: in a running fight, the tracker's AP and
 * Move Points left; outside one, a full turn (nothing is paid for).
 */
export function zzLedgerOf(campaign: ZzCampaign, actor: ZzActor): ZzLedger {
  const c = combatantOf(campaign, actor.token.id)
  const left = (key: string, full: number) =>
    (c && Object.hasOwn(c.left, key) ? c.left[key] : undefined) ?? full
  return {
    name: actor.figure.name,
    ap: left('ap', 3),
    apSpent: 0,
    move: left('move', actor.figure.move),
    moveUsed: 0,
    mind: actor.inst.mind,
    running: c?.flags.includes('running') ?? false,
    down: actor.inst.statuses.includes('down'),
    moveCap: null,
    converted: 0,
    taken: {},
    talkRefusedBy: [],
  }
}

/** Run an engine rule, turning its thrown refusal into a RollRefused. */
export function refused<T>(run: () => T): T {
  try {
    return run()
  } catch (err) {
    if (err instanceof RollRefused) throw err
    if (err instanceof Error) throw new RollRefused(err.message)
    throw err
  }
}

/** Chebyshev-or-Manhattan adjacency to a square (distance ≤ 1 by the table's metric, ZZ-Q10). */
export function spaces(
  a: { x: number; y: number },
  b: { x: number; y: number },
  options: Pick<ZzOptions, 'metric'>,
): number {
  const dx = Math.abs(a.x - b.x)
  const dy = Math.abs(a.y - b.y)
  return options.metric === 'manhattan' ? dx + dy : Math.max(dx, dy)
}

/**
 * The nearest squares of two figures' footprints by the table's metric (a Large figure covers
 * 2 × 2 squares, a Giant one 3 × 3): reach, adjacency and the line of attack are measured between
 * them, so a big figure reaches from its edge.
 */
export function zzNearest(
  a: Pick<ZzActor, 'token' | 'at'>,
  b: Pick<ZzActor, 'token' | 'at'>,
  options: Pick<ZzOptions, 'metric'>,
): { from: { x: number; y: number }; to: { x: number; y: number }; spaces: number } {
  let best = { from: a.at, to: b.at, spaces: spaces(a.at, b.at, options) }
  for (const f of squareFootprint(a.at, a.token.size)) {
    for (const t of squareFootprint(b.at, b.token.size)) {
      const d = spaces(f, t, options)
      if (d < best.spaces) best = { from: f, to: t, spaces: d }
    }
  }
  return best
}
