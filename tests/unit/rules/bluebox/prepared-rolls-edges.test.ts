/**
 * Rolls from sheets with conditions, at their edges: a sheet's Exhaustion level however it is
 * stored, the GM's own Edge and Flaw, a save's breakdown and its DC, a roll with no DC, the names
 * the log uses, and an attack's broken weapon, Cover, Hunker and Defensive Stance (seed 000:
 * Difficulty Class L120, Saves L134, Edge & Flaw L156-164, Practiced L170, Decisive Rolls L195,
 * Destroy L204, Defensive Stance L502, Hunker L506, Exhaustion L866-882).
 */
import { describe, expect, it } from 'vitest'
import {
  conditionNames,
  conditionsOfBeing,
  gmSources,
  HARBOUR_SMUGGLER,
  preparedCheckChance,
  preparedCheckName,
  prepareAttack,
  prepareCheck,
  rollPreparedCheck,
  RUST_SENTINEL,
  saveChance,
  scriptedDice,
  sheetExhaustion,
  sheetForToken,
  type SheetAttackSituation,
  type Weapon,
} from '../../../../shared/rules/bluebox'

const weapon = (id: string): Weapon => HARBOUR_SMUGGLER.weapons.find((w) => w.id === id)!
// The Harbour Smuggler's Hook Knife (melee, 1 m, DEX) and Disk Sling (ranged, 10 m).
const knife = weapon('hook-knife')
const sling = weapon('disk-sling')
const labels = (sources: readonly { label: string }[]): string[] => sources.map((s) => s.label)

describe('a sheet’s Exhaustion level', () => {
  it.each<[string, object, number]>([
    ['a PC’s level', { exhaustion: 3 }, 3],
    ['an NPC sheet (no level)', {}, 0],
    ['a level stored as text is no level', { exhaustion: '3' }, 0],
    ['not a number', { exhaustion: Number.NaN }, 0],
    ['no finite level', { exhaustion: Number.POSITIVE_INFINITY }, 0],
  ])('%s', (_what, sheet, level) => expect(sheetExhaustion(sheet)).toBe(level))

  it('a token’s rolls read the higher of the sheet’s level and the token’s', () => {
    const token = (exhaustion: number) => ({
      instance: { conditions: ['exhaustion'], exhaustion } as never,
    })
    expect(sheetForToken({ exhaustion: 2 }, token(4)).exhaustion).toBe(4)
    expect(sheetForToken({ exhaustion: 5 }, token(1)).exhaustion).toBe(5)
    // The token's Exhaustion box with no level stored is level 1.
    expect(
      sheetForToken({}, { instance: { conditions: ['exhaustion'] } as never }).exhaustion,
    ).toBe(1)
    expect(sheetForToken({ exhaustion: 2 }, null).exhaustion).toBe(2)
    expect(sheetForToken({}, undefined).exhaustion).toBe(0)
  })

  it('a fractional or out-of-range level reads as the table’s levels: 1st to 7th (L866-882)', () => {
    expect(conditionsOfBeing([], 2.5)).toEqual([{ id: 'exhaustion', level: 2 }])
    expect(conditionsOfBeing(['prone'], -2)).toEqual([{ id: 'prone' }])
    expect(conditionsOfBeing([], 9).map((c) => c.id)).toEqual(['exhaustion', 'unconscious'])
  })
})

describe('the GM’s own Edge and Flaw', () => {
  it('each is one source, none when it is 0 or less', () => {
    expect(gmSources()).toEqual([])
    expect(gmSources(0, 0)).toEqual([])
    expect(gmSources(-1, -2)).toEqual([])
    expect(gmSources(2, 1)).toEqual([
      { label: 'Added by the GM', edge: 2, flaw: 0, rule: 'GM' },
      { label: 'Added by the GM', edge: 0, flaw: 1, rule: 'GM' },
    ])
  })

  it('a GM Edge of 0 adds nothing to a check’s list', () => {
    expect(
      prepareCheck(RUST_SENTINEL, [], { ability: 'strength', edge: 0, flaw: 0 }).sources,
    ).toEqual([])
  })
})

