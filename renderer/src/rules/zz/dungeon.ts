/**
 * What a ZZ figure can reach on a square board for the dungeon actions (ZZ-14..16): the doors on
 * the sides of its square, containers and item piles on its square or a next one. Adjacent means
 * one step in any of the eight directions (or the same square), not through a wall or a shut door
 * (main refuses those too, ZZ-14..16).
 */
import type { Campaign, Token } from '../../../../shared/model'
import type { Container, Door, MapItem } from '../../../../shared/model/map-features'
import type { SquareMapDef } from '../../../../shared/model'
import { zzWalledOff } from '../../../../shared/rules/zz/engine/board-steps'

export interface ReachableDoor {
  edge: string
  door: Door
  /** "north door", "the Vault door (east)". */
  label: string
}
export interface ReachablePile {
  at: string
  item: MapItem
}

interface SquareFeatures {
  kind?: string
  doors?: Record<string, Door>
  containers?: Record<string, Container>
  items?: Record<string, MapItem[]>
}

function mapOf(c: Campaign, t: Token): SquareFeatures | null {
  const m = (c.maps as Record<string, unknown>)[t.mapId] as SquareFeatures | undefined
  return m && m.kind === 'square' ? m : null
}
function near(m: SquareFeatures, t: Token, key: string): boolean {
  const [x, y] = key.split(',').map(Number) as [number, number]
  if (Math.abs(x - t.hex.q) > 1 || Math.abs(y - t.hex.r) > 1) return false
  return !zzWalledOff(m as SquareMapDef, { x: t.hex.q, y: t.hex.r }, { x, y })
}

/** ZZ-15: the doors on the four sides of the figure's square. */
export function doorsBeside(c: Campaign, t: Token): ReachableDoor[] {
  const m = mapOf(c, t)
  if (!m?.doors) return []
  const { q: x, r: y } = t.hex
  const sides: [string, string][] = [
    [`${x},${y},0`, 'north'],
    [`${x},${y},1`, 'west'],
    [`${x},${y + 1},0`, 'south'],
    [`${x + 1},${y},1`, 'east'],
  ]
  return sides.flatMap(([edge, side]) => {
    const door = m.doors?.[edge]
    if (!door) return []
    const label = `${door.name ?? door.kind} (${side})`
    return [{ edge, door, label }]
  })
}

/** ZZ-14/15: containers on the figure's square or a next one. */
export function containersBeside(c: Campaign, t: Token): Container[] {
  const m = mapOf(c, t)
  return m ? Object.values(m.containers ?? {}).filter((k) => near(m, t, k.at)) : []
}

/** ZZ-16: items lying on the figure's square or a next one. */
export function itemsBeside(c: Campaign, t: Token): ReachablePile[] {
  const m = mapOf(c, t)
  if (!m) return []
  return Object.entries(m.items ?? {}).flatMap(([at, list]) =>
    near(m, t, at) ? list.map((item) => ({ at, item })) : [],
  )
}

/** Two figures on squares next to each other, no wall between (ZZ-09, ZZ-14). */
export function adjacent(c: Campaign, a: Token, b: Token): boolean {
  const m = mapOf(c, a)
  return a.mapId === b.mapId && a.id !== b.id && !!m && near(m, a, `${b.hex.q},${b.hex.r}`)
}
