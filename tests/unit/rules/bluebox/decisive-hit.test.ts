/**
 * A Decisive hit's chosen option on the target, rolled from the map (L199-L205, Decisive Rolls &
 * Hits): Hamstring, Destroy and Unmask change the target; the dice log says what they did.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import { applyStateChanges } from '../../../../shared/play/combat'
import { endUntilRest } from '../../../../shared/play/rest/until-rest'
import { RollRefused, type RolledRequest } from '../../../../shared/rules'
import { conditionsOfBeing, movementSpeed, type NpcRecord } from '../../../../shared/rules/bluebox'
import { bluebox, demo, inFight, instanceIn, state } from './combat-fixture'

/** The demo with the Scrap Hound and the Harbour Smuggler beside Vaka (she stands at 1,5). */
function field(instances: Record<string, object> = {}): Campaign {
  const c = demo({ 'npc-hound': state([], 11), 'npc-ambusher': state([], 11), ...instances })
  c.tokens['npc-hound']!.hex = { q: 2, r: 5 }
  c.tokens['npc-ambusher']!.hex = { q: 1, r: 4 }
  return c
}

/**
 * Vaka's Twin blades at `targetId` with a natural 12 (L199: a 12 on the d12 is Decisive; L201: an
 * attack roll that is Decisive hits) and every damage die a 1; the dice are not what is tested.
 */
function decisive(
  c: Campaign,
  targetId: string,
  situation: Record<string, unknown>,
  natural = 12,
): RolledRequest {
  return bluebox.rolls.resolve(
    { kind: 'attack', attackerId: 'pc-vaka', weaponId: 'twin-blades', targetId, situation },
    c,
    scriptedDice({ 12: [natural], 4: Array<number>(10).fill(1) }),
  )
}

describe('L203 Hamstring: movement halved until the target rests', () => {
  it('the target is Hamstrung, remembered as lasting until a rest, and the log says so', () => {
    const out = decisive(field(), 'npc-hound', { decisiveOption: 'hamstring' })
    expect(instanceIn(out.changes, 'npc-hound')?.conditions).toEqual(['hamstrung'])
    expect(out.changes).toContainEqual({
      kind: 'until-rest',
      tokenId: 'npc-hound',
      condition: 'hamstrung',
    })
    expect(out.outcome.detail).toContain('Scrap Hound is Hamstrung until a rest')
    // "reducing their movement by ½": a 6 m speed reads 3 m.
    const held = instanceIn(out.changes, 'npc-hound')!.conditions as string[]
    expect(movementSpeed(6, conditionsOfBeing(held))).toBe(3)
  })

  it('"persists until they rest": the token keeps it past the fight, and its rest ends it', () => {
    const out = decisive(inFight(field()), 'npc-hound', { decisiveOption: 'hamstring' })
    const after = applyStateChanges(inFight(field()), out.changes)
    expect(after.tokens['npc-hound']?.untilRest).toEqual(['hamstrung'])
    const rested = endUntilRest(after, ['npc-hound'])
    expect(
      (rested.campaign.tokens['npc-hound']?.instance as { conditions: string[] }).conditions,
    ).toEqual([])
    expect(rested.outcomes.map((o) => o.outcome)).toEqual(['ends Hamstrung'])
  })

  it('only on a natural 12: an 11 that hits leaves the target unhamstrung', () => {
    const out = decisive(field(), 'npc-hound', { decisiveOption: 'hamstring' }, 11)
    expect(out.outcome.outcome).not.toBe('miss')
    expect(instanceIn(out.changes, 'npc-hound')?.conditions).toEqual([])
    expect(out.changes.some((x) => x.kind === 'until-rest')).toBe(false)
  })
})

