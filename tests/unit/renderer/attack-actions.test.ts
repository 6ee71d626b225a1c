import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Campaign, Combatant } from '../../../shared/model'
import { attackOdds, npcRecords, pcRecords, prepareAttack } from '../../../shared/rules/bluebox'
import RollDialog from '../../../renderer/src/rules/bluebox/roll/BlueboxRollDialog.vue'
import type { RollRequest } from '../../../renderer/src/rules/bluebox/roll-request'
import { percent } from '../../../renderer/src/features/library/sheets'
import { demoCampaign, storeWith } from './library-support'

/** Vaka (twin blades, melee) next to the Rust Sentinel. */
function scene(): Campaign {
  const c = demoCampaign()
  c.tokens['pc-vaka']!.hex = { q: 7, r: 5 }
  c.tokens['npc-sentinel']!.hex = { q: 8, r: 5 }
  return c
}

const vakaAttack = (more: Partial<Extract<RollRequest['what'], { type: 'attack' }>> = {}) =>
  ({
    sheet: { kind: 'pc', id: 'vaka' },
    what: {
      type: 'attack',
      weaponId: 'twin-blades',
      attackerId: 'pc-vaka',
      targetId: 'npc-sentinel',
      ...more,
    },
  }) as RollRequest

const mounted: { unmount(): void }[] = []
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount()
})

function open(request: RollRequest, campaign: Campaign = scene()) {
  const session = storeWith(campaign)
  const act = vi.spyOn(session, 'act').mockResolvedValue(true)
  const w = mount(RollDialog, { props: { request }, attachTo: document.body })
  mounted.push(w)
  return { w, act }
}

const rollButton = (w: ReturnType<typeof open>['w']) => w.get('[data-role="roll-attack"]')
const sentAction = (act: ReturnType<typeof open>['act']) =>
  (act.mock.calls[0]![1] as { situation: Record<string, unknown> }).situation.action

/** A fight in which Vaka is the current combatant with `left` to spend. */
function inFight(
  left: Record<string, number>,
  used: Record<string, number> = {},
  started = true,
): Campaign {
  const c = scene()
  const vaka: Combatant = {
    id: 'pc-vaka',
    tokenId: 'pc-vaka',
    name: 'Vaka',
    side: 'party',
    initiative: 9,
    hidden: false,
    left,
    full: { ap: 2, reaction: 1 },
    usedThisRound: used,
    flags: [],
    hasStarted: started,
  }
  c.combat = {
    id: 'f1',
    mapId: c.activeMapId,
    phase: 'running',
    round: 1,
    order: [vaka],
    currentId: 'pc-vaka',
    acted: [],
    deferred: [],
    timers: [],
    items: [],
    log: [],
    stats: {},
    showPcHp: false,
  }
  return c
}

