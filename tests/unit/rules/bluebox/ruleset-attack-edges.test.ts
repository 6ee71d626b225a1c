/**
 * An attack from the map at its edges: tokens on different maps, a ranged weapon past twice its
 * range, a map of 2 m hexes, the attacker's Exhaustion and a Back-footed target in the log, a
 * Decisive roll named, a Hidden target refused, and what a miss leaves out (seed 000: Attack
 * L453-459, Shove L470-472, Opportunity Attack L474-476, Trip L496-498, Beyond Range L486-488,
 * Prone L988, Decisive Rolls L195-199, Hidden L934, Exhaustion L868-869).
 */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../shared/model'
import { RollRefused } from '../../../../shared/rules'
import { attackHound, demo, instanceIn, state } from './combat-fixture'

// Vaka: level 2 (Power Die d4), Twin blades (melee, 1 m, DEX +2, Practiced, stone damage).
// Mira: Disk launcher (ranged, 10 m, DEX +1). The Scrap Hound: AC 11 (base 9 + DEX 2), BAC 5
// (base 7 + KNO −2), 11 HP, resistant to iron only.
const hound = (conditions: string[], more: object = {}) => ({
  hp: 11,
  thp: 0,
  plating: 0,
  conditions,
  ...more,
})

/** The demo with the Scrap Hound `hexes` (1 m each) east of Vaka, and these states. */
function field(houndState: object, hexes = 1, mine: object = state([])): Campaign {
  const c = demo({ 'npc-hound': houndState, 'pc-vaka': mine, 'pc-mira': state([]) })
  c.tokens['npc-hound']!.hex = { q: 1 + hexes, r: 5 }
  return c
}

const attack = attackHound

const refusal = (run: () => unknown): string => {
  try {
    run()
  } catch (e) {
    expect(e).toBeInstanceOf(RollRefused)
    return (e as Error).message
  }
  return 'no refusal'
}

describe('where the two tokens stand', () => {
  it('tokens on different maps cannot attack each other', () => {
    const c = field(hound([]))
    c.tokens['npc-hound']!.mapId = 'elsewhere'
    expect(refusal(() => attack(c, {}, {}))).toBe('Vaka and Scrap Hound are on different maps')
  })

  it('a ranged weapon reaches twice its range, with Beyond Range’s Flaw, and no further (L486-488)', () => {
    // Mira at q 2, r 2; the Hound on the same row, 21 and 20 hexes of 1 m east.
    const at = (hexes: number) => {
      const c = field(hound([]))
      c.tokens['npc-hound']!.hex = { q: 2 + hexes, r: 2 }
      return c
    }
    expect(refusal(() => attack(at(21), {}, {}, 'pc-mira'))).toBe(
      "Scrap Hound is 21 m away, beyond twice Disk launcher's range of 10 m",
    )
    // d12 11 + DEX 1 − Flaw d4 2 = 10 misses AC 11.
    const far = attack(at(20), {}, { 12: [11], 4: [2] }, 'pc-mira')
    expect(far.outcome.detail).toContain('Beyond Range')
    expect(far.outcome.outcome).toBe('miss')
  })

  it('reach is measured in the map’s own metres: one 2 m hex is past a 1 m reach', () => {
    const c = field(hound([]))
    const map = c.maps.causeway!
    if (map.kind !== 'hex') throw new Error('the demo map is hex')
    map.metresPerHex = 2
    expect(refusal(() => attack(c, {}, {}))).toBe(
      'Twin blades reaches 1 m; Scrap Hound is 2 m away',
    )
  })

  it('a Hidden target cannot be attacked (L934)', () => {
    expect(refusal(() => attack(field(hound(['hidden'])), {}, {}))).toBe(
      'Scrap Hound is Hidden: it cannot be targeted by attacks',
    )
  })
})

describe('the attack in the log', () => {
  it('the attacker’s Exhaustion comes off the roll and is named (L869)', () => {
    // d12 10 + 2 − 1 = 11: meets AC 11.
    const out = attack(field(hound([]), 1, state(['exhaustion'])), {}, { 12: [10], 4: [1] })
    expect(out.outcome.total).toBe(11)
    expect(out.outcome.detail).toMatch(/^d12 10 → 11 vs AC 11, exhaustion −1; /)
  })

  it('a Back-footed target is hit against its BAC (L457)', () => {
    // d12 3 + 2 = 5: meets BAC 5, not AC 11.
    const out = attack(field(hound(['back-footed'])), {}, { 12: [3], 4: [1] })
    expect(out.outcome.detail).toMatch(/^d12 3 → 5 vs BAC 5; /)
    expect(out.outcome.public).toEqual({
      what: 'Attack with Twin blades',
      total: 5,
      outcome: 'hit',
    })
  })

  it('a natural 12 is a Decisive hit, said in the log and on the table (L195-199)', () => {
    const out = attack(field(hound([])), {}, { 12: [12], 4: [1] })
    expect(out.outcome.detail).toMatch(/^d12 12 → 14 vs AC 11, Decisive; /)
    expect(out.outcome.public).toEqual({
      what: 'Attack with Twin blades',
      total: 14,
      outcome: 'hit (Decisive)',
    })
  })

  it('a Decisive Shove deals no damage either (L472)', () => {
    const out = attack(field(hound([])), { action: 'shove' }, { 12: [12] })
    expect(out.outcome.outcome).toBe('hit (Decisive): no damage')
    expect(out.label).toBe('Vaka makes a Shove at Scrap Hound')
    expect(out.outcome.public).toEqual({
      what: 'Shove with Twin blades',
      total: 14,
      outcome: 'hit (Decisive)',
    })
  })

  it('a missed Shove says nothing of a push', () => {
    const out = attack(field(hound([])), { action: 'shove' }, { 12: [2] })
    expect(out.outcome.detail).toBe('d12 2 → 4 vs AC 11')
  })

  it('a Trip on a Prone target changes nothing (L498)', () => {
    // d12 11 + 2 + Prone's Edge d4 2 = 15 hits (L988: melee attacks on a Prone being have Edge).
    const out = attack(field(hound(['prone'])), { action: 'trip' }, { 12: [11], 4: [2] })
    expect(out.outcome.outcome).toBe('hit: no damage')
    expect(out.changes).toEqual([])
  })

  it('a missed Opportunity Attack does not stop the mover (L476)', () => {
    const out = attack(field(hound([])), { action: 'opportunity' }, { 12: [2] })
    expect(out.outcome.outcome).toBe('miss')
    expect(out.label).toBe('Vaka makes an Opportunity Attack at Scrap Hound')
    expect(out.outcome.detail).not.toContain('stops moving')
    expect('stopsMove' in out).toBe(false)
    expect(instanceIn(out.changes, 'npc-hound')).toEqual(hound([]))
  })

  it('a hit Opportunity Attack stops the mover where it is (L476)', () => {
    const out = attack(field(hound([])), { action: 'opportunity' }, { 12: [11], 4: [1] })
    expect(out.stopsMove).toBe('npc-hound')
  })

  it('a hit Trip says the target falls Prone (L498)', () => {
    const out = attack(field(hound([])), { action: 'trip' }, { 12: [11] })
    expect(out.outcome.detail).toBe('d12 11 → 13 vs AC 11; Scrap Hound falls Prone')
  })

  it('a plain attack that hits stops no one', () => {
    const out = attack(field(hound([])), {}, { 12: [11], 4: [1] })
    expect('stopsMove' in out).toBe(false)
  })
})
