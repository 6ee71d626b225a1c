import { describe, expect, it } from 'vitest'
import type { Dice } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import { attackPreview } from '../../../../shared/rules/gg/adapter/attack-preview'
import { GgAttackRequestSchema } from '../../../../shared/rules/gg/engine/roll-requests'
import { ARIA, ORC, attack, gg, ggCampaign, inFight, instanceIn, parsed, state } from './fixture'

const request = (more: object = {}) => GgAttackRequestSchema.parse(attack(more))

function preview(c: Campaign, more: object = {}) {
  const out = attackPreview(c, request(more))
  if (!out.ok) throw new Error(out.refused)
  return out.preview
}

/**
 * Every face of every die the attack may roll, each combination equally likely: what resolve
 * does, tallied. `d20s` test dice (two with Advantage), one d8 for the damage.
 */
function bruteForce(c: Campaign, more: object, d20s: 1 | 2) {
  const outcomes: Record<string, number> = {}
  const hpLoss: number[] = []
  let drop = 0
  const hpBefore = (c.tokens.orc!.instance as { hp: number } | undefined)?.hp ?? ORC.hpMax
  const combos: number[][] = []
  for (let a = 1; a <= 20; a++)
    for (let b = 1; b <= (d20s === 2 ? 20 : 1); b++)
      for (let f = 1; f <= 8; f++) combos.push(d20s === 2 ? [a, b, f] : [a, f])
  const weight = 1 / combos.length
  for (const faces of combos) {
    const d20 = faces.slice(0, d20s)
    const d8 = faces[d20s]!
    const dice: Dice = { roll: (sides) => (sides === 20 ? d20.shift()! : d8) }
    const out = gg.rolls.resolve(parsed(attack(more)), c, dice)
    const key = out.outcome.outcome
    outcomes[key] = (outcomes[key] ?? 0) + weight
    const hp = instanceIn(out.changes, 'orc')?.hp ?? hpBefore
    const lost = hpBefore - hp
    hpLoss[lost] = (hpLoss[lost] ?? 0) + weight
    if (hp === 0) drop += weight
  }
  return { outcomes, hpLoss, drop }
}

function expectSameOdds(c: Campaign, more: object, d20s: 1 | 2) {
  const p = preview(c, more)
  const b = bruteForce(c, more, d20s)
  const names = {
    miss: 'miss',
    hit: 'hit',
    overwhelming: 'Overwhelming Blow',
    critical: 'Critical Hit',
  }
  for (const [k, word] of Object.entries(names))
    expect(p.odds.outcomes[k as keyof typeof names]).toBeCloseTo(b.outcomes[word] ?? 0, 12)
  const n = Math.max(p.odds.hpLoss.p.length, b.hpLoss.length)
  for (let i = 0; i < n; i++)
    expect(p.odds.hpLoss.p[i] ?? 0, `HP lost ${i}`).toBeCloseTo(b.hpLoss[i] ?? 0, 12)
  expect(p.odds.dropChance).toBeCloseTo(b.drop, 12)
}

describe('the GG attack preview', () => {
  it('shows the numbers the roll uses', () => {
    const p = preview(ggCampaign(), { cover: 'half' })
    expect(p).toMatchObject({
      label: 'Aria: Longsword at Orc',
      bonus: { value: 3, how: 'PHY 1 + SB 2' },
      ht: { value: 13, how: 'HT 11 (from the stat block) + half cover 2' },
      advantage: 'normal',
      distance: 1,
      cost: {},
      damage: '1d8 + 1 Slashing',
    })
  })

  // Every face is a whole resolve (thousands with Advantage): slow on a busy machine, so no 5 s limit.
  it('gives the same odds as the roll over every face', { timeout: 60_000 }, () => {
    // The preview's drop chance is before any Scar: the roll must land the damage to match it.
    const c = ggCampaign({ scarOfferWhen: 'never' })
    c.tokens.orc!.instance = state(ORC, { hp: 6 })
    expectSameOdds(c, {}, 1)
  })

  it('gives the same odds as the roll over every face with Advantage', { timeout: 60_000 }, () => {
    const c = ggCampaign({ scarOfferWhen: 'never' })
    c.tokens.orc!.instance = state(ORC, { hp: 6, conditions: ['prone'] })
    expect(preview(c).advantage).toBe('advantage')
    expectSameOdds(c, {}, 2)
  })

  it('costs what the roll costs, with the surcharge in words', () => {
    const c = inFight(ggCampaign())
    c.tokens.aria!.instance = state(ARIA, { turn: { taken: { attack: 1 }, reactions: [] } })
    const p = preview(c, { mark: true })
    expect(p.cost).toEqual({ ap: 4 })
    expect(p.surcharge).toBe('Second Attack this Turn: +2AP (GG-015)')
    const rolled = gg.rolls.resolve(parsed(attack({ mark: true })), c, { roll: () => 1 })
    expect(rolled.cost).toEqual(p.cost)
  })

  it('says why an attack cannot be made instead of a preview', () => {
    const c = inFight(ggCampaign())
    c.tokens.aria!.instance = state(ARIA, { turn: { taken: {}, reactions: ['oa'] } })
    expect(attackPreview(c, request({ opportunity: true }))).toEqual({
      ok: false,
      refused:
        'Aria has already made an Opportunity Attack since its last Turn; a reaction can be used once per round (GG-016).',
    })
  })
})
