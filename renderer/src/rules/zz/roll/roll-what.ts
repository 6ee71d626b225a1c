/** What a click on a ZZ sheet (or the map's target panel) asks the roll dialog for. */
import type { ZzAttribute } from '../../../../../shared/rules/zz/engine/model'
import type { RollRequestOf } from '../../ruleset-ui'

export type ZzContestKind = 'shove' | 'trip' | 'dodge' | 'steal' | 'moveSilently'

export type ZzRollWhat =
  /** An attack (ZZ-34..49); from the target panel with both tokens and the weapon. */
  | { type: 'attack'; weaponId?: string; attackerId?: string; targetId?: string }
  /** Use Skill (ZZ-61/62): an attribute, or a skill of the sheet. */
  | { type: 'skill'; attribute?: ZzAttribute; skill?: string }
  /** A contest (ZZ-19/25/33/45/46). */
  | { type: 'contest'; contest: ZzContestKind; actorId?: string; targetId?: string }
  /** Finish a Down figure (ZZ-09). */
  | { type: 'finish'; actorId?: string; targetId?: string }
  /** The re-roll step of the attack waiting for its dice (ZZ-39..41). */
  | { type: 'reroll' }

/** A roll request as ZZ's dialog reads it. */
export type ZzRollRequest = RollRequestOf<ZzRollWhat>
