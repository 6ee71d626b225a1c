/**
 * The curtain as the players' view carries it while it is down: that it is down, how
 * raising it will uncover the map (a painting hint: the map itself arrives only with the raise),
 * and the file name of the curtain's picture. The name is not the GM's asset id: it is derived
 * from it, so the host can check a request against the current view by name alone, and a player
 * cannot ask for any other image by guessing.
 */
import type { Asset, Campaign, CurtainReveal } from '../model'
import { curtainIsDown, curtainPicture } from '../play/curtain'
import { digest128, PLAYER_BACKGROUND_EXT } from './player-background'

export interface PlayerCurtain {
  down: true
  /** Raising it uncovers the map room by room; absent: one fade. */
  reveal?: Exclude<CurtainReveal, 'fade'>
  /** The picture behind the title: the file to ask the host for under `/curtain-picture/`. */
  picture?: { file: string }
  /**
   * The GM shows the calibration ruler: it passes the curtain (no camera centre, no map, no
   * display's key), so a display can be calibrated while a scene is staged.
   */
  calibrating?: true
}

/** The players' file name of a curtain picture (32 hex digits and the image's extension). */
export function curtainPictureFile(asset: Pick<Asset, 'id' | 'type'>): string {
  return `${digest128(`curtain|${asset.id}`)}.${PLAYER_BACKGROUND_EXT[asset.type]}`
}

/** The curtain's picture the players may fetch now: only while it is down. */
export function shownCurtainPicture(
  campaign: Pick<Campaign, 'curtain' | 'assets'>,
): { asset: Asset; file: string } | null {
  if (!curtainIsDown(campaign)) return null
  const id = curtainPicture(campaign)
  const asset = id === null ? undefined : campaign.assets[id]
  return asset ? { asset, file: curtainPictureFile(asset) } : null
}

/** The curtain part of the players' view while it is down. */
export function playerCurtain(
  campaign: Pick<Campaign, 'curtain' | 'assets' | 'tableDisplay'>,
): PlayerCurtain {
  const picture = shownCurtainPicture(campaign)
  const table = campaign.tableDisplay
  return {
    down: true,
    ...(campaign.curtain?.reveal === 'rooms' ? { reveal: 'rooms' as const } : {}),
    ...(picture ? { picture: { file: picture.file } } : {}),
    ...(table?.calibrating ? { calibrating: true as const } : {}),
  }
}
