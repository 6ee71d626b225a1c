/**
 * What the players read for a figure: the token's players' name, else its sheet's (keeping the
 * instance's number), else its own name; a blank players' name reads "Figure". The GM's name of
 * a figure given another name never reaches the players' view, their initiative strip or a roll
 * shown on the table.
 */
import { describe, expect, it } from 'vitest'
import { playersNameOf, playersWho, type Campaign } from '../../../shared/model'
import { projectPlayerView } from '../../../shared/projection'
import { playerRoll } from '../../../electron/main/session/table-overlay-handlers'
import { demo } from '../support/history-fixtures'

function withNames(c: Campaign, token?: string, sheet?: string): Campaign {
  const hound = c.tokens['npc-hound']!
  const npc = c.npcs['sample-scrap-hound']!
  return {
    ...c,
    tokens: {
      ...c.tokens,
      'npc-hound': token === undefined ? hound : { ...hound, playersName: token },
    },
    npcs: {
      ...c.npcs,
      'sample-scrap-hound': sheet === undefined ? npc : { ...npc, playersName: sheet },
    },
  }
}

describe('playersNameOf', () => {
  it('is the token name when neither the token nor its sheet says otherwise', () => {
    const c = demo()
    expect(playersNameOf(c, c.tokens['npc-hound']!)).toBe('Scrap Hound')
  })

  it("takes the sheet's players' name, keeping an instance's number", () => {
    const c = withNames(demo(), undefined, 'Rusty dog')
    const hound = c.tokens['npc-hound']!
    expect(playersNameOf(c, hound)).toBe('Rusty dog')
    expect(playersNameOf(c, { ...hound, name: 'Scrap Hound 2' })).toBe('Rusty dog 2')
    // A renamed instance is not the sheet's name plus a number: no number to keep.
    expect(playersNameOf(c, { ...hound, name: 'Old Bitey' })).toBe('Rusty dog')
  })

  it("prefers the token's own players' name to its sheet's; blank is Figure", () => {
    expect(
      playersNameOf(withNames(demo(), 'The dog', 'Rusty dog'), demo().tokens['npc-hound']!),
    ).toBe('Rusty dog')
    const c = withNames(demo(), 'The dog', 'Rusty dog')
    expect(playersNameOf(c, c.tokens['npc-hound']!)).toBe('The dog')
    const blank = withNames(demo(), '  ')
    expect(playersNameOf(blank, blank.tokens['npc-hound']!)).toBe('Figure')
    const blankSheet = withNames(demo(), undefined, '')
    expect(playersNameOf(blankSheet, blankSheet.tokens['npc-hound']!)).toBe('Figure')
  })
})

describe("the players' side", () => {
  it("the players' view carries the players' name and never the GM's", () => {
    const c = withNames(demo(), 'Shadow')
    const view = projectPlayerView(c)
    expect(view.tokens['npc-hound']?.name).toBe('Shadow')
    expect(JSON.stringify(view)).not.toContain('Scrap Hound')
    // Tokens without one keep their names.
    expect(view.tokens['pc-vaka']?.name).toBe('Vaka')
  })

  it('a roll shown on the table names the roller as the players know it', () => {
    const c = withNames(demo(), '')
    const entry = {
      id: 3,
      at: '2026-12-05T10:00:00.000Z',
      who: 'Scrap Hound',
      what: 'Bite',
      faces: [[12, 7]] as [number, number][],
      total: 9,
      outcome: 'hit',
      detail: '',
    }
    expect(playerRoll(entry, c).who).toBe('Figure')
    expect(playerRoll({ ...entry, who: 'Vaka' }, c).who).toBe('Vaka')
    // A sheet's roll from the Library, with no token of that name on the players' map.
    const named = withNames(demo(), undefined, 'Rusty dog')
    const sheetOnly = { ...named, tokens: {} }
    expect(playersWho(sheetOnly, 'Scrap Hound')).toBe('Rusty dog')
  })
})
