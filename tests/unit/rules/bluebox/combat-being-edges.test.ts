/**
 * One being in a fight at the edges of its damage and healing pipelines, worked out by hand from
 * seed 000's Down & Out (L837-L843: 0 HP is Down with 1 Exhaustion, the third damage instance while
 * Down is Out, a melee hit on an Out being kills, healing ends these), Death Saves (L848-L852),
 * Focus checks (L393: DC = damage, at least 6), Bleeding (L815: healing ends it) and damage types
 * (L279-L287).
 */
import { describe, expect, it } from 'vitest'
import {
  beingConditions,
  counted,
  healBeing,
  hurtBeing,
  isDead,
  settleDamage,
  withTrack,
} from '../../../../shared/rules/bluebox/adapter/combat-being'
import { resolveBlueboxOptions } from '../../../../shared/rules/bluebox/engine/options'
import type { BlueboxInstance, PcRecord } from '../../../../shared/rules/bluebox/engine/views'
import { blueboxDemo, demo, state } from './combat-fixture'

const inst = (conditions: string[], hp = 16, more: object = {}) =>
  state(conditions, hp, more) as BlueboxInstance
const track = (s: 'down' | 'out' | 'stable' | 'dead', more: object = {}) => ({
  state: s,
  instances: 0,
  successes: 0,
  failures: 0,
  ...more,
})
const rules = resolveBlueboxOptions({})
const deathSaves = resolveBlueboxOptions({ downAndOut: 'death-saves' })

describe('what a token keeps about its conditions reaches the rules', () => {
  it("a Poisoned save's DC and Unmasked's start go to those conditions only", () => {
    const c = blueboxDemo({
      'pc-vaka': inst(['poisoned', 'bleeding', 'unmasked'], 10, {
        saveDCs: { poisoned: 12 },
        since: { unmasked: 300 },
      }),
    })
    expect(beingConditions(c, c.tokens['pc-vaka']!)).toStrictEqual([
      { id: 'poisoned', saveDC: 12 },
      { id: 'bleeding' },
      { id: 'unmasked', sinceSeconds: 300 },
    ])
  })
})

describe('counts in words for the log', () => {
  it('one is singular; a word ending in s takes -es, others -s', () => {
    expect(counted(1, 'failure')).toBe('1 failure')
    expect(counted(2, 'success')).toBe('2 successes')
    expect(counted(3, 'save')).toBe('3 saves')
    expect(counted(0, 'level')).toBe('0 levels')
  })
})

describe('the conditions follow the Down & Out track', () => {
  const all = ['down', 'out', 'unconscious', 'prone']

  it('getting up from stable wakes the being (its Unconscious was the track’s)', () => {
    expect(
      withTrack(inst(all, 0, { down: track('stable') }), { ...track('down'), state: 'up' }),
    ).toStrictEqual(inst(['prone'], 0))
  })

  it('getting up from Out ends Down and Out only: an Unconscious from elsewhere stays', () => {
    const r = withTrack(inst(all, 0, { down: track('out') }), { ...track('down'), state: 'up' })
    expect(r.conditions).toEqual(['unconscious', 'prone'])
  })

  it('a stable being hurt again is Down, no longer asleep (L852: back on its Death Saves)', () => {
    const r = withTrack(
      inst(['out', 'unconscious', 'prone'], 0, { down: track('stable') }),
      track('down'),
    )
    expect(r.conditions).toEqual(['prone', 'down'])
    expect(r.down).toEqual(track('down'))
  })

  it('Down from anywhere else only drops Out', () => {
    const r = withTrack(
      inst(['out', 'unconscious', 'prone'], 0, { down: track('out') }),
      track('down'),
    )
    expect(r.conditions).toEqual(['unconscious', 'prone', 'down'])
  })

  it('three Death Save successes: Unconscious instead of Down and Out (L850)', () => {
    const r = withTrack(inst(['down', 'out', 'bleeding'], 0), track('stable', { successes: 3 }))
    expect(r.conditions).toEqual(['bleeding', 'unconscious'])
  })

  it('only a track that says dead is dead', () => {
    expect(isDead(undefined)).toBe(false)
    expect(isDead(inst(['down', 'out'], 0))).toBe(false)
    expect(isDead(inst(['down', 'out'], 0, { down: track('dead') }))).toBe(true)
  })
})

