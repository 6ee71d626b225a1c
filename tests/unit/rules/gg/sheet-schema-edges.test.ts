import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  DamageTypeIdSchema,
  DiceTextSchema,
  GG_ACTION_KINDS,
  GgActionSchema,
  GgFeatureSchema,
  GgMemoryLinkSchema,
  GgNpcSchema,
  GgPcSchema,
  GgReactionSchema,
  SizeSchema,
  SpeedSchema,
  TraitsSchema,
} from '../../../../shared/rules/gg/engine/sheet-schema'

// The smallest stat block the library accepts (A.10: Name, Traits, HP; the rest has a default).
const TRAITS = { PHY: 3, AGI: 1, END: 4, KNO: 0, INT: 1, DET: 0 }
const orc = { id: 'orc', name: 'Orc', traits: TRAITS, hpMax: 40 }
const claw = { id: 'claw', name: 'Claw' }

/** The messages a refused value gets, as the sheet editor shows them. */
function refusal(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value)
  expect(r.success, JSON.stringify(value)).toBe(false)
  return r.success ? [] : r.error.issues.map((i) => i.message)
}
const npc = (patch: Record<string, unknown>) => refusal(GgNpcSchema, { ...orc, ...patch })
const action = (patch: Record<string, unknown>) => refusal(GgActionSchema, { ...claw, ...patch })

describe('GG stat block: what a minimal sheet is filled with (A.10)', () => {
  it('an NPC with only name, Traits and HP: Medium, Level 1, SB 2, 3 AP / 1 RP, 6 m walking', () => {
    const s = GgNpcSchema.parse(orc)
    expect(s.size).toBe('medium')
    expect(s.level).toBe(1)
    expect(s.sb).toBe(2)
    expect(s.bp).toBe(0)
    // GG-013: "usually" 3 AP and 1 RP a Turn.
    expect(s.perTurn).toEqual({ ap: 3, rp: 1 })
    expect(s.speed).toEqual({ walk: 6, hover: false })
    expect(s.ht).toBeUndefined()
    expect(s.reach).toBeUndefined()
    expect(s.initiative).toEqual({ modifier: 0, none: false, winsTies: false, trait: 'AGI' })
    expect(s.senses).toEqual({ nightvision: 0, truesight: 0, passivePerception: 10 })
    expect(s.hitDie).toBe('')
    expect(s.notes).toBe('')
    expect(s.rank).toBe('named')
    expect(s.opportunityAttack).toBe(false)
    for (const k of ['languages', 'immunities', 'conditionImmunities', 'features', 'actions'])
      expect(s[k as 'actions'], k).toEqual([])
    for (const k of ['reactions', 'classTags', 'tags']) expect(s[k as 'tags'], k).toEqual([])
    for (const k of ['reductions', 'resistances', 'magnifications', 'vulnerabilities'])
      expect(s[k as 'reductions'], k).toEqual({})
    expect('memory' in s).toBe(false)
  })

  it('a PC adds the player (blank) and no Scars yet', () => {
    const pc = GgPcSchema.parse(orc)
    expect(pc.player).toBe('')
    expect(pc.scars).toEqual({})
  })

  it('an action is a 1 AP melee weapon attack, Trained, reach 1 m, one target, by default', () => {
    expect(GgActionSchema.parse(claw)).toEqual({
      ...claw,
      ap: 1,
      kind: 'weapon',
      melee: true,
      trained: true,
      attackBonus: 0,
      reach: 1,
      damageTypes: [],
      magical: false,
      properties: [],
      targets: 1,
      riders: '',
    })
    expect(GG_ACTION_KINDS).toEqual(['weapon', 'unarmed', 'spell', 'other'])
  })

  it('a reaction costs 1 RP with no trigger written; a feature has no text', () => {
    expect(GgReactionSchema.parse({ id: 'oa', name: 'Opportunity Attack' })).toEqual({
      id: 'oa',
      name: 'Opportunity Attack',
      rp: 1,
      trigger: '',
    })
    expect(GgFeatureSchema.parse({ name: 'Regeneration' })).toEqual({
      name: 'Regeneration',
      text: '',
    })
  })

  it('Speed takes climb, swim, fly and burrow in metres, and hover on or off', () => {
    expect(
      SpeedSchema.parse({ walk: 6, climb: 3, swim: 4.5, fly: 9, burrow: 1, hover: true }),
    ).toEqual({ walk: 6, climb: 3, swim: 4.5, fly: 9, burrow: 1, hover: true })
  })
})

