/**
 * The projection checks the tracker's initiative strip once more before it reaches the players:
 * whatever the tracker hands over, a hidden combatant, a GM-only or missing token, one under fog,
 * or a monster's HP never passes. Here the tracker's strip is replaced by a careless one that
 * hands over everything, so what the projection itself drops shows.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PlayerInitiative } from '../../../shared/play/combat'
import { projectPlayerView } from '../../../shared/projection'
import { combatant, fight, tableCampaign } from '../support/projection-table'

const careless = vi.hoisted(() => ({ strip: undefined as PlayerInitiative | null | undefined }))

vi.mock('../../../shared/play/combat', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../shared/play/combat')>()
  return {
    ...real,
    playerInitiative: (c: Parameters<typeof real.playerInitiative>[0]) =>
      careless.strip === undefined ? real.playerInitiative(c) : careless.strip,
  }
})

afterEach(() => {
  careless.strip = undefined
})

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
    careless.strip = {
      round: 3,
      entries: [
        entry('ash', { current: true }),
        entry('rat'),
        entry('ghost'),
        entry('nobody'),
      ],
    }
    expect(projectPlayerView(fighting()).initiative).toStrictEqual({
      round: 3,
      entries: [{ id: 'ash', tokenId: 'ash', name: 'ASH', current: true }],
    })
  })

  it('drops a combatant whose token stands under fog', () => {
    const c = fighting()
    c.combat = fight('map-1', [combatant('ash'), combatant('rat')], 'ash')
    c.maps['map-1'] = { ...c.maps['map-1']!, fog: { enabled: true, revealed: { '2,3': 1 } } }
    careless.strip = { round: 1, entries: [entry('ash'), entry('rat')] }
    expect(projectPlayerView(c).initiative!.entries.map((e) => e.id)).toEqual(['rat'])
  })

  it('keeps health and visible conditions, copied; no empty conditions list', () => {
    const shown = ['prone']
    careless.strip = {
      round: 1,
      entries: [entry('ash', { health: 'hurt', conditions: shown, secret: 'x' } as Partial<Entry>)],
    }
    const c = fighting()
    const strip = projectPlayerView(c).initiative!
    expect(strip.entries).toStrictEqual([
      { id: 'ash', tokenId: 'ash', name: 'ASH', current: false, health: 'hurt', conditions: ['prone'] },
    ])
    expect(strip.entries[0]!.conditions).not.toBe(shown)
    careless.strip = { round: 1, entries: [entry('ash', { conditions: [] })] }
    expect(projectPlayerView(c).initiative!.entries).toStrictEqual([entry('ash', { name: 'ASH' })])
  })

  it('HP only for a PC, and only when the GM shows PC HP', () => {
    const c = tableCampaign()
    c.combat = { ...fight('map-1', [combatant('ash'), combatant('rat')], 'ash'), showPcHp: true }
    careless.strip = {
      round: 1,
      entries: [entry('ash', { hp: 'HP 4/9' }), entry('rat', { hp: 'HP 2/3' })],
    }
    expect(projectPlayerView(c).initiative!.entries).toStrictEqual([
      entry('ash', { hp: 'HP 4/9' }),
      entry('rat'),
    ])
    c.combat = { ...c.combat, showPcHp: false }
    expect(projectPlayerView(c).initiative!.entries).toStrictEqual([entry('ash'), entry('rat')])
  })

  it('no strip when the tracker has none, or the fight is on another map', () => {
    careless.strip = null
    expect(projectPlayerView(fighting())).not.toHaveProperty('initiative')
    careless.strip = { round: 1, entries: [entry('bat')] }
    const c = tableCampaign()
    c.combat = fight('attic', [combatant('bat')], 'bat')
    expect(projectPlayerView(c)).not.toHaveProperty('initiative')
  })
})
