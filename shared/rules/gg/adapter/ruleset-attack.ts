/**
 * A GG attack from one token's action at another, resolved with main's dice (A.3, A.4, A.5;
 * GG-045 … GG-109): the Attack Roll against the HT, the damage on a hit through the target's
 * pipeline in the table's order (every step said in the log), the dying track, a non-lethal
 * knockout, Mark, Grapple and Shove, a Hidden attacker revealed; in a running fight the attacker
 * pays the surcharged AP (or the RP of an Opportunity Attack) and its Turn's ledger counts it.
 */
import { markPart, type Dice } from '../../../dice'
import { RollRefused, type RolledRequest, type StateChange } from '../../ruleset'
import {
  replayDamage,
  rollAttack,
  rollModeFor,
  outcomeOf,
  type AttackOutcome,
  type AttackResult,
} from '../engine/attack'
import { prepareGgAttack, type GgAttackInputs } from './attack-inputs'
import type { GgConditionId } from '../engine/condition-catalogue'
import { rollDiceExpr, type ExprRoll } from '../engine/dice-expr'
import type { GgInstance } from '../engine/instance'
import type { GgAttackRequest } from '../engine/roll-requests'
import { damageRollText } from './ruleset-attack-damage'
import { hitLands } from './ruleset-attack-land'
import { signedTerm as signed } from '../../../dice/signed'
import type { GgCampaign } from './types'

/** The outcome as the dice log says it. */
export const OUTCOME_WORDS: Readonly<Record<AttackOutcome, string>> = {
  miss: 'miss',
  hit: 'hit',
  overwhelming: 'Overwhelming Blow',
  critical: 'Critical Hit',
}

/** The Attack Roll in words: "d20 14 (Advantage: 14, 6) + 5 (PHY 3 + SB 2) = 19 vs HT 11 (…)". */
function rollText(p: GgAttackInputs, r: Pick<AttackResult, 'roll' | 'ttv' | 'inspired'>): string {
  const die = p.options.testDie
  const word = p.advantage === 'advantage' ? 'Advantage' : 'Disadvantage'
  const kept = r.roll.rolls.length > 1 ? ` (${word}: ${r.roll.rolls.join(', ')})` : ''
  // `bonus2` Advantage: no extra die, ±2 on the Test.
  const flat = r.ttv - r.roll.natural - p.bonus.value
  const inspired = r.inspired ? ', an Inspired Event' : ''
  return `${die} ${r.roll.natural}${kept} ${signed(p.bonus.value)} (${p.bonus.how})${flat ? ` ${signed(flat)} (${word})` : ''} = ${r.ttv} vs ${p.ht.how}${inspired}`
}

function withCondition(inst: GgInstance, id: GgConditionId): GgInstance {
  return inst.conditions.includes(id) ? inst : { ...inst, conditions: [...inst.conditions, id] }
}

function withoutCondition(inst: GgInstance, id: GgConditionId): GgInstance {
  return inst.conditions.includes(id)
    ? { ...inst, conditions: inst.conditions.filter((c) => c !== id) }
    : inst
}

/** A.5.1: a new Mark by the same marker ends its old one; the other tokens it had Marked. */
function marksMoved(campaign: GgCampaign, p: GgAttackInputs): StateChange[] {
  const out: StateChange[] = []
  for (const t of Object.values(campaign.tokens)) {
    if (t.id === p.target.id || t.id === p.attacker.id) continue
    const inst = t.instance
    if (!inst || !inst.markedBy.includes(p.attacker.name)) continue
    const markedBy = inst.markedBy.filter((n) => n !== p.attacker.name)
    let next: GgInstance = { ...inst, markedBy }
    if (markedBy.length === 0) next = withoutCondition(next, 'marked')
    out.push({ kind: 'instance', tokenId: t.id, instance: next })
  }
  return out
}

type Rolled = Pick<AttackResult, 'roll' | 'ttv' | 'inspired' | 'outcome'>

