/**
 * ZZ requests, tables and records a GM meets in words: each refused field named (the requests of
 * ZZ-05..62), the Direction Die's faces (F-ZZ-3), the Difficulty ladder's help (ZZ-62), the
 * tracker's turn resources (ZZ-01/02), the saves a Dangerous square may ask for, and a pending
 * attack read back from a damaged campaign file.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { ZzCampaign as Campaign } from '../../../../shared/rules/zz/adapter/types'
import { importNpcFile, rulesetById, exportNpcFile } from '../../../../shared/rules'
import {
  rerollZzAttack,
  resolveZzAttack,
  type ZzAttackInput,
} from '../../../../shared/rules/zz/engine/attack'
import { resolveZzOptions } from '../../../../shared/rules/zz/engine/options'
import { pendingZzAttack } from '../../../../shared/rules/zz/adapter/ruleset-rolls'
import { zzRollDirection } from '../../../../shared/rules/zz/engine/scatter'
import { parseZzFormula } from '../../../../shared/rules/zz/engine/dice-expr'
import { ZZ_DIFFICULTY_LADDER } from '../../../../shared/rules/zz/engine/skill'
import { BOW, THURIG, thurigVsMondo } from './fixture'

const zz = rulesetById('zz')!
const refusal = (req: unknown) => {
  const r = zz.rolls.schema.safeParse(req)
  return r.success ? [] : r.error.issues.map((i) => i.message)
}

describe('ZZ requests: each field refused in words', () => {
  const attack = { kind: 'attack', attackerTokenId: 'a', targetTokenId: 'b' }
  it.each<[unknown, string]>([
    ['one', 'is no number'],
    [-1, 'is below 0'],
    [6, 'is above 5'],
  ])('ZZ-56..58: Aim of %j %s', (aim) => {
    expect(refusal({ ...attack, aim })).toContain('Aim must be a number of Crits from 0 to 5')
  })

  it('Aim 0 and 5 are its ends', () => {
    expect(refusal({ ...attack, aim: 0 })).toEqual([])
    expect(refusal({ ...attack, aim: 5 })).toEqual([])
  })

  it('ZZ-61: an attribute the sheet does not have', () => {
    expect(refusal({ kind: 'skill', tokenId: 'a', attribute: 'WIS', difficulty: 10 })).toContain(
      'an attribute is STR, DEX, INT or CHA',
    )
  })

  it('ZZ-19/25/33/45/46: a contest the rules do not name', () => {
    expect(refusal({ kind: 'contest', contest: 'arm-wrestle', actorTokenId: 'a' })).toContain(
      'a contest is shove, trip, dodge, steal or moveSilently',
    )
  })

  it('ZZ-14/16: a container that is none of the figure’s, and a square not written as x,y', () => {
    expect(refusal({ kind: 'pickUp', tokenId: 'a', at: '3,7', item: 'i', into: 'hat' })).toContain(
      'a container is one of belt, pack, scabbard, quiver, pouch',
    )
    expect(refusal({ kind: 'pickUp', tokenId: 'a', at: 'north', item: 'i' })).toContain(
      'a square like "3,7"',
    )
  })

  it('ZZ-14: Loot names a figure or a container, not both nor neither', () => {
    const loot = { kind: 'loot', tokenId: 'a' }
    const words = 'Loot names either a figure or a container'
    expect(refusal(loot)).toContain(words)
    expect(refusal({ ...loot, fromTokenId: 'b', containerId: 'chest' })).toContain(words)
    expect(refusal({ ...loot, fromTokenId: 'b' })).toEqual([])
    expect(refusal({ ...loot, containerId: 'chest' })).toEqual([])
  })

  it('ZZ-15: Open / Close names a door edge or a container, not both nor neither', () => {
    const open = { kind: 'openClose', tokenId: 'a' }
    const words = 'Open / Close names either a door or a container'
    expect(refusal(open)).toContain(words)
    expect(refusal({ ...open, door: '3,7,0', containerId: 'chest' })).toContain(words)
    expect(refusal({ ...open, door: '3,7,0' })).toEqual([])
    expect(refusal({ ...open, door: 'the red one' })).toContain('a door edge like "3,7,0"')
  })
})

describe('F-ZZ-3: the Direction Die', () => {
  // A d8 over the 8 compass points from N clockwise; x grows east, y grows south.
  const COMPASS = [
    ['N', 0, -1],
    ['NE', 1, -1],
    ['E', 1, 0],
    ['SE', 1, 1],
    ['S', 0, 1],
    ['SW', -1, 1],
    ['W', -1, 0],
    ['NW', -1, -1],
  ] as const
  it.each(COMPASS.map((c, i) => [i + 1, ...c] as const))('d8 face %i: %s', (face, name, dx, dy) => {
    const r = zzRollDirection(scriptedDice({ 8: [face] }), { directionDie: 'd8compass' })
    expect(r).toEqual({ face, direction: { name, dx, dy } })
  })

  it('the d4 option: N, E, S, W', () => {
    const names = [1, 2, 3, 4].map(
      (face) =>
        zzRollDirection(scriptedDice({ 4: [face] }), { directionDie: 'd4orthogonal' }).direction
          .name,
    )
    expect(names).toEqual(['N', 'E', 'S', 'W'])
  })
})

describe('ZZ-62: the Difficulty ladder', () => {
  it('its six steps, 1 to 25 by fives after the first', () => {
    expect(ZZ_DIFFICULTY_LADDER.map((s) => s.difficulty)).toEqual([1, 5, 10, 15, 20, 25])
  })

  it('every step has a name of its own and help a GM reads: a sentence', () => {
    const labels = ZZ_DIFFICULTY_LADDER.map((s) => s.label)
    for (const label of labels) expect(label).toMatch(/^[A-Z][a-z]+( [a-z]+)?$/)
    expect(new Set(labels).size).toBe(labels.length)
    for (const step of ZZ_DIFFICULTY_LADDER) expect(step.description).toMatch(/^[A-Z].*\.$/)
  })
})

describe('ZZ-36: a weapon formula term is read whole', () => {
  it.each(['d6STR', 'STRd6', '2d6d6'])('%j is refused, not read as the dice inside it', (text) => {
    expect(() => parseZzFormula(text)).toThrow('which is not dice, a number or STR, DEX, INT, CHA')
  })
})

describe('ZZ monster files', () => {
  it('Export writes the ZZ format, and a file of no format is named as not one', () => {
    expect(JSON.parse(exportNpcFile(rulesetById('zz')!, []))).toMatchObject({
      format: 'zz-npcs',
      version: 1,
    })
    const read = importNpcFile(zz, JSON.stringify({ format: 'npcs', version: 1, npcs: [] }), [])
    expect(JSON.stringify(read)).toContain(
      'not a Zealots of Zaldar monster export: format must be \\"zz-npcs\\"',
    )
  })
})

describe('ZZ turn resources and saves', () => {
  it('the New campaign dialog’s line: a square grid, attack dice by figure (L37: Thurig’s d8), 3 AP', () => {
    expect(zz.about).toMatch(
      /^Dungeon quests on a square grid; .*attack die.*3 Action Points a turn\.$/,
    )
    expect(zz.about).not.toMatch(/d20 plus/)
  })

  it('ZZ-01/02: AP as pips and Move as a distance, both refilled as the figure’s turn starts', () => {
    expect(zz.combat!.resources).toEqual([
      { id: 'ap', name: 'AP', refill: 'turn-start', show: 'pips' },
      { id: 'move', name: 'Move', refill: 'turn-start', show: 'distance' },
    ])
  })

  it('a Dangerous square’s save is one of the four attributes, each named (L37 Strength, L42 Dexterity)', () => {
    expect(zz.saves.map((s) => s.id)).toEqual(['STR', 'DEX', 'INT', 'CHA'])
    expect(zz.saves.slice(0, 2).map((s) => s.name)).toEqual(['Strength', 'Dexterity'])
    for (const s of zz.saves) expect(s.name.length).toBeGreaterThan(3)
  })
})

describe('ZZ-39..41: an attack waiting for re-rolls, read back from the campaign', () => {
  const good = {
    attackerId: 'a',
    targetId: 'b',
    input: { attacker: {}, target: {} },
    record: { dice: [{ id: 'attack:0' }], rerolls: 1 },
    used: [],
    why: [],
  }
  const read = (pending: unknown) =>
    pendingZzAttack({ rulesetState: { pendingAttack: pending } } as unknown as Campaign)

  it('a whole record is the attack waiting', () => {
    expect(read(good)).toEqual(good)
  })

  it.each([
    ['no attacker', { ...good, attackerId: undefined }],
    ['an input without its target', { ...good, input: { attacker: {} } }],
    ['a record without its re-roll count', { ...good, record: { dice: [{ id: 'attack:0' }] } }],
    ['a die without its id', { ...good, record: { dice: [{ face: 3 }], rerolls: 1 } }],
  ])('a damaged record (%s) is no attack waiting, not a crash later', (_why, pending) => {
    expect(read(pending)).toBeNull()
  })
})

describe('ZZ-Q21: the Crit die of Aim on ranged damage', () => {
  it('is the damage’s own die, which a Back Attack’s re-roll (L59) finds and keeps the earlier face of', () => {
    const o = resolveZzOptions({ aimOnRangedDamage: true })
    const base = thurigVsMondo({
      weapon: BOW,
      distance: 6,
      aim: 1,
      damageAim: 1,
      fromBack: true,
    })
    const input: ZzAttackInput = {
      ...base,
      attacker: {
        figure: { ...THURIG, archery: 'basic' },
        state: { hands: ['bow', null], loaded: ['bow'], mind: 2 },
        ap: 4,
      },
    }
    const first = resolveZzAttack(input, scriptedDice({ 20: [10], 6: [3, 2, 3], 4: [1] }), o)
    const crit = first.dice.find((d) => d.role === 'crit' && d.what === 'damage')!
    // A re-roll request names its dice by these ids (reroll.ts: "attackCrit:1", "damage:0", ...).
    expect([crit.id, crit.owner]).toEqual(['damageCrit:0', 'attacker'])
    const again = rerollZzAttack(input, first, crit.id, [], scriptedDice({ 6: [4] }), o)
    expect(again.dice.find((d) => d.id === crit.id)).toMatchObject({
      what: 'damage',
      face: 4,
      earlier: [crit.face],
    })
    // The attack's own Crit die is a different die, untouched by this re-roll.
    const attackCrit = first.dice.find((d) => d.role === 'crit' && d.what === 'ranged')!
    expect(attackCrit.id).not.toBe(crit.id)
  })
})
