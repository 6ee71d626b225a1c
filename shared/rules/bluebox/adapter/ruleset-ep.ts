/**
 * A PC's Escalation Points on the combat tracker (Escalation Points (EP⇧)): the pool is the PC
 * sheet's `epCurrent` of `epMax`. Spending one lowers it; at 0 EP the PC takes a level of
 * Exhaustion instead (the 7th: Unconscious). With the optional Escalation Counter on, a PC's spend
 * in a fight ticks the counter once per turn, through the party track's own 'tick' use.
 */
import type { Dice } from '../../../dice'
import { RollRefused, type CombatPool, type HookRoll, type StateChange } from '../../ruleset'
import { combatOptions, pcById, tokenById } from './combat-being'
import { spendEscalationPoint } from '../engine/escalation'
import { blueboxUsePartyTrack, ESCALATION_TRACK } from './ruleset-escalation'
import type { BlueboxCampaign, BlueboxToken } from './types'
import type { PcRecord } from '../engine/views'

/** The pool's id. */
export const EP_POOL = 'ep'

function pcOf(campaign: BlueboxCampaign, token: BlueboxToken): PcRecord | undefined {
  return token.pcId !== undefined ? pcById(campaign, token.pcId) : undefined
}

/** A PC token's EP, with what its Spend button does now; none for any other token. */
export function blueboxPools(token: BlueboxToken, campaign: BlueboxCampaign): CombatPool[] {
  const pc = pcOf(campaign, token)
  if (!pc) return []
  const spend = spendEscalationPoint({ ep: pc.epCurrent, exhaustion: pc.exhaustion })
  const counter = combatOptions(campaign).escalationCounter
    ? '; in a fight the Escalation Counter goes up (once per turn)'
    : ''
  return [
    {
      id: EP_POOL,
      name: 'EP',
      value: pc.epCurrent,
      max: pc.epMax,
      spend: spend.ok
        ? {
            name: spend.paidWith === 'ep' ? 'Spend EP' : 'Spend EP (+1 Exhaustion)',
            ready: true,
            hint:
              spend.paidWith === 'ep'
                ? `${token.name} spends 1 EP${counter}`
                : `${token.name} has no EP left: spending one costs a level of Exhaustion (${pc.exhaustion} → ${spend.exhaustion})${counter}`,
          }
        : { name: 'Spend EP', ready: false, why: `${token.name} is ${spend.reason}` },
    },
  ]
}

/**
 * Spend one EP of a PC token (at 0 EP: one level of Exhaustion). The sheet changes; with the
 * Escalation Counter in use and a fight running, the counter ticks unless it is full or went up
 * this turn already (said in the detail, not refused: the EP is still spent).
 */
export function blueboxSpendPool(
  campaign: BlueboxCampaign,
  tokenId: string,
  poolId: string,
  dice: Dice,
): HookRoll {
  const token = tokenById(campaign, tokenId)
  if (!token) throw new RollRefused(`no token "${tokenId}" on any map`)
  if (poolId !== EP_POOL) throw new RollRefused(`${token.name} has no pool "${poolId}"`)
  const pc = pcOf(campaign, token)
  if (!pc) throw new RollRefused(`${token.name} is not a player character: only PCs have EP`)
  const spend = spendEscalationPoint({ ep: pc.epCurrent, exhaustion: pc.exhaustion })
  if (!spend.ok) throw new RollRefused(`${token.name} is ${spend.reason}`)
  const record: PcRecord = { ...pc, epCurrent: spend.ep, exhaustion: spend.exhaustion }
  const changes: StateChange[] = [{ kind: 'sheet', sheetKind: 'pc', id: pc.id, record }]
  const notes =
    spend.paidWith === 'ep'
      ? [`EP ${pc.epCurrent} → ${spend.ep}`]
      : [`no EP left: Exhaustion ${pc.exhaustion} → ${spend.exhaustion}`]
  if (spend.fallsUnconscious) notes.push(`${token.name} falls Unconscious for 2d4 hours`)
  const fight = campaign.combat
  if (combatOptions(campaign).escalationCounter && fight?.phase === 'running') {
    try {
      const tick = blueboxUsePartyTrack(campaign, ESCALATION_TRACK, 'tick', dice)
      changes.push(...tick.changes)
      notes.push(`Escalation Counter ${tick.outcome.outcome}`)
    } catch (err) {
      if (!(err instanceof RollRefused)) throw err
      notes.push(`Escalation Counter unchanged: ${err.message}`)
    }
  }
  return {
    outcome: {
      who: token.name,
      what: 'Spend EP',
      total: spend.ep,
      outcome: spend.paidWith === 'ep' ? `${spend.ep} EP left` : '1 Exhaustion',
      detail: notes.join('; '),
    },
    changes,
  }
}
