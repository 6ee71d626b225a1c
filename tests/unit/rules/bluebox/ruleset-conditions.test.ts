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
import {
  conditionEnds,
  conditionOwnSave,
} from '../../../../shared/rules/bluebox/adapter/ruleset-conditions'
import type {
  ConditionDef,
  TriggerDef,
} from '../../../../shared/rules/bluebox/engine/condition-types'

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
      'Test. Ends when a rest starts',
    )
    expect(conditionSummary(def({}))).toBe('Test')
  })
})

// How the seed ends each condition, in the editor's words (each worked from its line below).
const SOURCE = 'with what caused it'
// L815: "a successful 1AP Medicine check DC (6) made by you or an adjacent ally"; any healing.
const BLEEDING_ENDS =
  'on a successful check (1 AP Medicine, DC 6, by itself or an adjacent ally), or on any healing'
// L823: the delayed turn, then back in place; "Dazed does not stack".
const DAZED_ENDS = `${SOURCE} (after its delayed turn; Dazed does not stack)`
// L843: "Receiving healing through any means ends these conditions"; "Adjacent allies can make a
// 1AP Medicine check DC (6) on you to heal you for (✦) HP".
const HEALED =
  'on any healing, or on healing from a check (1 AP Medicine, DC 6, by an adjacent ally: it heals ✦ HP)'
// L864: 4 levels over a Long Rest, 2 over a Short; L688: the rest activity loses 2.
const EXHAUSTION_ENDS =
  'when a rest starts (a long rest clears 4 levels, a short rest 2), or when it loses a level of ' +
  'Exhaustion (the "Lose (2) levels of Exhaustion" rest activity)'
// L942-L944: an attack roll or a forced save; an enemy's contested 1AP Perception vs Stealth.
const HIDDEN_ENDS =
  'when it makes an attack roll or forces a save, or when an enemy finds it (1 AP, by an enemy: ' +
  'a contested Perception vs Stealth roll)'
// L992: "spend 1AP or your Move Action on your turn to stand up".
const PRONE_ENDS = 'when it stands up (1 AP, by itself: its Move Action may pay instead)'

