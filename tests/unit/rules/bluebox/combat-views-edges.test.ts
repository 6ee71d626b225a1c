/**
 * The tracker's reading of a Blue Box being at its edges: what a condition keeps with it (the DC
 * the GM gave Poisoned's save, when Unmasked began, the weapons Weapon Destroyed broke), what the
 * GM's list says for every place on the Down & Out track, and reach (seed 000: Reach, Range L175;
 * Armor & Plating L217; THP L307; Down & Out L835; Poisoned L974; Unmasked L207).
 */
import { describe, expect, it } from 'vitest'
import { combat, demo, state } from './combat-fixture'

describe('what a condition keeps with it', () => {
  it('Poisoned given with a DC keeps it; given again with a new DC replaces it, the same DC is no change', () => {
    // Poisoned (L978): a FOR save at the end of each turn, against a DC the GM names.
    const on = combat.withCondition(state([]), 'poisoned', true, { dc: 9 }) as never
    expect(on).toEqual({ ...state(['poisoned']), saveDCs: { poisoned: 9 } })
    const raised = combat.withCondition(on, 'poisoned', true, { dc: 11 })
    expect(raised).toEqual({ ...state(['poisoned']), saveDCs: { poisoned: 11 } })
    expect(combat.withCondition(on, 'poisoned', true, { dc: 9 })).toBe(on)
    // Already on and no DC given: nothing to change.
    expect(combat.withCondition(on, 'poisoned', true)).toBe(on)
  })

  it('a DC for an instance that never had one is kept beside no others', () => {
    const inst = state(['poisoned'])
    expect(combat.withCondition(inst, 'poisoned', true, { dc: 7 })).toEqual({
      ...inst,
      saveDCs: { poisoned: 7 },
    })
  })

  it('Unmasked keeps when it began on the party clock; another condition does not', () => {
    // Unmasked (L207): its damage starts once it has lasted more than 6 hours, so its start counts.
    expect(combat.withCondition(state([]), 'unmasked', true, { clockSeconds: 3600 })).toEqual({
      ...state(['unmasked']),
      since: { unmasked: 3600 },
    })
    expect(combat.withCondition(state([]), 'prone', true, { clockSeconds: 3600 })).toEqual(
      state(['prone']),
    )
  })

  it('a new DC for a condition already on keeps when it began', () => {
    const inst = { ...state(['unmasked']), since: { unmasked: 60 } }
    expect(combat.withCondition(inst, 'unmasked', true, { dc: 8, clockSeconds: 900 })).toEqual({
      ...inst,
      saveDCs: { unmasked: 8 },
    })
  })

  it('taking a condition off forgets its own DC and start, and keeps the others', () => {
    const inst = {
      ...state(['poisoned', 'unmasked', 'bleeding']),
      saveDCs: { poisoned: 9, bleeding: 8 },
      since: { unmasked: 60 },
    }
    expect(combat.withCondition(inst, 'poisoned', false)).toEqual({
      ...state(['unmasked', 'bleeding']),
      saveDCs: { bleeding: 8 },
      since: { unmasked: 60 },
    })
    expect(combat.withCondition(inst, 'unmasked', false)).toEqual({
      ...state(['poisoned', 'bleeding']),
      saveDCs: { poisoned: 9, bleeding: 8 },
    })
    const alone = { ...state(['poisoned']), saveDCs: { poisoned: 9 } }
    expect(combat.withCondition(alone, 'poisoned', false)).toEqual(state([]))
  })

  it('Weapon Destroyed taken off forgets the broken weapons; another condition taken off keeps them', () => {
    const inst = { ...state(['weapon-destroyed', 'prone']), destroyedWeapons: ['twin-blades'] }
    expect(combat.withCondition(inst, 'weapon-destroyed', false)).toEqual(state(['prone']))
    expect(combat.withCondition(inst, 'prone', false)).toEqual({
      ...state(['weapon-destroyed']),
      destroyedWeapons: ['twin-blades'],
    })
  })

  it('the Down & Out track stays while Down or Out stays, and when a condition is added', () => {
    const track = { down: { state: 'down', instances: 1, successes: 0, failures: 0 } }
    const downProne = state(['down', 'prone'], 0, track)
    expect(combat.withCondition(downProne, 'prone', false)).toEqual(state(['down'], 0, track))
    const out = state(['down', 'out'], 0, track)
    expect(combat.withCondition(out, 'down', false)).toEqual(state(['out'], 0, track))
    expect(combat.withCondition(out, 'out', false)).toEqual(state(['down'], 0, track))
    expect(combat.withCondition(state(['down'], 0, track), 'prone', true)).toEqual(
      state(['down', 'prone'], 0, track),
    )
  })
})

