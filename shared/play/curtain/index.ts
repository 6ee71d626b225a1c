/**
 * The curtain's transitions, pure: lower it (the players' screens go blank, the GM stages the
 * next scene behind it) or raise it ("show": the players see the shown map again), and its look:
 * how the raise uncovers the map, and the picture behind the title. Main runs each as a command,
 * so undo, autosave and the players' views follow like any other edit.
 */
import type { Asset, Campaign, Curtain, CurtainReveal } from '../../model'

/** A curtain edit the campaign cannot take, in words for the GM. */
export class CurtainRefused extends Error {
  override name = 'CurtainRefused'
}

/** Whether the players' screens are blanked by the curtain. */
export function curtainIsDown(campaign: Pick<Campaign, 'curtain'>): boolean {
  return campaign.curtain?.down === true
}

/**
 * Lower (`down` true) or raise the curtain. The map the players see (`playersMapId`) is left
 * alone: a map shown while the curtain is down waits behind it until the GM raises it. The same
 * state comes back unchanged when the curtain is already where it was asked to be.
 */
export function setCurtain(campaign: Campaign, down: boolean): Campaign {
  if (curtainIsDown(campaign) === down) return campaign
  return { ...campaign, curtain: { ...campaign.curtain, down } }
}

/** The Undo/Redo label of a curtain edit. */
export function curtainLabel(down: boolean): string {
  return down ? 'Lower the curtain' : 'Raise the curtain'
}

/** What `curtain:setLook` may change: the reveal's style, the picture (null: none). */
export interface CurtainLook {
  reveal?: CurtainReveal
  picture?: string | null
}

/**
 * Set how raising the curtain uncovers the map, and the picture shown behind the title while it
 * is down (an image among the campaign's assets; null takes it away). Unchanged keys stay.
 */
export function setCurtainLook(campaign: Campaign, look: CurtainLook): Campaign {
  const was: Curtain = campaign.curtain ?? { down: false }
  const next: Curtain = { ...was }
  if (look.reveal !== undefined) {
    if (look.reveal === 'fade') delete next.reveal
    else next.reveal = look.reveal
  }
  if (look.picture !== undefined) {
    if (look.picture === null) delete next.picture
    else {
      const asset = Object.hasOwn(campaign.assets, look.picture)
        ? campaign.assets[look.picture]
        : undefined
      if (!asset)
        throw new CurtainRefused(
          'That picture is not in this campaign. Add it as an image first, then choose it.',
        )
      next.picture = look.picture
    }
  }
  if (next.reveal === was.reveal && next.picture === was.picture) return campaign
  return { ...campaign, curtain: next }
}

/** Add an image to the campaign's assets (a new one the GM picked) and make it the picture. */
export function addCurtainPicture(campaign: Campaign, asset: Asset): Campaign {
  const withAsset = { ...campaign, assets: { ...campaign.assets, [asset.id]: asset } }
  return setCurtainLook(withAsset, { picture: asset.id })
}

/** The curtain's picture, when it has one and the campaign still holds that image. */
export function curtainPicture(campaign: Pick<Campaign, 'curtain' | 'assets'>): string | null {
  const id = campaign.curtain?.picture
  return id !== undefined && Object.hasOwn(campaign.assets, id) ? id : null
}

/** The Undo/Redo label of a look edit. */
export function curtainLookLabel(look: CurtainLook): string {
  if (look.picture !== undefined)
    return look.picture === null ? "Take away the curtain's picture" : "Set the curtain's picture"
  return look.reveal === 'rooms' ? 'Reveal room by room' : 'Reveal with a fade'
}
