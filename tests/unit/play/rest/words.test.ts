/**
 * A rest plan in words, as the board, the players' view and the day log write it: a member's name
 * and each planned activity with its item, weapon, Modules and ally. The demo's Vaka, Orin and
 * Mira are tokens pc-vaka, pc-orin, pc-mira of the player characters vaka, orin, mira.
 */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../shared/model'
import { memberName, RestRefused, slotWords } from '../../../../shared/play/rest'
import { bluebox } from '../../rules/bluebox/combat-fixture'
import { hookedRest, hurtParty } from './fixture'

describe('memberName', () => {
  it("a token's name, else its player character's, else the id", () => {
    const c = hurtParty()
    expect(memberName(c, 'pc-orin')).toBe('Orin')
    // The player character vaka has no token of that id: her sheet's name.
    expect(memberName(c, 'vaka')).toBe(c.pcs.vaka!.name)
    expect(c.pcs.vaka!.name).not.toBe('vaka')
    expect(memberName(c, 'ghost')).toBe('ghost')
  })

  it('a player character whose sheet has no name string is named by its id', () => {
    const c = hurtParty()
    const pcs = { ...c.pcs, vaka: { ...c.pcs.vaka!, name: 7 } } as unknown as Campaign['pcs']
    expect(memberName({ ...c, pcs }, 'vaka')).toBe('vaka')
  })
})

describe('slotWords', () => {
  const c = hurtParty()
  const plain = bluebox.rest!
  const hooked = hookedRest()

  it('an activity by its name, an unknown one by its id', () => {
    expect(slotWords(c, plain, { activity: 'restore-hp' })).toBe('Restore HP')
    expect(slotWords(c, plain, { activity: 'nap' })).toBe('nap')
  })

  it('the item crafted and its count; the count left out when asked; an unknown item by its id', () => {
    const rope = { activity: 'craft', item: 'rope', count: 2 }
    expect(slotWords(c, plain, rope)).toBe('Craft Simple Craftables: Rope × 2')
    expect(slotWords(c, plain, rope, 'pc-vaka', { noCount: true })).toBe(
      'Craft Simple Craftables: Rope',
    )
    expect(slotWords(c, plain, { activity: 'craft', item: 'rope' })).toBe(
      'Craft Simple Craftables: Rope',
    )
    expect(slotWords(c, plain, { activity: 'craft', item: 'kite' })).toBe(
      'Craft Simple Craftables: kite',
    )
  })

  it("the weapon by the member's name for it; by its id with no member, no hook or no such weapon", () => {
    const spear = { activity: 'practice-weapon', weapon: 'spear' }
    expect(slotWords(c, hooked, spear, 'pc-orin')).toBe('Practice with a weapon: Long spear')
    expect(slotWords(c, hooked, spear)).toBe('Practice with a weapon: spear')
    const { weapons: _w, ...blind } = plain
    expect(slotWords(c, blind, spear, 'pc-orin')).toBe('Practice with a weapon: spear')
    expect(slotWords(c, hooked, { ...spear, weapon: 'axe' }, 'pc-orin')).toBe(
      'Practice with a weapon: axe',
    )
  })

  it('the Modules taken off and put on, either alone', () => {
    const swap = { activity: 'swap-module', remove: 'Scope', install: 'Bayonet' }
    const name = 'Swap, remove or install a Tool Module'
    expect(slotWords(c, plain, swap)).toBe(`${name} (off Scope, on Bayonet)`)
    expect(slotWords(c, plain, { activity: 'swap-module', remove: 'Scope' })).toBe(
      `${name} (off Scope)`,
    )
    expect(slotWords(c, plain, { activity: 'swap-module', install: 'Bayonet' })).toBe(
      `${name} (on Bayonet)`,
    )
  })

  it('an ally: "to" for a gift, "for" otherwise, by the name given; none when it is oneself', () => {
    const repair = { activity: 'repair-plating', target: 'pc-orin' }
    expect(slotWords(c, plain, repair, 'pc-vaka')).toBe('Repair Plating for Orin')
    expect(slotWords(c, plain, { activity: 'gift', target: 'pc-orin' }, 'pc-vaka')).toBe(
      'Gift your Rest Activity to Orin',
    )
    expect(slotWords(c, plain, repair, 'pc-vaka', { targetName: () => 'an ally' })).toBe(
      'Repair Plating for an ally',
    )
    expect(slotWords(c, plain, repair, 'pc-orin')).toBe('Repair Plating')
    expect(slotWords(c, plain, { activity: 'nap', target: 'pc-orin' }, 'pc-vaka')).toBe(
      'nap for Orin',
    )
  })
})

describe('RestRefused', () => {
  it('names itself, so a caught refusal reads as one', () => {
    expect(String(new RestRefused('choose who rests'))).toBe('RestRefused: choose who rests')
  })
})
