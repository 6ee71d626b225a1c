/**
 * When a Blue Box condition ends by itself and how its one-line summary reads, worked from rules
 * data shaped as the condition table shapes it (seed 000: Conditions & Statuses; Combat Actions).
 * The table's own conditions are read at start-up; these defs reach the branches no shipped
 * condition takes today, so a new condition in the table gets them right.
 */
import { describe, expect, it } from 'vitest'
import {
  BLUEBOX_CONDITION_DEFS,
  conditionSummary,
  conditionTiming,
  CONDITIONS,
} from '../../../../shared/rules/bluebox'
import { conditionOwnSave } from '../../../../shared/rules/bluebox/ruleset-conditions'
import type { ConditionDef, TriggerDef } from '../../../../shared/rules/bluebox/condition-types'

/** A condition with no effects at all, named Test, with these fields. */
const def = (more: Partial<ConditionDef>): ConditionDef => ({
  id: 'prone',
  name: 'Test',
  section: 'Conditions & Statuses',
  backFooted: false,
  rolls: [],
  against: [],
  cannot: [],
  onApply: [],
  turnStart: [],
  turnEnd: [],
  onMove: [],
  endsOn: [],
  ...more,
})

const save = (onSuccess: unknown[]): TriggerDef =>
  ({ kind: 'save', stat: 'FOR', dc: 10, onFail: [], onSuccess }) as TriggerDef

describe('when a condition ends by itself', () => {
  it('a save at the start of its turn that takes it off ends it by that save', () => {
    const d = def({ turnStart: [save([{ kind: 'remove-condition', condition: 'prone' }])] })
    expect(conditionTiming(d)).toEqual({ ends: 'save', when: 'start-of-turn' })
  })

  it('a save at the end of its turn that takes it off ends it at the end', () => {
    const d = def({ turnEnd: [save([{ kind: 'remove-condition', condition: 'prone' }])] })
    expect(conditionTiming(d)).toEqual({ ends: 'save', when: 'end-of-turn' })
  })

  it('a save that takes off another condition, or does something else, is no end of this one', () => {
    const other = def({ turnStart: [save([{ kind: 'remove-condition', condition: 'bleeding' }])] })
    expect(conditionTiming(other)).toEqual({ ends: 'manual' })
    const none = def({ turnEnd: [save([])] })
    expect(conditionTiming(none)).toEqual({ ends: 'manual' })
  })

  it("an action's timed condition ends with the turn it names (Combat Actions)", () => {
    // Defensive Stance: on yourself until the start of your next turn.
    expect(conditionTiming(CONDITIONS['defensive-stance'])).toEqual({
      ends: 'start-of-turn',
      whose: 'own',
    })
  })
})

describe('a condition an action gives until a turn', () => {
  it("Back-footed from a Shove ends at the start of the shover's next turn: its source's (L470)", () => {
    expect(conditionTiming(CONDITIONS['back-footed'])).toEqual({
      ends: 'start-of-turn',
      whose: 'source',
    })
  })
})

describe('the one-line summary', () => {
  it('Power Die damage reads with the ✦ sign, and says when in the turn', () => {
    const d = def({
      turnStart: [{ kind: 'damage', dice: { count: 2, die: 'power' }, pure: true } as TriggerDef],
      turnEnd: [{ kind: 'damage', dice: { count: 1, die: 4 }, pure: true } as TriggerDef],
    })
    expect(conditionSummary(d)).toBe(
      '2d✦ Pure damage at the start of its turn; 1d4 Pure damage at the end of its turn',
    )
  })

  it('a condition with no effects says what ends it, or only its name', () => {
    expect(conditionSummary(def({ endsOn: [{ on: 'rest-start' }] as never }))).toBe(
      'Test: ends on rest start',
    )
    expect(conditionSummary(def({}))).toBe('Test')
  })
})