/** What one target's hit did: its new state and the log's words for it. */
function onTarget(
  campaign: GgCampaign,
  p: GgAttackInputs,
  r: Rolled,
  damage: ExprRoll | undefined,
): { theirs: GgInstance; notes: string[]; moved: StateChange[] } {
  const { attacker, target, request } = p
  const hit = r.outcome !== 'miss'
  const notes: string[] = []
  const moved: StateChange[] = []
  let theirs: GgInstance = p.theirs
  if (hit && p.attack.instead === 'grapple') {
    if (p.targetSheet.conditionImmunities.includes('grappled')) {
      notes.push(`${target.name} cannot be Grappled`)
    } else {
      theirs = withCondition(theirs, 'grappled')
      notes.push(`${target.name} is Grappled (speed 0; escape: 2AP, GG-063)`)
    }
  } else if (hit && p.attack.instead === 'shove') {
    const how = request.shove ?? 'prone'
    if (how === 'prone') {
      if (p.targetSheet.conditionImmunities.includes('prone')) {
        notes.push(`${target.name} cannot be knocked Prone`)
      } else {
        theirs = withCondition(theirs, 'prone')
        notes.push(`${target.name} is knocked Prone`)
      }
    } else {
      notes.push(
        `move ${target.name} 1 m ${how === 'pushAway1m' ? `away from ${attacker.name}` : 'to the side'} on the map`,
      )
    }
  } else if (hit && damage) {
    notes.push(`damage ${damageRollText(damage, p.action.damageTypes)}`)
    const landed = hitLands(
      {
        campaign,
        name: target.name,
        isPc: target.pcId !== undefined && target.npcId === undefined,
        sheet: p.targetSheet,
        state: theirs,
        options: p.options,
      },
      {
        amount: damage.total,
        types: p.action.damageTypes,
        ...(p.magical ? { magical: true } : {}),
      },
      {
        crit: r.outcome === 'critical',
        nonlethal: request.nonLethal && p.melee,
        from: attacker.name,
        fromTokenId: attacker.id,
      },
    )
    theirs = landed.state
    notes.push(...landed.notes)
  } else if (hit) {
    notes.push(`${p.action.name} deals no damage; read its riders`)
  }

  // GG-018: Mark on a hit (its AP is spent either way).
  if (request.mark && hit) {
    if (!theirs.markedBy.includes(attacker.name))
      theirs = { ...theirs, markedBy: [...theirs.markedBy, attacker.name] }
    theirs = withCondition(theirs, 'marked')
    notes.push(`${target.name} is Marked [${attacker.name}]`)
    moved.push(...marksMoved(campaign, p))
  } else if (request.mark) {
    notes.push('the Mark misses with the attack')
  }
  if (hit && p.action.riders && request.use === 'action') notes.push(`riders: ${p.action.riders}`)
  return { theirs, notes, moved }
}

/** GG-072: an action with several targets: one that says so, each hit at once. */
function assertSeveral(p: GgAttackInputs, count: number): void {
  if (p.action.targets < count)
    throw new RollRefused(
      `${p.action.name} has ${p.action.targets} target${p.action.targets === 1 ? '' : 's'} on ${p.sheet.name}'s stat block, not ${count}.`,
    )
  if (p.request.use !== 'action')
    throw new RollRefused('An Unarmed Strike, Grapple or Shove has one target.')
  if (p.request.opportunity) throw new RollRefused('An Opportunity Attack has one target.')
  if (p.request.mark) throw new RollRefused('Mark one target at a time: untick Mark.')
}

/** The attacker's state after the attack: the ledger paid, a Hidden attacker revealed (GG-053). */
function attackerAfter(p: GgAttackInputs, notes: string[]): StateChange[] {
  let mine = p.paid
  if (p.reveals) {
    mine = withoutCondition(mine, 'hidden')
    notes.push(`${p.attacker.name} is no longer Hidden`)
  }
  return mine !== p.mine ? [{ kind: 'instance', tokenId: p.attacker.id, instance: mine }] : []
}

/** GG-052: the GM's words for a miss because the target was not where the attacker aimed. */
const AIMED_WRONG = ' (the target is not where it was aimed at: a miss)'

/**
 * Resolve a GG attack request (validated by the roll schema) against the campaign with `dice`:
 * its log line, the changes (the targets' states, the attacker's ledger, a Mark moved), and, in a
 * running fight, the actor and the surcharged cost. Several targets (GG-072) each take an Attack
 * Roll (or share one, `multiTargetAttack`), and the damage is rolled once for all of them. Throws
 * RollRefused when it cannot be made.
 */
