/**
 * BrikWars's payload types as the Ruleset interface names them (../ruleset-types): its library
 * sheets, a token's state, the table options with every default filled in and a roll request as
 * its schema outputs it; and the campaign and token its hooks read with them.
 */
import type { CampaignOf, TokenOf } from '../../ruleset'
import type { BwNpc, BwPc } from '../engine/library'
import type { BwState } from '../engine/model'
import type { BwOptions } from '../engine/options'
import type { BwRollRequest } from '../engine/roll-requests'

export interface BwTypes {
  npc: BwNpc
  pc: BwPc
  instance: BwState
  options: BwOptions
  request: BwRollRequest
}

/** A campaign as BW's hooks receive it: its sheets and token states already checked as BW's. */
export type BwCampaign = CampaignOf<BwTypes>

/** A token whose instance, when it has one, is a BW state. */
export type BwToken = TokenOf<BwTypes>
