/**
 * Blue Box's payload types as the Ruleset interface carries them (../ruleset-types): its sheets,
 * a token's state, the table options with every default filled in and a roll request as its schema
 * outputs it, and the campaign and token as the hooks read them, typed as Blue Box's own.
 */
import type { CampaignOf, RulesetTypes, TokenOf } from '../../ruleset'
import type { BlueBoxOptions } from '../engine/options'
import type { BlueboxRollRequest } from '../engine/roll-requests'
import type { NpcRecord, PcRecord } from '../engine/sheet-schema'
import type { BlueboxInstance } from '../engine/views'

export interface BlueboxTypes extends RulesetTypes {
  npc: NpcRecord
  pc: PcRecord
  instance: BlueboxInstance
  options: BlueBoxOptions
  request: BlueboxRollRequest
}

/** The campaign a Blue Box hook is handed: its sheets and token states checked as Blue Box's. */
export type BlueboxCampaign = CampaignOf<BlueboxTypes>

/** A token of a Blue Box campaign: its state, when it has one, is Blue Box's. */
export type BlueboxToken = TokenOf<BlueboxTypes>
