/**
 * The map tools' mode stack (stores/tools.ts): whoever starts a mode pushes it, only the mode on
 * top hears the map's clicks (the plain tool has them while none is on), Esc goes to the top mode
 * that does not ignore it, and a mode ends by ending itself, its owner told once however it ends.
 * Also the modes the stores start: a pick on the map, fitting the background, BW's point.
 */
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { bwPointPick } from '../../../renderer/src/rules/bw/overlay'
import { PICK_MODE, useRollDialogStore } from '../../../renderer/src/stores/roll-dialog'
import { useToolStore, type MapMode } from '../../../renderer/src/stores/tools'

beforeEach(() => setActivePinia(createPinia()))

/** A mode that notes its clicks, tokens and ending in `log`. */
function noting(id: string, log: string[], extra: Partial<MapMode> = {}): MapMode {
  return {
    id,
    click: (cell, edge) => log.push(`${id} click ${cell.q},${cell.r}${edge ? ` ${edge}` : ''}`),
    token: (tokenId) => (log.push(`${id} token ${tokenId}`), true),
    ended: () => log.push(`${id} ended`),
    ...extra,
  }
}

const ids = () => useToolStore().modes.map((m) => m.id)

describe('the mode stack', () => {
  it('stacks modes in the order pushed; ending one takes it out wherever it stands', () => {
    const tools = useToolStore()
    const log: string[] = []
    tools.pushMode(noting('a', log))
    tools.pushMode(noting('b', log))
    tools.pushMode(noting('c', log))
    expect(ids()).toEqual(['a', 'b', 'c'])
    expect(tools.topMode?.id).toBe('c')
    tools.endMode('b')
    expect(ids()).toEqual(['a', 'c'])
    tools.endMode('c')
    expect(tools.topMode?.id).toBe('a')
    tools.endMode('c')
    expect(log).toEqual(['b ended', 'c ended'])
    expect(tools.hasMode('a')).toBe(true)
    expect(tools.hasMode('c')).toBe(false)
  })

  it('a mode pushed again ends the one it replaces and goes on top', () => {
    const tools = useToolStore()
    const log: string[] = []
    tools.pushMode(noting('a', log))
    tools.pushMode(noting('b', log))
    tools.pushMode(noting('a', log, { ended: () => log.push('a again ended') }))
    expect(ids()).toEqual(['b', 'a'])
    expect(log).toEqual(['a ended'])
    tools.endMode('a')
    expect(log).toEqual(['a ended', 'a again ended'])
  })

  it('an owner that ends its mode again when told it ended is told once', () => {
    const tools = useToolStore()
    const ended = vi.fn(() => tools.endMode('a'))
    tools.pushMode({ id: 'a', ended })
    tools.endMode('a')
    expect(ended).toHaveBeenCalledTimes(1)
    expect(ids()).toEqual([])
  })
})

describe("the map's clicks", () => {
  it('go to the top mode only, and to the plain tool (false) with none on', () => {
    const tools = useToolStore()
    const log: string[] = []
    expect(tools.mapClick({ q: 1, r: 1 }, null)).toBe(false)
    tools.pushMode(noting('a', log))
    tools.pushMode(noting('b', log))
    expect(tools.mapClick({ q: 2, r: 3 }, '2,3,1')).toBe(true)
    tools.endMode('b')
    expect(tools.mapClick({ q: 4, r: 5 }, null)).toBe(true)
    tools.endMode('a')
    expect(tools.mapClick({ q: 6, r: 7 }, null)).toBe(false)
    expect(log).toEqual(['b click 2,3 2,3,1', 'b ended', 'a click 4,5', 'a ended'])
  })

  it('a top mode with no use for a click swallows it: the mode under it hears nothing', () => {
    const tools = useToolStore()
    const log: string[] = []
    tools.pushMode(noting('under', log))
    tools.pushMode({ id: 'token-only', token: () => true })
    expect(tools.mapClick({ q: 1, r: 1 }, null)).toBe(true)
    expect(log).toEqual([])
  })

  it('a token clicked goes to the top mode; without a taker it is the selection’s (false)', () => {
    const tools = useToolStore()
    const log: string[] = []
    expect(tools.tokenClick('orc', { q: 1, r: 1 })).toBe(false)
    tools.pushMode(noting('a', log))
    tools.pushMode({ id: 'clicks-only', click: () => log.push('clicks-only click') })
    expect(tools.tokenClick('orc', { q: 1, r: 1 })).toBe(false)
    tools.endMode('clicks-only')
    expect(tools.tokenClick('orc', { q: 1, r: 1 })).toBe(true)
    expect(log).toEqual(['a token orc'])
  })
})

