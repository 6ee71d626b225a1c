/**
 * "Show on table": the players' banner holds only what the roll's ruleset made public (its name,
 * total and outcome) beside who rolled and each die, never the GM's text. One roll per ruleset
 * with something secret in play: a Blue Box attack into Plating, a resistance and THP; a GG Test
 * against a Test Goal; a ZZ attack against a Defend roll, DEX and armour; a BrikWars shot
 * against a UR and an Armor roll.
 */
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { scriptedDice, type ScriptedFaces } from '../../../shared/dice'
import { parseCampaign, type Campaign } from '../../../shared/model'
import { rulesetById, type RolledRequest } from '../../../shared/rules'
import { recordingDice } from '../../../electron/main/session/dice-log'
import { playerRoll } from '../../../electron/main/session/table-overlay-handlers'
import { ggCampaign } from '../rules/gg/fixture'
import { zzCampaign } from '../rules/zz/rolls-fixture'
import { bwTable } from '../support/bw-fixture'

/**
 * Resolve a roll as main does (the request read by the ruleset's schema, every face recorded),
 * and build what the players would get.
 */
function shown(rulesetId: string, c: Campaign, request: unknown, faces: ScriptedFaces) {
  const ruleset = rulesetById(rulesetId)!
  const scripted = scriptedDice(faces)
  const dice = recordingDice(scripted)
  const out: RolledRequest = ruleset.rolls.resolve(ruleset.rolls.schema.parse(request), c, dice)
  scripted.assertDone()
  const entry = { ...out.outcome, faces: dice.drawn, id: 1, at: '2026-12-04T20:00:00.000Z' }
  const payload = playerRoll(entry)
  return { out, payload, json: JSON.stringify(payload) }
}

/** What a shown roll may carry, and nothing else: no detail, no GM outcome. */
const FIELDS = ['faces', 'id', 'outcome', 'total', 'what', 'who']

function blueboxDemo(): Campaign {
  const raw = readFileSync(
    new URL('../../../resources/demo-campaign/campaign.json', import.meta.url),
    'utf8',
  )
  const parsed = parseCampaign(JSON.parse(raw))
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
  const c = parsed.campaign
  c.tokens['pc-vaka']!.hex = { q: 8, r: 5 }
  // The Rust Sentinel with THP and a little Plating left; the demo's sheet resists stone.
  c.tokens['npc-sentinel']!.instance = { hp: 5, thp: 2, plating: 3, conditions: [] }
  return c
}

