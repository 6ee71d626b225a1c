/**
 * Painting a square board's dungeon features (OTHER-SYSTEMS B.8) into a canvas: doors,
 * windows, portcullises and secret doors on edges; chests and other containers, item piles and
 * exits on squares; and, for the GM only, the hidden layer (trap ✕, lurking monster's eye, note
 * pin). Pure functions of the map's feature data, the square's side in map units and the centre of
 * a square: the same code paints the GM's full map and the players' projected one. The projector
 * never paints a lock, a GM-only container, a closed secret door or anything hidden, whatever the
 * data holds (defence in depth: the projection already leaves them out).
 */
import type { Container, Door, HiddenEntry, MapExit, MapItem } from '../../../shared/model'

export type FeatureAudience = 'gm' | 'projector'
export type Point = { x: number; y: number }

/** Where squares are: the side of one in map units, and the centre of square (x, y). */
export interface SquareGeometry {
  side: number
  centre: (x: number, y: number) => Point
}

/** What the painters read: a SquareMapDef's feature layers, or a players' map's (fewer fields). */
export interface PaintableFeatures {
  doors?: Record<string, Pick<Door, 'kind' | 'open'> & { locked?: boolean }>
  containers?: Record<
    string,
    Pick<Container, 'at' | 'name' | 'kind' | 'open'> & { locked?: boolean; gmOnly?: boolean }
  >
  items?: Record<string, Partial<Pick<MapItem, 'name' | 'count'>>[]>
  exits?: Record<string, Pick<MapExit, 'name' | 'kind'>>
  hidden?: Record<string, Pick<HiddenEntry, 'kind' | 'text' | 'sprung'>[]>
}

export const FEATURE_COLOURS = {
  wood: '#b0793f',
  ink: '#2b1d0e',
  window: '#9ad1f5',
  iron: '#8d99ae',
  secret: '#c77dff',
  lock: '#ffd166',
  item: '#d9c39a',
  exit: '#e8e1cf',
  trap: '#e63946',
  monster: '#c77dff',
  note: '#ffd166',
} as const

function parseKey(key: string): number[] | null {
  const parts = key.split(',').map(Number)
  return parts.every(Number.isInteger) ? parts : null
}

/** An edge's two ends and whether it runs east-west (a north side) or north-south (a west side). */
export function edgeEnds(
  key: string,
  g: SquareGeometry,
): { a: Point; b: Point; ns: boolean } | null {
  const k = parseKey(key)
  if (!k || k.length !== 3) return null
  const [x, y, side] = k as [number, number, number]
  const c = g.centre(x, y)
  const h = g.side / 2
  return side === 0
    ? { a: { x: c.x - h, y: c.y - h }, b: { x: c.x + h, y: c.y - h }, ns: false }
    : { a: { x: c.x - h, y: c.y - h }, b: { x: c.x - h, y: c.y + h }, ns: true }
}

function squareCentre(key: string, g: SquareGeometry): Point | null {
  const k = parseKey(key)
  return k && k.length === 2 ? g.centre(k[0]!, k[1]!) : null
}

/** A small padlock centred on `p`, `size` map units tall. */
export function paintLock(ctx: CanvasRenderingContext2D, p: Point, size: number): void {
  const w = size * 0.7
  ctx.beginPath()
  ctx.arc(p.x, p.y - size * 0.1, w * 0.32, Math.PI, 0)
  ctx.strokeStyle = FEATURE_COLOURS.lock
  ctx.lineWidth = size * 0.12
  ctx.stroke()
  ctx.fillStyle = FEATURE_COLOURS.lock
  ctx.fillRect(p.x - w / 2, p.y - size * 0.1, w, size * 0.55)
}

/**
 * A door on its edge: a thick bar in the edge's middle when closed, a leaf swung into the square
 * south or east of the edge when open; a window is a thin pale pane, a portcullis a row of bars,
 * a secret door dashed (the GM's only, until it stands open). A locked one shows a lock to the GM.
 */
