import { describe, expect, it } from 'vitest'
import { formatPath } from '../../../shared/model/campaign'
import { SAMPLE_NPCS } from '../../../shared/rules/bluebox/engine/sample-npcs'
import {
  NpcRecordSchema,
  PcRecordSchema,
  type NpcRecordInput,
  type PcRecordInput,
} from '../../../shared/rules/bluebox/engine/sheet-schema'
import {
  ABILITIES,
  ABILITY_IDS,
  ARMOR_WEIGHTS,
  DAMAGE_TYPES,
  STAT_IDS,
  STAT_NAMES,
  abilityBreakdown,
  abilityModifier,
  derivedDefences,
  powerDieOf,
  type ArmorWeight,
} from '../../../shared/rules/bluebox/engine/statblock'

const minimal: NpcRecordInput = {
  id: 'npc-1',
  name: 'Test Npc',
  level: 3,
  stats: { FOR: 2, DEX: 1, SPI: 0, CHA: -1, KNO: 1 },
  armor: { weight: 'light', baseAC: 9, baseBAC: 7, basePlating: 2 },
  hpMax: 12,
}

function issues(schema: 'npc' | 'pc', value: unknown): Array<[string, string]> {
  const r = (schema === 'npc' ? NpcRecordSchema : PcRecordSchema).safeParse(value)
  return r.success ? [] : r.error.issues.map((i) => [formatPath(i.path), i.message])
}

describe('derivedDefences: armor weight x base values x DEX/KNO (Armor & Plating)', () => {
  it.each<
    [
      ArmorWeight,
      [number, number, number],
      number,
      [number, number],
      [number, number, number],
      string[],
    ]
  >([
    [
      'none',
      [10, 8, 0],
      2,
      [2, 1],
      [12, 9, 2],
      [
        'AC 12 = armor base 10 + DEX +2',
        'BAC 9 = armor base 8 + KNO +1',
        'Plating 2 = natural 2 + armor base 0',
      ],
    ],
    [
      'light',
      [10, 8, 2],
      0,
      [2, 1],
      [13, 10, 2],
      [
        'AC 13 = armor base 10 + DEX +2 + light armor +1',
        'BAC 10 = armor base 8 + KNO +1 + light armor +1',
        'Plating 2 = natural 0 + armor base 2',
      ],
    ],
    [
      'medium',
      [11, 8, 3],
      1,
      [-1, 0],
      [11, 8, 5],
      [
        'AC 11 = armor base 11 + DEX −1 + medium armor +1',
        'BAC 8 = armor base 8 + KNO +0',
        'Plating 5 = natural 1 + armor base 3 + medium armor +1',
      ],
    ],
    [
      'heavy',
      [10, 7, 6],
      2,
      [-1, 1],
      [9, 8, 11],
      [
        'AC 9 = armor base 10 + DEX −1',
        'BAC 8 = armor base 7 + KNO +1',
        'Plating 11 = natural 2 + armor base 6 + heavy armor +3',
      ],
    ],
    [
      'heavy',
      [12, 9, 4],
      0,
      [3, -2],
      [15, 7, 7],
      [
        'AC 15 = armor base 12 + DEX +3',
        'BAC 7 = armor base 9 + KNO −2',
        'Plating 7 = natural 0 + armor base 4 + heavy armor +3',
      ],
    ],
  ])(
    '%s armor, base %j, natural %i, DEX/KNO %j -> AC/BAC/Plating %j',
    (weight, base, natural, mods, want, how) => {
      const [baseAC, baseBAC, basePlating] = base
      const d = derivedDefences({
        stats: { FOR: 0, DEX: mods[0], SPI: 0, CHA: 0, KNO: mods[1] },
        armor: { weight, baseAC, baseBAC, basePlating },
        naturalPlating: natural,
      })
      expect([d.ac, d.bac, d.plating]).toEqual(want)
      expect(d.how).toEqual(how)
    },
  )

  // The seed's adds on top of no armor, whatever the modifiers and bases.
  const adds: Record<ArmorWeight, [number, number, number]> = {
    none: [0, 0, 0],
    light: [1, 1, 0],
    medium: [1, 0, 1],
    heavy: [0, 0, 3],
  }
  const cases = ARMOR_WEIGHTS.flatMap((w) =>
    [-2, 0, 3].flatMap((dex) => [-1, 2].map((kno) => [w, dex, kno] as const)),
  )
  it.each(cases)('%s armor with DEX %i, KNO %i adds the seed amounts', (weight, dex, kno) => {
    const of = (w: ArmorWeight) =>
      derivedDefences({
        stats: { FOR: 0, DEX: dex, SPI: 0, CHA: 0, KNO: kno },
        armor: { weight: w, baseAC: 10, baseBAC: 8, basePlating: 2 },
        naturalPlating: 1,
      })
    const d = of(weight)
    expect([d.ac, d.bac, d.plating]).toEqual([
      10 + dex + adds[weight][0],
      8 + kno + adds[weight][1],
      3 + adds[weight][2],
    ])
    const none = of('none')
    expect([d.ac - none.ac, d.bac - none.bac, d.plating - none.plating]).toEqual(adds[weight])
  })
})

