/**
 * Decoding a map's picture: from its bytes with createImageBitmap (which decodes off the page's
 * main thread), the opener's blob freed once decoded, and a picture too big for one canvas cut
 * once into pieces.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadBackground, PIECE_SIDE } from '../../../renderer/src/board/background'

interface FakeBitmap {
  width: number
  height: number
  from: unknown
  crop?: number[]
  closed: boolean
  close(): void
}

function fakeBitmaps(width: number, height: number) {
  const made: FakeBitmap[] = []
  const create = vi.fn(async (from: unknown, ...args: unknown[]) => {
    // (source), (source, options: a resize), or (source, x, y, w, h: a crop)
    const resize =
      args.length === 1 ? (args[0] as { resizeWidth: number; resizeHeight: number }) : null
    const crop = args.length === 4 ? (args as number[]) : []
    const b: FakeBitmap = {
      width: resize ? resize.resizeWidth : crop.length ? crop[2]! : width,
      height: resize ? resize.resizeHeight : crop.length ? crop[3]! : height,
      from,
      ...(crop.length ? { crop } : {}),
      closed: false,
      close() {
        this.closed = true
      },
    }
    made.push(b)
    return b
  })
  vi.stubGlobal('createImageBitmap', create)
  return { made, create }
}

afterEach(() => vi.unstubAllGlobals())

describe('loadBackground', () => {
  it("decodes the opener's bytes with createImageBitmap and frees the blob", async () => {
    const { made } = fakeBitmaps(4096, 2048)
    const blob = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' })
    const release = vi.fn()
    const bg = await loadBackground('/assets/one.jpg', async () => ({
      src: 'blob:one',
      blob,
      release,
    }))
    expect(made.filter((b) => b.from === blob)).toHaveLength(1)
    expect(made[0]!.from).toBe(blob)
    expect(release).toHaveBeenCalledOnce()
    expect(bg.width).toBe(4096)
    expect(bg.height).toBe(2048)
    expect(bg.pieces).toEqual([{ source: made[0], sx: 0, sy: 0, ox: 0, oy: 0, w: 4096, h: 2048 }])
  })

  it('fetches a same-origin picture itself and decodes the response', async () => {
    const { made } = fakeBitmaps(100, 100)
    const blob = new Blob([new Uint8Array([9])], { type: 'image/png' })
    const fetched: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url)
      return { ok: true, blob: async () => blob }
    })
    await loadBackground('/player-assets/m/two.png', async (url) => ({
      src: url,
      release: () => {},
    }))
    expect(fetched).toEqual([new URL('/player-assets/m/two.png', location.href).href])
    expect(made[0]!.from).toBe(blob)
  })

  it('cuts a picture over 8192 px once into pieces and lets the whole go', async () => {
    const { made } = fakeBitmaps(12000, 5000)
    const blob = new Blob([new Uint8Array([7])])
    const bg = await loadBackground('/assets/big.jpg', async () => ({
      src: 'blob:big',
      blob,
      release: () => {},
    }))
    const whole = made[0]!
    await vi.waitFor(() => expect(whole.closed).toBe(true))
    expect(bg.pieces).toHaveLength(6)
    expect(bg.pieces.every((p) => p.w <= PIECE_SIDE && p.h <= PIECE_SIDE)).toBe(true)
    const last = bg.pieces[5]!
    expect([last.ox, last.oy, last.w, last.h]).toEqual([8192, 4096, 12000 - 8192, 5000 - 4096])
    expect((last.source as unknown as FakeBitmap).crop).toEqual([8192, 4096, 3808, 904])
  })

  it('makes copies at a half and a quarter of a big picture, each from the one before', async () => {
    const { made } = fakeBitmaps(4096, 2048)
    const bg = await loadBackground('/assets/copies.jpg', async () => ({
      src: 'blob:copies',
      blob: new Blob([new Uint8Array([5])]),
      release: () => {},
    }))
    await vi.waitFor(() => expect(bg.smaller).toHaveLength(2))
    const [half, quarter] = bg.smaller!
    expect([half!.scale, half!.width, half!.height]).toEqual([0.5, 2048, 1024])
    expect([quarter!.scale, quarter!.width, quarter!.height]).toEqual([0.25, 1024, 512])
    expect((half!.source as unknown as FakeBitmap).from).toBe(made[0])
    expect((quarter!.source as unknown as FakeBitmap).from).toBe(half!.source)
  })

  it('makes no copies of a small picture', async () => {
    fakeBitmaps(800, 600)
    const bg = await loadBackground('/assets/small.jpg', async () => ({
      src: 'blob:small',
      blob: new Blob([new Uint8Array([6])]),
      release: () => {},
    }))
    await vi.waitFor(() => expect(bg.smaller).toEqual([]))
  })
})