describe("the shipped conditions as the GM's editor lists them", () => {
  const byId = Object.fromEntries(BLUEBOX_CONDITION_DEFS.map((d) => [d.id, d]))
  const BF = 'Back-footed (attacks against it use BAC)'
  // [id, the seed's lines, the summary those lines give, when it ends]
  it.each<[string, string, string, object]>([
    // L799-805: Back-footed; cannot see, fails checks needing sight; -1 Flaw on attacks.
    [
      'blinded',
      'L799',
      `${BF}; fails checks needing sight; 1 Flaw on attacks; cannot see`,
      { ends: 'manual' },
    ],
    // L809-811: a d4 of Pure damage at the end of each turn; ends by a check or healing.
    ['bleeding', 'L809', '1d4 Pure damage at the end of its turn', { ends: 'manual' }],
    // L817-823: Back-footed; the turn delayed to the end of the round; ends with that turn.
    [
      'dazed',
      'L817',
      `${BF}; its turn moves to the end of the round`,
      { ends: 'end-of-turn', whose: 'own' },
    ],
    // L835-842: Back-footed, 1 AP, half speed; Death Saves are the optional rule (L845).
    [
      'down',
      'L835',
      `${BF}; speed ×0.5; 1 AP per turn; a Death Save at the start of its turn (option)`,
      { ends: 'manual' },
    ],
    // L856: each level of Exhaustion is taken off checks and attacks; a rest lowers it.
    ['exhaustion', 'L856', '−its level on checks and attacks', { ends: 'rest', rest: 'short' }],
    // L930-936: untargetable by attacks; +1 Edge on initiative and on its attack, with a Power Die.
    [
      'hidden',
      'L930',
      '1 Edge on initiative; 1 Edge on attacks; +1 Power Die on attacks; cannot be targeted by attacks',
      { ends: 'manual' },
    ],
    // L956-960: attacks against it are made with -1 Flaw.
    ['invisible', 'L956', 'attacks against it have Flaw', { ends: 'manual' }],
    // L984-988: half speed crawling (each hex ×2), melee attacks against it have Edge, Flaw on DEX saves.
    [
      'prone',
      'L984',
      '1 Flaw on DEX saves; melee attacks against it have Edge; each hex costs ×2',
      { ends: 'manual' },
    ],
    // L502: AC and BAC +2 until the start of your next turn; +1 Edge on a Reaction's attacks.
    [
      'defensive-stance',
      'L502',
      '1 Edge on attacks; +2 AC, +2 BAC',
      { ends: 'start-of-turn', whose: 'own' },
    ],
    // L506: Hunker lasts while the being stays in that Cover.
    ['hunkered', 'L506', 'Hunkered: ends on left cover', { ends: 'manual' }],
    // L654 (Out, Down & Out): a melee hit kills it; it cannot act, react or move.
    [
      'out',
      'L654',
      `${BF}; fails DEX FOR CHA saves; a melee hit kills it; cannot act, react, move`,
      { ends: 'manual' },
    ],
    // L207: an SPI save at the start of each turn.
    ['unmasked', 'L207', `${BF}; SPI save at the start of its turn`, { ends: 'manual' }],
  ])('%s (%s)', (id, _line, summary, timing) => {
    // Worked out now from the table, and as the catalogue listed it at start-up.
    const def = CONDITIONS[id as keyof typeof CONDITIONS]
    expect(conditionSummary(def)).toBe(summary)
    expect(conditionTiming(def)).toEqual(timing)
    expect(byId[id]).toMatchObject({ summary, timing })
  })

  it('only Poisoned asks a save with a DC the GM gives, at the end of its turn (L978)', () => {
    const asked = Object.values(CONDITIONS).flatMap((d) => {
      const own = conditionOwnSave(d)
      return own ? [[d.id, own]] : []
    })
    expect(asked).toEqual([['poisoned', { save: 'FOR', at: 'end' }]])
    expect(BLUEBOX_CONDITION_DEFS.filter((d) => d.ownSave).map((d) => [d.id, d.ownSave])).toEqual([
      ['poisoned', { save: 'FOR', at: 'end' }],
    ])
  })
})
