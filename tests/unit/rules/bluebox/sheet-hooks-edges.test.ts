/**
 * What the core asks of a Blue Box sheet and token state through the Ruleset interface, with the
 * demo's sheets: the phone's own meters, a sheet's token, an NPC import, a hand edit's problem,
 * the players' look at a token, and the tracker's small readers of a token's state.
 *
 * Plating by L227 ("determined by a character's natural Plating, their armor set") with L251-L252:
 * Light Armor adds nothing to Plating, Heavy adds (+3). So Vaka (light, base 2, natural 0) has
 * 2; Orin (heavy, base 3) has 3 + 3 = 6; the Scrap Hound (no armor, natural 3) has 3.
 */
import { describe, expect, it } from 'vitest'
import { importNpcFile, exportNpcFile, rulesetById } from '../../../../shared/rules'
import { type NpcRecord } from '../../../../shared/rules/bluebox'
import {
  keptByHandEdit,
  sheetOfToken,
  tokenConditions,
  weaponBroken,
} from '../../../../shared/rules/bluebox/engine/views'
import { bluebox, demo, state } from './combat-fixture'

const c = demo()
const sheet = (tokenId: string) => {
  const t = c.tokens[tokenId]!
  return t.pcId !== undefined ? c.pcs[t.pcId] : t.npcId !== undefined ? c.npcs[t.npcId] : null
}
const meters = bluebox.instance.meters!

describe("a phone's own meters: HP, and Plating when the armor gives any", () => {
  it('Vaka at 9 of 16 HP with 1 of her 2 Plating', () => {
    expect(meters(state([], 9, { plating: 1 }), sheet('pc-vaka'))).toEqual([
      { id: 'hp', name: 'HP', value: 9, max: 16 },
      { id: 'plating', name: 'Plating', value: 1, max: 2 },
    ])
  })

  it("an NPC's sheet measures too: the Scrap Hound's natural Plating 3", () => {
    expect(meters(state([], 11, { plating: 3 }), sheet('npc-hound'))).toEqual([
      { id: 'hp', name: 'HP', value: 11, max: 11 },
      { id: 'plating', name: 'Plating', value: 3, max: 3 },
    ])
  })

  it('no Plating meter where the sheet gives none', () => {
    const bare = { ...(sheet('npc-hound') as NpcRecord), naturalPlating: 0 }
    expect(meters(state([], 4), bare)).toEqual([{ id: 'hp', name: 'HP', value: 4, max: 11 }])
  })

  it('nothing for a token with no sheet', () => {
    expect(meters(state([], 4), null)).toEqual([])
  })
})

describe("a sheet's token: its size and speed (Movement & Terrain)", () => {
  it('the Rust Sentinel stands large and walks 4 m; the Scrap Hound small at 8 m', () => {
    const token = bluebox.sheet.token!
    expect(token(sheet('npc-sentinel'))).toEqual({ size: 'large', speed: 4 })
    expect(token(sheet('npc-hound'))).toEqual({ size: 'small', speed: 8 })
  })
})

describe('an NPC export read through the interface', () => {
  it('an id already taken comes in renamed, and the rename is listed from and to', () => {
    const hound = sheet('npc-hound') as NpcRecord
    const r = importNpcFile(bluebox, exportNpcFile(rulesetById('bluebox')!, [hound]), [hound.id])
    expect(r).toEqual({
      ok: true,
      sheets: [{ ...hound, id: `${hound.id}-2` }],
      renamed: [{ index: 0, name: hound.name, from: hound.id, to: `${hound.id}-2` }],
    })
  })

  it('a file that is not an export is refused with its problems', () => {
    const r = importNpcFile(bluebox, 'not json', [])
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.errors.length).toBeGreaterThan(0)
  })
})

describe("a GM's hand edit of a token's state", () => {
  const problem = bluebox.instance.problem!

  it('names a condition the table does not have', () => {
    expect(problem(state(['prone', 'sleepy']), sheet('pc-vaka'))).toBe(
      '"sleepy" is not a condition',
    )
  })

  it('refuses more HP than the sheet allows (Vaka has 16), and allows exactly that', () => {
    expect(problem(state([], 17), sheet('pc-vaka'))).toBe('Vaka has at most 16 HP, not 17')
    expect(problem(state(['prone'], 16), sheet('pc-vaka'))).toBeNull()
  })

  it('a token with no sheet has no maximum to pass', () => {
    expect(problem(state([], 500), null)).toBeNull()
  })
})

