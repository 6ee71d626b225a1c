/**
 * Switching the way of moving during a Movement action (seed 001 L16: "subtract the distance
 * travelled with their initial speed from this new speed ... If the result would be 0 or less,
 * then they cannot use the new speed during the current Movement action"; OTHER-SYSTEMS.md
 * GG-021, GG-Q10: all movement spent so far in the action, at every switch). Aria walks 6 m; the
 * GM's moves panel gives her Swim 3 or Climb 4. Her moves are tracker drags (combatAfterMove) and
 * the switch is her state set by hand (followInstanceEdit), as main runs them.
 */
import { describe, expect, it } from 'vitest'
import { createSession } from '../../../../electron/main/session/session'
import type { Envelope } from '../../../../shared/api'
import { combatAfterMove, followInstanceEdit, takeTurnAction } from '../../../../shared/play/combat'
import { RollRefused, rulesetById } from '../../../../shared/rules'
import type { GgMoveMode } from '../../../../shared/rules/gg/engine/model'
import { ggCombat } from '../../../../shared/rules/gg/adapter/ruleset-combat'
import {
  asGg,
  fight,
  ggBegun,
  ggCampaign,
  left,
  next,
  stateOf,
  withState,
} from './ruleset-combat-fixture'
import type { GgCampaign } from '../../../../shared/rules/gg/adapter/types'

/** Aria's turn (Aria 18, Orc 3), her Movement action taken: 6 m. */
const moving = (c: GgCampaign = ggCampaign()) =>
  asGg(takeTurnAction(ggBegun(c, ['aria', 'orc'], [15, 2]), 'aria', 'movement', false))

/** Aria dragged `metres` (what the board charged) one hex on per metre along her row. */
function walk(c: GgCampaign, metres: number, hexes = metres): GgCampaign {
  const aria = c.tokens.aria!
  const after = {
    ...c,
    tokens: { ...c.tokens, aria: { ...aria, hex: { q: aria.hex.q + hexes, r: aria.hex.r } } },
  }
  return asGg(combatAfterMove(c, after, 'aria', metres, { override: false }).campaign)
}

/** The GM picks another way for Aria in the moves panel (walking: no pick). */
function switchTo(c: GgCampaign, mode: GgMoveMode, speed: number): GgCampaign {
  const edited = withState(c, 'aria', (s) => {
    const { move: _old, ...rest } = s
    return mode === 'walk' ? rest : { ...rest, move: { mode, speed } }
  })
  return asGg(followInstanceEdit(c, edited, 'aria'))
}

const logLast = (c: GgCampaign) => fight(c).log.at(-1)?.text