export function paintDoor(
  ctx: CanvasRenderingContext2D,
  key: string,
  door: NonNullable<PaintableFeatures['doors']>[string],
  g: SquareGeometry,
  audience: FeatureAudience,
): boolean {
  if (audience === 'projector' && door.kind === 'secret' && !door.open) return false
  const e = edgeEnds(key, g)
  if (!e) return false
  const s = g.side
  const mid = { x: (e.a.x + e.b.x) / 2, y: (e.a.y + e.b.y) / 2 }
  const half = s * 0.3
  // Along the edge (u) and across it, into the square the key names (v).
  const u = e.ns ? { x: 0, y: 1 } : { x: 1, y: 0 }
  const v = e.ns ? { x: 1, y: 0 } : { x: 0, y: 1 }
  const hinge = { x: mid.x - u.x * half, y: mid.y - u.y * half }
  const colour =
    door.kind === 'window'
      ? FEATURE_COLOURS.window
      : door.kind === 'portcullis'
        ? FEATURE_COLOURS.iron
        : door.kind === 'secret'
          ? FEATURE_COLOURS.secret
          : FEATURE_COLOURS.wood
  ctx.lineCap = 'butt'
  ctx.setLineDash(door.kind === 'secret' ? [s * 0.08, s * 0.06] : [])
  ctx.strokeStyle = colour
  ctx.beginPath()
  if (door.open) {
    // The leaf swung a quarter turn about its hinge, with the arc it swept.
    ctx.lineWidth = s * 0.06
    ctx.moveTo(hinge.x, hinge.y)
    ctx.lineTo(hinge.x + v.x * half * 2, hinge.y + v.y * half * 2)
    ctx.stroke()
    ctx.beginPath()
    ctx.lineWidth = s * 0.02
    const start = Math.atan2(u.y, u.x)
    ctx.arc(hinge.x, hinge.y, half * 2, start, start + (Math.PI / 2) * (e.ns ? -1 : 1), e.ns)
    ctx.stroke()
  } else if (door.kind === 'portcullis') {
    ctx.lineWidth = s * 0.04
    ctx.moveTo(mid.x - u.x * half, mid.y - u.y * half)
    ctx.lineTo(mid.x + u.x * half, mid.y + u.y * half)
    for (let i = -2; i <= 2; i++) {
      const p = { x: mid.x + u.x * half * (i / 2.5), y: mid.y + u.y * half * (i / 2.5) }
      ctx.moveTo(p.x - v.x * s * 0.08, p.y - v.y * s * 0.08)
      ctx.lineTo(p.x + v.x * s * 0.08, p.y + v.y * s * 0.08)
    }
    ctx.stroke()
  } else {
    ctx.lineWidth = door.kind === 'window' ? s * 0.08 : s * 0.14
    ctx.moveTo(mid.x - u.x * half, mid.y - u.y * half)
    ctx.lineTo(mid.x + u.x * half, mid.y + u.y * half)
    ctx.stroke()
  }
  ctx.setLineDash([])
  if (audience === 'gm' && door.locked)
    paintLock(ctx, { x: mid.x + v.x * s * 0.18, y: mid.y + v.y * s * 0.18 }, s * 0.22)
  return true
}

