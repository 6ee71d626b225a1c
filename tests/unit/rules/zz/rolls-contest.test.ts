import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { zzAttackPreview } from '../../../../shared/rules/zz/adapter/attack-preview'
import { resolveZzRoll } from './rolls-fixture'
import {
  applied,
  inst,
  zzCampaign,
  contestRequest as contest,
  withInst as set,
} from './rolls-fixture'

describe('ZZ contests, jump and throw through zzRolls', () => {
  it('ZZ-46/54 a Trip lays the target on its back, Tripped, for 2 AP', () => {
    const c = zzCampaign()
    const r = resolveZzRoll(contest('trip'), c, scriptedDice({ 8: [5], 4: [1] }))
    expect(r.cost).toEqual({ ap: 2 })
    expect(r.outcome.detail).toBe('Thurig [5] + 4 = 9 vs Mondo [1] + 2 = 3')
    const after = applied(c, r)
    expect(inst(after, 'mondo').statuses).toEqual(['tripped'])
    expect(after.tokens.mondo?.orientation).toBe('back')
  })

  it.each([
    [
      'ZZ-33 Move Silently heard',
      contest('moveSilently', { targetTokenId: undefined }),
      { 12: [6, 7] },
      'heard by Mondo',
      { ap: 1 },
    ],
    ['ZZ-19 Steal unnoticed', contest('steal'), { 12: [10, 3] }, 'unnoticed', { ap: 1 }],
    ['ZZ-25 Dodge stopped', contest('dodge'), { 8: [1], 4: [4] }, 'stopped', { ap: 1, move: 2 }],
    [
      'ZZ-26 Jump clears',
      { kind: 'jump', tokenId: 'thurig' },
      { 20: [9] },
      'clears it',
      { ap: 0, move: 2 },
    ],
  ])('%s', (_n, req, faces, outcome, cost) => {
    const r = resolveZzRoll(req, zzCampaign(), scriptedDice(faces))
    expect(r.outcome.outcome).toBe(outcome)
    expect(r.cost).toEqual(cost)
  })

  it('ZZ-45 refuses a Shove on a figure that is not adjacent, and a Shove with Aim', () => {
    const far = zzCampaign({ mondo: { hex: { q: 5, r: 3 } } })
    expect(() => resolveZzRoll(contest('shove'), far, scriptedDice({}))).toThrow(
      /Shove needs a target next to Thurig/,
    )
    expect(() =>
      resolveZzRoll(contest('shove', { aim: 1 }), zzCampaign(), scriptedDice({})),
    ).toThrow(/Aim \/ Focus cannot be used with a Shove/)
  })

  it('ZZ-32 a thrown item leaves the hand and lands by the Direction Die', () => {
    const c = set(zzCampaign(), 'thurig', {
      gear: { hands: ['rock', null], stored: [], loaded: [] },
    })
    const r = resolveZzRoll(
      { kind: 'throw', tokenId: 'thurig', item: 'rock', at: '5,2' },
      c,
      scriptedDice({ 8: [3] }),
    )
    expect(r.outcome.outcome).toBe('lands on 6,2')
    const after = applied(c, r)
    expect(inst(after, 'thurig').gear.hands).toEqual([null, null])
    const m = after.maps.m
    expect(m?.kind === 'square' && m.items?.['6,2']).toEqual([{ id: 'rock', name: 'rock' }])
  })

  it('ZZ-14/15 a chest beside the figure: closed refuses Loot; opened, its stack goes to the pack', () => {
    const chest = {
      id: 'chest',
      at: '6,6',
      name: 'Chest',
      kind: 'chest',
      open: false,
      locked: false,
      items: [{ id: 'gem', name: 'Gem', count: 2 }],
    }
    const c = zzCampaign({ options: { metric: 'chebyshev' }, map: { containers: { chest } } })
    const loot = { kind: 'loot', tokenId: 'thurig', containerId: 'chest' }
    expect(() => resolveZzRoll(loot, c, scriptedDice({}))).toThrow(
      /The Chest is closed; open it first/,
    )
    const open = applied(
      c,
      resolveZzRoll(
        { kind: 'openClose', tokenId: 'thurig', containerId: 'chest' },
        c,
        scriptedDice({}),
      ),
    )
    const after = applied(open, resolveZzRoll(loot, open, scriptedDice({})))
    expect(inst(after, 'thurig').gear.stored).toContainEqual(
      expect.objectContaining({ item: 'Gem', container: 'pack', count: 2 }),
    )
    const m = after.maps.m
    expect(m?.kind === 'square' && m.containers?.chest?.items).toEqual([])
  })
})

describe('ZZ targeting options', () => {
  it('ZZ-Q27 a Tripped figure’s every side is its back when the table says so', () => {
    const c = set(zzCampaign({ mondo: { heading: 4 } }), 'mondo', { statuses: ['tripped'] })
    const plain = zzAttackPreview(c, {
      kind: 'attack',
      attackerTokenId: 'thurig',
      targetTokenId: 'mondo',
    })
    expect(plain.ok && plain.preview.rerolls).toBe(0)
    const exposed = zzAttackPreview(
      { ...c, tableOptions: { trippedExposesBack: true } },
      { kind: 'attack', attackerTokenId: 'thurig', targetTokenId: 'mondo' },
    )
    expect(exposed.ok && exposed.preview.why).toEqual([
      'Back Attack: Mondo is Tripped, every side is its back',
    ])
  })

  it.each([
    ['manhattan', 'rearHalfPlane', 'refused'],
    ['chebyshev', 'rearHalfPlane', 1],
    ['chebyshev', 'directlyBehind', 0],
  ])(
    'ZZ-Q10/Q12 a diagonal attacker with metric %s and back arc %s (melee counting as the metric)',
    (metric, backArc, want) => {
      const c = zzCampaign({
        thurig: { hex: { q: 6, r: 6 } },
        options: { metric, backArc, meleeDiagonal: false },
      })
      const r = zzAttackPreview(c, {
        kind: 'attack',
        attackerTokenId: 'thurig',
        targetTokenId: 'mondo',
      })
      if (want === 'refused')
        expect(r).toEqual({
          ok: false,
          refused: 'Mondo is 2 spaces away; an Unarmed Attack reaches 1.',
        })
      else expect(r.ok && r.preview.rerolls).toBe(want)
    },
  )

  it('seed 003, Range: "directly adjacent" takes in the diagonal, so a fist reaches Mondo there by default', () => {
    // Range 1: "in a space directly adjacent to the attacker"; Thurig one square off diagonally.
    const c = zzCampaign({ thurig: { hex: { q: 6, r: 6 } }, options: { metric: 'manhattan' } })
    const r = zzAttackPreview(c, {
      kind: 'attack',
      attackerTokenId: 'thurig',
      targetTokenId: 'mondo',
    })
    expect(r.ok && r.preview.distance).toBe(1)
  })
})
