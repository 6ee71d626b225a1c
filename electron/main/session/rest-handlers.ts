/**
 * The rest planner's handlers (`rest:*`, `clock:advance`), one command per channel. Resolving a
 * rest puts each of its lines into the dice log, announced to the GM's views, following its step
 * through undo and redo. A refused command logs nothing.
 */
import type { ChannelName, ChannelOutputs, HandlerInput } from '../../../shared/api'
import type { Command } from '../commands/command'
import type { LoggedRoll } from '../commands/combat/common'
import {
  advanceClockCommand,
  callRestCommand,
  cancelRestCommand,
  clearRestSlotCommand,
  giftRestSlotCommand,
  interruptRestCommand,
  makeCampCommand,
  rerollRestDiceCommand,
  resolveRestCommand,
  rollAlarmCommand,
  setRestDetailsCommand,
  showRestToPlayersCommand,
  setCampCommand,
  setRestSlotCommand,
  setWatchCommand,
} from '../commands/rest'
import type { DiceLog } from './dice-log'
import type { CampaignHistory } from './history'
import type { Hub } from './hub'

type RestChannel = Extract<ChannelName, `rest:${string}`>
export type RestHandlers = {
  [C in RestChannel]: (input: HandlerInput<C>) => ChannelOutputs[C]
}

export function restHandlers(history: CampaignHistory, hub: Hub, dice: DiceLog): RestHandlers {
  const changed = <R>(command: Command<R>) => ({ changed: history.execute(command).changed })
  /** Run a rolling command; its lines go to the dice log, following its step through undo. */
  const rolled = (command: Command<{ rolls: LoggedRoll[] }>) => {
    const done = history.execute(command)
    return done.result.rolls.map((r) => {
      const entry = dice.add({ ...r.outcome, faces: r.faces })
      if (done.stepId !== null) dice.appliedBy(entry.id, done.stepId)
      hub.publishRoll(entry)
      return entry
    })
  }
  return {
    'rest:call': (i) => changed(callRestCommand(i)),
    'rest:setSlot': (i) => changed(setRestSlotCommand(i)),
    'rest:clearSlot': (i) => changed(clearRestSlotCommand(i.memberId, i.index)),
    'rest:gift': (i) => changed(giftRestSlotCommand(i.memberId, i.to)),
    'rest:setCamp': (i) => changed(setCampCommand(i.camp)),
    'rest:setWatch': (i) => changed(setWatchCommand(i.watch)),
    'rest:setDetails': (i) => changed(setRestDetailsCommand(i)),
    'rest:makeCamp': () => rolled(makeCampCommand(dice.dice)),
    'rest:rollAlarm': (i) => {
      const [entry] = rolled(rollAlarmCommand(i.memberId, dice.dice))
      if (!entry) throw new Error('the alarm check gave no roll')
      return entry
    },
    'rest:reroll': (i) => rolled(rerollRestDiceCommand(i, dice.dice)),
    'rest:showPlayers': (i) => changed(showRestToPlayersCommand(i.show)),
    'rest:resolve': () => rolled(resolveRestCommand(dice.dice)),
    'rest:interrupt': (i) => {
      const done = history.execute(interruptRestCommand(i))
      return { changed: done.changed, ...done.result }
    },
    'rest:cancel': () => changed(cancelRestCommand()),
    'rest:advanceClock': (i) => changed(advanceClockCommand(i.hours)),
  }
}
