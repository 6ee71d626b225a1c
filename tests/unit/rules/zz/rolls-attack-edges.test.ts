import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { ZzCampaign as Campaign } from '../../../../shared/rules/zz/adapter/types'
import { RollRefused } from '../../../../shared/rules'
import { pendingZzAttack } from '../../../../shared/rules/zz/adapter/ruleset-rolls'
import { resolveZzRoll } from './rolls-fixture'
import { ZzPcSchema } from '../../../../shared/rules/zz/engine/sheet-schema'
import {
  applied,
  hero,
  inst,
  THURIG_SHEET,
  zzCampaign,
  attackRequest as attack,
  withInst as patch,
} from './rolls-fixture'

function gear(c: Campaign, id: string, hands: [string | null, string | null], loaded: string[]) {
  return patch(c, id, { gear: { ...inst(c, id).gear, hands, loaded } })
}

/** Aria stands west of Mondo and attacked him since his turn: Thurig behind him is a Flanked Back Attack (L63). */
function flankedBack(): Campaign {
  const c = zzCampaign({ extra: [hero('aria', 'Aria', 4, 5)] })
  return patch(c, 'mondo', { attackedBy: ['aria'] })
}

describe('ZZ attack waiting for its re-roll: what the GM reads (seed 003 L59-63)', () => {
  it('L59 Back Attack: the waiting line names the attacker’s dice to pick from, not the defender’s', () => {
    // Thurig (5,6) is south of Mondo (5,5), who faces north: his back (L59), 1 re-roll.
    // L51: d8 [2] + STR 3 = 5; L42: d4 [1] + DEX 2 = 3; L45: 5 − 3 = 2 damage, Mondo 4 → 2 HP.
    const c = zzCampaign()
    const r = resolveZzRoll(attack(), c, scriptedDice({ 8: [2], 4: [1] }))
    expect(r.outcome).toEqual({
      who: 'Thurig',
      what: 'Unarmed at Mondo',
      total: null,
      outcome: 're-roll?',
      detail:
        'So far: d8 [2] + STR 3 = 5 vs d4 [1] + DEX 2 = 3: 2 damage; Mondo 4 → 2 HP. ' +
        'Back Attack: from behind Mondo: 1 re-roll left — re-roll a die or accept ' +
        "(Thurig's Base Attack d8 = 2)",
      // Nothing is settled: the table sees the attack, not its total or what it did.
      public: { what: 'Unarmed attack', total: null, outcome: '' },
    })
    expect(r.label).toBe('Thurig attacks Mondo')
    expect(r.actor).toBe('thurig')
    // The AP are paid with the throw (L21); the attack waits in the ruleset state.
    expect(r.changes[0]).toMatchObject({ kind: 'instance', tokenId: 'thurig' })
    expect(r.changes[1]).toMatchObject({ kind: 'ruleset-state', key: 'pendingAttack' })
    expect(r.changes).toHaveLength(2)
  })

  it('L59 "any one die, including the Critical Hit die": every die of the attacker is offered', () => {
    // Aim / Focus (L9) on a Back Attack: d8 [2] + STR 3 = 5; the Critical Hit die shows a blank (4).
    const c = zzCampaign()
    const r = resolveZzRoll(attack({ aim: 1 }), c, scriptedDice({ 8: [2], 6: [4], 4: [1] }))
    expect(r.outcome.detail).toContain(
      "re-roll a die or accept (Thurig's Base Attack d8 = 2; Critical Hit die on Thurig's attack (throw 1) = 4)",
    )
  })

  it('L63 Flanked Back Attack: two reasons, "2 re-rolls left", and both reasons head the final line', () => {
    const c0 = flankedBack()
    const first = resolveZzRoll(attack(), c0, scriptedDice({ 8: [2], 4: [1] }))
    expect(first.outcome.detail).toContain(
      'Back Attack: from behind Mondo; Flank Attack: Mondo is flanked by Thurig and Aria: 2 re-rolls left',
    )
    const c1 = applied(c0, first)
    // Accepted as rolled: 5 vs 3 → 2 damage (L45).
    const done = resolveZzRoll({ kind: 'reroll' }, c1, scriptedDice({}))
    expect(done.outcome).toEqual({
      who: 'Thurig',
      what: 'Unarmed at Mondo',
      total: 2,
      outcome: '2 damage',
      detail:
        'Back Attack: from behind Mondo; Flank Attack: Mondo is flanked by Thurig and Aria. ' +
        'd8 [2] + STR 3 = 5 vs d4 [1] + DEX 2 = 3: 2 damage; Mondo 4 → 2 HP',
      public: { what: 'Unarmed attack', total: 5, outcome: 'hit' },
    })
    expect(done.label).toBe('Thurig attacks Mondo')
  })

  it('refuses a re-roll when no attack waits, in words', () => {
    expect(() => resolveZzRoll({ kind: 'reroll' }, zzCampaign(), scriptedDice({}))).toThrow(
      RollRefused,
    )
    expect(() => resolveZzRoll({ kind: 'reroll' }, zzCampaign(), scriptedDice({}))).toThrow(
      'No attack is waiting for a re-roll.',
    )
  })

  it('a waiting attack whose target was removed meanwhile only clears the wait', () => {
    const c0 = zzCampaign()
    const c1 = applied(c0, resolveZzRoll(attack(), c0, scriptedDice({ 8: [2], 4: [1] })))
    const { mondo: _gone, ...rest } = c1.tokens
    const r = resolveZzRoll({ kind: 'reroll' }, { ...c1, tokens: rest }, scriptedDice({}))
    expect(r.changes).toEqual([{ kind: 'ruleset-state', key: 'pendingAttack', value: null }])
    // Its state gone (the token kept, its instance taken off): nothing to write on it either.
    const bare = {
      ...c1,
      tokens: { ...c1.tokens, mondo: { ...c1.tokens.mondo!, instance: undefined } },
    }
    expect(resolveZzRoll({ kind: 'reroll' }, bare, scriptedDice({})).changes).toEqual([
      { kind: 'ruleset-state', key: 'pendingAttack', value: null },
    ])
  })
})

