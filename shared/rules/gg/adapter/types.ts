/**
 * GG's payload types for the Ruleset seam (`Ruleset<GgTypes>`, ../define): its sheets, a token's
 * state, the resolved table options and a roll request, each as its schema outputs it. The core
 * parses each where it enters (../payloads, main), so the hooks read them as these types.
 */
import type { CampaignOf, RulesetTypes, TokenOf } from '../../ruleset'
import type { GgInstance } from '../engine/instance'
import type { GgOptions } from '../engine/options'
import type { GgRollRequest } from '../engine/roll-requests'
import type { GgNpc, GgPc } from '../engine/sheet-schema'

export interface GgTypes extends RulesetTypes {
  npc: GgNpc
  pc: GgPc
  instance: GgInstance
  options: GgOptions
  request: GgRollRequest
}

/** The campaign as GG's hooks read it: GG sheets in the library, GG states on the tokens. */
export type GgCampaign = CampaignOf<GgTypes>

/** A token whose state, when it has one, is a GG state. */
export type GgToken = TokenOf<GgTypes>
