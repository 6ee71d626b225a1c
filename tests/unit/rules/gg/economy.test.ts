import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GG_DEFAULT_OPTIONS, type GgOptions } from '../../../../shared/rules/gg/engine/options'
import {
  actionCost,
  commonActions,
  declareAttackWithMark,
  GG_MARKS_AT_ENCOUNTER_END,
  markedBy,
  markedLabel,
  resetForTurn,
  resolveMark,
  spendMovement,
  takeAction,
  takeMovement,
  takeReaction,
  type GgAction,
  type TurnLedger,
} from '../../../../shared/rules/gg/engine/economy'
import {
  endRoundEffects,
  narrativeTimeOutcome,
  oneRoundEffect,
  startTurn,
  turnEndSteps,
  turnStartSteps,
} from '../../../../shared/rules/gg/engine/turn-hooks'

const opts = GG_DEFAULT_OPTIONS
const withOpts = (o: Partial<GgOptions>): GgOptions => ({ ...opts, ...o })
const acts = commonActions(opts)

describe('GG turn economy (A.1)', () => {
  it('GG-013 Ex.: Aria ends her Turn with 1AP unspent -> the next Turn starts with 3AP, not 4', () => {
    let aria = resetForTurn()
    aria = takeAction(aria, acts.attack, opts, 'Aria')
    aria = takeAction(aria, acts.useItem, opts, 'Aria')
    expect(aria.ap).toBe(1)
    const next = startTurn('aria', { ap: 3, rp: 1 }, []).ledger
    expect(next).toMatchObject({ ap: 3, rp: 1, taken: {}, reactionsUsed: [] })
    expect(resetForTurn({ ap: 5, rp: 3 })).toMatchObject({ ap: 5, rp: 3 })
    expect(() => resetForTurn({ ap: -1, rp: 1 })).toThrow(/whole numbers, 0 or more/)
  })

  it('GG-014 Ex.: Aria has 1AP left; Escape Grapple costs 2AP -> not allowed', () => {
    const aria: TurnLedger = { ...resetForTurn(), ap: 1 }
    expect(() => takeAction(aria, acts.escapeGrapple, opts, 'Aria')).toThrow(
      'Aria has 1 AP left; Escape Grapple costs 2 AP.',
    )
  })

  it('GG-015 Ex.: the 1st Attack costs 1, the 2nd costs 3 -> with 3AP the 2nd is refused', () => {
    const after1 = takeAction(resetForTurn(), acts.attack, opts, 'Aria')
    expect(after1.ap).toBe(2)
    expect(actionCost(after1, acts.attack, opts)).toBe(3)
    expect(() => takeAction(after1, acts.attack, opts, 'Aria')).toThrow(
      'Aria has 2 AP left; Attack costs 3 AP (1 AP + 2 AP for repeating it).',
    )
  })

  it.each<[GgOptions['repeatSurcharge'], number]>([
    ['flat', 7],
    ['cumulative', 9],
  ])('GG-015 Ex.: 9AP and 3 Attacks, %s surcharge -> %i AP', (repeatSurcharge, total) => {
    const o = withOpts({ repeatSurcharge })
    let l = resetForTurn({ ap: 9, rp: 1 })
    for (let i = 0; i < 3; i++) l = takeAction(l, acts.attack, o, 'Aria')
    expect(9 - l.ap).toBe(total)
  })

  it('GG-Q6: the surcharge applies to Movement unless the table turns it off; 0-AP actions are exempt', () => {
    const moved = takeAction(resetForTurn(), acts.movement, opts, 'Aria')
    expect(actionCost(moved, acts.movement, opts)).toBe(3)
    expect(actionCost(moved, acts.movement, withOpts({ repeatAppliesToMovement: false }))).toBe(1)
    const free: GgAction = { key: 'dropProne', name: 'Drop Prone', apCost: 0 }
    const dropped = takeAction(resetForTurn(), free, opts, 'Aria')
    expect(actionCost(dropped, free, opts)).toBe(0)
  })

  it('GG-016 Ex.: the Memory (3RP) makes an OA -> no second OA this Round; spare RP pays for another reaction', () => {
    const oa = acts.opportunityAttack
    const memory = takeReaction(resetForTurn({ ap: 3, rp: 3 }), oa, 'The Memory')
    expect(memory.rp).toBe(2)
    expect(() => takeReaction(memory, oa, 'The Memory')).toThrow(
      'The Memory already used Opportunity Attack and cannot use it again until the start of their next Turn.',
    )
    const other = takeReaction(memory, { key: 'guard', name: 'Guard', rpCost: 1 }, 'The Memory')
    expect(other.rp).toBe(1)
    expect(() => takeReaction({ ...resetForTurn(), rp: 0 }, oa, 'Aria')).toThrow(
      'Aria has 0 RP left; Opportunity Attack costs 1 RP.',
    )
    // the lockout lifts when the Memory's next Turn starts
    expect(
      takeReaction(startTurn('memory', { ap: 3, rp: 3 }, []).ledger, oa, 'The Memory').rp,
    ).toBe(2)
  })

  it('GG-017 Ex.: Medicine on a resting ally needs no Initiative; attacking a guard calls for it', () => {
    expect(narrativeTimeOutcome({ combat: false })).toBe('allowed')
    expect(narrativeTimeOutcome({ combat: true })).toBe('callInitiative')
  })

  it('GG-018 Ex.: Attack + Mark, the attack hits the Orc -> "Marked [Aria]", Aria has 1AP left', () => {
    const aria = declareAttackWithMark(resetForTurn(), acts.attack, acts.mark, opts, 'Aria')
    expect(aria.ap).toBe(1)
    const marks = resolveMark({}, 'aria', 'orc', true)
    expect(marks).toEqual({ orc: 'aria' })
    expect(markedBy(marks, 'orc')).toBe('aria')
    expect(markedLabel('Aria')).toBe('Marked [Aria]')
    // a miss still spends the AP [DEF] and marks no one
    expect(resolveMark({}, 'aria', 'orc', false)).toEqual({})
    // A.5.1: a new Mark by the same marker moves it; another marker's Mark stays
    expect(resolveMark(marks, 'aria', 'wolf', true)).toEqual({ wolf: 'aria' })
    expect(resolveMark(marks, 'bram', 'wolf', true)).toEqual({ orc: 'aria', wolf: 'bram' })
    // GgMarks is Target -> marker: Bram Marking the Orc replaces Aria's Mark on it
    expect(markedBy(resolveMark(marks, 'bram', 'orc', true), 'orc')).toBe('bram')
    expect(markedBy(GG_MARKS_AT_ENCOUNTER_END, 'orc')).toBeUndefined()
    expect(() =>
      declareAttackWithMark({ ...resetForTurn(), ap: 1 }, acts.attack, acts.mark, opts, 'Aria'),
    ).toThrow('Aria has 1 AP left; Attack with Mark costs 2 AP.')
  })

  it('GG-019 Ex.: Speed 6 m: move 2 m, attack, move 4 m -> legal; a 7th metre is not', () => {
    let aria = takeMovement(resetForTurn(), acts.movement, 6, opts, 'Aria')
    aria = spendMovement(aria, 2, 'Aria')
    aria = takeAction(aria, acts.attack, opts, 'Aria')
    aria = spendMovement(aria, 4, 'Aria')
    expect(aria).toMatchObject({ ap: 1, movementLeft: 0 })
    expect(() => spendMovement(aria, 1, 'Aria')).toThrow(/has 0 m of Movement left/)
  })

  it('GG-008 Ex.: in a shared slot Aria moves, Bram attacks, then Aria attacks -> legal, own AP each', () => {
    let aria = startTurn('aria', { ap: 3, rp: 1 }, []).ledger
    let bram = startTurn('bram', { ap: 3, rp: 1 }, []).ledger
    aria = takeMovement(aria, acts.movement, 6, opts, 'Aria')
    bram = takeAction(bram, acts.attack, opts, 'Bram')
    aria = takeAction(aria, acts.attack, opts, 'Aria')
    expect([aria.ap, bram.ap]).toEqual([1, 2])
  })

  it('GG-011 Ex.: on her Turn -> ends when her next Turn starts; as a reaction on the Orc\u2019s Turn -> at the Orc\u2019s', () => {
    const own = oneRoundEffect({ id: 'e1', label: 'Shield' }, 'aria', 'aria', opts)
    const reaction = oneRoundEffect({ id: 'e2', label: 'Parry' }, 'aria', 'orc', opts)
    expect(endRoundEffects([own, reaction], 'orc').ended.map((e) => e.id)).toEqual(['e2'])
    const atAria = startTurn('aria', { ap: 3, rp: 1 }, [own, reaction])
    expect(atAria.ended.map((e) => e.id)).toEqual(['e1'])
    expect(atAria.kept.map((e) => e.id)).toEqual(['e2'])
    // GG-Q9 'user': the reaction's effect ends at Aria's own next Turn
    const byUser = oneRoundEffect({ id: 'e2', label: 'Parry' }, 'aria', 'orc', {
      roundDuration: 'user',
    })
    expect(byUser.endsAtStartOf).toBe('aria')
  })

  it('D.1: the turn-start and turn-end steps run in order', () => {
    expect(turnStartSteps({ side: 'pc', dying: true }, opts)).toEqual([
      'endRoundEffects',
      'limitPoints',
      'dyingTick',
      'resetApRp',
    ])
    expect(turnStartSteps({ side: 'npc' }, opts)).toEqual(['endRoundEffects', 'resetApRp'])
    expect(
      turnStartSteps({ side: 'npc', ally: true }, withOpts({ lpGenerators: 'allAllies' })),
    ).toContain('limitPoints')
    expect(turnStartSteps({ side: 'pc', memory: true, inObstructingAura: false }, opts)).toEqual([
      'endRoundEffects',
      'regeneration',
      'resetApRp',
    ])
    // GG-112 / GG-Q42 via limit-break.ts passiveLp: the Memory earns LP only under allAllies
    expect(
      turnStartSteps({ side: 'pc', memory: true }, withOpts({ lpGenerators: 'allAllies' })),
    ).toEqual(['endRoundEffects', 'limitPoints', 'regeneration', 'resetApRp'])
    expect(turnStartSteps({ side: 'npc', inObstructingAura: true }, opts)).toEqual([
      'endRoundEffects',
      'obstructingAura',
      'resetApRp',
    ])
    expect(turnEndSteps({ side: 'pc', flyingWithoutHover: true }, opts)).toEqual(['hoverCheck'])
    const later = withOpts({ hoverCheck: 'startOfNextTurn' })
    expect(turnEndSteps({ side: 'pc', flyingWithoutHover: true }, later)).toEqual([])
    expect(turnStartSteps({ side: 'npc', flyingWithoutHover: true }, later)[1]).toBe('hoverCheck')
  })

  it('AP never goes negative and a refused action changes nothing', () => {
    const arbAction = fc.constantFrom(
      ...Object.values(acts).filter((a): a is GgAction => 'apCost' in a),
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9 }),
        fc.array(arbAction, { maxLength: 8 }),
        fc.constantFrom<GgOptions['repeatSurcharge']>('flat', 'cumulative'),
        (ap, actions, repeatSurcharge) => {
          const o = withOpts({ repeatSurcharge })
          let l = resetForTurn({ ap, rp: 1 })
          for (const a of actions) {
            const before = l
            try {
              l = takeAction(l, a, o, 'X')
              expect(before.ap - l.ap).toBe(actionCost(before, a, o))
            } catch {
              expect(l).toBe(before)
            }
            expect(l.ap).toBeGreaterThanOrEqual(0)
          }
        },
      ),
    )
  })
})

