import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  ZZ_DICE,
  ZzFormulaTextSchema,
  ZzGearSchema,
  ZzInstanceSchema,
  ZzNpcSchema,
  ZzPcSchema,
  ZzSkillSchema,
  ZzWeaponSchema,
} from '../../../../shared/rules/zz/engine/sheet-schema'

// The smallest monster the library accepts: everything else has a default.
const orc = { id: 'orc', name: 'Orc', hpMax: 5 }
const sword = { id: 'sword', name: 'Sword', kind: 'melee', range: 1, damage: 'd6' }

/** The messages a refused value gets, as the sheet editor shows them. */
function refusal(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value)
  expect(r.success).toBe(false)
  return r.success ? [] : r.error.issues.map((i) => i.message)
}
const npcRefusal = (patch: Record<string, unknown>) => refusal(ZzNpcSchema, { ...orc, ...patch })

describe('ZZ sheet: what a minimal sheet is filled with (B.9)', () => {
  it('a monster with only id, name and HP gets empty skills, weapons and gear', () => {
    const npc = ZzNpcSchema.parse(orc)
    expect(npc.skills).toEqual([])
    expect(npc.weapons).toEqual([])
    expect(npc.gear).toEqual({ hands: [null, null], stored: [], loaded: [] })
  })

  it('seed 003 L80: a creature without the Archery skill is an untrained archer', () => {
    expect(ZzNpcSchema.parse(orc).archery).toBe('untrained')
  })

  it('ZZ-10: gear left out inside the gear object starts with two empty hands and nothing stored', () => {
    expect(ZzGearSchema.parse({})).toEqual({ hands: [null, null], stored: [], loaded: [] })
  })

  it('B.9: a Hero state with only HP starts with no Mind Points, statuses, bonus or attackers', () => {
    const st = ZzInstanceSchema.parse({ hp: 3 })
    expect(st).toEqual({
      hp: 3,
      mind: 0,
      statuses: [],
      defendBonus: 0,
      gear: { hands: [null, null], stored: [], loaded: [] },
      attackedBy: [],
    })
  })

  it('keys a newer build adds survive a round trip (loose objects)', () => {
    expect(ZzNpcSchema.parse({ ...orc, later: 1 })).toMatchObject({ later: 1 })
  })
})

describe('ZZ sheet: numbers out of bounds are refused naming the field and the value', () => {
  it('Level must be a whole number from 1', () => {
    expect(npcRefusal({ level: 'two' })).toEqual(['Level must be a number'])
    expect(npcRefusal({ level: 1.5 })).toEqual(['Level must be a whole number, not 1.5'])
    expect(npcRefusal({ level: 0 })).toEqual(['Level must be at least 1, not 0'])
    expect(npcRefusal({ level: 31 })).toEqual(['Level must be at most 30, not 31'])
  })

  it('Range of a weapon: at least one space (ZZ-27: Range 1 is directly adjacent)', () => {
    expect(refusal(ZzWeaponSchema, { ...sword, range: 0 })).toEqual([
      'Range must be at least 1, not 0',
    ])
  })

  it('ZZ-45 / ZZ-Q23: Size is a multiple of 10', () => {
    expect(npcRefusal({ size: 15 })).toEqual(['Size must be a multiple of 10'])
    expect(ZzNpcSchema.parse({ ...orc, size: 20 }).size).toBe(20)
    expect(ZzNpcSchema.parse({ ...orc, size: 100 }).size).toBe(100)
  })
})

describe('ZZ sheet: text fields', () => {
  it('an id or a name is required and not empty', () => {
    expect(npcRefusal({ id: 7 })).toEqual(['Id must be text'])
    expect(npcRefusal({ id: '' })).toEqual(['Id must not be empty'])
    expect(npcRefusal({ name: 'x'.repeat(81) })).toEqual(['Name must be at most 80 characters'])
  })

  it('the id "__proto__" is refused, other ids are kept', () => {
    expect(npcRefusal({ id: '__proto__' })).toEqual(['the id "__proto__" is reserved'])
    expect(ZzNpcSchema.parse({ ...orc, id: 'proto' }).id).toBe('proto')
  })
})

