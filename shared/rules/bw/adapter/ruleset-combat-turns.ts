/**
 * BW turns on the combat tracker (F-BW-3, BW-01..03, BW-Q8/Q16/Q31): each side moves and acts
 * in one turn, the players' units first; at the start of a side's turn every burning unit on the
 * board burns (BW-03, `bw.fireTick`), listed for the GM to roll; at the end of a unit's turn its
 * movement becomes last turn's, exhaustion passes, and a unit that put forth Extra Effort rolls.
 */
import { z } from 'zod'
import type { Dice } from '../../../dice'
import type { Campaign, Token } from '../../../model'
import {
  RollRefused,
  type HookRoll,
  type RolledCombatant,
  type SettledInitiative,
  type StateChange,
  type TurnPrompt,
} from '../../ruleset'
import { endOfTurnEffort, recoverExhaustion } from '../engine/effort'
import { fireBurnsAtTurnStart } from '../engine/fire'
import { formatInches, openRoll } from '../engine/format'
import { oppFireResets } from '../engine/turn'
import {
  bwOptionsOf,
  bwUnitById,
  movedThisTurn,
  requireUnit,
  stateChange,
  unitsOnMap,
} from './ruleset-being'
import { resolveBwFireTick } from './ruleset-rolls-blast'
import type { BwCampaign } from './types'

/** F-BW-3: the players' units share one turn, before everyone else's. */
export function bwRollInitiative(token: Token): { total: number; detail: string } {
  return token.kind === 'pc'
    ? { total: 2, detail: "Players' units move first (F-BW-3)" }
    : { total: 1, detail: 'Moves after the players (F-BW-3)' }
}

/** F-BW-3: the players' side first, then the others; each side takes one turn together. */
export function bwSettleInitiative(order: readonly RolledCombatant[]): SettledInitiative {
  const players = order.filter((c) => c.initiative >= 2).map((c) => c.id)
  const others = order.filter((c) => c.initiative < 2).map((c) => c.id)
  return {
    order: [...players, ...others],
    together: [players, others].filter((run) => run.length > 1),
    ties: [],
    lines: ["F-BW-3: each side moves and acts in one turn: the players' units, then the others"],
  }
}

/** The place of `tokenId`'s side-turn in the round (0 first), and whether it opens that turn. */
function sideTurnOf(
  campaign: Pick<Campaign, 'combat'>,
  tokenId: string,
): { index: number; opens: boolean } {
  const order = campaign.combat?.order ?? []
  const key = (i: number) => order[i]!.groupId ?? order[i]!.id
  let index = -1
  for (let i = 0; i < order.length; i++) {
    const opens = i === 0 || key(i) !== key(i - 1)
    if (opens) index++
    if (order[i]!.tokenId === tokenId) return { index, opens }
  }
  return { index: 0, opens: true }
}

/**
 * BW-Q8: as a side's turn opens, the other sides' units may fire out of turn again (every enemy
 * turn, or only as a round opens).
 */
export function bwAtTurnStart(campaign: BwCampaign, tokenId: string): StateChange[] {
  const turn = sideTurnOf(campaign, tokenId)
  if (!turn.opens) return []
  const options = bwOptionsOf(campaign)
  const moment = turn.index === 0 ? 'roundStart' : 'enemyTurnStart'
  if (!oppFireResets(moment, options)) return []
  const me = campaign.combat?.order.find((c) => c.tokenId === tokenId)
  const out: StateChange[] = []
  for (const c of campaign.combat?.order ?? []) {
    if (c.side === me?.side) continue
    const u = bwUnitById(campaign, c.tokenId)
    if (u?.state.oppFireUsed) out.push(stateChange(u.token.id, { ...u.state, oppFireUsed: false }))
  }
  return out
}

/**
 * F-BW-3, BW-Q31: the end of a unit's turn: this turn's movement becomes last turn's, its
 * per-turn marks clear, and an exhausted unit that spent the turn Stunned recovers. The Extra
 * Effort mark stays for its roll (a prompt).
 */
