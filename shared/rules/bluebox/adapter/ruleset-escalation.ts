/**
 * The optional Escalation Counter as the combat tracker's party track (Escalation Counter): kept in
 * `campaign.rulesetState['escalation']` so it persists between combats, its maximum from the
 * number of PCs, ticked once per turn when a PC spends EP, activated when full for party actions
 * or party healing, and reset by hand.
 */
import { z } from 'zod'
import type { Dice } from '../../../dice'
import { RollRefused, type HookRoll, type PartyTrack, type StateChange } from '../../ruleset'
import { escalationMax } from '../engine/attack'
import {
  beingConditions,
  combatOptions,
  healBeing,
  isDead,
  sheetRecord,
  tokenById,
} from './combat-being'
import {
  activateEscalationCounter,
  escalationCounterAfterSpend,
  escalationCounterReady,
  escalationCounterStart,
  escalationCounterWithMax,
  escalationHealing,
  type EscalationCounter,
} from '../engine/escalation'
import type { BlueboxCampaign, BlueboxToken } from './types'

/** The key of the counter in `campaign.rulesetState`. */
export const ESCALATION_KEY = 'escalation'
/** The party track's id. */
export const ESCALATION_TRACK = 'escalation'

const StoredCounterSchema = z.looseObject({
  value: z.number().int().min(0).max(1000),
  max: z.number().int().min(1).max(1000),
  lastTickTurn: z.union([z.string().max(300), z.number()]).optional(),
})

/** The party's counter: the stored one with its maximum from the PCs now, or a new one at 1. */
export function escalationCounterOf(campaign: BlueboxCampaign): EscalationCounter {
  const max = escalationMax(Object.keys(campaign.pcs).length)
  const raw = campaign.rulesetState?.[ESCALATION_KEY]
  const stored = StoredCounterSchema.safeParse(raw)
  return stored.success ? escalationCounterWithMax(stored.data, max) : escalationCounterStart(max)
}

/** The current turn as the counter's once-per-turn key, or null outside a running fight. */
function turnKey(campaign: BlueboxCampaign): string | null {
  const c = campaign.combat
  if (!c || c.phase !== 'running' || c.currentId === null) return null
  return `${c.id}:${c.round}:${c.currentId}`
}

/** The Escalation Counter with what the GM can do now; none while the optional rule is off. */
export function blueboxPartyTracks(campaign: BlueboxCampaign): PartyTrack[] {
  if (!combatOptions(campaign).escalationCounter) return []
  const counter = escalationCounterOf(campaign)
  const key = turnKey(campaign)
  const full = escalationCounterReady(counter)
  const notFull = `the counter is at ${counter.value} of ${counter.max}`
  const tickWhy =
    key === null
      ? 'it goes up only in a fight'
      : full
        ? 'the counter is full'
        : counter.lastTickTurn === key
          ? 'it went up this turn already'
          : undefined
  return [
    {
      id: ESCALATION_TRACK,
      name: 'Escalation Counter',
      value: counter.value,
      max: counter.max,
      uses: [
        {
          id: 'tick',
          name: 'A PC spent EP (+1)',
          ready: !tickWhy,
          ...(tickWhy ? { why: tickWhy } : {}),
        },
        {
          id: 'party-actions',
          name: 'Party actions (a 1 AP action each)',
          ready: full,
          ...(full ? {} : { why: notFull }),
        },
        {
          id: 'party-healing',
          name: 'Party healing (2✦ each)',
          ready: full,
          ...(full ? {} : { why: notFull }),
        },
        { id: 'reset', name: 'Reset to 1', ready: true },
      ],
    },
  ]
}

/** The party's members for the healing: the fight's 'party' side, else every PC token. */
function partyTokens(campaign: BlueboxCampaign): BlueboxToken[] {
  const ids = campaign.combat
    ? campaign.combat.order.filter((c) => c.side === 'party').map((c) => c.tokenId)
    : Object.values(campaign.tokens)
        .filter((t) => t.kind === 'pc')
        .map((t) => t.id)
  return [...new Set(ids)]
    .map((id) => tokenById(campaign, id))
    .filter((t): t is BlueboxToken => !!t)
}

