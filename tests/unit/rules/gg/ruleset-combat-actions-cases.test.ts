/**
 * The GG turn economy as the tracker lists it, read straight from the hooks: the speed a Movement
 * action gives, the AP and RP a turn starts with, each action's cost and words, and what taking one
 * does to the token's state (seed 001: 3 AP and 1 RP for most, L9; +2 AP for each repeat of an
 * action in a turn, L10; dropping Prone is free, L22; standing up costs 3 m of Movement, L23).
 */
import { describe, expect, it } from 'vitest'
import { GG_UP } from '../../../../shared/rules/gg/engine/dying'
import {
  ggActions,
  ggActionTaken,
  ggEconomy,
  ggSpeed,
} from '../../../../shared/rules/gg/adapter/ruleset-combat-actions'
import { ggCampaign, stateOf, withState } from './ruleset-combat-fixture'
import type { GgCampaign, GgToken } from '../../../../shared/rules/gg/adapter/types'

const orcWith = (orc: Record<string, unknown> = {}) => ggCampaign(orc)
const orcToken = (c: GgCampaign): GgToken => c.tokens.orc!

describe('the speed a Movement action gives', () => {
  it("the token's own speed, else its sheet's walking speed, else 6 m for a token with no sheet", () => {
    const c = orcWith({ speed: { walk: 8 } })
    expect(ggSpeed(orcToken(c), c)).toBe(8)
    expect(ggSpeed({ ...orcToken(c), speed: 5 }, c)).toBe(5)
    const bare: GgToken = { ...orcToken(c), npcId: undefined, id: 'rock' }
    expect(ggSpeed(bare, c)).toBe(6)
  })

  it('the way the GM set it to move, unless it lies Prone: a Prone being crawls on foot', () => {
    const flying = withState(orcWith({ speed: { walk: 8, fly: 12 } }), 'orc', (s) => ({
      ...s,
      move: { mode: 'fly', speed: 12 },
    }))
    expect(ggSpeed(orcToken(flying), flying)).toBe(12)
    const prone = withState(flying, 'orc', (s) => ({ ...s, conditions: ['prone'] }))
    expect(ggSpeed(orcToken(prone), prone)).toBe(8)
  })
})

describe('GG-013 what a turn starts with', () => {
  it("the stat block's AP and RP, and no metres until the Movement action", () => {
    const c = orcWith({ perTurn: { ap: 4, rp: 2 } })
    expect(ggEconomy(orcToken(c), c)).toStrictEqual({ ap: 4, rp: 2, m: 0 })
  })

  it('3 AP and 1 RP for a token with no GG sheet', () => {
    const c = orcWith()
    const bare: GgToken = { ...orcToken(c), npcId: undefined, id: 'rock' }
    expect(ggEconomy(bare, c)).toStrictEqual({ ap: 3, rp: 1, m: 0 })
  })

  it('nothing for a being that cannot act: Unconscious, or dead', () => {
    const out = withState(orcWith(), 'orc', (s) => ({
      ...s,
      dying: { ...GG_UP, unconscious: true, dying: true },
    }))
    expect(ggEconomy(orcToken(out), out)).toStrictEqual({ ap: 0, rp: 0, m: 0 })
    const dead = withState(orcWith(), 'orc', (s) => ({ ...s, dying: { ...GG_UP, dead: true } }))
    expect(ggEconomy(orcToken(dead), dead)).toStrictEqual({ ap: 0, rp: 0, m: 0 })
  })
})

