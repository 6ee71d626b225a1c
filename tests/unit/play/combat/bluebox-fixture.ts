/**
 * A Blue Box fight on the demo campaign's open ground for the tracker's tests: Vaka 12, the Scrap
 * Hound 8 and the Rust Sentinel 3 (typed initiative, no dice), the Sentinel waiting far off.
 */
import type { Hex } from '../../../../shared/geometry/hex'
import { expect } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign, Combat } from '../../../../shared/model'
import { beginCombat, nextTurn, startCombat } from '../../../../shared/play/combat'
import { rulesetById } from '../../../../shared/rules'
import { openDemoCampaign } from '../../support/open-demo'

export const bluebox = rulesetById('bluebox')!
export const noSight = { inEnemySight: () => false }

/** Vaka 12, Scrap Hound 8, Rust Sentinel 3 (typed), begun: round 1, Vaka's turn. */
export function begun(setUp: (c: Campaign) => void = () => {}): Campaign {
  const c = openDemoCampaign()
  // The Sentinel (Piston Maul, reach 2 m) waits far off, out of every walk here.
  c.tokens['npc-sentinel']!.hex = { q: 16, r: 1 }
  setUp(c)
  const entries = [
    { tokenId: 'pc-vaka', side: 'party', hidden: false, initiative: 12 },
    { tokenId: 'npc-hound', side: 'enemies', hidden: false, initiative: 8 },
    { tokenId: 'npc-sentinel', side: 'enemies', hidden: false, initiative: 3 },
  ]
  const input = { mapId: 'causeway', coordinated: [], entries }
  const started = startCombat(c, input, scriptedDice({}), 'fight-1').campaign
  return beginCombat(started, noSight).campaign
}

/** Round 2, Vaka's turn: the enemies have had a turn, so each has its Reaction (L443). */
export function round2(setUp: (c: Campaign) => void = () => {}): Campaign {
  let c = begun(setUp)
  for (let i = 0; i < 3; i++) c = nextTurn(c, noSight).campaign
  expect(c.combat).toMatchObject({ round: 2, currentId: 'pc-vaka' })
  return c
}

export const fight = (c: Campaign): Combat => c.combat as Combat
/** The campaign with token `tokenId` standing on `hex`. */
export const at = (c: Campaign, tokenId: string, hex: Hex): Campaign => ({
  ...c,
  tokens: { ...c.tokens, [tokenId]: { ...c.tokens[tokenId]!, hex: { ...hex } } },
})
export const who = (c: Campaign, id: string) => fight(c).order.find((x) => x.id === id)!
