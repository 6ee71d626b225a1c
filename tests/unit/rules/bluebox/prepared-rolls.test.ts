/** Rolls from sheets with conditions: what the roll dialog shows and main rolls (prepared-rolls.ts). */
import { describe, expect, it } from 'vitest'
import {
  HARBOUR_SMUGGLER,
  RUST_SENTINEL,
} from '../../../../shared/rules/bluebox/engine/sample-npcs'
import { PcRecordSchema, type Weapon } from '../../../../shared/rules/bluebox/engine/sheet-schema'
import {
  attackInputFor,
  attackOdds,
  checkChance,
  conditionsOfBeing,
  defenderFrom,
  preparedCheckChance,
  preparedCheckName,
  prepareAttack,
  prepareCheck,
  resolveAttack,
  rollPreparedCheck,
  saveChance,
  scriptedDice,
  statChoices,
  targetNumber,
  type CheckRequest,
  type SheetAttackSituation,
} from '../../../../shared/rules/bluebox'

const weapon = (id: string): Weapon => {
  const w = HARBOUR_SMUGGLER.weapons.find((x) => x.id === id)
  if (!w) throw new Error(`no weapon ${id}`)
  return w
}
const knife = weapon('hook-knife')
const sling = weapon('disk-sling')
const labels = (sources: readonly { label: string }[]): string[] => sources.map((s) => s.label)

describe('conditionsOfBeing: a token’s condition ids and the sheet’s Exhaustion', () => {
  it('skips unknown ids and repeats', () => {
    expect(conditionsOfBeing(['prone', 'sleepy', 'prone'])).toEqual([{ id: 'prone' }])
  })
  it.each([
    [['exhaustion'], 0, 1],
    [['exhaustion'], 3, 3],
    [[], 2, 2],
    [[], 0, 0],
  ])('ids %j, sheet level %d: Exhaustion level %d', (ids, sheet, level) => {
    const found = conditionsOfBeing(ids, sheet).find((c) => c.id === 'exhaustion')
    expect(found?.level ?? 0).toBe(level)
  })
  it('level 7 brings Unconscious, once even when the token has it already', () => {
    expect(conditionsOfBeing([], 7).map((c) => c.id)).toEqual(['exhaustion', 'unconscious'])
    const both = conditionsOfBeing(['unconscious'], 7)
    expect(both.filter((c) => c.id === 'unconscious')).toHaveLength(1)
  })
})

