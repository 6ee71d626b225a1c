import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { scriptedDice, seededDice, type ScriptedFaces } from '../../../../shared/dice'
import { parseCampaign, type Campaign } from '../../../../shared/model'
import {
  parseRollRequest,
  RollRefused,
  rulesetById,
  type StateChange,
} from '../../../../shared/rules'

const DEMO = readFileSync(
  new URL('../../../../resources/demo-campaign/campaign.json', import.meta.url),
  'utf8',
)
const bluebox = rulesetById('bluebox')!

/** The demo with Vaka next to the Rust Sentinel, and the instance states given. */
function demo(instances: Record<string, object> = {}): Campaign {
  const parsed = parseCampaign(JSON.parse(DEMO))
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
  const c = parsed.campaign
  c.tokens['pc-vaka']!.hex = { q: 8, r: 5 }
  for (const [id, instance] of Object.entries(instances)) c.tokens[id]!.instance = { ...instance }
  return c
}

const resolve = (c: Campaign, request: object, faces: ScriptedFaces) => {
  const dice = scriptedDice(faces)
  const out = bluebox.rolls.resolve(request, c, dice)
  dice.assertDone()
  return out
}

const hit = {
  kind: 'attack',
  attackerId: 'pc-vaka',
  weaponId: 'twin-blades',
  targetId: 'npc-sentinel',
  situation: {},
} as const

