/**
 * A roll shown on the table in parts: an attack's hit die apart from its damage dice, and a
 * fight's initiative die by die under each combatant's players' name, never a hidden or GM-only
 * combatant's name or die.
 */
import { describe, expect, it } from 'vitest'
import type { DiceLogEntry } from '../../../shared/api'
import { markPart, PartMarks, scriptedDice } from '../../../shared/dice'
import type { Campaign } from '../../../shared/model'
import { playerRoll } from '../../../electron/main/session/table-overlay-handlers'
import { recordingDice } from '../../../electron/main/session/dice-log'
import { demo } from '../support/history-fixtures'

const base = { at: '2026-12-05T10:00:00.000Z', detail: 'GM only', outcome: '' }

describe('marking a roll in parts', () => {
  it('splits the faces drawn between marks; unmarked leading faces are a part of their own', () => {
    const marks = new PartMarks()
    marks.mark({ label: 'To hit', total: true }, 0)
    marks.mark({ label: 'Damage' }, 1)
    marks.mark({ label: 'Nothing' }, 3)
    expect(marks.take(3)).toEqual([
      { label: 'To hit', total: true, count: 1 },
      { label: 'Damage', count: 2 },
    ])
    marks.mark({ label: 'Late' }, 2)
    expect(marks.take(3)).toEqual([{ count: 2 }, { label: 'Late', count: 1 }])
    // Taken once: the next roll starts unmarked.
    expect(marks.take(1)).toEqual([])
  })

  it('the log’s recording dice keep the parts a resolver marks', () => {
    const dice = recordingDice(scriptedDice({ 20: [14], 4: [1, 3] }))
    markPart(dice, { label: 'To hit', total: true })
    dice.roll(20)
    markPart(dice, { label: 'Damage' })
    dice.roll(4)
    dice.roll(4)
    expect(dice.parts()).toEqual([
      { label: 'To hit', total: true, count: 1 },
      { label: 'Damage', count: 2 },
    ])
  })
})

describe('a roll shown in parts', () => {
  it('an attack: "To hit" with the public total, "Damage" with its dice summed', () => {
    const entry: DiceLogEntry = {
      ...base,
      id: 4,
      who: 'Vaka',
      what: 'Attack',
      faces: [
        [20, 14],
        [4, 1],
        [4, 1],
      ],
      total: 28,
      public: { what: 'Attack with Spear', total: 19, outcome: 'hit' },
      parts: [
        { label: 'To hit', total: true, count: 1 },
        { label: 'Damage', count: 2 },
      ],
    }
    expect(playerRoll(entry, demo()).parts).toEqual([
      { label: 'To hit', faces: [[20, 14]], total: 19 },
      {
        label: 'Damage',
        faces: [
          [4, 1],
          [4, 1],
        ],
        total: 2,
      },
    ])
  })

  it('initiative: each die under its combatant’s players’ name; a GM-only one is left out', () => {
    const c: Campaign = demo()
    const hound = c.tokens['npc-hound']!
    const withNames: Campaign = {
      ...c,
      tokens: { ...c.tokens, 'npc-hound': { ...hound, playersName: 'Shadow' } },
    }
    const entry: DiceLogEntry = {
      ...base,
      id: 5,
      who: '3 combatants',
      what: 'Initiative',
      faces: [
        [12, 9],
        [12, 4],
        [12, 11],
      ],
      total: null,
      parts: [
        { tokenId: 'pc-vaka', count: 1 },
        { tokenId: 'npc-hound', count: 1 },
        { tokenId: 'npc-ambusher', count: 1 },
      ],
    }
    const shown = playerRoll(entry, withNames)
    expect(shown.parts).toEqual([
      { label: 'Vaka', faces: [[12, 9]], total: null },
      { label: 'Shadow', faces: [[12, 4]], total: null },
    ])
    // The GM-only Ambusher's die is not on the table at all, nor any GM name, nor counted.
    expect(shown.who).toBe('2 combatants')
    expect(shown.faces).toEqual([
      [12, 9],
      [12, 4],
    ])
    expect(JSON.stringify(shown)).not.toMatch(/Scrap Hound|Ambusher|GM only/)
  })
})