describe('ZZ attack: what it writes on the figures (seed 003 L45, L59)', () => {
  it('L45 a front hit that leaves Mondo standing: paid attacker, hurt target, no fall', () => {
    // Thurig north of Mondo (who faces north): no back, no re-roll; applies at once.
    // L51: d8 [4] + STR 3 = 7 vs L42: d4 [2] + DEX 2 = 4 → 3 damage, Mondo 4 → 1 HP: not Down.
    const c = zzCampaign({ thurig: { hex: { q: 5, r: 4 } } })
    const r = resolveZzRoll(attack(), c, scriptedDice({ 8: [4], 4: [2] }))
    expect(r.changes).toEqual([
      { kind: 'instance', tokenId: 'thurig', instance: inst(c, 'thurig') },
      {
        kind: 'instance',
        tokenId: 'mondo',
        instance: { ...inst(c, 'mondo'), hp: 1, attackedBy: ['thurig'] },
      },
    ])
    expect(r.outcome.public).toEqual({ what: 'Unarmed attack', total: 7, outcome: 'hit' })
  })

  it('L61 the attack log keeps the latest 50 attackers, and names an attacker once', () => {
    const many = Array.from({ length: 50 }, (_, i) => `foe${i}`)
    const c = patch(zzCampaign({ thurig: { hex: { q: 5, r: 4 } } }), 'mondo', {
      attackedBy: many,
    })
    const r = resolveZzRoll(attack(), c, scriptedDice({ 8: [1], 4: [4] }))
    expect(inst(applied(c, r), 'mondo').attackedBy).toEqual([...many.slice(1), 'thurig'])
    const again = patch(c, 'mondo', { attackedBy: ['thurig', 'aria'] })
    const r2 = resolveZzRoll(attack(), again, scriptedDice({ 8: [1], 4: [4] }))
    expect(inst(applied(again, r2), 'mondo').attackedBy).toEqual(['thurig', 'aria'])
  })

  it('an Unarmed attack leaves a loaded bow loaded; a shot unloads only the bow fired (L69)', () => {
    const c0 = zzCampaign({ thurig: { hex: { q: 5, r: 4 } } })
    const c = gear(c0, 'thurig', ['bow', null], ['bow'])
    const fist = resolveZzRoll(attack(), c, scriptedDice({ 8: [1], 4: [4] }))
    expect(inst(applied(c, fist), 'thurig').gear.loaded).toEqual(['bow'])
    // A second ranged weapon on the sheet, loaded too, stays loaded when the bow shoots.
    const sheet = ZzPcSchema.parse({
      ...THURIG_SHEET,
      weapons: [
        ...THURIG_SHEET.weapons,
        { id: 'sling', name: 'Sling', kind: 'ranged', range: 4, damage: 'd4', ammo: 'rock' },
      ],
    })
    const far = gear(
      {
        ...zzCampaign({
          thurig: { hex: { q: 5, r: 9 } },
          mondo: { hex: { q: 5, r: 5 }, heading: 4 },
        }),
        pcs: { thurig: sheet },
      } as Campaign,
      'thurig',
      ['bow', 'sling'],
      ['bow', 'sling'],
    )
    // L76-85: d20 [3] + archery 4 = 7 < 10: a miss, the arrow lost; the sling is not touched.
    const shot = resolveZzRoll(attack({ weapon: 'bow' }), far, scriptedDice({ 20: [3] }))
    expect(inst(applied(far, shot), 'thurig').gear.loaded).toEqual(['sling'])
  })
})

