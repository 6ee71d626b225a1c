import { describe, expect, it } from 'vitest'
import { assetUrl, backgroundSpec } from '../../../renderer/src/map/background-source'
import type { AnyView } from '../../../shared/api'

const id = 'a'.repeat(64)
const gmView = {
  name: 'C',
  activeMapId: 'm',
  maps: {
    m: {
      id: 'm',
      name: 'M',
      orientation: 'pointy',
      cols: 4,
      rows: 4,
      metresPerHex: 1,
      background: { assetId: id, pixelsPerHex: 50, offsetX: 3 },
    },
  },
  tokens: {},
  assets: {
    [id]: { id, type: 'image/jpeg', bytes: 10, name: 'secret-name.jpg', width: 400, height: 300 },
  },
} as unknown as AnyView
const playerView = {
  name: 'C',
  activeMapId: 'm',
  maps: {
    m: {
      id: 'm',
      name: 'M',
      orientation: 'pointy',
      cols: 4,
      rows: 4,
      metresPerHex: 1,
      background: {
        assetId: id,
        type: 'image/jpeg',
        width: 400,
        height: 300,
        pixelsPerHex: 50,
        offsetX: 3,
        offsetY: 0,
      },
    },
  },
  tokens: {},
} as unknown as AnyView

describe('background source', () => {
  it.each([
    [false, `/assets/${id}.png`],
    [true, `bluebox-asset://assets/${id}.png`],
  ])('asset URL (electron %s)', (electron, url) => {
    expect(assetUrl({ assetId: id, type: 'image/png' }, electron)).toBe(url)
  })

  it.each([
    ['the GM campaign', gmView],
    ['the players view', playerView],
  ])('reads the same spec from %s', (_what, view) => {
    expect(backgroundSpec(view, 'm')).toEqual({
      url: `/assets/${id}.jpg`,
      width: 400,
      height: 300,
      pixelsPerHex: 50,
      offsetX: 3,
      offsetY: 0,
    })
  })

  it('is null without a map or a background', () => {
    expect(backgroundSpec(null, 'm')).toBeNull()
    expect(backgroundSpec(gmView, 'nope')).toBeNull()
  })
})
