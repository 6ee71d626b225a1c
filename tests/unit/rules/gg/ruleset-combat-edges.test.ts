/**
 * The GG combat hooks that read a table option straight off the campaign: whether a late joiner
 * tied with the current turn waits for the next round (GG-012, GG-Q8) and whether moving out of
 * an Area of Control provokes an Opportunity Attack (F-GG-5, GG-Q24).
 */
import { describe, expect, it } from 'vitest'
import { ggCombat } from '../../../../shared/rules/gg/adapter/ruleset-combat'
import { ggCampaign } from './ruleset-combat-fixture'
import type { GgCampaign } from '../../../../shared/rules/gg/adapter/types'

const withOptions = (tableOptions: Record<string, unknown>): GgCampaign => ({
  ...ggCampaign(),
  tableOptions,
})

describe('GG-012 / GG-Q8 a late joiner tied with the current turn', () => {
  it('goes after it this round by default (a tie goes after), waits only at nextRound', () => {
    expect(ggCombat.lateJoinTieWaits!(ggCampaign())).toBe(false)
    expect(ggCombat.lateJoinTieWaits!(withOptions({ lateJoinEqual: 'after' }))).toBe(false)
    expect(ggCombat.lateJoinTieWaits!(withOptions({ lateJoinEqual: 'nextRound' }))).toBe(true)
  })
})

describe('F-GG-5 / GG-Q24 what provokes an Opportunity Attack', () => {
  it('leaving an Area of Control provokes by default, not when only standing up does', () => {
    expect(ggCombat.movesProvoke!(ggCampaign())).toBe(true)
    expect(ggCombat.movesProvoke!(withOptions({ oaTrigger: 'leaveAoC+standUp' }))).toBe(true)
    expect(ggCombat.movesProvoke!(withOptions({ oaTrigger: 'standUpOnly' }))).toBe(false)
  })
})

describe("GG-013 (seed 001 L9) a turn's resources as the tracker keeps them", () => {
  it('AP and RP refill at the start of the being’s turn, as pips; Movement is metres, gone by the next', () => {
    expect(ggCombat.resources).toEqual([
      { id: 'ap', name: 'AP', refill: 'turn-start', show: 'pips' },
      { id: 'rp', name: 'RP', refill: 'turn-start', show: 'pips' },
      { id: 'm', name: 'Movement', refill: 'turn-start', show: 'distance' },
    ])
  })
})
