import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../shared/model'
import { zzAttackPreview, type ZzAttackPreview } from '../../../../shared/rules/zz/attack-preview'
import { MONDO_SHEET, goblin, hero, inst, zzCampaign } from './rolls-fixture'

const attack = (over: Record<string, unknown> = {}) => ({
  kind: 'attack',
  attackerTokenId: 'thurig',
  targetTokenId: 'mondo',
  ...over,
})

function patch(c: Campaign, id: string, p: Record<string, unknown>): Campaign {
  return {
    ...c,
    tokens: { ...c.tokens, [id]: { ...c.tokens[id]!, instance: { ...inst(c, id), ...p } } },
  } as Campaign
}

function preview(c: Campaign, req: unknown = attack()): ZzAttackPreview {
  const r = zzAttackPreview(c, req)
  if (!r.ok) throw new Error(r.refused)
  return r.preview
}

/** Thurig (5,9) with a loaded Shortbow (range 6) aims at Mondo (5,2), who faces him (south). */
function archery(over: Parameters<typeof zzCampaign>[0] = {}): Campaign {
  const c = zzCampaign({
    thurig: { hex: { q: 5, r: 9 } },
    mondo: { hex: { q: 5, r: 2 }, heading: 4 },
    ...over,
  })
  return patch(c, 'thurig', {
    gear: { ...inst(c, 'thurig').gear, hands: ['bow', null], loaded: ['bow'] },
  })
}

const shot = attack({ weapon: 'bow' })

describe('ZZ-28 what stands in the way of a shot, in words (seed 003 L23, L27)', () => {
  it('L23 "a wall or other total obstruction": an impassable square', () => {
    const c = archery({ map: { terrain: { '5,5': { kind: 'impassable' } } } })
    expect(zzAttackPreview(c, shot)).toEqual({
      ok: false,
      refused:
        'Thurig has no clear line of attack on Mondo: an obstruction on square 5,5 is in the way.',
    })
  })

  it('L27 not through a neutral party: a merchant whose state in play says neutral', () => {
    const merchant = goblin('merchant', 'Merchant', 5, 5)
    const c = patch(archery({ extra: [merchant] }), 'merchant', { disposition: 'neutral' })
    expect(zzAttackPreview(c, shot)).toEqual({
      ok: false,
      refused:
        'Thurig has no clear line of attack on Mondo: Merchant (neutral) on square 5,5 is in the way.',
    })
  })

  it('L27 "through a friendly-occupied space at no penalty": a monster whose sheet makes it a friend', () => {
    // A goblin sheet that says friendly: a tame goblin stands in the line and does not block it.
    const tame = { ...MONDO_SHEET, id: 'tame', disposition: 'friendly' }
    const c = archery({ extra: [goblin('pet', 'Pet', 5, 5, { npcId: 'tame' })] })
    const withSheet = { ...c, npcs: { ...c.npcs, tame } } as Campaign
    expect(preview(withSheet, shot).distance).toBe(7)
  })

  it('a dead figure lies flat and blocks nothing', () => {
    const c = archery({ extra: [goblin('corpse', 'Corpse', 5, 5)] })
    expect(zzAttackPreview(c, shot).ok).toBe(false)
    expect(zzAttackPreview(patch(c, 'corpse', { statuses: ['dead'] }), shot).ok).toBe(true)
  })
})

describe('ZZ-29 facing (seed 003 L59)', () => {
  it('a figure with no heading set faces north: an attack from the south is at its back', () => {
    const c = zzCampaign({ mondo: { heading: undefined } })
    expect(preview(c).why).toEqual(['Back Attack: from behind Mondo'])
  })
})

describe('ZZ-40 who flanks (seed 003 L61)', () => {
  function flank(extra: Parameters<typeof zzCampaign>[0]['extra'], attackedBy: string[]) {
    // Mondo faces Thurig (south): no Back Attack, only the flank counts.
    const c = zzCampaign({ mondo: { heading: 4 }, extra })
    return patch(c, 'mondo', { attackedBy })
  }

  it('names only the opponents with Mondo in range, not one standing far off', () => {
    // Aria (4,5) is adjacent and attacked Mondo; Bron at (0,0) attacked him too but reaches 1.
    const c = flank([hero('aria', 'Aria', 4, 5), hero('bron', 'Bron', 0, 0)], ['aria', 'bron'])
    expect(preview(c).why).toEqual(['Flank Attack: Mondo is flanked by Thurig and Aria'])
  })

  it('a Down or Unconscious opponent is not one of the "multiple opponents"', () => {
    for (const s of ['down', 'unconscious']) {
      const c = patch(flank([hero('aria', 'Aria', 4, 5)], ['aria']), 'aria', { statuses: [s] })
      expect(preview(c).rerolls).toBe(0)
    }
  })

  it('a figure of Mondo’s own side is no opponent of his', () => {
    const c = flank([goblin('snik', 'Snik', 4, 5)], ['snik'])
    expect(preview(c).rerolls).toBe(0)
  })
})
