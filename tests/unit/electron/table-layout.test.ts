/**
 * The split layout of the table display: the camera's optional `layout`, set through
 * `table:setCamera` as one undoable step named for what it does, reaching the players' view only
 * when split; anything but 'single' or 'split' refused by the contract, nothing changed.
 */
import { describe, expect, it } from 'vitest'
import { tableHarness } from './table-harness'
import { TableCameraSchema, DEFAULT_TABLE_CAMERA } from '../../../shared/model'
import { ok, refused } from './combat-harness'

const harness = tableHarness

describe('the table camera’s layout', () => {
  it('is optional in the schema (older campaigns) and takes only single or split', () => {
    expect(TableCameraSchema.safeParse(DEFAULT_TABLE_CAMERA).success).toBe(true)
    expect(TableCameraSchema.safeParse({ ...DEFAULT_TABLE_CAMERA, layout: 'split' }).success).toBe(
      true,
    )
    expect(TableCameraSchema.safeParse({ ...DEFAULT_TABLE_CAMERA, layout: 'ring' }).success).toBe(
      false,
    )
  })

  it('goes split in one undoable step, and the players’ view carries it only when split', () => {
    const h = harness()
    ok(h.call('table:setCamera', { rotation: 90 }))
    expect(h.table()?.layout).toBeUndefined()
    ok(h.call('table:setCamera', { layout: 'split' }))
    expect(h.history.state.tableDisplay?.camera.layout).toBe('split')
    expect(h.table()).toMatchObject({ layout: 'split', rotation: 90 })
    expect(h.history.history().undoLabel).toMatch(/initiative strip on every edge/i)
    ok(h.call('history:undo'))
    expect(h.history.state.tableDisplay?.camera.layout).toBeUndefined()
    expect(h.table()?.layout).toBeUndefined()
    expect(h.table()?.rotation).toBe(90)
    ok(h.call('history:redo'))
    ok(h.call('table:setCamera', { layout: 'single' }))
    expect(h.table()?.layout).toBeUndefined()
    expect(h.history.history().undoLabel).toMatch(/initiative strip on one edge/i)
  })

  it('refuses a layout it does not know, changing nothing', () => {
    const h = harness()
    const before = h.history.state
    const why = refused(h.call('table:setCamera', { layout: 'ring' }), 'invalid-input')
    expect(why).toMatch(/one edge or on every edge/)
    expect(h.history.state).toBe(before)
  })
})