describe('a save (Saves L134: the stat modifier only)', () => {
  // The Rust Sentinel: FOR +3, DEX −1, SPI 0; Practiced in FOR saves.
  it.each([
    ['FOR', 'FOR save +3 = FOR modifier (no ability bonus)'],
    ['DEX', 'DEX save -1 = DEX modifier (no ability bonus)'],
    ['SPI', 'SPI save +0 = SPI modifier (no ability bonus)'],
  ] as const)('%s: %s', (stat, how) => {
    const p = prepareCheck(RUST_SENTINEL, [], { save: stat })
    expect(p.how).toBe(how)
    expect(p.kind).toBe('save')
    expect(preparedCheckName(p)).toBe(`${stat} save`)
  })

  it('a save nothing fails is rolled, its chance above 0', () => {
    const p = prepareCheck(RUST_SENTINEL, ['prone'], { save: 'FOR' })
    expect(p.autoFail).toEqual([])
    expect(p.input.autoFail).toBeUndefined()
    // DC 2 with FOR +3: every d12 meets it.
    expect(saveChance(p.input, 2)).toBe(1)
    expect(preparedCheckChance(p, 2)).toBe(1)
  })

  it('its net Edge or Flaw: the GM’s 2 Edge less Prone’s 1 Flaw on a DEX save (L160-164, L990)', () => {
    const p = prepareCheck(RUST_SENTINEL, ['prone'], { save: 'DEX', edge: 2 })
    expect(labels(p.sources)).toEqual(['Prone (roller)', 'Added by the GM'])
    expect([p.input.edge, p.input.flaw, p.net]).toEqual([2, 1, 1])
  })

  it('meets or misses its DC by the total (L120): FOR d12 5 + 3 = 8', () => {
    const p = prepareCheck(RUST_SENTINEL, [], { save: 'FOR' })
    const dice = scriptedDice({ 12: [5, 5, 5] })
    expect(rollPreparedCheck(p, 8, dice)).toMatchObject({ roll: { total: 8 }, success: true })
    expect(rollPreparedCheck(p, 9, dice)).toMatchObject({ roll: { total: 8 }, success: false })
    // No DC: the roll is made and shown, success is not judged.
    expect(rollPreparedCheck(p, undefined, dice)).toMatchObject({
      roll: { total: 8 },
      success: null,
    })
    dice.assertDone()
  })

  it('a Practiced save re-rolls a 1 (L170): FOR d12 1 then 6, + 3 = 9', () => {
    const p = prepareCheck(RUST_SENTINEL, [], { save: 'FOR' })
    const dice = scriptedDice({ 12: [1, 6] })
    expect(rollPreparedCheck(p, 9, dice)).toMatchObject({ roll: { total: 9 }, success: true })
    dice.assertDone()
  })
})

describe('a check', () => {
  it('asks for an ability or a save', () => {
    expect(() => prepareCheck(RUST_SENTINEL, [], {})).toThrow('an ability or a save')
  })

  // The Rust Sentinel's Strength: FOR +3 and bonus 3, so +6.
  it('meets its DC by matching it (L120): d12 4 + 6 = 10 vs DC 10 and DC 11', () => {
    const p = prepareCheck(RUST_SENTINEL, [], { ability: 'strength' })
    expect(p.kind).toBe('check')
    expect(p.how).toBe('Strength +6 = FOR +3 + bonus 3')
    const dice = scriptedDice({ 12: [4, 4, 4] })
    expect(rollPreparedCheck(p, 10, dice)).toMatchObject({ roll: { total: 10 }, success: true })
    expect(rollPreparedCheck(p, 11, dice).success).toBe(false)
    expect(rollPreparedCheck(p, undefined, dice)).toMatchObject({
      roll: { total: 10 },
      success: null,
    })
    dice.assertDone()
  })

  it('a natural 12 succeeds whatever the DC (L195)', () => {
    const p = prepareCheck(RUST_SENTINEL, [], { ability: 'strength' })
    const dice = scriptedDice({ 12: [12] })
    expect(rollPreparedCheck(p, 30, dice).success).toBe(true)
    dice.assertDone()
  })

  it('its net: Frightened’s Flaw on a check, with the GM’s Edge, cancels to 0', () => {
    const p = prepareCheck(RUST_SENTINEL, ['frightened'], { ability: 'persuasion', edge: 1 })
    expect([p.input.edge, p.input.flaw, p.net]).toEqual([1, 1, 0])
  })

  it('only an automatic failure marks the roll’s input as one', () => {
    expect(
      'autoFail' in prepareCheck(RUST_SENTINEL, ['blinded'], { ability: 'perception' }).input,
    ).toBe(false)
    const blind = prepareCheck(RUST_SENTINEL, ['blinded'], {
      ability: 'perception',
      requiresSight: true,
    })
    expect(blind.input.autoFail).toBe(true)
  })

  it.each([
    ['strength', 'Strength check'],
    ['perception', 'Perception check'],
  ] as const)('%s is named %s: one stat, none in brackets', (ability, name) => {
    expect(preparedCheckName(prepareCheck(RUST_SENTINEL, [], { ability }))).toBe(name)
  })
})

