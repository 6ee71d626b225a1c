import { describe, expect, it } from 'vitest'
import {
  clampCentre,
  tableStageCamera,
  tableViewOn,
  turnedScreen,
} from '../../../../shared/play/table/view'

const map = { x: 0, y: 0, width: 4000, height: 2000 }
const tv = { width: 1920, height: 1080 }

describe('the table view stops at the map edges', () => {
  it('keeps a centre near a corner half a screen inside the map', () => {
    expect(clampCentre({ x: 10, y: 1990 }, 1, tv, map)).toEqual({ x: 960, y: 2000 - 540 })
  })
  it('leaves a centre well inside the map alone', () => {
    expect(clampCentre({ x: 2000, y: 1000 }, 1, tv, map)).toEqual({ x: 2000, y: 1000 })
  })
  it('centres a map smaller than the screen on that axis', () => {
    const small = { x: -50, y: -50, width: 1000, height: 3000 }
    expect(clampCentre({ x: 0, y: 0 }, 1, tv, small)).toEqual({ x: 450, y: 490 })
  })
  it('counts the zoom: twice the zoom, half as much map on screen', () => {
    expect(clampCentre({ x: 0, y: 0 }, 2, tv, map)).toEqual({ x: 480, y: 270 })
  })
})

describe('one view, any box', () => {
  it('a box a tenth of the screen shows the same part of the map, scaled', () => {
    const view = { centre: { x: 100, y: 100 }, zoom: 1.5, screen: tv }
    const big = tableStageCamera(view, map, tv)
    const small = tableStageCamera(view, map, { width: 192, height: 108 })
    expect(small.scale).toBeCloseTo(big.scale / 10)
    expect(small.x).toBeCloseTo(big.x / 10)
    expect(small.y).toBeCloseTo(big.y / 10)
  })
  it('without a screen, the box is the screen (the players page)', () => {
    const cam = tableStageCamera({ centre: { x: 2000, y: 1000 }, zoom: 1 }, map, tv)
    expect(cam).toEqual({ x: 960 - 2000, y: 540 - 1000, scale: 1 })
  })
  it('fits the whole map when no display is calibrated, however small the box', () => {
    const huge = { x: 0, y: 0, width: 40_000, height: 30_000 }
    const { zoom, centre } = tableViewOn({ fit: true, screen: tv }, huge, tv)
    expect(zoom).toBeCloseTo((1080 - 16) / 30_000)
    expect(centre).toEqual({ x: 20_000, y: 15_000 })
    const thumb = tableStageCamera({ fit: true, screen: tv }, huge, { width: 275, height: 155 })
    expect(thumb.scale).toBeCloseTo(zoom * (275 / 1920))
  })
  it('a box below a strip keeps the view where the screen has it (the strip covers the top)', () => {
    const view = { centre: { x: 2000, y: 1000 }, zoom: 1, screen: tv, inset: { x: 0, y: 80 } }
    const cam = tableStageCamera(view, map, { width: 1920, height: 1000 })
    // The centre lands at the screen's middle (540 down), which is 460 down the box.
    expect(cam).toEqual({ x: 960 - 2000, y: 540 - 80 - 1000, scale: 1 })
  })
  it('a quarter turn swaps the screen', () => {
    expect(turnedScreen(tv, 90)).toEqual({ width: 1080, height: 1920 })
    expect(turnedScreen(tv, 180)).toEqual(tv)
  })
})
