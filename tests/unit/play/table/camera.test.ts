/**
 * The table camera's transitions: profiles remembered and bounded, quarter turns only, panning by
 * whole hexes, centring on the combatant whose turn it is (never a hidden one).
 */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../shared/model'
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
import { CampaignSchema } from '../../../../shared/model'
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
    const c = panBy(panBy(base(), 2, -1), 1, 0)
    expect(tableDisplayOf(c).camera.centre).toEqual({ q: 3, r: -1 })
    expect(() => panBy(base(), 0.5, 0)).toThrow(/whole hexes/)
  })

  it('centres on the current combatant, and refuses without one', () => {
    const c = base()
    expect(() => centreOnCurrent(c)).toThrow(/No combatant/)
    const token = Object.values(c.tokens).find((t) => !t.gmOnly && t.mapId === c.playersMapId)!
    const fight = {
      id: 'f',
      mapId: c.playersMapId!,
      phase: 'running',
      round: 1,
      order: [{ id: token.id, tokenId: token.id, hidden: false }],
      currentId: token.id,
      acted: [],
      deferred: [],
      timers: [],
      items: [],
    } as unknown as Campaign['combat']
    const fighting = { ...c, combat: fight }
    expect(currentCombatantHex(fighting)).toEqual({ q: token.hex.q, r: token.hex.r })
    expect(tableDisplayOf(centreOnCurrent(fighting)).camera.centre).toEqual(token.hex)
    // A hidden combatant's place is not given away.
    const hidden = {
      ...fighting,
      combat: { ...fight!, order: [{ ...fight!.order[0]!, hidden: true }] },
    }
    expect(currentCombatantHex(hidden)).toBeNull()
  })
})