/** A chest glyph on its square (lid raised when open); dashed when GM-only; a lock for the GM. */
export function paintContainer(
  ctx: CanvasRenderingContext2D,
  box: NonNullable<PaintableFeatures['containers']>[string],
  g: SquareGeometry,
  audience: FeatureAudience,
): boolean {
  if (audience === 'projector' && box.gmOnly) return false
  const c = squareCentre(box.at, g)
  if (!c) return false
  const s = g.side
  const w = s * 0.5
  const h = s * 0.3
  const top = c.y - h / 2 + s * 0.05
  ctx.setLineDash(box.gmOnly ? [s * 0.05, s * 0.04] : [])
  ctx.fillStyle = FEATURE_COLOURS.wood
  ctx.strokeStyle = FEATURE_COLOURS.ink
  ctx.lineWidth = s * 0.03
  ctx.globalAlpha = box.gmOnly ? 0.6 : 1
  ctx.fillRect(c.x - w / 2, top, w, h)
  ctx.strokeRect(c.x - w / 2, top, w, h)
  ctx.beginPath()
  if (box.open) {
    // The lid tipped back above the body.
    ctx.moveTo(c.x - w / 2, top)
    ctx.lineTo(c.x - w / 2 + w * 0.15, top - h * 0.7)
    ctx.lineTo(c.x + w / 2 + w * 0.15, top - h * 0.7)
    ctx.lineTo(c.x + w / 2, top)
  } else {
    ctx.moveTo(c.x - w / 2, top + h * 0.35)
    ctx.lineTo(c.x + w / 2, top + h * 0.35)
  }
  ctx.stroke()
  ctx.globalAlpha = 1
  ctx.setLineDash([])
  if (audience === 'gm' && box.locked) paintLock(ctx, { x: c.x, y: top + h * 0.6 }, s * 0.2)
  return true
}

/** A small bag in the square's lower right corner with how many things lie there. */
export function paintItemPile(
  ctx: CanvasRenderingContext2D,
  key: string,
  pile: readonly Pick<MapItem, 'count'>[],
  g: SquareGeometry,
): boolean {
  const c = squareCentre(key, g)
  if (!c || pile.length === 0) return false
  const s = g.side
  const p = { x: c.x + s * 0.27, y: c.y + s * 0.27 }
  ctx.fillStyle = FEATURE_COLOURS.item
  ctx.strokeStyle = FEATURE_COLOURS.ink
  ctx.lineWidth = s * 0.02
  ctx.beginPath()
  ctx.arc(p.x, p.y, s * 0.13, 0, Math.PI * 2)
  ctx.fill()
  ctx.stroke()
  const count = pile.reduce((n, i) => n + (i.count ?? 1), 0)
  ctx.fillStyle = FEATURE_COLOURS.ink
  ctx.font = `bold ${Math.round(s * 0.15)}px sans-serif`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText(count > 99 ? '99+' : String(count), p.x, p.y + s * 0.01)
  return true
}

/** A flight of stairs in the square and the exit's name under it. */
export function paintExit(
  ctx: CanvasRenderingContext2D,
  key: string,
  exit: Pick<MapExit, 'name'>,
  g: SquareGeometry,
): boolean {
  const c = squareCentre(key, g)
  if (!c) return false
  const s = g.side
  ctx.strokeStyle = FEATURE_COLOURS.exit
  ctx.lineWidth = s * 0.04
  ctx.beginPath()
  const step = s * 0.1
  let x = c.x - s * 0.25
  let y = c.y + s * 0.05
  ctx.moveTo(x, y)
  for (let i = 0; i < 4; i++) {
    y -= step
    ctx.lineTo(x, y)
    x += step * 1.25
    ctx.lineTo(x, y)
  }
  ctx.stroke()
  ctx.fillStyle = FEATURE_COLOURS.exit
  ctx.font = `${Math.round(s * 0.16)}px sans-serif`
  ctx.textAlign = 'center'
  ctx.textBaseline = 'top'
  ctx.fillText(
    exit.name.length > 18 ? `${exit.name.slice(0, 17)}…` : exit.name,
    c.x,
    c.y + s * 0.18,
  )
  return true
}

/** Where the i-th hidden glyph of a square sits: along its top, left to right. */
export function hiddenGlyphCentre(c: Point, i: number, side: number): Point {
  return {
    x: c.x - side * 0.32 + (i % 4) * side * 0.21,
    y: c.y - side * 0.3 + Math.floor(i / 4) * side * 0.21,
  }
}