describe("the players' look at a token (Health & Healing): never its HP", () => {
  const look = bluebox.instance.publicView

  it('below its maximum a token looks hurt, at half or less badly hurt', () => {
    // Vaka has 16 HP: 15 is below full; 8 is half.
    expect(look(state([], 15), sheet('pc-vaka'))).toEqual({ health: 'hurt' })
    expect(look(state([], 8), sheet('pc-vaka'))).toEqual({ health: 'badly hurt' })
    expect(look(state([], 16), sheet('pc-vaka'))).toEqual({})
  })

  it('without a sheet there is no look, only the visible conditions', () => {
    expect(look(state(['prone'], 3), null)).toEqual({ conditions: ['prone'] })
    // At 0 HP with no sheet there is still nothing to measure against: only the Down figure.
    expect(look(state(['down'], 0), null)).toEqual({ conditions: ['down'] })
  })

  it('a Down or Out mark looks down whatever HP the state holds (a GM may tick it by hand)', () => {
    expect(look(state(['down'], 5), sheet('pc-vaka'))).toEqual({
      health: 'down',
      conditions: ['down'],
    })
    expect(look(state(['out'], 5), sheet('pc-vaka'))).toEqual({
      health: 'down',
      conditions: ['out'],
    })
  })
})

describe('speed of a token through the interface', () => {
  it('a token with no sheet has no sheet speed', () => {
    expect(bluebox.movement!.speedOf!(c.tokens['obj-crate']!, c)).toBeUndefined()
  })

  it('a square or gridless map is refused with the game named', () => {
    const square = { ...c.maps.causeway!, kind: 'square' } as never
    const hound = c.tokens['npc-hound']!
    expect(() => bluebox.movement!.reach(square, hound, {})).toThrow(
      'Blue Box plays on hex maps, not square ones',
    )
    expect(() => bluebox.movement!.planMove(square, hound, hound.hex, {})).toThrow(
      'Blue Box plays on hex maps, not square ones',
    )
  })
})

describe("the tracker's readers of a token's state", () => {
  it('a token with no sheet finds none, even beside sheets whose id reads "undefined"', () => {
    // Ids come from names: a PC or NPC named "Undefined" must not become every loose token's sheet.
    const odd = demo()
    odd.pcs['undefined'] = { ...odd.pcs.vaka!, id: 'undefined', name: 'Undefined' }
    odd.npcs['undefined'] = { ...odd.npcs['sample-scrap-hound']!, id: 'undefined' }
    expect(sheetOfToken(odd, odd.tokens['obj-crate']!)).toBeNull()
    expect(sheetOfToken(odd, { pcId: 'undefined' })?.record.name).toBe('Undefined')
  })

  it("a token's conditions: none without a token or a state", () => {
    expect(tokenConditions(null)).toEqual([])
    expect(tokenConditions({ instance: undefined })).toEqual([])
    expect(tokenConditions({ instance: state(['prone', 'bleeding']) })).toEqual([
      'prone',
      'bleeding',
    ])
  })

  it('L204 Destroy: a listed weapon is broken, another is not; a mark with no list breaks all', () => {
    const listed = state(['weapon-destroyed'], 10, { destroyedWeapons: ['sling'] })
    expect(weaponBroken(listed as never, 'sling')).toBe(true)
    expect(weaponBroken(listed as never, 'twin-blades')).toBe(false)
    expect(weaponBroken(state(['weapon-destroyed']) as never, 'twin-blades')).toBe(true)
    expect(weaponBroken(state([], 10, { destroyedWeapons: ['sling'] }) as never, 'sling')).toBe(
      false,
    )
  })

  it('a hand edit keeps the details of conditions still on, and drops the rest', () => {
    const before = state(['exhaustion', 'weapon-destroyed', 'poisoned', 'unmasked'], 10, {
      exhaustion: 3,
      destroyedWeapons: ['sling'],
      saveDCs: { poisoned: 12 },
      since: { unmasked: 100 },
    }) as never
    expect(
      keptByHandEdit(before, ['exhaustion', 'weapon-destroyed', 'poisoned', 'unmasked'], 500),
    ).toEqual({
      exhaustion: 3,
      destroyedWeapons: ['sling'],
      saveDCs: { poisoned: 12 },
      since: { unmasked: 100 },
    })
    // Strictly: a kept detail that is undefined would still be written into the state.
    expect(keptByHandEdit(before, ['prone'], 500)).toStrictEqual({})
  })

  it('a Destroy mark ticked on by hand on a token with no state before keeps no weapon list', () => {
    expect(keptByHandEdit(undefined, ['weapon-destroyed', 'exhaustion'])).toStrictEqual({})
  })

  it('with no state before, Unmasked ticked on begins now, and nothing else is kept', () => {
    expect(keptByHandEdit(undefined, ['unmasked', 'exhaustion'], 500)).toEqual({
      since: { unmasked: 500 },
    })
    expect(keptByHandEdit(undefined, ['unmasked'])).toEqual({})
  })
})