describe('GG turn economy at its edges', () => {
  const common = commonActions(opts)
  const fresh = resetForTurn()

  it('L12 names the common actions the GM reads, each at its AP or RP from the table', () => {
    // The table's default costs: Movement, Attack, Use Skill, Use Item, Mark 1 AP; Escape Grapple
    // and the Limit Break action 2 AP; an Opportunity Attack 1 RP.
    expect(common).toEqual({
      movement: { key: 'movement', name: 'Movement', apCost: 1, movement: true },
      attack: { key: 'attack', name: 'Attack', apCost: 1 },
      useSkill: { key: 'useSkill', name: 'Use Skill', apCost: 1 },
      useItem: { key: 'useItem', name: 'Use Item', apCost: 1 },
      escapeGrapple: { key: 'escapeGrapple', name: 'Escape Grapple', apCost: 2 },
      mark: { key: 'mark', name: 'Mark', apCost: 1 },
      limitBreak: { key: 'limitBreak', name: 'Limit Break', apCost: 2 },
      opportunityAttack: { key: 'opportunityAttack', name: 'Opportunity Attack', rpCost: 1 },
    })
  })

  it('L9 a reaction that costs exactly the RP left is allowed and leaves none', () => {
    // 1 RP - 1 RP = 0.
    expect(takeReaction(fresh, common.opportunityAttack, 'Aria').rp).toBe(0)
  })

  it('L14 Attack with Mark at exactly the AP left is allowed: 2 AP - (1 + 1) = 0', () => {
    const two: TurnLedger = { ...fresh, ap: 2 }
    expect(declareAttackWithMark(two, common.attack, common.mark, opts, 'Aria').ap).toBe(0)
  })

  it('a Movement speed or a move below 0 m is refused; 0 m is allowed', () => {
    expect(() => takeMovement(fresh, common.movement, -1, opts, 'Aria')).toThrow(
      'A Movement speed is 0 m or more.',
    )
    expect(() => takeMovement(fresh, common.movement, Number.NaN, opts, 'Aria')).toThrow(
      'A Movement speed is 0 m or more.',
    )
    expect(takeMovement(fresh, common.movement, 0, opts, 'Aria').movementLeft).toBe(0)
    expect(() => spendMovement(fresh, -1, 'Aria')).toThrow('A move is 0 m or more.')
    expect(() => spendMovement(fresh, Number.NaN, 'Aria')).toThrow('A move is 0 m or more.')
    expect(spendMovement(fresh, 0, 'Aria').movementLeft).toBe(0)
  })

  it('a move within rounding of the metres left is allowed (a diagonal sum of halves)', () => {
    // 1e-9 m over 0 m left is rounding, not a move beyond the Movement.
    expect(spendMovement(fresh, 1e-9, 'Aria').movementLeft).toBe(0)
  })
})