describe('attack dialog: the action', () => {
  it('a plain Attack sends no action (as before) and costs 1 AP in a fight', async () => {
    const { w, act } = open(vakaAttack())
    expect(w.get('[data-role="action-cost"]').text()).toContain('costs 1 AP')
    await rollButton(w).trigger('click')
    await flushPromises()
    expect(act).toHaveBeenCalledTimes(1)
    expect(sentAction(act)).toBeUndefined()
    expect(act.mock.calls[0]![1]).not.toHaveProperty('override')
  })

  it.each([
    ['Shove', 'shove', '1 AP'],
    ['Flash Shot', 'flash-shot', '1 AP'],
    ['Trip', 'trip', '1 AP'],
    ['Opportunity Attack', 'opportunity', 'Reaction'],
  ])('%s is sent as situation.action %s and costs %s', async (label, id, cost) => {
    const { w, act } = open(vakaAttack())
    await w.get(`input[aria-label="${label}"]`).setValue(true)
    expect(w.get('[data-role="action-cost"]').text()).toContain(`costs ${cost}`)
    expect(rollButton(w).text()).toBe(`Roll ${label.toLowerCase()}`)
    await rollButton(w).trigger('click')
    await flushPromises()
    expect(sentAction(act)).toBe(id)
  })

  it.each([
    ['Shove', 'shove'],
    ['Flash Shot', 'flash-shot'],
    ['Trip', 'trip'],
  ])(
    '%s deals no damage: the hit chance only, no sacrifice table, sacrifice 0 sent',
    async (label) => {
      const c = scene()
      const { w, act } = open(vakaAttack(), c)
      await w.get('input[aria-label="Sacrifice 1"]').setValue(true)
      await w.get(`input[aria-label="${label}"]`).setValue(true)
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
      expect(w.find('[data-role="odds"]').exists()).toBe(false)
      expect(w.find('[data-role="damage-line"]').exists()).toBe(false)
      expect(w.find('select[aria-label="Decisive option"]').exists()).toBe(false)
      expect(w.get('[data-role="action-effect"]').text()).toContain('No damage')
      await rollButton(w).trigger('click')
      await flushPromises()
      const sent = act.mock.calls[0]![1] as { situation: Record<string, unknown> }
      expect(sent.situation.sacrifice).toBe(0)
      expect(sent.situation).not.toHaveProperty('decisiveOption')
    },
  )

  it('Flash Shot with a melee weapon says it needs a ranged one', async () => {
    const { w } = open(vakaAttack())
    expect(w.find('[data-role="action-problem"]').exists()).toBe(false)
    await w.get('input[aria-label="Flash Shot"]').setValue(true)
    expect(w.get('[data-role="action-problem"]').text()).toBe(
      'A Flash Shot needs a ranged weapon; Twin blades is melee.',
    )
  })

  it('a Shove reaches 1 m: farther off, the dialog says so', async () => {
    const c = scene()
    c.tokens['npc-sentinel']!.hex = { q: 9, r: 5 }
    const { w } = open(vakaAttack(), c)
    await w.get('input[aria-label="Shove"]').setValue(true)
    expect(w.get('[data-role="action-problem"]').text()).toBe(
      'A Shove reaches 1 m; the target is 2 m away.',
    )
  })

  it('an Opportunity Attack is made as the Reaction: Defensive Stance’s Edge shows in the odds', async () => {
    const c = scene()
    c.tokens['pc-vaka']!.instance = { hp: 10, thp: 0, plating: 0, conditions: ['defensive-stance'] }
    const { w } = open(vakaAttack(), c)
    const edges = () => w.get('[data-role="edge-flaw"]').text()
    expect(edges()).not.toMatch(/Defensive Stance.*\+1 Edge/)
    const plain = w.get('[data-role="hit-chance"]').text()
    await w.get('input[aria-label="Opportunity Attack"]').setValue(true)
    expect(edges()).toMatch(/Defensive Stance.*\+1 Edge/)
    expect(w.get('[data-role="hit-chance"]').text()).not.toBe(plain)
  })

  it('an Opportunity Attack after the move is rolled where the mover left the reach', async () => {
    const c = scene()
    c.tokens['npc-sentinel']!.hex = { q: 10, r: 5 }
    const { w } = open(vakaAttack(), c)
    expect(w.text()).toContain('out of reach')
    expect(w.find('[data-role="rolled-at"]').exists()).toBe(false)
    await w.get('input[aria-label="Opportunity Attack"]').setValue(true)
    expect(w.get('[data-role="rolled-at"]').text()).toBe(
      '· rolled at 1 m, where Rust Sentinel left the reach',
    )
    expect(w.text()).not.toContain('out of reach')
  })

  it('Shift on Roll sends override: true at the top level of the request', async () => {
    const { w, act } = open(vakaAttack())
    await rollButton(w).trigger('click', { shiftKey: true })
    await flushPromises()
    expect(act.mock.calls[0]![1]).toMatchObject({ override: true, attackerId: 'pc-vaka' })
    expect((act.mock.calls[0]![1] as { situation: object }).situation).not.toHaveProperty(
      'override',
    )
  })

  it.each([
    ['AP left', 'Attack', { ap: 2, reaction: 1 }, {}, 'Vaka has 2 AP left this turn.', false],
    ['no AP', 'Attack', { ap: 0, reaction: 1 }, {}, 'Vaka has no AP left this turn.', true],
    ['a Reaction', 'Opportunity Attack', { ap: 0, reaction: 1 }, {}, 'Reaction ready', false],
    [
      'reacted already',
      'Opportunity Attack',
      { ap: 2, reaction: 1 },
      { reaction: 1 },
      'already reacted this round',
      true,
    ],
    [
      'no first turn yet',
      'Opportunity Attack',
      { ap: 0, reaction: 0 },
      {},
      'no Reaction before its first turn',
      true,
      false,
    ],
  ])(
    'in a fight with %s: says what is left',
    async (_, label, left, used, text, refused, started = true) => {
      const { w } = open(vakaAttack(), inFight(left, used, started))
      await w.get(`input[aria-label="${label}"]`).setValue(true)
      const purse = w.get('[data-role="action-purse"]')
      expect(purse.text()).toContain(text)
      expect(purse.text().includes('Shift+click Roll')).toBe(refused)
    },
  )

  it('an offered Opportunity Attack opens preset, with a melee weapon picked for it', async () => {
    const { w, act } = open(vakaAttack({ weaponId: undefined, action: 'opportunity' }))
    expect(
      (w.get('input[aria-label="Opportunity Attack"]').element as HTMLInputElement).checked,
    ).toBe(true)
    await rollButton(w).trigger('click')
    await flushPromises()
    expect(act.mock.calls[0]![1]).toMatchObject({
      weaponId: 'twin-blades',
      targetId: 'npc-sentinel',
      situation: { action: 'opportunity' },
    })
  })
})