describe('how each condition ends, as the editor says it', () => {
  // [id, the seed's line, the ways it ends]
  const cases: [string, string, string][] = [
    // L790 with L470: a Shove's Back-footed lasts to the shover's next turn.
    [
      'back-footed',
      'L470',
      `${SOURCE} (as set by the Shove, Flash Shot or initiative side that gave it)`,
    ],
    // The seed names no end for these: whatever gave them ends them.
    ['blinded', 'L799', SOURCE],
    ['disoriented', 'L825', SOURCE],
    ['frightened', 'L894', SOURCE],
    ['immobilized', 'L948', SOURCE],
    ['invisible', 'L956', SOURCE],
    ['stasis', 'L1004', SOURCE],
    ['bleeding', 'L815', BLEEDING_ENDS],
    ['dazed', 'L823', DAZED_ENDS],
    ['down', 'L843', HEALED],
    ['out', 'L843', HEALED],
    ['exhaustion', 'L864', EXHAUSTION_ENDS],
    // L884-L892: a failed Focus check, DC the damage or 6, whichever is higher.
    [
      'focused',
      'L892',
      `on a failed Focus check (DC 6 or the damage taken, whichever is higher), or ${SOURCE}`,
    ],
    // L912: escape with a 1AP Strength or Acrobatics check against the Grappler's Save DC; L922:
    // the Grappler ends it, is Down & Out, or falls Unconscious.
    [
      'grappled',
      'L912',
      "when the Grapple is broken (1 AP Strength or Acrobatics, against the Grappler's Save DC, " +
        'by itself), or when the hold is released (the Grappler ends it, is Down & Out, or falls ' +
        'Unconscious)',
    ],
    // L922: broken by the Grappled, Down & Out or Unconscious, or a Free Action on its turn.
    [
      'grappler',
      'L922',
      'when the Grapple is broken, or when it is Down & Out or Unconscious, or when the hold is ' +
        'released (a Free Action, by itself: on its turn)',
    ],
    ['hidden', 'L942', HIDDEN_ENDS],
    // L970-L972: moving or moved while Pinned asks the FOR save; pass or fail, Pinned ends.
    ['pinned', 'L970', 'when it moves or is moved (after the FOR save, pass or fail)'],
    ['poisoned', 'L982', 'on any healing'],
    ['prone', 'L992', PRONE_ENDS],
    ['shattered', 'L1002', 'when it regains Plating'],
    // L882: the 7th level's Unconscious lasts until a level is lost.
    [
      'unconscious',
      'L882',
      'when it loses a level of Exhaustion (only when the 7th level of Exhaustion caused it), ' +
        `or ${SOURCE}`,
    ],
    ['unmasked', 'L1038', 'when a Kanohi mask is placed on its face'],
    // L203: "This persists until they rest."
    ['hamstrung', 'L203', 'when a rest starts'],
    // L204: a Destroyed weapon's Flaw and unusable Modules, until repaired (L689).
    [
      'weapon-destroyed',
      'L204',
      'when the weapon is repaired (its Modules are unusable until then)',
    ],
    ['defensive-stance', 'L502', `${SOURCE} (at the start of its next turn)`],
    ['hunkered', 'L506', 'when it leaves its Cover'],
    // L697, L699: "until your next rest".
    ['meditated', 'L697', 'when a rest starts'],
    ['studied-maps', 'L699', 'when a rest starts'],
    // L701: "During the rest"; L724: the camp's alarm is the rest's too.
    ['kept-watch', 'L701', 'when the rest ends'],
    ['camp-alarm', 'L724', 'when the rest ends'],
  ]
  it.each(cases)('%s (%s)', (id, _line, ends) => {
    const def = CONDITIONS[id as keyof typeof CONDITIONS]
    expect(conditionEnds(def)).toBe(ends)
    expect(conditionSummary(def).endsWith(`. Ends ${ends}`)).toBe(true)
  })

  it('names each condition and the seed section it is from, as the Edge/Flaw list cites it', () => {
    // The headings of Conditions & Statuses (L788-L1026) and the other sections' own names;
    // Grappler and Hidden carry their own actions, so the list cites them by their own heading.
    const cs = 'Conditions & Statuses'
    expect(
      Object.fromEntries(Object.values(CONDITIONS).map((d) => [d.id, `${d.name} | ${d.section}`])),
    ).toEqual({
      'back-footed': `Back-footed | ${cs}`,
      blinded: `Blinded | ${cs}`,
      bleeding: `Bleeding | ${cs}`,
      dazed: `Dazed | ${cs}`,
      disoriented: `Disoriented | ${cs}`,
      down: 'Down | Down & Out',
      out: 'Out | Down & Out',
      exhaustion: 'Exhaustion | Exhaustion',
      focused: 'Focused | Focus & Focus Checks',
      frightened: `Frightened | ${cs}`,
      grappled: `Grappled | ${cs}`,
      grappler: 'Grappler | Grappler',
      hidden: 'Hidden | Hidden',
      immobilized: `Immobilized | ${cs}`,
      invisible: `Invisible | ${cs}`,
      pinned: `Pinned | ${cs}`,
      poisoned: `Poisoned | ${cs}`,
      prone: `Prone | ${cs}`,
      shattered: `Shattered | ${cs}`,
      stasis: `Stasis | ${cs}`,
      unconscious: `Unconscious | ${cs}`,
      unmasked: `Unmasked | ${cs}`,
      hamstrung: 'Hamstrung | Decisive Rolls & Hits',
      'weapon-destroyed': 'Weapon Destroyed | Decisive Rolls & Hits',
      'defensive-stance': 'Defensive Stance | Combat Actions',
      hunkered: 'Hunkered | Combat Actions',
      meditated: 'Meditated | Rest & Repair',
      'studied-maps': 'Studied maps | Rest & Repair',
      'kept-watch': 'Kept watch | Rest & Repair',
      'camp-alarm': 'Camp alarm | Camps & Resting Places',
    })
  })

  it('covers every condition of the table', () => {
    expect(cases.map(([id]) => id).sort()).toEqual(Object.keys(CONDITIONS).sort())
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
      `${BF}; fails checks needing sight; 1 Flaw on attacks; cannot see. Ends ${SOURCE}`,
      { ends: 'manual' },
    ],
    // L809-811: a d4 of Pure damage at the end of each turn; ends by a check or healing.
    [
      'bleeding',
      'L809',
      `1d4 Pure damage at the end of its turn. Ends ${BLEEDING_ENDS}`,
      { ends: 'manual' },
    ],
    // L817-823: Back-footed; the turn delayed to the end of the round; ends with that turn.
    [
      'dazed',
      'L817',
      `${BF}; its turn moves to the end of the round. Ends ${DAZED_ENDS}`,
      { ends: 'end-of-turn', whose: 'own' },
    ],
    // L835-842: Back-footed, 1 AP, half speed; Death Saves are the optional rule (L845).
    [
      'down',
      'L835',
      `${BF}; speed ×0.5; 1 AP per turn; a Death Save at the start of its turn (option). Ends ${HEALED}`,
      { ends: 'manual' },
    ],
    // L856: each level of Exhaustion is taken off checks and attacks; a rest lowers it.
    [
      'exhaustion',
      'L856',
      `−its level on checks and attacks. Ends ${EXHAUSTION_ENDS}`,
      { ends: 'rest', rest: 'short' },
    ],
    // L930-936: untargetable by attacks; +1 Edge on initiative and on its attack, with a Power Die.
    [
      'hidden',
      'L930',
      `1 Edge on initiative; 1 Edge on attacks; +1 Power Die on attacks; cannot be targeted by attacks. Ends ${HIDDEN_ENDS}`,
      { ends: 'manual' },
    ],
    // L956-960: attacks against it are made with -1 Flaw.
    ['invisible', 'L956', `attacks against it have Flaw. Ends ${SOURCE}`, { ends: 'manual' }],
    // L984-988: half speed crawling (each hex ×2), melee attacks against it have Edge, Flaw on DEX saves.
    [
      'prone',
      'L984',
      `1 Flaw on DEX saves; melee attacks against it have Edge; each hex costs ×2. Ends ${PRONE_ENDS}`,
      { ends: 'manual' },
    ],
    // L502: AC and BAC +2 until the start of your next turn; +1 Edge on a Reaction's attacks.
    [
      'defensive-stance',
      'L502',
      `1 Edge on attacks made as a Reaction; +2 AC, +2 BAC. Ends ${SOURCE} (at the start of its next turn)`,
      { ends: 'start-of-turn', whose: 'own' },
    ],
    // L506: Hunker lasts while the being stays in that Cover.
    ['hunkered', 'L506', 'Hunkered. Ends when it leaves its Cover', { ends: 'manual' }],
    // L654 (Out, Down & Out): a melee hit kills it; it cannot act, react or move.
    [
      'out',
      'L654',
      `${BF}; fails DEX FOR CHA saves; a melee hit kills it; cannot act, react, move. Ends ${HEALED}`,
      { ends: 'manual' },
    ],
    // L1030-L1034: only beings who wear a Kanohi; Back-footed; an SPI save at the start of each turn.
    [
      'unmasked',
      'L1030',
      `${BF}; only Toa, Matoran, Turaga; SPI save at the start of its turn. Ends when a Kanohi mask is placed on its face`,
      { ends: 'manual' },
    ],
    // L898-L900: Back-footed; Flaw on ability checks and attack rolls only in sight of its source.
    [
      'frightened',
      'L900',
      `${BF}; 1 Flaw on checks in sight of its source; 1 Flaw on attacks in sight of its source. Ends ${SOURCE}`,
      { ends: 'manual' },
    ],
    // L1000-L1002: Flaw on checks or saves against Intimidation; regaining Plating ends it.
    [
      'shattered',
      'L1000',
      '1 Flaw on checks and saves against Intimidation. Ends when it regains Plating',
      { ends: 'manual' },
    ],
    // L1008-L1014: Back-footed; does not age; cannot see, hear, move, act or react; attacks
    // against it have Edge; fails FOR and DEX saves.
    [
      'stasis',
      'L1010',
      `${BF}; fails FOR DEX saves; attacks against it have Edge; cannot act, react, move, see, hear, age. Ends ${SOURCE}`,
      { ends: 'manual' },
    ],
    // L906-L910: Back-footed; no voluntary movement; Flaw on attacks and DEX saves; no Reactions.
    [
      'grappled',
      'L908',
      `${BF}; 1 Flaw on attacks; 1 Flaw on DEX saves; cannot voluntary move, react. Ends when the Grapple is broken (1 AP Strength or Acrobatics, against the Grappler's Save DC, by itself), or when the hold is released (the Grappler ends it, is Down & Out, or falls Unconscious)`,
      { ends: 'manual' },
    ],
    // L204: Flaw on attacks with the destroyed weapon only.
    [
      'weapon-destroyed',
      'L204',
      '1 Flaw on attacks with that weapon. Ends when the weapon is repaired (its Modules are unusable until then)',
      { ends: 'manual' },
    ],
    // L701: Edge on Perception to detect approaching beings, and on initiative against beings detected.
    [
      'kept-watch',
      'L701',
      '1 Edge on perception checks to detect approaching beings; 1 Edge on initiative against beings it detected. Ends when the rest ends',
      { ends: 'rest', rest: 'short' },
    ],
    // L724: Edge on initiative when the alarm is triggered.
    [
      'camp-alarm',
      'L724',
      '1 Edge on initiative after the alarm. Ends when the rest ends',
      { ends: 'rest', rest: 'short' },
    ],
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
