/** The fight's log tells a roll: who, what, and how it went (or its total when it has no words). */
import { describe, expect, it } from 'vitest'
import { logRoll, rollLine } from '../../../../shared/play/combat'
import type { Campaign } from '../../../../shared/model'

const outcome = { who: 'Orin', what: 'Athletics check', total: 9, outcome: 'success', detail: '' }

describe('roll lines in the fight log', () => {
  it('names who, what and how it went; a roll without words gives its total; none: who and what', () => {
    expect(rollLine(outcome)).toBe('Orin: Athletics check: success')
    expect(rollLine({ ...outcome, outcome: '  ' })).toBe('Orin: Athletics check: 9')
    expect(rollLine({ ...outcome, outcome: '', total: null })).toBe('Orin: Athletics check')
  })

  it('adds the line in the round it is rolled; outside a fight the campaign is unchanged', () => {
    const combat = { round: 3, log: [{ round: 2, text: 'Round 2' }] }
    const campaign = { combat } as unknown as Campaign
    const logged = logRoll(campaign, outcome)
    expect(logged.combat?.log).toEqual([
      { round: 2, text: 'Round 2' },
      { round: 3, text: 'Orin: Athletics check: success' },
    ])
    const none = { combat: null } as unknown as Campaign
    expect(logRoll(none, outcome)).toBe(none)
  })
})
