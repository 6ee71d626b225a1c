/**
 * The rest tables, whole, against Rest & Repair (seed 000 L674-L705) and Camps & Resting Places
 * (L719-L724): each rest's length and slots, each Rest Activity's group, limit, whom it is for and
 * what it does, and the Camp Bonuses, read off the line cited. The names are the planner's short
 * labels for those lines.
 */
import { describe, expect, it } from 'vitest'
import {
  CAMP_BONUSES,
  CAMP_SURVIVAL_DC,
  PRACTICE_TO_PRACTICED,
  REST_ACTIVITIES,
  REST_KINDS,
} from '../../../../shared/rules/bluebox/engine/rest'

const RR = 'Regeneration & Repair'
const CM = 'Crafting & Modifications'
const PP = 'Practice & Preparation'

describe('the rest kinds (L674-L680, R14)', () => {
  it('a Short Rest is 2-5 hours with 3 activities, a Long Rest 6-12 with 5; they clear 2 and 4 Exhaustion', () => {
    // L674-L675: Short, 2-5 hours, 3 activities; L678-L679: Long, 6-12 hours, 5; L864: a Long
    // Rest clears 4 levels of Exhaustion, a Short Rest 2.
    expect(REST_KINDS).toEqual({
      short: { activities: 3, hours: { min: 2, max: 5 }, clearsExhaustion: 2 },
      long: { activities: 5, hours: { min: 6, max: 12 }, clearsExhaustion: 4 },
    })
  })
})

describe('the Rest Activities (L684-L705)', () => {
  const many = { oncePerRest: false }
  const once = { oncePerRest: true }
  it.each<[string, string, object]>([
    // L685: 2✦ + FOR to HP.
    [
      'restore-hp',
      'L685',
      {
        ...many,
        name: 'Restore HP',
        group: RR,
        target: 'self',
        effect: { kind: 'restore', pool: 'hp', powerDice: 2, stat: 'FOR' },
      },
    ],
    // L686: ✦ + SPI to EP.
    [
      'restore-ep',
      'L686',
      {
        ...many,
        name: 'Restore Escalation Points',
        group: RR,
        target: 'self',
        effect: { kind: 'restore', pool: 'ep', powerDice: 1, stat: 'SPI' },
      },
    ],
    // L687: your or an ally's Plating, to its maximum.
    [
      'repair-plating',
      'L687',
      {
        ...many,
        name: 'Repair Plating',
        group: RR,
        target: 'self-or-ally',
        effect: { kind: 'repair', what: 'plating' },
      },
    ],
    // L688: lose 2 levels.
    [
      'lose-exhaustion',
      'L688',
      {
        ...many,
        name: 'Lose 2 levels of Exhaustion',
        group: RR,
        target: 'self',
        effect: { kind: 'lose-exhaustion', levels: 2 },
      },
    ],
    // L689: your or an ally's damaged or destroyed weapon or Tool.
    [
      'repair-tool',
      'L689',
      {
        ...many,
        name: 'Repair weapon or Tool',
        group: RR,
        target: 'self-or-ally',
        effect: { kind: 'repair', what: 'tool' },
      },
    ],
    // L692: one Tool Module on a Tool you are Practiced with.
    [
      'swap-module',
      'L692',
      {
        ...many,
        name: 'Swap, remove or install a Tool Module',
        group: CM,
        target: 'self',
        effect: { kind: 'swap-module' },
      },
    ],
    // L693: 1 + KNO items from Simple Craftables.
    [
      'craft',
      'L693',
      {
        ...many,
        name: 'Craft Simple Craftables',
        group: CM,
        target: 'self',
        effect: { kind: 'craft' },
      },
    ],
    // L696: twice makes you Practiced.
    [
      'practice-weapon',
      'L696',
      {
        ...many,
        name: 'Practice with a weapon',
        group: PP,
        target: 'self',
        effect: { kind: 'practice', timesToPracticed: 2 },
      },
    ],
    // L697-L698: Edge on Focus checks until your next rest; once per rest.
    [
      'meditate',
      'L697',
      {
        ...once,
        name: 'Self-reflection or meditation',
        group: PP,
        target: 'self',
        effect: { kind: 'boon', condition: 'meditated', during: 'until-next-rest' },
      },
    ],
    // L699-L700: Edge on Navigation checks until your next rest; once per rest.
    [
      'study-maps',
      'L699',
      {
        ...once,
        name: 'Study maps',
        group: PP,
        target: 'self',
        effect: { kind: 'boon', condition: 'studied-maps', during: 'until-next-rest' },
      },
    ],
    // L701-L702: during the rest; once per rest.
    [
      'keep-watch',
      'L701',
      {
        ...once,
        name: 'Keep watch',
        group: PP,
        target: 'self',
        effect: { kind: 'boon', condition: 'kept-watch', during: 'rest' },
      },
    ],
    // L705: to an ally; it can stack.
    [
      'gift',
      'L705',
      {
        ...many,
        name: 'Gift your Rest Activity',
        group: 'Extra',
        target: 'ally',
        effect: { kind: 'gift' },
      },
    ],
  ])('%s (%s)', (id, _line, def) => {
    expect(REST_ACTIVITIES[id as keyof typeof REST_ACTIVITIES]).toEqual({ id, ...def })
  })

  it('has exactly these twelve activities, and practice takes two sessions (L696)', () => {
    expect(Object.keys(REST_ACTIVITIES)).toHaveLength(12)
    expect(PRACTICE_TO_PRACTICED).toBe(2)
  })
})

describe('the Camp Bonuses (L719-L724)', () => {
  it('one bonus per DC 10 Survival check: a hidden camp, comfort, or an alarm', () => {
    // L719: Survival checks DC (10).
    expect(CAMP_SURVIVAL_DC).toBe(10)
    expect(CAMP_BONUSES).toEqual({
      // L722: checks to find the camp have 1 Flaw.
      'hidden-camp': { id: 'hidden-camp', name: 'Hidden camp', findCampFlaw: 1 },
      // L723: re-roll any number of ✦ once when restoring HP; lose 1 Exhaustion level.
      comfortable: {
        id: 'comfortable',
        name: 'Comfortable arrangements',
        hpRerollOnce: true,
        loseExhaustion: 1,
      },
      // L724: +1 Edge on the party's initiative if triggered; a recorded Crafting check, found by
      // an opposing Investigation check.
      alarm: {
        id: 'alarm',
        name: 'Alarm or trap',
        initiativeEdge: 1,
        condition: 'camp-alarm',
        recordedCheck: 'crafting',
        detectedBy: 'investigation',
      },
    })
  })
})
