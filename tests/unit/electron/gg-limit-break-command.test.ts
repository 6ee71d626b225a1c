/**
 * The Limit Break through the tracker's party-track command (GG-114, GG-Q51): on the Breaker's turn
 * it costs the Breaker the Limit Break action's AP as one step with the summon, and with too little
 * AP left the whole use is refused, the Limit Potential kept.
 */
import { describe, expect, it, vi } from 'vitest'

vi.mock('electron', () => ({}))

import { seededDice } from '../../../shared/dice'
import type { Campaign } from '../../../shared/model'
import type { GgCampaign } from '../../../shared/rules/gg/adapter/types'
import { partyTrackCommand } from '../../../electron/main/commands/combat/economy'
import { CommandRejected } from '../../../electron/main/commands/command'
import { fight, ggBegun, ggCampaign, left } from '../rules/gg/ruleset-combat-fixture'

const withLp = (c: GgCampaign, lp: number): GgCampaign => ({
  ...c,
  rulesetState: { ...c.rulesetState, 'gg.lp': lp },
})
/** Aria's turn (Aria 15, Orc 10) with 150 LP. */
const ariasTurn = () => ggBegun(withLp(ggCampaign(), 150), ['aria', 'orc'], [15, 10])
const limitBreak = partyTrackCommand('limitPotential', 'limitBreak1', seededDice(1))

describe('the Limit Break action on the Breaker’s turn', () => {
  it('summons the Memory, spends 100 LP and 2 of Aria’s 3 AP in one step', () => {
    const before = ariasTurn()
    // Her turn's start already added her passive 5 LP (GG-112).
    expect(before.rulesetState?.['gg.lp']).toBe(155)
    const after = limitBreak.run(before).state
    expect(after.rulesetState?.['gg.lp']).toBe(55)
    expect(Object.keys(after.npcs)).toContain('memory-aria')
    expect(left(after, 'aria').ap).toBe(1)
  })

  it('is refused whole with 1 AP left: no LP spent, no Memory', () => {
    const c = ariasTurn()
    const poorer: Campaign = {
      ...c,
      combat: {
        ...fight(c),
        order: fight(c).order.map((o) =>
          o.tokenId === 'aria' ? { ...o, left: { ...o.left, ap: 1 } } : o,
        ),
      },
    }
    expect(() => limitBreak.run(poorer)).toThrow(CommandRejected)
    expect(() => limitBreak.run(poorer)).toThrow('Aria has only 1 AP left this turn, not 2')
  })
})
