/** Grouped combatants share one turn: the same combatant, or two members of one group. */
import { describe, expect, it } from 'vitest'
import { sameGroupTurn } from '../../../../shared/play/combat'
import { begun, fight } from './fixture'

const rat = () => fight(begun()).order.find((o) => o.id === 'rat')!
const mouse = () => fight(begun()).order.find((o) => o.id === 'mouse')!

describe('sameGroupTurn', () => {
  it('a combatant shares its own turn, grouped or not', () => {
    expect(sameGroupTurn(rat(), rat())).toBe(true)
    expect(sameGroupTurn({ ...rat(), groupId: 'g' }, rat())).toBe(true)
  })

  it('two ungrouped combatants take their own turns (no group is not one shared group)', () => {
    expect(rat().groupId).toBeUndefined()
    expect(sameGroupTurn(rat(), mouse())).toBe(false)
  })

  it('members of one group share a turn; of two groups, or one grouped, do not', () => {
    expect(sameGroupTurn({ ...rat(), groupId: 'g' }, { ...mouse(), groupId: 'g' })).toBe(true)
    expect(sameGroupTurn({ ...rat(), groupId: 'g' }, { ...mouse(), groupId: 'h' })).toBe(false)
    expect(sameGroupTurn({ ...rat(), groupId: 'g' }, mouse())).toBe(false)
    expect(sameGroupTurn(rat(), { ...mouse(), groupId: 'g' })).toBe(false)
  })
})
