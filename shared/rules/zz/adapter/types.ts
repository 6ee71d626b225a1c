/**
 * The payload types ZZ plays with behind the Ruleset interface (../ruleset-types): its sheets, a
 * token's state, the table options with every default filled in, and a roll request, each as its
 * schema outputs it; and the campaign and token as ZZ's hooks read them. The core parses each
 * where it enters (../payloads, main's checks), so the hooks trust these types.
 */
import type { CampaignOf, RulesetTypes, TokenOf } from '../../ruleset'
import type { ZzInstance } from '../engine/instance'
import type { ZzOptions } from '../engine/options'
import type { ZzRollRequest } from '../engine/roll-requests'
import type { ZzNpc, ZzPc } from '../engine/sheet-schema'

export interface ZzTypes extends RulesetTypes {
  npc: ZzNpc
  pc: ZzPc
  instance: ZzInstance
  options: ZzOptions
  request: ZzRollRequest
}

/** The campaign as ZZ's hooks read it: its sheets and token states are ZZ's own. */
export type ZzCampaign = CampaignOf<ZzTypes>

/** A token whose state, when it has one, is a ZZ figure's. */
export type ZzToken = TokenOf<ZzTypes>
