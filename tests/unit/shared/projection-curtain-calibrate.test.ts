/**
 * Calibrating through the curtain: while the GM shows the calibration ruler with the curtain down,
 * the players' view carries only what the ruler needs (that it is shown): no table camera, no
 * centre, no map, no display's key.
 */
import { describe, expect, it } from 'vitest'
import { setCurtain } from '../../../shared/play/curtain'
import { setCalibrating, setCamera, setProfile } from '../../../shared/play/table'
import { projectPlayerView } from '../../../shared/projection'
import { openDemoCampaign } from '../support/open-demo'

const KEY = 'browser:1920x1080@1'

describe('calibration through the curtain', () => {
  it('passes the ruler, nothing of the camera, the map or the displays', () => {
    let c = setProfile(openDemoCampaign(), KEY, 96)
    c = setCamera(c, { centre: { q: 7, r: 3 }, rotation: 90 })
    c = setCurtain(setCalibrating(c, true), true)
    const view = projectPlayerView(c)
    expect(view).toEqual({
      name: c.name,
      activeMapId: null,
      maps: {},
      tokens: {},
      curtain: { down: true, calibrating: true },
    })
    const text = JSON.stringify(view)
    expect(text).not.toMatch(/centre|rotation|causeway|1920x1080|ppi/)
  })

  it('sends nothing of the table behind the curtain once the ruler is put away', () => {
    let c = setCalibrating(setProfile(openDemoCampaign(), KEY, 96), true)
    c = setCurtain(setCalibrating(c, false), true)
    expect(projectPlayerView(c).curtain).toEqual({ down: true })
    // With the curtain up the ruler rides on the table camera as before.
    const up = projectPlayerView(setCalibrating(setCurtain(c, false), true))
    expect(up.table?.calibrating).toBe(true)
    expect(up.curtain).toBeUndefined()
  })
})
