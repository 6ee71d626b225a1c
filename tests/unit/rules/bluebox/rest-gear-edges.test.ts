/**
 * A rest's work on weapons at its edges: L689 "Repair your (or an ally's) damaged/destroyed weapon
 * or Tool" against the mark L204 Destroy leaves (1 Flaw on that weapon's attacks, no Modules), and
 * L692 "Swap, remove, or install (1) Tool Module". Demo: Vaka carries the Twin blades, Orin the
 * Forge hammer; the Rust Sentinel's Piston Maul carries one Module (an NPC's shared sheet).
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign, RestPlan } from '../../../../shared/model'
import type { PcRecord } from '../../../../shared/rules/bluebox'
import { demo, editPc, pcOf, plan, rest, SLING, state } from './rest-fixture'

const resolve = (p: RestPlan, c: Campaign) => rest.resolve(p, c, scriptedDice({}))
const tokenOf = (r: ReturnType<typeof resolve>, tokenId: string) => {
  const c = r.changes.find((x) => x.kind === 'instance' && x.tokenId === tokenId)
  return c?.kind === 'instance' ? (c.instance as Record<string, unknown>) : undefined
}

/** Vaka with the Twin blades and the Sling, her token marked with these destroyed weapons. */
function broken(list?: string[]): Campaign {
  const more = list ? { destroyedWeapons: list } : {}
  const c = demo({ 'pc-vaka': state(['weapon-destroyed'], 10, more) })
  return editPc(c, 'vaka', { weapons: [...(c.pcs.vaka as PcRecord).weapons, SLING] })
}

const repair = (slot: object) =>
  plan({ 'pc-orin': [{ activity: 'repair-tool', target: 'pc-vaka', ...slot }] })

describe('L689 repairing a destroyed weapon', () => {
  it('the last listed weapon repaired takes off the mark and the list with it', () => {
    const r = resolve(repair({ weapon: 'sling' }), broken(['sling']))
    expect(tokenOf(r, 'pc-vaka')).toEqual({ ...state([], 10) })
    expect(r.outcomes[0]).toMatchObject({
      outcome: 'Sling repaired; Weapon Destroyed ended',
      detail: 'its attacks lose the Flaw and its Modules work again',
    })
  })

  it('one of two repaired: the other stays destroyed, and the line says so', () => {
    const r = resolve(repair({ weapon: 'sling' }), broken(['twin-blades', 'sling']))
    expect(tokenOf(r, 'pc-vaka')).toMatchObject({
      conditions: ['weapon-destroyed'],
      destroyedWeapons: ['twin-blades'],
    })
    expect(r.outcomes[0]).toMatchObject({
      outcome: 'Sling repaired',
      detail: 'its attacks lose the Flaw and its Modules work again; other weapons stay destroyed',
    })
  })

  it('a slot naming no weapon repairs every destroyed one', () => {
    const r = resolve(repair({}), broken(['twin-blades', 'sling']))
    expect(tokenOf(r, 'pc-vaka')).toEqual({ ...state([], 10) })
    expect(r.outcomes[0]!.outcome).toBe('repaired; Weapon Destroyed ended')
  })

  it('a mark that names no weapon is taken off by repairing the one named', () => {
    const r = resolve(repair({ weapon: 'twin-blades' }), broken())
    expect(tokenOf(r, 'pc-vaka')).toEqual({ ...state([], 10) })
  })

  it('a weapon that is not among the destroyed ones repairs nothing', () => {
    const r = resolve(repair({ weapon: 'twin-blades' }), broken(['sling']))
    expect(tokenOf(r, 'pc-vaka')).toBeUndefined()
    expect(r.outcomes[0]).toMatchObject({ outcome: 'Twin blades repaired', detail: '' })
  })

  it('an ally who is not in the campaign: nothing to repair, the weapon named as asked', () => {
    const p = plan({ 'pc-orin': [{ activity: 'repair-tool', target: 'pc-gone', weapon: 'sling' }] })
    const r = resolve(p, broken(['sling']))
    expect(r.outcomes[0]).toMatchObject({
      what: 'Repair weapon or Tool for pc-gone',
      outcome: 'sling repaired',
    })
    expect(tokenOf(r, 'pc-vaka')).toBeUndefined()
  })
})

