/**
 * What the GM shows the table beside the campaign, through main: a roll of the dice log for a few
 * seconds, the ruler or a template on the players' map, the join QR code. None of it is an undoable
 * edit; the curtain lets only the QR code through.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PlayerView, TableOverlay } from '../../../shared/projection'
import { SHOWN_ROLL_MS } from '../../../electron/main/session/hub'
import { playerRoll } from '../../../electron/main/session/table-overlay-handlers'
import { combatHarness, ok, refused } from './combat-harness'

const playerView = (h: ReturnType<typeof combatHarness>) =>
  h.hub.snapshot('player').view as PlayerView

function rolled(h: ReturnType<typeof combatHarness>): number {
  const entry = ok<{ id: number }>(
    h.call('roll:check', {
      sheet: { kind: 'npc', id: 'sample-rust-sentinel' },
      ability: 'strength',
      dc: 10,
    }),
  )
  return entry.id
}

const RULER = {
  mapId: 'causeway',
  shape: 'ruler' as const,
  from: { q: 0, r: 0 },
  to: { q: 3, r: 1 },
}

afterEach(() => vi.useRealTimers())

describe('the table overlay through main', () => {
  it('shows a roll to the players without its detail, then takes it off after its time', () => {
    vi.useFakeTimers()
    const h = combatHarness()
    const id = rolled(h)
    const entry = h.log.entries.find((e) => e.id === id)!
    const history = h.history.history()
    const out = ok<TableOverlay>(h.call('table:showRoll', { id }))
    expect(out.roll).toMatchObject({ id, who: entry.who, outcome: entry.outcome })
    const shown = playerView(h).roll!
    expect(entry.what).toBe('Strength check vs DC 10')
    expect(shown).toEqual({
      id,
      who: entry.who,
      what: 'Strength check',
      faces: entry.faces,
      // The Sentinel's total would tell its bonus beside its die: an NPC's stays with the GM.
      total: null,
      outcome: entry.outcome,
    })
    expect(JSON.stringify(playerView(h))).not.toContain(entry.detail)
    // Not a campaign edit: nothing to undo.
    expect(h.history.history()).toEqual(history)
    // The GM's views hear what the table shows.
    expect(h.gm.at(-1)).toEqual({ name: 'table:overlay', payload: out })
    vi.advanceTimersByTime(SHOWN_ROLL_MS - 1)
    expect(playerView(h).roll).toBeDefined()
    vi.advanceTimersByTime(1)
    expect(playerView(h).roll).toBeUndefined()
    expect(h.hub.snapshot('gm').tableOverlay).toEqual({})
  })

  it('replaces a shown roll with a newer one, whose own time then runs', () => {
    vi.useFakeTimers()
    const h = combatHarness()
    const first = rolled(h)
    const second = rolled(h)
    ok(h.call('table:showRoll', { id: first }))
    vi.advanceTimersByTime(SHOWN_ROLL_MS - 100)
    ok(h.call('table:showRoll', { id: second }))
    vi.advanceTimersByTime(200)
    expect(playerView(h).roll?.id).toBe(second)
    ok(h.call('table:hideRoll'))
    expect(playerView(h).roll).toBeUndefined()
  })

  it('shows only who rolled and the dice of a roll its ruleset gave no public part', () => {
    const shown = playerRoll({
      id: 7,
      at: '2026-01-01T00:00:00.000Z',
      who: 'Mira',
      what: 'Secret thing vs DC 15',
      faces: [[12, 9]],
      total: 11,
      outcome: 'success',
      detail: 'd12 9 +2',
    })
    expect(shown).toEqual({
      id: 7,
      who: 'Mira',
      what: '',
      faces: [[12, 9]],
      total: null,
      outcome: '',
    })
  })

  it('refuses a roll that is not in the log, in words', () => {
    const h = combatHarness()
    expect(refused(h.call('table:showRoll', { id: 99 }))).toMatch(/no longer in the dice log/)
    expect(playerView(h).roll).toBeUndefined()
  })

  it('shows the ruler on the players map only, and hides it', () => {
    const h = combatHarness()
    expect(h.state.playersMapId).toBe('causeway')
    ok(h.call('table:showMeasure', { measure: RULER }))
    expect(playerView(h).measure).toEqual(RULER)
    ok(h.call('table:showMeasure', { measure: null }))
    expect(playerView(h).measure).toBeUndefined()
    expect(
      refused(h.call('table:showMeasure', { measure: { ...RULER, mapId: 'elsewhere' } })),
    ).toMatch(/do not see this map/)
    expect(
      refused(h.call('table:showMeasure', { measure: { ...RULER, shape: 'radius' } })),
    ).toMatch(/size in metres/)
  })

  it('drops a shown ruler when the players are shown another map', () => {
    const h = combatHarness()
    ok(h.call('table:showMeasure', { measure: RULER }))
    const made = ok<{ mapId: string }>(
      h.call('map:create', {
        name: 'Vault',
        orientation: 'flat',
        cols: 6,
        rows: 6,
        activate: true,
      }),
    )
    ok(h.call('map:showToPlayers', { mapId: made.mapId }))
    expect(playerView(h).measure).toBeUndefined()
  })

  it('lets only the QR code through the curtain', () => {
    const h = combatHarness()
    h.hub.setOverlay({ qr: { urls: ['http://192.168.1.5:8080/'] } })
    ok(h.call('table:showMeasure', { measure: RULER }))
    ok(h.call('table:showRoll', { id: rolled(h) }))
    ok(h.call('curtain:set', { down: true }))
    const v = playerView(h)
    expect(v.qr).toEqual({ urls: ['http://192.168.1.5:8080/'] })
    expect(v.roll).toBeUndefined()
    expect(v.measure).toBeUndefined()
    expect(v.maps).toEqual({})
  })

  it('refuses to show the QR code where no host lets phones join', () => {
    const h = combatHarness()
    expect(refused(h.call('table:showQr', { on: true }))).toMatch(/let phones join first/)
    expect(playerView(h).qr).toBeUndefined()
    ok(h.call('table:showQr', { on: false }))
  })
})
