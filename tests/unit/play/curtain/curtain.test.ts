/** The curtain's pure transitions: lower, raise, and no new state when nothing changes. */
import { describe, expect, it } from 'vitest'
import { CampaignSchema } from '../../../../shared/model'
import { curtainIsDown, curtainLabel, setCurtain } from '../../../../shared/play/curtain'
import { openDemoCampaign } from '../../support/open-demo'

describe('the curtain', () => {
  it('is up on a campaign that never had one', () => {
    expect(curtainIsDown(openDemoCampaign())).toBe(false)
  })

  it('lowers and raises, leaving the map the players see alone', () => {
    const c = openDemoCampaign()
    const down = setCurtain(c, true)
    expect(curtainIsDown(down)).toBe(true)
    expect(down.playersMapId).toBe(c.playersMapId)
    expect(down.maps).toBe(c.maps)
    const up = setCurtain(down, false)
    expect(curtainIsDown(up)).toBe(false)
    expect(up.curtain).toEqual({ down: false })
  })

  it.each([true, false])('gives the same state back when it is already down=%s', (down) => {
    const c = setCurtain(openDemoCampaign(), down)
    expect(setCurtain(c, down)).toBe(c)
  })

  it('is stored as an optional, bounded key of the campaign', () => {
    const c = setCurtain(openDemoCampaign(), true)
    expect(CampaignSchema.safeParse(c).success).toBe(true)
    expect(CampaignSchema.safeParse({ ...c, curtain: { down: 'yes' } }).success).toBe(false)
    expect(CampaignSchema.safeParse({ ...c, curtain: undefined }).success).toBe(true)
  })

  it('names its undo step', () => {
    expect(curtainLabel(true)).toBe('Lower the curtain')
    expect(curtainLabel(false)).toBe('Raise the curtain')
  })
})
