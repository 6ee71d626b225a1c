import { describe, expect, it } from 'vitest'
import type { ZzCampaign as Campaign } from '../../../../shared/rules/zz/adapter/types'
import { ZzAttackRequestSchema } from '../../../../shared/rules/zz/engine/roll-requests'
import { prepareZzAttack } from '../../../../shared/rules/zz/adapter/ruleset-rolls-prepare'
import { attackRequest, goblin, hero, inst, withInst, zzCampaign } from './rolls-fixture'

// Thurig (Sword range 1, Shortbow range 6, Unarmed range 1) on 5,6; Mondo on 5,5 (rolls-fixture.ts).
const prepare = (c: Campaign, over: Record<string, unknown> = {}) =>
  prepareZzAttack(ZzAttackRequestSchema.parse(attackRequest(over)), c)
const holding = (c: Campaign, hands: [string | null, string | null], loaded: string[] = []) =>
  withInst(c, 'thurig', { gear: { ...inst(c, 'thurig').gear, hands, loaded } })

describe('an attacker out of the fight cannot attack (ZZ-53, ZZ-Q35: Unconscious takes no actions)', () => {
  it('dead and Unconscious are refused, each in its own word', () => {
    const dead = withInst(zzCampaign(), 'thurig', { statuses: ['dead'] })
    expect(() => prepare(dead)).toThrow('Thurig is dead and cannot attack.')
    const out = withInst(zzCampaign(), 'thurig', { statuses: ['tripped', 'unconscious'] })
    expect(() => prepare(out)).toThrow('Thurig is Unconscious and cannot attack.')
  })

  it('ZZ-54 a Tripped attacker has no further limit: it still attacks', () => {
    const c = withInst(zzCampaign(), 'thurig', { statuses: ['tripped'] })
    expect(prepare(c).cost).toEqual({ ap: 2 })
  })
})

describe('the distance an attack is judged at (seed 003 L25 "directly adjacent", ZZ-Q10)', () => {
  it('a sword reaches a diagonal neighbour: melee counts king’s moves (meleeDiagonal)', () => {
    // Mondo on 6,5, Thurig on 5,6: 1 across and 1 up; king's moves max(1, 1) = 1 ≤ range 1.
    const c = holding(zzCampaign({ mondo: { hex: { q: 6, r: 5 } } }), ['sword', null])
    expect(prepare(c, { weapon: 'sword' }).input.distance).toBe(1)
  })

  it('a bow at the same diagonal counts by the table’s metric: Manhattan 1 + 1 = 2', () => {
    const c = holding(zzCampaign({ mondo: { hex: { q: 6, r: 5 } } }), ['bow', null], ['bow'])
    const p = prepare(c, { weapon: 'bow' })
    expect(p.input.distance).toBe(2)
  })
})

describe('what the engine is given of the request and the target', () => {
  it('the target’s statuses go in as they are (a Tripped target lies on its back, ZZ-54)', () => {
    const c = withInst(zzCampaign(), 'mondo', { statuses: ['tripped', 'onFire'] })
    expect(prepare(c).input.target.state.statuses).toEqual(['tripped', 'onFire'])
  })

  it('ZZ-37 a modifier is passed on; none leaves the field out', () => {
    expect(prepare(zzCampaign(), { modifier: -2 }).input.attackModifier).toBe(-2)
    expect(prepare(zzCampaign(), { modifier: 3 }).input.attackModifier).toBe(3)
    expect('attackModifier' in prepare(zzCampaign()).input).toBe(false)
  })

  it('ZZ-40 a second opponent in range that attacked Mondo since his last turn flanks him', () => {
    // Aria (Unarmed, range 1) on 5,4 and Thurig on 5,6 both have Mondo (5,5) in range, and Aria
    // attacked him since his last turn (ZZ-Q11: another than the current attacker).
    const c = withInst(zzCampaign({ extra: [hero('aria', 'Aria', 5, 4)] }), 'mondo', {
      attackedBy: ['aria'],
    })
    expect(prepare(c).input.flanked).toBe(true)
    // Without her attack, no flank.
    expect(prepare(zzCampaign({ extra: [hero('aria', 'Aria', 5, 4)] })).input.flanked).toBe(false)
  })
})

describe('ZZ-34 the attack refused before a die is thrown (seed 003 L27)', () => {
  it('no figure attacks itself', () => {
    expect(() => prepare(zzCampaign(), { targetTokenId: 'thurig' })).toThrow(
      'Thurig cannot attack itself.',
    )
  })

  it('the engine’s refusal is passed on in its words: a sword not in hand', () => {
    expect(() => prepare(zzCampaign(), { weapon: 'sword' })).toThrow(
      'Thurig is not holding the Sword; taking it out of the pack costs 1 AP.',
    )
  })

  it('L27 not through a space occupied by a foe: a goblin between Thurig’s spear and Mondo', () => {
    // Spear range 3; Mondo on 5,3 is 3 away, Gob on 5,4 stands on the line between.
    const c = holding(
      zzCampaign({ mondo: { hex: { q: 5, r: 3 } }, extra: [goblin('gob', 'Gob', 5, 4)] }),
      ['spear', null],
    )
    expect(() => prepare(c, { weapon: 'spear' })).toThrow(
      'Thurig has no clear line of attack on Mondo: Gob (hostile) on square 5,4 is in the way.',
    )
    // With the square free, the same attack is prepared.
    const free = holding(zzCampaign({ mondo: { hex: { q: 5, r: 3 } } }), ['spear', null])
    expect(prepare(free, { weapon: 'spear' }).input.distance).toBe(3)
  })
})

describe('ZZ-05, ZZ-56 what the attack costs', () => {
  it('2 AP; with Aim / Focus 1 AP more and 1 Mind Point, the Crits asked for passed on', () => {
    const plain = prepare(zzCampaign())
    expect([plain.cost, plain.mind, 'aim' in plain.input]).toEqual([{ ap: 2 }, 0, false])
    // 2 + 1 = 3 AP.
    const aimed = prepare(zzCampaign(), { aim: 2 })
    expect([aimed.cost, aimed.mind, aimed.input.aim]).toEqual([{ ap: 3 }, 1, 2])
  })
})