describe('ZZ sheet: dice and choices', () => {
  it('B.9: Base Attack and Base Defense are single dice d4..d20', () => {
    expect(ZZ_DICE).toEqual([4, 6, 8, 10, 12, 20])
    expect(npcRefusal({ baseAttack: 7 })).toEqual([
      'Base Attack must be one of d4, d6, d8, d10, d12, d20',
    ])
    expect(npcRefusal({ baseDefense: 3 })).toEqual([
      'Base Defense must be one of d4, d6, d8, d10, d12, d20',
    ])
    for (const d of [4, 6, 8, 10, 12, 20]) {
      expect(ZzNpcSchema.parse({ ...orc, baseAttack: d }).baseAttack).toBe(d)
    }
  })

  it('a weapon is melee, ranged or thrown', () => {
    for (const kind of ['melee', 'ranged', 'thrown']) {
      expect(ZzWeaponSchema.parse({ ...sword, kind }).kind).toBe(kind)
    }
    expect(refusal(ZzWeaponSchema, { ...sword, kind: 'magic' })).toEqual([
      'a weapon is melee, ranged or thrown',
    ])
  })

  it('a skill uses one of the four Primary Attributes', () => {
    expect(refusal(ZzSkillSchema, { name: 'Swim', attribute: 'CON', bonus: 0 })).toEqual([
      'a skill uses STR, DEX, INT or CHA',
    ])
  })

  it('Archery is one of the five tiers (ZZ-43)', () => {
    expect(npcRefusal({ archery: 'master' })).toEqual([
      'Archery is one of untrained, basic, intermediate, advanced, expert',
    ])
  })

  it('a disposition is friendly, neutral or hostile (ZZ-24)', () => {
    for (const d of ['friendly', 'neutral', 'hostile']) {
      expect(ZzNpcSchema.parse({ ...orc, disposition: d }).disposition).toBe(d)
      expect(ZzInstanceSchema.parse({ hp: 1, disposition: d }).disposition).toBe(d)
    }
    expect(npcRefusal({ disposition: 'angry' })).toEqual(['friendly, neutral or hostile'])
    expect(ZzInstanceSchema.safeParse({ hp: 1, disposition: 'angry' }).success).toBe(false)
  })
})

describe('ZZ sheet: damage formulas are checked by their parser', () => {
  it('a formula the parser reads is kept', () => {
    for (const f of ['d6+STR', '1d8', '2d4+1']) expect(ZzFormulaTextSchema.parse(f)).toBe(f)
  })

  it('a formula the parser cannot read is refused quoting it', () => {
    const [msg] = refusal(ZzFormulaTextSchema, 'banana')
    expect(msg).toMatch(/^"banana" is not a formula: \S/)
    expect(refusal(ZzWeaponSchema, { ...sword, damage: 'd6+' })[0]).toMatch(
      /^"d6\+" is not a formula: /,
    )
  })

  it('an empty formula is refused as empty', () => {
    expect(refusal(ZzFormulaTextSchema, '')[0]).toBe('Damage must not be empty')
  })
})

describe('ZZ sheet: gear (ZZ-10)', () => {
  it('a stored item sits in one of the containers', () => {
    expect(
      refusal(ZzGearSchema, { stored: [{ item: 'Arrow', container: 'sock', count: 1 }] }),
    ).toEqual(['a container is one of belt, pack, scabbard, quiver, pouch'])
    const g = ZzGearSchema.parse({ stored: [{ item: 'Arrow', container: 'quiver', count: 12 }] })
    expect(g.stored).toEqual([{ item: 'Arrow', container: 'quiver', count: 12 }])
  })

  it('at most 60 stored items, 40 skills and 20 weapons', () => {
    const item = { item: 'Rock', container: 'pouch', count: 1 }
    expect(refusal(ZzGearSchema, { stored: Array(61).fill(item) })).toEqual([
      'at most 60 stored items',
    ])
    const skill = { name: 'Swim', attribute: 'STR', bonus: 1 }
    expect(npcRefusal({ skills: Array(41).fill(skill) })).toEqual(['at most 40 skills'])
    expect(npcRefusal({ weapons: Array(21).fill(sword) })).toEqual(['at most 20 weapons'])
  })

  it('two hands, each empty or holding a named thing', () => {
    expect(ZzGearSchema.parse({ hands: ['Sword', null] }).hands).toEqual(['Sword', null])
    expect(refusal(ZzGearSchema, { hands: [3, null] })).toEqual(['Hand must be text'])
  })
})

describe("ZZ sheet: a Hero's state kept off the board (ZZ-21)", () => {
  const hero = { ...orc, id: 'mondo', name: 'Mondo' }

  it('is an object', () => {
    expect(refusal(ZzPcSchema, { ...hero, offBoard: 5 })).toEqual([
      "a ZZ figure's state must be an object",
    ])
  })

  it('HP must be a whole number', () => {
    expect(refusal(ZzInstanceSchema, { hp: 'x' })).toEqual(['HP must be a number'])
    expect(refusal(ZzInstanceSchema, { hp: 1.5 })).toEqual(['HP must be a whole number'])
  })

  it('statuses are the known ones (ZZ-49..55)', () => {
    expect(refusal(ZzInstanceSchema, { hp: 1, statuses: ['asleep'] })).toEqual([
      'a status is one of down, unconscious, dead, tripped, onFire, confused, dehydrated, diseased',
    ])
  })

  it('ZZ-40: an attacker named "__proto__" is refused, others kept', () => {
    expect(refusal(ZzInstanceSchema, { hp: 1, attackedBy: ['__proto__'] })).toEqual([
      'the name "__proto__" is reserved',
    ])
    expect(ZzInstanceSchema.parse({ hp: 1, attackedBy: ['orc1'] }).attackedBy).toEqual(['orc1'])
  })

  it('a Hero sheet keeps its off-board state and its player', () => {
    const pc = ZzPcSchema.parse({ ...hero, player: 'Ann', offBoard: { hp: 2, mind: 1 } })
    expect(pc.player).toBe('Ann')
    expect(pc.offBoard).toMatchObject({ hp: 2, mind: 1, statuses: [] })
  })
})

