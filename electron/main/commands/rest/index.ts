/**
 * The rest planner's commands: one per `rest:*` channel, each wrapping a pure transition of
 * shared/play/rest (a refusal there is a CommandRejected here, naming the reason). Resolving a
 * rest hands its rolls back for the dice log, faces and all.
 */
import type { Dice } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import { CombatRefused } from '../../../../shared/play/combat'
import {
  advanceClock,
  callRest,
  cancelRest,
  clearSlot,
  gift,
  interruptRest,
  makeCamp,
  resolveRest,
  rerollRestDice,
  rollAlarm,
  RestRefused,
  setCamp,
  setDetails,
  setShowPlayers,
  setSlot,
  setWatch,
  type CallRestInput,
  type InterruptInput,
  type RerollInput,
  type RestDetailsInput,
  type RestRolled,
  type SetSlotInput,
} from '../../../../shared/play/rest'
import { RollRefused, type RestAmbush } from '../../../../shared/rules'
import type { RestWatch } from '../../../../shared/model'
import { CommandRejected, type Command } from '../command'
import type { LoggedRoll } from '../combat/common'

/** Run a rest transition; its refusal is told to the GM as the reason. */
function refusingRest<T>(transition: () => T): T {
  try {
    return transition()
  } catch (err) {
    if (err instanceof RestRefused || err instanceof CombatRefused || err instanceof RollRefused)
      throw new CommandRejected(err.message)
    throw err
  }
}

function edit(label: string, transition: (state: Campaign) => Campaign): Command {
  return { label, run: (state) => ({ state: refusingRest(() => transition(state)) }) }
}

export const callRestCommand = (input: CallRestInput): Command =>
  edit('Call a rest', (s) => callRest(s, input))

export const setRestSlotCommand = (input: SetSlotInput): Command =>
  edit('Plan a rest activity', (s) => setSlot(s, input))

export const clearRestSlotCommand = (memberId: string, index: number): Command =>
  edit('Clear a rest activity', (s) => clearSlot(s, memberId, index))

export const giftRestSlotCommand = (memberId: string, to: string): Command =>
  edit('Gift a rest activity', (s) => gift(s, memberId, to))

export const setCampCommand = (camp: readonly string[]): Command =>
  edit('Choose Camp Bonuses', (s) => setCamp(s, camp))

export const setWatchCommand = (watch: readonly RestWatch[]): Command =>
  edit('Set the watch', (s) => setWatch(s, watch))

export const setRestDetailsCommand = (input: RestDetailsInput): Command =>
  edit('Change the rest', (s) => setDetails(s, input))

export const showRestToPlayersCommand = (show: boolean): Command =>
  edit(show ? 'Show the rest to the players' : 'Hide the rest from the players', (s) =>
    setShowPlayers(s, show),
  )

/** Initiative during the rest: cut it short; the answer says what the watch and camp give. */
export function interruptRestCommand(input: InterruptInput): Command<RestAmbush> {
  return {
    label: 'Initiative during the rest',
    run(state) {
      const done = refusingRest(() => interruptRest(state, input))
      return { state: done.campaign, result: done.ambush }
    },
  }
}

/** A roll made while planning: each log line with its own dice (the transition keeps them). */
function rollingCommand(
  label: string,
  dice: Dice,
  roll: (state: Campaign, dice: Dice) => RestRolled,
): Command<{ rolls: LoggedRoll[] }> {
  return {
    label,
    run(state) {
      const done = refusingRest(() => roll(state, dice))
      const rolls = done.outcomes.map((outcome, i) => ({ outcome, faces: done.faces[i] ?? [] }))
      return { state: done.campaign, result: { rolls } }
    },
  }
}

/** Make camp: every member's camp check, recorded on the rest. */
export const makeCampCommand = (dice: Dice) => rollingCommand('Make camp', dice, makeCamp)

/** The alarm's check by one member, recorded on the rest. */
export const rollAlarmCommand = (memberId: string, dice: Dice) =>
  rollingCommand('Set the alarm', dice, (s, d) => rollAlarm(s, memberId, d))

/** Re-roll the picked dice of the last rest (a comfortable camp's ✦), once. */
export const rerollRestDiceCommand = (input: RerollInput, dice: Dice) =>
  rollingCommand('Re-roll dice of the rest', dice, (s, d) => rerollRestDice(s, input, d))

export const cancelRestCommand = (): Command => edit('Cancel the rest', cancelRest)

export const advanceClockCommand = (hours: number): Command =>
  edit(`Advance the clock ${hours} h`, (s) => advanceClock(s, hours))

/** Resolve the rest in one step: every roll, change, the clock and the log entry, undone as one. */
export function resolveRestCommand(dice: Dice): Command<{ rolls: LoggedRoll[] }> {
  return {
    label: 'Resolve the rest',
    run(state) {
      const done = refusingRest(() => resolveRest(state, dice))
      const rolls = done.outcomes.map((outcome, i) => ({ outcome, faces: done.faces[i] ?? [] }))
      return { state: done.campaign, result: { rolls } }
    },
  }
}
