/**
 * The GG turn boundaries on the combat tracker (OTHER-SYSTEMS.md D.1 onTurnStart / onTurnEnd;
 * GG-013, GG-016, GG-025, GG-102, GG-105, GG-112; A.5.1 Surprised): at the start of a being's
 * turn its turn ledger clears (repeats and used reactions), a Dying being gains a Wounded Degree
 * unless Stabilised, and a PC adds 5 Limit Potential to the party's pool; a Surprised being is
 * told it cannot act. At the end, Surprised ends and a flier that cannot hover is asked about.
 * One-Round effects are the tracker's timers ("until the start of X's next turn", GG-011).
 */
import type { StateChange, TurnPrompt } from '../../ruleset'
import { dyingAtTurnStart } from '../engine/dying'
import type { GgInstance } from '../engine/instance'
import { lpAfterGain, passiveLp } from '../engine/limit-break'
import {
  ggOptionsOf,
  inCriticalEngagement,
  instanceOf,
  limitPotential,
  LP_KEY,
  lpSide,
  sheetOf,
  tokenById,
} from './ruleset-combat-being'
import { memoryHpAfterRegeneration } from '../engine/memory'
import { memoriesToDismiss, memoryLinkOf, obstructingMemory } from './memory-summon'
import { oneRoundEffect } from '../engine/turn-hooks'
import type { GgCampaign } from './types'

/** The being is gone from the fight for good: dead, or Knocked Out of the Fight. */
function gone(inst: GgInstance): boolean {
  return inst.dying.dead || inst.dying.outOfFight
}

/**
 * The start of `tokenId`'s turn (D.1): the turn ledger resets (GG-013, GG-016: repeats and the
 * reaction lockout start over); a Dying being not Stabilised gains 1 Wounded Degree (GG-102,
 * GG-108), and at 5 dies in a Critical Engagement or is Knocked Out of the Fight otherwise
 * (GG-105, GG-Q36); a PC (an ally too under GG-Q42 'allAllies') still in the fight adds 5 LP to
 * the party's pool, up to the cap (200 outside a Critical Engagement, GG-111/112, GG-Q44). The
 * Memory (./memory-summon.ts) regains 5 + LB Lvl HP with ≥ 1 HP (GG-122) and earns no LP under
 * GG-Q42 'pcs'; a being starting within a Memory's Obstructing Aura is marked `obstructedBy` (its
 * speeds halved until its next turn start, GG-121); a Memory at 0 HP is dismissed (GG-Q51).
 */
export function ggAtTurnStart(campaign: GgCampaign, tokenId: string): StateChange[] {
  const token = tokenById(campaign, tokenId)
  const inst = token && instanceOf(campaign, token)
  if (!token || !inst) return []
  const options = ggOptionsOf(campaign)
  const ce = inCriticalEngagement(campaign)
  const changes: StateChange[] = []
  const ledger = inst.turn
  const cleared = Object.keys(ledger.taken).length > 0 || ledger.reactions.length > 0
  const tick = dyingAtTurnStart(inst.dying, ce ? 'criticalEngagement' : 'other', options)
  const sheet = sheetOf(campaign, token)
  const link = memoryLinkOf(sheet)
  // GG-122: the Memory regains 5 + LB Lvl at the start of its turn while it has ≥ 1 HP.
  const hp = link && sheet ? memoryHpAfterRegeneration(inst.hp, sheet.hpMax, link.lbLevel) : inst.hp
  // GG-121: halved speeds until the start of its next turn when it starts this one in an aura.
  const obstructedBy = obstructingMemory(campaign, token, options)
  const ticked = tick.state !== inst.dying
  if (
    cleared ||
    ticked ||
    inst.woundedBefore !== undefined ||
    hp !== inst.hp ||
    obstructedBy !== (inst.obstructedBy ?? null)
  ) {
    const { obstructedBy: _was, woundedBefore: _before, ...rest } = inst
    void _was
    void _before
    const instance: GgInstance = {
      ...rest,
      hp,
      dying: { ...tick.state },
      turn: { taken: {}, reactions: [] },
      ...(obstructedBy ? { obstructedBy } : {}),
      ...(ticked ? { woundedBefore: inst.dying.wounded } : {}),
    }
    changes.push({ kind: 'instance', tokenId, instance })
  }
  if (!gone(inst)) {
    // GG-Q42: the Memory is a summon, not an ally; it earns LP only if the table says so.
    const gain = passiveLp(link ? 'memory' : lpSide(campaign, token), options)
    const lp = limitPotential(campaign)
    const next = gain > 0 ? lpAfterGain(lp, gain, ce, options).lp : lp
    if (next !== lp) changes.push({ kind: 'ruleset-state', key: LP_KEY, value: next })
  }
  // GG-Q51: a Memory at 0 HP is dismissed as the next other being's turn starts.
  for (const d of memoriesToDismiss(campaign, false, options)) {
    if (d.kind === 'dismiss' && d.tokenId !== tokenId) changes.push(d)
  }
  return changes
}