describe('Exhaustion lowers ability checks and attack rolls, not saves (L868-880)', () => {
  it('an exhausted check’s chance is the lower one; a save’s is untouched', () => {
    // Strength +6 at the 3rd level, −3 (L873): +3 against DC 10 needs a 7 (6 faces of 12); +6 needs a 4 (9 faces).
    const tired = { ...RUST_SENTINEL, exhaustion: 3 }
    expect(preparedCheckChance(prepareCheck(tired, [], { ability: 'strength' }), 10)).toBeCloseTo(
      6 / 12,
    )
    expect(
      preparedCheckChance(prepareCheck(RUST_SENTINEL, [], { ability: 'strength' }), 10),
    ).toBeCloseTo(9 / 12)
  })

  it('a save ignores a level even when its input carries one', () => {
    const save = prepareCheck(RUST_SENTINEL, [], { save: 'FOR' })
    const carried = { ...save, input: { ...save.input, exhaustion: 3 } }
    expect(preparedCheckChance(carried, 10)).toBe(preparedCheckChance(save, 10))
    // FOR d12 5 + 3 = 8, not 5.
    const dice = scriptedDice({ 12: [5] })
    expect(rollPreparedCheck(carried, 8, dice)).toMatchObject({ roll: { total: 8 }, success: true })
    dice.assertDone()
  })
})

describe('an automatic failure', () => {
  it('fails with no die rolled even when no DC is set: Out fails FOR saves (L843)', () => {
    const p = prepareCheck(RUST_SENTINEL, ['down', 'out'], { save: 'FOR' })
    const dice = scriptedDice({})
    expect(rollPreparedCheck(p, undefined, dice)).toEqual({ roll: null, success: false })
    dice.assertDone()
  })

  it('a Blinded being’s sight check fails with no die rolled (L805)', () => {
    const p = prepareCheck(RUST_SENTINEL, ['blinded'], {
      ability: 'perception',
      requiresSight: true,
    })
    const dice = scriptedDice({})
    expect(rollPreparedCheck(p, undefined, dice)).toEqual({ roll: null, success: false })
    expect(rollPreparedCheck(p, 4, dice)).toEqual({ roll: null, success: false })
    dice.assertDone()
  })
})

describe('a roll’s name', () => {
  it('its kind names a save, whatever else it carries', () => {
    expect(preparedCheckName({ kind: 'save', ability: 'intimidation', stat: 'CHA' })).toBe(
      'CHA save',
    )
  })
})

describe('condition names for messages', () => {
  it('one, or several joined by commas', () => {
    expect(conditionNames(['hidden'])).toBe('Hidden')
    expect(conditionNames(['out', 'unconscious'])).toBe('Out, Unconscious')
    expect(conditionNames([])).toBe('')
  })
})