describe('ZZ thrown weapon accepted after its target or board went away (L279)', () => {
  const AXE = { id: 'axe', name: 'Hand axe', kind: 'thrown', range: 2, damage: 'd6' } as const
  function pendingThrow(): Campaign {
    // Mondo faces north, Thurig throws from due south: a Back Attack (L59), so it waits.
    const c = zzCampaign({ thurig: { hex: { q: 5, r: 9 } } })
    const sheet = ZzPcSchema.parse({ ...THURIG_SHEET, weapons: [...THURIG_SHEET.weapons, AXE] })
    const c0 = gear({ ...c, pcs: { thurig: sheet } } as Campaign, 'thurig', ['axe', null], [])
    const r = resolveZzRoll(attack({ weapon: 'axe' }), c0, scriptedDice({ 20: [3] }))
    expect(pendingZzAttack(applied(c0, r))?.record.rerolls).toBe(1)
    // The axe leaves the hand (L272); the rest of what Thurig carries stays with him.
    const thrower = inst(applied(c0, r), 'thurig')
    expect(thrower.gear.hands).toEqual([null, null])
    expect(thrower.gear.stored).toEqual([{ item: 'arrow', container: 'quiver', count: 5 }])
    return applied(c0, r)
  }

  it('with the thrower gone, nothing lands; on the board it lands by the Direction Die', () => {
    const c1 = pendingThrow()
    const onBoard = resolveZzRoll({ kind: 'reroll' }, c1, scriptedDice({ 8: [1] }))
    expect(onBoard.changes.some((x) => x.kind === 'map-features')).toBe(true)
    expect(onBoard.outcome.detail).toContain(' Hand axe: Range 8, 4 away; Direction Die: N')
    const { thurig: _t, ...rest } = c1.tokens
    const noThrower = resolveZzRoll({ kind: 'reroll' }, { ...c1, tokens: rest }, scriptedDice({}))
    expect(noThrower.changes.some((x) => x.kind === 'map-features')).toBe(false)
    expect(noThrower.outcome.detail).not.toContain('Direction Die')
    const noMap = resolveZzRoll({ kind: 'reroll' }, { ...c1, maps: {} }, scriptedDice({}))
    expect(noMap.changes.some((x) => x.kind === 'map-features')).toBe(false)
  })
})