describe('Power Die by level (Core Rules, Power Die)', () => {
  it.each([
    [1, 4],
    [3, 4],
    [4, 6],
    [6, 6],
    [7, 8],
    [30, 8],
  ])('level %i -> d%i', (level, die) => expect(powerDieOf({ level })).toBe(die))
})

describe('NpcRecordSchema', () => {
  it('fills defaults and keeps unknown keys', () => {
    const npc = NpcRecordSchema.parse({ ...minimal, futureField: { a: 1 } })
    expect(npc).toMatchObject({ tags: [], notes: '', speed: 6, size: 'medium', ap: 2, thp: 0 })
    expect(npc.practiced).toEqual({ abilities: [], saves: [] })
    expect((npc as Record<string, unknown>).futureField).toEqual({ a: 1 })
  })

  it('refuses an ability bonus above the level, naming the ability and the level', () => {
    expect(issues('npc', { ...minimal, abilityBonuses: { strength: 4, stealth: 3 } })).toEqual([
      ['$.abilityBonuses.strength', 'Strength bonus 4 is above level 3'],
    ])
    expect(
      issues('npc', { ...minimal, level: 1, abilityBonuses: { 'sleight-of-hand': 2 } }),
    ).toEqual([['$.abilityBonuses.sleight-of-hand', 'Sleight of Hand bonus 2 is above level 1']])
  })

  it.each([
    [-4, 'HP max must be at least 1, not -4'],
    [0, 'HP max must be at least 1, not 0'],
    [2.5, 'HP max must be a whole number from 1 to 9999, not 2.5'],
  ])('refuses HP max %s', (hpMax, message) => {
    expect(issues('npc', { ...minimal, hpMax })).toEqual([['$.hpMax', message]])
  })

  it('lists every problem at once, the bonus cap included', () => {
    const found = issues('npc', {
      ...minimal,
      hpMax: -1,
      abilityBonuses: { medicine: 9 },
      stats: { ...minimal.stats, DEX: 11 },
      resistances: ['fire', 'lava'],
    })
    expect(found).toEqual(
      expect.arrayContaining([
        ['$.hpMax', 'HP max must be at least 1, not -1'],
        ['$.abilityBonuses.medicine', 'Medicine bonus 9 is above level 3'],
        ['$.stats.DEX', 'DEX modifier must be at most 10, not 11'],
        ['$.resistances[1]', expect.stringContaining('"lava" is not a damage type')],
      ]),
    )
    expect(found).toHaveLength(4)
  })

  it('refuses the same damage type twice or in two lists', () => {
    expect(
      issues('npc', {
        ...minimal,
        resistances: ['fire', 'fire'],
        immunities: ['ice'],
        vulnerabilities: ['ice'],
      }),
    ).toEqual([
      ['$.resistances[1]', 'Fire is listed twice'],
      ['$.immunities[0]', 'Ice is both a vulnerability and an immunity'],
    ])
  })

  it('refuses a Critical Area that ends before it starts and a weapon id used twice', () => {
    const w = { id: 'w', name: 'Spear', kind: 'melee', reachOrRange: 2, stat: 'FOR' }
    expect(
      issues('npc', {
        ...minimal,
        weapons: [{ ...w, critical: { description: 'tip', min: 2, max: 1 } }, w],
      }),
    ).toEqual([
      ['$.weapons[0].critical.max', 'Critical Area ends at 1 m, before it starts at 2 m'],
      ['$.weapons[1].id', 'weapon id "w" is used twice'],
    ])
  })

  it('refuses an unknown stat, ability and armor weight with readable messages', () => {
    const found = issues('npc', {
      ...minimal,
      practiced: { abilities: ['athletics'], saves: ['STR'] },
      armor: { ...minimal.armor, weight: 'plate' },
    })
    expect(found.map(([p]) => p)).toEqual([
      '$.practiced.abilities[0]',
      '$.practiced.saves[0]',
      '$.armor.weight',
    ])
    expect(found[0]?.[1]).toMatch(/^"athletics" is not an ability/)
    expect(found[1]?.[1]).toMatch(/^"STR" is not a stat/)
    expect(found[2]?.[1]).toBe('armor weight is none, light, medium or heavy')
  })

  it('accepts AP costs as numbers or free/reaction/move, and refuses others', () => {
    const act = (ap: unknown) => ({ ...minimal, actions: [{ name: 'Do', ap, text: '' }] })
    expect(issues('npc', act(1))).toEqual([])
    expect(issues('npc', act('reaction'))).toEqual([])
    expect(issues('npc', act('bonus'))[0]?.[0]).toBe('$.actions[0].ap')
  })
})

