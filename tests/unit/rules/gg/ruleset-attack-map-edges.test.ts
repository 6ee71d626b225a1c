/**
 * A GG attack on the map: distances in metres (seed 001 L148: a hex is the map's scale), reach
 * and AoC (L36: 1 m, 2 m with the Reach property), who counts as a hostile next to a ranged
 * attacker (L52: in its AoC, able to see, not Incapacitated) and Flanking's geometry (L37: two
 * hostiles at least 90° apart around the target), read from the map helpers directly.
 */
import { describe, expect, it } from 'vitest'
import type { MapDef } from '../../../../shared/model'
import { GG_UP } from '../../../../shared/rules/gg/engine/dying'
import { resolveGgOptions } from '../../../../shared/rules/gg/engine/options'
import {
  flankedBy,
  hostilesAround,
  meleeReach,
  tokenDistance,
} from '../../../../shared/rules/gg/adapter/ruleset-attack-map'
import { GgActionSchema, GgNpcSchema } from '../../../../shared/rules/gg/engine/sheet-schema'
import { ARIA, GOBLIN, ORC, ggCampaign, inFight, state, token } from './fixture'
import type { GgCampaign } from '../../../../shared/rules/gg/adapter/types'

const O = resolveGgOptions({})
const FLANKING = resolveGgOptions({ flanking: true })
const pc = (id: string, hex: { q: number; r: number }) =>
  token(id, id[0]!.toUpperCase() + id.slice(1), { kind: 'pc', id: 'aria' }, hex)
const goblin = (id: string, hex: { q: number; r: number }) =>
  token(id, 'Goblin', { kind: 'npc', id: 'goblin' }, hex)
const hostiles = (c: GgCampaign) => hostilesAround(c, c.tokens.aria!, O).length
const flanked = (c: GgCampaign, options = FLANKING) =>
  flankedBy(c, c.tokens.aria!, c.tokens.orc!, options)

// Aria stands at (5, 5), the Orc east of her at (6, 5); (7, 5) is the hex beyond the Orc.

describe('distance and reach', () => {
  it('L148: distance is hexes × the map’s metres per hex: 1 hex at 2 m is 2 m, 3 hexes 6 m', () => {
    const c = ggCampaign()
    ;(c.maps['map-1'] as MapDef & { metresPerHex: number }).metresPerHex = 2
    expect(tokenDistance(c, c.tokens.aria!, c.tokens.orc!)).toBe(2)
    c.tokens.orc!.hex = { q: 8, r: 5 }
    expect(tokenDistance(c, c.tokens.aria!, c.tokens.orc!)).toBe(6)
  })

  it('L36: a Reach weapon reaches 1 + 1 = 2 m; an action’s own longer reach counts', () => {
    const glaive = GgActionSchema.parse({ id: 'g', name: 'Glaive', properties: ['reach'] })
    const whip = GgActionSchema.parse({ id: 'w', name: 'Tentacle', reach: 3 })
    const sword = GgActionSchema.parse({ id: 's', name: 'Sword' })
    expect([glaive, whip, sword].map((a) => meleeReach(ARIA, a, O))).toEqual([2, 3, 1])
  })
})

describe('L52: the hostiles around a ranged attacker', () => {
  it('a Goblin next to her is one; a fellow PC is none', () => {
    const c = ggCampaign()
    c.tokens.orc!.hex = { q: 9, r: 5 }
    c.tokens.gob = goblin('gob', { q: 4, r: 5 })
    expect(hostiles(c)).toBe(1)
    delete c.tokens.gob
    c.tokens.bren = pc('bren', { q: 4, r: 5 })
    expect(hostiles(c)).toBe(0)
  })

  it('one on another map, dead, Unconscious, or with no stat block is none', () => {
    const c = ggCampaign()
    c.tokens.orc!.hex = { q: 9, r: 5 }
    c.tokens.gob = { ...goblin('gob', { q: 4, r: 5 }), mapId: 'map-2' }
    expect(hostiles(c)).toBe(0)
    c.tokens.gob = goblin('gob', { q: 4, r: 5 })
    c.tokens.gob.instance = state(GOBLIN, { dying: { ...GG_UP, dead: true } })
    expect(hostiles(c)).toBe(0)
    c.tokens.gob.instance = state(GOBLIN, { conditions: ['unconscious'] })
    expect(hostiles(c)).toBe(0)
    c.tokens.gob = token('gob', 'Ghost', { kind: 'npc', id: 'nobody' }, { q: 4, r: 5 })
    expect(hostiles(c)).toBe(0)
  })

  it('an Orc with a Reach glaive 2 m away has her in its AoC', () => {
    const c = ggCampaign()
    c.npcs.orc = GgNpcSchema.parse({
      ...ORC,
      actions: [{ id: 'glaive', name: 'Glaive', damage: '1d10', properties: ['reach'] }],
    })
    c.tokens.orc!.hex = { q: 7, r: 5 }
    expect(hostiles(c)).toBe(1)
  })

  it('in a fight the sides are the fight’s: a Goblin on the party’s side is no hostile', () => {
    const c = ggCampaign()
    c.tokens.gob = goblin('gob', { q: 4, r: 5 })
    inFight(c, ['aria', 'orc', 'gob'])
    c.combat!.order.find((e) => e.tokenId === 'gob')!.side = 'party'
    // Bren, a PC not in the fight, stands next to her too: a PC is on the party's side.
    c.tokens.bren = pc('bren', { q: 5, r: 4 })
    expect(hostiles(c)).toBe(1)
  })
})

describe('L37: Flanking (an optional rule)', () => {
  it('an ally beyond the Orc flanks it only when the table uses Flanking', () => {
    const c = ggCampaign()
    c.tokens.bren = pc('bren', { q: 7, r: 5 })
    expect(flanked(c)).toBe(true)
    expect(flanked(c, O)).toBe(false)
  })

  it('no ally, an ally out of the Orc’s reach, or a Goblin (the Orc’s side) beyond it: no Flanking', () => {
    const c = ggCampaign()
    expect(flanked(c)).toBe(false)
    c.tokens.bren = pc('bren', { q: 8, r: 5 })
    expect(flanked(c)).toBe(false)
    delete c.tokens.bren
    c.tokens.gob = goblin('gob', { q: 7, r: 5 })
    expect(flanked(c)).toBe(false)
  })

  it('one ally at 180° is enough, whatever another at 60° does', () => {
    const c = ggCampaign()
    c.tokens.bren = pc('bren', { q: 7, r: 5 })
    c.tokens.cora = pc('cora', { q: 5, r: 6 })
    expect(flanked(c)).toBe(true)
  })

  it('only on a hex map this geometry knows: none on a square map or a missing one', () => {
    const c = ggCampaign()
    c.tokens.bren = pc('bren', { q: 7, r: 5 })
    c.maps['map-1'] = { ...c.maps['map-1'], kind: 'square' } as unknown as MapDef
    expect(flanked(c)).toBe(false)
    delete c.maps['map-1']
    expect(flanked(c)).toBe(false)
  })
})
