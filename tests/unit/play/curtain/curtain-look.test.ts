/**
 * The curtain's look: how raising it uncovers the map and the picture behind its title. Both are
 * kept across lowering and raising; the picture must be one of the campaign's images; the players'
 * view names the picture by a file name of its own, only while it is down.
 */
import { describe, expect, it } from 'vitest'
import { CampaignSchema, type Asset, type Campaign } from '../../../../shared/model'
import {
  CurtainRefused,
  curtainLookLabel,
  setCurtain,
  setCurtainLook,
} from '../../../../shared/play/curtain'
import {
  curtainPictureFile,
  PLAYER_FILE_PATTERN,
  projectPlayerView,
  shownCurtainPicture,
} from '../../../../shared/projection'
import { openDemoCampaign } from '../../support/open-demo'

const PICTURE: Asset = {
  id: 'a'.repeat(64),
  type: 'image/jpeg',
  bytes: 1000,
  name: 'tavern.jpg',
  width: 800,
  height: 600,
}
const OTHER: Asset = { ...PICTURE, id: 'b'.repeat(64), name: 'secret-lair.png', type: 'image/png' }

function withImages(): Campaign {
  const c = openDemoCampaign()
  return { ...c, assets: { ...c.assets, [PICTURE.id]: PICTURE, [OTHER.id]: OTHER } }
}

describe("the curtain's look", () => {
  it('keeps the reveal style and the picture across lowering and raising', () => {
    let c = setCurtainLook(withImages(), { reveal: 'rooms', picture: PICTURE.id })
    expect(c.curtain).toEqual({ down: false, reveal: 'rooms', picture: PICTURE.id })
    c = setCurtain(setCurtain(c, true), false)
    expect(c.curtain).toEqual({ down: false, reveal: 'rooms', picture: PICTURE.id })
    expect(CampaignSchema.safeParse(c).success).toBe(true)
  })

  it('goes back to a fade and no picture, and gives the same state back when nothing changes', () => {
    const c = setCurtainLook(withImages(), { reveal: 'rooms', picture: PICTURE.id })
    const plain = setCurtainLook(c, { reveal: 'fade', picture: null })
    expect(plain.curtain).toEqual({ down: false })
    expect(setCurtainLook(plain, { reveal: 'fade' })).toBe(plain)
    expect(setCurtainLook(c, { picture: PICTURE.id })).toBe(c)
  })

  it('refuses a picture that is not one of the campaign images, in words', () => {
    const c = withImages()
    expect(() => setCurtainLook(c, { picture: 'c'.repeat(64) })).toThrow(CurtainRefused)
    expect(() => setCurtainLook(c, { picture: 'c'.repeat(64) })).toThrow(/not in this campaign/)
  })

  it('names its undo steps', () => {
    expect(curtainLookLabel({ reveal: 'rooms' })).toBe('Reveal room by room')
    expect(curtainLookLabel({ reveal: 'fade' })).toBe('Reveal with a fade')
    expect(curtainLookLabel({ picture: PICTURE.id })).toBe("Set the curtain's picture")
    expect(curtainLookLabel({ picture: null })).toBe("Take away the curtain's picture")
  })
})

describe("the curtain's look in the players' view", () => {
  it('carries the reveal style and the picture file only while the curtain is down', () => {
    const up = setCurtainLook(withImages(), { reveal: 'rooms', picture: PICTURE.id })
    const down = setCurtain(up, true)
    const file = curtainPictureFile(PICTURE)
    expect(PLAYER_FILE_PATTERN.test(file)).toBe(true)
    expect(projectPlayerView(down).curtain).toEqual({
      down: true,
      reveal: 'rooms',
      picture: { file },
    })
    expect(shownCurtainPicture(down)?.file).toBe(file)
    // Raised: no curtain, no picture, and nothing to fetch.
    expect(projectPlayerView(up).curtain).toBeUndefined()
    expect(JSON.stringify(projectPlayerView(up))).not.toContain(file)
    expect(shownCurtainPicture(up)).toBeNull()
  })

  it("never names the GM's asset id or file name, and drops a picture whose image is gone", () => {
    const down = setCurtain(setCurtainLook(withImages(), { picture: PICTURE.id }), true)
    const text = JSON.stringify(projectPlayerView(down))
    expect(text).not.toContain(PICTURE.id)
    expect(text).not.toContain('tavern')
    expect(curtainPictureFile(OTHER)).not.toBe(curtainPictureFile(PICTURE))
    const { [PICTURE.id]: _gone, ...assets } = down.assets
    const gone = { ...down, assets }
    expect(projectPlayerView(gone).curtain).toEqual({ down: true })
    expect(shownCurtainPicture(gone)).toBeNull()
  })
})
