/**
 * The table display through the dispatcher: calibrations remembered per display (and refused in
 * words when mistaken), the table display's own calibration accepted only while the GM shows the
 * ruler on that very display (its one-time ticket), no display's key in the players' view,
 * quarter turns only, undo, and the players' view carrying the camera (following the current
 * combatant only when the players can see it).
 */
import { describe, expect, it } from 'vitest'
import { tableHarness } from './table-harness'
import { FOUR, ok, refused } from './combat-harness'
import type { PlayerView } from '../../../shared/projection'
import { PROJECTOR_DISPLAY, TableDisplays } from '../../../electron/main/session/table-displays'

const TV = 'browser:1920x1080@1'

const harness = tableHarness

describe('calibrating the table display', () => {
  it('remembers pixels per inch from a credit-card drag, one undoable step', () => {
    const h = harness()
    expect(h.table()).toBeUndefined()
    const out = ok<{ ppi: number }>(
      h.call('table:calibrate', {
        key: TV,
        calibration: {
          from: { x: 10, y: 10 },
          to: { x: 10 + 3.37 * 50, y: 10 },
          length: 3.37,
          unit: 'in',
        },
      }),
    )
    expect(out.ppi).toBeCloseTo(50, 9)
    expect(h.ppi(TV)).toBeCloseTo(50, 9)
    ok(h.call('history:undo'))
    expect(h.history.state.tableDisplay).toBeUndefined()
  })

  it('refuses a calibration under 20 or over 2000 ppi in words, changing nothing', () => {
    const h = harness()
    const before = h.history.state
    const low = refused(
      h.call('table:calibrate', {
        key: TV,
        calibration: { width: 1920, height: 1080, diagonal: 500 },
      }),
    )
    expect(low).toMatch(/fewer than 20: check the length/)
    expect(refused(h.call('table:calibrate', { key: TV, calibration: { ppi: 5000 } }))).toMatch(
      /more than 2000/,
    )
    expect(h.history.state).toBe(before)
  })

  it("takes the table display's own drag only while the GM shows the ruler on it", () => {
    const h = harness()
    const ruler = (px: number) => ({ from: { x: 100, y: 500 }, to: { x: 100 + px, y: 500 } })
    const drag = { key: TV, calibration: { ...ruler(1200), length: 10, unit: 'in' } }
    const fromTv = (payload: object, ticket = h.ticket('tv') ?? undefined) =>
      h.call('table:calibrate', { ...payload, ticket }, 'player', { display: 'tv' })
    expect(refused(fromTv(drag))).toMatch(/not opened calibration/)
    expect(h.history.state.tableDisplay).toBeUndefined()
    // Two pages connected: the GM must say which one shows the ruler.
    expect(refused(h.call('table:setCalibrating', { on: true }))).toMatch(
      /Several pages are connected: pick the table display/,
    )
    expect(h.history.state.tableDisplay).toBeUndefined()
    expect([h.ticket('tv'), h.ticket('phone')]).toEqual([null, null])
    expect(ok(h.call('table:setCalibrating', { on: true, display: 'tv' }))).toEqual({
      changed: true,
      display: { id: 'tv', name: 'Living-room TV' },
    })
    expect(h.table()?.calibrating).toBe(true)
    // The TV alone gets a ticket.
    const ticket = h.ticket('tv')
    expect(ticket).toMatch(/^[0-9a-f]{32}$/)
    expect(h.ticket('phone')).toBeNull()
    ok(fromTv(drag))
    expect(h.ppi(TV)).toBe(120)
    // Spent, and one drag closes calibration: a second is refused.
    expect(h.ticket('tv')).toBeNull()
    expect(h.table()?.calibrating).toBeUndefined()
    const again = { ...drag, calibration: { ...ruler(300), length: 10, unit: 'in' } }
    expect(refused(fromTv(again, ticket ?? undefined))).toMatch(/not opened calibration/)
    expect(h.ppi(TV)).toBe(120)
    // Profile names stay with the GM.
    ok(h.call('table:calibrate', { key: TV, name: 'Kitchen TV', calibration: { ppi: 120 } }))
    expect(JSON.stringify(h.table())).not.toContain('Kitchen')
  })

  it("a phone cannot overwrite the TV's scale: no key to read, no ticket to send", () => {
    const h = harness()
    ok(h.call('table:calibrate', { key: TV, calibration: { ppi: 100 } }))
    ok(h.call('table:setCalibrating', { on: true, display: 'tv' }))
    // The players' view (what the phone is sent) names no display.
    const wire = JSON.stringify(h.hub.snapshot('player').view)
    expect(wire).not.toContain('1920x1080')
    expect(wire).not.toContain('browser:')
    // Guessing the TV's key does not help: with no ticket, a made-up one, or even the TV's own
    // (leaked somehow), the phone's drag is refused, and the TV keeps its scale and its ruler.
    const drag = {
      key: TV,
      calibration: { from: { x: 100, y: 500 }, to: { x: 400, y: 500 }, length: 10, unit: 'in' },
    }
    for (const ticket of [undefined, 'f'.repeat(32), h.ticket('tv')!])
      expect(
        refused(h.call('table:calibrate', { ...drag, ticket }, 'player', { display: 'phone' })),
      ).toBe('This page is not the display the GM asked to calibrate: nothing was saved.')
    // Nor does a page the transport cannot place (no device).
    expect(
      refused(h.call('table:calibrate', { ...drag, ticket: h.ticket('tv')! }, 'player')),
    ).toMatch(/not the display the GM asked/)
    expect(h.ppi(TV)).toBe(100)
    expect(h.table()?.calibrating).toBe(true)
    // Picking the phone instead takes the TV's ticket back.
    const tvTicket = h.ticket('tv')!
    ok(h.call('table:setCalibrating', { on: true, display: 'phone' }))
    expect(h.ticket('tv')).toBeNull()
    expect(
      refused(
        h.call('table:calibrate', { ...drag, ticket: tvTicket }, 'player', { display: 'tv' }),
      ),
    ).toMatch(/not the display the GM asked/)
  })

  it('picks the only page connected, refuses with none, and names a page that left', () => {
    const h = harness()
    expect(refused(h.call('table:setCalibrating', { on: true, display: 'gone' }))).toBe(
      'That display is no longer connected: pick one of those listed in the Table display panel.',
    )
    expect(ok<{ displays: unknown }>(h.call('table:displays')).displays).toEqual([
      { id: 'tv', name: 'Living-room TV' },
      { id: 'phone', name: "Ana's phone" },
    ])
    const lone = new TableDisplays()
    expect(() => lone.open(undefined)).toThrow(/No table display is connected/)
    const leave = lone.attach('tv', () => 'TV')
    expect(lone.open(undefined)).toEqual({ id: 'tv', name: 'TV' })
    expect(lone.ticketFor('tv')).toMatch(/^[0-9a-f]{32}$/)
    // A second socket of the same device (a reload) is the same display; the first closing
    // keeps it listed, the last takes it off.
    const reload = lone.attach('tv', () => 'TV')
    leave()
    leave()
    expect(lone.list()).toEqual([{ id: 'tv', name: 'TV' }])
    reload()
    expect(lone.list()).toEqual([])
    // The projector window comes first, and is the one picked when none is named.
    lone.attach('phone', () => 'Phone')
    lone.attach(PROJECTOR_DISPLAY, () => 'The projector window')
    expect(lone.list()[0]?.id).toBe(PROJECTOR_DISPLAY)
    expect(lone.open(undefined).id).toBe(PROJECTOR_DISPLAY)
  })

  it('tells each display its own scale, and the view only that some scale changed', () => {
    const h = harness()
    ok(h.call('table:calibrate', { key: TV, calibration: { ppi: 100 } }))
    const before = h.table()!.scales
    expect(h.ppi(TV)).toBe(100)
    expect(h.ppi('browser:1280x800@2')).toBeNull()
    ok(h.call('table:calibrate', { key: TV, calibration: { ppi: 110 } }))
    expect(h.table()!.scales).not.toBe(before)
    expect(h.ppi(TV)).toBe(110)
    ok(h.call('table:forgetProfile', { key: TV }))
    expect(h.ppi(TV)).toBeNull()
    expect(JSON.stringify(h.table())).not.toContain(TV)
  })
})

