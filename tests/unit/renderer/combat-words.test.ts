/** The tracker's words: remaining time of a timed condition, ties, pips. */
import { describe, expect, it } from 'vitest'
import type { Combat, Combatant, Duration } from '../../../shared/model'
import {
  conditionLines,
  durationWords,
  ordinal,
  pips,
  tiedIds,
} from '../../../renderer/src/features/combat/combat-words'

function combatant(id: string, name: string, initiative: number | null): Combatant {
  return {
    id,
    tokenId: `t-${id}`,
    name,
    side: 'party',
    initiative,
    hidden: false,
    left: {},
    full: {},
    usedThisRound: {},
    flags: [],
    hasStarted: false,
  }
}

const fight: Combat = {
  id: 'f',
  mapId: 'm',
  phase: 'running',
  round: 2,
  order: [combatant('k', 'Kopaka', 12), combatant('v', 'Vakama', 9), combatant('p', 'Pohatus', 9)],
  currentId: 'k',
  acted: [],
  deferred: [],
  timers: [
    {
      id: 'x1',
      tokenId: 't-v',
      condition: 'back-footed',
      until: { kind: 'turn', at: 'start', of: 'k', count: 1 },
      round: 2,
    },
  ],
  items: [],
  log: [],
  stats: {},
  showPcHp: false,
}

describe('durationWords', () => {
  it.each<[Duration, string]>([
    [{ kind: 'turn', at: 'start', of: 'k', count: 1 }, "until the start of Kopaka's turn"],
    [{ kind: 'turn', at: 'end', of: 'v', count: 2 }, "until the end of Vakama's 2nd turn from now"],
    [{ kind: 'turn', at: 'start', of: 'p', count: 1 }, "until the start of Pohatus' turn"],
    [
      { kind: 'turn', at: 'start', of: 'gone', count: 1 },
      "until the start of someone who left the fight's turn",
    ],
    [{ kind: 'turn', at: 'start', of: 'v', count: 2, rounds: true }, '2 rounds'],
    [{ kind: 'turn', at: 'start', of: 'v', count: 1, rounds: true }, '1 round'],
    [{ kind: 'turn', at: 'end', of: 'v', count: 1, rounds: true }, '1 round'],
    [
      { kind: 'turn', at: 'end', of: 'v', count: 2, rounds: true, skipEnd: true },
      '2 rounds after this turn',
    ],
    [{ kind: 'save', at: 'end', save: 'FOR', dc: 10 }, 'save ends (FOR 10)'],
    [{ kind: 'rest' }, 'until rest'],
    [{ kind: 'manual' }, 'until removed'],
  ])('%j reads "%s"', (until, words) => {
    expect(durationWords(fight, until)).toBe(words)
  })

  it('ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '111th',
    ])
  })
})

describe('conditionLines', () => {
  it('a timed condition carries its remaining time; an untimed one none', () => {
    const lines = conditionLines(fight, 't-v', ['back-footed', 'prone'], (id) => id.toUpperCase())
    expect(lines).toEqual([
      {
        id: 'back-footed',
        name: 'BACK-FOOTED',
        remaining: "until the start of Kopaka's turn",
        timerId: 'x1',
      },
      { id: 'prone', name: 'PRONE' },
    ])
  })
})

describe('tiedIds', () => {
  it('flags neighbours with equal totals, never unrolled ones', () => {
    expect([...tiedIds(fight.order)].sort()).toEqual(['p', 'v'])
    expect(tiedIds([combatant('a', 'A', null), combatant('b', 'B', null)]).size).toBe(0)
  })

  it('a tie is settled once the GM placed one of the two; the others of a run stay flagged', () => {
    const [a, b, c] = [combatant('a', 'A', 7), combatant('b', 'B', 7), combatant('c', 'C', 7)]
    expect([...tiedIds([a, b, c])].sort()).toEqual(['a', 'b', 'c'])
    // C dragged before A: C-A is the GM's order, A-B still ties.
    expect([...tiedIds([{ ...c, placed: true }, a, b])].sort()).toEqual(['a', 'b'])
    expect(tiedIds([{ ...c, placed: true }, { ...a, placed: true }, b]).size).toBe(0)
  })
})

describe('pips', () => {
  it('fills what is left of the full count, and shows an overspend refill', () => {
    expect(pips(1, 2)).toEqual([true, false])
    expect(pips(3, 2)).toEqual([true, true, true])
    expect(pips(0, 0)).toEqual([])
  })
})