/** GG-Q51: as the encounter ends, every Memory is dismissed (unless the GM dismisses it). */
export function ggAtCombatEnd(campaign: GgCampaign): StateChange[] {
  return memoriesToDismiss(campaign, true, ggOptionsOf(campaign))
}

/** The end of `tokenId`'s turn: Surprised ends with its first turn (A.5.1 default). */
export function ggAtTurnEnd(campaign: GgCampaign, tokenId: string): StateChange[] {
  const token = tokenById(campaign, tokenId)
  const inst = token && instanceOf(campaign, token)
  if (!inst || !inst.conditions.includes('surprised')) return []
  if (ggOptionsOf(campaign).cond.surprised !== 'default') return []
  const conditions = inst.conditions.filter((c) => c !== 'surprised')
  return [{ kind: 'instance', tokenId, instance: { ...inst, conditions } }]
}

/**
 * The dying tick just made at this turn's start, in words (GG-102, GG-105): "Aria is Dying: Wounded
 * 2 → 3", and what Wounded 5 did (dead, or Knocked Out of the Fight).
 */
function dyingPrompts(name: string, inst: GgInstance): TurnPrompt[] {
  const d = inst.dying
  const before = inst.woundedBefore
  if (before === undefined) return []
  const tick = `Wounded ${before} → ${d.wounded}`
  const text = d.dead
    ? `${name} is Dying: ${tick}, and dies`
    : d.outOfFight
      ? `${name} is Dying: ${tick}, and is Knocked Out of the Fight`
      : `${name} is Dying: ${tick}`
  return [{ source: 'Dying', text }]
}

/**
 * What a turn boundary tells the GM (read, then dismissed): a Surprised being can take no actions
 * or reactions this turn (A.5.1); a flier without Hover that moved less than 1 m of its flight
 * this turn Falls (GG-025), asked at the end of its turn or, under GG-Q11 'startOfNextTurn', at the
 * start of the next.
 */
export function ggTurnPrompts(
  campaign: GgCampaign,
  tokenId: string,
  at: 'start' | 'end',
): TurnPrompt[] {
  const token = tokenById(campaign, tokenId)
  const inst = token && instanceOf(campaign, token)
  if (!token || !inst) return []
  const options = ggOptionsOf(campaign)
  const out: TurnPrompt[] = []
  if (at === 'start') out.push(...dyingPrompts(token.name, inst))
  if (gone(inst)) return out
  if (at === 'start' && inst.obstructedBy) {
    out.push({
      source: 'Obstructing Aura',
      text: `${token.name} starts its turn in the Obstructing Aura of ${inst.obstructedBy}: its speeds are halved until the start of its next turn`,
    })
  }
  if (
    at === 'start' &&
    inst.conditions.includes('surprised') &&
    options.cond.surprised === 'default'
  ) {
    out.push({
      source: 'Surprised',
      text: `${token.name} is Surprised: no actions or reactions this turn (Surprised ends with it)`,
    })
  }
  const sheet = sheetOf(campaign, token)
  const flier = sheet !== null && (sheet.speed.fly ?? 0) > 0 && !sheet.speed.hover
  const hoverAt = options.hoverCheck === 'endOfTurn' ? 'end' : 'start'
  if (flier && at === hoverAt) {
    const f = options.fallDamage
    const turn = at === 'end' ? 'this turn' : 'last turn'
    out.push({
      source: 'No Hover',
      text: `If ${token.name} is flying and flew less than 1 m ${turn}, it Falls (${f.dice}d${f.sides} per ${f.perMetres} m fallen)`,
    })
  }
  return out
}

/**
 * When a "1 Round" effect used now by combatant `userId` ends, as the tracker's duration "until
 * the start of X's next turn" (GG-011, GG-Q9): X is the combatant whose turn it is (the user
 * itself when it shares that turn), or the user under `roundDuration` 'user'. Ex.: Aria's 1-Round
 * effect on her own turn ends when her next turn starts; used as a reaction on the Orc's turn it
 * ends when the Orc's next turn starts. Outside a running turn it is the user's.
 */
export function ggOneRound(
  campaign: GgCampaign,
  userId: string,
): { kind: 'turn'; at: 'start'; of: string } {
  const combat = campaign.combat
  const lead = combat?.order.find((c) => c.id === combat.currentId)
  const user = combat?.order.find((c) => c.id === userId)
  const sharesTurn =
    lead !== undefined &&
    user !== undefined &&
    (lead.id === user.id || (lead.groupId !== undefined && lead.groupId === user.groupId))
  const owner = lead === undefined || sharesTurn ? userId : lead.id
  const effect = oneRoundEffect(
    { id: 'oneRound', label: '1 Round' },
    userId,
    owner,
    ggOptionsOf(campaign),
  )
  return { kind: 'turn', at: 'start', of: effect.endsAtStartOf }
}
