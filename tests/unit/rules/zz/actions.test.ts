import { describe, expect, it } from 'vitest'
import {
  zzAimCost,
  zzAttackAction,
  zzDefendAction,
  zzDefendBonus,
  zzDropAction,
  zzEndTalk,
  zzExitHero,
  zzExitMapAction,
  zzFinishAction,
  zzHandActionCheck,
  zzHandOverAction,
  zzLootAction,
  zzOpenCloseAction,
  zzPickUpAction,
  zzShoveTripAction,
  zzStandUpAction,
  zzStopDropRollAction,
  zzTake,
  zzTalkAction,
  zzUseDefendBonus,
  zzUseItemAction,
  ZZ_ACTIONS,
} from '../../../../shared/rules/zz/engine/actions'
import { zzChargeMove, zzTurnStart } from '../../../../shared/rules/zz/engine/economy'
import type { ZzWeapon } from '../../../../shared/rules/zz/engine/model'
import { figure, opts, state } from './turn-fixture'

const turn = (name = 'Thurig', move = 5) => zzTurnStart(figure({ name, move }), state(), opts())
const bow: ZzWeapon = { id: 'bow', name: 'Shortbow', kind: 'ranged', range: 6, damage: '1d6' }
const goblin = (statuses: ('down' | 'unconscious' | 'dead')[]) => ({ name: 'Mondo', statuses })