describe('GG-014/015 the actions the tracker charges for, in words', () => {
  const byId = (c: GgCampaign) =>
    Object.fromEntries(ggActions(orcToken(c), c).map((a) => [a.id, a]))

  it('on its feet and free: Movement, Use Item, Use Skill and Drop Prone at their first cost', () => {
    const c = orcWith({ speed: { walk: 8 } })
    const a = byId(c)
    expect(Object.keys(a)).toEqual(['movement', 'useItem', 'useSkill', 'dropProne'])
    expect(a.movement).toMatchObject({
      name: 'Movement',
      cost: { ap: 1 },
      gives: { m: 8 },
      summary: '1 AP: move up to 8 m this turn, split around other actions',
    })
    expect(a.useItem).toMatchObject({ cost: { ap: 1 }, summary: '1 AP: use an object or item' })
    expect(a.useSkill).toMatchObject({
      cost: { ap: 1 },
      summary: '1 AP: a Skill (Medicine to Stabilise: roll it from the sheet)',
    })
    expect(a.dropProne).toMatchObject({
      name: 'Drop Prone',
      cost: {},
      summary: 'Free: drop Prone; your Movement stays',
    })
  })

  it('a repeat costs 2 AP more each time after the first: Use Item taken twice costs 1 + 2', () => {
    // L10: "for each time the action was performed after the first that Turn, the AP cost of the
    // action is increased by 2AP" (the table's default adds 2 once per repeat, not cumulatively).
    const once = withState(orcWith(), 'orc', (s) => ({
      ...s,
      turn: { ...s.turn, taken: { useItem: 1 } },
    }))
    expect(byId(once).useItem).toMatchObject({
      cost: { ap: 3 },
      summary: '3 AP (1 AP + 2 AP: taken once already this turn): use an object or item',
    })
    const twice = withState(orcWith(), 'orc', (s) => ({
      ...s,
      turn: { ...s.turn, taken: { useItem: 2 } },
    }))
    expect(byId(twice).useItem?.summary).toBe(
      '3 AP (1 AP + 2 AP: taken 2 times already this turn): use an object or item',
    )
    // Another action's repeat does not touch it.
    expect(byId(twice).useSkill?.cost).toEqual({ ap: 1 })
  })

  it('Grappled: Escape Grapple at 2 AP; Prone: Stand Up for 3 m of Movement instead of Drop Prone', () => {
    const held = withState(orcWith(), 'orc', (s) => ({ ...s, conditions: ['grappled', 'prone'] }))
    const a = byId(held)
    expect(Object.keys(a)).toEqual(['movement', 'useItem', 'useSkill', 'escapeGrapple', 'standUp'])
    expect(a.escapeGrapple).toMatchObject({
      name: 'Escape Grapple',
      cost: { ap: 2 },
      summary: "2 AP: roll Physique or Agility against TG 8 + the grappler's SB + Physique",
    })
    expect(a.standUp).toMatchObject({
      name: 'Stand Up',
      cost: { m: 3 },
      summary: '3 m of Movement: stand up (provokes Opportunity Attacks from hostiles in reach)',
    })
  })
})

describe('what taking an action does to the token state', () => {
  const after = (c: GgCampaign, actionId: string) => {
    const [change] = ggActionTaken(c, 'orc', actionId)
    if (change?.kind !== 'instance') throw new Error('no token state change')
    return stateOf(
      {
        ...c,
        tokens: {
          ...c.tokens,
          orc: { ...c.tokens.orc!, instance: change.instance as GgToken['instance'] },
        },
      },
      'orc',
    )
  }

  it('Drop Prone puts Prone on once; Stand Up takes it off; others leave it', () => {
    const c = withState(orcWith(), 'orc', (s) => ({ ...s, conditions: ['marked'] }))
    expect(after(c, 'dropProne').conditions).toEqual(['marked', 'prone'])
    const prone = withState(orcWith(), 'orc', (s) => ({ ...s, conditions: ['prone', 'marked'] }))
    expect(after(prone, 'dropProne').conditions).toEqual(['prone', 'marked'])
    expect(after(prone, 'standUp').conditions).toEqual(['marked'])
    expect(after(prone, 'useItem').conditions).toEqual(['prone', 'marked'])
  })

  it('counts the action for the repeat surcharge, and a new Movement starts its own account', () => {
    const c = withState(orcWith(), 'orc', (s) => ({
      ...s,
      turn: { ...s.turn, taken: { useItem: 1 }, switchedAt: 2 },
    }))
    const item = after(c, 'useItem')
    expect(item.turn.taken).toEqual({ useItem: 2 })
    expect(item.turn.switchedAt).toBe(2)
    const moved = after(c, 'movement')
    expect(moved.turn.taken).toEqual({ useItem: 1, movement: 1 })
    expect(moved.turn.switchedAt).toBeUndefined()
  })

  it('nothing for a token with no GG state', () => {
    const c = orcWith()
    const rock: GgCampaign = {
      ...c,
      tokens: { ...c.tokens, orc: { ...c.tokens.orc!, npcId: undefined } },
    }
    expect(ggActionTaken(rock, 'orc', 'useItem')).toEqual([])
    expect(ggActionTaken(c, 'nobody', 'useItem')).toEqual([])
  })
})