describe('PcRecordSchema', () => {
  const pc: PcRecordInput = { ...minimal, id: 'pc-1', background: 'Dock worker', epMax: 3 }

  it('adds background, exhaustion, EP current and the HP origin', () => {
    const parsed = PcRecordSchema.parse({
      ...pc,
      epCurrent: 2,
      exhaustion: 1,
      hpOrigin: { method: 'rolled', faces: [3, 4, 2, 2, 3, 4, 1], forModifier: 2 },
    })
    expect(parsed).toMatchObject({
      background: 'Dock worker',
      epCurrent: 2,
      exhaustion: 1,
      player: '',
    })
  })

  it.each([
    [{ epCurrent: 4 }, '$.epCurrent', 'EP 4 is above EP max 3'],
    [{ exhaustion: 8 }, '$.exhaustion', 'Exhaustion must be at most 7, not 8'],
    [
      { hpOrigin: { method: 'rolled', faces: [1, 2], forModifier: 0 } },
      '$.hpOrigin.faces',
      'HP is rolled with 7 d4s',
    ],
    [
      { abilityBonuses: { history: 5 } },
      '$.abilityBonuses.history',
      'History bonus 5 is above level 3',
    ],
  ])('refuses %j', (extra, path, message) => {
    expect(issues('pc', { ...pc, ...extra })).toEqual([[path, message]])
  })
})

