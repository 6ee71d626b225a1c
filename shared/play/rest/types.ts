/** The rest planner's own shapes: the refusal and the inputs its transitions take. */
import type { Campaign, RestSlot, RestWatch } from '../../model'
import type { RestAmbush, RollOutcome } from '../../rules'

/** A rest transition that cannot be made: the sentence names the reason, for the GM. */
export class RestRefused extends Error {
  override name = 'RestRefused'
}

export interface CallRestInput {
  kind: string
  members: readonly string[]
  place?: string
  wilderness?: boolean
  /** The rest's length; absent: the kind's shortest. */
  hours?: number
}

export interface SetSlotInput {
  memberId: string
  /** Which slot (0-based); the member's count of slots appends one. */
  index: number
  slot: RestSlot
}

export type WatchInput = readonly RestWatch[]

/** A resolved rest: the next campaign and the log lines with their dice. */
export interface RestResolved {
  campaign: Campaign
  outcomes: RollOutcome[]
  /** The dice faces ([sides, face]) each outcome drew, in step with `outcomes`. */
  faces: [number, number][][]
}

export interface InterruptInput {
  /** The hour of the rest when initiative is rolled (0 = its start); absent: its first hour. */
  hour?: number
  /** Per member, the indices of the planned activities it keeps (absent: its first ones). */
  keep?: Readonly<Record<string, readonly number[]>>
}

/** A rest cut short: the next campaign and what the watch and camp give the fight. */
export interface RestInterrupt {
  campaign: Campaign
  ambush: RestAmbush
}

/** A roll made while planning (camp checks, the alarm): the next campaign and its log lines. */
export interface RestRolled {
  campaign: Campaign
  outcomes: RollOutcome[]
  /** The dice faces of each outcome, as [sides, face], in the same order (the dice log shows them). */
  faces: [number, number][][]
}

export interface RestDetailsInput {
  place?: string
  wilderness?: boolean
  hours?: number
}
