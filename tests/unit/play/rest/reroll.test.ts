/**
 * L723, a comfortable camp: "all members can re-roll any number of (✦) once when restoring HP".
 * Resolving keeps each Restore HP's ✦; the GM picks which to re-roll afterwards, once, and the HP
 * follow. Demo: Vaka is level 2 (✦ = d4), FOR 1, HP max 16, at 5 HP before the rest (fixture).
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import {
  callRest,
  makeCamp,
  rerollRestDice,
  resolveRest,
  RestRefused,
  setCamp,
  setSlot,
} from '../../../../shared/play/rest'
import { hurtParty, PARTY } from './fixture'

const hpOf = (c: Campaign, tokenId: string) => (c.tokens[tokenId]!.instance as { hp: number }).hp

/** A wild long rest, Vaka's natural 12 buying the comfortable camp, Vaka restoring HP `times`. */
function comfortable(times = 1): Campaign {
  let c = callRest(hurtParty(), { kind: 'long', members: [...PARTY], hours: 8, wilderness: true })
  c = setCamp(makeCamp(c, scriptedDice({ 12: [12, 1, 1] })).campaign, ['comfortable'])
  for (let i = 0; i < times; i++)
    c = setSlot(c, { memberId: 'pc-vaka', index: i, slot: { activity: 'restore-hp' } })
  return c
}

describe('L723 the comfortable camp re-roll, picked by the GM', () => {
  it('resolving re-rolls nothing by itself: 5 + 3 + 2 + FOR 1 = 11, the ✦ kept to pick', () => {
    const done = resolveRest(comfortable(), scriptedDice({ 4: [3, 2] })).campaign
    expect(hpOf(done, 'pc-vaka')).toBe(11)
    expect(done.restLog!.at(-1)!.rerolls).toEqual([
      {
        memberId: 'pc-vaka',
        tokenId: 'pc-vaka',
        what: 'Restore HP',
        sides: 4,
        faces: [3, 2],
        data: { hpBefore: 5, hpMax: 16, bonus: 1 },
        spent: false,
      },
    ])
  })

  it('the picked 2 re-rolled to a 4: 5 + 3 + 4 + 1 = 13, logged in the rest', () => {
    const done = resolveRest(comfortable(), scriptedDice({ 4: [3, 2] })).campaign
    const r = rerollRestDice(done, { index: 0, dice: [1] }, scriptedDice({ 4: [4] }))
    expect(hpOf(r.campaign, 'pc-vaka')).toBe(13)
    expect(r.faces).toEqual([[[4, 4]]])
    const entry = r.campaign.restLog!.at(-1)!
    expect(entry.rerolls![0]).toMatchObject({ faces: [3, 4], spent: true })
    expect(entry.lines.at(-1)).toBe(
      'Vaka: Comfortable camp: Restore HP re-rolled: HP 11 → 13 (✦ 3 + 2→4 + FOR 1)',
    )
  })

  it('a re-roll can come out lower: the new face stands (3 → 1: HP 11 → 9)', () => {
    const done = resolveRest(comfortable(), scriptedDice({ 4: [3, 2] })).campaign
    const r = rerollRestDice(done, { index: 0, dice: [0] }, scriptedDice({ 4: [1] }))
    expect(hpOf(r.campaign, 'pc-vaka')).toBe(9)
  })

  it('HP max caps the sum of both Restore HP: 5 + (4+4+1) + (4+3+1) = 22 → 16; a re-roll under the cap shows', () => {
    const done = resolveRest(comfortable(2), scriptedDice({ 4: [4, 4, 4, 3] })).campaign
    expect(hpOf(done, 'pc-vaka')).toBe(16)
    // The first Restore HP's two 4s re-rolled to 1 and 1: 5 + 3 + 8 = 16, still capped.
    const a = rerollRestDice(done, { index: 0, dice: [0, 1] }, scriptedDice({ 4: [1, 1] }))
    expect(hpOf(a.campaign, 'pc-vaka')).toBe(16)
    // Then the second's 4 and 3 re-rolled to 1 and 1: 5 + 3 + 3 = 11.
    const b = rerollRestDice(a.campaign, { index: 1, dice: [0, 1] }, scriptedDice({ 4: [1, 1] }))
    expect(hpOf(b.campaign, 'pc-vaka')).toBe(11)
  })

  it.each<[string, (c: Campaign) => Campaign, { index: number; dice: number[] }, RegExp]>([
    [
      'twice',
      (c) => rerollRestDice(c, { index: 0, dice: [0] }, scriptedDice({ 4: [2] })).campaign,
      { index: 0, dice: [1] },
      /already re-rolled once/,
    ],
    ['no die picked', (c) => c, { index: 0, dice: [] }, /pick at least one die/],
    ['a die that was not rolled', (c) => c, { index: 0, dice: [2] }, /no die 3 among the 2 rolled/],
    ['the same die twice', (c) => c, { index: 0, dice: [1, 1] }, /only once/],
    ['a group that does not exist', (c) => c, { index: 4, dice: [0] }, /no such dice/],
  ])('refuses %s, in words', (_n, before, input, words) => {
    const c = before(resolveRest(comfortable(), scriptedDice({ 4: [3, 2] })).campaign)
    expect(() => rerollRestDice(c, input, scriptedDice({ 4: [1] }))).toThrow(RestRefused)
    expect(() => rerollRestDice(c, input, scriptedDice({ 4: [1] }))).toThrow(words)
  })

  it('without a comfortable camp the rest leaves nothing to re-roll', () => {
    let c = callRest(hurtParty(), { kind: 'long', members: [...PARTY], hours: 8 })
    c = setSlot(c, { memberId: 'pc-vaka', index: 0, slot: { activity: 'restore-hp' } })
    const done = resolveRest(c, scriptedDice({ 4: [3, 2] })).campaign
    expect(() => rerollRestDice(done, { index: 0, dice: [0] }, scriptedDice({}))).toThrow(
      /no dice to re-roll/,
    )
  })
})
