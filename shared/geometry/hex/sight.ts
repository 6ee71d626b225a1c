/**
 * Line of sight and field of view on a map grid (Definitions & Errata, Line-of-sight). Only walls
 * on hex edges block sight: terrain, elevation and Cover do not (Cover gives Flaw to a ranged
 * attack, it does not hide the target). A hex sees another when the hex line between their
 * centres (`hexLine`) crosses no wall edge, which makes sight symmetric.
 *
 * Field of view is exact against that definition: a hex is visible exactly when `lineOfSight`
 * says so. It walks every line from the origin to the hexes within the radius, but lines are
 * relative and shared by every origin, so they are built once into a prefix tree ("line trie")
 * whose nodes are line prefixes; a wall on a prefix's last step shadows every line through it.
 * One pass over the trie per origin decides all targets, with no per-hex line drawing.
 */
import { gridIndexOf, gridIndexOfQR, type HexGrid } from './grid'
import { hexDistance, type Hex } from './hex'
import { hexDirectionIndex, hexLineInto } from './line'
import { hexSpiral } from './range'

/** Beyond this radius the trie would be too big; lines are then walked per target. */
const TRIE_MAX_RADIUS = 64

interface LineTrie {
  readonly radius: number
  /** Node 0 is the origin; every node's parent has a smaller index. */
  readonly q: Int32Array
  readonly r: Int32Array
  readonly parent: Int32Array
  /** The step from the parent's hex to this node's hex (HEX_DIRECTIONS index). */
  readonly dir: Uint8Array
  /** The node ending the line to each target, targets nearest first. */
  readonly targetNode: Int32Array
  /** Nodes and targets needed for radius d: the first nodesUpTo[d] / targetsUpTo[d]. */
  readonly nodesUpTo: Int32Array
  readonly targetsUpTo: Int32Array
}

let cachedTrie: LineTrie | null = null

function buildTrie(radius: number): LineTrie {
  const targets = hexSpiral({ q: 0, r: 0 }, radius)
  let cap = 1024
  let q = new Int32Array(cap)
  let r = new Int32Array(cap)
  let parent = new Int32Array(cap)
  let dir = new Uint8Array(cap)
  let children = new Int32Array(cap * 6).fill(-1)
  let count = 1 // node 0, the origin, is nobody's child and its parent is never read
  const targetNode = new Int32Array(targets.length)
  const nodesUpTo = new Int32Array(radius + 1)
  const targetsUpTo = new Int32Array(radius + 1)
  const lq = new Int32Array(radius + 1)
  const lr = new Int32Array(radius + 1)
  targets.forEach((t, ti) => {
    const len = hexLineInto(t.q, t.r, lq, lr)
    let node = 0
    for (let i = 1; i < len; i++) {
      const d = hexDirectionIndex(
        (lq[i] as number) - (lq[i - 1] as number),
        (lr[i] as number) - (lr[i - 1] as number),
      )
      let child = children[node * 6 + d] as number
      if (child < 0) {
        if (count === cap) {
          cap *= 2
          const grow = <T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
            const b = make(cap)
            b.set(a)
            return b
          }
          q = grow(q, (n) => new Int32Array(n))
          r = grow(r, (n) => new Int32Array(n))
          parent = grow(parent, (n) => new Int32Array(n))
          dir = grow(dir, (n) => new Uint8Array(n))
          const c = new Int32Array(cap * 6).fill(-1)
          c.set(children)
          children = c
        }
        child = count++
        q[child] = lq[i] as number
        r[child] = lr[i] as number
        parent[child] = node
        dir[child] = d
        children[node * 6 + d] = child
      }
      node = child
    }
    targetNode[ti] = node
    const dist = hexDistance({ q: 0, r: 0 }, t)
    nodesUpTo[dist] = count
    targetsUpTo[dist] = ti + 1
  })
  return { radius, q, r, parent, dir, targetNode, nodesUpTo, targetsUpTo }
}

function trieFor(radius: number): LineTrie {
  if (!cachedTrie || cachedTrie.radius < radius) cachedTrie = buildTrie(radius)
  return cachedTrie
}

/** Whether the step from hex index `a` to `b` along `dir` crosses a wall (either may be -1). */
function wallBetween(grid: HexGrid, a: number, b: number, dir: number): boolean {
  if (a >= 0) return (((grid.walls[a] as number) >> dir) & 1) === 1
  if (b >= 0) return (((grid.walls[b] as number) >> ((dir + 3) % 6)) & 1) === 1
  return false
}