describe('Blue Box rolls resolve as data', () => {
  it('a check logs its breakdown and changes nothing', () => {
    const out = resolve(
      demo(),
      {
        kind: 'check',
        sheet: { kind: 'npc', id: 'sample-rust-sentinel' },
        ability: 'strength',
        dc: 12,
      },
      { 12: [7] },
    )
    expect(out.outcome).toEqual({
      who: 'Rust Sentinel',
      what: 'Strength check vs DC 12',
      total: 13,
      outcome: 'success',
      detail: 'd12 7 +6',
      // The table: the check's name without its DC, and the result; an NPC's total stays with
      // the GM (13 beside its 7 would tell the players its +6).
      public: { what: 'Strength check', total: null, outcome: 'success' },
    })
    expect(out.changes).toEqual([])
    expect(out.label).toBe('Rust Sentinel rolls Strength check')
  })

  it('an attack returns the target state after the hit, and a label', () => {
    const out = resolve(demo(), hit, { 12: [11], 4: [4] })
    expect(out.outcome.outcome).toBe(
      'hit: 1 damage (1d4+2: rolled 4, +2 = 6; Resistant to stone: 3; Plating 11 halves it: 1)',
    )
    expect(out.label).toBe('Vaka attacks Rust Sentinel')
    expect(out.changes).toEqual([
      {
        kind: 'instance',
        tokenId: 'npc-sentinel',
        instance: { hp: 23, thp: 0, plating: 11, conditions: [] },
      },
    ])
  })

  it.each<[string, object, ScriptedFaces, number, string[], string]>([
    [
      'Plating sacrificed to 0: Shattered',
      { hp: 1, thp: 0, plating: 1, conditions: [] },
      { 12: [11] },
      1,
      ['shattered'],
      'Rust Sentinel is Shattered',
    ],
    [
      'the last HP: Down with 1 Exhaustion, Shattered kept',
      { hp: 1, thp: 0, plating: 0, conditions: ['shattered'] },
      { 12: [11], 4: [4] },
      0,
      ['shattered', 'down', 'exhaustion'],
      'Rust Sentinel is Down; Rust Sentinel takes 1 level of Exhaustion',
    ],
  ])('%s', (_what, state, faces, sacrifice, conditions, said) => {
    const c = demo({ 'npc-sentinel': state })
    const out = resolve(c, { ...hit, situation: { sacrifice } }, faces)
    const target = out.changes.find(
      (x) => x.kind === 'instance' && x.tokenId === 'npc-sentinel',
    ) as {
      instance: unknown
    }
    expect((target.instance as { conditions: string[] }).conditions).toEqual(conditions)
    expect(out.outcome.detail).toContain(said)
  })

  it("ends the attacker's Hidden with the attack roll, keeping its other conditions", () => {
    const c = demo({ 'pc-vaka': { hp: 16, thp: 0, plating: 2, conditions: ['hidden', 'prone'] } })
    const out = bluebox.rolls.resolve(hit, c, seededDice(12))
    expect(out.changes).toContainEqual({
      kind: 'instance',
      tokenId: 'pc-vaka',
      instance: { hp: 16, thp: 0, plating: 2, conditions: ['prone'] },
    })
    expect(c.tokens['pc-vaka']!.instance!.conditions).toEqual(['hidden', 'prone'])
  })

  it.each<[string, object, string]>([
    [
      'out of reach',
      { ...hit, attackerId: 'pc-orin', weaponId: 'hammer' },
      'Forge hammer reaches 1 m; Rust Sentinel is 9 m away',
    ],
    ['a weapon the sheet lacks', { ...hit, weaponId: 'bazooka' }, 'Vaka has no weapon "bazooka"'],
    ['itself', { ...hit, targetId: 'pc-vaka' }, 'Vaka cannot attack itself'],
    [
      'a token with no sheet',
      { ...hit, attackerId: 'obj-crate' },
      'Supply Crate has no stat block',
    ],
    ['a missing token', { ...hit, targetId: 'ghost' }, 'no token with id "ghost"'],
    [
      "another sheet's token",
      { kind: 'check', sheet: { kind: 'pc', id: 'orin' }, tokenId: 'pc-vaka', save: 'FOR' },
      'Vaka is not a token of Orin',
    ],
    [
      'a missing sheet',
      { kind: 'check', sheet: { kind: 'npc', id: 'nobody' }, save: 'FOR' },
      'no NPC with id "nobody"',
    ],
    [
      'a check naming both an ability and a save',
      { kind: 'check', sheet: { kind: 'pc', id: 'orin' }, ability: 'strength', save: 'FOR' },
      'This roll cannot be made: save: name one ability or one save.',
    ],
  ])('refuses %s before a die is thrown', (_what, request, message) => {
    const dice = scriptedDice({})
    let thrown: unknown
    try {
      // Main reads a request with the ruleset's schema before the ruleset resolves it.
      bluebox.rolls.resolve(parseRollRequest(bluebox.rolls.schema, request), demo(), dice)
    } catch (e) {
      thrown = e
    }
    expect(thrown).toBeInstanceOf(RollRefused)
    expect((thrown as Error).message).toBe(message)
    expect(dice.log()).toEqual([])
  })
})