/** Party healing: every living member with a sheet regains 2✦ (Stasis +✦); past the maximum is THP. */
function partyHealing(
  campaign: BlueboxCampaign,
  dice: Dice,
): { notes: string[]; changes: StateChange[] } {
  const options = combatOptions(campaign)
  const notes: string[] = []
  const changes: StateChange[] = []
  for (const token of partyTokens(campaign)) {
    const inst = token.instance
    const sheet = sheetRecord(campaign, token)
    if (!inst || !sheet || isDead(inst)) continue
    const h = escalationHealing(
      {
        level: sheet.level,
        hp: inst.hp,
        maxHp: sheet.hpMax,
        thp: inst.thp,
        conditions: beingConditions(campaign, token),
      },
      dice,
    )
    const after = healBeing(inst, h.hp, h.thp, h.healing, options)
    changes.push({ kind: 'instance', tokenId: token.id, instance: after })
    notes.push(
      `${token.name} ${h.rolls.join(' + ')} = ${h.healing}: HP ${inst.hp} → ${h.hp}${h.thp !== inst.thp ? `, THP ${inst.thp} → ${h.thp}` : ''}`,
    )
  }
  return { notes, changes }
}

/**
 * Use the counter: 'tick' (+1, once per turn, in a fight), 'party-actions' or 'party-healing' when
 * it is full (then it resets to 1), 'reset' (to 1). Every use returns the counter as a
 * 'ruleset-state' change; healing also returns each member's new state. Refused with the reason.
 */
export function blueboxUsePartyTrack(
  campaign: BlueboxCampaign,
  trackId: string,
  use: string,
  dice: Dice,
): HookRoll & { state: unknown } {
  if (trackId !== ESCALATION_TRACK) throw new RollRefused(`there is no party track "${trackId}"`)
  const options = combatOptions(campaign)
  if (!options.escalationCounter)
    throw new RollRefused('the optional Escalation Counter is not in use (see the table options)')
  const counter = escalationCounterOf(campaign)
  const what = 'Escalation Counter'
  const done = (
    next: EscalationCounter,
    outcome: string,
    detail: string,
    more: StateChange[] = [],
  ) => ({
    outcome: {
      who: 'The party',
      what,
      total: next.value,
      outcome,
      detail,
      public: { what, total: next.value, outcome },
    },
    changes: [{ kind: 'ruleset-state' as const, key: ESCALATION_KEY, value: next }, ...more],
    state: next,
  })
  switch (use) {
    case 'tick': {
      const key = turnKey(campaign)
      if (key === null) throw new RollRefused('the counter goes up only in a fight')
      const next = escalationCounterAfterSpend(
        counter,
        { turn: key, byPlayerCharacter: true, inCombat: true },
        options,
      )
      if (counter.value >= counter.max) throw new RollRefused('the counter is full')
      if (next === counter) throw new RollRefused('the counter went up this turn already')
      return done(
        next,
        `${next.value} of ${next.max}`,
        `a PC spent EP: ${counter.value} → ${next.value}`,
      )
    }
    case 'party-actions':
    case 'party-healing': {
      const a = activateEscalationCounter(counter, use, options)
      if (!a.ok) throw new RollRefused(a.reason)
      if (use === 'party-actions')
        return done(
          a.counter,
          'activated',
          'each party member may take one 1 AP action now, in any order; then the counter is 1',
        )
      const h = partyHealing(campaign, dice)
      const detail = `party healing: ${h.notes.length ? h.notes.join('; ') : 'no one to heal'}; the counter is 1`
      return done(a.counter, 'activated', detail, h.changes)
    }
    case 'reset': {
      const { lastTickTurn: _t, ...rest } = counter
      const next = { ...rest, value: Math.min(1, counter.max) }
      return done(
        next,
        `${next.value} of ${next.max}`,
        `reset by the GM: ${counter.value} → ${next.value}`,
      )
    }
    default:
      throw new RollRefused(`the Escalation Counter has no use "${use}"`)
  }
}