export function resolveGgAttack(
  campaign: GgCampaign,
  request: GgAttackRequest,
  dice: Dice,
): RolledRequest {
  const ids = [request.targetTokenId, ...request.alsoTargetTokenIds]
  if (new Set(ids).size !== ids.length)
    throw new RollRefused('A target is named twice; each target is attacked once.')
  const ps = ids.map((targetTokenId) =>
    prepareGgAttack(campaign, { ...request, targetTokenId, alsoTargetTokenIds: [] }),
  )
  const p = ps[0]!
  const several = ps.length > 1
  if (several) assertSeveral(p, ps.length)
  const { options } = p

  // The Attack Rolls: one per target, or one shared under `multiTargetAttack: 'rollOnce'`.
  const rolled: Rolled[] = []
  for (const q of ps) {
    const first = rolled[0]
    if (several && options.multiTargetAttack === 'rollOnce' && first)
      rolled.push({ ...first, outcome: outcomeOf(q.attack, first.roll, options) })
    else
      rolled.push(
        rollAttack(q.attack, dice, options, several ? `To hit: ${q.target.name}` : 'To hit'),
      )
  }

  // The damage, rolled once (GG-072): alone in the hit's own mode; shared, every die is thrown
  // once and each hit reads the same faces in its mode.
  const hits = rolled.map((r) => r.outcome !== 'miss')
  const deals =
    p.attack.instead === undefined && p.attack.damage.terms.length + p.attack.damage.modifier !== 0
  const damages: (ExprRoll | undefined)[] = ps.map(() => undefined)
  let shared: ExprRoll | undefined
  if (deals && hits.some(Boolean)) {
    markPart(dice, { label: 'Damage' })
    const modeOf = (i: number) =>
      rollModeFor(rolled[i]!.outcome, options, rolled[i]!.ttv - ps[i]!.attack.ht, p.attack.kind)
    if (!several) damages[0] = rollDiceExpr(p.attack.damage, dice, modeOf(0))
    else {
      shared = rollDiceExpr(p.attack.damage, dice, {})
      ps.forEach((_, i) => {
        if (hits[i]) damages[i] = replayDamage(p.attack.damage, shared!, modeOf(i))
      })
    }
  }

  const changes: StateChange[] = []
  const lines: string[] = []
  const moved: StateChange[] = []
  ps.forEach((q, i) => {
    const r = rolled[i]!
    const out = onTarget(campaign, q, r, damages[i])
    if (out.theirs !== q.theirs)
      changes.push({ kind: 'instance', tokenId: q.target.id, instance: out.theirs })
    moved.push(...out.moved)
    const aimedWrong = r.outcome === 'miss' && q.attack.autoMiss ? AIMED_WRONG : ''
    const words = `${rollText(q, r)}${aimedWrong}${out.notes.length ? `; ${out.notes.join('; ')}` : ''}`
    lines.push(several ? `${q.target.name}: ${OUTCOME_WORDS[r.outcome]}, ${words}` : words)
  })

  const notes: string[] = []
  changes.unshift(...attackerAfter(p, notes))
  changes.push(...moved)
  if (p.surcharge) notes.push(p.surcharge)
  if (p.advantageWhy.length) notes.push(p.advantageWhy.join(', '))
  if (request.offHand !== 'none')
    notes.push(
      `the extra attack of the Attack action: neither Trait nor SB on its damage (GG-060)${!p.action.melee && request.offHand === 'weapon' ? '; Loaded, as a ranged weapon must be' : ''}`,
    )
  if (shared)
    notes.unshift(`one Damage Roll for every target (GG-072): ${damageRollText(shared, [])}`)

  const charged = p.charged && Object.keys(p.cost).length > 0
  const first = rolled[0]!
  const hitCount = hits.filter(Boolean).length
  // The players read hit or miss, never why (GG-052: a wrong aim is told only as a miss), nor
  // which hidden target was hit: with several targets, how many.
  const outcome = several ? `${hitCount} of ${ps.length} hit` : OUTCOME_WORDS[first.outcome]
  const shown = several && options.multiTargetAttack === 'rollEach' ? null : first.ttv
  const targetsWord = several ? ps.map((q) => q.target.name).join(', ') : p.target.name
  return {
    outcome: {
      who: p.attacker.name,
      what: several ? `${p.publicWhat} at ${targetsWord}` : p.what,
      total: shown,
      outcome,
      detail: `${lines.join(' | ')}${notes.length ? `; ${notes.join('; ')}` : ''}`,
      // The table reads the Attack Roll's TTV and what it did, never the HT it was against or
      // the damage after the target's defences.
      public: { what: p.publicWhat, total: shown, outcome },
    },
    changes,
    label: several ? `${p.attacker.name} attacks ${targetsWord}` : p.label,
    actor: p.attacker.id,
    ...(charged ? { cost: p.cost } : {}),
  }
}
