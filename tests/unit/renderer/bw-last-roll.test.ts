/** A BW panel's last roll follows the dice log: undone by Undo, it is no longer shown. */
import { describe, expect, it } from 'vitest'
import type { DiceLogEntry } from '../../../shared/api'
import { useLastRoll } from '../../../renderer/src/rules/bw/last-roll'
import { storeWith } from './library-support'

const entry: DiceLogEntry = {
  id: 9,
  at: '2026-12-05T10:00:00.000Z',
  who: 'Wooden hut',
  what: 'Fire',
  faces: [[6, 4]],
  total: null,
  outcome: 'Wooden hut burns',
  detail: 'Burn Level 2; 4 vs Armor 3: destroyed',
}

describe('a BW panel’s last roll', () => {
  it('is shown while it stands, then marked undone when Undo takes it back', () => {
    const session = storeWith()
    const last = useLastRoll()
    expect(last.shown.value).toBeNull()
    last.sent.value = entry
    session.diceLog = [entry]
    expect(last.shown.value?.outcome).toBe('Wooden hut burns')
    expect(last.undone.value).toBe(false)
    session.diceLog = [{ ...entry, undone: true }]
    expect(last.shown.value).toBeNull()
    expect(last.undone.value).toBe(true)
    // Redo: shown again.
    session.diceLog = [{ ...entry }]
    expect(last.shown.value?.detail).toContain('destroyed')
  })
})
