/**
 * The GG attack as the roll dialog and the map's target panel show it: the preview's numbers and
 * odds (bonus vs HT, Advantage and why, cost with the repeat surcharge, hit / drop / expected
 * damage), a refusal in words, the roll:attack request, the reach drawn on the map, and an
 * import refused by path.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import type { AttackPreviewResult } from '../../../shared/rules/gg/adapter/attack-preview'
import type { GgAttackRequest } from '../../../shared/rules/gg/engine/roll-requests'
import NpcImport from '../../../renderer/src/rules/common/NpcImport.vue'
import GgTargetPanel from '../../../renderer/src/rules/gg/GgTargetPanel.vue'
import GgRollDialog from '../../../renderer/src/rules/gg/roll/GgRollDialog.vue'
import type { GgRollWhat } from '../../../renderer/src/rules/gg/roll/roll-what'
import { useRollDialogStore } from '../../../renderer/src/stores/roll-dialog'
import { useToolStore } from '../../../renderer/src/stores/tools'
import { ggRuleset } from '../../../shared/rules/gg/adapter/ruleset'
import { GgNpcSchema } from '../../../shared/rules/gg/engine/sheet-schema'
import { HAND_CROSSBOW } from '../support/gg-weapons'
import { ggCampaign, ggOrc, ggStore } from './gg-campaign'
import { storeWith } from './library-support'

const seen: GgAttackRequest[] = []
let answer: AttackPreviewResult
vi.mock('../../../shared/rules/gg/adapter/attack-preview', () => ({
  attackPreview: (_c: unknown, r: GgAttackRequest) => {
    seen.push(r)
    return answer
  },
}))

const preview: AttackPreviewResult = {
  ok: true,
  preview: {
    label: 'Orc Raider: Greataxe at Aria',
    bonus: { value: 5, how: 'PHY 3 + SB 2' },
    ht: { value: 14, how: 'HT 12 + half cover 2' },
    advantage: 'advantage',
    advantageWhy: ['Aria is Prone and within 1 m'],
    distance: 1,
    cost: { ap: 4 },
    surcharge: 'Second Attack this Turn: +2AP',
    damage: '1d12 + 3 Slashing',
    odds: {
      outcomes: { miss: 0.3, hit: 0.6, overwhelming: 0.05, critical: 0.05 },
      hitChance: 0.7,
      damage: { min: 0, p: [1] },
      hpLoss: { min: 0, p: [1] },
      dropChance: 0.125,
      expectedDamage: 6.65,
    },
  },
} as AttackPreviewResult

function dialog() {
  const session = ggStore()
  const act = vi.spyOn(session, 'act').mockResolvedValue(true)
  const what: GgRollWhat = {
    type: 'attack',
    actionId: 'axe',
    attackerId: 'tok-orc',
    targetId: 'tok-aria',
  }
  const w = mount(GgRollDialog, { props: { request: { sheet: { kind: 'npc', id: 'orc' }, what } } })
  return { w, act }
}

describe('GG attack dialog', () => {
  it('shows the preview: bonus vs HT, Advantage and why, cost with surcharge, the odds', async () => {
    answer = preview
    const { w, act } = dialog()
    expect(w.get('[data-role="attack-bonus"]').text()).toBe('+5 (PHY 3 + SB 2)')
    expect(w.get('[data-role="target-ht"]').text()).toBe('HT 12 + half cover 2')
    expect(w.text()).toContain('Aria is Prone and within 1 m')
    expect(w.get('[data-role="attack-cost"]').text()).toBe('4AP · Second Attack this Turn: +2AP')
    expect(w.get('[data-role="hit-chance"]').text()).toBe('70.0%')
    expect(w.get('[data-role="drop-chance"]').text()).toBe('12.5%')
    expect(w.get('[data-role="expected-damage"]').text()).toBe('6.7')
    // The GM's say about the moment goes into the preview and the roll alike.
    await w
      .findAll('label')
      .find((l) => l.text() === 'Mark')!
      .get('input')
      .setValue(true)
    await w.get('select[aria-label="Cover"]').setValue('half')
    expect(seen.at(-1)).toMatchObject({ mark: true, cover: 'half', actionId: 'axe' })
    await w
      .findAll('button')
      .find((b) => b.text() === 'Roll')!
      .trigger('click')
    await flushPromises()
    expect(act).toHaveBeenCalledWith('roll:attack', {
      attackerTokenId: 'tok-orc',
      targetTokenId: 'tok-aria',
      use: 'action',
      actionId: 'axe',
      mark: true,
      opportunity: false,
      nonLethal: false,
      cover: 'half',
      unseenAttacker: false,
      unseenTarget: false,
      offHand: 'none',
      offHandLoaded: false,
      alsoTargetTokenIds: [],
      advantages: 0,
      disadvantages: 0,
      modifier: 0,
    })
  })

  it('an attack that cannot be made says why in words, and Roll stays off', () => {
    answer = { ok: false, refused: 'Aria is 5 m away; the Greataxe reaches 1 m' }
    const { w } = dialog()
    expect(w.get('[data-role="attack-refused"]').text()).toBe(
      'Aria is 5 m away; the Greataxe reaches 1 m',
    )
    expect(
      w
        .findAll('button')
        .find((b) => b.text() === 'Roll')!
        .attributes('disabled'),
    ).toBeDefined()
  })
})

describe('GG-060 (seed 001 L57) the extra attack with a ranged Light weapon', () => {
  it('asks whether it is Loaded, and sends the GM’s answer with the request', async () => {
    answer = preview
    const orc = GgNpcSchema.parse({ ...ggOrc(), actions: [...ggOrc().actions, HAND_CROSSBOW] })
    storeWith({ ...ggCampaign(), npcs: { orc } })
    const what: GgRollWhat = {
      type: 'attack',
      actionId: 'xbow',
      attackerId: 'tok-orc',
      targetId: 'tok-aria',
    }
    const w = mount(GgRollDialog, {
      props: { request: { sheet: { kind: 'npc', id: 'orc' }, what } },
    })
    await flushPromises()
    const loaded = () => w.findAll('label').find((l) => l.text().startsWith('Loaded'))
    expect(loaded()).toBeUndefined()
    await w.get('select[aria-label="Extra attack"]').setValue('weapon')
    expect(seen.at(-1)).toMatchObject({ offHand: 'weapon', offHandLoaded: false })
    await loaded()!.get('input').setValue(true)
    expect(seen.at(-1)).toMatchObject({ offHand: 'weapon', offHandLoaded: true })
    // thrown, it needs no loading: the box goes
    await w.get('select[aria-label="Extra attack"]').setValue('thrown')
    expect(loaded()).toBeUndefined()
    w.unmount()
  })
})

describe('GG target panel', () => {
  const tokens = [
    {
      id: 'tok-orc',
      name: 'Orc Raider',
      kind: 'npc',
      hex: { q: 3, r: 3 },
      size: 'medium',
      color: '#c24a2c',
    },
    {
      id: 'tok-aria',
      name: 'Aria',
      kind: 'pc',
      hex: { q: 4, r: 3 },
      size: 'medium',
      color: '#2f6fdb',
    },
  ] as const

  it('draws the picked action’s reach on the map and opens the roll dialog on both tokens', async () => {
    answer = preview
    ggStore()
    const w = mount(GgTargetPanel, { props: { tokens: [...tokens], selectedId: 'tok-orc' } })
    const tools = useToolStore()
    expect(tools.attack).toMatchObject({ weaponId: 'axe', kind: 'melee', range: 1 })
    expect(w.text()).toContain('AoC 1 m')
    await w.get('select[aria-label="Target"]').setValue('tok-aria')
    expect(w.get('[data-role="hit-chance"]').text()).toBe('70.0%')
    await w
      .findAll('button')
      .find((b) => b.text() === 'Roll attack…')!
      .trigger('click')
    expect(useRollDialogStore().request).toEqual({
      sheet: { kind: 'npc', id: 'orc' },
      what: { type: 'attack', actionId: 'axe', attackerId: 'tok-orc', targetId: 'tok-aria' },
    })
  })
})

describe('GG NPC import', () => {
  it('refuses a bad file with each problem by its path, and sends nothing', async () => {
    const session = ggStore()
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const w = mount(NpcImport, { props: { ruleset: ggRuleset } })
    const text = JSON.stringify({
      format: 'gg-npcs',
      version: 1,
      npcs: [{ id: 'x', name: 'X', traits: {} }],
    })
    const input = w.get('input[type="file"]')
    Object.defineProperty(input.element, 'files', {
      value: [new File([text], 'bad.json', { type: 'application/json' })],
    })
    await input.trigger('change')
    await vi.waitFor(() => expect(w.find('[data-role="import-errors"]').exists()).toBe(true))
    expect(w.text()).toContain('bad.json: nothing imported')
    expect(w.get('[data-role="import-errors"]').text()).toContain('$.npcs[0].hpMax')
    expect(w.get('[data-role="import-errors"]').text()).toContain('$.npcs[0].traits.PHY')
    expect(act).not.toHaveBeenCalled()
  })
})

describe('GG Opportunity Attack offer', () => {
  it('the map’s offer opens the dialog as an Opportunity Attack with a melee action', async () => {
    answer = preview
    const session = ggStore()
    const act = vi.spyOn(session, 'act').mockResolvedValue(true)
    const what: GgRollWhat = {
      type: 'attack',
      attackerId: 'tok-orc',
      targetId: 'tok-aria',
      action: 'opportunity',
    }
    const w = mount(GgRollDialog, {
      props: { request: { sheet: { kind: 'npc', id: 'orc' }, what } },
    })
    await w
      .findAll('button')
      .find((b) => b.text() === 'Roll')!
      .trigger('click')
    await flushPromises()
    expect(act.mock.calls[0]?.[1]).toMatchObject({ opportunity: true, actionId: 'axe' })
  })
})