describe('ZZ sheet: every field is named in its refusal as the sheet shows it', () => {
  const hero = { ...orc, id: 'mondo', name: 'Mondo' }
  const skill = { name: 'Swim', attribute: 'STR', bonus: 1 }
  const stored = { item: 'Arrow', container: 'quiver', count: 1 }
  it.each([
    ['name', ZzWeaponSchema, sword, 5, 'Weapon name must be text'],
    [
      'projectileBonus',
      ZzWeaponSchema,
      sword,
      -11,
      'Projectile bonus must be at least -10, not -11',
    ],
    ['ammo', ZzWeaponSchema, sword, 5, 'Ammunition must be text'],
    ['useAP', ZzWeaponSchema, sword, 4, 'AP to use must be at most 3, not 4'],
    ['name', ZzSkillSchema, skill, 5, 'Skill name must be text'],
    ['bonus', ZzSkillSchema, skill, 31, 'Skill bonus must be at most 30, not 31'],
    ['shortName', ZzNpcSchema, orc, 5, 'Figurine must be text'],
    ['hpMax', ZzNpcSchema, orc, 0, 'HP max must be at least 1, not 0'],
    ['mindMax', ZzNpcSchema, orc, -1, 'Mind Points max must be at least 0, not -1'],
    ['move', ZzNpcSchema, orc, 31, 'MOVE must be at most 30, not 31'],
    ['str', ZzNpcSchema, orc, -6, 'STR must be at least -5, not -6'],
    ['dex', ZzNpcSchema, orc, -6, 'DEX must be at least -5, not -6'],
    ['int', ZzNpcSchema, orc, -6, 'INT must be at least -5, not -6'],
    ['cha', ZzNpcSchema, orc, -6, 'CHA must be at least -5, not -6'],
    ['defenseBonus', ZzNpcSchema, orc, 31, 'Armour must be at most 30, not 31'],
    ['armour', ZzNpcSchema, orc, 5, 'Armour worn must be text'],
    // ZZ-52: the Recovery target is a d20 result, so 21 (never recovers) is the most it can be.
    ['recovery', ZzNpcSchema, orc, 22, 'Recovery must be at most 21, not 22'],
    ['size', ZzNpcSchema, orc, 110, 'Size must be at most 100, not 110'],
    ['notes', ZzNpcSchema, orc, 5, 'Notes must be text'],
    ['player', ZzPcSchema, hero, 5, 'Player must be text'],
    ['stored', ZzGearSchema, {}, [{ ...stored, item: 5 }], 'Item must be text'],
    ['stored', ZzGearSchema, {}, [{ ...stored, count: 0 }], 'Count must be at least 1, not 0'],
    ['hands', ZzGearSchema, {}, [null, 3], 'Hand must be text'],
    ['loaded', ZzGearSchema, {}, [5], 'Loaded weapon must be text'],
  ] as const)('%#: a bad %s', (key, schema, good, bad, msg) => {
    expect(refusal(schema as z.ZodType, { ...good, [key]: bad })).toEqual([msg])
  })

  it('an unreadable formula is a custom refusal the editor shows as written', () => {
    const r = ZzFormulaTextSchema.safeParse('banana')
    expect(r.success ? null : r.error.issues[0]?.code).toBe('custom')
  })

  it("ZZ-56: a state's Mind Points run from 0", () => {
    expect(ZzInstanceSchema.parse({ hp: 1, mind: 5 }).mind).toBe(5)
    expect(ZzInstanceSchema.safeParse({ hp: 1, mind: -1 }).success).toBe(false)
  })
})

describe('ZZ sheet: a pending Defend bonus kept with the state', () => {
  it('ZZ-07: a proactive Defend gives +1 to +3 (or +LEVEL), so a bonus of 3 is kept', () => {
    expect(ZzInstanceSchema.parse({ hp: 1, defendBonus: 3 }).defendBonus).toBe(3)
    expect(ZzInstanceSchema.safeParse({ hp: 1, defendBonus: -1 }).success).toBe(false)
  })
})