describe('the GM list at the edges', () => {
  const track = (more: object) => ({
    down: { state: 'down', instances: 0, successes: 0, failures: 0, ...more },
  })
  // Vaka's sheet: 16 HP, Plating 2 from her armour (the demo's sheet).
  const vaka = (lines: string[]) => ['HP 0/16', 'Plating 0/2', ...lines]
  it.each<[string, string, object, string[]]>([
    // THP (L307) is health on top of HP: no line when a being has none.
    ['no THP line at 0', 'pc-orin', state([], 10), ['HP 10/16', 'Plating 0/6']],
    // The crate has no sheet: HP alone, and Plating with no maximum only when it has some.
    ['a being with no sheet', 'obj-crate', { ...state([], 5), plating: 3 }, ['HP 5', 'Plating 3']],
    ['no sheet and no Plating', 'obj-crate', state([], 5), ['HP 5']],
    [
      'Down with no damage yet',
      'pc-vaka',
      state(['down'], 0, track({})),
      vaka(['Down: 0 of 3 damage']),
    ],
    [
      'one Death Save failure alone',
      'pc-vaka',
      state(['down'], 0, track({ failures: 1 })),
      vaka(['Death Saves 0 successes, 1 failure']),
    ],
    [
      'one Death Save success alone',
      'pc-vaka',
      state(['down'], 0, track({ successes: 1 })),
      vaka(['Death Saves 1 success, 0 failures']),
    ],
    // Three Death Save successes make it Stable (L848): the list says Stable, not the count.
    [
      'Stable',
      'pc-vaka',
      state(['down'], 0, track({ state: 'stable', successes: 3 })),
      vaka(['Stable (Unconscious)']),
    ],
    ['Out by its condition alone', 'pc-vaka', state(['down', 'out'], 0), vaka(['Out'])],
    ['Down by its condition alone', 'pc-vaka', state(['down'], 0), vaka(['Down: 0 of 3 damage'])],
  ])('%s', (_what, tokenId, inst, lines) => {
    const c = demo({ [tokenId]: inst })
    expect(combat.vitals(c.tokens[tokenId]!, c).lines).toEqual(lines)
  })

  it('a being with no sheet shows no health look for the strip', () => {
    const c = demo({ 'obj-crate': state([], 5) })
    expect(combat.vitals(c.tokens['obj-crate']!, c)).toEqual({ lines: ['HP 5'] })
  })
})

describe('out of the fight and reach at the edges', () => {
  it('a token with no instance is in the fight', () => {
    const c = demo()
    expect(combat.outOfFight!(c.tokens['pc-vaka']!, c)).toBe(false)
  })

  it('Down with a track that is not dead stays in the fight', () => {
    const c = demo({
      'pc-vaka': state(['down'], 0, {
        down: { state: 'down', instances: 2, successes: 0, failures: 2 },
      }),
    })
    expect(combat.outOfFight!(c.tokens['pc-vaka']!, c)).toBe(false)
  })

  it('reach is the longest melee weapon; a ranged weapon, however long, is no reach', () => {
    // Reach, Range (L175): melee weapons have reach, ranged ones range.
    const c = demo()
    const sheet = c.npcs['sample-harbour-smuggler']!
    const token = { ...c.tokens['npc-hound']!, npcId: sheet.id }
    c.tokens['npc-hound'] = token
    // Hook Knife (melee, 1 m) and Disk Sling (ranged, 10 m): reach 1.
    expect(combat.reach!(token, c)).toBe(1)
    const weapons = (sheet as unknown as { weapons: { reachOrRange: number; kind: string }[] })
      .weapons
    weapons.push({ ...weapons[0]!, kind: 'melee', reachOrRange: 3 })
    weapons.push({ ...weapons[0]!, kind: 'melee', reachOrRange: 2 })
    // Knife 1, pole 3, spear 2: the longest, 3.
    expect(combat.reach!(token, c)).toBe(3)
  })
})