describe('prepareCheck: the roller’s conditions, named by source (Conditions & Statuses)', () => {
  it.each<[string[], CheckRequest, string[], number, number, string[]]>([
    [['disoriented'], { ability: 'acrobatics' }, ['Disoriented (roller)'], 0, 1, []],
    [['disoriented'], { save: 'DEX' }, ['Disoriented (roller)'], 0, 1, []],
    [['disoriented'], { save: 'FOR' }, [], 0, 0, []],
    [['prone'], { save: 'DEX' }, ['Prone (roller)'], 0, 1, []],
    [['prone'], { ability: 'stealth' }, [], 0, 0, []],
    [['grappled'], { save: 'DEX' }, ['Grappled (roller)'], 0, 1, []],
    [['immobilized'], { save: 'DEX' }, ['Immobilized (roller)'], 0, 1, []],
    [['frightened'], { ability: 'persuasion' }, ['Frightened (roller)'], 0, 1, []],
    [['frightened'], { save: 'SPI' }, [], 0, 0, []],
    [['shattered'], { ability: 'insight' }, [], 0, 0, []],
    [['shattered'], { ability: 'insight', vsIntimidation: true }, ['Shattered (roller)'], 0, 1, []],
    [['shattered'], { save: 'SPI', vsIntimidation: true }, ['Shattered (roller)'], 0, 1, []],
    [['meditated'], { ability: 'focus' }, ['Meditated (roller)'], 1, 0, []],
    [['out'], { save: 'FOR' }, [], 0, 0, ['out']],
    [['out'], { save: 'SPI' }, [], 0, 0, []],
    [['unconscious'], { save: 'DEX' }, [], 0, 0, ['unconscious']],
    [['stasis'], { save: 'FOR' }, [], 0, 0, ['stasis']],
    [['blinded'], { ability: 'perception', requiresSight: true }, [], 0, 0, ['blinded']],
    [['blinded'], { ability: 'perception' }, [], 0, 0, []],
    [
      ['disoriented', 'poisoned'],
      { ability: 'strength', flaw: 1 },
      ['Disoriented (roller)', 'Added by the GM'],
      0,
      2,
      [],
    ],
  ])('%j %j: %j, Edge %d, Flaw %d, automatic failure %j', (ids, req, names, edge, flaw, auto) => {
    const p = prepareCheck(RUST_SENTINEL, ids, req)
    expect(labels(p.sources)).toEqual(names)
    expect([p.input.edge, p.input.flaw]).toEqual([edge, flaw])
    expect(p.autoFail).toEqual(auto)
  })

  it('each source names its seed section', () => {
    const p = prepareCheck(RUST_SENTINEL, ['prone'], { save: 'DEX' })
    expect(p.sources[0]).toEqual({
      label: 'Prone (roller)',
      edge: 0,
      flaw: 1,
      rule: 'Conditions & Statuses, Prone',
    })
  })

  it('the chance shown is checkChance of the same input: Disoriented + 1 GM Flaw = 2 Flaw', () => {
    const p = prepareCheck(RUST_SENTINEL, ['disoriented'], { ability: 'strength', flaw: 1 })
    const byHand = checkChance({ modifier: 6, practiced: false, edge: 0, flaw: 2 }, 10)
    expect(preparedCheckChance(p, 10)).toBe(byHand)
    expect(byHand).toBeLessThan(checkChance({ modifier: 6 }, 10))
  })

  it('the roll takes the Flaw die: d12 7 + 6 − d4 3 = 10, a failure vs DC 11', () => {
    const p = prepareCheck(RUST_SENTINEL, ['disoriented'], { ability: 'strength' })
    const dice = scriptedDice({ 12: [7], 4: [3] })
    const out = rollPreparedCheck(p, 11, dice)
    expect(out.roll?.total).toBe(10)
    expect(out.success).toBe(false)
    dice.assertDone()
  })

  it('an automatic failure rolls nothing and its chance is 0', () => {
    const p = prepareCheck(RUST_SENTINEL, ['out'], { save: 'FOR' })
    expect(saveChance(p.input, 2)).toBe(0)
    expect(preparedCheckChance(p, 2)).toBe(0)
    const dice = scriptedDice({})
    expect(rollPreparedCheck(p, 2, dice)).toEqual({ roll: null, success: false })
    dice.assertDone()
    const blind = prepareCheck(RUST_SENTINEL, ['blinded'], {
      ability: 'perception',
      requiresSight: true,
    })
    expect(preparedCheckChance(blind, 1)).toBe(0)
  })

  it('Exhaustion (the token’s box or a PC’s level) lowers checks, never saves (R15)', () => {
    const p = prepareCheck(RUST_SENTINEL, ['exhaustion'], { ability: 'strength' })
    expect(p.exhaustion).toBe(1)
    const dice = scriptedDice({ 12: [7, 7] })
    expect(rollPreparedCheck(p, undefined, dice)).toMatchObject({ roll: { total: 12 } })
    const save = prepareCheck(RUST_SENTINEL, ['exhaustion'], { save: 'FOR' })
    expect(save.exhaustion).toBe(0)
    expect(rollPreparedCheck(save, undefined, dice)).toMatchObject({ roll: { total: 10 } })
    dice.assertDone()
    const pc = PcRecordSchema.parse({ ...HARBOUR_SMUGGLER, id: 'pc-tide', exhaustion: 3 })
    expect(prepareCheck(pc, [], { ability: 'pilot' }).exhaustion).toBe(3)
    expect(prepareCheck(pc, ['exhaustion'], { ability: 'pilot' }).exhaustion).toBe(3)
  })
})

describe('Intimidation takes FOR or CHA, never both (Stats, Abilities, & Checks)', () => {
  it('only Intimidation offers a choice', () => {
    expect(statChoices('intimidation')).toEqual(['FOR', 'CHA'])
    expect(statChoices('strength')).toEqual(['FOR'])
    expect(statChoices('persuasion')).toEqual(['CHA'])
  })
  it.each([
    [RUST_SENTINEL, undefined, 'FOR', 3],
    [RUST_SENTINEL, 'CHA', 'CHA', -2],
    [HARBOUR_SMUGGLER, undefined, 'CHA', 2],
    [HARBOUR_SMUGGLER, 'FOR', 'FOR', 0],
  ] as const)('%s with %s: %s, modifier %d', (sheet, stat, used, modifier) => {
    const p = prepareCheck(sheet, [], { ability: 'intimidation', ...(stat ? { stat } : {}) })
    expect(p.stat).toBe(used)
    expect(p.input.modifier).toBe(modifier)
    expect(preparedCheckName(p)).toBe(`Intimidation (${used}) check`)
  })
})

