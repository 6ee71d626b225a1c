import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import type { Campaign } from '../../../shared/model'
import CombatPanel from '../../../renderer/src/features/combat/CombatPanel.vue'
import BwEffort from '../../../renderer/src/rules/bw/panel/BwEffort.vue'
import { moveBudgetLine } from '../../../renderer/src/rules/bw/turn-lines'
import { bwCampaign, unit } from './bw-campaign'
import { storeWith } from './library-support'

const square = (x0: number, y0: number, x1: number, y1: number) => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
]

function onGround(kinds: ('road' | 'liquid')[], state = {}): Campaign {
  const c = bwCampaign([unit('t1', 10, 10, state)])
  const map = c.maps.field as unknown as { areas: Record<string, unknown> }
  for (const k of kinds) map.areas[k] = { id: k, name: k, kind: k, points: square(0, 0, 20, 20) }
  return c
}

describe('BW movement budget line (BW-04..14)', () => {
  it.each([
    [[], {}, 'Move 5"'],
    [['road'], {}, 'Move 5" · road +1" → 6"'],
    [['road', 'liquid'], {}, 'Move 5" · road +1" · liquid: half → 3"'],
    [[], { extraEffort: 'move' }, 'Move 5" · Extra Effort +5" → 10"'],
  ] as const)('BW-09/10 on %j with %j reads %s', (kinds, state, line) => {
    expect(moveBudgetLine(onGround([...kinds], state), 't1')).toBe(line)
  })
})

describe('BW Extra Effort buttons (BW-01)', () => {
  function setup(state = {}) {
    const c = onGround([], state)
    ;(c as { combat: unknown }).combat = { order: [], items: [], round: 1 }
    const session = storeWith(c)
    const ask = vi.spyOn(session, 'ask').mockResolvedValue(null)
    return { w: mount(BwEffort, { props: { tokenId: 't1' } }), ask }
  }

  it('BW-01 a click sends +5" of Move for this unit', async () => {
    const { w, ask } = setup()
    await w.get('[data-effort="move"]').trigger('click')
    await flushPromises()
    expect(ask).toHaveBeenCalledWith('roll:check', {
      kind: 'effort',
      tokenId: 't1',
      effort: 'move',
    })
  })

  it('BW-01 once per turn: the buttons are off and say why', () => {
    const { w } = setup({ extraEffort: 'power' })
    expect(w.get('[data-effort="move"]').attributes('disabled')).toBeDefined()
    expect(w.get('[data-role="effort-problem"]').text()).toBe(
      'Trooper 1 has already put forth Extra Effort this turn',
    )
  })
})

describe('BW in the fight tracker', () => {
  it('BW-04 the turn in hand shows the unit’s movement budget (Extra Effort: the tracker’s actions)', () => {
    const c = onGround(['road'])
    const who = {
      id: 't1',
      tokenId: 't1',
      name: 'Trooper 1',
      side: 'red',
      initiative: 1,
      hidden: false,
      left: {},
      full: {},
      usedThisRound: {},
      flags: [],
      hasStarted: true,
    }
    ;(c as { combat: unknown }).combat = {
      id: 'f1',
      mapId: 'field',
      phase: 'running',
      round: 1,
      order: [who],
      currentId: 't1',
      acted: [],
      deferred: [],
      timers: [],
      items: [],
      log: [],
      stats: {},
      showPcHp: false,
    }
    storeWith(c)
    const w = mount(CombatPanel, { props: { selectedId: null } })
    expect(w.get('[data-role="move-budget"]').text()).toBe('Move 5" · road +1" → 6"')
    expect(w.find('[data-effort]').exists()).toBe(false)
    w.unmount()
  })
})
