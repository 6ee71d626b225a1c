/**
 * A seeded synthetic battlemap for the map bench: 200 x 200 pointy hexes with ~15% terrain in
 * clumps, wall runs with some Cover, fog with about half the map revealed in rounded rooms, 300
 * tokens of mixed sizes, and a 4096 px background painted into a canvas. Same seed, same map.
 */
import { cellAtOffset } from '../../../shared/geometry/layout'
import {
  HEX_DIRECTIONS,
  edgeKey,
  hexAdd,
  hexEdge,
  hexKey,
  hexRange,
  hexInRect,
  offsetToHex,
  type Hex,
} from '../../../shared/geometry/hex'
import type { EdgeKind, TerrainKind } from '../../../shared/model'
import type { MapToken } from '../board/token-look'
import type { LayerMap } from '../board/layers'

/** mulberry32: a tiny deterministic generator, so every run draws the same map. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type BenchMap = LayerMap & { id: string; name: string; metresPerHex: number }

const KINDS: TerrainKind[] = ['difficult', 'difficult', 'water', 'dangerous', 'climb', 'dig']
const NAMES = ['Vaka', 'Orin', 'Mira', 'Sentinel', 'Hound', 'Crate', 'Drone', 'Scout', 'Warden']
const COLOURS = ['#8a7a5c', '#4f7cac', '#a84f5b', '#5c8a6b', '#8b6bb3', '#b3873d', '#5d6b80']

export function syntheticMap(cols = 200, rows = 200, seed = 7): BenchMap {
  const rnd = seededRandom(seed)
  // Walls and hills are counted for 200 x 200; a smaller map gets proportionally fewer.
  const few = (count: number) => Math.max(2, Math.round((count * cols * rows) / 40000))
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T
  const randomHex = (): Hex =>
    offsetToHex(Math.floor(rnd() * cols), Math.floor(rnd() * rows), 'pointy')
  const onMap = (h: Hex) => hexInRect(h, cols, rows, 'pointy')

  const terrain: NonNullable<LayerMap['terrain']> = {}
  const target = Math.round(cols * rows * 0.15)
  let painted = 0
  while (painted < target) {
    const kind = pick(KINDS)
    for (const h of hexRange(randomHex(), 1 + Math.floor(rnd() * 4))) {
      const key = hexKey(h)
      if (!onMap(h) || terrain[key] || rnd() < 0.2) continue
      terrain[key] = { kind }
      painted++
    }
  }
  // Hills: elevation on about 2% of the map, some of it on painted terrain.
  for (let i = 0; i < few(60); i++) {
    const top = 1 + Math.floor(rnd() * 3)
    for (const h of hexRange(randomHex(), 2)) {
      if (!onMap(h)) continue
      const key = hexKey(h)
      terrain[key] = { kind: terrain[key]?.kind ?? 'normal', elevation: top }
    }
  }

  const edges: Record<string, EdgeKind> = {}
  for (let i = 0; i < few(320); i++) {
    const kind: EdgeKind = rnd() < 0.15 ? 'cover' : 'wall'
    const dir = Math.floor(rnd() * 6)
    const side = (dir + 2) % 6
    let h = randomHex()
    const length = 4 + Math.floor(rnd() * 10)
    for (let s = 0; s < length && onMap(h); s++) {
      edges[edgeKey(hexEdge(h, side))] = kind
      if (rnd() < 0.2) edges[edgeKey(hexEdge(h, (side + 1) % 6))] = kind
      h = hexAdd(h, HEX_DIRECTIONS[dir] as Hex)
    }
  }

  const revealed: Record<string, 1> = {}
  let shown = 0
  while (shown < cols * rows * 0.5) {
    for (const h of hexRange(randomHex(), 3 + Math.floor(rnd() * 10))) {
      const key = hexKey(h)
      if (!onMap(h) || revealed[key]) continue
      revealed[key] = 1
      shown++
    }
  }

  return {
    id: 'bench',
    name: 'Bench 200 x 200',
    orientation: 'pointy',
    cols,
    rows,
    metresPerHex: 1,
    terrain,
    edges,
    fog: { enabled: true, revealed },
  }
}

export function syntheticTokens(map: BenchMap, count = 300, seed = 11): MapToken[] {
  const rnd = seededRandom(seed)
  const taken = new Set<string>()
  const tokens: MapToken[] = []
  for (let i = 0; tokens.length < count && i < count * 20; i++) {
    const h = cellAtOffset(
      Math.floor(rnd() * map.cols),
      Math.floor(rnd() * map.rows),
      map.orientation,
    )
    const key = hexKey(h)
    if (taken.has(key)) continue
    taken.add(key)
    const roll = rnd()
    const size: MapToken['size'] =
      roll < 0.08
        ? 'tiny'
        : roll < 0.18
          ? 'small'
          : roll < 0.88
            ? 'medium'
            : roll < 0.96
              ? 'large'
              : 'giant'
    const n = tokens.length
    tokens.push({
      id: `t${n}`,
      name: `${NAMES[n % NAMES.length]} ${n}`,
      kind: n % 10 === 0 ? 'pc' : n % 7 === 0 ? 'object' : 'npc',
      hex: h,
      size,
      color: COLOURS[n % COLOURS.length] as string,
      gmOnly: n % 20 === 3,
      facing: Math.floor(rnd() * 6),
      speed: 6,
    })
  }
  return tokens
}

/**
 * A 4096 x 4096 "dungeon" picture: stone noise, flagstone lines, rooms, rubble and pools, so the
 * image is not one flat colour that a decoder or rasteriser could shortcut.
 */
