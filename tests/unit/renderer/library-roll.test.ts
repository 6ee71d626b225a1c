import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import type { DiceLogEntry } from '../../../shared/api'
import type { Campaign } from '../../../shared/model'
import {
  attackInputFor,
  attackOdds,
  checkChance,
  checkInputFor,
  defenderFrom,
  saveChance,
  saveInputFor,
  type SheetAttackSituation,
} from '../../../shared/rules/bluebox'
import RollDialog from '../../../renderer/src/library/roll/RollDialog.vue'
import type { RollRequest } from '../../../renderer/src/library/roll-request'
import { percent } from '../../../renderer/src/library/sheets'
import { demoCampaign, storeWith } from './library-support'

function open(request: RollRequest, campaign: Campaign = demoCampaign()) {
  const session = storeWith(campaign)
  const act = vi.spyOn(session, 'act').mockResolvedValue(true)
  const w = mount(RollDialog, { props: { request }, attachTo: document.body })
  return { w, act, session, campaign }
}

const entry = (who: string, what: string, outcome: string): DiceLogEntry => ({
  id: 7,
  at: '2030-01-01T10:00:00.000Z',
  who,
  what,
  faces: [[12, 9]],
  total: 11,
  outcome,
  detail: 'd12 9 +2',
})

describe('roll dialog: checks and saves', () => {
  it.each([
    [9, 0, 0],
    [9, 1, 0],
    [12, 0, 2],
    [5, 3, 1],
  ])(
    'Vaka’s Acrobatics vs DC %d (+%d Edge, %d Flaw): the chance shown is checkChance',
    async (dc, edge, flaw) => {
      const c = demoCampaign()
      c.pcs.vaka!.exhaustion = 1
      const { w } = open(
        { sheet: { kind: 'pc', id: 'vaka' }, what: { type: 'ability', ability: 'acrobatics' } },
        c,
      )
      await w.get('input[aria-label="DC"]').setValue(String(dc))
      await w.get('input[aria-label="Add Edge"]').setValue(String(edge))
      await w.get('input[aria-label="Add Flaw"]').setValue(String(flaw))
      const expected = checkChance(checkInputFor(c.pcs.vaka!, 'acrobatics', { edge, flaw }), dc)
      expect(w.get('[data-role="chance"]').text()).toBe(percent(expected))
      expect(w.get('[data-role="roll-how"]').text()).toContain('exhaustion −1')
      w.unmount()
    },
  )

  it('the Rust Sentinel’s FOR save vs DC 8: saveChance, and Roll asks main with the DC', async () => {
    const { w, act, session, campaign } = open({
      sheet: { kind: 'npc', id: 'sample-rust-sentinel' },
      what: { type: 'save', stat: 'FOR' },
    })
    await w.get('input[aria-label="DC"]').setValue('8')
    await w.get('input[aria-label="Add Flaw"]').setValue('1')
    const sentinel = campaign.npcs['sample-rust-sentinel']!
    const expected = saveChance(saveInputFor(sentinel, 'FOR', { edge: 0, flaw: 1 }), 8)
    expect(w.get('[data-role="chance"]').text()).toBe(percent(expected))
    expect(w.get('[data-role="edge-flaw"]').text()).toContain('1 Flaw')
    act.mockImplementation(async () => {
      session.diceLog = [entry('Rust Sentinel', 'FOR save vs DC 8', 'success')]
      return true
    })
    await w
      .findAll('button')
      .find((b) => b.text() === 'Roll')!
      .trigger('click')
    await flushPromises()
    expect(act).toHaveBeenCalledWith('roll:check', {
      sheet: { kind: 'npc', id: 'sample-rust-sentinel' },
      save: 'FOR',
      dc: 8,
      flaw: 1,
    })
    expect(w.get('[data-role="roll-result"]').text()).toContain('FOR save vs DC 8')
    expect(w.get('[data-role="roll-result"]').text()).toContain('success')
    w.unmount()
  })
})