describe('GG stat block: whole numbers name the field and the value', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['Level', { level: -1 }, 'Level must be at least 0, not -1'],
    ['Level', { level: 31 }, 'Level must be at most 30, not 31'],
    ['SB', { sb: 21 }, 'SB must be at most 20, not 21'],
    ['SB', { sb: 1.5 }, 'SB must be a whole number, not 1.5'],
    ['HT', { ht: 61 }, 'HT must be at most 60, not 61'],
    ['HT', { ht: -1 }, 'HT must be at least 0, not -1'],
    ['HP max', { hpMax: 10000 }, 'HP max must be at most 9999, not 10000'],
    ['HP max', { hpMax: 'lots' }, 'HP max must be a number'],
    ['BP', { bp: -1 }, 'BP must be at least 0, not -1'],
    ['BP', { bp: 10000 }, 'BP must be at most 9999, not 10000'],
    ['a Trait', { traits: { ...TRAITS, PHY: 21 } }, 'PHY must be at most 20, not 21'],
    ['a Trait', { traits: { ...TRAITS, DET: -6 } }, 'DET must be at least -5, not -6'],
    [
      'Initiative',
      { initiative: { modifier: 31 } },
      'Initiative modifier must be at most 30, not 31',
    ],
    [
      'Initiative',
      { initiative: { modifier: -21 } },
      'Initiative modifier must be at least -20, not -21',
    ],
    [
      'senses',
      { senses: { passivePerception: 61 } },
      'Passive Perception must be at most 60, not 61',
    ],
    ['per Turn', { perTurn: { ap: 21 } }, 'AP per Turn must be at most 20, not 21'],
    ['per Turn', { perTurn: { rp: -1 } }, 'RP per Turn must be at least 0, not -1'],
    ['Reductions', { reductions: { fire: 101 } }, 'Reductions must be at most 100, not 101'],
    ['Resistances', { resistances: { cold: -1 } }, 'Resistances must be at least 0, not -1'],
    [
      'Magnifications',
      { magnifications: { acid: 0.5 } },
      'Magnifications must be a whole number, not 0.5',
    ],
    ['Vulnerabilities', { vulnerabilities: { fire: 'x' } }, 'Vulnerabilities must be a number'],
  ])('%s: %j', (_field, patch, message) => {
    expect(npc(patch)).toContain(message)
  })

  it('the bounds themselves are allowed', () => {
    const s = GgNpcSchema.parse({
      ...orc,
      level: 30,
      sb: 0,
      ht: 60,
      hpMax: 1,
      bp: 9999,
      traits: { ...TRAITS, PHY: 20, DET: -5 },
      initiative: { modifier: -20 },
      senses: { passivePerception: 0 },
      perTurn: { ap: 0, rp: 20 },
      reductions: { fire: 100 },
    })
    expect([s.level, s.sb, s.ht, s.hpMax, s.bp]).toEqual([30, 0, 60, 1, 9999])
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['AP cost', { ap: 11 }, 'AP cost must be at most 10, not 11'],
    ['Attack bonus', { attackBonus: -21 }, 'Attack bonus must be at least -20, not -21'],
    ['Attack bonus', { attackBonus: 31 }, 'Attack bonus must be at most 30, not 31'],
    ['Targets', { targets: 0 }, 'Targets must be at least 1, not 0'],
    ['Targets', { targets: 51 }, 'Targets must be at most 50, not 51'],
  ])('an action’s %s: %j', (_field, patch, message) => {
    expect(action(patch)).toContain(message)
  })

  it('a reaction’s RP cost is 0 to 10; a Memory’s LB Level 1 to 3', () => {
    expect(refusal(GgReactionSchema, { id: 'r', name: 'R', rp: 11 })).toContain(
      'RP cost must be at most 10, not 11',
    )
    expect(refusal(GgMemoryLinkSchema, { breakerTokenId: 't', lbLevel: 4 })).toContain(
      'LB Level must be at most 3, not 4',
    )
    expect(refusal(GgMemoryLinkSchema, { breakerTokenId: 't', lbLevel: 0 })).toContain(
      'LB Level must be at least 1, not 0',
    )
  })
})