export function paintBackground(size = 4096, seed = 3): HTMLCanvasElement {
  const rnd = seededRandom(seed)
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('no 2d context for the bench background')
  // Sizes and counts are for 4096 px; a smaller picture gets fewer, smaller features.
  const k = size / 4096
  const n = (count: number) => Math.max(1, Math.round(count * k * k))
  const g = ctx.createLinearGradient(0, 0, size, size)
  g.addColorStop(0, '#3b3a36')
  g.addColorStop(0.5, '#4a463e')
  g.addColorStop(1, '#2f3438')
  ctx.fillStyle = g
  ctx.fillRect(0, 0, size, size)
  // Speckle noise: small random rectangles in stone tones.
  for (let i = 0; i < n(60000); i++) {
    const v = 40 + Math.floor(rnd() * 60)
    ctx.fillStyle = `rgba(${v},${v - 4},${v - 10},0.5)`
    ctx.fillRect(rnd() * size, rnd() * size, 2 + rnd() * 10, 2 + rnd() * 10)
  }
  // Flagstones.
  ctx.strokeStyle = 'rgba(20,18,16,0.55)'
  ctx.lineWidth = 3
  ctx.beginPath()
  for (let y = 0; y < size; y += 64) {
    ctx.moveTo(0, y + rnd() * 6)
    ctx.lineTo(size, y + rnd() * 6)
    for (let x = (y / 64) % 2 ? 0 : 48; x < size; x += 96) {
      ctx.moveTo(x, y)
      ctx.lineTo(x + rnd() * 6, y + 64)
    }
  }
  ctx.stroke()
  // Rooms with thick walls, pools, rubble.
  for (let i = 0; i < n(70); i++) {
    const w = (120 + rnd() * 420) * Math.max(k, 0.5)
    const h = (120 + rnd() * 420) * Math.max(k, 0.5)
    const x = rnd() * (size - w)
    const y = rnd() * (size - h)
    ctx.fillStyle = `rgba(${90 + rnd() * 40},${80 + rnd() * 30},${60 + rnd() * 20},0.55)`
    ctx.fillRect(x, y, w, h)
    ctx.strokeStyle = '#1c1a17'
    ctx.lineWidth = 14
    ctx.strokeRect(x, y, w, h)
  }
  for (let i = 0; i < n(40); i++) {
    const r = (40 + rnd() * 160) * Math.max(k, 0.5)
    const grad = ctx.createRadialGradient(0, 0, r * 0.1, 0, 0, r)
    grad.addColorStop(0, 'rgba(40,90,140,0.85)')
    grad.addColorStop(1, 'rgba(40,90,140,0)')
    ctx.save()
    ctx.translate(rnd() * size, rnd() * size)
    ctx.fillStyle = grad
    ctx.beginPath()
    ctx.arc(0, 0, r, 0, Math.PI * 2)
    ctx.fill()
    ctx.restore()
  }
  ctx.fillStyle = 'rgba(25,22,20,0.8)'
  for (let i = 0; i < n(3000); i++) {
    ctx.beginPath()
    ctx.arc(rnd() * size, rnd() * size, 2 + rnd() * 9, 0, Math.PI * 2)
    ctx.fill()
  }
  return canvas
}
