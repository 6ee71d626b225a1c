/**
 * Token name labels: their size on screen and whether they show at all, laid out for the zoom the
 * labels were last sized for (see use-zoom-rest.ts), so a zoom gesture re-lays out nothing.
 */
import { computed, type Ref } from 'vue'
import { HEX_SIZE } from '../../board/geometry'

/** A phone's screen, either way up: held at arm's length, not read from across the room. */
export function phoneScreen(): boolean {
  return window.matchMedia?.('(max-width: 600px), (max-height: 600px)').matches === true
}

export function useMapLabels(gm: () => boolean, labelScale: Ref<number>, phone = phoneScreen()) {
  /** How many screen pixels a hex is across at the zoom labels are laid out for. */
  const hexScreenPx = computed(() => HEX_SIZE * Math.sqrt(3) * labelScale.value)
  /**
   * Label text on screen: 13 px for the GM; for the players 22 px (read from two metres), but
   * never much wider than a hex allows, so a phone's small hexes do not drown in names. A phone
   * is read up close: at most 14 px there, so a map pinched up keeps its hexes in view.
   */
  const labelSize = computed(() => {
    const screenPx = gm()
      ? 13
      : phone
        ? Math.min(14, Math.max(10, hexScreenPx.value * 0.3))
        : Math.min(22, Math.max(10, hexScreenPx.value * 0.42))
    // Zoomed in, labels grow with the hex; on a phone less, so a name stays about a hex wide.
    const floor = phone && !gm() ? HEX_SIZE * 0.22 : HEX_SIZE * 0.36
    return Math.max(floor, screenPx / labelScale.value)
  })
  /**
   * Name labels once a hex is 18 px or more across on the GM's screen (28 px on the players',
   * whose labels are larger); below that (a big map fitted whole, a phone) they would bury the
   * map, so only the selected token keeps its name.
   */
  const labelsShown = computed(() => hexScreenPx.value >= (gm() ? 18 : 28))
  return { labelSize, labelsShown }
}