describe('roll dialog: attacks', () => {
  /** Vaka next to the Sentinel, which has taken a beating already (its instance: 5 HP, 4 Plating). */
  function scene(): Campaign {
    const c = demoCampaign()
    c.tokens['pc-vaka']!.hex = { q: 7, r: 5 }
    c.tokens['npc-sentinel']!.hex = { q: 8, r: 5 }
    c.tokens['npc-sentinel']!.instance = { hp: 5, thp: 0, plating: 4, conditions: [] }
    return c
  }

  const base: SheetAttackSituation = {
    distanceM: 1,
    heightAdvantage: false,
    targetInCover: false,
    targetHunkered: false,
    hidden: false,
    sacrifice: 0,
    edge: 0,
    flaw: 0,
  }

  function expectedOdds(c: Campaign, situation: SheetAttackSituation) {
    const vaka = c.pcs.vaka!
    const blades = vaka.weapons.find((x) => x.id === 'twin-blades')!
    const sentinel = c.npcs['sample-rust-sentinel']!
    return attackOdds(
      attackInputFor(vaka, blades, situation),
      defenderFrom(sentinel, { hp: 5, thp: 0, plating: 4 }),
    )
  }

  it.each([
    ['as the map stands', {}, {}],
    ['Hidden (+1 Edge, +1 Power Die)', { hidden: true }, { hidden: true }],
    ['with 2 Flaw added', { flaw: 2 }, { flaw: 2 }],
  ])('%s: hit chance and each sacrifice row are attackOdds', async (_, set, situation) => {
    const c = scene()
    const { w } = open(
      { sheet: { kind: 'pc', id: 'vaka' }, what: { type: 'attack', weaponId: 'twin-blades' } },
      c,
    )
    await w.get('select[aria-label="Target"]').setValue('npc-sentinel')
    if ('hidden' in set) {
      const box = w.findAll('label').find((l) => l.text().includes('Attacker Hidden'))!
      await box.get('input').setValue(true)
    }
    if ('flaw' in set) await w.get('input[aria-label="Add Flaw"]').setValue(String(set.flaw))
    const odds = expectedOdds(c, { ...base, ...situation })
    expect(w.get('[data-role="hit-chance"]').text()).toBe(percent(odds.hitChance))
    const rows = w.findAll('[data-role="odds"] tbody tr')
    expect(rows).toHaveLength(odds.bySacrifice.length)
    odds.bySacrifice.forEach((s, i) => {
      expect(rows[i]!.get('[data-role="expected-damage"]').text()).toBe(s.expectedDamage.toFixed(2))
      expect(rows[i]!.get('[data-role="down-chance"]').text()).toBe(percent(s.downChance))
      expect(rows[i]!.get('[data-role="plating-left"]').text()).toContain(
        String(s.platingLeftOnHit),
      )
    })
    expect(w.get('[data-role="target-hp"]').text()).toBe('5')
    if ('hidden' in set)
      expect(w.get('[data-role="edge-flaw"]').text()).toContain('Hidden: +1 Edge')
    w.unmount()
  })

  it('Roll sends both tokens, the weapon and the situation; the result shows in the dialog', async () => {
    const { w, act, session } = open(
      { sheet: { kind: 'pc', id: 'vaka' }, what: { type: 'attack', weaponId: 'twin-blades' } },
      scene(),
    )
    await w.get('select[aria-label="Target"]').setValue('npc-sentinel')
    await w.get('input[aria-label="Sacrifice 1"]').setValue(true)
    act.mockImplementation(async () => {
      session.diceLog = [
        entry('Vaka', 'Twin blades at Rust Sentinel', 'hit: 0 damage, 2 Plating destroyed'),
      ]
      return true
    })
    await w
      .findAll('button')
      .find((b) => b.text() === 'Roll attack')!
      .trigger('click')
    await flushPromises()
    expect(act).toHaveBeenCalledWith('roll:attack', {
      attackerId: 'pc-vaka',
      weaponId: 'twin-blades',
      targetId: 'npc-sentinel',
      situation: { ...base, sacrifice: 1 },
    })
    expect(w.get('[data-role="roll-result"]').text()).toContain('2 Plating destroyed')
    w.unmount()
  })

  it('a sheet with no token on the map cannot attack: it says so', () => {
    const c = scene()
    delete c.tokens['pc-vaka']
    const { w } = open(
      { sheet: { kind: 'pc', id: 'vaka' }, what: { type: 'attack', weaponId: 'twin-blades' } },
      c,
    )
    expect(w.text()).toContain('Vaka has no token on this map')
    expect(
      w
        .findAll('button')
        .find((b) => b.text() === 'Roll attack')!
        .attributes('disabled'),
    ).toBeDefined()
    w.unmount()
  })
})