describe("L204 Destroy: 1 Flaw on the chosen weapon's attacks until repaired", () => {
  it("the GM's pick among the target's weapons is the one destroyed", () => {
    const out = decisive(field(), 'npc-ambusher', {
      decisiveOption: 'destroy',
      destroyWeaponId: 'disk-sling',
    })
    const inst = instanceIn(out.changes, 'npc-ambusher')!
    expect(inst.conditions).toEqual(['weapon-destroyed'])
    expect(inst.destroyedWeapons).toEqual(['disk-sling'])
    expect(out.outcome.detail).toContain(
      "Hidden Ambusher's Disk Sling is destroyed: 1 Flaw on its attacks and no Modules until repaired",
    )
  })

  it('with no pick, the first weapon on its sheet (the Hook Knife)', () => {
    const out = decisive(field(), 'npc-ambusher', { decisiveOption: 'destroy' })
    expect(instanceIn(out.changes, 'npc-ambusher')!.destroyedWeapons).toEqual(['hook-knife'])
  })

  it("the broken weapon's attacks carry 1 Flaw named Weapon Destroyed; its other weapon's none", () => {
    const broken = {
      'npc-ambusher': state(['weapon-destroyed'], 11, { destroyedWeapons: ['hook-knife'] }),
    }
    const c = field(broken)
    const knife = bluebox.rolls.resolve(
      {
        kind: 'attack',
        attackerId: 'npc-ambusher',
        weaponId: 'hook-knife',
        targetId: 'pc-vaka',
        situation: {},
      },
      c,
      scriptedDice({ 12: [2], 4: [1] }),
    )
    expect(knife.outcome.detail).toContain('Weapon Destroyed (attacker) 1 Flaw')
    const sling = bluebox.rolls.resolve(
      {
        kind: 'attack',
        attackerId: 'npc-ambusher',
        weaponId: 'disk-sling',
        targetId: 'pc-vaka',
        situation: {},
      },
      c,
      scriptedDice({ 12: [2], 4: [1] }),
    )
    expect(sling.outcome.detail).not.toContain('Weapon Destroyed')
  })

  it("an older campaign's mark with no weapon named reads as every weapon of the token", () => {
    const c = field({ 'npc-ambusher': state(['weapon-destroyed'], 11) })
    const sling = bluebox.rolls.resolve(
      {
        kind: 'attack',
        attackerId: 'npc-ambusher',
        weaponId: 'disk-sling',
        targetId: 'pc-vaka',
        situation: {},
      },
      c,
      scriptedDice({ 12: [2], 4: [1] }),
    )
    expect(sling.outcome.detail).toContain('Weapon Destroyed (attacker) 1 Flaw')
  })

  it('a target whose sheet has no weapon: said, and nothing applied', () => {
    const c = field()
    const hound = c.npcs['sample-scrap-hound'] as NpcRecord
    c.npcs['sample-scrap-hound'] = { ...hound, weapons: [] }
    const out = decisive(c, 'npc-hound', { decisiveOption: 'destroy' })
    expect(instanceIn(out.changes, 'npc-hound')?.conditions).toEqual([])
    expect(instanceIn(out.changes, 'npc-hound')?.destroyedWeapons).toBeUndefined()
    expect(out.outcome.detail).toContain(
      'Scrap Hound has no weapon on its sheet: nothing is destroyed',
    )
  })

  it('a weapon the target does not have is refused before any die is thrown', () => {
    const dice = scriptedDice({})
    expect(() =>
      bluebox.rolls.resolve(
        {
          kind: 'attack',
          attackerId: 'pc-vaka',
          weaponId: 'twin-blades',
          targetId: 'npc-hound',
          situation: { decisiveOption: 'destroy', destroyWeaponId: 'disk-sling' },
        },
        field(),
        dice,
      ),
    ).toThrow(new RollRefused("Scrap Hound's sheet has no such weapon to destroy"))
  })
})

describe('L205 Unmask: "If they wear one", the target is Unmasked', () => {
  it('with the mask ticked: Unmasked from now on the party clock', () => {
    // The demo has no clock yet: day 1, 08:00 = 8 × 3600 s; round 2 of a fight adds 2 × 6 s.
    const out = decisive(inFight(field()), 'npc-hound', {
      decisiveOption: 'unmask',
      targetMasked: true,
    })
    const inst = instanceIn(out.changes, 'npc-hound')!
    expect(inst.conditions).toEqual(['unmasked'])
    expect(inst.since).toEqual({ unmasked: 8 * 3600 + 12 })
    expect(out.outcome.detail).toContain(
      "Scrap Hound's mask is knocked off into an adjacent hex: Scrap Hound is Unmasked",
    )
  })

  it('without a mask: nothing changes, and the log says why', () => {
    const out = decisive(field(), 'npc-hound', { decisiveOption: 'unmask' })
    expect(instanceIn(out.changes, 'npc-hound')?.conditions).toEqual([])
    expect(out.outcome.detail).toContain('Scrap Hound wears no mask: Unmask does nothing')
  })
})
