/**
 * The table camera's transitions: profiles remembered and bounded, quarter turns only, panning by
 * whole hexes, centring on the combatant whose turn it is (never a hidden one).
 */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../shared/model'
import { hexToOffset, offsetToHex } from '../../../../shared/geometry/hex'
import {
  centreOnCurrent,
  currentCombatantHex,
  panBy,
  setCalibrating,
  setCamera,
  setProfile,
  tableDisplayOf,
  TableRefused,
} from '../../../../shared/play/table'
import { CampaignSchema, hexMapOrThrow } from '../../../../shared/model'
import { openDemoCampaign } from '../../support/open-demo'

const base = (): Campaign => openDemoCampaign()

describe('display profiles', () => {
  it('remembers a display, stays valid campaign state, and closes calibration', () => {
    const c = setProfile(setCalibrating(base(), true), 'browser:1920x1080@1', 96, 'Table TV')
    const t = tableDisplayOf(c)
    expect(t.profiles['browser:1920x1080@1']).toEqual({ ppi: 96, name: 'Table TV' })
    expect(t.calibrating).toBeUndefined()
    expect(CampaignSchema.safeParse(c).success).toBe(true)
  })

  it('refuses a scale no display has, changing nothing', () => {
    const c = base()
    expect(() => setProfile(c, 'x', 19.9)).toThrow(/fewer than 20/)
    expect(() => setProfile(c, 'x', 2000.1)).toThrow(/more than 2000/)
    expect(c.tableDisplay).toBeUndefined()
  })
})

describe('the table camera', () => {
  it('turns by quarter turns only', () => {
    expect(tableDisplayOf(setCamera(base(), { rotation: 270 })).camera.rotation).toBe(270)
    expect(() => setCamera(base(), { rotation: 45 as 0 })).toThrow(TableRefused)
    expect(() => setCamera(base(), { rotation: 45 as 0 })).toThrow(/quarter turns/)
  })

  it('pans by whole hexes only', () => {
    const from = setCamera(base(), { centre: { q: 4, r: 5 } })
    const c = panBy(panBy(from, 2, -1), 1, 0)
    expect(tableDisplayOf(c).camera.centre).toEqual({ q: 7, r: 4 })
    expect(() => panBy(base(), 0.5, 0)).toThrow(/whole hexes/)
  })

  it('keeps the camera on the players map: a pan or a drop past its edge stops at the edge', () => {
    const c = base()
    const map = hexMapOrThrow(c.maps[c.playersMapId!]!, 'the test')
    // Far past the last column and row: the nearest hex on the map.
    const past = setCamera(c, { centre: { q: 400, r: 300 } })
    const centre = tableDisplayOf(past).camera.centre
    expect(hexToOffset(centre, map.orientation)).toEqual({ col: map.cols - 1, row: map.rows - 1 })
    // Panning further out changes nothing; panning back moves at once.
    const further = panBy(past, 0, 1)
    expect(tableDisplayOf(further).camera.centre).toEqual(centre)
    const back = panBy(past, 0, -1)
    expect(hexToOffset(tableDisplayOf(back).camera.centre, map.orientation).row).toBe(map.rows - 2)
    // Off to the west and north: column and row 0.
    const corner = tableDisplayOf(setCamera(c, { centre: { q: -50, r: -50 } })).camera.centre
    expect(hexToOffset(corner, map.orientation)).toEqual({ col: 0, row: 0 })
  })

  it('opens the first display set up on the middle of the players map, and keeps a moved camera after', () => {
    const c = base()
    const map = hexMapOrThrow(c.maps[c.playersMapId!]!, 'the test')
    const set = setProfile(setCalibrating(c, true), 'browser:1920x1080@1', 40)
    const middle = offsetToHex(Math.floor(map.cols / 2), Math.floor(map.rows / 2), map.orientation)
    expect(tableDisplayOf(set).camera.centre).toEqual(middle)
    const moved = setCamera(set, { centre: { q: 1, r: 1 } })
    const second = setProfile(moved, 'browser:1280x800@1', 60)
    expect(tableDisplayOf(second).camera.centre).toEqual({ q: 1, r: 1 })
    // Without a map shown to the players it stays where it was.
    const none = setProfile({ ...c, playersMapId: null }, 'browser:1920x1080@1', 40)
    expect(tableDisplayOf(none).camera.centre).toEqual({ q: 0, r: 0 })
  })

  it('centres on the current combatant the players see, and refuses without one', () => {
    const c = base()
    const all = () => true
    expect(() => centreOnCurrent(c, all)).toThrow(/No combatant/)
    const token = Object.values(c.tokens).find((t) => !t.gmOnly && t.mapId === c.playersMapId)!
    const fight = {
      id: 'f',
      mapId: c.playersMapId!,
      phase: 'running',
      round: 1,
      order: [{ id: token.id, tokenId: token.id, name: 'Scrap Hound', hidden: false }],
      currentId: token.id,
      acted: [],
      deferred: [],
      timers: [],
      items: [],
    } as unknown as Campaign['combat']
    const fighting = { ...c, combat: fight }
    expect(currentCombatantHex(fighting)).toEqual({ q: token.hex.q, r: token.hex.r })
    expect(tableDisplayOf(centreOnCurrent(fighting, all)).camera.centre).toEqual(token.hex)
    // A hidden combatant's place is not given away.
    const hidden = {
      ...fighting,
      combat: { ...fight!, order: [{ ...fight!.order[0]!, hidden: true }] },
    }
    expect(currentCombatantHex(hidden)).toBeNull()
    expect(() => centreOnCurrent(hidden, all)).toThrow(
      'Scrap Hound is hidden from the players: the table camera stays put.',
    )
    // Where the players' view does not show it (a fogged hex), the camera stays put, in words.
    const asked: string[] = []
    const fogged = (id: string) => (asked.push(id), false)
    expect(() => centreOnCurrent(fighting, fogged)).toThrow(
      'Scrap Hound stands where the players cannot see: the table camera stays put.',
    )
    expect(asked).toEqual([token.id])
  })
})
