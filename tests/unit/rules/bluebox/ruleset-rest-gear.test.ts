/**
 * A rest's work on weapons, with the demo party (Vaka's Twin blades, Practiced, no Modules):
 * L689 "Repair your (or an ally's) damaged/destroyed weapon or Tool" takes off the mark L204
 * Destroy left ("They must make all attacks with this weapon with (-1) Flaw and cannot make use
 * of any Modules"); L692 "Swap, remove, or install (1) Tool Module" changes the sheet's Modules.
 */
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign, RestPlan } from '../../../../shared/model'
import type { PcRecord } from '../../../../shared/rules/bluebox'
import { demo, editPc, instanceOf, pcOf, plan, rest, SLING, state } from './rest-fixture'

const resolve = (p: RestPlan, c: Campaign) => rest.resolve(p, c, scriptedDice({}))
const lines = (r: { outcomes: { who: string; what: string; outcome: string }[] }) =>
  r.outcomes.map((o) => `${o.who}: ${o.what}: ${o.outcome}`)

/** The demo with Vaka's Twin blades carrying these Modules. */
function bladesWith(modules: string[], c: Campaign = demo()): Campaign {
  const vaka = c.pcs.vaka as PcRecord
  return editPc(c, 'vaka', { weapons: vaka.weapons.map((w) => ({ ...w, modules })) })
}

describe('L689 repair of a destroyed weapon', () => {
  it("Orin repairs Vaka's destroyed Twin blades: the mark (and its Flaw) comes off her token", () => {
    const c = demo({ 'pc-vaka': state(['weapon-destroyed', 'prone'], 10) })
    const p = plan({
      'pc-orin': [{ activity: 'repair-tool', target: 'pc-vaka', weapon: 'twin-blades' }],
    })
    const r = resolve(p, c)
    expect(instanceOf(r.changes, 'pc-vaka')!.conditions).toEqual(['prone'])
    expect(lines(r)).toContain(
      'Orin: Repair weapon or Tool for Vaka: Twin blades repaired; Weapon Destroyed ended',
    )
  })

  it('repairing one of two destroyed weapons keeps the mark for the other and changes the list', () => {
    // L204: the mark stays while any weapon is destroyed; the repaired one leaves the list.
    const c = editPc(
      demo({
        'pc-vaka': state(['weapon-destroyed'], 10, { destroyedWeapons: ['twin-blades', 'sling'] }),
      }),
      'vaka',
      { weapons: [...(demo().pcs.vaka as PcRecord).weapons, SLING] },
    )
    const p = plan({
      'pc-orin': [{ activity: 'repair-tool', target: 'pc-vaka', weapon: 'twin-blades' }],
    })
    const after = instanceOf(resolve(p, c).changes, 'pc-vaka') as
      { conditions: string[]; destroyedWeapons?: string[] } | undefined
    expect(after?.conditions).toEqual(['weapon-destroyed'])
    expect(after?.destroyedWeapons).toEqual(['sling'])
  })

  it('a repair of a weapon that was not destroyed changes no token', () => {
    const c = demo({ 'pc-vaka': state(['prone'], 10) })
    const r = resolve(plan({ 'pc-vaka': [{ activity: 'repair-tool', weapon: 'twin-blades' }] }), c)
    expect(instanceOf(r.changes, 'pc-vaka')?.conditions ?? ['prone']).toEqual(['prone'])
    expect(lines(r)).toContain('Vaka: Repair weapon or Tool: Twin blades repaired')
  })
})

describe('L692 a Tool Module swap changes the sheet', () => {
  it.each<[string, string[], Partial<RestPlan['slots'][string][number]>, string[], string]>([
    [
      'a swap: one off, one on',
      ['Hooked guard', 'Weighted pommel'],
      { remove: 'Hooked guard', install: 'Serrated edge' },
      ['Weighted pommel', 'Serrated edge'],
      'Hooked guard removed, Serrated edge installed on Twin blades',
    ],
    [
      'a removal',
      ['Hooked guard'],
      { remove: 'Hooked guard' },
      [],
      'Hooked guard removed on Twin blades',
    ],
    [
      'an install',
      [],
      { install: 'Serrated edge' },
      ['Serrated edge'],
      'Serrated edge installed on Twin blades',
    ],
  ])('%s', (_n, before, change, after, outcome) => {
    const p = plan({ 'pc-vaka': [{ activity: 'swap-module', weapon: 'twin-blades', ...change }] })
    const r = resolve(p, bladesWith(before))
    expect(pcOf(r.changes, 'vaka')!.weapons[0]!.modules).toEqual(after)
    expect(lines(r)).toContain(`Vaka: Swap, remove or install a Tool Module: ${outcome}`)
  })

  it('a Module to remove that the weapon does not carry is a problem of the plan, named', () => {
    const p = plan({
      'pc-vaka': [{ activity: 'swap-module', weapon: 'twin-blades', remove: 'Hooked guard' }],
    })
    expect(rest.planProblems(p, bladesWith([]))).toContain(
      'Vaka: Twin blades has no Module "Hooked guard" to remove',
    )
  })

  it('a Module change with no weapon chosen is a problem of the plan', () => {
    const p = plan({ 'pc-vaka': [{ activity: 'swap-module', install: 'Serrated edge' }] })
    expect(rest.planProblems(p, demo())).toContain(
      'Vaka: choose the weapon or Tool whose Module changes',
    )
  })
})
