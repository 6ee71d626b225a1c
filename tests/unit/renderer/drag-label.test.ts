/** The drag label of a move: GG says what a second Movement action costs; ZZ counts spaces. */
import { describe, expect, it } from 'vitest'
import { rulesetById } from '../../../shared/rules'
import { dragPathConfig } from '../../../renderer/src/board/overlay-configs'

describe('the drag label on a GG map', () => {
  const map = { orientation: 'pointy' as const, cols: 16, rows: 1 }
  const aria = { id: 'aria', name: 'Aria', kind: 'pc', hex: { q: 0, r: 0 }, speed: 6 }
  const label = (to: number) => {
    const plan = rulesetById('gg')!.movement!.planMove(map, aria, { q: to, r: 0 }, {})
    return dragPathConfig({ plan, free: false }, 'pointy', 1)?.text.text
  }

  it('gives the metres of the speed within one Movement action', () => {
    expect(label(5)).toBe('5 m of 6 m')
  })

  it('gives the AP of a second Movement action, with its repeat surcharge', () => {
    expect(label(9)).toBe('9 m: a second Movement action: 3 AP (+2 AP for repeating)')
  })
})

describe('the drag label on a ZZ square map', () => {
  // Seed 003 counts moves in spaces: a figure with MOVE 5 walks 3 orthogonal spaces.
  const map = { kind: 'square' as const, cols: 10, rows: 3 }
  const pell = { id: 'pell', name: 'Pell', kind: 'pc', hex: { q: 0, r: 1 }, speed: 5 }
  it('counts spaces, never metres', () => {
    const zz = rulesetById('zz')!
    const plan = zz.movement!.planMove(map, pell, { q: 3, r: 1 }, {})
    const text = dragPathConfig({ plan, free: false }, 'square', 1, zz.unit)?.text.text
    expect(text).toBe('3 spaces of 5 spaces')
  })
})