describe('prepareAttack: both sides’ conditions (Combat Actions; Conditions & Statuses)', () => {
  const atSentinel = (
    attackerIds: string[],
    targetIds: string[],
    w: Weapon = knife,
    situation: SheetAttackSituation = { distanceM: 1 },
  ) =>
    prepareAttack(
      { sheet: HARBOUR_SMUGGLER, conditionIds: attackerIds },
      w,
      { sheet: RUST_SENTINEL, state: { hp: 30, thp: 0 }, conditionIds: targetIds },
      situation,
    )

  it('Grappled attacker, Prone and Dazed target: both named, the target at BAC', () => {
    const p = atSentinel(['grappled'], ['prone', 'dazed'])
    expect(p.sources).toEqual([
      { label: 'Grappled (attacker)', edge: 0, flaw: 1, rule: 'Conditions & Statuses, Grappled' },
      { label: 'Prone (target)', edge: 1, flaw: 0, rule: 'Conditions & Statuses, Prone' },
    ])
    expect([p.input.edge, p.input.flaw, p.net]).toEqual([1, 1, 0])
    expect(p.defender.backFooted).toBe(true)
    expect(targetNumber(p.defender)).toBe(8) // BAC 7 + KNO 1, not AC 9
  })

  it('the odds are attackOdds of the very inputs, and the roll hits BAC where AC would miss', () => {
    const p = atSentinel(['grappled'], ['prone', 'dazed'])
    const byHand = attackOdds(
      attackInputFor(HARBOUR_SMUGGLER, knife, { distanceM: 1, edge: 1, flaw: 1 }),
      defenderFrom(RUST_SENTINEL, { hp: 30, thp: 0, conditions: [{ id: 'dazed' }] }),
    )
    expect(attackOdds(p.input, p.defender)).toEqual(byHand)
    // d12 6 + DEX 2 = 8: hits BAC 8 (AC 9 would be missed); one d6 of damage, halved by Plating.
    const dice = scriptedDice({ 12: [6], 6: [4] })
    const r = resolveAttack(p.input, p.defender, dice)
    expect([r.roll.total, r.hit]).toEqual([8, true])
    dice.assertDone()
  })

  it('Prone gives Edge to melee attacks only', () => {
    expect(labels(atSentinel([], ['prone'], sling, { distanceM: 5 }).sources)).toEqual([])
  })

  it.each([
    [['invisible'], ['Invisible (target)'], 0, 1],
    [['unconscious'], ['Unconscious (target)'], 1, 0],
    [['stasis'], ['Stasis (target)'], 1, 0],
  ])('target %j: %j', (ids, names, edge, flaw) => {
    const p = atSentinel([], ids)
    expect(labels(p.sources)).toEqual(names)
    expect([p.input.edge, p.input.flaw]).toEqual([edge, flaw])
  })

  it.each([
    [['blinded'], 'Blinded (attacker)'],
    [['disoriented'], 'Disoriented (attacker)'],
    [['poisoned'], 'Poisoned (attacker)'],
    [['grappler'], 'Grappler (attacker)'],
    [['frightened'], 'Frightened (attacker)'],
  ])('attacker %j: 1 Flaw from %s', (ids, name) => {
    const p = atSentinel(ids, [])
    expect(labels(p.sources)).toEqual([name])
    expect(p.input.flaw).toBe(1)
  })

  it('a Hunkered target doubles Cover’s Flaw, only when the attack passes over Cover', () => {
    const open = atSentinel([], ['hunkered'], sling, { distanceM: 5, targetInCover: false })
    expect(open.input.flaw).toBe(0)
    const covered = atSentinel([], ['hunkered'], sling, { distanceM: 5, targetInCover: true })
    expect(labels(covered.sources)).toEqual(['Cover (Hunkered)'])
    expect(covered.input.flaw).toBe(2)
  })

  it('a Hidden attacker: one Edge named by the condition even with the GM’s box, and +1 die', () => {
    const p = atSentinel(['hidden'], [], knife, { distanceM: 1, hidden: true })
    expect(labels(p.sources)).toEqual(['Hidden (attacker)'])
    expect(p.input).toMatchObject({ edge: 1, hidden: true })
    expect(attackOdds(p.input, p.defender).dicePool).toBe(2)
    const box = atSentinel([], [], knife, { distanceM: 1, hidden: true })
    expect(labels(box.sources)).toEqual(['Hidden'])
    expect(box.input).toMatchObject({ edge: 1, hidden: true })
  })

  it('a Hidden target cannot be attacked; an Out one dies to a melee hit', () => {
    expect(atSentinel([], ['hidden']).untargetable).toEqual(['hidden'])
    expect(atSentinel([], ['out']).hitKills).toBe(true)
    expect(atSentinel([], ['out'], sling, { distanceM: 5 }).hitKills).toBe(false)
  })

  it('an Unconscious attacker cannot act; a Defensive Stance target is 2 harder to hit', () => {
    expect(atSentinel(['unconscious'], []).cannotAct).toEqual(['unconscious'])
    expect(targetNumber(atSentinel([], ['defensive-stance']).defender)).toBe(11)
  })

  it('the attacker’s Exhaustion comes off the roll: a PC’s level or the token’s box', () => {
    const pc = PcRecordSchema.parse({ ...HARBOUR_SMUGGLER, id: 'pc-tide', exhaustion: 2 })
    const target = { sheet: RUST_SENTINEL, state: { hp: 30, thp: 0 }, conditionIds: [] }
    const p = prepareAttack({ sheet: pc, conditionIds: [] }, knife, target, { distanceM: 1 })
    expect([p.exhaustion, p.input.exhaustion]).toEqual([2, 2])
    expect(atSentinel(['exhaustion'], []).input.exhaustion).toBe(1)
  })

  it('the GM’s Edge and Flaw join the list and the net', () => {
    const p = atSentinel(['blinded'], [], knife, { distanceM: 1, edge: 2, flaw: 1 })
    expect(labels(p.sources)).toEqual(['Blinded (attacker)', 'Added by the GM', 'Added by the GM'])
    expect([p.input.edge, p.input.flaw, p.net]).toEqual([2, 2, 0])
  })
})
