/**
 * The same-run baseline for map.open: the same page (bench.html, the same bundle parsed), the same
 * synthetic map and tokens, drawn once with raw Canvas2D at the GM's fit, without Vue or Konva:
 * terrain fills, every hex outline (per hex moveTo and six lineTo, one stroke), walls, fog over
 * the unrevealed hexes, and a disc per token; then one pixel read back so Chromium rasterises
 * before the clock stops. What it leaves out (tile caches, sprites, labels, the component tree)
 * is what map.open pays for on top; map.bench.ts sets the goal on the ratio of the two.
 */
import { cellAtOffset, cellToOffset } from '../../../shared/geometry/layout'
import { edgeHexes, parseEdgeKey, parseHexKey } from '../../../shared/geometry/hex'
import { HEX_SIZE, fitCamera, hexCenter, tokenRadius } from '../board/geometry'
import { centreOf, corners } from '../board/hex-trace'
import { TERRAIN_COLOURS } from '../board/layers'
import type { MapToken } from '../board/token-look'
import type { BenchMap } from './synthetic-map'

/** Draws the scene on a canvas of the viewport's size; returns performance.now() once drawn. */
export function drawOpenBaseline(map: BenchMap, tokens: readonly MapToken[]): number {
  const width = window.innerWidth
  const height = window.innerHeight
  const pr = window.devicePixelRatio || 1
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(width * pr)
  canvas.height = Math.round(height * pr)
  canvas.style.width = `${width}px`
  canvas.style.height = `${height}px`
  document.getElementById('app')?.appendChild(canvas)
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('no 2d context')
  const cam = fitCamera(map, { width, height }, 24)
  ctx.fillStyle = '#14171c'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  ctx.setTransform(cam.scale * pr, 0, 0, cam.scale * pr, cam.x * pr, cam.y * pr)

  const c = corners(map.orientation)
  const ctr = [0, 0]
  const hexPath = (col: number, row: number) => {
    centreOf(map.orientation, col, row, ctr)
    const x = ctr[0] as number
    const y = ctr[1] as number
    ctx.moveTo(x + (c.x[0] as number), y + (c.y[0] as number))
    for (let i = 1; i < 6; i++) ctx.lineTo(x + (c.x[i] as number), y + (c.y[i] as number))
    ctx.lineTo(x + (c.x[0] as number), y + (c.y[0] as number))
  }

  // Terrain, one path per kind.
  const byKind = new Map<string, [number, number][]>()
  for (const [key, cell] of Object.entries(map.terrain ?? {})) {
    const h = parseHexKey(key)
    if (!h) continue
    const { col, row } = cellToOffset(h, map.orientation)
    const list = byKind.get(cell.kind) ?? []
    list.push([col, row])
    byKind.set(cell.kind, list)
  }
  for (const [kind, cells] of byKind) {
    ctx.beginPath()
    for (const [col, row] of cells) hexPath(col, row)
    ctx.fillStyle = TERRAIN_COLOURS[kind as keyof typeof TERRAIN_COLOURS] ?? '#555'
    ctx.fill()
  }

  // Every hex outline.
  ctx.beginPath()
  for (let row = 0; row < map.rows; row++)
    for (let col = 0; col < map.cols; col++) hexPath(col, row)
  ctx.strokeStyle = '#4b566b'
  ctx.lineWidth = 1 / cam.scale
  ctx.stroke()

  // Walls and Cover: a short line across the middle of the two hexes' centres.
  ctx.beginPath()
  for (const key of Object.keys(map.edges ?? {})) {
    const e = parseEdgeKey(key)
    if (!e) continue
    const [a, b] = edgeHexes(e)
    const pa = hexCenter(a, map.orientation)
    const pb = hexCenter(b, map.orientation)
    const mx = (pa.x + pb.x) / 2
    const my = (pa.y + pb.y) / 2
    ctx.moveTo(mx - (pb.y - pa.y) / 3, my + (pb.x - pa.x) / 3)
    ctx.lineTo(mx + (pb.y - pa.y) / 3, my - (pb.x - pa.x) / 3)
  }
  ctx.strokeStyle = '#e6e6e6'
  ctx.lineWidth = HEX_SIZE * 0.12
  ctx.stroke()

  // Fog over every hex not revealed.
  const revealed = new Set(Object.keys(map.fog?.revealed ?? {}))
  ctx.beginPath()
  for (let row = 0; row < map.rows; row++)
    for (let col = 0; col < map.cols; col++) {
      const h = cellAtOffset(col, row, map.orientation)
      if (revealed.has(`${h.q},${h.r}`)) continue
      hexPath(col, row)
    }
  ctx.fillStyle = 'rgba(0, 0, 0, 0.55)'
  ctx.fill()

  // Tokens.
  for (const t of tokens) {
    const p = hexCenter(t.hex, map.orientation)
    ctx.beginPath()
    ctx.arc(p.x, p.y, tokenRadius(t.size), 0, Math.PI * 2)
    ctx.fillStyle = t.color
    ctx.fill()
  }
  ctx.getImageData(0, 0, 1, 1)
  return performance.now()
}