describe('GG-021 switching the way of moving on the tracker (seed 001 L16)', () => {
  it('walk 2 m of 6, then swim (3 m): 3 − 2 = 1 m left, logged', () => {
    const c = walk(moving(), 2)
    expect(left(c, 'aria').m).toBe(4)
    const swum = switchTo(c, 'swim', 3)
    expect(left(swum, 'aria').m).toBe(1)
    expect(logLast(swum)).toBe(
      'Aria switches to swimming: 3 m less 2 m spent this Movement action leaves 1 m',
    )
    expect(stateOf(swum, 'aria').turn.switchedAt).toBe(2)
    // The 1 m is all she has: a 2 m swim takes a second Movement action (1 + 2 AP, GG-015).
    expect(() => walk(swum, 2)).toThrow(/cannot take the Movement action/)
  })

  it('walk 3 m, then swim: 3 − 3 = 0, refused while 3 m of walking are left; nothing changes', () => {
    const c = walk(moving(), 3)
    expect(() => switchTo(c, 'swim', 3)).toThrow(
      new RollRefused(
        'Aria has spent 3 m of this Movement action, and swimming at 3 m leaves nothing, so it ' +
          'cannot switch to swimming until its next Movement action (3 m of walking are left)',
      ),
    )
  })

  it('all 6 m walked: swimming leaves 3 − 6 < 0, so it waits with 0 m for the next action', () => {
    const c = switchTo(walk(moving(), 6), 'swim', 3)
    expect(left(c, 'aria').m).toBe(0)
    // Switching back to walking still counts the 6 m spent: 6 − 6 = 0.
    expect(left(switchTo(c, 'walk', 6), 'aria').m).toBe(0)
    // A faster way still has some of this action: Fly 9 − 6 = 3 m.
    const flying = switchTo(walk(moving(), 6), 'fly', 9)
    expect(left(flying, 'aria').m).toBe(3)
    expect(logLast(flying)).toBe(
      'Aria switches to flying: 9 m less 6 m spent this Movement action leaves 3 m',
    )
    // Burrow 3 after 3 m walked: 3 − 3 = 0 with 3 m of walking left, refused.
    expect(() => switchTo(walk(moving(), 3), 'burrow', 3)).toThrow(
      /burrowing at 3 m leaves nothing/,
    )
  })

  it('GG-Q10: every switch takes off all movement spent so far in the action', () => {
    // Walk 1 m (6 − 1 = 5 left); climb: 4 − 1 = 3; climb 1 m (2 left, 2 spent); swim: 3 − 2 = 1.
    let c = switchTo(walk(moving(), 1), 'climb', 4)
    expect(left(c, 'aria').m).toBe(3)
    c = switchTo(walk(c, 1), 'swim', 3)
    expect(left(c, 'aria').m).toBe(1)
    // Back to walking: 6 − 2 = 4 m.
    expect(left(switchTo(c, 'walk', 6), 'aria').m).toBe(4)
  })

  it("GG-Q10 'spent': 1 m of Difficult Terrain costs 2 m, so swimming leaves 3 − 2 = 1 m", () => {
    const c = walk(moving(), 2, 1)
    expect(left(switchTo(c, 'swim', 3), 'aria').m).toBe(1)
  })

  it('a Movement action taken after the switch starts its own account at the new speed', () => {
    let c = switchTo(walk(moving(ggCampaign()), 1), 'climb', 4)
    expect(stateOf(c, 'aria').turn.switchedAt).toBe(1)
    // Second Movement (the GM's override for its 3 AP): 3 m left + Climb 4 = 7 m; account reset.
    c = asGg(takeTurnAction(c, 'aria', 'movement', true))
    expect(left(c, 'aria').m).toBe(7)
    expect(stateOf(c, 'aria').turn.switchedAt).toBeUndefined()
  })

  it('metres carried from an earlier Movement action stay: 2 m + Swim 3 − 0 m = 5 m', () => {
    // Walk 4 of 6 (2 left), a second Movement (+6 = 8 m), then swim before moving again: this
    // action spent nothing, so swimming gives its whole 3 m on top of the 2 m carried.
    let c = asGg(takeTurnAction(walk(moving(), 4), 'aria', 'movement', true))
    expect(left(c, 'aria').m).toBe(8)
    c = switchTo(c, 'swim', 3)
    expect(left(c, 'aria').m).toBe(5)
    expect(logLast(c)).toMatch(/leaves 3 m \(5 m with 2 m from an earlier Movement action\)$/)
  })

  it('changes nothing before the Movement action, outside her turn, or when only Prone crawls', () => {
    const begun = ggBegun(ggCampaign(), ['aria', 'orc'], [15, 2])
    expect(switchTo(begun, 'swim', 3)).toEqual(
      withState(begun, 'aria', (s) => ({ ...s, move: { mode: 'swim', speed: 3 } })),
    )
    // The Orc's turn: Aria's Movement metres are not being spent.
    const orcs = next(walk(moving(), 2))
    expect(left(switchTo(orcs, 'swim', 3), 'aria').m).toBe(left(orcs, 'aria').m)
    // Prone, she crawls on foot whatever way is picked: no switch, nothing logged or kept.
    const prone = withState(walk(moving(), 2), 'aria', (s) => ({ ...s, conditions: ['prone'] }))
    const still = switchTo(prone, 'swim', 3)
    expect(left(still, 'aria').m).toBe(4)
    expect(fight(still).log).toEqual(fight(prone).log)
    expect(stateOf(still, 'aria').turn.switchedAt).toBeUndefined()
  })

  it('an edit that keeps the way (her HP) re-prices nothing', () => {
    const c = walk(moving(), 2)
    const hurt = withState(c, 'aria', (s) => ({ ...s, hp: 20 }))
    expect(followInstanceEdit(c, hurt, 'aria')).toEqual(hurt)
  })

  it('standing up by hand with Swim picked is a switch from crawling on foot', () => {
    // Prone with Swim 3 picked, she crawls on foot: 2 m at 2 m a metre (GG-028) = 4 m of her 6 m.
    // Standing her up to swim: 3 − 4 < 0 with 6 − 4 = 2 m of walking left: refused.
    const crawled = walk(
      withState(moving(), 'aria', (s) => ({
        ...s,
        conditions: ['prone'],
        move: { mode: 'swim', speed: 3 },
      })),
      4,
      2,
    )
    const stood = withState(crawled, 'aria', (s) => ({ ...s, conditions: [] }))
    expect(() => followInstanceEdit(crawled, stood, 'aria')).toThrow(
      /spent 4 m of this Movement action, and swimming at 3 m .*\(2 m of walking are left\)$/,
    )
  })

  it('reads her own combatant when another stands before her in the order', () => {
    // The Orc (its d20 15 against her 2) acts first; on her turn she walks 2 m, then swims:
    // 3 − 2 = 1 m, read from her own combatant, not the first in the order.
    let c = next(ggBegun(ggCampaign(), ['aria', 'orc'], [2, 15]))
    expect(fight(c).order[0]?.tokenId).toBe('orc')
    c = walk(asGg(takeTurnAction(c, 'aria', 'movement', false)), 2)
    expect(left(switchTo(c, 'swim', 3), 'aria').m).toBe(1)
  })

  it('hands the tracker her new state, then the metres left', () => {
    const c = walk(moving(), 2)
    const edited = withState(c, 'aria', (s) => ({ ...s, move: { mode: 'swim', speed: 3 } }))
    const changes = ggCombat.instanceEdited!(c, edited, 'aria', true)
    expect(changes.map((x) => x.kind)).toEqual(['instance', 'left'])
    expect(changes[1]).toMatchObject({ resource: 'm', amount: 1 })
  })
})

