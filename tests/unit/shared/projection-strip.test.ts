/**
 * The projection checks the tracker's initiative strip once more before it reaches the players
 * (`playerStrip`): whatever the tracker hands over, a hidden combatant, a GM-only or missing token,
 * one under fog, or a monster's HP never passes. These tests hand it a careless strip, one with
 * everything in it, so what the projection itself drops shows.
 */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../shared/model'
import type { PlayerInitiative } from '../../../shared/play/combat'
import { playerStrip, projectPlayerView, type PlayerToken } from '../../../shared/projection'
import { combatant, fight, tableCampaign } from '../support/projection-table'

/** The strip as the players get it, from a careless tracker's `strip`. */
function checked(c: Campaign, strip: PlayerInitiative | null, mapId = 'map-1') {
  // The tokens the players see on the map, from the projection itself.
  const shown: Record<string, PlayerToken> = projectPlayerView(c).tokens
  return playerStrip(c, mapId, strip, shown)
}

type Entry = PlayerInitiative['entries'][number]
const entry = (id: string, more: Partial<Entry> = {}): Entry => ({
  id,
  tokenId: id,
  name: id.toUpperCase(),
  current: false,
  ...more,
})

/** The table in a fight on the shown map: ash, the rat (hidden), the ghost (GM-only). */
function fighting(showPcHp = false) {
  const c = tableCampaign()
  c.combat = {
    ...fight('map-1', [combatant('ash'), combatant('rat', true), combatant('ghost')], 'ash'),
    showPcHp,
  }
  return c
}

describe('the initiative strip, checked again whatever the tracker hands over', () => {
  it('drops a hidden combatant, a GM-only token and a token that does not exist', () => {
    const strip = {
      round: 3,
      entries: [entry('ash', { current: true }), entry('rat'), entry('ghost'), entry('nobody')],
    }
    expect(checked(fighting(), strip)).toStrictEqual({
      round: 3,
      entries: [{ id: 'ash', tokenId: 'ash', name: 'ASH', current: true }],
    })
  })

  it('drops them even when told their tokens are shown', () => {
    const c = fighting()
    // Every token of the board, the hidden rat's and the GM-only ghost's included.
    const all = { ash: {}, rat: {}, ghost: {} } as unknown as Record<string, PlayerToken>
    const strip = { round: 3, entries: [entry('ash'), entry('rat'), entry('ghost')] }
    expect(playerStrip(c, 'map-1', strip, all)!.entries).toStrictEqual([entry('ash')])
    // The rat fighting twice: its second combatant is not hidden and passes.
    c.combat = { ...c.combat!, order: [...c.combat!.order, { ...combatant('rat'), id: 'rat-2' }] }
    const twice = { round: 3, entries: [entry('rat'), entry('rat-2', { tokenId: 'rat' })] }
    expect(playerStrip(c, 'map-1', twice, all)!.entries).toStrictEqual([
      entry('rat-2', { tokenId: 'rat' }),
    ])
  })

  it('drops a combatant whose token stands under fog', () => {
    const c = fighting()
    c.combat = fight('map-1', [combatant('ash'), combatant('rat')], 'ash')
    c.maps['map-1'] = { ...c.maps['map-1']!, fog: { enabled: true, revealed: { '2,3': 1 } } }
    const strip = { round: 1, entries: [entry('ash'), entry('rat')] }
    expect(checked(c, strip)!.entries.map((e) => e.id)).toEqual(['rat'])
  })

  it('keeps health and visible conditions, copied; no empty conditions list', () => {
    const shown = ['prone']
    const c = fighting()
    const strip = checked(c, {
      round: 1,
      entries: [entry('ash', { health: 'hurt', conditions: shown, secret: 'x' } as Partial<Entry>)],
    })!
    expect(strip.entries).toStrictEqual([
      {
        id: 'ash',
        tokenId: 'ash',
        name: 'ASH',
        current: false,
        health: 'hurt',
        conditions: ['prone'],
      },
    ])
    expect(strip.entries[0]!.conditions).not.toBe(shown)
    const bare = checked(c, { round: 1, entries: [entry('ash', { conditions: [] })] })
    expect(bare!.entries).toStrictEqual([entry('ash')])
  })

  it('HP only for a PC, and only when the GM shows PC HP', () => {
    const c = tableCampaign()
    c.combat = { ...fight('map-1', [combatant('ash'), combatant('rat')], 'ash'), showPcHp: true }
    const strip = {
      round: 1,
      entries: [entry('ash', { hp: 'HP 4/9' }), entry('rat', { hp: 'HP 2/3' })],
    }
    expect(checked(c, strip)!.entries).toStrictEqual([entry('ash', { hp: 'HP 4/9' }), entry('rat')])
    // A PC with no HP line gains no hp key.
    expect(checked(c, { round: 1, entries: [entry('ash')] })!.entries).toStrictEqual([entry('ash')])
    c.combat = { ...c.combat, showPcHp: false }
    expect(checked(c, strip)!.entries).toStrictEqual([entry('ash'), entry('rat')])
  })

  it('no strip when the tracker has none, when no fight runs or it is on another map', () => {
    expect(checked(fighting(), null)).toBeNull()
    const strip = { round: 1, entries: [entry('ash')] }
    expect(checked(tableCampaign(), strip)).toBeNull()
    const c = tableCampaign()
    c.combat = fight('attic', [combatant('bat')], 'bat')
    expect(checked(c, strip)).toBeNull()
    // The same fight is the shown one when the attic is shown.
    c.playersMapId = 'attic'
    expect(checked(c, { round: 1, entries: [entry('bat')] }, 'attic')).toStrictEqual({
      round: 1,
      entries: [entry('bat')],
    })
  })
})
