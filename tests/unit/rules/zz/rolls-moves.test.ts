import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { resolveZzRoll } from './rolls-fixture'
import { applied, goblin, zzCampaign } from './rolls-fixture'

// Thurig (STR 3, DEX 1, d8) stands on 5,6; Mondo the goblin (DEX 2, d4) on 5,5, north of him.
const dodge = { kind: 'contest', contest: 'dodge', actorTokenId: 'thurig', targetTokenId: 'mondo' }
const jump = (to: string) => ({ kind: 'jump', tokenId: 'thurig', to })
const at = (c: ReturnType<typeof zzCampaign>, id: string) => c.tokens[id]?.hex

describe('ZZ-25 Dodge moves the figure through the occupied square (seed 003 L120-130)', () => {
  it('a success passes Mondo to the square beyond him, for 1 AP and 2 + 1 Move Points', () => {
    // L126-128: d8 [6] + STR 3 + DEX 1 = 10 vs d4 [4] + DEX 2 = 6: passes (the ZZ-25 example).
    // L130 "moves through the space(s)": out of 5,5 to 5,4; the occupied square costs 2 (ZZ-Q28),
    // the plain step out of it 1 (ZZ-23): 3 Move Points.
    const c = zzCampaign()
    const r = resolveZzRoll(dodge, c, scriptedDice({ 8: [6], 4: [4] }))
    expect(r.outcome.outcome).toBe('passes')
    expect(r.cost).toEqual({ ap: 1, move: 3 })
    expect(at(applied(c, r), 'thurig')).toEqual({ q: 5, r: 4 })
  })

  it('a failure stays put (L130), the 2 Move Points of the Dodge spent', () => {
    // d8 [1] + 4 = 5 vs d4 [4] + 2 = 6: stopped.
    const c = zzCampaign()
    const r = resolveZzRoll(dodge, c, scriptedDice({ 8: [1], 4: [4] }))
    expect(r.cost).toEqual({ ap: 1, move: 2 })
    expect(at(applied(c, r), 'thurig')).toEqual({ q: 5, r: 6 })
  })

  it('refuses before rolling when a wall or another figure is where it would come out', () => {
    const walled = zzCampaign({ map: { edges: { '5,5,0': 'wall' } } })
    expect(() => resolveZzRoll(dodge, walled, scriptedDice({}))).toThrow(
      /cannot Dodge past Mondo: a wall or a shut door is in the way/,
    )
    const crowded = zzCampaign({ extra: [goblin('gob', 'Gob', 5, 4)] })
    expect(() => resolveZzRoll(dodge, crowded, scriptedDice({}))).toThrow(/Gob on 5,4/)
  })
})

describe('ZZ-26 Jump lands the figure 2 squares on (OTHER-SYSTEMS.md ZZ-26)', () => {
  it('d20 + DEX ≥ 10 lands beyond the square jumped, here over Mondo', () => {
    // d20 [9] + DEX 1 = 10 ≥ 10: clears; 5,6 over 5,5 to 5,4, for 2 Move Points.
    const c = zzCampaign()
    const r = resolveZzRoll(jump('5,4'), c, scriptedDice({ 20: [9] }))
    expect(r.outcome.outcome).toBe('lands on 5,4')
    expect(r.cost).toEqual({ ap: 0, move: 2 })
    expect(at(applied(c, r), 'thurig')).toEqual({ q: 5, r: 4 })
  })

  it('9 stays, the 2 Move Points spent', () => {
    // d20 [8] + 1 = 9 < 10.
    const c = zzCampaign()
    const r = resolveZzRoll(jump('5,4'), c, scriptedDice({ 20: [8] }))
    expect([r.outcome.outcome, r.cost]).toEqual(['stays put', { ap: 0, move: 2 }])
    expect(at(applied(c, r), 'thurig')).toEqual({ q: 5, r: 6 })
  })

  it('refuses a landing not 2 squares straight on, or past a wall', () => {
    expect(() => resolveZzRoll(jump('6,4'), zzCampaign(), scriptedDice({}))).toThrow(
      /lands 2 squares straight on/,
    )
    const walled = zzCampaign({ map: { edges: { '5,5,0': 'wall' } } })
    expect(() => resolveZzRoll(jump('5,4'), walled, scriptedDice({}))).toThrow(
      /cannot jump to 5,4: a wall or a shut door is in the way/,
    )
  })
})

describe('ZZ-30 / ZZ-Q25 a Shove does not push through a wall (seed 003 L218-229)', () => {
  const shove = {
    kind: 'contest',
    contest: 'shove',
    actorTokenId: 'thurig',
    targetTokenId: 'mondo',
  }
  // L220/223: d8 [6] + STR 3 + Size 10 / 10 = 10 vs d4 [1] + DEX 2 + 1 = 4: the shove succeeds.
  it('pushed 1 square straight away, onto 5,4; with a wall on that side it stays (noMove)', () => {
    const open = zzCampaign()
    const r = resolveZzRoll(shove, open, scriptedDice({ 8: [6], 4: [1] }))
    expect(r.outcome.outcome).toBe('pushed')
    expect(at(applied(open, r), 'mondo')).toEqual({ q: 5, r: 4 })
    const walled = zzCampaign({ map: { edges: { '5,5,0': 'wall' } } })
    const w = resolveZzRoll(shove, walled, scriptedDice({ 8: [6], 4: [1] }))
    expect(w.outcome.detail).toContain('Mondo cannot move: a wall is in the way')
    expect(at(applied(walled, w), 'mondo')).toEqual({ q: 5, r: 5 })
  })
})