describe('zz actions', () => {
  it('ZZ-Q40 every action in the catalogue has a name, a rule and a cost of 0..3 AP', () => {
    for (const def of Object.values(ZZ_ACTIONS)) {
      expect(def.name.length).toBeGreaterThan(0)
      expect(def.rule).toMatch(/^ZZ-/)
      expect(def.ap).toBeGreaterThanOrEqual(0)
      expect(def.ap).toBeLessThanOrEqual(3)
    }
  })

  it('ZZ-05 an Attack needs 2 AP: with 1 AP left it is refused', () => {
    const l = zzTake(zzTake(turn(), 'look'), 'look')
    expect(() => zzAttackAction(l, state(), null)).toThrow(
      'Thurig has only 1 AP left; Attack needs 2.',
    )
  })

  it('ZZ-12/42 Load (1) + ranged Attack (2) = 3 AP; an unloaded or unheld bow is refused', () => {
    const holding = state({ hands: ['bow', null] })
    expect(() => zzAttackAction(turn(), holding, bow)).toThrow('not loaded')
    expect(() => zzAttackAction(turn(), state(), bow)).toThrow('not holding the Shortbow')
    const l = zzAttackAction(zzTake(turn(), 'load'), { ...holding, loaded: ['bow'] }, bow)
    expect(l.ap).toBe(0)
  })

  it('ZZ-56 Attack with Aim / Focus costs 3 AP and 1 Mind Point', () => {
    const l = zzAttackAction(turn(), state(), null, true)
    expect([l.ap, l.mind]).toEqual([0, 1])
  })

  it.each([
    [3, 5, 'max', 5],
    [3, 2, 'max', 3],
    [2, 5, 'max', 2],
    [1, 9, 'max', 1],
    [3, 5, '3', 3],
    [3, 2, 'level', 2],
  ] as const)(
    'ZZ-07/Q7 Defend with %i AP at Level %i (%s) gives +%i',
    (ap, level, defend3, bonus) => {
      expect(zzDefendBonus(ap, level, opts({ defend3 }))).toBe(bonus)
    },
  )

  it('ZZ-Q8 one proactive Defend per turn unless the table stacks them', () => {
    const first = zzDefendAction(turn(), figure(), state(), 1, opts())
    expect(first.defendBonus).toBe(1)
    expect(() => zzDefendAction(first.ledger, figure(), { defendBonus: 1 }, 1, opts())).toThrow(
      'already took a Defend',
    )
    const stacked = zzDefendAction(
      first.ledger,
      figure(),
      { defendBonus: 1 },
      2,
      opts({ defendStack: true }),
    )
    expect(stacked.defendBonus).toBe(3)
  })

  it('ZZ-08 a +2 bonus: the 1st Defense roll gets +2, the 2nd +0 (untilTurn keeps it)', () => {
    const first = zzUseDefendBonus({ defendBonus: 2 }, opts())
    expect(first).toEqual({ bonus: 2, left: 0 })
    expect(zzUseDefendBonus({ defendBonus: first.left }, opts()).bonus).toBe(0)
    expect(zzUseDefendBonus({ defendBonus: 2 }, opts({ defendBonusUses: 'untilTurn' })).left).toBe(
      2,
    )
  })

  it('ZZ-09/Q44 a Down goblin 3 spaces away with a Spear (3) is finished; unarmed at 2 is refused', () => {
    const r = zzFinishAction(turn(), goblin(['down']), 3, 3, 'dead')
    expect(r.statuses).toEqual(['dead'])
    expect(r.ledger.ap).toBe(2)
    expect(() => zzFinishAction(turn(), goblin(['down']), 2, 1, 'dead')).toThrow('2 spaces away')
    expect(() => zzFinishAction(turn(), goblin([]), 1, 1, 'dead')).toThrow('not Down')
  })

  it('ZZ-53 Finish may make the target Unconscious instead', () => {
    expect(zzFinishAction(turn(), goblin(['down']), 1, 1, 'unconscious').statuses).toEqual([
      'unconscious',
    ])
  })

  it('ZZ-11 an ally who accepts the sword costs 1 AP; a refusal moves nothing and costs nothing', () => {
    expect(zzHandOverAction(turn(), true, true, 'Elf').ledger.ap).toBe(2)
    expect(zzHandOverAction(turn(), true, false, 'Elf')).toMatchObject({
      done: false,
      ledger: { ap: 3 },
    })
    expect(() => zzHandOverAction(turn(), false, true, 'Elf')).toThrow('not next to')
  })

  it('ZZ-13 Look costs 1 AP and leaves 2', () => {
    expect(zzTake(turn(), 'look').ap).toBe(2)
  })

  it.each([
    [['unconscious'], true],
    [['dead'], true],
    [['down'], false],
  ] as const)('ZZ-14 Loot an adjacent goblin that is %j: allowed %s', (statuses, ok) => {
    const run = () => zzLootAction(turn(), goblin([...statuses]), true)
    if (ok) expect(run().ap).toBe(2)
    else expect(run).toThrow('neither dead nor Unconscious')
  })

  it('ZZ-15 an adjacent unlocked door opens for 1 AP; a locked one is not this action', () => {
    expect(zzOpenCloseAction(turn(), { name: 'door', locked: false }, true).ap).toBe(2)
    expect(() => zzOpenCloseAction(turn(), { name: 'door', locked: true }, true)).toThrow('locked')
  })

  it('ZZ-16 pick up a key on the adjacent square; dropping onto a monster square is refused', () => {
    expect(zzPickUpAction(turn(), 1).ap).toBe(2)
    expect(() => zzPickUpAction(turn(), 2)).toThrow('2 spaces away')
    expect(() => zzDropAction(turn(), 1, false)).toThrow('not blank')
    expect(zzDropAction(turn(), 0, false).ap).toBe(2)
  })

  it('ZZ-17/Q39 drinking a held potion costs 1 AP; an item marked 2 AP costs 2', () => {
    expect(zzUseItemAction(turn(), { name: 'potion' }, true).ap).toBe(2)
    expect(zzUseItemAction(turn(), { name: 'horn', useAP: 2 }, true).ap).toBe(1)
    expect(() => zzUseItemAction(turn(), { name: 'potion' }, false)).toThrow('not holding')
  })

  it('ZZ-18 open (rated +2), Detect Motive, continue: 3 AP; the NPC ends it and Talk is refused this turn', () => {
    let l = zzTalkAction(turn(), 'Innkeeper', 2)
    l = zzTake(l, 'useSkill')
    l = zzTalkAction(l, 'Innkeeper')
    expect(l.ap).toBe(0)
    const ended = zzEndTalk(turn(), 'Innkeeper')
    expect(() => zzTalkAction(ended, 'Innkeeper')).toThrow(
      'will not talk with Thurig again this turn',
    )
    expect(() => zzTalkAction(turn(), 'Innkeeper', 6)).toThrow('−5 to +5')
  })

  it('ZZ-20/Q42 the party exits for 1 AP when Zaldar approves; a hidden trap means he denies it', () => {
    expect(zzExitMapAction(turn(), true).ap).toBe(2)
    expect(() => zzExitMapAction(turn(), false)).toThrow('Zaldar does not let')
  })

  it.each([
    ['extraTurn', { give: 'extraTurn' }],
    ['remainingAP', { give: 'ap', ap: 3 }],
  ] as const)('ZZ-21/Q38 a Hero on the exit gives its turn (%s)', (exitGiveTurn, give) => {
    expect(zzExitHero(turn(), true, opts({ exitGiveTurn }))).toEqual(give)
    expect(() => zzExitHero(turn(), false, opts())).toThrow('not on an exit')
  })

  it('ZZ-31 a burning Hero with MOVE 5 uses Stop, Drop & Roll: 0 AP and 2 Move Points left; after walking 3 it cannot', () => {
    const l = zzStopDropRollAction(turn(), ['onFire'])
    expect([l.ap, l.move]).toEqual([0, 2])
    const walked = zzChargeMove(turn(), 3).ledger
    expect(() => zzStopDropRollAction(walked, ['onFire'])).toThrow('only 2 Move Points left')
    expect(() => zzStopDropRollAction(turn(), [])).toThrow('not On Fire')
  })

  it('ZZ-22/54/Q27 Stand Up from Tripped costs standUpCost; a Down figure cannot stand', () => {
    const r = zzStandUpAction(turn(), ['tripped'], opts())
    expect([r.ledger.ap, r.statuses]).toEqual([2, []])
    expect(zzStandUpAction(turn(), ['tripped'], opts({ standUpCost: 0 })).ledger.ap).toBe(3)
    expect(() => zzStandUpAction(turn(), ['down', 'tripped'], opts())).toThrow(
      'Down and cannot stand',
    )
  })

  it('ZZ-45/46/60 Shove 1 AP, Trip 2 AP, both adjacent; no Aim on a Shove', () => {
    expect(zzShoveTripAction(turn(), 'shove', true).ap).toBe(2)
    expect(zzShoveTripAction(turn(), 'trip', true, true).ap).toBe(0)
    expect(() => zzShoveTripAction(turn(), 'shove', true, true)).toThrow('Aim / Focus cannot')
    expect(() => zzShoveTripAction(turn(), 'trip', false)).toThrow('needs a target next to')
  })
})

describe('zz actions: Aim, Throw, Steal', () => {
  it("ZZ-56/Q41 Aim on a Defend roll in the goblin's turn: 0 AP + 1 MP; on one's own turn 1 AP + 1 MP", () => {
    expect(zzAimCost(false)).toEqual({ ap: 0, move: 0, mind: 1 })
    expect(zzAimCost(true)).toEqual({ ap: 1, move: 0, mind: 1 })
  })

  it('ZZ-32 Throw a held object costs 1 AP; ZZ-19 Steal needs the victim adjacent', () => {
    expect(zzHandActionCheck(turn(), 'throw', { held: true }, 'rock').ap).toBe(2)
    expect(() => zzHandActionCheck(turn(), 'throw', { held: false }, 'rock')).toThrow(
      'not holding the rock',
    )
    expect(() => zzHandActionCheck(turn(), 'steal', { adjacent: false }, 'Mondo')).toThrow(
      'Mondo is not next to Thurig.',
    )
  })
})