export function bwAtTurnEnd(campaign: BwCampaign, tokenId: string): StateChange[] {
  const u = bwUnitById(campaign, tokenId)
  if (!u) return []
  let state = {
    ...u.state,
    movedLastTurnIn: movedThisTurn(campaign, u),
    movedThisTurnIn: 0,
    actedThisTurn: false,
    changedPosition: false,
  }
  const options = bwOptionsOf(campaign)
  if (
    state.extraEffort === null &&
    state.statuses.includes('exhausted') &&
    options.exhaustionRecovery === 'oneTurn'
  ) {
    state = recoverExhaustion(state)
  }
  return [stateChange(u.token.id, state)]
}

/**
 * What a turn boundary asks the GM to roll, as a prompt's `data`: it comes back from the GM's
 * screen with the answer, so it is read again with this before anything is rolled.
 */
const BwPromptDataSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fire'), tokenId: z.string() }),
  z.object({ kind: z.literal('effort') }),
])
type BwPromptData = z.output<typeof BwPromptDataSchema>

/**
 * BW-03 / BW-Q16: as a side's turn opens, every burning unit on the board burns (or only as a
 * round opens); BW-01: a unit that put forth Extra Effort rolls at the end of its turn.
 */
export function bwTurnPrompts(
  campaign: BwCampaign,
  tokenId: string,
  at: 'start' | 'end',
): TurnPrompt[] {
  const u = bwUnitById(campaign, tokenId)
  if (!u) return []
  const token = u.token
  if (at === 'end') {
    if (u.state.extraEffort === null) return []
    const data: BwPromptData = { kind: 'effort' }
    return [
      {
        source: 'Extra Effort',
        text: `${token.name} put forth Extra Effort: roll 1d6 (4 or less: Stunned from exhaustion)`,
        data,
      },
    ]
  }
  const turn = sideTurnOf(campaign, tokenId)
  if (!turn.opens || !fireBurnsAtTurnStart(turn.index, bwOptionsOf(campaign))) return []
  const mapId = campaign.combat?.mapId ?? token.mapId
  return unitsOnMap(campaign, mapId)
    .filter((b) => b.state.burnLevel > 0)
    .map((b) => {
      const data: BwPromptData = { kind: 'fire', tokenId: b.token.id }
      return {
        source: 'On Fire',
        text: `${b.token.name} burns at Burn Level ${b.state.burnLevel}: roll ${b.state.burnLevel}d6 for it and what stands near it`,
        data,
      }
    })
}

/** Roll a turn prompt: a fire tick, or the Extra Effort roll. */
export function bwResolvePrompt(
  campaign: BwCampaign,
  tokenId: string,
  data: unknown,
  dice: Dice,
): HookRoll {
  const read = BwPromptDataSchema.safeParse(data)
  if (!read.success) throw new RollRefused('This turn item is not one BrikWars knows.')
  const d = read.data
  if (d.kind === 'fire') {
    const r = resolveBwFireTick(campaign, d.tokenId, dice)
    return { outcome: r.outcome, changes: r.changes }
  }
  const u = requireUnit(campaign, tokenId)
  const end = endOfTurnEffort(dice, u.state, bwOptionsOf(campaign))
  const words = {
    none: 'nothing to roll',
    fine: 'fine',
    exhausted: 'Stunned from exhaustion',
    stillExhausted: 'still exhausted, but conscious',
    unconscious: 'falls Unconscious',
    recovered: 'recovers from exhaustion',
  }[end.outcome]
  return {
    outcome: openRoll({
      who: u.token.name,
      what: 'Extra Effort roll',
      total: end.roll,
      outcome: words,
      detail: `1d6: ${end.roll ?? '-'}; moved ${formatInches(u.state.movedLastTurnIn)} this turn`,
    }),
    changes: [stateChange(u.token.id, end.state)],
  }
}
