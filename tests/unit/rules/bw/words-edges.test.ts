/**
 * The words a BW GM gets when a request, a unit or a file cannot be read, one field at a time
 * (OTHER-SYSTEMS.md C.8 and the requests of BW-17..35), and the tracker's turn resources (F-BW-3).
 * Each case names what is wrong, so the refusal is one a GM can act on.
 */
import { describe, expect, it } from 'vitest'
import { importNpcFile, rulesetById, exportNpcFile } from '../../../../shared/rules'
import { parseBwDice } from '../../../../shared/rules/bw/engine/dice-expr'
import { TROOPER } from '../../support/bw-fixture'

const bw = rulesetById('bw')!
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message)
const parse = (req: unknown) => messages(bw.rolls.schema.safeParse(req))

describe('BW dice text: one term is a count of dice and a die, nothing around it', () => {
  it.each(['d6d6', '105d6', '2d6x', '1d'])('%j is refused as no dice', (text) => {
    // "105d6" is not 5d6 with a stray 1 in front, and "d6d6" is not d6: the whole term is read.
    expect(() => parseBwDice(text)).toThrow(`"${text}" is not dice like d6, 1d6+1 or 7`)
  })

  it('20 dice of a kind are the most (two digits before the d)', () => {
    expect(parseBwDice('20d6')).toEqual({ dice: [{ n: 20, die: 6 }], bonus: 0 })
  })
})

describe('BW requests: each field refused in words', () => {
  it.each<[object, string]>([
    [{ x: 'a', y: 1 }, 'x'],
    [{ x: 1, y: 'b' }, 'y'],
  ])('a point %j whose %s is no number', (at) => {
    expect(parse({ kind: 'explosion', at, damage: '3d10' })).toContain(
      'a point is x and y in inches',
    )
  })

  it.each([1.5, 'two'])('a GM modifier of %j is not a whole number', (modifier) => {
    expect(parse({ kind: 'attack', attackerTokenId: 'a', targetTokenId: 'b', modifier })).toContain(
      'a modifier is a whole number',
    )
  })

  it('BW-24: a small target area the rules do not name', () => {
    const r = parse({ kind: 'attack', attackerTokenId: 'a', targetTokenId: 'b', sta: ['elbow'] })
    expect(r).toContain('a small target is halfMinifig, head or hand')
  })

  it('BW-33..35: a fire action that is none of the three', () => {
    expect(parse({ kind: 'fire', action: 'douse', tokenId: 'a' })).toContain(
      'fire is ignite, extinguish or tick',
    )
  })

  it('BW-01/02: Extra Effort that is neither Move nor Power', () => {
    expect(parse({ kind: 'effort', tokenId: 'a', effort: 'speed' })).toContain(
      'Extra Effort is move or power',
    )
  })
})

describe('BW library ids and players (C.8)', () => {
  const npc = (id: unknown) => messages(bw.sheet.schema.npc.safeParse({ ...TROOPER, id }))
  const pc = (extra: object) => messages(bw.sheet.schema.pc.safeParse({ ...TROOPER, ...extra }))

  it.each([
    [7, 'an id must be text'],
    ['', 'an id must not be empty'],
    ['x'.repeat(101), 'an id must be at most 100 characters'],
  ])('an NPC id of %j: %s', (id, message) => {
    expect(npc(id)).toContain(message)
  })

  it('100 characters is an id still', () => {
    expect(npc('x'.repeat(100))).toEqual([])
  })

  it('a PC sheet checks its id too, and its player is text', () => {
    expect(pc({ id: '' })).toContain('an id must not be empty')
    expect(pc({ id: 'p1', player: 3 })).toContain('Player must be text')
    expect(pc({ id: 'p1', player: 'Ana' })).toEqual([])
  })
})

describe('BW unit files (C.8)', () => {
  const read = (file: object) => importNpcFile(bw, JSON.stringify(file), [])
  const problem = (r: ReturnType<typeof read>) => (r.ok ? '' : JSON.stringify(r))

  it('Export writes the BW format, version 1', () => {
    expect(JSON.parse(exportNpcFile(rulesetById('bw')!, [TROOPER]))).toMatchObject({
      format: 'bw-npcs',
      version: 1,
    })
  })

  it('another ruleset’s file is named for what it holds', () => {
    const cases: [string, string][] = [
      ['bluebox-npcs', 'this file holds Blue Box NPCs, not BrikWars units'],
      ['gg-npcs', 'this file holds Trait-Test (GG) NPCs, not BrikWars units'],
      ['zz-npcs', 'this file holds Zealots of Zaldar monsters, not BrikWars units'],
    ]
    for (const [format, words] of cases) {
      const r = read({ format, version: 1, npcs: [] })
      expect(problem(r)).toContain(`not a BrikWars unit export: format must be \\"bw-npcs\\"`)
      expect(problem(r)).toContain(words)
    }
  })
})

describe('BW turn resources (F-BW-3: each unit moves, then takes one action)', () => {
  it('Move in inches and one Action, both refilled as the unit’s turn starts, in that order', () => {
    expect(bw.combat!.resources).toEqual([
      { id: 'move', name: 'Move', refill: 'turn-start', show: 'distance' },
      { id: 'action', name: 'Action', refill: 'turn-start', show: 'pips' },
    ])
  })
})
