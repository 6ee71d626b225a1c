/**
 * The Memory in play, function by function (GG-114 … GG-123; seed 001 L122–L136): where it
 * appears, who may summon it, its id when one already exists, and who its aura, Teamwork and
 * dismissal reach.
 */
import { describe, expect, it } from 'vitest'
import { applyStateChanges } from '../../../../shared/play/combat'
import { freshGgInstance, type GgInstance } from '../../../../shared/rules/gg/engine/instance'
import {
  breakerNow,
  hexBeside,
  memoriesToDismiss,
  memoryIncapacitated,
  obstructingMemory,
  summonMemory,
  teamworkAlly,
} from '../../../../shared/rules/gg/adapter/memory-summon'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'
import type { GgNpc } from '../../../../shared/rules/gg/engine/sheet-schema'
import {
  asGg,
  fight,
  ggBegun,
  ggCampaign,
  ggStarted,
  next,
  withState,
} from './ruleset-combat-fixture'
import type { GgCampaign } from '../../../../shared/rules/gg/adapter/types'

const options = resolveGgOptions({})
const MEMORY = 'memory-aria'

const place = (c: GgCampaign, id: string, q: number, r: number, mapId = 'map-1'): GgCampaign => ({
  ...c,
  tokens: { ...c.tokens, [id]: { ...c.tokens[id]!, hex: { q, r }, mapId } },
})
const mapSize = (c: GgCampaign, cols: number, rows: number): GgCampaign => ({
  ...c,
  maps: { ...c.maps, 'map-1': { ...c.maps['map-1']!, cols, rows } as GgCampaign['maps'][string] },
})
/** Aria (15), Orc (10), Bram (5): Aria's turn. */
const ariaTurn = (c: GgCampaign = ggCampaign()) => ggBegun(c, ['aria', 'orc', 'bram'], [15, 10, 5])
/** Aria's turn with her LB Level `lvl` Memory summoned. */
function withMemory(c: GgCampaign = ariaTurn(), lvl: 1 | 2 | 3 = 1): GgCampaign {
  return asGg(applyStateChanges(c, summonMemory(c, lvl, 'fly', options)!.changes))
}

describe('hexBeside: the nearest empty hex on the Breaker’s map', () => {
  it('on a 2 × 1 map the only other hex is the one', () => {
    const c = place(mapSize(ggCampaign(), 2, 1), 'aria', 0, 0)
    expect(hexBeside(c, c.tokens.aria!)).toEqual({ q: 1, r: 0 })
  })
  it('a 1 × 1 map has no room', () => {
    const c = place(mapSize(ggCampaign(), 1, 1), 'aria', 0, 0)
    expect(hexBeside(c, c.tokens.aria!)).toBe(null)
  })
  it('a taken neighbour is passed over for the next ring out (3 × 1: Bram beside -> 2 hexes away)', () => {
    let c = place(mapSize(ggCampaign(), 3, 1), 'aria', 0, 0)
    c = place(c, 'bram', 1, 0)
    expect(hexBeside(c, c.tokens.aria!)).toEqual({ q: 2, r: 0 })
  })
  it('a token on another map takes no room here', () => {
    let c = place(mapSize(ggCampaign(), 2, 1), 'aria', 0, 0)
    c = place(c, 'bram', 1, 0, 'map-2')
    expect(hexBeside(c, c.tokens.aria!)).toEqual({ q: 1, r: 0 })
    const full = place(c, 'bram', 1, 0)
    expect(hexBeside(full, full.tokens.aria!)).toBe(null)
  })
  it('a token on a map that does not exist has no hex beside it', () => {
    const c = ggCampaign()
    expect(hexBeside(c, { ...c.tokens.aria!, mapId: 'nowhere' })).toBe(null)
  })
})

