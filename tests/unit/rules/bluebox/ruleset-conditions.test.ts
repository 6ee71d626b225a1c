/**
 * When a Blue Box condition ends by itself and how its one-line summary reads, worked from rules
 * data shaped as the condition table shapes it (seed 000: Conditions & Statuses; Combat Actions).
 * The table's own conditions are read at start-up; these defs reach the branches no shipped
 * condition takes today, so a new condition in the table gets them right.
 */
import { describe, expect, it } from 'vitest'
import { conditionSummary, conditionTiming, CONDITIONS } from '../../../../shared/rules/bluebox'
import type { ConditionDef, TriggerDef } from '../../../../shared/rules/bluebox/condition-types'

/** A condition with no effects at all, named Test, with these fields. */
const def = (more: Partial<ConditionDef>): ConditionDef => ({
  id: 'prone',
  name: 'Test',
  section: 'Conditions & Statuses',
  backFooted: false,
  rolls: [],
  against: [],
  cannot: [],
  onApply: [],
  turnStart: [],
  turnEnd: [],
  onMove: [],
  endsOn: [],
  ...more,
})

const save = (onSuccess: unknown[]): TriggerDef =>
  ({ kind: 'save', stat: 'FOR', dc: 10, onFail: [], onSuccess }) as TriggerDef

describe('when a condition ends by itself', () => {
  it('a save at the start of its turn that takes it off ends it by that save', () => {
    const d = def({ turnStart: [save([{ kind: 'remove-condition', condition: 'prone' }])] })
    expect(conditionTiming(d)).toEqual({ ends: 'save', when: 'start-of-turn' })
  })

  it('a save at the end of its turn that takes it off ends it at the end', () => {
    const d = def({ turnEnd: [save([{ kind: 'remove-condition', condition: 'prone' }])] })
    expect(conditionTiming(d)).toEqual({ ends: 'save', when: 'end-of-turn' })
  })

  it('a save that takes off another condition, or does something else, is no end of this one', () => {
    const other = def({ turnStart: [save([{ kind: 'remove-condition', condition: 'bleeding' }])] })
    expect(conditionTiming(other)).toEqual({ ends: 'manual' })
    const none = def({ turnEnd: [save([])] })
    expect(conditionTiming(none)).toEqual({ ends: 'manual' })
  })

  it("an action's timed condition ends with the turn it names (Combat Actions)", () => {
    // Defensive Stance: on yourself until the start of your next turn.
    expect(conditionTiming(CONDITIONS['defensive-stance'])).toEqual({
      ends: 'start-of-turn',
      whose: 'own',
    })
  })
})

describe('the one-line summary', () => {
  it('Power Die damage reads with the ✦ sign, and says when in the turn', () => {
    const d = def({
      turnStart: [{ kind: 'damage', dice: { count: 2, die: 'power' }, pure: true } as TriggerDef],
      turnEnd: [{ kind: 'damage', dice: { count: 1, die: 4 }, pure: true } as TriggerDef],
    })
    expect(conditionSummary(d)).toBe(
      '2d✦ Pure damage at the start of its turn; 1d4 Pure damage at the end of its turn',
    )
  })

  it('a condition with no effects says what ends it, or only its name', () => {
    expect(conditionSummary(def({ endsOn: [{ on: 'rest-start' }] as never }))).toBe(
      'Test: ends on rest start',
    )
    expect(conditionSummary(def({}))).toBe('Test')
  })
})