describe('seed data tables (Stats, Abilities, & Checks; Damage & Modifiers)', () => {
  it('names the five stats in the seed order (seed 000 L345-L349)', () => {
    expect(STAT_IDS.map((id) => `${STAT_NAMES[id]} (${id})`)).toEqual([
      'Fortitude (FOR)',
      'Dexterity (DEX)',
      'Spirit (SPI)',
      'Charisma (CHA)',
      'Knowledge (KNO)',
    ])
  })

  it('has every ability once, named and under its stat, Intimidation under FOR and CHA (L353-L383)', () => {
    // Read off the seed's list: each stat heading, then its abilities in order; Intimidation
    // appears under both FOR and CHA and L383 lets it use either modifier.
    const seed: [string, string[]][] = [
      ['FOR', ['Strength', 'Intimidation', 'Grapple']],
      ['DEX', ['Acrobatics', 'Pilot', 'Sleight of Hand', 'Stealth']],
      ['SPI', ['Focus', 'Insight', 'Perception']],
      ['CHA', ['Persuasion', 'Deception', 'Performance', 'Intimidation', 'Rahi Handling']],
      [
        'KNO',
        ['Medicine', 'Investigation', 'History', 'Navigation', 'Survival', 'Crafting', 'Hacking'],
      ],
    ]
    for (const [stat, names] of seed)
      expect(
        ABILITY_IDS.filter((a) => ABILITIES[a].stats.includes(stat as 'FOR'))
          .map((a) => ABILITIES[a].name)
          .sort(),
      ).toEqual([...names].sort())
    // The ids in the seed's order, each where it first appears.
    expect(ABILITY_IDS.map((a) => ABILITIES[a].name)).toEqual([
      ...new Set(seed.flatMap(([, names]) => names)),
    ])
    expect(ABILITY_IDS).toHaveLength(21)
    expect(ABILITIES.intimidation.stats).toEqual(['FOR', 'CHA'])
    expect(ABILITY_IDS.filter((a) => ABILITIES[a].stats.length !== 1)).toEqual(['intimidation'])
    for (const a of ABILITY_IDS)
      expect(a).toBe(ABILITIES[a].name.toLowerCase().replaceAll(' ', '-'))
  })

  it('lists the 17 elemental damage types in the seed order (L270)', () => {
    expect(DAMAGE_TYPES).toEqual([
      'fire',
      'ice',
      'water',
      'air',
      'stone',
      'earth',
      'iron',
      'magnetism',
      'gravity',
      'psychic',
      'lightning',
      'plasma',
      'sonic',
      'plant-life',
      'acid',
      'light',
      'shadow',
    ])
  })

  it('offers no armor and the three weights of Armor & Plating (L250-L252)', () => {
    expect(ARMOR_WEIGHTS).toEqual(['none', 'light', 'medium', 'heavy'])
  })

  it('ability modifier = stat modifier + bonus; Intimidation takes the higher of FOR and CHA', () => {
    const npc = NpcRecordSchema.parse({
      ...minimal,
      abilityBonuses: { strength: 3, intimidation: 1 },
      practiced: { abilities: ['strength'], saves: [] },
    })
    expect(abilityModifier(npc, 'strength')).toBe(5)
    expect(abilityBreakdown(npc, 'strength')).toMatchObject({
      practiced: true,
      how: 'Strength +5 = FOR +2 + bonus 3',
    })
    expect(abilityModifier(npc, 'stealth')).toBe(1)
    expect(abilityModifier(npc, 'intimidation')).toBe(3)
    expect(abilityModifier(npc, 'intimidation', 'CHA')).toBe(0)
    expect(abilityModifier(npc, 'strength', 'CHA')).toBe(5)
    // A tie reads as FOR, the first the ability lists (L385: either, not both).
    const even = NpcRecordSchema.parse({ ...minimal, stats: { ...minimal.stats, CHA: 2 } })
    expect(abilityBreakdown(even, 'intimidation').stat).toBe('FOR')
  })
})

describe('sample NPCs', () => {
  it.each(SAMPLE_NPCS.map((n) => [n.name, n] as const))(
    '%s is valid and parses to itself',
    (_, npc) => {
      const r = NpcRecordSchema.safeParse(npc)
      expect(r.success ? [] : r.error.issues).toEqual([])
      expect(r.data).toEqual(npc)
    },
  )

  it('have distinct ids', () => {
    expect(new Set(SAMPLE_NPCS.map((n) => n.id)).size).toBe(SAMPLE_NPCS.length)
  })
})