describe('breakerNow: the being whose turn it is, on the party’s side, not a Memory (GG-114)', () => {
  it('no fight, or a fight not yet running -> none', () => {
    expect(breakerNow(ggCampaign())).toBe(null)
    expect(breakerNow(ggStarted(ggCampaign(), ['aria', 'orc'], [15, 10]))).toBe(null)
  })
  it('on Aria’s turn: Aria, her combatant and side', () => {
    const b = breakerNow(ariaTurn())
    expect(b).toMatchObject({ combatantId: 'aria', side: 'party' })
    expect(b!.token.id).toBe('aria')
    expect(b!.sheet.name).toBe('Aria')
  })
  it('on the Orc’s turn (a hostile) -> none', () => {
    const c = next(ariaTurn())
    expect(fight(c).currentId).toBe('orc')
    expect(breakerNow(c)).toBe(null)
  })
  it('an NPC fighting on the PCs’ side is a Breaker', () => {
    const c = next(ariaTurn())
    const allied: GgCampaign = {
      ...c,
      combat: {
        ...c.combat!,
        order: c.combat!.order.map((o) => (o.id === 'orc' ? { ...o, side: 'party' } : o)),
      },
    }
    expect(breakerNow(allied)).toMatchObject({ combatantId: 'orc', side: 'party' })
  })
  it('on the Memory’s own turn -> none (a Memory summons no Memory)', () => {
    const c = next(withMemory())
    expect(fight(c).currentId).toBe(MEMORY)
    expect(breakerNow(c)).toBe(null)
  })
})

describe('summonMemory: the changes that bring it in (GG-114 … GG-117, GG-Q46)', () => {
  it('null when it is no Breaker’s turn', () => {
    expect(summonMemory(next(ariaTurn()), 1, 'fly', options)).toBe(null)
  })
  it('refused in words when there is no room beside the Breaker', () => {
    const c = ariaTurn(place(mapSize(ggCampaign(), 1, 1), 'aria', 0, 0))
    expect(() => summonMemory(c, 1, 'fly', options)).toThrow(
      'There is no empty space near Aria for the Memory.',
    )
  })
  it('a sheet, a token in Aria’s colour beside her and a turn after hers, in one summon change', () => {
    const c = ariaTurn(place(mapSize(ggCampaign(), 20, 14), 'aria', 0, 0))
    const out = summonMemory(c, 2, 'swim', options)!
    expect(out).toMatchObject({ name: "Aria's Memory", breaker: 'Aria', breakerTokenId: 'aria' })
    expect(out.changes).toHaveLength(1)
    const change = out.changes[0] as {
      kind: string
      npc: GgNpc
      token: Record<string, unknown>
      combatant: unknown
    }
    expect(change.kind).toBe('summon')
    expect(change.combatant).toEqual({ after: 'aria', side: 'party' })
    expect(change.token).toEqual({
      id: MEMORY,
      mapId: 'map-1',
      name: "Aria's Memory",
      kind: 'npc',
      hex: hexBeside(c, c.tokens.aria!),
      size: 'medium',
      color: c.tokens.aria!.color,
      gmOnly: false,
      npcId: MEMORY,
    })
    // GG-116 literal: 30 + 2 + 10 × Aria's level 1 = 42; she has SB 2
    expect(change.npc).toMatchObject({
      id: MEMORY,
      hpMax: 42,
      sb: 2,
      memory: { breakerTokenId: 'aria', lbLevel: 2 },
      speed: { walk: 6, swim: 6 },
    })
  })
  it('a second and third Memory take fresh ids: memory-aria-2, memory-aria-3', () => {
    const once = withMemory()
    const two = summonMemory(once, 1, 'fly', options)!
    const t2 = (two.changes[0] as { token: { id: string; npcId: string } }).token
    expect([t2.id, t2.npcId]).toEqual(['memory-aria-2', 'memory-aria-2'])
    const twice = asGg(applyStateChanges(once, two.changes))
    const t3 = (summonMemory(twice, 1, 'fly', options)!.changes[0] as { token: { id: string } })
      .token
    expect(t3.id).toBe('memory-aria-3')
  })
})

describe('memoryIncapacitated (GG-121: the aura works only while it can act)', () => {
  const sheet = { hpMax: 41, bp: 0 } as unknown as GgNpc
  const up = freshGgInstance(sheet)
  it.each([
    ['standing at 41 HP', up, false],
    ['at 1 HP', { ...up, hp: 1 }, false],
    ['at 0 HP', { ...up, hp: 0 }, true],
    ['dead', { ...up, dying: { ...up.dying, dead: true } }, true],
    ['out of the fight', { ...up, dying: { ...up.dying, outOfFight: true } }, true],
    ['Incapacitated', { ...up, conditions: ['incapacitated'] }, true],
  ] as Array<[string, GgInstance, boolean]>)('%s -> %s', (_l, inst, expected) => {
    expect(memoryIncapacitated(inst, options)).toBe(expected)
  })
})

