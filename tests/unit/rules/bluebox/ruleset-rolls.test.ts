import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { DiceLog } from '../../../../electron/main/commands/rolls'
import { scriptedDice, seededDice, type ScriptedFaces } from '../../../../shared/dice'
import { parseCampaign, type Campaign } from '../../../../shared/model'
import { RollRefused, rulesetById, type StateChange } from '../../../../shared/rules'

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
      'the last HP: Down, Shattered kept',
      { hp: 1, thp: 0, plating: 0, conditions: ['shattered'] },
      { 12: [11], 4: [4] },
      0,
      ['shattered', 'down'],
      'Rust Sentinel is Down',
    ],
  ])('%s', (_what, state, faces, sacrifice, conditions, said) => {
    const c = demo({ 'npc-sentinel': state })
    const out = resolve(c, { ...hit, situation: { sacrifice } }, faces)
    const target = out.changes.find((x) => x.tokenId === 'npc-sentinel')!
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
      'this roll cannot be made: save: name one ability or one save',
    ],
  ])('refuses %s before a die is thrown', (_what, request, message) => {
    const dice = scriptedDice({})
    let thrown: unknown
    try {
      bluebox.rolls.resolve(request, demo(), dice)
    } catch (e) {
      thrown = e
    }
    expect(thrown).toBeInstanceOf(RollRefused)
    expect((thrown as Error).message).toBe(message)
    expect(dice.log()).toEqual([])
  })
})

/** What the changes do to a campaign, as main applies them. */
function applied(c: Campaign, changes: StateChange[]): Campaign['tokens'] {
  const tokens = { ...c.tokens }
  for (const ch of changes)
    tokens[ch.tokenId] = { ...tokens[ch.tokenId]!, instance: ch.instance as never }
  return tokens
}

describe("the same log and state as main's dice log before rolls moved into the ruleset", () => {
  const cases: [string, Record<string, object>, object, number][] = [
    [
      'a plain check',
      {},
      { kind: 'check', sheet: { kind: 'pc', id: 'vaka' }, ability: 'acrobatics' },
      1,
    ],
    [
      'a save while Prone and Frightened',
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
    ],
    [
      'an unconscious roller failing automatically',
      { 'pc-orin': { hp: 0, thp: 0, plating: 0, conditions: ['unconscious'] } },
      { kind: 'check', sheet: { kind: 'pc', id: 'orin' }, tokenId: 'pc-orin', save: 'DEX' },
      3,
    ],
    ['a hit', {}, hit, 4],
    [
      'a hit taking the last HP',
      { 'npc-sentinel': { hp: 1, thp: 0, plating: 0, conditions: ['shattered'] } },
      hit,
      4,
    ],
    ['a miss', {}, hit, 5],
    [
      'a hit on a Prone target from a Hidden attacker, a Power Die sacrificed',
      {
        'pc-vaka': { hp: 16, thp: 0, plating: 2, conditions: ['hidden'] },
        'npc-sentinel': { hp: 5, thp: 2, plating: 3, conditions: ['prone'] },
      },
      { ...hit, situation: { decisiveOption: 'heavy-strike', sacrifice: 1 } },
      6,
    ],
  ]
  it.each(cases)('%s (seed %i)', (_what, instances, request, seed) => {
    const c = demo(instances)
    const log = new DiceLog(seededDice(seed))
    const { kind, ...input } = request as { kind: string } & Record<string, unknown>
    type Attack = Parameters<DiceLog['attack']>
    const before =
      kind === 'check'
        ? {
            entry: log.check(c, input.sheet as Parameters<DiceLog['check']>[1], input),
            command: null,
          }
        : log.attack(
            c,
            input.attackerId as string,
            input.weaponId as string,
            input.targetId as string,
            input.situation as Attack[4],
          )
    const drawn: [number, number][] = []
    const inner = seededDice(seed)
    const dice = {
      roll: (sides: number) => (drawn.push([sides, inner.roll(sides)]), drawn.at(-1)![1]),
    }
    const now = bluebox.rolls.resolve(request, c, dice)
    const { id: _i, at: _a, faces, ...outcome } = before.entry
    expect(now.outcome).toEqual(outcome)
    expect(drawn).toEqual(faces)
    if (before.command) {
      expect(now.label).toBe(before.command.label)
      expect(applied(c, now.changes)).toEqual(before.command.run(c).tokens)
    } else expect(now.changes).toEqual([])
  })
})
