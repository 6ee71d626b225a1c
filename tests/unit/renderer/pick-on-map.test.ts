/**
 * "Pick on map": the button toggles waiting for a token, a click on one goes to the waiting
 * component (never to another), and closing the component stops the wait, so the next click on
 * the map selects as usual.
 */
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { usePickCellOnMap, usePickOnMap } from '../../../renderer/src/stores/pick-on-map'
import { useRollDialogStore, type PickOwner } from '../../../renderer/src/stores/roll-dialog'

function picker(owner: PickOwner, taken: string[]) {
  return defineComponent({
    setup() {
      const { picking, pickOnMap } = usePickOnMap(owner, (id) => taken.push(id))
      return () => h('button', { onClick: pickOnMap, 'aria-pressed': picking.value }, 'Pick on map')
    },
  })
}

describe('usePickOnMap', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('toggles waiting, hands the picked token to its owner only, and stops after one', async () => {
    const dialog: string[] = []
    const panel: string[] = []
    const a = mount(picker('roll-dialog', dialog))
    const b = mount(picker('target-panel', panel))
    const rolls = useRollDialogStore()
    await a.get('button').trigger('click')
    expect(rolls.picking).toBe('roll-dialog')
    expect(rolls.offer('orc')).toBe(true)
    await a.vm.$nextTick()
    expect(dialog).toEqual(['orc'])
    expect(panel).toEqual([])
    expect(rolls.picking).toBeNull()
    await a.get('button').trigger('click')
    await a.get('button').trigger('click')
    expect(rolls.picking).toBeNull()
    a.unmount()
    b.unmount()
  })

  it('closing the waiting component stops the wait', async () => {
    const w = mount(picker('roll-dialog', []))
    const rolls = useRollDialogStore()
    await w.get('button').trigger('click')
    expect(rolls.picking).toBe('roll-dialog')
    w.unmount()
    expect(rolls.picking).toBeNull()
    expect(rolls.offer('orc')).toBe(false)
  })
})

function cellPicker(taken: { q: number; r: number }[]) {
  return defineComponent({
    setup() {
      const { pickingCell, pickCellOnMap } = usePickCellOnMap('roll-dialog', (c) => taken.push(c))
      return () =>
        h('button', { onClick: pickCellOnMap, 'aria-pressed': pickingCell.value }, 'Pick cell')
    },
  })
}

describe('usePickCellOnMap', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('waits for one cell, hands it over, and leaves token picking and the selection alone', async () => {
    const cells: { q: number; r: number }[] = []
    const w = mount(cellPicker(cells))
    const rolls = useRollDialogStore()
    // Not waiting: a map click is not taken.
    expect(rolls.offerCell({ q: 1, r: 1 })).toBe(false)
    await w.get('button').trigger('click')
    expect(rolls.pickingCell).toBe('roll-dialog')
    // A token pick is not what is awaited: offer() leaves it to the selection.
    expect(rolls.offer('orc')).toBe(false)
    expect(rolls.offerCell({ q: 9, r: 6 })).toBe(true)
    await w.vm.$nextTick()
    expect(cells).toEqual([{ q: 9, r: 6 }])
    expect(rolls.pickingCell).toBeNull()
    expect(rolls.offerCell({ q: 2, r: 2 })).toBe(false)
    w.unmount()
  })

  it('waiting for a cell and for a token exclude each other; closing stops the wait', async () => {
    const w = mount(cellPicker([]))
    const rolls = useRollDialogStore()
    await w.get('button').trigger('click')
    rolls.startPicking('target-panel')
    expect(rolls.pickingCell).toBeNull()
    expect(rolls.picking).toBe('target-panel')
    rolls.startPickingCell('roll-dialog')
    expect(rolls.picking).toBeNull()
    w.unmount()
    expect(rolls.pickingCell).toBeNull()
  })
})