describe('the drag preview after a switch (GG-021)', () => {
  const movement = rulesetById('gg')!.movement!
  const row = { orientation: 'pointy' as const, cols: 12, rows: 1, terrain: {}, edges: {} }
  const swimmer = {
    id: 'aria',
    name: 'Aria',
    kind: 'pc',
    hex: { q: 0, r: 0 },
    size: 'medium' as const,
    speed: 6,
    instance: { hp: 30, move: { mode: 'swim', speed: 3 }, turn: { taken: {}, switchedAt: 2 } },
  }

  it('prices the rest of the action at 3 − 2 = 1 m, then a second action’s 3 m', () => {
    const one = movement.planMove(row, swimmer, { q: 1, r: 0 }, {})
    expect(one.band).toBe('move')
    expect(one.note).toBe(
      'swimming; 1 m of this Movement action left (3 m less 2 m spent before switching)',
    )
    // 2 m: more than the 1 m left, within 1 + 3 = 4 m.
    expect(movement.planMove(row, swimmer, { q: 2, r: 0 }, {}).band).toBe('dash')
    const far = movement.planMove(row, swimmer, { q: 5, r: 0 }, {})
    expect(far.band).toBe('too-far')
    expect(far.reason).toBe(
      'Aria needs 5 m, swimming but has 1 m left of this Movement action, 4 m with a second Movement action',
    )
    expect(movement.reach(row, swimmer, {}).bands).toEqual([1, 4])
    const square = { kind: 'square' as const, cols: 8, rows: 1 }
    expect(movement.reach(square, swimmer, {}).bands).toEqual([1, 4])
  })
})

describe('main: the switch from the moves panel', () => {
  const value = <T>(env: Envelope<unknown>): T => {
    if (!env.ok) throw new Error(`${env.error.code}: ${env.error.message}`)
    return env.value as T
  }

  it('sets the metres left with the new way in one undo step, or refuses with the reason', () => {
    const s = createSession(walk(moving(), 2))
    const aria = () => stateOf(s.history.state, 'aria')
    const send = (move: unknown) =>
      s.dispatch('gm', 'token:setInstance', { tokenId: 'aria', ...aria(), move })
    value(send({ mode: 'swim', speed: 3 }))
    // 3 m swimming less the 2 m walked.
    expect(left(s.history.state, 'aria').m).toBe(1)
    value(s.dispatch('gm', 'history:undo', {}))
    expect(left(s.history.state, 'aria').m).toBe(4)
    expect(aria().move).toBeUndefined()
    expect(aria().turn.switchedAt).toBeUndefined()
    // Climb 2: 2 − 2 = 0 with 4 m of walking left, refused; nothing changed.
    const refused = send({ mode: 'climb', speed: 2 })
    expect(refused.ok).toBe(false)
    expect(refused.ok ? '' : refused.error.message).toMatch(
      /^Aria has spent 2 m of this Movement action, and climbing at 2 m leaves nothing/,
    )
    expect(aria().move).toBeUndefined()
    expect(left(s.history.state, 'aria').m).toBe(4)
  })
})
