/**
 * A Blue Box sheet's checks at their edges: each refusal names the field as the sheet does, a
 * wrong field never makes a cross-field check misfire (a level typed as text caps no bonus), and
 * every problem is an issue of its own with its path. The ability cap by level is the sheet's
 * reading of "Practiced" growth; Intimidation's two stats are L385.
 */
import { describe, expect, it } from 'vitest'
import { formatPath } from '../../../../shared/model/campaign'
import {
  NpcRecordSchema,
  PcRecordSchema,
  type NpcRecordInput,
} from '../../../../shared/rules/bluebox/sheet-schema'

const minimal: NpcRecordInput = {
  id: 'npc-1',
  name: 'Test Npc',
  level: 3,
  stats: { FOR: 2, DEX: 1, SPI: 0, CHA: -1, KNO: 1 },
  armor: { weight: 'light', baseAC: 9, baseBAC: 7, basePlating: 2 },
  hpMax: 12,
}
const weapon = { id: 'w', name: 'Spear', kind: 'melee', reachOrRange: 2, stat: 'FOR' }

function issues(value: unknown, pc = false): Array<[string, string, string]> {
  const r = (pc ? PcRecordSchema : NpcRecordSchema).safeParse(value)
  return r.success ? [] : r.error.issues.map((i) => [formatPath(i.path), i.message, i.code])
}

describe('single fields', () => {
  it('the id "__proto__" is refused; any other id is not', () => {
    expect(issues({ ...minimal, id: '__proto__' })).toEqual([
      ['$.id', 'the id "__proto__" is reserved', 'custom'],
    ])
    expect(issues({ ...minimal, id: 'proto' })).toEqual([])
  })

  it('an unknown stat, ability or damage type lists the ones there are, comma-separated', () => {
    const found = issues({
      ...minimal,
      weapons: [{ ...weapon, stat: 'STR' }],
      practiced: { abilities: ['athletics'], saves: [] },
      resistances: ['cheese'],
    })
    expect(found).toHaveLength(3)
    expect(found.map(([path, message]) => [path, message])).toEqual(
      expect.arrayContaining([
        ['$.weapons[0].stat', '"STR" is not a stat (FOR, DEX, SPI, CHA, KNO)'],
        ['$.practiced.abilities[0]', expect.stringContaining('(strength, intimidation, grapple, ')],
        ['$.resistances[0]', expect.stringContaining('(fire, ice, water, ')],
      ]),
    )
  })
})

describe('cross-field checks', () => {
  it('a level typed as text caps no bonus: only the level is refused', () => {
    // "3" would compare as 3 if the check ran on it, and Strength 4 would be refused too.
    const found = issues({ ...minimal, level: '3', abilityBonuses: { strength: 4 } })
    expect(found.map(([path]) => path)).toEqual(['$.level'])
  })

  it('a bonus equal to the level is allowed; one above is refused as a custom issue', () => {
    expect(issues({ ...minimal, abilityBonuses: { strength: 3 } })).toEqual([])
    expect(issues({ ...minimal, abilityBonuses: { strength: 4 } })).toEqual([
      ['$.abilityBonuses.strength', 'Strength bonus 4 is above level 3', 'custom'],
    ])
  })

  it('damage types that are not text are refused as such, never compared', () => {
    const found = issues({ ...minimal, resistances: [5, 5] })
    expect(found.map(([path]) => path)).toEqual(['$.resistances[0]', '$.resistances[1]'])
    expect(found.every(([, message]) => !message.includes('twice'))).toBe(true)
  })

  it('a type in two lists, and twice in one, each a custom issue at the second place', () => {
    expect(issues({ ...minimal, resistances: ['acid'], immunities: ['acid', 'acid'] })).toEqual([
      ['$.immunities[0]', 'Acid is both a resistance and an immunity', 'custom'],
      ['$.immunities[1]', 'Acid is both a resistance and an immunity', 'custom'],
    ])
  })

  it('a Practiced ability or save listed twice is refused at its second place', () => {
    expect(
      issues({
        ...minimal,
        practiced: { abilities: ['grapple', 'grapple'], saves: ['FOR', 'FOR'] },
      }),
    ).toEqual([
      ['$.practiced.abilities[1]', 'Practiced grapple is listed twice', 'custom'],
      ['$.practiced.saves[1]', 'Practiced FOR is listed twice', 'custom'],
    ])
  })

  it('weapons without an id, or not weapons at all, are refused as such, not as used twice', () => {
    const { id: _id, ...noId } = weapon
    const found = issues({ ...minimal, weapons: [noId, noId, null] })
    expect(found.map(([path]) => path)).toEqual([
      '$.weapons[0].id',
      '$.weapons[1].id',
      '$.weapons[2]',
    ])
  })

  it('a weapon id used twice is a custom issue at the second weapon', () => {
    expect(issues({ ...minimal, weapons: [weapon, weapon] })).toEqual([
      ['$.weapons[1].id', 'weapon id "w" is used twice', 'custom'],
    ])
  })
})

describe("a player character's EP", () => {
  const pc = { ...minimal, id: 'pc-1', epMax: 3 }

  it('EP above EP max is a custom issue; equal is allowed', () => {
    expect(issues({ ...pc, epCurrent: 3 }, true)).toEqual([])
    expect(issues({ ...pc, epCurrent: 4 }, true)).toEqual([
      ['$.epCurrent', 'EP 4 is above EP max 3', 'custom'],
    ])
  })

  it('EP typed as text is refused as such, never compared with the maximum', () => {
    // "5" > 3 would hold if the check compared it.
    const found = issues({ ...pc, epCurrent: '5' }, true)
    expect(found.map(([path, message]) => [path, message])).toEqual([
      ['$.epCurrent', 'EP must be a number'],
    ])
  })
})
