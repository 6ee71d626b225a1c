/**
 * The GG turn economy (OTHER-SYSTEMS.md A.1, GG-011 and GG-013..GG-019, D.1 turn hooks; seed
 * 001, the "Active Time" paragraphs on resetting AP and RP, repeating actions and reactions, the
 * common actions list, the Mark action card and the Movement action). A per-Turn ledger of AP, RP,
 * repeats, used reactions and Movement left; refusals are thrown with words a GM understands.
 */
import type { GgOptions } from './options'

/** AP and RP a Character gets each Turn (GG-013: usually 3AP and 1RP; a stat block may differ). */
export interface PerTurn {
  ap: number
  rp: number
}

/** GG-013: the usual 3AP / 1RP. */
export const DEFAULT_PER_TURN: Readonly<PerTurn> = Object.freeze({ ap: 3, rp: 1 })

/** What a Character has left of its Turn. */
export interface TurnLedger {
  ap: number
  rp: number
  /** Times each action (by key) was taken this Turn, for the repeat surcharge (GG-015). */
  taken: Readonly<Record<string, number>>
  /** Reactions (by key) used since this Character's Turn began (GG-016). */
  reactionsUsed: readonly string[]
  /** Metres of Movement still to spend from this Turn's Movement actions (GG-019). */
  movementLeft: number
}

/** An action with an AP cost. */
export interface GgAction {
  /** Identity for the repeat surcharge: the same key is the same action. */
  key: string
  /** Name the GG reads, e.g. "Escape Grapple". */
  name: string
  apCost: number
  /** It is the Movement action (GG-Q6: `gg.repeatAppliesToMovement`). */
  movement?: boolean
}

/** A reaction with an RP cost. */
export interface GgReaction {
  key: string
  name: string
  rpCost: number
}

/**
 * The common actions with their AP costs from the table options (F-GG-4, GG-Q5; Mark 1AP and
 * Escape Grapple 2AP are the seed's own numbers), and the Opportunity Attack reaction (1RP).
 */
export function commonActions(options: Pick<GgOptions, 'cost'>): {
  movement: GgAction
  attack: GgAction
  useSkill: GgAction
  useItem: GgAction
  escapeGrapple: GgAction
  mark: GgAction
  limitBreak: GgAction
  opportunityAttack: GgReaction
} {
  const c = options.cost
  return {
    movement: { key: 'movement', name: 'Movement', apCost: c.movement, movement: true },
    attack: { key: 'attack', name: 'Attack', apCost: c.attack },
    useSkill: { key: 'useSkill', name: 'Use Skill', apCost: c.useSkill },
    useItem: { key: 'useItem', name: 'Use Item', apCost: c.useItem },
    escapeGrapple: { key: 'escapeGrapple', name: 'Escape Grapple', apCost: c.escapeGrapple },
    mark: { key: 'mark', name: 'Mark', apCost: c.mark },
    limitBreak: { key: 'limitBreak', name: 'Limit Break', apCost: c.limitBreak },
    opportunityAttack: { key: 'opportunityAttack', name: 'Opportunity Attack', rpCost: c.oaRP },
  }
}

function assertPerTurn(perTurn: PerTurn): void {
  for (const n of [perTurn.ap, perTurn.rp]) {
    if (!Number.isInteger(n) || n < 0) {
      throw new RangeError('AP and RP per Turn are whole numbers, 0 or more.')
    }
  }
}

/**
 * The ledger at the start of a Character's Turn (GG-013, GG-016): AP and RP reset to the stat
 * block's values (unspent points do not carry over), repeats and used reactions clear.
 * Ex.: Aria ends her Turn with 1AP unspent -> her next Turn starts with 3AP, not 4.
 */
export function resetForTurn(perTurn: PerTurn = DEFAULT_PER_TURN): TurnLedger {
  assertPerTurn(perTurn)
  return { ap: perTurn.ap, rp: perTurn.rp, taken: {}, reactionsUsed: [], movementLeft: 0 }
}

/**
 * The repeat surcharge for taking an action a further time this Turn (GG-015, GG-Q6): none the
 * first time; then +2AP on every repeat (`flat`) or +2, +4, ... (`cumulative`). Actions with no AP
 * cost are exempt, and Movement when `gg.repeatAppliesToMovement` is off.
 */
export function repeatSurcharge(
  action: GgAction,
  timesBefore: number,
  options: Pick<GgOptions, 'repeatSurcharge' | 'repeatAppliesToMovement'>,
): number {
  if (timesBefore <= 0 || action.apCost <= 0) return 0
  if (action.movement === true && !options.repeatAppliesToMovement) return 0
  return options.repeatSurcharge === 'flat' ? 2 : 2 * timesBefore
}

/** What the action costs now, with its repeat surcharge (GG-014, GG-015). */
export function actionCost(
  ledger: TurnLedger,
  action: GgAction,
  options: Pick<GgOptions, 'repeatSurcharge' | 'repeatAppliesToMovement'>,
): number {
  return action.apCost + repeatSurcharge(action, ledger.taken[action.key] ?? 0, options)
}

function apWord(n: number): string {
  return `${n} AP`
}

/**
 * Take an action (GG-014, GG-015): pay its cost with the repeat surcharge, or refuse when the AP
 * left cannot pay it. Ex.: Aria has 1AP left; Escape Grapple costs 2AP -> not allowed. Attack at
 * 1AP: the 1st costs 1, the 2nd costs 3 -> with 3AP the 2nd is refused.
 */
