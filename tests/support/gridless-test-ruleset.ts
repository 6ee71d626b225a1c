/**
 * A test ruleset that plays on gridless tables (until BrikWars' own lands): Trail's sheets and
 * rolls, and a movement that measures a drawn path in inches (start, `via`, end) against a 10"
 * move, remembering the last `via` it was given so a test can see main passed it on.
 */
import { distance, inchesText, type Pt } from '../../shared/geometry/gridless'
import type { Hex } from '../../shared/geometry/hex'
import type { Ruleset } from '../../shared/rules'
import { trailRuleset } from './test-ruleset'

export const GRIDLESS_TEST_ID = 'gridless-test'
export const GRIDLESS_TEST_MOVE = 10

const inches = (h: Hex): Pt => ({ x: h.q / 2, y: h.r / 2 })

/** What the last planMove was handed as `via` (undefined: none). */
export const lastVia: { value: readonly Hex[] | undefined } = { value: undefined }

export const gridlessTestRuleset: Ruleset = {
  ...trailRuleset,
  id: GRIDLESS_TEST_ID,
  name: 'Gridless (test)',
  boards: ['hex', 'gridless'],
  unit: 'in',
  movement: {
    planMove(_map, token, to, _options, _others, via) {
      lastVia.value = via
      const pts = [token.hex, ...(via ?? []), to].map(inches)
      let total = 0
      for (let i = 1; i < pts.length; i++) total += distance(pts[i - 1] as Pt, pts[i] as Pt)
      const far = total > GRIDLESS_TEST_MOVE
      return {
        path: [token.hex, ...(via ?? []), to],
        steps: [],
        total,
        speed: GRIDLESS_TEST_MOVE,
        band: far ? 'too-far' : 'move',
        reason: far
          ? `${token.name ?? 'It'} needs ${inchesText(total)} but moves ${GRIDLESS_TEST_MOVE}"`
          : null,
        dangerous: [],
      }
    },
    reach() {
      throw new Error('no reach on a gridless table')
    },
    roomProblem: () => null,
  },
}