describe('repairs with and without a state to change', () => {
  const crate = plan({ 'obj-crate': [{ activity: 'repair-tool' }] }, { members: ['obj-crate'] })

  it('an object with no state: repaired in words only', () => {
    const r = resolve(crate, demo())
    expect(r.outcomes[0]).toMatchObject({ who: 'Supply Crate', outcome: 'repaired' })
    expect(r.changes).toEqual([])
  })

  it('an object whose state bears the mark loses it like any token', () => {
    const r = resolve(crate, demo({ 'obj-crate': state(['weapon-destroyed'], 4) }))
    expect(r.outcomes[0]!.outcome).toBe('repaired; Weapon Destroyed ended')
    expect(tokenOf(r, 'obj-crate')).toEqual({ ...state([], 4) })
  })

  it('a PC on no map: the mark cannot be on any token', () => {
    const c = demo()
    delete c.tokens['pc-vaka']
    const p = plan(
      { vaka: [{ activity: 'repair-tool', weapon: 'twin-blades' }] },
      { members: ['vaka'] },
    )
    const r = resolve(p, c)
    expect(r.outcomes[0]).toMatchObject({ outcome: 'Twin blades repaired', detail: '' })
    expect(r.changes).toEqual([])
  })
})

describe('L692 a Tool Module swap', () => {
  const swap = (slot: object) =>
    plan({ 'pc-vaka': [{ activity: 'swap-module', weapon: 'sling', ...slot }] })
  const withSling = (modules: string[]) =>
    editPc(demo(), 'vaka', {
      weapons: [...(demo().pcs.vaka as PcRecord).weapons, { ...SLING, modules }],
    })

  it('only the named weapon changes; the sheet reads its Modules after', () => {
    const r = resolve(
      swap({ remove: 'Hooked guard', install: 'Long strap' }),
      withSling(['Hooked guard', 'Weighted pouch']),
    )
    const weapons = pcOf(r.changes, 'vaka')!.weapons
    expect(weapons[0]).toEqual((demo().pcs.vaka as PcRecord).weapons[0])
    expect(weapons[1]!.modules).toEqual(['Weighted pouch', 'Long strap'])
    expect(r.outcomes[0]!.detail).toBe('Modules now: Weighted pouch; Long strap')
  })

  it('the last Module removed leaves none', () => {
    const r = resolve(swap({ remove: 'Hooked guard' }), withSling(['Hooked guard']))
    expect(r.outcomes[0]).toMatchObject({
      outcome: 'Hooked guard removed on Sling',
      detail: 'Modules now: none',
    })
  })

  it('a weapon not on the sheet changes nothing, and the line names it as asked', () => {
    const r = resolve(swap({ weapon: 'axe', install: 'Long strap' }), demo())
    expect(r.outcomes[0]).toMatchObject({ outcome: 'Long strap installed on axe', detail: '' })
    expect(pcOf(r.changes, 'vaka')).toBeUndefined()
  })

  it('no Module named on one’s own weapon: the sheet and its Modules are not mentioned', () => {
    const r = resolve(swap({}), withSling(['Hooked guard']))
    expect(r.outcomes[0]).toMatchObject({ outcome: 'no Module named on Sling', detail: '' })
    expect(pcOf(r.changes, 'vaka')).toBeUndefined()
  })

  it('no weapon named: the line names none', () => {
    const p = plan({ 'pc-vaka': [{ activity: 'swap-module', install: 'Long strap' }] })
    expect(resolve(p, demo()).outcomes[0]!.outcome).toBe('Long strap installed')
  })

  it("an NPC companion's swap is logged, its shared sheet left alone", () => {
    const p = plan(
      {
        'npc-sentinel': [
          { activity: 'swap-module', weapon: 'piston-maul', install: 'Long strap' },
          { activity: 'swap-module', weapon: 'piston-maul' },
        ],
      },
      { members: ['npc-sentinel'] },
    )
    const r = resolve(p, demo({ 'npc-sentinel': state([], 24) }))
    expect(r.outcomes.slice(0, 2)).toEqual([
      expect.objectContaining({
        outcome: 'Long strap installed on Piston Maul: note it by hand',
        detail: 'an NPC sheet is shared by all its tokens',
      }),
      expect.objectContaining({ outcome: 'no Module named on Piston Maul: note it by hand' }),
    ])
    expect(r.changes.some((x) => x.kind === 'sheet')).toBe(false)
  })
})