// Each refusal names the field as the sheet does, a wrong field never makes a cross-field check
// misfire (a level typed as text caps no bonus), and every problem is an issue of its own.
const weapon = { id: 'w', name: 'Spear', kind: 'melee', reachOrRange: 2, stat: 'FOR' }

function coded(value: unknown, pc = false): Array<[string, string, string]> {
  const r = (pc ? PcRecordSchema : NpcRecordSchema).safeParse(value)
  return r.success ? [] : r.error.issues.map((i) => [formatPath(i.path), i.message, i.code])
}

describe('sheet checks at their edges: single fields', () => {
  it('the id "__proto__" is refused; any other id is not', () => {
    expect(coded({ ...minimal, id: '__proto__' })).toEqual([
      ['$.id', 'the id "__proto__" is reserved', 'custom'],
    ])
    expect(coded({ ...minimal, id: 'proto' })).toEqual([])
  })

  it('an unknown stat, ability or damage type lists the ones there are, comma-separated', () => {
    const found = coded({
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

describe('sheet checks at their edges: cross-field checks', () => {
  it('a level typed as text caps no bonus: only the level is refused', () => {
    // "3" would compare as 3 if the check ran on it, and Strength 4 would be refused too.
    const found = coded({ ...minimal, level: '3', abilityBonuses: { strength: 4 } })
    expect(found.map(([path]) => path)).toEqual(['$.level'])
  })

  it('a bonus equal to the level is allowed; one above is refused as a custom issue', () => {
    expect(coded({ ...minimal, abilityBonuses: { strength: 3 } })).toEqual([])
    expect(coded({ ...minimal, abilityBonuses: { strength: 4 } })).toEqual([
      ['$.abilityBonuses.strength', 'Strength bonus 4 is above level 3', 'custom'],
    ])
  })

  it('damage types that are not text are refused as such, never compared', () => {
    const found = coded({ ...minimal, resistances: [5, 5] })
    expect(found.map(([path]) => path)).toEqual(['$.resistances[0]', '$.resistances[1]'])
    expect(found.every(([, message]) => !message.includes('twice'))).toBe(true)
  })

  it('a type in two lists, and twice in one, each a custom issue at the second place', () => {
    expect(coded({ ...minimal, resistances: ['acid'], immunities: ['acid', 'acid'] })).toEqual([
      ['$.immunities[0]', 'Acid is both a resistance and an immunity', 'custom'],
      ['$.immunities[1]', 'Acid is both a resistance and an immunity', 'custom'],
    ])
  })

  it('a Practiced ability or save listed twice is refused at its second place', () => {
    expect(
      coded({
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
    const found = coded({ ...minimal, weapons: [noId, noId, null] })
    expect(found.map(([path]) => path)).toEqual([
      '$.weapons[0].id',
      '$.weapons[1].id',
      '$.weapons[2]',
    ])
  })

  it('a weapon id used twice is a custom issue at the second weapon', () => {
    expect(coded({ ...minimal, weapons: [weapon, weapon] })).toEqual([
      ['$.weapons[1].id', 'weapon id "w" is used twice', 'custom'],
    ])
  })
})

describe("a player character's EP", () => {
  const pc = { ...minimal, id: 'pc-1', epMax: 3 }

  it('EP above EP max is a custom issue; equal is allowed', () => {
    expect(coded({ ...pc, epCurrent: 3 }, true)).toEqual([])
    expect(coded({ ...pc, epCurrent: 4 }, true)).toEqual([
      ['$.epCurrent', 'EP 4 is above EP max 3', 'custom'],
    ])
  })

  it('EP typed as text is refused as such, never compared with the maximum', () => {
    // "5" > 3 would hold if the check compared it.
    const found = coded({ ...pc, epCurrent: '5' }, true)
    expect(found.map(([path, message]) => [path, message])).toEqual([
      ['$.epCurrent', 'EP must be a number'],
    ])
  })
})