describe('prepareAttack at its edges', () => {
  const target = { sheet: RUST_SENTINEL, state: { hp: 30, thp: 0 }, conditionIds: [] as string[] }
  const attack = (
    attacker: { conditionIds: string[]; asReaction?: boolean; weaponBroken?: boolean },
    w: Weapon,
    situation: SheetAttackSituation,
    targetIds: string[] = [],
  ) =>
    prepareAttack(
      { sheet: HARBOUR_SMUGGLER, ...attacker },
      w,
      { ...target, conditionIds: targetIds },
      situation,
    )

  it('a Destroy mark gives 1 Flaw to the broken weapon’s attacks only (L204)', () => {
    const broken = attack({ conditionIds: ['weapon-destroyed'], weaponBroken: true }, knife, {
      distanceM: 1,
    })
    expect(labels(broken.sources)).toEqual(['Weapon Destroyed (attacker)'])
    expect(broken.input.flaw).toBe(1)
    const other = attack({ conditionIds: ['weapon-destroyed'], weaponBroken: false }, knife, {
      distanceM: 1,
    })
    expect(other.sources).toEqual([])
    expect(other.input.flaw).toBe(0)
  })

  it('Defensive Stance gives 1 Edge to an attack made as a Reaction only (L502)', () => {
    const reaction = attack({ conditionIds: ['defensive-stance'], asReaction: true }, knife, {
      distanceM: 1,
    })
    expect(labels(reaction.sources)).toEqual(['Defensive Stance (attacker)'])
    expect(reaction.input.edge).toBe(1)
    const onTurn = attack({ conditionIds: ['defensive-stance'] }, knife, { distanceM: 1 })
    expect(onTurn.input.edge).toBe(0)
  })

  it('the GM’s Hunker box doubles Cover’s Flaw without the condition (L506)', () => {
    const p = attack({ conditionIds: [] }, sling, { distanceM: 5, targetHunkered: true })
    expect(labels(p.sources)).toEqual(['Cover (Hunkered)'])
    expect(p.input.flaw).toBe(2)
  })

  it('a target in Cover that is not Hunkered: Cover’s plain 1 Flaw', () => {
    const p = attack({ conditionIds: [] }, sling, { distanceM: 5, targetInCover: true })
    expect(labels(p.sources)).toEqual(['Cover'])
    expect(p.input.flaw).toBe(1)
  })

  it('Hunker is about ranged attacks: a melee attack on a Hunkered target in Cover has no Flaw', () => {
    const p = attack({ conditionIds: [] }, knife, { distanceM: 1, targetInCover: true }, [
      'hunkered',
    ])
    expect(p.sources).toEqual([])
    expect(p.input.flaw).toBe(0)
  })

  it('the situation’s own sources come first, then the conditions’, then the GM’s', () => {
    const high = { label: 'High ground', edge: 1, flaw: 0, rule: 'Cover & Height Advantage' }
    const p = attack({ conditionIds: ['poisoned'] }, knife, {
      distanceM: 1,
      extra: [high],
      edge: 1,
    })
    expect(labels(p.sources)).toEqual(['High ground', 'Poisoned (attacker)', 'Added by the GM'])
    // 2 Edge (ground, GM) and 1 Flaw (Poisoned): net 1.
    expect([p.input.edge, p.input.flaw, p.net]).toEqual([2, 1, 1])
  })

  it('a Hidden attacker’s attack is Hidden without the GM’s box', () => {
    const p = attack({ conditionIds: ['hidden'] }, knife, { distanceM: 1 })
    expect(p.input.hidden).toBe(true)
    expect(labels(p.sources)).toEqual(['Hidden (attacker)'])
    expect(attack({ conditionIds: [] }, knife, { distanceM: 1 }).input.hidden).toBe(false)
  })

  it('a Stasis attacker cannot act; a free one can', () => {
    expect(attack({ conditionIds: ['stasis'] }, knife, { distanceM: 1 }).cannotAct).toEqual([
      'stasis',
    ])
    expect(attack({ conditionIds: ['prone'] }, knife, { distanceM: 1 }).cannotAct).toEqual([])
  })
})