function indexOrThrow(grid: HexGrid, h: Hex | number, what: string): number {
  const i = typeof h === 'number' ? h : gridIndexOf(grid, h)
  if (!Number.isInteger(i) || i < 0 || i >= grid.size) {
    throw new RangeError(`${what}: the hex is off the map`)
  }
  return i
}

let lineQ = new Int32Array(256)
let lineR = new Int32Array(256)

/** Walk the relative line from (oq, or) by (dq, dr); true when no wall is crossed. */
function clearLine(grid: HexGrid, oq: number, or: number, dq: number, dr: number): boolean {
  const n = hexDistance({ q: 0, r: 0 }, { q: dq, r: dr })
  if (lineQ.length <= n) {
    lineQ = new Int32Array(n * 2 + 1)
    lineR = new Int32Array(n * 2 + 1)
  }
  const len = hexLineInto(dq, dr, lineQ, lineR)
  let prev = gridIndexOfQR(grid, oq, or)
  for (let i = 1; i < len; i++) {
    const q = oq + (lineQ[i] as number)
    const r = or + (lineR[i] as number)
    const here = gridIndexOfQR(grid, q, r)
    const d = hexDirectionIndex(
      (lineQ[i] as number) - (lineQ[i - 1] as number),
      (lineR[i] as number) - (lineR[i - 1] as number),
    )
    if (wallBetween(grid, prev, here, d)) return false
    prev = here
  }
  return true
}

/**
 * Whether `a` and `b` see each other: true unless the hex line between their centres crosses a
 * wall edge (Definitions & Errata, Line-of-sight). Symmetric. Both hexes must be on the map; the
 * line itself may pass off it near the border, where nothing stands.
 */
export function lineOfSight(grid: HexGrid, a: Hex | number, b: Hex | number): boolean {
  const ia = indexOrThrow(grid, a, 'lineOfSight')
  const ib = indexOrThrow(grid, b, 'lineOfSight')
  const aq = grid.q[ia] as number
  const ar = grid.r[ia] as number
  return clearLine(grid, aq, ar, (grid.q[ib] as number) - aq, (grid.r[ib] as number) - ar)
}

function markVisible(grid: HexGrid, origin: number, radius: number, out: Uint8Array): void {
  const oq = grid.q[origin] as number
  const or = grid.r[origin] as number
  if (radius > TRIE_MAX_RADIUS) {
    // Too wide for the trie: walk each on-map target's line on its own.
    for (let i = 0; i < grid.size; i++) {
      if (out[i]) continue
      const dq = (grid.q[i] as number) - oq
      const dr = (grid.r[i] as number) - or
      if (hexDistance({ q: 0, r: 0 }, { q: dq, r: dr }) > radius) continue
      if (clearLine(grid, oq, or, dq, dr)) out[i] = 1
    }
    return
  }
  const trie = trieFor(radius)
  const nodes = trie.nodesUpTo[radius] as number
  const idx = new Int32Array(nodes)
  const blocked = new Uint8Array(nodes)
  idx[0] = origin
  for (let n = 1; n < nodes; n++) {
    const here = gridIndexOfQR(grid, oq + (trie.q[n] as number), or + (trie.r[n] as number))
    idx[n] = here
    const p = trie.parent[n] as number
    blocked[n] =
      blocked[p] === 1 || wallBetween(grid, idx[p] as number, here, trie.dir[n] as number) ? 1 : 0
  }
  const targets = trie.targetsUpTo[radius] as number
  for (let t = 0; t < targets; t++) {
    const n = trie.targetNode[t] as number
    const i = idx[n] as number
    if (i >= 0 && blocked[n] === 0) out[i] = 1
  }
}

/** The radius to use: whole steps, and no more than the longest line the map can hold. */
function usableRadius(grid: HexGrid, radius: number): number {
  if (!(radius >= 0)) throw new RangeError('field of view: radius must be >= 0')
  return Math.floor(Math.min(radius, grid.cols + grid.rows))
}

/**
 * Which hexes `origin` sees within `radius` steps: 1 per visible index, 0 elsewhere. Exactly the
 * hexes for which `lineOfSight(origin, hex)` holds, the origin included.
 */
export function fieldOfView(grid: HexGrid, origin: Hex | number, radius: number): Uint8Array {
  return revealedBy(grid, [origin], radius)
}

/**
 * The union of what several origins see within `radius` (1 = visible): the "reveal what the PCs
 * can see" fog update, one pass per origin over a shared line trie.
 */
export function revealedBy(
  grid: HexGrid,
  origins: readonly (Hex | number)[],
  radius: number,
): Uint8Array {
  const out = new Uint8Array(grid.size)
  const r = usableRadius(grid, radius)
  for (const o of origins) markVisible(grid, indexOrThrow(grid, o, 'revealedBy'), r, out)
  return out
}