describe('obstructingMemory (GG-121; seed 001 L134: "bar the Memory and the Breaker")', () => {
  /** The Memory at 5,5; Aria (SB 2) far off at 15,10. */
  const base = () => place(place(withMemory(), MEMORY, 5, 5), 'aria', 15, 10)
  it('a hostile 2 m from the Memory (= SB 2) is caught; the Memory itself is not', () => {
    const c = place(base(), 'orc', 7, 5)
    expect(obstructingMemory(c, c.tokens.orc!, options)).toBe("Aria's Memory")
    expect(obstructingMemory(c, c.tokens[MEMORY]!, options)).toBe(null)
  })
  it('the Breaker beside it is not caught; an ally is (GG-Q48 default)', () => {
    let c = place(base(), 'aria', 6, 5)
    c = place(c, 'bram', 5, 6)
    expect(obstructingMemory(c, c.tokens.aria!, options)).toBe(null)
    expect(obstructingMemory(c, c.tokens.bram!, options)).toBe("Aria's Memory")
    const spare = resolveGgOptions({ auraAffectsAllies: false })
    expect(obstructingMemory(c, c.tokens.bram!, spare)).toBe(null)
  })
  it('a Memory on another map catches no one here', () => {
    let c = place(base(), 'orc', 6, 5)
    c = place(c, MEMORY, 5, 5, 'map-2')
    expect(obstructingMemory(c, c.tokens.orc!, options)).toBe(null)
  })
  it('an Incapacitated Memory catches no one', () => {
    let c = place(base(), 'orc', 6, 5)
    c = withState(c, MEMORY, (s) => ({ ...s, conditions: ['incapacitated'] }))
    expect(obstructingMemory(c, c.tokens.orc!, options)).toBe(null)
  })
})

describe('teamworkAlly (GG-123; seed 001 L136)', () => {
  /** The Orc at 5,5 beside Bram (5,6); the Memory far off; Aria far off. */
  const base = () => {
    let c = place(withMemory(), MEMORY, 15, 10)
    c = place(c, 'aria', 0, 12)
    c = place(c, 'orc', 5, 5)
    return place(c, 'bram', 5, 6)
  }
  it('the Memory attacking the Orc in Bram’s reach names Bram', () => {
    const c = base()
    expect(teamworkAlly(c, c.tokens[MEMORY]!, c.tokens.orc!, options)).toBe('Bram')
  })
  it('an attacker that is not a Memory gets no Teamwork', () => {
    const c = base()
    expect(teamworkAlly(c, c.tokens.aria!, c.tokens.orc!, options)).toBe(null)
  })
  it('no Teamwork from an ally out of reach, dead, Incapacitated or on another map', () => {
    const c = base()
    const m = c.tokens[MEMORY]!
    const far = place(c, 'bram', 9, 9)
    expect(teamworkAlly(far, m, far.tokens.orc!, options)).toBe(null)
    const dead = withState(c, 'bram', (s) => ({ ...s, dying: { ...s.dying, dead: true } }))
    expect(teamworkAlly(dead, m, dead.tokens.orc!, options)).toBe(null)
    const out = withState(c, 'bram', (s) => ({ ...s, conditions: ['incapacitated'] }))
    expect(teamworkAlly(out, m, out.tokens.orc!, options)).toBe(null)
    const away = place(c, 'bram', 5, 6, 'map-2')
    expect(teamworkAlly(away, m, away.tokens.orc!, options)).toBe(null)
  })
  it('a hostile beside the target gives no Teamwork; nor does the target itself', () => {
    let c = place(base(), 'bram', 0, 13)
    c = place(c, 'wolf', 5, 6)
    expect(teamworkAlly(c, c.tokens[MEMORY]!, c.tokens.orc!, options)).toBe(null)
    // Bram as the target: he is the only one near himself
    const b = base()
    expect(teamworkAlly(b, b.tokens[MEMORY]!, b.tokens.bram!, options)).toBe(null)
  })
})