/** The GM's hidden layer on a square: a red ✕ for a trap (faint once sprung), an eye, a pin. */
export function paintHidden(
  ctx: CanvasRenderingContext2D,
  key: string,
  entries: readonly Pick<HiddenEntry, 'kind' | 'sprung'>[],
  g: SquareGeometry,
  audience: FeatureAudience,
): boolean {
  if (audience !== 'gm') return false
  const c = squareCentre(key, g)
  if (!c || entries.length === 0) return false
  const r = g.side * 0.08
  entries.forEach((entry, i) => {
    const p = hiddenGlyphCentre(c, i, g.side)
    ctx.beginPath()
    ctx.lineWidth = g.side * 0.035
    if (entry.kind === 'trap') {
      ctx.globalAlpha = entry.sprung ? 0.4 : 1
      ctx.strokeStyle = FEATURE_COLOURS.trap
      ctx.moveTo(p.x - r, p.y - r)
      ctx.lineTo(p.x + r, p.y + r)
      ctx.moveTo(p.x + r, p.y - r)
      ctx.lineTo(p.x - r, p.y + r)
      ctx.stroke()
      ctx.globalAlpha = 1
    } else if (entry.kind === 'monster') {
      ctx.strokeStyle = FEATURE_COLOURS.monster
      ctx.ellipse(p.x, p.y, r * 1.2, r * 0.7, 0, 0, Math.PI * 2)
      ctx.stroke()
      ctx.beginPath()
      ctx.fillStyle = FEATURE_COLOURS.monster
      ctx.arc(p.x, p.y, r * 0.4, 0, Math.PI * 2)
      ctx.fill()
    } else {
      ctx.fillStyle = FEATURE_COLOURS.note
      ctx.strokeStyle = FEATURE_COLOURS.note
      ctx.arc(p.x, p.y - r * 0.4, r * 0.6, 0, Math.PI * 2)
      ctx.fill()
      ctx.beginPath()
      ctx.moveTo(p.x, p.y)
      ctx.lineTo(p.x, p.y + r)
      ctx.stroke()
    }
  })
  return true
}

/** Every feature of a map, in drawing order: items, containers, exits, doors, hidden layer. */
export function paintFeatures(
  ctx: CanvasRenderingContext2D,
  map: PaintableFeatures,
  g: SquareGeometry,
  audience: FeatureAudience,
): void {
  ctx.save()
  for (const [key, pile] of Object.entries(map.items ?? {})) paintItemPile(ctx, key, pile, g)
  for (const box of Object.values(map.containers ?? {})) paintContainer(ctx, box, g, audience)
  for (const [key, exit] of Object.entries(map.exits ?? {})) paintExit(ctx, key, exit, g)
  for (const [key, door] of Object.entries(map.doors ?? {})) paintDoor(ctx, key, door, g, audience)
  if (audience === 'gm')
    for (const [key, list] of Object.entries(map.hidden ?? {}))
      paintHidden(ctx, key, list, g, audience)
  ctx.restore()
}

/**
 * Whether paintFeatures could paint anything for `audience`: a board with no features needs no
 * layer of its own, which would cost a screenful of clearing and compositing every frame.
 */
export function hasFeatures(map: PaintableFeatures, audience: FeatureAudience): boolean {
  const any = (r: object | undefined) => !!r && Object.keys(r).length > 0
  return (
    any(map.items) ||
    any(map.containers) ||
    any(map.exits) ||
    any(map.doors) ||
    (audience === 'gm' && any(map.hidden))
  )
}

/** The hidden entry whose glyph is under `p` (map units), for the GM's tooltip; null: none. */
export function hiddenAt(
  map: Pick<PaintableFeatures, 'hidden'>,
  p: Point,
  g: SquareGeometry,
): { at: string; index: number; entry: Pick<HiddenEntry, 'kind' | 'text' | 'sprung'> } | null {
  const reach = g.side * 0.11
  for (const [key, list] of Object.entries(map.hidden ?? {})) {
    const c = squareCentre(key, g)
    if (!c || Math.abs(p.x - c.x) > g.side || Math.abs(p.y - c.y) > g.side) continue
    for (let i = 0; i < list.length; i++) {
      const q = hiddenGlyphCentre(c, i, g.side)
      if (Math.hypot(p.x - q.x, p.y - q.y) <= reach) return { at: key, index: i, entry: list[i]! }
    }
  }
  return null
}
