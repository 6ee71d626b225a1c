/**
 * Switching the way of moving during a Movement action (seed 001 L16; OTHER-SYSTEMS.md GG-021,
 * GG-Q10): when the GM picks another way for a being whose Movement action is under way, the
 * movement spent so far in that action is taken off the new way's speed, and what is left is the
 * metres the tracker holds. With nothing left the new way cannot be used in this action: refused
 * while the old way still has metres of it, else let through with none (the next Movement action
 * gives the new way's full speed).
 *
 * The tracker holds metres spent (costs), not metres travelled, so the rule reads GG-Q10's
 * 'spent' basis either way. Metres carried from an earlier Movement action this turn are not the
 * current action's: they stay as they are.
 */
import { RollRefused, type StateChange } from '../../ruleset'
import type { GgInstance } from '../engine/instance'
import type { GgMoveMode } from '../engine/model'
import { budgetRemaining, budgetSwitchMode, type GgMoveBudget } from '../engine/movement'
import { ggSpeed, MOVE } from './ruleset-combat-actions'
import { ggOptionsOf, instanceOf, tokenById } from './ruleset-combat-being'
import type { GgCampaign } from './types'

const VERB: Readonly<Record<GgMoveMode, string>> = {
  walk: 'walking',
  climb: 'climbing',
  swim: 'swimming',
  fly: 'flying',
  burrow: 'burrowing',
}

/** The way a being moves: the GM's pick, walking when none; a Prone being crawls on foot. */
function wayOf(inst: GgInstance): GgMoveMode {
  return inst.conditions.includes('prone') ? 'walk' : (inst.move?.mode ?? 'walk')
}

/**
 * GG-021: what follows when the GM sets `tokenId`'s state by hand in a fight: when the edit
 * switches its way of moving while its Movement action is under way (its turn, the action taken),
 * the metres left become the new way's speed less the movement this action spent so far, and the
 * state remembers that spent part (the drag preview prices the rest of the action from it).
 */
export function ggInstanceEdited(
  before: GgCampaign,
  after: GgCampaign,
  tokenId: string,
  acting: boolean,
): StateChange[] {
  const was = tokenById(before, tokenId)
  const now = tokenById(after, tokenId)
  const oldInst = was && instanceOf(before, was)
  const newInst = now && instanceOf(after, now)
  if (!acting || !was || !now || !oldInst || !newInst || !after.combat) return []
  const from = wayOf(oldInst)
  const to = wayOf(newInst)
  const taken = Object.hasOwn(oldInst.turn.taken, 'movement') ? oldInst.turn.taken.movement : 0
  // No Movement action under way: the next one gives the new way's speed whole.
  if (from === to || !taken) return []
  // The tracker asks only for a token that fights.
  const combatant = after.combat.order.find((c) => c.tokenId === tokenId)!
  const left = combatant.left[MOVE] ?? 0
  const oldSpeed = ggSpeed(was, before)
  const newSpeed = ggSpeed(now, after)
  const options = ggOptionsOf(after)
  // This action's metres in the old way; any more left came from an earlier Movement action.
  const before0 = oldInst.turn.switchedAt ?? 0
  const ofAction = Math.max(0, oldSpeed - before0)
  const actionLeft = Math.min(left, ofAction)
  const carried = left - actionLeft
  const spent = before0 + ofAction - actionLeft
  const budget: GgMoveBudget = {
    speeds: { [from]: oldSpeed, [to]: newSpeed },
    mode: from,
    spent,
    travelled: spent,
  }
  let newLeft = 0
  try {
    newLeft = budgetRemaining(budgetSwitchMode(budget, to, options), options)
  } catch {
    // Nothing is left of the new way. Were the old way's metres of this action still there, the
    // switch would throw them away: refused. Once they are gone the new way waits, with none, for
    // the next Movement action.
    if (actionLeft > 0)
      throw new RollRefused(
        `${now.name} has spent ${spent} m of this Movement action, and ${VERB[to]} at ${newSpeed} m ` +
          `leaves nothing, so it cannot switch to ${VERB[to]} until its next Movement action ` +
          `(${actionLeft} m of ${VERB[from]} are left)`,
      )
  }
  const amount = carried + newLeft
  const instance: GgInstance = { ...newInst, turn: { ...newInst.turn, switchedAt: spent } }
  return [
    { kind: 'instance', tokenId, instance },
    {
      kind: 'left',
      tokenId,
      resource: MOVE,
      amount,
      log:
        `${now.name} switches to ${VERB[to]}: ${newSpeed} m less ${spent} m spent this ` +
        `Movement action leaves ${newLeft} m` +
        (carried > 0 ? ` (${amount} m with ${carried} m from an earlier Movement action)` : ''),
    },
  ]
}
