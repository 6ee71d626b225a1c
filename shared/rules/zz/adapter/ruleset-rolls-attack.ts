/**
 * A ZZ attack behind the Ruleset interface, in two steps when it gets re-rolls (OTHER-SYSTEMS.md
 * B.3/B.4, ZZ-34..49, ZZ-56; seed 003, "Attack" and "Specialty Attacks"): `attack` throws every
 * die; with a Back or Flank re-roll allowed (ZZ-39..41) it keeps the rolled attack in the
 * campaign's ruleset state ('pendingAttack') and applies nothing yet, so the player sees the dice
 * first; `reroll` re-rolls the dice chosen (none: accept) and applies damage, HP, Down and the
 * target's attack log. Without a re-roll the attack applies at once. The AP is paid when the dice
 * are thrown; the Mind Point of Aim / Focus comes off the attacker's state.
 */
import { z } from 'zod'
import type { Dice } from '../../../dice'
import type { Campaign } from '../../../model'
import { RollRefused, type RolledRequest, type StateChange } from '../../ruleset'
import {
  resolveZzAttack,
  rerollZzAttack,
  zzHpOutcome,
  type ZzAttackInput,
  type ZzAttackRecord,
} from '../engine/attack'
import type { ZzInstance } from '../engine/instance'
import { zzOptionsOf, type ZzOptions } from '../engine/options'
import { zzDieLabel } from '../engine/reroll'
import type { ZzAttackRequest, ZzRerollRequest } from '../engine/roll-requests'
import { zzRead } from './ruleset-combat-being'
import { prepareZzAttack } from './ruleset-rolls-prepare'
import { refused } from './ruleset-rolls-lookup'
import { attackText, publicAttack } from './ruleset-rolls-text'
import { zzLandThrow } from '../engine/throw-landing'
import type { ZzCampaign } from './types'

/** The key of the attack waiting for its re-rolls in `campaign.rulesetState`. */
export const PENDING_ATTACK = 'pendingAttack'

/** An attack rolled and waiting for the player's re-roll choice. */
export interface ZzPendingAttack {
  attackerId: string
  targetId: string
  input: ZzAttackInput
  record: ZzAttackRecord
  /** Die ids re-rolled so far. */
  used: string[]
  /** Why it gets re-rolls ("Back Attack: from behind Mondo"). */
  why: string[]
}

const PendingShape = z.looseObject({
  attackerId: z.string().min(1),
  targetId: z.string().min(1),
  input: z.looseObject({ attacker: z.looseObject({}), target: z.looseObject({}) }),
  record: z.looseObject({ dice: z.array(z.looseObject({ id: z.string() })), rerolls: z.number() }),
  used: z.array(z.string()),
  why: z.array(z.string()),
})

/** The attack waiting for re-rolls, or null. */
export function pendingZzAttack(campaign: Pick<Campaign, 'rulesetState'>): ZzPendingAttack | null {
  const raw = campaign.rulesetState?.[PENDING_ATTACK]
  if (raw === undefined || raw === null) return null
  const ok = PendingShape.safeParse(raw)
  return ok.success ? (raw as ZzPendingAttack) : null
}

const left = (p: ZzPendingAttack): number => p.record.rerolls - p.used.length

/** The waiting line: "Back Attack: 1 re-roll left — re-roll a die or accept". */
function waitingText(p: ZzPendingAttack): string {
  const n = left(p)
  const choices = p.record.dice
    .filter((d) => d.owner === 'attacker' && !d.fixed)
    .map((d) => `${zzDieLabel(d)} = ${d.face}`)
    .join('; ')
  return `${p.why.join('; ')}: ${n} re-roll${n === 1 ? '' : 's'} left — re-roll a die or accept (${choices})`
}

function withoutHand(inst: ZzInstance, item: string): ZzInstance {
  const [one, two] = inst.gear.hands
  const hands: [string | null, string | null] = [
    one === item ? null : one,
    two === item ? null : two,
  ]
  return { ...inst, gear: { ...inst.gear, hands } }
}

/** What throwing the dice changes on the attacker: Aim's Mind Point, a fired bow, a thrown weapon (ZZ-32/42/56). */
function attackerAfter(p: ReturnType<typeof prepareZzAttack>): StateChange {
  let inst: ZzInstance = { ...p.attacker.inst, mind: p.attacker.inst.mind - p.mind }
  const w = p.weapon
  if (w?.kind === 'ranged') {
    inst = { ...inst, gear: { ...inst.gear, loaded: inst.gear.loaded.filter((x) => x !== w.id) } }
  }
  if (w?.kind === 'thrown') inst = withoutHand(inst, w.id)
  return { kind: 'instance', tokenId: p.attacker.token.id, instance: inst }
}