export function takeAction(
  ledger: TurnLedger,
  action: GgAction,
  options: Pick<GgOptions, 'repeatSurcharge' | 'repeatAppliesToMovement'>,
  who: string,
): TurnLedger {
  const cost = actionCost(ledger, action, options)
  if (cost > ledger.ap) {
    const times = ledger.taken[action.key] ?? 0
    const why =
      times > 0 ? ` (${action.apCost} AP + ${cost - action.apCost} AP for repeating it)` : ''
    throw new Error(
      `${who} has ${apWord(ledger.ap)} left; ${action.name} costs ${apWord(cost)}${why}.`,
    )
  }
  return {
    ...ledger,
    ap: ledger.ap - cost,
    taken: { ...ledger.taken, [action.key]: (ledger.taken[action.key] ?? 0) + 1 },
  }
}

/**
 * Use a reaction (GG-014, GG-016): it needs its RP, and a reaction once used is locked until the
 * start of the Character's next Turn, whatever RP remains; spare RP pays only for different
 * reactions. Ex.: the Memory (3RP) makes an Opportunity Attack -> no second OA this Round.
 */
export function takeReaction(ledger: TurnLedger, reaction: GgReaction, who: string): TurnLedger {
  if (ledger.reactionsUsed.includes(reaction.key)) {
    throw new Error(
      `${who} already used ${reaction.name} and cannot use it again until the start of their next Turn.`,
    )
  }
  if (reaction.rpCost > ledger.rp) {
    throw new Error(
      `${who} has ${ledger.rp} RP left; ${reaction.name} costs ${reaction.rpCost} RP.`,
    )
  }
  return {
    ...ledger,
    rp: ledger.rp - reaction.rpCost,
    reactionsUsed: [...ledger.reactionsUsed, reaction.key],
  }
}

/**
 * Declare an Attack with Mark added (GG-018): both actions are paid when declared, so the Mark's
 * AP is spent even if the attack misses [DEF]. Ex.: Aria, 3AP: Attack (1AP) + Mark (1AP) -> 1AP
 * left.
 */
export function declareAttackWithMark(
  ledger: TurnLedger,
  attack: GgAction,
  mark: GgAction,
  options: Pick<GgOptions, 'repeatSurcharge' | 'repeatAppliesToMovement'>,
  who: string,
): TurnLedger {
  const total = actionCost(ledger, attack, options) + actionCost(ledger, mark, options)
  if (total > ledger.ap) {
    throw new Error(
      `${who} has ${apWord(ledger.ap)} left; ${attack.name} with Mark costs ${apWord(total)}.`,
    )
  }
  return takeAction(takeAction(ledger, attack, options, who), mark, options, who)
}

/** Who has Marked whom: each marker's current Target (A.5.1: one Target per marker). */
export type Marks = Readonly<Record<string, string>>

/**
 * Resolve a declared Mark (GG-018, A.5.1 default): on a hit the Target gains Marked [attacker];
 * a new Mark by the same marker replaces its old one; a miss changes nothing.
 */
export function resolveMark(marks: Marks, markerId: string, targetId: string, hit: boolean): Marks {
  if (!hit) return marks
  return { ...marks, [markerId]: targetId }
}

/** The markers whose Mark a Target carries ("Marked [name]"), in the order given (A.10). */
export function markedBy(marks: Marks, targetId: string): string[] {
  return Object.keys(marks).filter((m) => marks[m] === targetId)
}

/** The condition label a Marked Target shows (GG-018): "Marked [Aria]". */
export function markedLabel(markerName: string): string {
  return `Marked [${markerName}]`
}

/**
 * Take the Movement action (GG-019): pay its cost and add the Character's Movement speed (in
 * metres) to what is left to spend this Turn; the moving itself may pause for other actions.
 */
export function takeMovement(
  ledger: TurnLedger,
  movement: GgAction,
  speed: number,
  options: Pick<GgOptions, 'repeatSurcharge' | 'repeatAppliesToMovement'>,
  who: string,
): TurnLedger {
  if (!(speed >= 0)) throw new RangeError('A Movement speed is 0 m or more.')
  const paid = takeAction(ledger, movement, options, who)
  return { ...paid, movementLeft: paid.movementLeft + speed }
}

/**
 * Spend metres of Movement (GG-019): any time during the Turn, between other actions or between
 * the attacks of one Attack action, up to what the Movement actions gave. Ex.: Speed 6 m: 2 m,
 * attack, 4 m -> legal.
 */
export function spendMovement(ledger: TurnLedger, metres: number, who: string): TurnLedger {
  if (!(metres >= 0)) throw new RangeError('A move is 0 m or more.')
  if (metres > ledger.movementLeft + 1e-9) {
    throw new Error(
      `${who} has ${ledger.movementLeft} m of Movement left and cannot move ${metres} m; take the Movement action for more.`,
    )
  }
  return { ...ledger, movementLeft: Math.max(0, ledger.movementLeft - metres) }
}

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

/**
 * The ordered steps at the start of a Character's Turn (D.1 onTurnStart, after first ending the
 * 1-Round effects that end now): Limit Points (PCs, or all allies by GG-Q42), the Dying tick, the
 * Memory's Regeneration, the Obstructing Aura check, then the AP/RP reset.
 */
export function turnStartSteps(
  subject: TurnHookSubject,
  options: Pick<GgOptions, 'lpGenerators' | 'hoverCheck'>,
): TurnStartStep[] {
  const steps: TurnStartStep[] = ['endRoundEffects']
  if (options.hoverCheck === 'startOfNextTurn' && subject.flyingWithoutHover === true) {
    steps.push('hoverCheck')
  }
  const earnsLp =
    subject.side === 'pc' || (options.lpGenerators === 'allAllies' && subject.ally === true)
  if (earnsLp && subject.memory !== true) steps.push('limitPoints')
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
