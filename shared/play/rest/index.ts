/**
 * The rest planner, ruleset-neutral: the rest being planned lives in `campaign.rest`, the party's
 * clock in `campaign.clock` and the rests taken in `campaign.restLog` (shared/model/rest.ts).
 * Every transition is pure; one that cannot be made throws RestRefused with the reason in the
 * GM's words, and nothing changes. Main runs each as a command, so undo and autosave follow.
 */
export {
  RestRefused,
  type CallRestInput,
  type InterruptInput,
  type RestDetailsInput,
  type RestInterrupt,
  type RestResolved,
  type RestRolled,
  type SetSlotInput,
} from './types'
export { advanceClock, clockOf, clockPlus, CLOCK_STEP_MAX } from './clock'
export {
  callRest,
  cancelRest,
  clearSlot,
  gift,
  planOf,
  restHooks,
  setCamp,
  setDetails,
  setShowPlayers,
  setSlot,
  setWatch,
} from './plan'
export { makeCamp, rollAlarm } from './camp'
export { markdownText, restLogMarkdown } from './markdown'
export { memberName, slotWords, type SlotWordsOptions } from './words'
export { interruptRest, resolveRest } from './resolve'
export { rerollRestDice, type RerollInput } from './reroll'
