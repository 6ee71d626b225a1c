/**
 * The table display's key: the desktop app's projector names the display main put it on, so two
 * same-size screens keep their own calibration; a browser names its screen and ratio.
 */
import { mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import CalibrateScale from '../../../renderer/src/features/table/CalibrateScale.vue'
import { displayKey, keySize } from '../../../renderer/src/features/table/use-table-camera'
import { storeWith } from './library-support'

const w = window as unknown as { bluebox?: unknown }

function onScreen(width: number, height: number, dpr = 1, search = ''): void {
  Object.defineProperty(screen, 'width', { value: width, configurable: true })
  Object.defineProperty(screen, 'height', { value: height, configurable: true })
  Object.defineProperty(window, 'devicePixelRatio', { value: dpr, configurable: true })
  history.replaceState(null, '', `/${search}`)
}

beforeEach(() => delete w.bluebox)
afterEach(() => {
  delete w.bluebox
  history.replaceState(null, '', '/')
})

describe('displayKey', () => {
  it("is the display's id and size in the desktop app's projector window", () => {
    w.bluebox = {}
    onScreen(3840, 2160, 2, '?view=projector&display=2528732444')
    expect(displayKey()).toBe('electron:2528732444:3840x2160')
    expect(keySize(displayKey())).toEqual({ width: 3840, height: 2160 })
    // The same size on another display is another key (another profile).
    onScreen(3840, 2160, 2, '?view=projector&display=7')
    expect(displayKey()).toBe('electron:7:3840x2160')
  })

  it("is the screen's size and pixel ratio in a browser, whatever its address claims", () => {
    onScreen(1920, 1080, 1.5, '?view=projector&display=7')
    expect(displayKey()).toBe('browser:1920x1080@1.5')
  })

  it('ignores a display id that is not a number', () => {
    w.bluebox = {}
    onScreen(1280, 720, 1, '?view=projector&display=__proto__')
    expect(displayKey()).toBe('browser:1280x720@1')
  })
})

describe('the calibration ruler', () => {
  it.each([
    { width: 1920, height: 1080, shown: true },
    { width: 1280, height: 800, shown: true },
    { width: 390, height: 844, shown: false },
    { width: 844, height: 390, shown: false },
  ])('on a $width x $height screen is shown: $shown', ({ width, height, shown }) => {
    storeWith()
    onScreen(width, height)
    const w = mount(CalibrateScale)
    expect(w.find('[data-role="calibrate"]').exists()).toBe(shown)
    w.unmount()
  })
})
