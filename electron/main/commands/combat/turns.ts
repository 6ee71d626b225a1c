/**
 * The fight's course as commands: start it, settle initiative, begin, take turns, change who is
 * in it, end it. Each wraps one transition of shared/play/combat, so a step's undo restores the
 * whole fight (expired conditions, spent AP, items) with the rest of the campaign.
 */
import type { Dice } from '../../../../shared/dice'
import type { Campaign } from '../../../../shared/model'
import {
  addCombatant,
  beginCombat,
  delayCombatant,
  endCombat,
  giveExtraTurn,
  groupCombatants,
  nextTurn,
  previousTurn,
  removeCombatant,
  reorderCombatant,
  setCombatantHidden,
  setInitiative,
  setShowPcHp,
  startCombat,
  type CombatEnd,
  type StartEntryInput,
  type StartInput,
  type TurnContextSource,
} from '../../../../shared/play/combat'
import type { Command } from '../command'
import {
  combatantName,
  fightOf,
  loggedRolls,
  recording,
  refusing,
  tokenName,
  turnInWords,
  type LoggedRoll,
} from './common'

/** What starting a fight hands back: its id, the ties to settle, the initiative roll for the log. */
export interface Started {
  combatId: string
  ties: string[][]
  rolls: LoggedRoll[]
}

/** "Kopaka 14 (d12 9 + DEX 2, Edge 3)", one per combatant rolled, for the dice log's line. */
function initiativeLines(state: Campaign, typed: ReadonlySet<string>): string {
  const order = fightOf(state)?.order ?? []
  return order
    .filter((c) => !typed.has(c.tokenId))
    .map(
      (c) =>
        `${c.name} ${c.initiative ?? '?'}${c.initiativeDetail ? ` (${c.initiativeDetail})` : ''}`,
    )
    .join('; ')
}

/**
 * Roll initiative with main's dice (or take the totals typed in) and open the fight in its
 * initiative phase. The rolls go to the dice log as one line, faces and all.
 */
export function startCombatCommand(
  input: StartInput,
  dice: Dice,
  combatId: string,
): Command<Started> {
  return {
    label: 'Start combat',
    run(state) {
      const rec = recording(dice)
      const out = refusing(() => startCombat(state, input, rec, combatId))
      const faces = rec.take()
      const parts = rec.parts()
      const typed = new Set(
        input.entries.filter((e) => e.initiative !== undefined).map((e) => e.tokenId),
      )
      const rolled = input.entries.length - typed.size
      const rolls: LoggedRoll[] =
        rolled > 0
          ? [
              {
                outcome: {
                  who: rolled === 1 ? 'One combatant' : `${rolled} combatants`,
                  what: 'Initiative',
                  total: null,
                  outcome: out.ties.length > 0 ? 'ties to settle' : 'rolled',
                  detail: initiativeLines(out.campaign, typed).slice(0, 2000),
                },
                faces,
                ...(parts.length > 0 ? { parts } : {}),
              },
            ]
          : []
      const n = input.entries.length
      return {
        state: out.campaign,
        result: { combatId, ties: out.ties, rolls },
        label: `Start combat (${n} combatant${n === 1 ? '' : 's'})`,
      }
    },
  }
}

export function setInitiativeCommand(combatantId: string, value: number): Command {
  return {
    label: 'Set initiative',
    run(state) {
      const next = refusing(() => setInitiative(state, combatantId, value))
      return { state: next, label: `Initiative ${value} for ${combatantName(state, combatantId)}` }
    },
  }
}

export function reorderCommand(combatantId: string, beforeId: string | null): Command {
  return {
    label: 'Reorder initiative',
    run(state) {
      const next = refusing(() => reorderCombatant(state, combatantId, beforeId))
      return { state: next, label: `Move ${combatantName(state, combatantId)} in the order` }
    },
  }
}

/** The outcome of a step that may have rolled (hooks at a turn boundary), for the dice log. */
export interface Stepped {
  rolls: LoggedRoll[]
}

export function beginCombatCommand(): Command<Stepped> {
  return {
    label: 'Begin combat',
    run(state) {
      const step = refusing(() => beginCombat(state))
      return {
        state: step.campaign,
        result: { rolls: loggedRolls(step.rolls, []) },
        label: `Begin combat (${turnInWords(step.campaign)})`,
      }
    },
  }
}

