/**
 * ZZ combat behind the Ruleset interface (OTHER-SYSTEMS.md B.1, B.5, F-ZZ-1; seed 003): the
 * tracker's economy (AP, Move Points that AP can top up, Mind Points), the turn order, the turn
 * boundaries (Defend expiry, fire, Recovery, Stop, Drop & Roll), statuses, vitals and harm, and
 * waking at the encounter's end. ZZ has no Opportunity Attacks: no reach is given, so moves never
 * provoke. Each part lives in the ruleset-combat-*.ts file beside this one.
 */
import type { CombatVitals, RulesetCombat } from '../../ruleset'
import type { ZzInstance } from '../engine/instance'
import { ZZ_STATUSES, type ZzStatus } from '../engine/model'
import {
  ZZ_RESOURCES,
  zzActions,
  zzActionTaken,
  zzEconomy,
  zzMoveCost,
} from './ruleset-combat-actions'
import { zzBeing } from './ruleset-combat-being'
import {
  zzAtCombatEnd,
  zzAtTurnStartHook,
  zzResolvePrompt,
  zzRollInitiative,
  zzSettleInitiative,
  zzTurnPrompts,
} from './ruleset-combat-turns'
import { zzHealth } from './ruleset-sheet'
import { ZZ_STATUS_INFO, zzCanAct, zzWithoutStatus, zzWithStatus } from '../engine/status'
import type { ZzCampaign, ZzToken, ZzTypes } from './types'

/** B.9: HP, Mind Points, a pending Defend bonus and the statuses, for the GM's list. */
export function zzVitals(token: ZzToken, campaign: ZzCampaign): CombatVitals {
  const b = zzBeing(campaign, token.id)
  if (!b) return { lines: [] }
  const lines = [`HP ${b.inst.hp}/${b.sheet.hpMax}`]
  if (b.sheet.mindMax > 0) lines.push(`Mind ${b.inst.mind}/${b.sheet.mindMax}`)
  if (b.inst.defendBonus > 0) lines.push(`Defend +${b.inst.defendBonus}`)
  for (const s of b.state.statuses) lines.push(ZZ_STATUS_INFO[s].label)
  const health = zzHealth(b.inst, b.sheet.hpMax)
  return health ? { lines, health } : { lines }
}

const isStatus = (id: string): id is ZzStatus => ZZ_STATUSES.some((s) => s === id)

export const zzCombat: RulesetCombat<ZzTypes> = {
  resources: ZZ_RESOURCES,
  economy: zzEconomy,
  actions: zzActions,
  actionTaken: zzActionTaken,
  moveCost: zzMoveCost,
  rollInitiative: (token, campaign, _flags, dice) => zzRollInitiative(token, campaign, dice),
  settleInitiative: zzSettleInitiative,
  /** Grouped monsters share one place (they act on Zaldar's turn together). */
  groupSharesInitiative: true,
  atTurnStart: zzAtTurnStartHook,
  atTurnEnd: () => [],
  atCombatEnd: zzAtCombatEnd,
  prompts: (campaign, tokenId, at) => zzTurnPrompts(campaign, tokenId, at),
  resolvePrompt: zzResolvePrompt,
  // The combat list asks of a token with no state too (no sheet): it has none.
  conditionsOf: (instance: ZzInstance | undefined) => instance?.statuses ?? [],
  withCondition: (instance, id, on) => {
    if (!isStatus(id)) return instance
    const has = instance.statuses.includes(id)
    if (has === on) return instance
    const statuses = on
      ? zzWithStatus(instance.statuses, id)
      : zzWithoutStatus(instance.statuses, id)
    return { ...instance, statuses }
  },
  vitals: zzVitals,
  harm: (before, after) => (before && after ? Math.max(0, before.hp - after.hp) : 0),
  /** ZZ-53, ZZ-Q35: Unconscious and dead figures take no turns; a Down one still does (1 AP). */
  outOfFight: (token, campaign) => {
    const b = zzBeing(campaign, token.id)
    return b ? !zzCanAct(b.state.statuses) : false
  },
}
