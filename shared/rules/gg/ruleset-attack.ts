/**
 * A GG attack from one token's action at another, resolved with main's dice (A.3, A.4, A.5;
 * GG-045 … GG-109): the Attack Roll against the HT, the damage on a hit through the target's
 * pipeline in the table's order (every step said in the log), the dying track, a non-lethal
 * knockout, Mark, Grapple and Shove, a Hidden attacker revealed; in a running fight the attacker
 * pays the surcharged AP (or the RP of an Opportunity Attack) and its Turn's ledger counts it.
 */
import type { Dice } from '../../dice'
import type { Campaign, Token } from '../../model'
import type { RolledRequest, StateChange } from '../ruleset'
import { resolveAttack, type AttackOutcome, type AttackResult } from './attack'
import { prepareGgAttack, type GgAttackInputs } from './attack-inputs'
import type { GgConditionId } from './condition-catalogue'
import { hpThresholdConditions } from './conditions'
import { applyDamage } from './damage'
import { dyingAfterHit } from './dying'
import { ggInstanceOf, type GgInstance } from './instance'
import type { GgAttackRequest } from './roll-requests'
import { inCriticalEngagement } from './ruleset-combat-being'
import { damageRollText, dyingText, pipelineText } from './ruleset-attack-damage'

/** The outcome as the dice log says it. */
export const OUTCOME_WORDS: Readonly<Record<AttackOutcome, string>> = {
  miss: 'miss',
  hit: 'hit',
  overwhelming: 'Overwhelming Blow',
  critical: 'Critical Hit',
}

const signed = (n: number): string => (n < 0 ? `− ${-n}` : `+ ${n}`)

/** The Attack Roll in words: "d20 14 (Advantage: 14, 6) + 5 (PHY 3 + SB 2) = 19 vs HT 11 (…)". */
function rollText(p: GgAttackInputs, r: AttackResult): string {
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
function marksMoved(campaign: Campaign, p: GgAttackInputs): StateChange[] {
  const out: StateChange[] = []
  for (const t of Object.values(campaign.tokens) as Token[]) {
    if (t.id === p.target.id || t.id === p.attacker.id) continue
    const inst = ggInstanceOf(t.instance)
    if (!inst || !inst.markedBy.includes(p.attacker.name)) continue
    const markedBy = inst.markedBy.filter((n) => n !== p.attacker.name)
    let next: GgInstance = { ...inst, markedBy }
    if (markedBy.length === 0) next = withoutCondition(next, 'marked')
    out.push({ kind: 'instance', tokenId: t.id, instance: next })
  }
  return out
}

/**
 * Resolve a GG attack request (validated by the roll schema) against the campaign with `dice`:
 * its log line, the changes (the target's state, the attacker's ledger, a Mark moved), and, in a
 * running fight, the actor and the surcharged cost. Throws RollRefused when it cannot be made.
 */
export function resolveGgAttack(
  campaign: Campaign,
  request: GgAttackRequest,
  dice: Dice,
): RolledRequest {
  const p = prepareGgAttack(campaign, request)
  const { attacker, target, options } = p
  const r = resolveAttack(p.attack, dice, options)
  const hit = r.outcome !== 'miss'
  const notes: string[] = []
  let theirs: GgInstance = p.theirs
  const changes: StateChange[] = []

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
  } else if (hit && r.damage) {
    const d = applyDamage(
      {
        amount: r.amount,
        types: p.action.damageTypes,
        ...(p.magical ? { magical: true } : {}),
      },
      p.damageTarget,
      undefined,
      options,
    )
    notes.push(`damage ${damageRollText(r.damage, p.action.damageTypes)}`)
    notes.push(pipelineText(d))
    const hpBefore = p.damageTarget.hp
    const being =
      p.target.pcId !== undefined && p.target.npcId === undefined ? 'pc' : p.targetSheet.rank
    const dying = dyingAfterHit(
      p.theirs.dying,
      {
        hpBefore,
        maxHp: p.targetSheet.hpMax,
        damage: d.modified,
        bpAbsorbed: d.bpLost,
        crit: r.outcome === 'critical',
        nonlethalMelee: request.nonLethal && p.melee,
        encounter: inCriticalEngagement(campaign) ? 'criticalEngagement' : 'other',
        being,
      },
      options,
    )
    theirs = { ...theirs, hp: d.hp, bp: d.bp, dying: { ...theirs.dying, ...dying.state } }
    if (d.hp < hpBefore) {
      const t = hpThresholdConditions(d.hp, p.targetSheet.hpMax, options)
      if (t.bloodied) theirs = withCondition(theirs, 'bloodied')
      if (t.desperation) theirs = withCondition(theirs, 'desperation')
    }
    if (dying.events.includes('unconscious') && p.options.cond.unconscious === 'default')
      theirs = withCondition(theirs, 'prone')
    notes.push(...dyingText(target.name, hpBefore, dying))
  } else if (hit) {
    notes.push(`${p.action.name} deals no damage; read its riders`)
  }

  // GG-018: Mark on a hit (its AP is spent either way).
  if (request.mark && hit) {
    if (!theirs.markedBy.includes(attacker.name))
      theirs = { ...theirs, markedBy: [...theirs.markedBy, attacker.name] }
    theirs = withCondition(theirs, 'marked')
    notes.push(`${target.name} is Marked [${attacker.name}]`)
    changes.push(...marksMoved(campaign, p))
  } else if (request.mark) {
    notes.push('the Mark misses with the attack')
  }
  if (hit && p.action.riders && request.use === 'action') notes.push(`riders: ${p.action.riders}`)

  // GG-053: a Hidden attacker is revealed by attacking, hit or miss.
  let mine = p.paid
  if (p.reveals) {
    mine = withoutCondition(mine, 'hidden')
    notes.push(`${attacker.name} is no longer Hidden`)
  }
  if (mine !== p.mine) changes.unshift({ kind: 'instance', tokenId: attacker.id, instance: mine })
  if (theirs !== p.theirs)
    changes.unshift({ kind: 'instance', tokenId: target.id, instance: theirs })
  if (p.surcharge) notes.push(p.surcharge)
  if (p.advantageWhy.length) notes.push(p.advantageWhy.join(', '))

  const detail = `${rollText(p, r)}${r.outcome === 'miss' && p.attack.autoMiss ? ' (the target is not where it was aimed at: a miss)' : ''}${notes.length ? `; ${notes.join('; ')}` : ''}`
  const charged = p.charged && Object.keys(p.cost).length > 0
  return {
    outcome: {
      who: attacker.name,
      what: p.what,
      total: r.ttv,
      outcome: OUTCOME_WORDS[r.outcome],
      detail,
      // The table reads the Attack Roll's TTV and what it did, never the HT it was against or
      // the damage after the target's defences.
      public: { what: p.publicWhat, total: r.ttv, outcome: OUTCOME_WORDS[r.outcome] },
    },
    changes,
    label: p.label,
    actor: attacker.id,
    ...(charged ? { cost: p.cost } : {}),
  }
}