/** End the current turn and start the next: "Next turn (Round 2: Kopaka)". */
export function nextTurnCommand(context?: TurnContextSource): Command<Stepped> {
  return {
    label: 'Next turn',
    run(state) {
      const step = refusing(() => nextTurn(state, context))
      return {
        state: step.campaign,
        result: { rolls: loggedRolls(step.rolls, []) },
        label: `Next turn (${turnInWords(step.campaign)})`,
      }
    },
  }
}

export function previousTurnCommand(): Command {
  return {
    label: 'Previous turn',
    run(state) {
      const next = refusing(() => previousTurn(state))
      return { state: next, label: `Previous turn (${turnInWords(next)})` }
    },
  }
}

export function delayCommand(combatantId: string, afterId: string | null): Command {
  return {
    label: 'Delay a turn',
    run(state) {
      const next = refusing(() => delayCombatant(state, combatantId, afterId))
      const who = combatantName(state, combatantId)
      const until =
        afterId === null ? 'the end of the round' : `after ${combatantName(state, afterId)}`
      return { state: next, label: `Delay ${who} until ${until}` }
    },
  }
}

/** An extra turn for a combatant, now (ZZ: given by a Hero who left by an exit). */
export function extraTurnCommand(
  combatantId: string,
  left?: Readonly<Record<string, number>>,
): Command {
  return {
    label: 'Extra turn',
    run(state) {
      const next = refusing(() => giveExtraTurn(state, combatantId, left))
      return { state: next, label: `Extra turn for ${combatantName(state, combatantId)}` }
    },
  }
}

export interface Added {
  combatantId: string
  rolls: LoggedRoll[]
}

/** Add a token mid-fight; its initiative is rolled with main's dice unless typed. */
export function addCombatantCommand(entry: StartEntryInput, dice: Dice): Command<Added> {
  return {
    label: 'Add to the fight',
    run(state) {
      const rec = recording(dice)
      const out = refusing(() => addCombatant(state, entry, rec))
      const faces = rec.take()
      const added = fightOf(out.campaign)?.order.find((c) => c.id === out.combatantId)
      const name = added?.name ?? tokenName(state, entry.tokenId)
      const rolls: LoggedRoll[] =
        entry.initiative === undefined && faces.length > 0
          ? [
              {
                outcome: {
                  who: name,
                  what: 'Initiative',
                  total: added?.initiative ?? null,
                  outcome: String(added?.initiative ?? ''),
                  detail: added?.initiativeDetail ?? '',
                },
                faces,
              },
            ]
          : []
      return {
        state: out.campaign,
        result: { combatantId: out.combatantId, rolls },
        label: `Add ${name} to the fight`,
      }
    },
  }
}

export function removeCombatantCommand(combatantId: string): Command {
  return {
    label: 'Remove from the fight',
    run(state) {
      const next = refusing(() => removeCombatant(state, combatantId))
      return { state: next, label: `Remove ${combatantName(state, combatantId)} from the fight` }
    },
  }
}

export function setHiddenCommand(combatantId: string, hidden: boolean): Command {
  return {
    label: hidden ? 'Hide a combatant' : 'Reveal a combatant',
    run(state) {
      const next = refusing(() => setCombatantHidden(state, combatantId, hidden))
      const who = combatantName(state, combatantId)
      return { state: next, label: `${hidden ? 'Hide' : 'Reveal'} ${who}` }
    },
  }
}

export function groupCommand(
  combatantIds: readonly string[],
  grouped: boolean,
  groupId: string,
): Command {
  return {
    label: grouped ? 'Group combatants' : 'Split a group',
    run(state) {
      const next = refusing(() => groupCombatants(state, combatantIds, grouped, groupId))
      const names = combatantIds.slice(0, 3).map((id) => combatantName(state, id))
      const more = combatantIds.length > 3 ? ` and ${combatantIds.length - 3} more` : ''
      return { state: next, label: `${grouped ? 'Group' : 'Split'} ${names.join(', ')}${more}` }
    },
  }
}

export function setShowPcHpCommand(on: boolean): Command {
  return {
    label: on ? "Show PCs' HP to the players" : "Hide PCs' HP from the players",
    run(state) {
      return { state: refusing(() => setShowPcHp(state, on)) }
    },
  }
}

export type Ended = Omit<CombatEnd, 'campaign'>

/** End the fight: what ends with it ends, the summary goes to the log and the reply. */
export function endCombatCommand(): Command<Ended> {
  return {
    label: 'End combat',
    run(state) {
      const { campaign, ...summary } = refusing(() => endCombat(state))
      return {
        state: campaign,
        result: summary,
        label: `End combat (${summary.rounds} round${summary.rounds === 1 ? '' : 's'})`,
      }
    },
  }
}