describe('GG stat block: metres are whole or half metres, named', () => {
  it.each<[Record<string, unknown>, string]>([
    [{ speed: { walk: -1 } }, 'Walking speed cannot be negative'],
    [{ speed: { walk: 101 } }, 'Walking speed must be at most 100 m'],
    [{ speed: { walk: 'fast' } }, 'Walking speed must be a number of metres'],
    [{ speed: { walk: 6, climb: 0.3 } }, 'Climbing speed is in whole or half metres'],
    [{ speed: { walk: 6, swim: 101 } }, 'Swimming speed must be at most 100 m'],
    [{ speed: { walk: 6, fly: -3 } }, 'Flying speed cannot be negative'],
    [{ speed: { walk: 6, burrow: 1.2 } }, 'Burrowing speed is in whole or half metres'],
    [{ reach: 31 }, 'Reach must be at most 30 m'],
    [{ senses: { nightvision: 1001 } }, 'Nightvision must be at most 1000 m'],
    [{ senses: { truesight: -1 } }, 'Truesight cannot be negative'],
  ])('%j', (patch, message) => {
    expect(npc(patch)).toContain(message)
  })

  it('an action’s reach, range and long range have their own limits', () => {
    expect(action({ reach: 30.5 })).toContain('Reach must be at most 30 m')
    expect(action({ range: 1000.5 })).toContain('Range must be at most 1000 m')
    expect(action({ longRange: 2000.5 })).toContain('Long range must be at most 2000 m')
    expect(GgActionSchema.parse({ ...claw, range: 1000, longRange: 2000, reach: 0 })).toMatchObject(
      { range: 1000, longRange: 2000, reach: 0 },
    )
  })

  it('a Tiny being’s half metre is allowed', () => {
    expect(GgNpcSchema.parse({ ...orc, reach: 0.5, speed: { walk: 2.5 } }).reach).toBe(0.5)
  })
})