/** ZZ-47..49: damage, HP and Down on the target (as it stands now), its attack log, how it lies. */
function landed(
  campaign: ZzCampaign,
  p: ZzPendingAttack,
  options: ZzOptions,
  dice: Dice,
  landing: { words: string },
): StateChange[] {
  const token = zzRead.token(campaign, p.targetId)
  const inst = token?.instance
  if (!token || !inst) return []
  const r = p.record
  const hp = zzHpOutcome(
    { hp: inst.hp, hpMax: p.input.target.state.hpMax, statuses: inst.statuses },
    r.damage,
    options,
  )
  const statuses = [...inst.statuses, ...hp.gained.filter((s) => !inst.statuses.includes(s))]
  const attackedBy = inst.attackedBy.includes(p.attackerId)
    ? inst.attackedBy
    : [...inst.attackedBy, p.attackerId].slice(-50)
  const out: StateChange[] = [
    {
      kind: 'instance',
      tokenId: p.targetId,
      instance: { ...inst, hp: hp.hp, statuses, defendBonus: r.defendBonusAfter, attackedBy },
    },
  ]
  if (hp.gained.includes('down'))
    out.push({ kind: 'token', tokenId: p.targetId, orientation: 'back' })
  const w = p.input.weapon
  const from = zzRead.token(campaign, p.attackerId)
  const map = campaign.maps[token.mapId]
  if (w?.kind === 'thrown' && from && map?.kind === 'square') {
    // ZZ-32: hit or not, the Direction Die says where the thrown weapon ends up.
    const at = (t: typeof token) => ({ x: t.hex.q, y: t.hex.r })
    const land = zzLandThrow(
      map,
      at(from),
      at(token),
      p.input.attacker.figure.str,
      w,
      options,
      dice,
    )
    out.push(land.change)
    landing.words = land.words
  }
  return out
}

function finished(
  campaign: ZzCampaign,
  p: ZzPendingAttack,
  options: ZzOptions,
  extra: StateChange[],
  dice: Dice,
): RolledRequest {
  const text = attackText(p.input, p.record, options)
  const landing = { words: '' }
  const changes = [...extra, ...landed(campaign, p, options, dice, landing)]
  const thrown = landing.words ? ` ${p.record.weaponName}: ${landing.words}.` : ''
  const a = p.input.attacker.figure.name
  const t = p.input.target.figure.name
  return {
    outcome: {
      who: a,
      what: `${p.record.weaponName} at ${t}`,
      total: p.record.damage,
      outcome: text.outcome,
      detail: (p.why.length ? `${p.why.join('; ')}. ${text.detail}` : text.detail) + thrown,
      public: publicAttack(p.record),
    },
    changes,
    label: `${a} attacks ${t}`,
    actor: p.attackerId,
  }
}

/** The attack rolled, nothing applied yet: its dice so far and the re-roll choice, kept in the ruleset state. */
function waiting(p: ZzPendingAttack, options: ZzOptions): RolledRequest {
  const text = attackText(p.input, p.record, options)
  const a = p.input.attacker.figure.name
  const t = p.input.target.figure.name
  return {
    outcome: {
      who: a,
      what: `${p.record.weaponName} at ${t}`,
      total: null,
      outcome: 're-roll?',
      detail: `So far: ${text.detail}. ${waitingText(p)}`,
      // Not settled yet: the table may see the dice so far, not what they did.
      public: { ...publicAttack(p.record), total: null, outcome: '' },
    },
    changes: [{ kind: 'ruleset-state', key: PENDING_ATTACK, value: p }],
    label: `${a} attacks ${t}`,
    actor: p.attackerId,
  }
}

/** ZZ-05, ZZ-34..49, ZZ-56: resolve an attack request; with re-rolls it waits for the player's choice. */
export function resolveZzAttackRequest(
  campaign: ZzCampaign,
  request: ZzAttackRequest,
  dice: Dice,
): RolledRequest {
  const before = pendingZzAttack(campaign)
  if (before) {
    throw new RollRefused(
      `${before.input.attacker.figure.name}'s attack on ${before.input.target.figure.name} waits for its re-roll: re-roll a die or accept it first.`,
    )
  }
  const p = prepareZzAttack(request, campaign)
  const record = refused(() => resolveZzAttack(p.input, dice, p.options))
  const pending: ZzPendingAttack = {
    attackerId: p.attacker.token.id,
    targetId: p.target.token.id,
    input: p.input,
    record,
    used: [],
    why: p.targeting.why,
  }
  const paid = attackerAfter(p)
  const cost = { ap: p.cost.ap }
  if (record.rerolls === 0) return { ...finished(campaign, pending, p.options, [paid], dice), cost }
  const w = waiting(pending, p.options)
  return { ...w, changes: [paid, ...w.changes], cost }
}

/** ZZ-39..41, F-ZZ-6, ZZ-Q13/Q14: re-roll the chosen dice of the waiting attack (none: accept) and apply it. */
export function resolveZzReroll(
  campaign: ZzCampaign,
  request: ZzRerollRequest,
  dice: Dice,
): RolledRequest {
  const options = zzOptionsOf(campaign)
  const p = pendingZzAttack(campaign)
  if (!p) throw new RollRefused('No attack is waiting for a re-roll.')
  const clear: StateChange = { kind: 'ruleset-state', key: PENDING_ATTACK, value: null }
  if (request.dice.length > left(p)) {
    throw new RollRefused(
      `This attack has ${left(p)} re-roll${left(p) === 1 ? '' : 's'} left, not ${request.dice.length}.`,
    )
  }
  let record = p.record
  const used = [...p.used]
  for (const id of request.dice) {
    record = refused(() => rerollZzAttack(p.input, record, id, used, dice, options))
    used.push(id)
  }
  const next: ZzPendingAttack = { ...p, record, used }
  // A die re-rolled with another re-roll left: show the new dice and wait again.
  if (request.dice.length > 0 && left(next) > 0) return waiting(next, options)
  return finished(campaign, next, options, [clear], dice)
}
