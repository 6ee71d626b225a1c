/**
 * The combat tracker's handlers (`combat:*`), one command per channel. Commands that roll with
 * main's dice hand their rolls back; each goes into the dice log, faces and all, is announced to
 * the GM's views, and follows its step through undo and redo. A refused command logs nothing.
 */
import type { ChannelName, ChannelOutputs, HandlerInput } from '../../../shared/api'
import type { Command } from '../commands/command'
import {
  addCombatantCommand,
  beginCombatCommand,
  delayCommand,
  extraTurnCommand,
  dismissItemCommand,
  endCombatCommand,
  groupCommand,
  nextTurnCommand,
  partyTrackCommand,
  previousTurnCommand,
  removeCombatantCommand,
  reorderCommand,
  resolveAllCommand,
  resolveItemCommand,
  setConditionCommand,
  setHiddenCommand,
  setInitiativeCommand,
  setShowPcHpCommand,
  spendCommand,
  spendPoolCommand,
  startCombatCommand,
  turnActionCommand,
  useHeldCommand,
  type LoggedRoll,
} from '../commands/combat'
import type { DiceLog } from './dice-log'
import type { CampaignHistory } from './history'
import type { Hub } from './hub'

type CombatChannel = Extract<ChannelName, `combat:${string}`>
/** Typed like the dispatcher's handlers (its input the schema's output, its output the contract's). */
export type CombatHandlers = {
  [C in CombatChannel]: (input: HandlerInput<C>) => ChannelOutputs[C]
}

export function combatHandlers(
  history: CampaignHistory,
  hub: Hub,
  dice: DiceLog,
  newId: (prefix: string) => string,
): CombatHandlers {
  const changed = <R>(command: Command<R>) => ({ changed: history.execute(command).changed })
  const rolled = <R extends { rolls: LoggedRoll[] }>(command: Command<R>) => {
    const done = history.execute(command)
    const entries = done.result.rolls.map((r) => {
      const entry = dice.add({
        ...r.outcome,
        faces: r.faces,
        ...(r.parts?.length ? { parts: r.parts } : {}),
      })
      if (done.stepId !== null) dice.appliedBy(entry.id, done.stepId)
      hub.publishRoll(entry)
      return entry
    })
    return { result: done.result, entries, changed: done.changed }
  }
  return {
    'combat:start': (i) => {
      const { result } = rolled(startCombatCommand(i, dice.dice, newId('fight')))
      return { combatId: result.combatId, ties: result.ties }
    },
    'combat:setInitiative': (i) => changed(setInitiativeCommand(i.combatantId, i.initiative)),
    'combat:reorder': (i) => changed(reorderCommand(i.combatantId, i.beforeId)),
    'combat:begin': () => ({ changed: rolled(beginCombatCommand()).changed }),
    'combat:next': () => ({ changed: rolled(nextTurnCommand()).changed }),
    'combat:previous': () => changed(previousTurnCommand()),
    'combat:delay': (i) => changed(delayCommand(i.combatantId, i.afterId)),
    'combat:extraTurn': (i) => changed(extraTurnCommand(i.combatantId, i.left)),
    'combat:add': (i) => ({
      combatantId: rolled(addCombatantCommand(i, dice.dice)).result.combatantId,
    }),
    'combat:remove': (i) => changed(removeCombatantCommand(i.combatantId)),
    'combat:setHidden': (i) => changed(setHiddenCommand(i.combatantId, i.hidden)),
    'combat:group': (i) => changed(groupCommand(i.combatantIds, i.grouped, newId('group'))),
    'combat:spend': (i) =>
      changed(spendCommand(i.combatantId, i.resource, i.amount, i.override === true)),
    'combat:action': (i) =>
      changed(turnActionCommand(i.combatantId, i.actionId, i.override === true, i.choice)),
    'combat:useHeld': (i) => changed(useHeldCommand(i.combatantId, i.override === true)),
    'combat:setCondition': (i) =>
      changed(setConditionCommand(i.tokenId, i.condition, i.on, i.until, i.sourceId, i.dc)),
    'combat:resolveItem': (i) =>
      rolled(resolveItemCommand(i.itemId, dice.dice)).entries.at(0) ?? null,
    'combat:resolveAll': () => rolled(resolveAllCommand(dice.dice)).entries,
    'combat:dismissItem': (i) => changed(dismissItemCommand(i.itemId)),
    'combat:showPcHp': (i) => changed(setShowPcHpCommand(i.on)),
    'combat:partyTrack': (i) =>
      rolled(partyTrackCommand(i.trackId, i.use, dice.dice)).entries.at(0) ?? null,
    'combat:spendPool': (i) =>
      rolled(spendPoolCommand(i.tokenId, i.poolId, dice.dice)).entries.at(0) ?? null,
    'combat:end': () => {
      const { rounds, lines, ended, hidden } = history.execute(endCombatCommand()).result
      return { rounds, lines, ended, hidden }
    },
  }
}
