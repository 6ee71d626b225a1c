/**
 * Re-rolling a rest's dice afterwards, the edges: which entry of the day log is re-rolled, the
 * refusals in words, a ruleset's refusal passed on as the rest's, and the log's line cap. The
 * comfortable camp's Restore HP (L723) gives the dice: Vaka (✦ = d4, FOR 1) at 5 HP rolls 3 and 2.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { REST_LOG_LINES_MAX, type Campaign } from '../../../../shared/model'
import { CombatRefused } from '../../../../shared/play/combat/types'
import {
  callRest,
  makeCamp,
  rerollRestDice,
  resolveRest,
  RestRefused,
  setCamp,
  setSlot,
} from '../../../../shared/play/rest'
import { RollRefused, type RulesetRest } from '../../../../shared/rules'
import { hooked, hookedRest, hurtParty, PARTY } from './fixture'

/** Three rests in the log, the last with Vaka's comfortable Restore HP (✦ 3 and 2) to re-roll. */
function threeRests(): Campaign {
  let c = hurtParty()
  for (let i = 0; i < 2; i++) {
    c = callRest(c, { kind: 'short', members: ['pc-orin'], hours: 2 })
    c = resolveRest(c, scriptedDice({})).campaign
  }
  c = callRest(c, { kind: 'long', members: [...PARTY], hours: 8, wilderness: true })
  c = setCamp(makeCamp(c, scriptedDice({ 12: [12, 1, 1] })).campaign, ['comfortable'])
  c = setSlot(c, { memberId: 'pc-vaka', index: 0, slot: { activity: 'restore-hp' } })
  return resolveRest(c, scriptedDice({ 4: [3, 2] })).campaign
}

const pick = { index: 0, dice: [1] }
const refusal = (c: Campaign, input: { index: number; dice: number[] }) => {
  try {
    rerollRestDice(c, input, scriptedDice({ 4: [4] }))
  } catch (err) {
    expect(err).toBeInstanceOf(RestRefused)
    return (err as Error).message
  }
  return 'no refusal'
}

describe('re-rolling the last rest in a log of several', () => {
  it('changes only the last entry; the ones before stay as they were', () => {
    const c = threeRests()
    const r = rerollRestDice(c, pick, scriptedDice({ 4: [4] }))
    expect(r.campaign.restLog).toHaveLength(3)
    expect(r.campaign.restLog!.slice(0, 2)).toEqual(c.restLog!.slice(0, 2))
    expect(r.campaign.restLog![2]!.rerolls![0]).toMatchObject({ faces: [3, 4], spent: true })
    expect(r.outcomes.map((o) => o.what)).toEqual(['Comfortable camp: Restore HP re-rolled'])
  })

  it('a log already at its line cap keeps the cap: the new line is not added', () => {
    const c = threeRests()
    const last = c.restLog!.at(-1)!
    const full = Array.from({ length: REST_LOG_LINES_MAX }, (_, i) => `line ${i}`)
    const capped = { ...c, restLog: [...c.restLog!.slice(0, -1), { ...last, lines: full }] }
    const r = rerollRestDice(capped, pick, scriptedDice({ 4: [4] }))
    expect(r.campaign.restLog!.at(-1)!.lines).toEqual(full)
  })
})

describe('refusals', () => {
  it('no rest in the log, or a last rest without dice to re-roll', () => {
    const none = refusal({ ...hurtParty(), restLog: undefined }, pick)
    expect(none).toBe('the last rest left no dice to re-roll')
    const c = threeRests()
    const bare = { ...c, restLog: [c.restLog![0]!] }
    expect(refusal(bare, pick)).toBe('the last rest left no dice to re-roll')
    const empty = { ...c, restLog: [{ ...c.restLog![2]!, rerolls: [] }] }
    expect(refusal(empty, { index: 0, dice: [0] })).toBe('the last rest left no dice to re-roll')
  })

  it('rules without a re-roll hook re-roll nothing', () => {
    const { reroll: _r, ...rest } = hookedRest()
    expect(refusal(hooked(threeRests(), rest), pick)).toBe('the last rest left no dice to re-roll')
  })

  it.each([[-1], [1.5], [2]])('a die %s that is not one of the 2 rolled', (die) => {
    expect(refusal(threeRests(), { index: 0, dice: [die] })).toBe(
      `there is no die ${die + 1} among the 2 rolled`,
    )
  })
})

describe("the ruleset's own refusal", () => {
  const throwing = (err: Error): RulesetRest => ({
    ...hookedRest(),
    reroll: () => {
      throw err
    },
  })

  it('a roll or combat refusal is passed on as the rest refusal, in its words', () => {
    expect(refusal(hooked(threeRests(), throwing(new RollRefused('no such die'))), pick)).toBe(
      'no such die',
    )
    expect(refusal(hooked(threeRests(), throwing(new CombatRefused('no such token'))), pick)).toBe(
      'no such token',
    )
  })

  it('any other error is not a refusal and goes up as it is', () => {
    const c = hooked(threeRests(), throwing(new TypeError('broken')))
    expect(() => rerollRestDice(c, pick, scriptedDice({}))).toThrow(TypeError)
  })

  it('a line without detail has no brackets', () => {
    const rest: RulesetRest = {
      ...hookedRest(),
      reroll: () => ({
        faces: [3, 4],
        changes: [],
        outcome: { who: 'Vaka', what: 'Re-roll', total: 2, outcome: 'done', detail: '' },
      }),
    }
    const r = rerollRestDice(hooked(threeRests(), rest), pick, scriptedDice({}))
    expect(r.campaign.restLog!.at(-1)!.lines.at(-1)).toBe('Vaka: Re-roll: done')
  })
})
