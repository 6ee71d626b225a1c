/**
 * The edges of a Decisive option applied to a target state directly (L201-L205, Decisive Rolls &
 * Hits): options the damage roll already shows change nothing here, a second Destroy or Unmask
 * keeps what the first one recorded, and no option but Hamstring asks to be remembered to a rest.
 */
import { describe, expect, it } from 'vitest'
import {
  applyDecisive,
  type DecisiveTarget,
} from '../../../../shared/rules/bluebox/engine/decisive-hit'
import type { BlueboxInstance } from '../../../../shared/rules/bluebox/engine/views'

const base = (more: Partial<BlueboxInstance> = {}): BlueboxInstance => ({
  hp: 11,
  thp: 0,
  plating: 0,
  conditions: [],
  ...more,
})

const hound: DecisiveTarget = {
  tokenId: 'npc-hound',
  name: 'Scrap Hound',
  weapons: [
    { id: 'jaws', name: 'Jaws' },
    { id: 'claws', name: 'Claws' },
  ],
}

describe('options the damage roll already shows (L202 Heavy Strike, L203 Shatter)', () => {
  it.each([undefined, 'heavy-strike', 'shatter'] as const)(
    '%s leaves the target as it was, with no note and no change',
    (option) => {
      const inst = base()
      const out = applyDecisive(option, inst, hound, {}, 100)
      // Heavy Strike is maximum damage and Shatter is Plating to 0: both are the damage roll's work.
      expect(out.instance).toBe(inst)
      expect(out.instance.conditions).toEqual([])
      expect(out.note).toBeNull()
      expect(out.changes).toEqual([])
    },
  )
})

describe('L205 Destroy: the weapon is broken, nothing is remembered to a rest', () => {
  it('a target with no weapons keeps its state and asks for no change', () => {
    const inst = base()
    const out = applyDecisive('destroy', inst, { ...hound, weapons: [] }, {}, 0)
    expect(out.instance).toBe(inst)
    expect(out.note).toContain('no weapon')
    expect(out.changes).toEqual([])
  })

  it('the first weapon is marked and listed, with no change beyond the state', () => {
    const out = applyDecisive('destroy', base(), hound, {}, 0)
    // No weapon chosen: the sheet's first weapon, Jaws.
    expect(out.instance.conditions).toEqual(['weapon-destroyed'])
    expect(out.instance.destroyedWeapons).toEqual(['jaws'])
    expect(out.note).toContain('Jaws is destroyed')
    expect(out.changes).toEqual([])
  })

  it('a mark with no list (an older campaign) already covers every weapon: the state stays', () => {
    const inst = base({ conditions: ['weapon-destroyed'] })
    const out = applyDecisive('destroy', inst, hound, { destroyWeaponId: 'claws' }, 0)
    // Listing only Claws would mend Jaws; the unlisted mark keeps every weapon broken.
    expect(out.instance).toBe(inst)
    expect(out.instance.destroyedWeapons).toBeUndefined()
    expect(out.note).toContain('Claws is destroyed')
  })

  it('a mark with a list adds the new weapon to it', () => {
    const inst = base({ conditions: ['weapon-destroyed'], destroyedWeapons: ['jaws'] })
    const out = applyDecisive('destroy', inst, hound, { destroyWeaponId: 'claws' }, 0)
    expect(out.instance.conditions).toEqual(['weapon-destroyed'])
    expect(out.instance.destroyedWeapons).toEqual(['jaws', 'claws'])
  })

  it('a list without the mark (not from an older campaign) gets the mark and the weapon', () => {
    const inst = base({ destroyedWeapons: ['jaws'] })
    const out = applyDecisive('destroy', inst, hound, { destroyWeaponId: 'claws' }, 0)
    expect(out.instance.conditions).toEqual(['weapon-destroyed'])
    expect(out.instance.destroyedWeapons).toEqual(['jaws', 'claws'])
  })
})

describe('L205 Unmask and L1036: the Unmasked clock starts once', () => {
  it('a target with no mask keeps its state and asks for no change', () => {
    const inst = base()
    const out = applyDecisive('unmask', inst, hound, { targetMasked: false }, 50)
    expect(out.instance).toBe(inst)
    expect(out.note).toContain('wears no mask')
    expect(out.changes).toEqual([])
  })

  it('a masked target is Unmasked from now, with no change beyond the state', () => {
    const out = applyDecisive('unmask', base(), hound, { targetMasked: true }, 50)
    expect(out.instance.conditions).toEqual(['unmasked'])
    expect(out.instance.since).toEqual({ unmasked: 50 })
    expect(out.note).toContain('Scrap Hound is Unmasked')
    expect(out.changes).toEqual([])
  })

  it('a second Unmask keeps the first start: the 6-hour count (L1036) is not reset', () => {
    const inst = base({ conditions: ['unmasked'], since: { unmasked: 10 } })
    const out = applyDecisive('unmask', inst, hound, { targetMasked: true }, 500)
    // Unmasked since 10 s; at 500 s it has lasted 490 s, not 0.
    expect(out.instance.since).toEqual({ unmasked: 10 })
    expect(out.instance.conditions).toEqual(['unmasked'])
  })
})

describe('L204 Hamstring is the only option remembered to a rest', () => {
  it('Hamstring marks the target and asks for an until-rest change', () => {
    const out = applyDecisive('hamstring', base(), hound, {}, 0)
    expect(out.instance.conditions).toEqual(['hamstrung'])
    expect(out.changes).toEqual([
      { kind: 'until-rest', tokenId: 'npc-hound', condition: 'hamstrung' },
    ])
  })
})