describe('GG stat block: text, ids and lists', () => {
  it.each<[Record<string, unknown>, string]>([
    [{ name: '' }, 'Name must not be empty'],
    [{ name: 'x'.repeat(81) }, 'Name must be at most 80 characters'],
    [{ name: 7 }, 'Name must be text'],
    [{ id: '' }, 'Id must not be empty'],
    [{ id: 'x'.repeat(101) }, 'Id must be at most 100 characters'],
    [{ id: '__proto__' }, 'the id "__proto__" is reserved'],
    [{ hitDie: 'd'.repeat(21) }, 'Hit Die must be at most 20 characters'],
    [{ notes: 'n'.repeat(5001) }, 'Notes must be at most 5000 characters'],
    [{ tags: ['t'.repeat(41)] }, 'Tag must be at most 40 characters'],
    [{ languages: ['l'.repeat(41)] }, 'Language must be at most 40 characters'],
    [{ classTags: ['c'.repeat(41)] }, 'Class Tag must be at most 40 characters'],
    [{ features: [{ name: '' }] }, 'Feature name must not be empty'],
    [
      { features: [{ name: 'F', text: 't'.repeat(1001) }] },
      'Feature text must be at most 1000 characters',
    ],
    [
      { reactions: [{ id: 'r', name: 'R', trigger: 't'.repeat(301) }] },
      'Trigger must be at most 300 characters',
    ],
    [{ reactions: [{ id: 'r', name: '' }] }, 'Reaction name must not be empty'],
    [{ actions: [{ id: 'a', name: '' }] }, 'Action name must not be empty'],
    [{ actions: [{ ...claw, riders: 'r'.repeat(501) }] }, 'Riders must be at most 500 characters'],
    [
      { size: 'colossal' },
      '"colossal" is not a Size Category (tiny, small, medium, large, huge, gargantuan)',
    ],
    [{ rank: 'boss' }, 'an NPC is named or a minion'],
    [{ conditionImmunities: ['sleepy'] }, '"sleepy" is not a GG condition'],
    [{ traits: 'strong' }, 'Traits { PHY, AGI, END, KNO, INT, DET } are required'],
    [{ immunities: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'at most 20 immunities'],
    [{ resistances: ['fire'] }, 'Resistances are types with numbers'],
    // A record's own `__proto__` key is dropped by the parser; a list keeps it, so it is refused.
    [{ immunities: ['__proto__'] }, 'the name "__proto__" is reserved'],
  ])('%j', (patch, message) => {
    expect(npc(patch)).toContain(message)
  })

  it('a PC names its player and Scars in bounded words', () => {
    expect(refusal(GgPcSchema, { ...orc, player: 'p'.repeat(81) })).toContain(
      'Player must be at most 80 characters',
    )
    for (const [sev, label] of [
      ['mild', 'Mild Scar'] as const,
      ['moderate', 'Moderate Scar'] as const,
      ['severe', 'Severe Scar'] as const,
    ])
      expect(refusal(GgPcSchema, { ...orc, scars: { [sev]: 's'.repeat(201) } })).toContain(
        `${label} must be at most 200 characters`,
      )
    expect(refusal(GgPcSchema, 'Aria')).toContain('a player character must be an object')
    expect(refusal(GgNpcSchema, 'Orc')).toContain('an NPC must be an object')
  })

  it('an action’s kind, Trait, damage and types are checked', () => {
    expect(action({ kind: 'psionic' })).toContain('an action is weapon, unarmed, spell or other')
    expect(action({ trait: 'STR' })).toContain('a Trait is one of PHY, AGI, END, KNO, INT, DET')
    expect(action({ damage: '' })).toContain('Damage dice must not be empty')
    expect(action({ damage: '1d'.padEnd(41, '6') })).toContain(
      'Damage dice must be at most 40 characters',
    )
    expect(action({ damageTypes: ['fire', 'cold', 'acid'] })).toContain('at most two damage types')
    expect(action({ damageTypes: [''] })).toContain('Damage type must not be empty')
    expect(action({ damageTypes: ['x'.repeat(31)] })).toContain(
      'Damage type must be at most 30 characters',
    )
    for (const kind of GG_ACTION_KINDS)
      expect(GgActionSchema.parse({ ...claw, kind }).kind).toBe(kind)
    expect(
      GgActionSchema.parse({ ...claw, properties: ['light', 'reach', 'twoHanded', 'thrown'] })
        .properties,
    ).toEqual(['light', 'reach', 'twoHanded', 'thrown'])
  })

  it('a dice expression is checked by the dice parser, and the refusal quotes it', () => {
    expect(DiceTextSchema.parse('1d8+2')).toBe('1d8+2')
    const [msg] = refusal(DiceTextSchema, '1d8+fire')
    expect(msg).toMatch(/^"1d8\+fire" is not a dice expression: \S/)
  })

  it('F-GG-7: a damage type the GM typed is stored as its lower-case id', () => {
    expect(DamageTypeIdSchema.parse('Fire')).toBe('fire')
    expect(GgNpcSchema.parse({ ...orc, resistances: { Cold: 1 } }).resistances).toEqual({ cold: 1 })
  })

  it('every Size Category of F-GG-6 is a size; the message lists them', () => {
    for (const s of ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'])
      expect(SizeSchema.parse(s)).toBe(s)
  })

  it('Traits need all six; a newer key survives', () => {
    expect(refusal(TraitsSchema, { PHY: 1 }).length).toBe(5)
    expect(TraitsSchema.parse({ ...TRAITS, LCK: 2 })).toMatchObject({ LCK: 2 })
  })

  it('two actions or two reactions with one id are refused, each naming the id', () => {
    expect(
      npc({
        reactions: [
          { id: 'r', name: 'A' },
          { id: 'r', name: 'B' },
        ],
      }),
    ).toContain('two reactions share the id "r"')
    // Different lists may reuse an id: a roll names the list it reads from.
    expect(
      GgNpcSchema.safeParse({
        ...orc,
        actions: [claw],
        reactions: [{ id: 'claw', name: 'Riposte' }],
      }).success,
    ).toBe(true)
    // An action without a string id is refused by its own schema, not reported as a duplicate.
    const msgs = npc({ actions: [{ name: 'A' }, { name: 'B' }] })
    expect(msgs.some((m) => m.startsWith('two actions'))).toBe(false)
  })

  it('lists are bounded so a stat block cannot grow without end', () => {
    const many = (n: number, make: (i: number) => unknown) =>
      Array.from({ length: n }, (_, i) => make(i))
    expect(
      GgNpcSchema.safeParse({ ...orc, actions: many(51, (i) => ({ id: `a${i}`, name: 'A' })) })
        .success,
    ).toBe(false)
    expect(
      GgNpcSchema.safeParse({ ...orc, actions: many(50, (i) => ({ id: `a${i}`, name: 'A' })) })
        .success,
    ).toBe(true)
    expect(
      GgNpcSchema.safeParse({ ...orc, reactions: many(21, (i) => ({ id: `r${i}`, name: 'R' })) })
        .success,
    ).toBe(false)
    expect(
      GgNpcSchema.safeParse({ ...orc, features: many(51, () => ({ name: 'F' })) }).success,
    ).toBe(false)
    expect(GgNpcSchema.safeParse({ ...orc, classTags: many(21, () => 'c') }).success).toBe(false)
    expect(GgNpcSchema.safeParse({ ...orc, tags: many(51, () => 't') }).success).toBe(false)
    expect(GgNpcSchema.safeParse({ ...orc, languages: many(31, () => 'l') }).success).toBe(false)
    expect(
      GgActionSchema.safeParse({
        ...claw,
        properties: ['light', 'reach', 'twoHanded', 'thrown', 'light'],
      }).success,
    ).toBe(false)
  })
})
