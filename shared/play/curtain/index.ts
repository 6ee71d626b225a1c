/**
 * The curtain's transitions, pure: lower it (the players' screens go blank, the GM stages the
 * next scene behind it) or raise it ("show": the players see the shown map again). Main runs each
 * as a command, so undo, autosave and the players' views follow like any other edit.
 */
import type { Campaign } from '../../model'

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
  return { ...campaign, curtain: { down } }
}

/** The Undo/Redo label of a curtain edit. */
export function curtainLabel(down: boolean): string {
  return down ? 'Lower the curtain' : 'Raise the curtain'
}