describe("seeded rolls: main's log texts and state changes, as before rolls moved into the ruleset", () => {
  // Each expectation was checked equal to main's own dice log (DiceLog.check/attack) when the
  // rolls moved here; they pin the texts the GM reads.
  const cases: [string, Record<string, object>, object, number, object, StateChange[]][] = [
    [
      'a plain check',
      {},
      { kind: 'check', sheet: { kind: 'pc', id: 'vaka' }, ability: 'acrobatics' },
      1,
      {
        who: 'Vaka',
        what: 'Acrobatics check',
        total: 8,
        outcome: '8',
        detail: 'd12 5 +3',
        // No DC: the total alone, no result word.
        public: { what: 'Acrobatics check', total: 8, outcome: '' },
      },
      [],
    ],
    [
      "a save with the GM's Edge",
      { 'pc-orin': { hp: 9, thp: 0, plating: 0, conditions: ['prone', 'frightened'] } },
      {
        kind: 'check',
        sheet: { kind: 'pc', id: 'orin' },
        tokenId: 'pc-orin',
        save: 'SPI',
        dc: 8,
        edge: 1,
      },
      2,
      {
        who: 'Orin',
        what: 'SPI save vs DC 8',
        total: 9,
        outcome: 'success',
        detail: 'd12 7 + Edge 1 +1; Added by the GM +1 Edge',
        public: { what: 'SPI save', total: 9, outcome: 'success' },
      },
      [],
    ],
    [
      'an unconscious roller failing automatically',
      { 'pc-orin': { hp: 0, thp: 0, plating: 0, conditions: ['unconscious'] } },
      { kind: 'check', sheet: { kind: 'pc', id: 'orin' }, tokenId: 'pc-orin', save: 'DEX' },
      3,
      {
        who: 'Orin',
        what: 'DEX save',
        total: null,
        outcome: 'failure',
        detail: 'automatic failure: Unconscious',
        public: { what: 'DEX save', total: null, outcome: 'failure' },
      },
      [],
    ],
    [
      'a hit',
      {},
      hit,
      4,
      {
        who: 'Vaka',
        what: 'Twin blades at Rust Sentinel',
        total: 10,
        outcome:
          'hit: 1 damage (1d4+2: rolled 3, +2 = 5; Resistant to stone: 3; Plating 11 halves it: 1)',
        detail: 'd12 8 → 10 vs AC 9; Rust Sentinel HP 23, THP 0, Plating 11',
        // Hit or miss and the attack total only: the damage after Plating stays with the GM.
        public: { what: 'Attack with Twin blades', total: 10, outcome: 'hit' },
      },
      [
        {
          kind: 'instance',
          tokenId: 'npc-sentinel',
          instance: { hp: 23, thp: 0, plating: 11, conditions: [] },
        },
      ],
    ],
    [
      'a miss',
      {},
      hit,
      5,
      {
        who: 'Vaka',
        what: 'Twin blades at Rust Sentinel',
        total: 5,
        outcome: 'miss',
        detail: 'd12 3 → 5 vs AC 9; Rust Sentinel HP 24, THP 0, Plating 11',
        public: { what: 'Attack with Twin blades', total: 5, outcome: 'miss' },
      },
      [
        {
          kind: 'instance',
          tokenId: 'npc-sentinel',
          instance: { hp: 24, thp: 0, plating: 11, conditions: [] },
        },
      ],
    ],
    [
      'a hit on a Prone target from a Hidden attacker, a Power Die sacrificed',
      {
        'pc-vaka': { hp: 16, thp: 0, plating: 2, conditions: ['hidden'] },
        'npc-sentinel': { hp: 5, thp: 2, plating: 3, conditions: ['prone'] },
      },
      { ...hit, situation: { decisiveOption: 'heavy-strike', sacrifice: 1 } },
      6,
      {
        who: 'Vaka',
        what: 'Twin blades at Rust Sentinel',
        total: 13,
        outcome:
          'hit: 1 damage, 2 Plating destroyed (1 Power Die sacrificed: 2 Plating destroyed; 1d4+2: rolled 3, +2 = 5; Resistant to stone: 3; Plating 1 halves it: 1; THP takes 1)',
        detail:
          'd12 3 → 13 vs AC 9; Hidden (attacker) +1 Edge, Prone (target) +1 Edge; Rust Sentinel HP 5, THP 1, Plating 1',
        public: { what: 'Attack with Twin blades', total: 13, outcome: 'hit' },
      },
      [
        {
          kind: 'instance',
          tokenId: 'npc-sentinel',
          instance: { hp: 5, thp: 1, plating: 1, conditions: ['prone'] },
        },
        {
          kind: 'instance',
          tokenId: 'pc-vaka',
          instance: { hp: 16, thp: 0, plating: 2, conditions: [] },
        },
      ],
    ],
  ]
  it.each(cases)('%s (seed %i)', (_what, instances, request, seed, outcome, changes) => {
    const out = bluebox.rolls.resolve(request, demo(instances), seededDice(seed))
    expect(out.outcome).toEqual(outcome)
    expect(out.changes).toEqual(changes)
  })
})
