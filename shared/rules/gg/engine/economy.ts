/**
 * The GG turn economy (OTHER-SYSTEMS.md A.1, GG-011 and GG-013..GG-019, D.1 turn hooks; seed
 * 001, the "Active Time" paragraphs on resetting AP and RP, repeating actions and reactions, the
 * common actions list, the Mark action card and the Movement action). A per-Turn ledger of AP, RP,
 * repeats, used reactions and Movement left; refusals are thrown with words a GM understands.
 * The Turn's hooks (1-Round effects, turn-start and turn-end steps) are in turn-hooks.ts.
 */
import type { GgMarks } from './model'
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

/**
 * Resolve a declared Mark (GG-018, A.5.1 default): on a hit the Target gains Marked [attacker];
 * the same marker Marking a new Target ends its old Mark; a miss changes nothing (the AP is still
 * spent). Reading: Marks are kept as `GgMarks` (model.ts), Target -> marker, so a Target carries
 * one Mark at a time and a second marker's hit on it replaces the first's.
 */
export function resolveMark(
  marks: GgMarks,
  markerId: string,
  targetId: string,
  hit: boolean,
): GgMarks {
  if (!hit) return marks
  const next: Record<string, string> = {}
  for (const [target, marker] of Object.entries(marks))
    if (marker !== markerId) next[target] = marker
  next[targetId] = markerId
  return next
}

/** The marker whose Mark a Target carries ("Marked [name]"), if any (A.10 "Marked-by"). */
export function markedBy(marks: GgMarks, targetId: string): string | undefined {
  return marks[targetId]
}

/** Marks end at the end of the Encounter (A.5.1 default). */
export const GG_MARKS_AT_ENCOUNTER_END: GgMarks = Object.freeze({})

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
