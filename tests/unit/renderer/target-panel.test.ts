import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { edgeBetween, edgeKey } from '../../../shared/geometry/hex'
import TargetPanel from '../../../renderer/src/rules/bluebox/BlueboxTargetPanel.vue'
import type { MapToken } from '../../../renderer/src/features/map/TokenNode.vue'
import { useRollDialogStore } from '../../../renderer/src/stores/roll-dialog'
import { useSessionStore } from '../../../renderer/src/stores/session'
import { demoCampaign, storeWith } from './library-support'

const vaka: MapToken = {
  id: 'vaka',
  name: 'Vaka',
  kind: 'pc',
  hex: { q: 1, r: 5 },
  size: 'medium',
  color: '#2f6fdb',
}
const sentinel: MapToken = {
  id: 'rs',
  name: 'Rust Sentinel',
  kind: 'npc',
  hex: { q: 9, r: 5 },
  size: 'medium',
  color: '#c24a2c',
}

function setMap(extra: Record<string, unknown>) {
  const session = useSessionStore()
  session.replica = {
    seq: 1,
    view: {
      name: 'T',
      activeMapId: 'm',
      maps: {
        m: {
          id: 'm',
          name: 'M',
          orientation: 'pointy',
          cols: 18,
          rows: 12,
          metresPerHex: 1,
          ...extra,
        },
      },
      tokens: {},
    },
  }
}

async function reading(extra: Record<string, unknown>, range = 8) {
  setMap(extra)
  const w = mount(TargetPanel, { props: { tokens: [vaka, sentinel], selectedId: 'vaka' } })
  await w.find('select[aria-label="Target"]').setValue('rs')
  await w.find('input[aria-label="Weapon range"]').setValue(String(range))
  return w.find('[data-role="target-reading"]').text()
}

beforeEach(() => setActivePinia(createPinia()))

describe('TargetPanel', () => {
  it('on level open ground: in range, clear sight, no Edge or Flaw', async () => {
    const text = await reading({})
    expect(text).toContain('8 m (in reach/range)')
    expect(text).toContain('clear')
    expect(text).toContain('net 0')
  })

  it('from 2 m up: Height Advantage, +1 Edge', async () => {
    const text = await reading({ terrain: { '1,5': { kind: 'normal', elevation: 2 } } })
    expect(text).toContain('2 m above — Height Advantage')
    expect(text).toContain('net +1 Edge')
  })

  it('Beyond Range and Cover at the target: two Flaw, capped at 2', async () => {
    const cover = edgeKey(edgeBetween({ q: 8, r: 5 }, { q: 9, r: 5 })!)
    const text = await reading({ edges: { [cover]: 'cover' } }, 5)
    expect(text).toContain('(Beyond Range)')
    expect(text).toContain('target in Cover')
    expect(text).toContain('net 2 Flaw')
  })

  it('shows nothing without a selected token', () => {
    setMap({})
    const w = mount(TargetPanel, { props: { tokens: [vaka, sentinel], selectedId: null } })
    expect(w.html()).toBe('<!--v-if-->')
  })

  it("takes reach, range and Critical Area from the attacker's sheet weapon", async () => {
    setMap({})
    const session = useSessionStore()
    const view = session.replica!.view as Record<string, unknown>
    view.npcs = {
      n1: {
        weapons: [
          { id: 'w1', name: 'Claws', kind: 'melee', reachOrRange: 2 },
          {
            id: 'w2',
            name: 'Scrap Launcher',
            kind: 'ranged',
            reachOrRange: 6,
            critical: { min: 7, max: 9 },
          },
        ],
      },
    }
    const hound = { ...sentinel, id: 'h', npcId: 'n1' } as MapToken
    const w = mount(TargetPanel, { props: { tokens: [hound, vaka], selectedId: 'h' } })
    // The first weapon is picked: 8 m away is out of a 2 m reach.
    await w.find('select[aria-label="Target"]').setValue('vaka')
    expect(w.find('[data-role="target-reading"]').text()).toContain('8 m (out of range)')
    await w.find('select[aria-label="Weapon"]').setValue('w2')
    const text = w.find('[data-role="target-reading"]').text()
    expect(text).toContain('8 m (Beyond Range)')
    expect(text).toContain('Critical Area: +1 Power Die')
    expect(w.find('input[aria-label="Weapon range"]').exists()).toBe(false)
  })

  it('refuses a nonsense range with the reason and shows no reading', async () => {
    setMap({})
    const w = mount(TargetPanel, { props: { tokens: [vaka, sentinel], selectedId: 'vaka' } })
    await w.find('select[aria-label="Target"]').setValue('rs')
    for (const bad of ['-3', '0', '2.5', '']) {
      await w.find('input[aria-label="Weapon range"]').setValue(bad)
      expect(w.find('[data-role="target-reading"]').exists()).toBe(false)
      expect(w.find('[role="alert"]').text()).toContain('whole number of metres from 1 to 200')
    }
    await w.find('input[aria-label="Weapon range"]').setValue('8')
    expect(w.find('[role="alert"]').exists()).toBe(false)
    expect(w.find('[data-role="target-reading"]').text()).toContain('8 m (in reach/range)')
  })
})

