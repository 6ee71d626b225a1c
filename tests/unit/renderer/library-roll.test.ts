import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import type { DiceLogEntry } from '../../../shared/api'
import type { Campaign } from '../../../shared/model'
import {
  attackInputFor,
  attackOdds,
  checkChance,
  checkInputFor,
  damageLine,
  defenderFrom,
  preparedCheckChance,
  prepareAttack,
  prepareCheck,
  saveChance,
  saveInputFor,
  weaponDamage,
  type SheetAttackSituation,
  npcRecords,
  pcRecords,
} from '../../../shared/rules/bluebox'
import RollDialog from '../../../renderer/src/rules/bluebox/roll/BlueboxRollDialog.vue'
import type { RollRequest } from '../../../renderer/src/rules/bluebox/roll-request'
import { percent } from '../../../renderer/src/features/library/sheets'
import { useRollDialogStore } from '../../../renderer/src/stores/roll-dialog'
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
      pcRecords(c).vaka!.exhaustion = 1
      const { w } = open(
        { sheet: { kind: 'pc', id: 'vaka' }, what: { type: 'ability', ability: 'acrobatics' } },
        c,
      )
      await w.get('input[aria-label="DC"]').setValue(String(dc))
      await w.get('input[aria-label="Add Edge"]').setValue(String(edge))
      await w.get('input[aria-label="Add Flaw"]').setValue(String(flaw))
      const expected = checkChance(
        checkInputFor(pcRecords(c).vaka!, 'acrobatics', { edge, flaw }),
        dc,
      )
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
    const sentinel = npcRecords(campaign)['sample-rust-sentinel']!
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
      tokenId: 'npc-sentinel',
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
    const vaka = pcRecords(c).vaka!
    const blades = vaka.weapons.find((x) => x.id === 'twin-blades')!
    const sentinel = npcRecords(c)['sample-rust-sentinel']!
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

