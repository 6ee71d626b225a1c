import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import BwTargetPanel from '../../../renderer/src/rules/bw/BwTargetPanel.vue'
import { nearMissOf } from '../../../renderer/src/rules/bw/attack'
import { scriptedDice } from '../../../shared/dice'
import { rulesetById } from '../../../shared/rules'
import { bwTable } from '../support/bw-fixture'
import { useGridlessOverlayStore } from '../../../renderer/src/stores/gridless-overlay'
import { bwCampaign, unit } from './bw-campaign'
import { storeWith } from './library-support'

/** Trooper 1 at (10, 10) has moved 7" this turn; Trooper 2 stands still 20" east (19" edge to edge). */
function setup(obstacles?: object) {
  const c = bwCampaign(
    [
      unit('t1', 10, 10, { movedThisTurnIn: 7 }),
      unit('t2', 30, 10, { movedLastTurnIn: 0 }),
      unit('t3', 40, 10),
    ],
    { obstacles },
  )
  const session = storeWith(c)
  const ask = vi.spyOn(session, 'ask').mockResolvedValue({
    id: 1,
    at: '',
    who: 'Trooper 1',
    what: 'Bazooka',
    faces: [[6, 2]],
    total: 2,
    outcome: 'miss by 3',
    detail: 'Skill d6: 2; NearMiss up to 3"; lands 2½" from the aim at 31½", 11"',
  } as never)
  const tokens = Object.values(c.tokens).map((t) => ({ id: t.id, name: t.name }))
  const w = mount(BwTargetPanel, { props: { tokens: tokens as never, selectedId: 't1' } })
  const mods = () => w.findAll('[data-role="modifier"]').map((e) => e.text().replace(/\s+/g, ' '))
  return { w, ask, mods }
}

describe('BW attack panel (F-BW-1, BW-17..26)', () => {
  it('BW-18/21/22 lists each Skill Modifier measured on the board, then the exact odds', async () => {
    const { w, mods } = setup()
    await w.get('select[aria-label="Target"]').setValue('t2')
    expect(mods()).toEqual(['Stationary target +1', 'Attacker moved 7" −1', 'Range 19" −1'])
    expect(w.get('[data-role="modifier-total"]').text()).toBe('d6 −1 against UR 5')
    // d6 − 1 ≥ 5 only on a 6: 1 in 6. Once hit, 2d10 beats a d6 Armor roll 565 times in 600.
    expect(w.get('[data-role="hit"]').text()).toBe('17% to hit')
    expect(w.get('[data-role="kill"]').text()).toBe('16% to destroy')
    expect(w.get('[data-role="odds"]').text()).toContain('94% once hit')
  })

  it('BW-24 / BW-17 the GM’s ticks add their lines and change the odds', async () => {
    const { w, mods } = setup()
    await w.get('select[aria-label="Target"]').setValue('t2')
    await w.get('[data-check="sta-head"]').setValue(true)
    expect(mods()).toContain('Small target: a minifig head −2')
    expect(w.get('[data-role="hit"]').text()).toBe('0% to hit')
    await w.get('[data-check="aimed"]').setValue(true)
    expect(mods()[0]).toBe('Aimed for one full turn +2')
    expect(w.get('[data-role="modifier-total"]').text()).toBe('d6 −1 against UR 5')
  })

  it('BW-23 a wall taller than a minifig between them: target completely hidden', async () => {
    const wall = {
      w1: {
        id: 'w1',
        name: 'Wall',
        kind: 'wall',
        heightBrix: 12,
        points: [
          { x: 19, y: 0 },
          { x: 21, y: 0 },
          { x: 21, y: 40 },
          { x: 19, y: 40 },
        ],
      },
    }
    const { w, mods } = setup(wall)
    await w.get('select[aria-label="Target"]').setValue('t2')
    expect(mods()).toContain('Target completely hidden −5')
  })

  it('Roll sends the attack with what the GM ticked and shows main’s log line', async () => {
    const { w, ask } = setup()
    await w.get('select[aria-label="Target"]').setValue('t2')
    await w.get('[data-check="opp"]').setValue(true)
    await w
      .findAll('button')
      .find((b) => b.text() === 'Roll attack')!
      .trigger('click')
    await flushPromises()
    expect(ask).toHaveBeenCalledWith('roll:attack', {
      attackerTokenId: 't1',
      targetTokenId: 't2',
      weapon: 0,
      aimed: false,
      sta: [],
      opportunityFire: true,
      modifier: 0,
    })
    expect(w.get('[data-role="attack-log"]').text()).toContain('miss by 3')
    // BW-29: a launcher misses by 3 → up to 3" from the aim; main's landing point is drawn.
    expect(useGridlessOverlayStore().byOwner['bw-nearmiss']).toMatchObject({
      kind: 'disc',
      centre: { x: 30, y: 10 },
      radius: 3,
      landing: { x: 31.5, y: 11 },
    })
    // The GM deselects the shooter: its panel goes, and the NearMiss area with it.
    w.unmount()
    expect(useGridlessOverlayStore().byOwner['bw-nearmiss']).toBeUndefined()
  })

  it('a unit without weapons (the hut) gets no attack form, only its fire and the blast', () => {
    const c = bwCampaign([unit('t1', 10, 10)])
    const hut = { ...c.npcs!.trooper!, id: 'hut', weapons: [] }
    const campaign = { ...c, npcs: { trooper: hut } } as typeof c
    storeWith(campaign)
    const tokens = [{ id: 't1', name: 'Trooper 1' }]
    const w = mount(BwTargetPanel, { props: { tokens: tokens as never, selectedId: 't1' } })
    expect(w.find('select[aria-label="Weapon"]').exists()).toBe(false)
    expect(w.text()).toContain('Burn Level')
  })

  it('out of range: the warning names the distances and Roll stays off', async () => {
    const { w } = setup()
    await w.get('select[aria-label="Target"]').setValue('t3')
    expect(w.get('[data-role="attack-warning"]').text()).toBe(
      'Trooper 3 is 29" away; Bazooka reaches 24".',
    )
    const roll = w.findAll('button').find((b) => b.text() === 'Roll attack')!
    expect(roll.attributes('disabled')).toBeDefined()
  })

  it('BW-29 reads the landing from the line main really writes for a missed bazooka', () => {
    // Roll 1 − 1 (the target moved 7") against UR 4: MissedBy 4; d360 90 and d9 5 put it 2" off.
    const c = bwTable([
      { id: 'a', x: 10, y: 10 },
      { id: 'b', x: 20, y: 10, state: { movedLastTurnIn: 7 } },
    ])
    const bw = rulesetById('bw')!
    const dice = scriptedDice({ 6: [1, 1], 360: [90], 9: [5], 10: [8, 3] })
    const req = { kind: 'attack', attackerTokenId: 'a', targetTokenId: 'b', weapon: 1 }
    const out = bw.rolls.resolve(bw.rolls.schema.parse(req), c, dice)
    expect(nearMissOf(out.outcome)).toEqual({ missedBy: 4, landing: { x: 20, y: 12 } })
  })

  it.each([
    ['miss by 2', 'NearMiss up to 2"; lands ½" from the aim at 12", 7½"', 2, { x: 12, y: 7.5 }],
    ['miss by 1', 'the defender places where it lands, within 1"', 1, null],
  ])('BW-29 main’s log %j / %j reads as MissedBy and landing', (outcome, detail, by, at) => {
    expect(nearMissOf({ outcome, detail })).toEqual({ missedBy: by, landing: at })
    expect(nearMissOf({ outcome: 'hit', detail: '' })).toBeNull()
  })
})