describe('TargetPanel: rolling the attack', () => {
  /** The demo with Vaka next to the Rust Sentinel; the panel on Vaka. */
  function demoPanel() {
    const c = demoCampaign()
    c.tokens['pc-vaka']!.hex = { q: 8, r: 5 }
    const session = storeWith(c)
    const rolls = useRollDialogStore()
    const w = mount(TargetPanel, {
      props: { tokens: session.tokens as MapToken[], selectedId: 'pc-vaka' },
    })
    const button = () => w.findAll('button').find((b) => b.text() === 'Roll attack…')!
    return { w, rolls, button }
  }

  it('opens the roll dialog on these two tokens and the chosen sheet weapon', async () => {
    const { w, rolls, button } = demoPanel()
    expect(button().attributes('disabled')).toBeDefined()
    await w.find('select[aria-label="Target"]').setValue('npc-sentinel')
    expect(button().attributes('disabled')).toBeUndefined()
    await button().trigger('click')
    expect(rolls.request).toEqual({
      sheet: { kind: 'pc', id: 'vaka' },
      what: {
        type: 'attack',
        weaponId: 'twin-blades',
        attackerId: 'pc-vaka',
        targetId: 'npc-sentinel',
      },
    })
  })

  it('a custom reach cannot roll: it says why', async () => {
    const { w, rolls, button } = demoPanel()
    await w.find('select[aria-label="Target"]').setValue('npc-sentinel')
    await w.find('select[aria-label="Weapon"]').setValue('')
    expect(button().attributes('disabled')).toBeDefined()
    expect(w.get('[data-role="roll-problem"]').text()).toContain(
      'A custom reach or range has no attack or damage to roll',
    )
    await button().trigger('click')
    expect(rolls.request).toBeNull()
  })

  it('a target with no sheet cannot be rolled against: it says why', async () => {
    const { w, button } = demoPanel()
    await w.find('select[aria-label="Target"]').setValue('obj-crate')
    expect(button().attributes('disabled')).toBeDefined()
    expect(w.get('[data-role="roll-problem"]').text()).toContain(
      'Supply Crate has no NPC or PC sheet',
    )
  })

  it('"Pick on map": the next token clicked on the map is the target, not a new selection', async () => {
    const { w, rolls } = demoPanel()
    await w
      .findAll('button')
      .find((b) => b.text() === 'Pick on map')!
      .trigger('click')
    expect(rolls.picking).toBe('target-panel')
    expect(w.text()).toContain('Click the target on the map')
    // A click on empty map while picking is swallowed; a token is the pick.
    expect(rolls.offer(null)).toBe(true)
    expect(rolls.offer('npc-hound')).toBe(true)
    await flushPromises()
    expect(rolls.picking).toBeNull()
    expect((w.get('select[aria-label="Target"]').element as HTMLSelectElement).value).toBe(
      'npc-hound',
    )
    // Not picking: the click is the selection's again.
    expect(rolls.offer('npc-sentinel')).toBe(false)
  })

  it('a new attacker (or none) stops the panel picking, so map clicks select again', async () => {
    const { w, rolls } = demoPanel()
    await w
      .findAll('button')
      .find((b) => b.text() === 'Pick on map')!
      .trigger('click')
    await w.setProps({ selectedId: 'pc-mira' })
    expect(rolls.picking).toBeNull()
    await w
      .findAll('button')
      .find((b) => b.text() === 'Pick on map')!
      .trigger('click')
    w.unmount()
    expect(rolls.picking).toBeNull()
  })
})
