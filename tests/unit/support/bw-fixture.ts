/**
 * A small BrikWars table for the adapter's tests: a gridless battlefield (72" x 48") with the
 * units and obstacles a test puts on it, built through the model's own new-campaign path.
 */
import { scriptedDice } from '../../../shared/dice'
import { newCampaign, type Campaign, type Token } from '../../../shared/model'
import type { Area, Obstacle } from '../../../shared/model/gridless'
import { beginCombat, startCombat } from '../../../shared/play/combat'
import { blankBwState, type BwState } from '../../../shared/rules/bw/engine/model'
import type { BwNpc } from '../../../shared/rules/bw/engine/library'

export const TROOPER: BwNpc = {
  id: 'trooper',
  name: 'Trooper',
  type: 'minifig',
  living: true,
  skillDie: 6,
  moveIn: 5,
  armor: 'd6',
  power: 1,
  areaDots: 4,
  flammable: false,
  base: { shape: 'round', diameterIn: 1 },
  weapons: [
    {
      name: 'Rifle',
      ur: 4,
      rangeIn: 10,
      damage: [{ n: 1, die: 6 }],
      damageBonus: 0,
      nearMiss: 'minifigRanged',
      closeCombat: false,
      incendiary: false,
    },
    {
      name: 'Bazooka',
      ur: 4,
      rangeIn: 20,
      damage: [{ n: 2, die: 10 }],
      damageBonus: 0,
      nearMiss: 'launcher',
      closeCombat: false,
      incendiary: false,
    },
  ],
}

export const HUT: BwNpc = {
  id: 'hut',
  name: 'Wooden hut',
  type: 'structure',
  living: false,
  skillDie: 6,
  moveIn: 0,
  armor: '12',
  power: 0,
  areaDots: 400,
  flammable: true,
  base: { shape: 'rect', widthIn: 4, depthIn: 4 },
  weapons: [],
}

/** A unit to place: its id, sheet, centre in inches and optional state. */
export interface Placing {
  id: string
  npc?: BwNpc
  x: number
  y: number
  state?: Partial<BwState>
  kind?: Token['kind']
}

/** A BW campaign with these units on its gridless map (and obstacles / areas). */
export function bwTable(
  units: readonly Placing[],
  extra: {
    obstacles?: Obstacle[]
    areas?: Area[]
    options?: Record<string, unknown>
  } = {},
): Campaign {
  const c = newCampaign({ id: 'bw-test', name: 'BW test', rulesetId: 'bw', board: 'gridless' })
  const map = c.maps['map-1']!
  if (map.kind === 'gridless') {
    if (extra.obstacles) map.obstacles = Object.fromEntries(extra.obstacles.map((o) => [o.id, o]))
    if (extra.areas) map.areas = Object.fromEntries(extra.areas.map((a) => [a.id, a]))
  }
  c.tableOptions = { ...(extra.options ?? {}) }
  for (const u of units) {
    const npc = u.npc ?? TROOPER
    c.npcs[npc.id] = npc as unknown as Campaign['npcs'][string]
    c.tokens[u.id] = {
      id: u.id,
      mapId: 'map-1',
      name: u.id,
      kind: u.kind ?? 'npc',
      hex: { q: Math.round(u.x * 2), r: Math.round(u.y * 2) },
      size: 'medium',
      color: '#888888',
      gmOnly: false,
      npcId: npc.id,
      speed: npc.moveIn,
      instance: { ...blankBwState(), ...u.state } as Record<string, unknown>,
    }
  }
  return c
}

/** The BW state of a token after `changes` (the last instance change for it), or its own. */
export function stateAfter(
  c: Campaign,
  changes: readonly { kind: string; tokenId?: string; instance?: unknown }[],
  id: string,
): BwState {
  const last = changes.filter((ch) => ch.kind === 'instance' && ch.tokenId === id).at(-1)
  return (last?.instance ?? c.tokens[id]!.instance) as BwState
}

/**
 * The fight of red1, blue1, red2 and blue2 (blue the players' side), started with no initiative
 * dice and begun with no one in an enemy's sight.
 */
export function beginBwFight(c: Campaign): Campaign {
  const entries = ['red1', 'blue1', 'red2', 'blue2'].map((tokenId) => ({
    tokenId,
    side: tokenId.startsWith('blue') ? 'blue' : 'red',
    hidden: false,
  }))
  const started = startCombat(
    c,
    { mapId: 'map-1', entries, coordinated: [] },
    scriptedDice({}),
    'f1',
  )
  return beginCombat(started.campaign, { inEnemySight: () => false }).campaign
}