describe('settling damage', () => {
  const down = inst(['down'], 0, { down: track('down') })

  it('damage while Down is one instance, with no "is Down" again and no Death Save (L841)', () => {
    const r = settleDamage(down, down, 3, 'Vaka', rules)
    expect(r.notes).toEqual([])
    expect(r.instance.down).toEqual(track('down', { instances: 1 }))
  })

  it('with Death Saves, dropping to 0 is Down and 1 Exhaustion, not yet a failure (L837-L839)', () => {
    const up = inst([], 3)
    const vaka = demo().pcs['vaka'] as PcRecord
    const r = settleDamage(up, { ...up, hp: 0 }, 4, 'Vaka', deathSaves, false, vaka)
    expect(r.notes).toEqual(['Vaka is Down', 'Vaka takes 1 level of Exhaustion (0 → 1)'])
    expect(r.pc?.exhaustion).toBe(1)
  })

  it('with Death Saves, damage while Down is one failure (L852)', () => {
    const r = settleDamage(down, down, 2, 'Vaka', deathSaves)
    expect(r.notes).toEqual(['damage while Down: Death Save failure 1 of 3'])
  })

  it('an Out being is killed only by a melee hit (L841); damage from elsewhere leaves it Out', () => {
    const out = inst(['down', 'out'], 0, { down: track('out', { instances: 3 }) })
    const bled = settleDamage(out, out, 2, 'Vaka', rules)
    expect(bled.notes).toEqual([])
    expect(isDead(bled.instance)).toBe(false)
    const struck = settleDamage(out, out, 2, 'Vaka', rules, true)
    expect(struck.notes).toEqual(['the melee hit kills Vaka'])
    expect(isDead(struck.instance)).toBe(true)
  })

  it('a Focused being that takes damage is asked for a Focus check at max(6, damage) (L393)', () => {
    const focused = inst(['focused'], 16)
    expect(settleDamage(focused, { ...focused, hp: 13 }, 3, 'Vaka', rules).notes).toEqual([
      'Vaka is Focused: Focus check DC 6',
    ])
    expect(settleDamage(focused, { ...focused, hp: 8 }, 8, 'Vaka', rules).notes).toEqual([
      'Vaka is Focused: Focus check DC 8',
    ])
    // No damage reached THP or HP: nothing to check.
    expect(settleDamage(focused, focused, 0, 'Vaka', rules).notes).toEqual([])
    const plain = inst([], 16)
    expect(settleDamage(plain, { ...plain, hp: 13 }, 3, 'Vaka', rules).notes).toEqual([])
  })

  it('a Focused being killed is asked for no Focus check', () => {
    const out = inst(['down', 'out', 'focused'], 0, { down: track('out', { instances: 3 }) })
    expect(settleDamage(out, out, 2, 'Vaka', rules, true).notes).toEqual([
      'the melee hit kills Vaka',
    ])
  })
})

describe('damage outside an attack meets the sheet’s damage types', () => {
  // The Rust Sentinel: vulnerable to acid, immune to psychic, 24 HP; no Plating left here so
  // nothing halves the damage.
  const c = blueboxDemo({ 'npc-sentinel': inst([], 24) })
  const sentinel = c.tokens['npc-sentinel']!
  const fresh = inst([], 24)

  it('Vulnerability doubles acid (L283): 3 acid is 6', () => {
    const r = hurtBeing(c, sentinel, fresh, { amount: 3, type: 'acid' })
    expect(r.damage).toBe(6)
    expect(r.instance.hp).toBe(18)
  })

  it('Immunity negates psychic (L287)', () => {
    expect(hurtBeing(c, sentinel, fresh, { amount: 5, type: 'psychic' }).damage).toBe(0)
  })

  it('Bleeding on an Out being is not a melee hit: it stays Out', () => {
    const vc = blueboxDemo()
    const out = inst(['down', 'out'], 0, { down: track('out', { instances: 3 }) })
    const r = hurtBeing(vc, vc.tokens['pc-vaka']!, out, { amount: 2, pure: true })
    expect(r.instance.down?.state).toBe('out')
  })
})

describe('healing', () => {
  it('no HP healed (only temporary HP) ends no Bleeding (L815 ends it on healing)', () => {
    const r = healBeing(inst(['bleeding'], 10), 10, 3, 0, rules)
    expect(r.conditions).toEqual(['bleeding'])
  })

  it('healing ends Down and Bleeding (L842, L815)', () => {
    const r = healBeing(inst(['down', 'bleeding'], 0, { down: track('down') }), 3, 0, 3, rules)
    expect(r.conditions).toEqual([])
    expect(r.down).toBeUndefined()
  })

  it('with Death Saves healing is one success: the being stays Down, its Bleeding ends (L852)', () => {
    const r = healBeing(inst(['down', 'bleeding'], 0, { down: track('down') }), 2, 0, 2, deathSaves)
    expect(r.conditions).toEqual(['down'])
    expect(r.down).toEqual(track('down', { successes: 1 }))
  })

  it('the dead stay dead: healing leaves Down and Out on them', () => {
    const r = healBeing(inst(['down', 'out'], 0, { down: track('dead') }), 0, 0, 5, rules)
    expect(r.conditions).toEqual(['down', 'out'])
    expect(isDead(r)).toBe(true)
  })
})