describe('roll dialog: conditions and the stat of a check', () => {
  const sentinelRef = { kind: 'npc', id: 'sample-rust-sentinel' } as const
  const roll = (w: ReturnType<typeof open>['w']) =>
    w
      .findAll('button')
      .find((b) => b.text() === 'Roll')!
      .trigger('click')

  it('a Disoriented instance: its Flaw is listed by source and in the chance; the sheet alone has none', async () => {
    const c = demoCampaign()
    c.tokens['npc-sentinel']!.instance = {
      hp: 30,
      thp: 0,
      plating: 11,
      conditions: ['disoriented'],
    }
    const { w, act, session } = open(
      { sheet: sentinelRef, what: { type: 'ability', ability: 'strength' } },
      c,
    )
    act.mockImplementation(async () => {
      const e = entry('Rust Sentinel', 'Strength check vs DC 10', 'failure')
      session.diceLog = [...session.diceLog, { ...e, id: session.diceLog.length + 1 }]
      return true
    })
    await w.get('input[aria-label="DC"]').setValue('10')
    const list = w.get('[data-role="edge-flaw"]').text()
    expect(list).toContain('Disoriented (roller):')
    expect(list).toContain('1 Flaw')
    expect(list).toContain('net 1 Flaw')
    const sentinel = npcRecords(c)['sample-rust-sentinel']!
    const withIt = preparedCheckChance(
      prepareCheck(sentinel, ['disoriented'], { ability: 'strength' }),
      10,
    )
    expect(w.get('[data-role="chance"]').text()).toBe(percent(withIt))
    await roll(w)
    await flushPromises()
    expect(act).toHaveBeenLastCalledWith('roll:check', {
      sheet: sentinelRef,
      tokenId: 'npc-sentinel',
      ability: 'strength',
      dc: 10,
    })
    await w.get('select[aria-label="Rolled by"]').setValue('')
    expect(w.get('[data-role="edge-flaw"]').text()).not.toContain('Disoriented')
    const without = checkChance(checkInputFor(sentinel, 'strength'), 10)
    expect(without).toBeGreaterThan(withIt)
    expect(w.get('[data-role="chance"]').text()).toBe(percent(without))
    await roll(w)
    await flushPromises()
    expect(act).toHaveBeenLastCalledWith('roll:check', {
      sheet: sentinelRef,
      ability: 'strength',
      dc: 10,
    })
    w.unmount()
  })

  it('an Out instance fails a FOR save automatically: 0% and the reason', async () => {
    const c = demoCampaign()
    c.tokens['npc-sentinel']!.instance = { hp: 0, thp: 0, plating: 11, conditions: ['out'] }
    const { w } = open({ sheet: sentinelRef, what: { type: 'save', stat: 'FOR' } }, c)
    expect(w.get('[data-role="chance"]').text()).toBe('0.0%')
    expect(w.get('[data-role="auto-fail"]').text()).toContain('Out')
    w.unmount()
  })

  it('Intimidation offers FOR or CHA (the higher first) and sends the choice', async () => {
    const { w, act } = open({
      sheet: sentinelRef,
      what: { type: 'ability', ability: 'intimidation' },
    })
    const select = w.get('select[aria-label="Stat"]')
    expect((select.element as HTMLSelectElement).value).toBe('FOR')
    expect(w.get('[data-role="roll-how"]').text()).toContain('FOR +3')
    await select.setValue('CHA')
    expect(w.get('[data-role="roll-how"]').text()).toContain('d12 −2')
    await roll(w)
    await flushPromises()
    expect(act).toHaveBeenLastCalledWith('roll:check', {
      sheet: sentinelRef,
      tokenId: 'npc-sentinel',
      ability: 'intimidation',
      stat: 'CHA',
      dc: 10,
    })
    w.unmount()
  })

  it('Strength has no stat to choose', () => {
    const { w } = open({ sheet: sentinelRef, what: { type: 'ability', ability: 'strength' } })
    expect(w.find('select[aria-label="Stat"]').exists()).toBe(false)
    w.unmount()
  })

  function scene(attacker: string[], target: string[]): Campaign {
    const c = demoCampaign()
    c.tokens['pc-vaka']!.hex = { q: 7, r: 5 }
    c.tokens['pc-vaka']!.instance = { hp: 10, thp: 0, plating: 2, conditions: attacker }
    c.tokens['npc-sentinel']!.hex = { q: 8, r: 5 }
    c.tokens['npc-sentinel']!.instance = { hp: 20, thp: 0, plating: 11, conditions: target }
    return c
  }
  const vakaAttack = {
    sheet: { kind: 'pc', id: 'vaka' },
    what: { type: 'attack', weaponId: 'twin-blades' },
  } as const

  it('an attack lists the attacker’s and the target’s conditions by source, odds at BAC', async () => {
    const c = scene(['grappled'], ['prone', 'dazed'])
    const { w } = open(vakaAttack, c)
    await w.get('select[aria-label="Target"]').setValue('npc-sentinel')
    const list = w.get('[data-role="edge-flaw"]').text()
    expect(list).toContain('Grappled (attacker):')
    expect(list).toContain('Prone (target):')
    expect(w.get('[data-role="target-number"]').text()).toBe('BAC 8')
    const vaka = pcRecords(c).vaka!
    const blades = vaka.weapons.find((x) => x.id === 'twin-blades')!
    const p = prepareAttack(
      { sheet: vaka, conditionIds: ['grappled'] },
      blades,
      {
        sheet: npcRecords(c)['sample-rust-sentinel']!,
        state: { hp: 20, thp: 0, plating: 11 },
        conditionIds: ['prone', 'dazed'],
      },
      { distanceM: 1 },
    )
    expect(w.get('[data-role="hit-chance"]').text()).toBe(
      percent(attackOdds(p.input, p.defender).hitChance),
    )
    expect(w.get('[data-role="target-conditions"]').text()).toContain('Prone, Dazed')
    w.unmount()
  })

  it('a Hidden target cannot be attacked: the dialog says so and Roll is off', async () => {
    const { w } = open(vakaAttack, scene([], ['hidden']))
    await w.get('select[aria-label="Target"]').setValue('npc-sentinel')
    expect(w.text()).toContain('Rust Sentinel is Hidden: it cannot be targeted by attacks')
    const button = w.findAll('button').find((b) => b.text() === 'Roll attack')!
    expect(button.attributes('disabled')).toBeDefined()
    w.unmount()
  })
})