describe("the table display's own calibration is scoped to the GM's opening", () => {
  const drag = (px: number, length = 10) => ({
    from: { x: 100, y: 500 },
    to: { x: 100 + px, y: 500 },
    length,
    unit: 'in' as const,
  })
  function opened() {
    const h = harness()
    const notices: string[] = []
    h.hub.subscribe('gm', (e) => {
      if (e.name === 'session:notice') notices.push((e.payload as { message: string }).message)
    })
    ok(h.call('table:setCalibrating', { on: true, display: 'tv' }))
    /** A call from the TV's page, with the ticket it holds. */
    const fromTv = (payload: object) =>
      h.call('table:calibrate', { ...payload, ticket: h.ticket() ?? undefined }, 'player', {
        display: 'tv',
      })
    return { ...h, notices, fromTv }
  }

  it.each([
    ['a key no page makes', { key: 'kitchen', calibration: drag(420) }, /not the key of a display/],
    [
      'a browser key without its ratio',
      { key: 'browser:1920x1080', calibration: drag(420) },
      /not the key of a display/,
    ],
    [
      "an Electron key with a browser's ratio",
      { key: 'electron:7:1920x1080@1', calibration: drag(420) },
      /not the key of a display/,
    ],
    ['a name', { key: TV, name: 'Mine now', calibration: drag(420) }, /Only the GM names/],
    ['a typed number', { key: TV, calibration: { ppi: 42 } }, /its ruler or the screen's diagonal/],
    [
      "another screen's diagonal",
      { key: TV, calibration: { width: 3840, height: 2160, diagonal: 55 } },
      /measured for a 3840x2160 screen, not this 1920x1080 one/,
    ],
    [
      "a phone's",
      { key: 'browser:390x844@3', calibration: drag(300, 2) },
      /A phone is not the table display/,
    ],
    [
      'ruler ends off the screen',
      {
        key: TV,
        calibration: { from: { x: 0, y: 0 }, to: { x: 5000, y: 0 }, length: 10, unit: 'in' },
      },
      /off this display's screen/,
    ],
  ])('refuses a forged calibration (%s) in words, changing nothing', (_what, payload, words) => {
    const h = opened()
    const before = h.history.state
    expect(refused(h.fromTv(payload))).toMatch(words)
    expect(h.history.state).toBe(before)
    // Calibration stays open for the table display's real ruler.
    expect(h.table()?.calibrating).toBe(true)
    expect(h.notices).toEqual([])
  })

  it('keeps the first one, refuses a repeat, and tells the GM which display and to what', () => {
    const h = opened()
    // The GM named the TV earlier.
    ok(h.call('table:calibrate', { key: TV, name: 'Living-room TV', calibration: { ppi: 100 } }))
    ok(h.call('table:setCalibrating', { on: true, display: 'tv' }))
    h.notices.length = 0
    ok(h.fromTv({ key: TV, calibration: drag(420) }))
    expect(h.ppi(TV)).toBe(42)
    expect(h.table()?.calibrating).toBeUndefined()
    expect(h.notices).toEqual([
      'Living-room TV is calibrated: 1 hex = 1 inch at 42 pixels per inch. Undo puts the previous scale back.',
    ])
    // A second display racing in after it is refused, nothing changed.
    const after = h.history.state
    const phone = 'browser:1280x800@2'
    expect(refused(h.fromTv({ key: phone, calibration: drag(300, 2) }))).toMatch(
      /not opened calibration/,
    )
    expect(h.history.state).toBe(after)
    // Undo puts the GM's scale back.
    ok(h.call('history:undo', {}))
    expect(h.ppi(TV)).toBe(100)
  })

  it("names an unnamed display by what it is, and the table's scale", () => {
    const h = opened()
    ok(h.call('table:setCamera', { scale: 'mm25' }))
    const key = 'electron:2528732444:3840x2160'
    ok(h.fromTv({ key, calibration: drag(1000) }))
    expect(h.notices.at(-1)).toBe(
      "The projector window's screen (3840x2160) is calibrated: 1 hex = 25 mm at 100 pixels per inch. Undo puts the previous scale back.",
    )
  })
})

describe("the table display's camera", () => {
  it('turns by quarter turns; 45° is refused in words', () => {
    const h = harness()
    ok(h.call('table:setCamera', { rotation: 90 }))
    expect(h.table()?.rotation).toBe(90)
    const env = h.call('table:setCamera', { rotation: 45 })
    expect(env.ok).toBe(false)
    if (!env.ok) expect(env.error.message).toMatch(/quarter turns/)
    expect(h.table()?.rotation).toBe(90)
  })

  it('pans by whole hexes', () => {
    const h = harness()
    ok(h.call('table:setCamera', { centre: { q: 4, r: 2 } }))
    ok(h.call('table:pan', { dq: -1, dr: 1 }))
    expect(h.table()?.centre).toEqual({ q: 3, r: 3 })
    expect(h.call('table:pan', { dq: 0.5, dr: 0 }).ok).toBe(false)
  })

  it('centres on and follows the current combatant, never a hidden one', () => {
    const h = harness()
    expect(refused(h.call('table:centreOnCurrent'))).toMatch(/No combatant/)
    ok(h.call('combat:start', FOUR))
    ok(h.call('combat:begin'))
    const vaka = h.history.state.tokens['pc-vaka']!.hex
    ok(h.call('table:centreOnCurrent'))
    expect(h.table()?.centre).toEqual({ q: vaka.q, r: vaka.r })
    ok(h.call('table:setCamera', { centre: { q: 0, r: 0 }, follow: true }))
    expect(h.table()?.centre).toEqual({ q: vaka.q, r: vaka.r })
    // Through the turns (Hound, Orin, then the hidden Sentinel): the Sentinel's turn keeps the
    // last place the players saw, Orin's; going back to the GM's own centre would give it away.
    const seen: string[] = []
    let last = vaka
    for (let i = 0; i < 3; i++) {
      ok(h.call('combat:next'))
      const current = h.history.state.combat!.currentId!
      const c = h.table()!.centre
      const hex = h.history.state.tokens[current]!.hex
      if (current === 'npc-sentinel') expect(c).toEqual({ q: last.q, r: last.r })
      else expect(c).toEqual({ q: hex.q, r: hex.r })
      if (current !== 'npc-sentinel') last = hex
      seen.push(current)
    }
    expect(seen).toEqual(['npc-hound', 'pc-orin', 'npc-sentinel'])
    // Centre on current refuses the hidden Sentinel in words, and the camera stays put.
    expect(refused(h.call('table:centreOnCurrent'))).toBe(
      'Rust Sentinel is hidden from the players: the table camera stays put.',
    )
  })

  it('never centres on a current combatant standing on a fogged hex, and says why', () => {
    const h = harness()
    ok(h.call('combat:start', FOUR))
    ok(h.call('combat:begin'))
    ok(h.call('table:setCamera', { centre: { q: 2, r: 2 } }))
    // Fog on, nothing revealed: Vaka (whose turn it is) stands where the players cannot see.
    ok(h.call('fog:setEnabled', { mapId: 'causeway', enabled: true }))
    expect(refused(h.call('table:centreOnCurrent'))).toBe(
      'Vaka stands where the players cannot see: the table camera stays put.',
    )
    expect(h.history.state.tableDisplay!.camera.centre).toEqual({ q: 2, r: 2 })
    expect(h.table()!.centre).toEqual({ q: 2, r: 2 })
    // Following, the camera does not go there either.
    ok(h.call('table:setCamera', { follow: true }))
    expect(h.table()!.centre).toEqual({ q: 2, r: 2 })
    // Once her hex is revealed, the camera may go to her.
    const vaka = h.history.state.tokens['pc-vaka']!.hex
    ok(h.call('fog:reveal', { mapId: 'causeway', hexes: [`${vaka.q},${vaka.r}`], reveal: true }))
    ok(h.call('table:setCamera', { follow: false }))
    ok(h.call('table:centreOnCurrent'))
    expect(h.table()!.centre).toEqual({ q: vaka.q, r: vaka.r })
  })
})

describe("the players' strip while a hidden combatant acts (a table display setting)", () => {
  const strip = (h: ReturnType<typeof harness>) =>
    (h.hub.snapshot('player').view as PlayerView).initiative!
  const current = (h: ReturnType<typeof harness>) =>
    strip(h)
      .entries.filter((e) => e.current)
      .map((e) => e.name)

  it('shows the last one seen by default, “…” when the GM says so, in one undoable step', () => {
    const h = harness()
    ok(h.call('combat:start', FOUR))
    ok(h.call('combat:begin'))
    // Vaka, Hound, Orin, then the hidden Sentinel (initiative 3): three Next Turns.
    for (let i = 0; i < 3; i++) ok(h.call('combat:next'))
    expect(h.history.state.combat!.currentId).toBe('npc-sentinel')
    expect(current(h)).toEqual(['Orin'])
    expect(strip(h).unseen).toBeUndefined()
    ok(h.call('table:setCamera', { hiddenTurn: 'neutral' }))
    expect(h.history.history().undoLabel).toBe(
      "Show “…” on the players' strip while a hidden combatant acts",
    )
    expect(current(h)).toEqual([])
    expect(strip(h)).toMatchObject({ round: 1, unseen: true })
    expect(JSON.stringify(h.hub.snapshot('player').view)).not.toMatch(/sentinel/i)
    ok(h.call('history:undo'))
    expect(h.history.state.tableDisplay?.camera.hiddenTurn).toBeUndefined()
    expect(current(h)).toEqual(['Orin'])
  })

  it('refuses a look it does not know, in words, changing nothing', () => {
    const h = harness()
    const before = h.history.state
    const why = refused(h.call('table:setCamera', { hiddenTurn: 'blank' }), 'invalid-input')
    expect(why).toMatch(/last one they saw or “…”/)
    expect(h.history.state).toBe(before)
  })
})
