/** The drag label of a GG move past the speed says what the second Movement action costs. */
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
