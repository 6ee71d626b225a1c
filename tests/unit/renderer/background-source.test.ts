import { describe, expect, it } from 'vitest'
import { renditionFolder } from '../../../renderer/src/board/background'
import {
  assetUrl,
  backgroundSpec,
  playerAssetUrl,
} from '../../../renderer/src/board/background-source'
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
        file: `${'c'.repeat(32)}.jpg`,
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
    [false, `/player-assets/a%2Fb/${'c'.repeat(32)}.jpg`],
    [true, `bluebox-asset://player/a%2Fb/${'c'.repeat(32)}.jpg`],
  ])("players' rendition URL (electron %s)", (electron, url) => {
    expect(playerAssetUrl('a/b', `${'c'.repeat(32)}.jpg`, electron)).toBe(url)
  })

  it.each([
    ['the GM campaign', gmView, `/assets/${id}.jpg`],
    ["the players' view", playerView, `/player-assets/m/${'c'.repeat(32)}.jpg`],
  ])('reads the same fit from %s, each from its own source', (_what, view, url) => {
    expect(backgroundSpec(view, 'm')).toEqual({
      url,
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

describe("players' renditions in the decoded-image cache", () => {
  it.each([
    [`/player-assets/m/${'c'.repeat(32)}.jpg`, '/player-assets/m/'],
    [`bluebox-asset://player/a%2Fb/${'c'.repeat(32)}.jpg`, 'bluebox-asset://player/a%2Fb/'],
    [`/assets/${id}.jpg`, null],
    [`bluebox-asset://assets/${id}.jpg`, null],
  ])('%s replaces others from %s', (url, folder) => {
    expect(renditionFolder(url)).toBe(folder)
  })
})
