/**
 * The GM's map input (features/workspace/use-map-input.ts) over the map tools' mode stack: a
 * token clicked goes to the top mode before the selection, the map's gesture is a fit's while it
 * is on top, and Esc keeps what it always did: a pick ends alone, placing ends with the selection
 * and the ruler, and a snapshot shown goes back to now.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useMapInput } from '../../../renderer/src/features/workspace/use-map-input'
import { useRollDialogStore } from '../../../renderer/src/stores/roll-dialog'
import { useToolStore } from '../../../renderer/src/stores/tools'
import { demoCampaign, storeWith } from './library-support'

let session: ReturnType<typeof storeWith>
beforeEach(() => {
  session = storeWith(demoCampaign())
})

function input(background: unknown = null) {
  const clearRuler = vi.fn()
  return { ...useMapInput({ background: () => background, clearRuler }), clearRuler }
}

const someToken = () => {
  const t = session.tokens[0]
  if (!t) throw new Error('the demo campaign has no token on its map')
  return t
}

describe('a token clicked', () => {
  it('is selected with no mode on, and is the pick while a pick waits', () => {
    const { selectedId, select } = input()
    const rolls = useRollDialogStore()
    const t = someToken()
    select(t.id)
    expect(selectedId.value).toBe(t.id)
    rolls.startPicking('target-panel')
    select(null)
    expect(selectedId.value).toBe(t.id)
    select(t.id)
    expect(rolls.picked).toMatchObject({ tokenId: t.id })
    select(null)
    expect(selectedId.value).toBeNull()
  })

  it('gives the cell it stands on to a cell pick', () => {
    const { selectedId, select } = input()
    const rolls = useRollDialogStore()
    const t = someToken()
    rolls.startPickingCell('roll-dialog')
    select(t.id)
    expect(rolls.pickedCell?.cell).toEqual(t.hex)
    expect(selectedId.value).toBeNull()
  })
})

describe("the map's gesture", () => {
  it("is the fit's while it is on top and there is a picture, else the tool's", () => {
    const tools = useToolStore()
    tools.tool = 'measure'
    const withPicture = input({ src: 'x' })
    const without = input(null)
    tools.fit('drag')
    expect(withPicture.gesture.value).toBe('fit-drag')
    expect(without.gesture.value).toBe('measure')
    useRollDialogStore().startPicking('target-panel')
    expect(withPicture.gesture.value).toBe('measure')
    tools.tool = 'select'
    expect(withPicture.gesture.value).toBeNull()
  })
})

describe('Esc', () => {
  it('ends a pick and nothing else: the selection and the ruler stay', () => {
    const { selectedId, select, escape, clearRuler } = input()
    select(someToken().id)
    useRollDialogStore().startPicking('target-panel')
    escape()
    expect(useRollDialogStore().picking).toBeNull()
    expect(selectedId.value).toBe(someToken().id)
    expect(clearRuler).not.toHaveBeenCalled()
  })

  it('ends placing (or a fit) and clears the selection and the ruler with it', () => {
    const tools = useToolStore()
    const { selectedId, select, escape, clearRuler } = input()
    select(someToken().id)
    tools.pushMode({ id: 'dungeon-placing' })
    escape()
    expect(tools.modes).toHaveLength(0)
    expect(selectedId.value).toBeNull()
    expect(clearRuler).toHaveBeenCalledTimes(1)
  })

  it('with no mode on, clears the selection; with a snapshot shown, goes back to now', () => {
    const { selectedId, select, escape, clearRuler } = input()
    select(someToken().id)
    session.setPreview({ campaign: { name: 'Then' } } as never)
    escape()
    expect(session.previewing).toBe(false)
    expect(selectedId.value).toBe(someToken().id)
    escape()
    expect(selectedId.value).toBeNull()
    expect(clearRuler).toHaveBeenCalledTimes(1)
  })
})