describe('memoriesToDismiss (GG-114 / GG-Q51)', () => {
  it('a standing Memory stays during the fight; every one goes when it ends', () => {
    const c = withMemory()
    expect(memoriesToDismiss(c, false, options)).toEqual([])
    expect(memoriesToDismiss(c, true, options)).toEqual([
      { kind: 'dismiss', tokenId: MEMORY, npcId: MEMORY },
    ])
  })
  it('a dead Memory goes even with HP left; at 0 HP it goes', () => {
    const dead = withState(withMemory(), MEMORY, (s) => ({
      ...s,
      hp: 5,
      dying: { ...s.dying, dead: true },
    }))
    expect(memoriesToDismiss(dead, false, options)).toEqual([
      { kind: 'dismiss', tokenId: MEMORY, npcId: MEMORY },
    ])
    const zero = withState(withMemory(), MEMORY, (s) => ({ ...s, hp: 0 }))
    expect(memoriesToDismiss(zero, false, options)).toHaveLength(1)
  })
  it('other tokens are never dismissed; none at all when the GM dismisses', () => {
    const c = withState(withMemory(), 'orc', (s) => ({ ...s, hp: 0 }))
    expect(memoriesToDismiss(c, false, options)).toEqual([])
    const gm = resolveGgOptions({ memoryDuration: 'gmDismisses' })
    expect(memoriesToDismiss(withMemory(), true, gm)).toEqual([])
  })
})

describe('missing pieces read as no Breaker, no ally (hand-edited campaigns)', () => {
  it('the current combatant’s token has no sheet, or the token is gone -> no Breaker', () => {
    const c = ariaTurn()
    const noSheet: GgCampaign = { ...c, pcs: {} }
    expect(breakerNow(noSheet)).toBe(null)
    const { aria: _a, ...rest } = c.tokens
    expect(breakerNow({ ...c, tokens: rest })).toBe(null)
  })
  it('a combatant whose token is gone does not stop a Breaker being found', () => {
    const { bram: _b, ...rest } = ariaTurn().tokens
    expect(breakerNow({ ...ariaTurn(), tokens: rest })).toMatchObject({ combatantId: 'aria' })
  })
  it('a very long Breaker id gives an id cut to 90 characters', () => {
    const long = 'a'.repeat(95)
    const base = ggCampaign()
    const c: GgCampaign = {
      ...base,
      tokens: { ...base.tokens, [long]: { ...base.tokens.aria!, id: long } },
    }
    const begun = ggBegun(c, [long, 'orc'], [15, 10])
    const token = (summonMemory(begun, 1, 'fly', options)!.changes[0] as { token: { id: string } })
      .token
    // 'memory-' (7) + 95 = 102 characters, cut to 90
    expect(token.id).toBe(`memory-${long}`.slice(0, 90))
    expect(token.id).toHaveLength(90)
  })
  it('GG-Q48 off: a hostile is still caught; with its Breaker gone no one counts as the Breaker’s ally', () => {
    const spare = resolveGgOptions({ auraAffectsAllies: false })
    let c = place(place(withMemory(), MEMORY, 5, 5), 'aria', 15, 10)
    c = place(place(c, 'orc', 6, 5), 'bram', 5, 6)
    expect(obstructingMemory(c, c.tokens.orc!, spare)).toBe("Aria's Memory")
    const { aria: _a, ...rest } = c.tokens
    const gone: GgCampaign = { ...c, tokens: rest }
    expect(obstructingMemory(gone, gone.tokens.bram!, spare)).toBe("Aria's Memory")
  })
  it('a map that is not a hex map has no hex beside a token', () => {
    const c = ggCampaign()
    const square: GgCampaign = {
      ...c,
      maps: {
        ...c.maps,
        'map-1': { ...c.maps['map-1']!, kind: 'square' } as GgCampaign['maps'][string],
      },
    }
    expect(hexBeside(square, square.tokens.aria!)).toBe(null)
  })
})
