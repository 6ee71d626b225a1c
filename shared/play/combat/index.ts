/**
 * The combat tracker, ruleset-neutral: a fight's state lives in `campaign.combat` (shared/model/
 * combat.ts) and every transition here is pure: it takes the campaign and returns the next one,
 * calling the campaign's ruleset's combat hooks for what a turn gives and asks. Main runs each as
 * a command, so undo, autosave and the players' views follow. A transition that cannot be made
 * throws CombatRefused with a sentence naming the field or the reason; nothing changes then.
 *
 * This file is the barrel: the transitions live in the files beside it, by subject.
 */
export {
  CombatRefused,
  type CombatEnd,
  type CombatStep,
  type DurationRequest,
  type Opportunity,
  type PlayerInitiative,
  type StartEntryInput,
  type StartInput,
  type TurnContextSource,
} from './types'
export { clockSeconds, combatOf } from './state'
export {
  addCombatant,
  groupCombatants,
  reorderCombatant,
  setInitiative,
  startCombat,
} from './initiative'
export {
  beginCombat,
  currentCombatant,
  delayCombatant,
  followTurnDelay,
  giveExtraTurn,
  nextTurn,
  previousTurn,
  roundSequence,
} from './turns'
export { removeCombatant } from './removal'
export { setCombatantHidden } from './hiding'
export { endTurnIfHealedSelf } from './self-heal'
export { chargeAction, spendResource, takeTurnAction } from './economy'
export { pinDuration } from './durations'
export { setTimedCondition } from './timers'
export { dismissItem, resolveItem } from './items'
export { endCombat, setShowPcHp } from './end'
export { combatAfterMove, QUICK_STEP, type FightMoveOptions, type MovePath } from './movement'
export { stopMover } from './opportunities'
export { useHeldAction } from './held'
export { applyStateChanges, recordHarm } from './changes'
export { followInstanceEdit } from './instance-edit'
export { heldTurn, playerInitiative, type HeldTurn } from './player-strip'
export { sameGroupTurn } from './groups'
export { mapSight } from './sight'
export { untilRestOf, withUntilRest } from './until-rest'
export { logRoll, rollLine } from './roll-log'
