/**
 * The condition editor's duration picker: each kind becomes the contract's `until`, a duration of
 * 0 rounds or a DC that is not a number is named and nothing is sent.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Combat } from '../../../shared/model'
import ConditionEditor from '../../../renderer/src/features/combat/ConditionEditor.vue'
import { demoCampaign, storeWith } from './library-support'

const who = (id: string, name: string) => ({
  id,
  tokenId: id,
  name,
  side: 'party',
  initiative: 10,
  hidden: false,
  left: {},
  full: {},
  usedThisRound: {},
  flags: [],
  hasStarted: true,
})

const combat: Combat = {
  id: 'f',
  mapId: 'causeway',
  phase: 'running',
  round: 1,
  order: [who('pc-vaka', 'Vaka'), who('npc-hound', 'Scrap Hound')],
  currentId: 'pc-vaka',
  acted: [],
  deferred: [],
  timers: [],
  items: [],
  log: [],
  stats: {},
  showPcHp: false,
}
const conditions = [
  { id: 'back-footed', name: 'Back-footed', summary: 'easier to hit' },
  { id: 'poisoned', name: 'Poisoned', summary: 'saves at the end of its turn' },
]
const saves = [
  { id: 'FOR', name: 'Fortitude' },
  { id: 'DEX', name: 'Dexterity' },
]

function editor() {
  const session = storeWith(demoCampaign())
  const act = vi.spyOn(session, 'act').mockResolvedValue(true)
  const w = mount(ConditionEditor, {
    props: { tokenId: 'npc-hound', combat, conditions, saves },
  })
  mounted.push(w)
  return { w, act }
}

const mounted: { unmount(): void }[] = []
afterEach(() => mounted.splice(0).forEach((w) => w.unmount()))

describe('the condition editor', () => {
  it.each([
    [
      'turn',
      async (w: ReturnType<typeof editor>['w']) => {
        await w.get('[data-role="duration-at"]').setValue('start')
        await w.get('[data-role="duration-of"]').setValue('pc-vaka')
        await w.get('[aria-label="Given by"]').setValue('pc-vaka')
      },
      { until: { kind: 'turn', at: 'start', of: 'pc-vaka' }, sourceId: 'pc-vaka' },
    ],
    [
      'rounds',
      async (w: ReturnType<typeof editor>['w']) => {
        await w.get('[aria-label="Rounds"]').setValue('3')
      },
      { until: { kind: 'rounds', rounds: 3 } },
    ],
    [
      'save',
      async (w: ReturnType<typeof editor>['w']) => {
        await w.get('[data-role="duration-at"]').setValue('end')
        await w.get('[aria-label="DC"]').setValue('12')
      },
      { until: { kind: 'save', at: 'end', save: 'FOR', dc: 12 } },
    ],
    ['rest', async () => {}, { until: { kind: 'rest' } }],
    ['manual', async () => {}, { until: { kind: 'manual' } }],
  ])('%s', async (kind, fill, expected) => {
    const { w, act } = editor()
    await w.get('[data-role="condition-choice"]').setValue('poisoned')
    await w.get('[data-role="duration-kind"]').setValue(kind)
    await fill(w)
    await w.get('form').trigger('submit')
    await flushPromises()
    expect(act).toHaveBeenCalledWith('combat:setCondition', {
      tokenId: 'npc-hound',
      condition: 'poisoned',
      on: true,
      ...expected,
    })
    expect(w.emitted('close')).toHaveLength(1)
  })

  it.each([
    [
      'rounds',
      '[aria-label="Rounds"]',
      '0',
      'Rounds: a duration must be a whole number of at least 1 round.',
    ],
    ['save', '[aria-label="DC"]', 'ten', 'DC: a whole number from 0 to 100.'],
  ])('a bad %s is named and nothing is sent', async (kind, field, value, message) => {
    const { w, act } = editor()
    await w.get('[data-role="duration-kind"]').setValue(kind)
    await w.get(field).setValue(value)
    expect(w.get('[role="alert"]').text()).toBe(message)
    expect(w.get('[data-role="apply-condition"]').attributes('disabled')).toBeDefined()
    await w.get('form').trigger('submit')
    await flushPromises()
    expect(act).not.toHaveBeenCalled()
  })
})