describe('a shown roll tells the players only its public part', () => {
  it('Blue Box: an attack into Plating, a resistance and THP shows hit and the attack total only', () => {
    // Attacks: d12 + the attack modifier (Vaka's Twin blades: +2) against AC; a hit rolls the
    // Power Die (1d4+2 at Vaka's level), which the target's resistance, Plating and THP reduce.
    const { out, payload, json } = shown(
      'bluebox',
      blueboxDemo(),
      {
        kind: 'attack',
        attackerId: 'pc-vaka',
        weaponId: 'twin-blades',
        targetId: 'npc-sentinel',
        situation: {},
      },
      { 12: [8], 4: [3] },
    )
    expect(Object.keys(payload).sort()).toEqual(FIELDS)
    expect(payload).toEqual({
      id: 1,
      who: 'Vaka',
      what: 'Attack with Twin blades',
      faces: [
        [12, 8],
        [4, 3],
      ],
      total: 10, // d12 8 + 2
      outcome: 'hit',
    })
    // The GM's own line names the defences: the players' payload never does.
    expect(out.outcome.outcome).toMatch(/Plating/)
    for (const secret of ['Plating', 'THP', 'Resist', 'stone', 'AC', 'damage', 'Rust Sentinel'])
      expect(json).not.toContain(secret)
    expect(json).not.toContain(out.outcome.detail)
    expect(json).not.toContain(out.outcome.outcome)
  })

  it("Blue Box: an NPC's check shows its die and whether it did it, never its total or bonus", () => {
    // Checks: d12 + the ability's modifier against the DC. The Sentinel's Strength is +3 (FOR)
    // with a +3 bonus on its sheet, so a d12 of 7 makes at least 7 against DC 5: a success. Its
    // total beside the 7 would tell the players that bonus.
    const { out, payload, json } = shown(
      'bluebox',
      blueboxDemo(),
      {
        kind: 'check',
        sheet: { kind: 'npc', id: 'sample-rust-sentinel' },
        tokenId: 'npc-sentinel',
        ability: 'strength',
        dc: 5,
      },
      { 12: [7] },
    )
    expect(payload).toMatchObject({
      who: 'Rust Sentinel',
      faces: [[12, 7]],
      total: null,
      outcome: 'success',
    })
    expect(out.outcome.total).toBeGreaterThan(7)
    expect(json).not.toContain(`${out.outcome.total}`)
    expect(json).not.toContain('DC')
    // A PC's check keeps its total: the player knows their own bonus.
    const pc = shown(
      'bluebox',
      blueboxDemo(),
      { kind: 'check', sheet: { kind: 'pc', id: 'vaka' }, ability: 'strength', dc: 5 },
      { 12: [7] },
    )
    expect(pc.payload.total).toBe(pc.out.outcome.total)
  })

  it('GG: a Trait Test against TG 17 shows the Test, its TTV and the result, never the TG', () => {
    // A Trait Test: d20 + the Trait (AGI 3) + SB 2 when Trained = TTV 13, short of TG 17.
    const { out, payload, json } = shown(
      'gg',
      ggCampaign(),
      {
        kind: 'check',
        sheet: { kind: 'pc', id: 'aria' },
        tokenId: 'aria',
        trait: 'AGI',
        skill: 'Acrobatics',
        trained: true,
        tg: 17,
      },
      { 20: [8] },
    )
    expect(out.outcome.what).toBe('AGI (Acrobatics) Test vs TG 17')
    expect(Object.keys(payload).sort()).toEqual(FIELDS)
    expect(payload).toEqual({
      id: 1,
      who: 'Aria',
      what: 'AGI (Acrobatics) Test',
      faces: [[20, 8]],
      total: 13,
      outcome: 'failure',
    })
    for (const secret of ['TG', '17', 'SB']) expect(json).not.toContain(secret)
    expect(json).not.toContain(out.outcome.detail)
  })

  it("ZZ: a melee attack shows the attacker's total and that it hurt, never the damage or Defend", () => {
    // ZZ-05: a front attack, d8 [4] + STR 3 = 7 against Mondo's d4 [2] + DEX 2 = 4: 3 damage.
    const { out, payload, json } = shown(
      'zz',
      zzCampaign({ thurig: { hex: { q: 5, r: 4 } } }),
      { kind: 'attack', attackerTokenId: 'thurig', targetTokenId: 'mondo' },
      { 8: [4], 4: [2] },
    )
    expect(out.outcome.outcome).toBe('3 damage')
    expect(Object.keys(payload).sort()).toEqual(FIELDS)
    expect(payload).toEqual({
      id: 1,
      who: 'Thurig',
      what: 'Unarmed attack',
      faces: [
        [8, 4],
        [4, 2],
      ],
      total: 7,
      outcome: 'hit',
    })
    for (const secret of ['damage', 'DEX', 'HP', 'Mondo', 'armour'])
      expect(json).not.toContain(secret)
    expect(json).not.toContain(out.outcome.detail)
  })

  it('BrikWars: a rifle shot shows the weapon, the modified roll and what it did', () => {
    // F-BW-1/2: Skill d6 3 + 1 (stationary target) = 4 hits the Rifle's UR 4; damage 5 beats
    // Armor 2: destroyed. Every stat is open in BrikWars, yet the modifiers stay in the GM's line.
    const { out, payload, json } = shown(
      'bw',
      bwTable([
        { id: 'a', x: 10, y: 10 },
        { id: 'b', x: 17, y: 10 },
      ]),
      rulesetById('bw')!.rolls.schema.parse({
        kind: 'attack',
        attackerTokenId: 'a',
        targetTokenId: 'b',
      }),
      { 6: [3, 5, 2] },
    )
    expect(Object.keys(payload).sort()).toEqual(FIELDS)
    expect(payload).toEqual({
      id: 1,
      who: 'a',
      what: 'Attack with Rifle',
      faces: [
        [6, 3],
        [6, 5],
        [6, 2],
      ],
      total: 4,
      outcome: 'destroyed',
    })
    for (const secret of ['UR', 'Armor', 'Stationary', ' at b']) expect(json).not.toContain(secret)
    expect(json).not.toContain(out.outcome.detail)
  })
})
