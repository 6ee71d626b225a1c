/**
 * GG Turn hooks (OTHER-SYSTEMS.md A.1, GG-011, GG-017, D.1 onTurnStart / onTurnEnd; seed 001, the
 * "Active Time" paragraphs on Rounds and Narrative Time): 1-Round effects, and the ordered steps a
 * Turn's start and end run. The ledger itself is economy.ts's.
 */
import { resetForTurn, type PerTurn, type TurnLedger } from './economy'
import { passiveLp, type GgLpBeing } from './limit-break'
import type { GgOptions } from './options'

/**
 * Narrative Time (GG-017): an action with no combat may be used without Initiative; a combat
 * action calls for Initiative. The GG rules on edge cases (the app lets them override).
 */
export function narrativeTimeOutcome(action: { combat: boolean }): 'allowed' | 'callInitiative' {
  return action.combat ? 'callInitiative' : 'allowed'
}

/** An effect that lasts "1 Round" (GG-011). */
export interface RoundEffect {
  id: string
  label: string
  /** Who used it. */
  userId: string
  /** It ends when this entity's next Turn starts. */
  endsAtStartOf: string
}

/**
 * Start a 1-Round effect (GG-011, GG-Q9): it ends at the start of the next Turn of the entity
 * whose Turn it was used in (`turnOwner`), or of its user (`user`). Ex.: used as a reaction on
 * the Orc's Turn -> ends when the Orc's next Turn starts.
 */
export function oneRoundEffect(
  effect: { id: string; label: string },
  userId: string,
  turnOwnerId: string,
  options: Pick<GgOptions, 'roundDuration'>,
): RoundEffect {
  return {
    ...effect,
    userId,
    endsAtStartOf: options.roundDuration === 'turnOwner' ? turnOwnerId : userId,
  }
}

/** The 1-Round effects that end as `entityId`'s Turn starts, and those that go on (GG-011). */
export function endRoundEffects(
  effects: readonly RoundEffect[],
  entityId: string,
): { ended: RoundEffect[]; kept: RoundEffect[] } {
  return {
    ended: effects.filter((e) => e.endsAtStartOf === entityId),
    kept: effects.filter((e) => e.endsAtStartOf !== entityId),
  }
}

/** Turn-start steps (D.1), each with the GG rule it runs. */
export type TurnStartStep =
  | 'endRoundEffects' // GG-011 (and the previous Obstructing Aura halving, GG-121)
  | 'hoverCheck' // GG-025 when `gg.hoverCheck` = startOfNextTurn
  | 'limitPoints' // GG-112: +5 LP
  | 'dyingTick' // GG-102: +1 Wounded Degree
  | 'regeneration' // GG-122: the Memory regains HP
  | 'obstructingAura' // GG-121: Movement halved near the Memory
  | 'resetApRp' // GG-013, GG-016

/** Turn-end steps (D.1). */
export type TurnEndStep = 'hoverCheck' // GG-025 / GG-Q11 when `gg.hoverCheck` = endOfTurn

/** What the turn hooks need to know about the Character whose Turn it is. */
export interface TurnHookSubject {
  side: 'pc' | 'npc'
  /** An NPC fighting on the party's side (GG-Q42 `allAllies`). */
  ally?: boolean
  dying?: boolean
  /** The summoned Memory of a Limit Break (GG-122). */
  memory?: boolean
  /** Starts its Turn within the Obstructing Aura (GG-121); found by the board. */
  inObstructingAura?: boolean
  /** Flying without the ability to Hover (GG-025). */
  flyingWithoutHover?: boolean
}

/** Who a Turn's subject is for GG-112's passive Limit Points (limit-break.ts `passiveLp`). */
export function lpBeingOf(subject: TurnHookSubject): GgLpBeing {
  if (subject.memory === true) return 'memory'
  if (subject.side === 'pc') return 'pc'
  return subject.ally === true ? 'ally' : 'hostile'
}

/**
 * The ordered steps at the start of a Character's Turn (D.1 onTurnStart, after first ending the
 * 1-Round effects that end now): Limit Points (whoever `passiveLp` says earns them: PCs, or all
 * allies by GG-Q42; the Memory earns none under `pcs`), the Dying tick, the Memory's Regeneration,
 * the Obstructing Aura check, then the AP/RP reset.
 */
export function turnStartSteps(
  subject: TurnHookSubject,
  options: Pick<GgOptions, 'lpGenerators' | 'hoverCheck'>,
): TurnStartStep[] {
  const steps: TurnStartStep[] = ['endRoundEffects']
  if (options.hoverCheck === 'startOfNextTurn' && subject.flyingWithoutHover === true) {
    steps.push('hoverCheck')
  }
  if (passiveLp(lpBeingOf(subject), options) > 0) steps.push('limitPoints')
  if (subject.dying === true) steps.push('dyingTick')
  if (subject.memory === true) steps.push('regeneration')
  if (subject.inObstructingAura === true) steps.push('obstructingAura')
  steps.push('resetApRp')
  return steps
}

/** The ordered steps at the end of a Character's Turn (D.1 onTurnEnd). */
export function turnEndSteps(
  subject: TurnHookSubject,
  options: Pick<GgOptions, 'hoverCheck'>,
): TurnEndStep[] {
  return options.hoverCheck === 'endOfTurn' && subject.flyingWithoutHover === true
    ? ['hoverCheck']
    : []
}

/**
 * The parts of a Turn's start this module owns (GG-011, GG-013, GG-016): end the 1-Round effects
 * that end now and reset the ledger. The other steps of `turnStartSteps` belong to the dying,
 * Limit Break and board rules and run in that order around this.
 */
export function startTurn(
  entityId: string,
  perTurn: PerTurn,
  effects: readonly RoundEffect[],
): { ledger: TurnLedger; ended: RoundEffect[]; kept: RoundEffect[] } {
  return { ledger: resetForTurn(perTurn), ...endRoundEffects(effects, entityId) }
}
