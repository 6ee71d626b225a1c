/**
 * An edit sent in parts joins one undo step by the key its parts carry, never by what their labels
 * say: two edits that read the same stay two steps, and the parts of one edit make one step named
 * by their total when they count what they did, else by the part that began it.
 */
import { describe, expect, it } from 'vitest'
import type { Command } from '../../../electron/main/commands/command'
import { revealCommand } from '../../../electron/main/commands/fog'
import { CampaignHistory } from '../../../electron/main/session/history'
import type { Campaign } from '../../../shared/model'
import { demoCampaign } from '../campaign/fixtures'

function history() {
  const h = new CampaignHistory(demoCampaign())
  const mapId = h.state.activeMapId!
  const revealed = () => Object.keys(h.state.maps[mapId]?.fog?.revealed ?? {}).sort()
  return { h, mapId, revealed }
}

/** A command whose undo label is exactly `label`, renaming the campaign to `name`. */
function labelled(label: string, name: string): Command {
  return { label, run: (state: Campaign) => ({ state: { ...state, name } }) }
}

describe('two edits that read the same', () => {
  it('stay two steps when the second does not continue the first', () => {
    const { h, mapId, revealed } = history()
    const key = `fog:reveal ${mapId}`
    h.execute(revealCommand(mapId, ['0,0', '1,0'], true), { partOf: key })
    h.execute(revealCommand(mapId, ['2,0', '3,0'], true), { partOf: key })
    expect(h.history().undoLabel).toBe('Reveal 2 hexes')
    expect(h.undo()).toBe(true)
    // Only the second reveal went; the first is one step of its own, with the same label.
    expect(revealed()).toEqual(['0,0', '1,0'])
    expect(h.history().undoLabel).toBe('Reveal 2 hexes')
    expect(h.undo()).toBe(true)
    expect(revealed()).toEqual([])
  })

  it('stay two steps when the second continues another edit', () => {
    const { h, mapId, revealed } = history()
    h.execute(revealCommand(mapId, ['0,0', '1,0'], true), { partOf: 'edit A' })
    h.execute(revealCommand(mapId, ['2,0', '3,0'], true), { partOf: 'edit B', continues: true })
    expect(h.undo()).toBe(true)
    expect(revealed()).toEqual(['0,0', '1,0'])
  })
})

describe('the parts of one edit', () => {
  it('make one step named by their total when their labels count what they did', () => {
    const { h, mapId, revealed } = history()
    const key = `fog:reveal ${mapId}`
    h.execute(revealCommand(mapId, ['0,0', '1,0'], true), { partOf: key })
    h.execute(revealCommand(mapId, ['2,0'], true), { partOf: key, continues: true })
    // "Reveal 2 hexes" and "Reveal 1 hex": 2 + 1 = 3 hexes in one step.
    expect(h.history().undoLabel).toBe('Reveal 3 hexes')
    expect(h.undo()).toBe(true)
    expect(revealed()).toEqual([])
    expect(h.history().canUndo).toBe(false)
    expect(h.redo()).toBe(true)
    expect(h.history().undoLabel).toBe('Reveal 3 hexes')
  })

  it('make one step named by the part that began it when their labels are words', () => {
    const h = new CampaignHistory(demoCampaign())
    h.execute(labelled('Reveal 5 hexes', 'One'), { partOf: 'edit' })
    h.execute(labelled('Reveal 7 hexes', 'Two'), { partOf: 'edit', continues: true })
    // A label that merely reads like a count is not added up: only a counted step is.
    expect(h.history().undoLabel).toBe('Reveal 5 hexes')
    expect(h.undo()).toBe(true)
    expect(h.state.name).toBe(demoCampaign().name)
    expect(h.history().canUndo).toBe(false)
  })

  it('add up any command’s counted label, not only the fog’s', () => {
    const h = new CampaignHistory(demoCampaign())
    const plant = (n: number, name: string): Command => ({
      label: 'Plant trees',
      run: (state) => ({
        state: { ...state, name },
        counted: { count: n, label: (total) => `Plant ${total} trees` },
      }),
    })
    h.execute(plant(4, 'A'), { partOf: 'grove' })
    h.execute(plant(5, 'B'), { partOf: 'grove', continues: true })
    h.execute(plant(1, 'C'), { partOf: 'grove', continues: true })
    // 4 + 5 + 1 = 10 trees.
    expect(h.history().undoLabel).toBe('Plant 10 trees')
  })
})