describe('roll dialog: an attack with its target from the map', () => {
  function scene(): Campaign {
    const c = demoCampaign()
    c.tokens['pc-vaka']!.hex = { q: 7, r: 5 }
    c.tokens['npc-sentinel']!.hex = { q: 8, r: 5 }
    return c
  }
  const vaka = { kind: 'pc', id: 'vaka' } as const
  const button = (w: ReturnType<typeof open>['w'], text: string) =>
    w.findAll('button').find((b) => b.text() === text)!

  it('from the target panel: both tokens kept, the odds shown at once, Roll sends them', async () => {
    const c = scene()
    const { w, act } = open(
      {
        sheet: vaka,
        what: {
          type: 'attack',
          weaponId: 'twin-blades',
          attackerId: 'pc-vaka',
          targetId: 'npc-sentinel',
        },
      },
      c,
    )
    expect((w.get('select[aria-label="Target"]').element as HTMLSelectElement).value).toBe(
      'npc-sentinel',
    )
    const p = prepareAttack(
      { sheet: pcRecords(c).vaka!, conditionIds: [] },
      pcRecords(c).vaka!.weapons[0]!,
      {
        sheet: npcRecords(c)['sample-rust-sentinel']!,
        state: { hp: 24, thp: 0 },
        conditionIds: [],
      },
      { distanceM: 1 },
    )
    expect(w.get('[data-role="hit-chance"]').text()).toBe(
      percent(attackOdds(p.input, p.defender).hitChance),
    )
    await button(w, 'Roll attack').trigger('click')
    await flushPromises()
    expect(act).toHaveBeenCalledWith(
      'roll:attack',
      expect.objectContaining({ attackerId: 'pc-vaka', targetId: 'npc-sentinel' }),
    )
    w.unmount()
  })

  it('floats beside the map (no backdrop, not modal); a check stays modal', () => {
    const a = open({ sheet: vaka, what: { type: 'attack', weaponId: 'twin-blades' } }, scene())
    expect(a.w.find('.backdrop').exists()).toBe(false)
    expect(a.w.get('[role="dialog"]').attributes('aria-modal')).toBe('false')
    a.w.unmount()
    const c = open({ sheet: vaka, what: { type: 'save', stat: 'DEX' } })
    expect(c.w.find('.backdrop').exists()).toBe(true)
    c.w.unmount()
  })

  it('its title bar drags it off what it covers', async () => {
    const { w } = open({ sheet: vaka, what: { type: 'attack', weaponId: 'twin-blades' } }, scene())
    const header = w.get('[role="dialog"] header')
    await header.trigger('pointerdown', { clientX: 10, clientY: 10, pointerId: 1 })
    await header.trigger('pointermove', { clientX: 210, clientY: 310, pointerId: 1 })
    await header.trigger('pointerup', { pointerId: 1 })
    const style = (w.get('.floating').element as HTMLElement).style
    expect([style.left, style.top]).toEqual(['200px', '300px'])
    w.unmount()
  })

  it('"Choose on the map": a token clicked on the map becomes the target and the dialog stays open', async () => {
    const { w } = open({ sheet: vaka, what: { type: 'attack', weaponId: 'twin-blades' } }, scene())
    const rolls = useRollDialogStore()
    expect(w.text()).toContain('Choose on the map')
    expect(w.find('[data-role="hit-chance"]').exists()).toBe(false)
    await button(w, 'Choose on the map').trigger('click')
    expect(rolls.picking).toBe('roll-dialog')
    expect(w.get('[data-role="picking"]').text()).toContain('Click a token on the map')
    // The workspace hands the map's click to the store; the dialog takes it.
    expect(rolls.offer('npc-sentinel')).toBe(true)
    await flushPromises()
    expect(rolls.picking).toBeNull()
    expect(w.find('[data-role="picking"]').exists()).toBe(false)
    expect(w.get('[data-role="target-hp"]').text()).toBe('24')
    expect(w.find('[data-role="hit-chance"]').exists()).toBe(true)
    expect(w.emitted('close')).toBeUndefined()
    w.unmount()
  })

  it('Esc while picking cancels the pick, not the dialog; the next Esc closes it', async () => {
    const { w } = open({ sheet: vaka, what: { type: 'attack', weaponId: 'twin-blades' } }, scene())
    const rolls = useRollDialogStore()
    await button(w, 'Choose on the map').trigger('click')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await flushPromises()
    expect(rolls.picking).toBeNull()
    expect(w.emitted('close')).toBeUndefined()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(w.emitted('close')).toHaveLength(1)
    w.unmount()
  })

  it('picking a token with no sheet, or the attacker, says why and keeps the target', async () => {
    const { w } = open({ sheet: vaka, what: { type: 'attack', weaponId: 'twin-blades' } }, scene())
    const rolls = useRollDialogStore()
    await button(w, 'Choose on the map').trigger('click')
    rolls.offer('obj-crate')
    await flushPromises()
    expect(w.get('[data-role="pick-problem"]').text()).toContain(
      'Supply Crate has no NPC or PC sheet',
    )
    await button(w, 'Choose on the map').trigger('click')
    rolls.offer('pc-vaka')
    await flushPromises()
    expect(w.get('[data-role="pick-problem"]').text()).toContain('Vaka is the attacker')
    expect((w.get('select[aria-label="Target"]').element as HTMLSelectElement).value).toBe('')
    w.unmount()
  })

  it('the damage line is the stat block’s, with the dice this attack adds and what the target does', async () => {
    const c = scene()
    const disk = pcRecords(c).mira!.weapons[0]!
    // Mira 9 m from the Sentinel: in her disk launcher's Critical Area (8–10 m).
    c.tokens['pc-mira']!.hex = { q: 0, r: 5 }
    const { w } = open(
      { sheet: { kind: 'pc', id: 'mira' }, what: { type: 'attack', weaponId: disk.id } },
      c,
    )
    const line = () => w.get('[data-role="damage-line"]').text()
    expect(line()).toBe(damageLine(weaponDamage(pcRecords(c).mira!, disk)))
    expect(line()).toBe('Damage 1d4+1 ice on a hit (+1 Power Die in the Critical Area)')
    await w.get('select[aria-label="Target"]').setValue('npc-sentinel')
    expect(line()).toBe('Damage 2d4+1 ice on a hit (with +1 Power Die in the Critical Area)')
    expect(w.get('[data-role="damage-against"]').text()).toContain(
      'Against Rust Sentinel: Plating 11 halves it (min 1) until destroyed; each sacrificed Power Die destroys 2',
    )
    w.unmount()
  })
})
