/**
 * The ZZ roll dialogs: the attack's exact odds (the shared preview, the same inputs as the roll)
 * with Aim/Focus and Unexpected, the re-roll step of a waiting attack, Use Skill with the ladder,
 * a contest, and the target panel's dungeon actions. Each sends the request main resolves.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import type { Campaign } from '../../../shared/model'
import { zzAttackPreview } from '../../../shared/rules/zz/adapter/attack-preview'
import { zzShoveOdds, zzSkillOdds } from '../../../shared/rules/zz/engine/odds'
import { ZZ_DEFAULT_OPTIONS } from '../../../shared/rules/zz/engine/options'
import { percent } from '../../../renderer/src/features/library/sheets'
import { zzFigureOf } from '../../../renderer/src/rules/zz/support'
import ZzRollDialog from '../../../renderer/src/rules/zz/roll/ZzRollDialog.vue'
import ZzTargetPanel from '../../../renderer/src/rules/zz/ZzTargetPanel.vue'
import ZzDungeonActions from '../../../renderer/src/rules/zz/ZzDungeonActions.vue'
import { storeWith } from './library-support'
import { zzCampaign, zzOrc, zzStore, zzThurig } from './zz-campaign'

const THURIG = { kind: 'pc' as const, id: 'thurig' }
const button = (w: ReturnType<typeof mount>, text: string) =>
  w.findAll('button').find((b) => b.text() === text)!

describe('ZzRollDialog: an attack', () => {
  it('ZZ-35..49: shows the exact odds for the weapon and target, and Roll sends the attack', async () => {
    const session = zzStore()
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const w = mount(ZzRollDialog, {
      props: {
        request: {
          sheet: THURIG,
          what: {
            type: 'attack',
            weaponId: 'sword',
            attackerId: 'tok-thurig',
            targetId: 'tok-orc',
          },
        },
      },
    })
    const base = {
      kind: 'attack',
      attackerTokenId: 'tok-thurig',
      targetTokenId: 'tok-orc',
      weapon: 'sword',
    }
    const expected = (extra: object) => {
      const p = zzAttackPreview(zzCampaign(), { ...base, ...extra })
      if (!p.ok) throw new Error(p.refused)
      return p.preview
    }
    const plain = expected({})
    expect(w.get('[data-role="hit"]').text()).toBe(percent(plain.odds.pHit))
    expect(w.get('[data-role="down-chance"]').text()).toBe(percent(plain.odds.pDown))
    await w.get('input[aria-label="Unexpected"]').setValue(true)
    expect(w.get('[data-role="hit"]').text()).toBe(
      percent(expected({ unexpected: true }).odds.pHit),
    )
    await w.get('select[aria-label="Aim/Focus Crits"]').setValue('2')
    const aimed = expected({ unexpected: true, aim: 2 })
    expect(w.get('[data-role="chain"]').text()).toContain(
      `no Crit ${percent(aimed.chain!.pNoCrit)}`,
    )
    await button(w, 'Roll').trigger('click')
    await flushPromises()
    expect(act).toHaveBeenCalledWith('roll:attack', {
      attackerTokenId: 'tok-thurig',
      targetTokenId: 'tok-orc',
      weapon: 'sword',
      aim: 2,
      unexpected: true,
      modifier: 0,
    })
  })

  it('ZZ-42: a weapon not in hand is refused in words, and Roll stays off', async () => {
    zzStore()
    const w = mount(ZzRollDialog, {
      props: {
        request: {
          sheet: THURIG,
          what: { type: 'attack', weaponId: 'bow', attackerId: 'tok-thurig', targetId: 'tok-orc' },
        },
      },
    })
    expect(w.get('[data-role="roll-problem"]').text()).toContain('Shortbow')
    expect(button(w, 'Roll').attributes('disabled')).toBeDefined()
  })

  it('without a target it says to choose one', () => {
    zzStore()
    const w = mount(ZzRollDialog, {
      props: { request: { sheet: THURIG, what: { type: 'attack', weaponId: 'sword' } } },
    })
    expect(w.get('[data-role="roll-problem"]').text()).toContain('Choose a target')
  })
})

describe('the re-roll step (ZZ-39..41)', () => {
  function pendingCampaign(): Campaign {
    const c = zzCampaign()
    const die = (id: string, role: string, owner: string, face: number, sides: number) => ({
      id,
      role,
      who: owner === 'attacker' ? 'Thurig' : 'Orc',
      what: role === 'defense' ? 'Base Defense' : 'Sword',
      index: 0,
      sides,
      face,
      owner,
    })
    return {
      ...c,
      rulesetState: {
        pendingAttack: {
          attackerId: 'tok-thurig',
          targetId: 'tok-orc',
          input: { attacker: {}, target: {} },
          record: {
            dice: [
              die('attack:0', 'attack', 'attacker', 2, 8),
              die('damage:0', 'damage', 'attacker', 1, 8),
              die('defense:0', 'defense', 'defender', 4, 4),
            ],
            rerolls: 1,
          },
          used: [],
          why: ['Back Attack: from behind Orc'],
        },
      },
    }
  }

  it('ticks up to the re-rolls left (never the defender’s die) and Accept sends them', async () => {
    const session = storeWith(pendingCampaign())
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const w = mount(ZzRollDialog, {
      props: { request: { sheet: THURIG, what: { type: 'reroll' } } },
    })
    expect(w.get('[data-role="reroll-why"]').text()).toBe('Back Attack: from behind Orc')
    const box = (id: string) => w.get(`[data-die="${id}"] input`)
    expect(box('defense:0').attributes('disabled')).toBeDefined()
    await box('attack:0').setValue(true)
    expect(box('damage:0').attributes('disabled')).toBeDefined()
    await button(w, 'Re-roll 1 and accept').trigger('click')
    await flushPromises()
    expect(act).toHaveBeenCalledWith('roll:check', { kind: 'reroll', dice: ['attack:0'] })
  })

  it('the map’s panel shows the waiting attack too, so closing the dialog does not lose it', () => {
    storeWith(pendingCampaign())
    const w = mount(ZzTargetPanel, {
      props: { tokens: [{ id: 'tok-orc', name: 'Orc' }] as never, selectedId: 'tok-orc' },
    })
    expect(w.get('[aria-label="Re-roll step"] h4').text()).toBe('Thurig attacks Orc')
  })

  it('Accept with nothing ticked keeps the dice', async () => {
    const session = storeWith(pendingCampaign())
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const w = mount(ZzRollDialog, {
      props: { request: { sheet: THURIG, what: { type: 'reroll' } } },
    })
    await button(w, 'Accept the dice').trigger('click')
    await flushPromises()
    expect(act).toHaveBeenCalledWith('roll:check', { kind: 'reroll', dice: [] })
  })
})

describe('ZzRollDialog: Use Skill and contests', () => {
  it('ZZ-61/62: a skill adds its bonus, the ladder names the Difficulty, Roll sends it', async () => {
    const session = zzStore()
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const w = mount(ZzRollDialog, {
      props: { request: { sheet: THURIG, what: { type: 'skill', skill: 'Climb' } } },
    })
    // Climb: STR 3 + bonus 2.
    const at = (difficulty: number) =>
      percent(zzSkillOdds({ attribute: 5, difficulty }, ZZ_DEFAULT_OPTIONS))
    expect(w.get('[data-role="chance"]').text()).toBe(at(10))
    await button(w, 'Hard 15').trigger('click')
    expect(w.get('[data-role="chance"]').text()).toBe(at(15))
    expect(w.get('[data-role="difficulty-words"]').text()).toContain('Hard')
    expect(w.get('[data-role="roll-how"]').text()).toBe('d12 + STR 3 + Climb +2 against 15')
    // Enter in a field rolls.
    await w.get('input[aria-label="Difficulty"]').trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(act).toHaveBeenCalledWith('roll:check', {
      kind: 'skill',
      tokenId: 'tok-thurig',
      attribute: 'STR',
      skill: 'Climb',
      difficulty: 15,
      modifier: 0,
      aim: 0,
    })
  })

  it('ZZ-45: Shove with Running shows the exact chance and sends the contest', async () => {
    const session = zzStore()
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const w = mount(ZzRollDialog, {
      props: {
        request: {
          sheet: THURIG,
          what: { type: 'contest', contest: 'shove', actorId: 'tok-thurig', targetId: 'tok-orc' },
        },
      },
    })
    await w.get('input[aria-label="Running"]').setValue(true)
    const p = zzShoveOdds(
      { shover: zzFigureOf(zzThurig()), target: zzFigureOf(zzOrc()), running: true },
      ZZ_DEFAULT_OPTIONS,
    )
    expect(w.get('[data-role="chance"]').text()).toBe(percent(p))
    await button(w, 'Roll').trigger('click')
    await flushPromises()
    expect(act).toHaveBeenCalledWith('roll:check', {
      kind: 'contest',
      contest: 'shove',
      actorTokenId: 'tok-thurig',
      targetTokenId: 'tok-orc',
      running: true,
      aim: 0,
      modifier: 0,
    })
  })
})

describe('ZzTargetPanel: the dungeon actions within reach (ZZ-14..16)', () => {
  it('offers the door beside the figure, the item next to it and Drop of what it holds', async () => {
    const session = zzStore()
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const w = mount(ZzTargetPanel, {
      props: {
        tokens: [
          { id: 'tok-thurig', name: 'Thurig' },
          { id: 'tok-orc', name: 'Orc' },
        ] as never,
        selectedId: 'tok-thurig',
      },
    })
    await button(w, 'Open door (north)').trigger('click')
    await flushPromises()
    expect(act).toHaveBeenLastCalledWith('roll:check', {
      kind: 'openClose',
      tokenId: 'tok-thurig',
      door: '4,3,0',
    })
    await button(w, 'Pick up Gold coin').trigger('click')
    await flushPromises()
    expect(act).toHaveBeenLastCalledWith('roll:check', {
      kind: 'pickUp',
      tokenId: 'tok-thurig',
      at: '5,3',
      item: 'coin',
    })
    await button(w, 'Drop Sword').trigger('click')
    await flushPromises()
    expect(act).toHaveBeenLastCalledWith('roll:check', {
      kind: 'drop',
      tokenId: 'tok-thurig',
      item: 'sword',
    })
  })

  it('Loot and Finish appear only for a next figure that is down or out', async () => {
    const c = zzCampaign()
    c.tokens['tok-orc'] = { ...c.tokens['tok-orc']!, instance: { hp: -1, statuses: ['down'] } }
    storeWith(c)
    const w = mount(ZzTargetPanel, {
      props: {
        tokens: [
          { id: 'tok-thurig', name: 'Thurig' },
          { id: 'tok-orc', name: 'Orc' },
        ] as never,
        selectedId: 'tok-thurig',
      },
    })
    expect(w.text()).not.toContain('Finish…')
    await w.get('select[aria-label="Target"]').setValue('tok-orc')
    expect(w.text()).toContain('Finish…')
    expect(w.text()).not.toContain('Loot Orc')
  })

  it('ZZ-14: Loot appears for a next figure that is Unconscious and sends the loot', async () => {
    const c = zzCampaign()
    c.tokens['tok-orc'] = {
      ...c.tokens['tok-orc']!,
      instance: { hp: 0, statuses: ['unconscious'] },
    }
    const session = storeWith(c)
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const w = mount(ZzTargetPanel, {
      props: {
        tokens: [
          { id: 'tok-thurig', name: 'Thurig' },
          { id: 'tok-orc', name: 'Orc' },
        ] as never,
        selectedId: 'tok-thurig',
      },
    })
    await w.get('select[aria-label="Target"]').setValue('tok-orc')
    await button(w, 'Loot Orc').trigger('click')
    await flushPromises()
    expect(act).toHaveBeenLastCalledWith('roll:check', {
      kind: 'loot',
      tokenId: 'tok-thurig',
      fromTokenId: 'tok-orc',
    })
  })
})

describe('ZzDungeonActions: Throw and Jump (ZZ-26, ZZ-32)', () => {
  it('throws a held weapon at the target square and jumps, each as its own request', async () => {
    const session = zzStore()
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const w = mount(ZzDungeonActions, {
      props: { tokenId: 'tok-thurig', lootFrom: null, targetId: 'tok-orc' },
    })
    // The Orc of the fixture stands on square 3,3.
    await button(w, 'Throw Sword at Orc').trigger('click')
    await flushPromises()
    expect(act).toHaveBeenLastCalledWith('roll:check', {
      kind: 'throw',
      tokenId: 'tok-thurig',
      item: 'sword',
      at: '3,3',
    })
    // ZZ-26: Thurig on 4,3 jumps east: 2 squares on is 6,3.
    await w.get('select[aria-label="Jump towards"]').setValue('E')
    await button(w, 'Jump to 6,3').trigger('click')
    await flushPromises()
    expect(act).toHaveBeenLastCalledWith('roll:check', {
      kind: 'jump',
      tokenId: 'tok-thurig',
      to: '6,3',
    })
  })

  it('offers no Throw without a target', () => {
    zzStore()
    const w = mount(ZzDungeonActions, { props: { tokenId: 'tok-thurig', lootFrom: null } })
    expect(w.text()).not.toContain('Throw')
    expect(w.text()).toContain('Jump')
  })
})
