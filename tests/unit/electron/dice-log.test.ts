/** The dice log past its limit: the oldest entry drops, and undo still marks exactly its step's rolls. */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../shared/dice'
import { DiceLog } from '../../../electron/main/session/dice-log'

const roll = (what: string) => ({
  who: 'Vaka',
  what,
  total: 1,
  outcome: 'ok',
  detail: '',
  faces: [] as [number, number][],
})

describe('a dice log of 3 entries', () => {
  it('drops the oldest; a step undone marks only its rolls still kept, then none', () => {
    const log = new DiceLog(scriptedDice({}), () => new Date(0), 3)
    for (const w of ['a', 'b']) log.appliedBy(log.add(roll(w)).id, 1)
    for (const w of ['c', 'd']) log.appliedBy(log.add(roll(w)).id, 2)
    expect(log.entries.map((e) => e.what)).toEqual(['b', 'c', 'd'])
    expect(log.stepMoved(1, true).map((e) => e.what)).toEqual(['b'])
    log.add(roll('e'))
    expect(log.stepMoved(1, false)).toEqual([])
    expect(log.stepMoved(2, true).map((e) => e.what)).toEqual(['c', 'd'])
  })
})