describe('Esc', () => {
  it("ends the top mode: 'ends' lets Esc go on, 'ends-alone' uses it up", () => {
    const tools = useToolStore()
    const log: string[] = []
    tools.pushMode(noting('placing', log))
    tools.pushMode(noting('pick', log, { escape: 'ends-alone' }))
    expect(tools.escape()).toBe('used')
    expect(ids()).toEqual(['placing'])
    expect(tools.escape()).toBe('ended')
    expect(ids()).toEqual([])
    expect(tools.escape()).toBeNull()
    expect(log).toEqual(['pick ended', 'placing ended'])
  })

  it('passes by a mode that ignores it, to the mode under it', () => {
    const tools = useToolStore()
    const log: string[] = []
    tools.pushMode(noting('fit', log))
    tools.pushMode(noting('point', log, { escape: 'ignored' }))
    expect(tools.escape()).toBe('ended')
    expect(ids()).toEqual(['point'])
    expect(tools.escape()).toBeNull()
    expect(ids()).toEqual(['point'])
  })

  it("is a mode's own when it says so: used (the mode stays on), or passed on", () => {
    const tools = useToolStore()
    const log: string[] = []
    let corners = 2
    tools.pushMode(noting('under', log))
    tools.pushMode({
      id: 'drawing',
      escape: () => (corners > 0 ? ((corners = 0), true) : false),
    })
    expect(tools.escape()).toBe('used')
    expect(corners).toBe(0)
    expect(ids()).toEqual(['under', 'drawing'])
    expect(tools.escape()).toBe('ended')
    expect(ids()).toEqual(['drawing'])
    expect(log).toEqual(['under ended'])
  })
})

describe('fitting the background', () => {
  it('is a mode whose gesture the map runs while it is on top; Esc or fit(null) ends it', () => {
    const tools = useToolStore()
    tools.fit('clicks')
    expect(tools.fitMode).toBe('clicks')
    expect(tools.topMode?.gesture).toBe('fit-clicks')
    tools.fit('drag')
    expect(tools.fitMode).toBe('drag')
    expect(tools.modes).toHaveLength(1)
    expect(tools.escape()).toBe('ended')
    expect(tools.fitMode).toBeNull()
    tools.fit('clicks')
    tools.fit(null)
    expect(tools.modes).toHaveLength(0)
  })
})

describe('a pick on the map', () => {
  it('a token pick takes a token clicked and swallows the empty map; Esc ends it alone', () => {
    const tools = useToolStore()
    const rolls = useRollDialogStore()
    rolls.startPicking('target-panel')
    expect(tools.topMode?.id).toBe(PICK_MODE)
    // The empty map: the selection stays, nothing is picked, the pick waits on.
    expect(tools.tokenClick(null, null)).toBe(true)
    expect(tools.mapClick({ q: 3, r: 3 }, null)).toBe(true)
    expect(rolls.picked).toBeNull()
    expect(tools.tokenClick('orc', { q: 2, r: 2 })).toBe(true)
    expect(rolls.picked).toMatchObject({ owner: 'target-panel', tokenId: 'orc' })
    expect(rolls.picking).toBeNull()
    expect(tools.modes).toHaveLength(0)
    rolls.startPicking('roll-dialog')
    expect(tools.escape()).toBe('used')
    expect(rolls.picking).toBeNull()
  })

  it("a cell pick takes the board's click, or the cell of a token clicked", () => {
    const tools = useToolStore()
    const rolls = useRollDialogStore()
    rolls.startPickingCell('roll-dialog')
    expect(tools.mapClick({ q: 9, r: 6 }, null)).toBe(true)
    expect(rolls.pickedCell).toMatchObject({ owner: 'roll-dialog', cell: { q: 9, r: 6 } })
    expect(rolls.pickingCell).toBeNull()
    rolls.startPickingCell('roll-dialog')
    expect(tools.tokenClick('orc', { q: 4, r: 1 })).toBe(true)
    expect(rolls.pickedCell).toMatchObject({ cell: { q: 4, r: 1 } })
    // The empty map clicked while a cell is awaited: the selection clears as usual.
    rolls.startPickingCell('roll-dialog')
    expect(tools.tokenClick(null, null)).toBe(false)
  })

  it('a new pick replaces the one waiting, and the replaced one does not clear it', () => {
    const tools = useToolStore()
    const rolls = useRollDialogStore()
    rolls.startPicking('target-panel')
    rolls.startPickingCell('roll-dialog')
    expect(rolls.picking).toBeNull()
    expect(rolls.pickingCell).toBe('roll-dialog')
    expect(tools.modes).toHaveLength(1)
    rolls.close()
    expect(rolls.pickingCell).toBeNull()
    expect(tools.modes).toHaveLength(0)
  })
})

describe("BW's point on the board", () => {
  it('waits as a mode: the click is the point, and Esc leaves the wait on', () => {
    const tools = useToolStore()
    const before = bwPointPick.n
    bwPointPick.waiting = true
    expect(tools.hasMode('bw-point')).toBe(true)
    expect(tools.escape()).toBeNull()
    expect(bwPointPick.waiting).toBe(true)
    expect(tools.mapClick({ q: 33, r: 20 }, null)).toBe(true)
    expect(bwPointPick.picked).toEqual({ x: 16.5, y: 10 })
    expect(bwPointPick.n).toBe(before + 1)
    expect(bwPointPick.waiting).toBe(false)
    expect(tools.modes).toHaveLength(0)
    bwPointPick.waiting = true
    bwPointPick.waiting = false
    expect(tools.modes).toHaveLength(0)
  })
})
