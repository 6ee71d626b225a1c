import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type {
  ZzCampaign as Campaign,
  ZzToken as Token,
} from '../../../../shared/rules/zz/adapter/types'
import {
  zzAttackPreview,
  type ZzAttackPreview,
} from '../../../../shared/rules/zz/adapter/attack-preview'
import { resolveZzRoll } from './rolls-fixture'
import { relativeDisposition, zzDispositionOf } from '../../../../shared/rules/zz/adapter/targeting'
import {
  MONDO_SHEET,
  THURIG_SHEET,
  goblin,
  hero,
  inst,
  zzCampaign,
  attackRequest as attack,
  withInst as patch,
} from './rolls-fixture'

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

  it('L23 a wall across the line: the GM is told which square it stands by', () => {
    // A wall on the north side of (5,6), across the shot from (5,9) up to (5,2).
    const c = archery({ map: { edges: { '5,6,0': 'wall' } } })
    const r = zzAttackPreview(c, shot)
    expect(r.ok).toBe(false)
    if (!r.ok)
      expect(r.refused).toMatch(
        /^Thurig has no clear line of attack on Mondo: a wall or a shut door by square 5,[56] is in the way\.$/,
      )
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
  function flank(
    extra: NonNullable<Parameters<typeof zzCampaign>[0]>['extra'],
    attackedBy: string[],
  ) {
    // Mondo faces Thurig (south): no Back Attack, only the flank counts.
    const c = zzCampaign({ mondo: { heading: 4 }, extra })
    return patch(c, 'mondo', { attackedBy })
  }

  it('names only the opponents with Mondo in range, not one standing far off', () => {
    // Aria (4,5) is adjacent and attacked Mondo; Bron at (0,0) attacked him too but reaches 1.
    const c = flank([hero('aria', 'Aria', 4, 5), hero('bron', 'Bron', 0, 0)], ['aria', 'bron'])
    expect(preview(c).why).toEqual(['Flank Attack: Mondo is flanked by Thurig and Aria'])
  })

  it('L63 from behind and flanked: two re-rolls, both reasons given', () => {
    // Mondo faces north; Thurig south of him is at his back, and Aria attacked him first.
    const c = patch(zzCampaign({ extra: [hero('aria', 'Aria', 4, 5)] }), 'mondo', {
      attackedBy: ['aria'],
    })
    const p = preview(c)
    expect(p.rerolls).toBe(2)
    expect(p.why).toEqual([
      'Back Attack: from behind Mondo',
      'Flank Attack: Mondo is flanked by Thurig and Aria',
    ])
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

describe('B.8 dispositions: how a figure stands towards the Heroes', () => {
  const c = zzCampaign()
  const tok = (over: Record<string, unknown>) => ({ ...c.tokens.mondo!, ...over }) as Token

  it('a Hero is friendly and a monster hostile by default; a thing on the board is neutral', () => {
    expect(zzDispositionOf(c, c.tokens.thurig!)).toBe('friendly')
    expect(zzDispositionOf(c, c.tokens.mondo!)).toBe('hostile')
    expect(zzDispositionOf(c, tok({ kind: 'object' }))).toBe('neutral')
  })

  it('the state in play wins over the sheet, the sheet over the default', () => {
    const neutralHero = { ...THURIG_SHEET, disposition: 'neutral' }
    const withSheet = { ...c, pcs: { thurig: neutralHero } } as Campaign
    expect(zzDispositionOf(withSheet, withSheet.tokens.thurig!)).toBe('neutral')
    const bribed = patch(withSheet, 'thurig', { disposition: 'hostile' })
    expect(zzDispositionOf(bribed, bribed.tokens.thurig!)).toBe('hostile')
  })

  it('a figure whose sheet is missing falls back to its kind', () => {
    expect(zzDispositionOf(c, tok({ npcId: 'nobody' }))).toBe('hostile')
    expect(zzDispositionOf(c, tok({ npcId: undefined }))).toBe('hostile')
  })

  it.each([
    ['friendly', 'friendly', 'friendly'],
    ['neutral', 'neutral', 'friendly'],
    [null, null, 'friendly'],
    ['friendly', 'hostile', 'hostile'],
    ['hostile', 'friendly', 'hostile'],
    ['friendly', 'neutral', 'neutral'],
    ['neutral', 'hostile', 'neutral'],
    [null, 'hostile', 'neutral'],
    ['hostile', null, 'neutral'],
  ] as const)('L27 seen by %s, a %s figure is %s', (viewer, other, want) => {
    expect(relativeDisposition(viewer, other)).toBe(want)
  })
})

describe('ZZ-09 / ZZ-Q44 Finish reach: the held melee weapon (seed 003 L98)', () => {
  function downAt(r: number, hands: [string | null, string | null]) {
    const c = patch(zzCampaign({ mondo: { hex: { q: 5, r } } }), 'mondo', { statuses: ['down'] })
    return patch(c, 'thurig', { gear: { ...inst(c, 'thurig').gear, hands } })
  }
  const finish = {
    kind: 'finish',
    actorTokenId: 'thurig',
    targetTokenId: 'mondo',
    outcome: 'dead',
  }

  it('the OTHER-SYSTEMS ZZ-09 example: a Spear (Range 3) finishes a goblin 3 spaces away', () => {
    expect(resolveZzRoll(finish, downAt(3, ['spear', null]), scriptedDice({})).cost).toEqual({
      ap: 1,
    })
  })

  it('a held bow is no melee weapon: Unarmed reach 1 it is', () => {
    expect(() => resolveZzRoll(finish, downAt(3, ['bow', null]), scriptedDice({}))).toThrow(
      'Mondo is 3 spaces away; Thurig can finish only within 1.',
    )
  })
})

describe('ZZ-Q27 the Tripped wording only when the table lets a Trip expose the back', () => {
  it('from behind an upright figure the reason stays "from behind"', () => {
    const c = { ...zzCampaign(), tableOptions: { trippedExposesBack: true } }
    expect(preview(c).why).toEqual(['Back Attack: from behind Mondo'])
  })
})
