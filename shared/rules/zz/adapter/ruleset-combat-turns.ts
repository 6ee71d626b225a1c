/**
 * The ZZ turn order and turn boundaries on the combat tracker (OTHER-SYSTEMS.md B.0 F-ZZ-1, ZZ-Q1,
 * ZZ-08, ZZ-31, ZZ-40, ZZ-52, ZZ-55, ZZ-Q29, ZZ-Q35; seed 003, the Recovery, Defend and
 * Stop-Drop-Roll actions). The order follows `turnOrder`: Heroes in seat order then Zaldar with
 * every monster as one turn, alternating, or a d20 with ties to the higher DEX then a re-roll. At
 * a turn's start the Defend bonus expires and the list of attackers clears; fire damage and the
 * Recovery Roll need dice, so they are the turn's checklist items (fire first: a figure the fire
 * has just put Down rolls next turn). Stop, Drop & Roll's check is an item at the turn's end.
 */
import type { Dice } from '../../../dice'
import {
  RollRefused,
  type HookRoll,
  type RolledCombatant,
  type SettledInitiative,
  type StateChange,
  type TurnPrompt,
} from '../../ruleset'
import { zzFireDamage, zzRecoveryRoll, zzStopDropRollCheck, zzWake } from '../engine/recovery'
import { zzOptionsOf } from '../engine/options'
import {
  zzBeing,
  zzCombatantOf,
  zzInstanceAfter,
  zzInstanceChange,
  zzIsHero,
  zzRead,
} from './ruleset-combat-being'
import { ZZ_FLAGS } from './ruleset-combat-actions'
import { zzCanAct, zzOrientationFor } from '../engine/status'
import type { ZzCampaign, ZzToken } from './types'

/** F-ZZ-1: a Hero's seat: its PC's place in the library, else its token's place on the list. */
function seatOf(campaign: ZzCampaign, token: ZzToken): number {
  const pcs = Object.keys(campaign.pcs)
  const at = token.pcId === undefined ? -1 : pcs.indexOf(token.pcId)
  if (at >= 0) return at
  return pcs.length + Object.keys(campaign.tokens).indexOf(token.id)
}

/** A monster's place among Zaldar's figures (listing order). */
function monsterIndex(campaign: ZzCampaign, token: ZzToken): number {
  return Object.values(campaign.tokens)
    .filter((t) => !zzIsHero(t))
    .findIndex((t) => t.id === token.id)
}

/**
 * F-ZZ-1, ZZ-Q1 (`turnOrder`): a figure's place as a number the tracker sorts on: Heroes by seat
 * then every monster on 0 (heroesThenZaldar), seats interleaved (alternate), or a d20 (d20Initiative).
 */
export function zzRollInitiative(
  token: ZzToken,
  campaign: ZzCampaign,
  dice: Dice,
): { total: number; detail: string } {
  const o = zzOptionsOf(campaign)
  const hero = zzIsHero(token)
  if (o.turnOrder === 'd20Initiative') {
    const roll = dice.roll(20)
    const dex = zzBeing(campaign, token.id)?.figure.dex ?? 0
    return { total: roll, detail: `d20 ${roll} (DEX ${dex} breaks a tie)` }
  }
  if (o.turnOrder === 'alternate') {
    if (hero) {
      const seat = seatOf(campaign, token)
      return { total: 100 - 2 * seat, detail: `Hero, seat ${seat + 1}` }
    }
    const i = Math.max(0, monsterIndex(campaign, token))
    return { total: 99 - 2 * i, detail: `Zaldar's figure ${i + 1}, after a Hero` }
  }
  if (hero) {
    const seat = seatOf(campaign, token)
    return { total: 100 - seat, detail: `Hero, seat ${seat + 1}` }
  }
  return { total: 0, detail: "acts on Zaldar's turn" }
}

/** ZZ-Q1 d20Initiative: runs of equal totals ordered by DEX, then re-rolled until they break. */
function settleD20(
  campaign: ZzCampaign,
  order: readonly RolledCombatant[],
  dice: Dice,
): SettledInitiative {
  const name = (c: RolledCombatant) => zzRead.token(campaign, c.tokenId)?.name ?? c.id
  const dex = (c: RolledCombatant) => zzBeing(campaign, c.tokenId)?.figure.dex ?? 0
  const out: string[] = []
  const lines: string[] = []
  const ties: string[][] = []
  const settle = (run: RolledCombatant[], score: (c: RolledCombatant) => number, depth: number) => {
    const sorted = [...run].sort((a, b) => score(b) - score(a))
    for (let i = 0; i < sorted.length;) {
      let j = i + 1
      while (j < sorted.length && score(sorted[j]!) === score(sorted[i]!)) j++
      const tied = sorted.slice(i, j)
      if (tied.length === 1) out.push(tied[0]!.id)
      else if (depth === 0) {
        lines.push(
          `Tied on ${score(tied[0]!)}: ${tied.map((c) => `${name(c)} (DEX ${dex(c)})`).join(', ')}`,
        )
        settle(tied, dex, 1)
      } else if (depth > 10) {
        ties.push(tied.map((c) => c.id))
        out.push(...tied.map((c) => c.id))
      } else {
        const again = new Map(tied.map((c) => [c.id, dice.roll(20)]))
        lines.push(`Re-roll: ${tied.map((c) => `${name(c)} ${again.get(c.id)}`).join(', ')}`)
        settle(tied, (c) => again.get(c.id) ?? 0, depth + 1)
      }
      i = j
    }
  }
  settle([...order], (c) => c.initiative, 0)
  return { order: out, together: [], ties, lines }
}

/** F-ZZ-1, ZZ-Q1: the settled order; under heroesThenZaldar every monster acts in one turn. */
export function zzSettleInitiative(
  campaign: ZzCampaign,
  order: readonly RolledCombatant[],
  dice: Dice,
): SettledInitiative {
  const o = zzOptionsOf(campaign)
  if (o.turnOrder === 'd20Initiative') return settleD20(campaign, order, dice)
  const isHero = (c: RolledCombatant) => {
    const t = zzRead.token(campaign, c.tokenId)
    return t !== undefined && zzIsHero(t)
  }
  if (o.turnOrder === 'alternate')
    return { order: order.map((c) => c.id), together: [], ties: [], lines: [] }
  const heroes = order.filter(isHero).map((c) => c.id)
  const zaldar = order.filter((c) => !isHero(c)).map((c) => c.id)
  return {
    order: [...heroes, ...zaldar],
    together: zaldar.length >= 2 ? [zaldar] : [],
    ties: [],
    lines: zaldar.length ? ["Zaldar's figures act together, after the Heroes"] : [],
  }
}

/** ZZ-08, ZZ-40: at a turn's start the Defend bonus expires and the attackers are forgotten. */
export function zzAtTurnStartHook(campaign: ZzCampaign, tokenId: string): StateChange[] {
  const b = zzBeing(campaign, tokenId)
  if (!b || (b.inst.defendBonus === 0 && b.inst.attackedBy.length === 0)) return []
  return [zzInstanceChange(tokenId, { ...b.inst, defendBonus: 0, attackedBy: [] })]
}

type ZzPromptData = { zz: 'fire' | 'recovery' | 'sdr' }

/** ZZ-55, ZZ-52, ZZ-31: what a turn boundary asks the GM to roll. */
export function zzTurnPrompts(
  campaign: ZzCampaign,
  tokenId: string,
  at: 'start' | 'end',
): TurnPrompt[] {
  const b = zzBeing(campaign, tokenId)
  if (!b || !zzCanAct(b.state.statuses)) return []
  const name = b.token.name
  const o = zzOptionsOf(campaign)
  const st = b.state.statuses
  const out: TurnPrompt[] = []
  if (at === 'start') {
    if (st.includes('onFire')) {
      const data: ZzPromptData = { zz: 'fire' }
      out.push({ source: 'On Fire', text: `${name} burns: ${o.onFireDamage} damage`, data })
    }
    if (st.includes('down')) {
      const data: ZzPromptData = { zz: 'recovery' }
      out.push({
        source: 'Recovery',
        text: `${name} is Down: Recovery Roll, d20 ≥ ${b.figure.recovery} gets up with 1 HP`,
        data,
      })
    }
    return out
  }
  const c = zzCombatantOf(campaign, tokenId)
  if (c?.flags.includes(ZZ_FLAGS.sdr) && st.includes('onFire')) {
    const data: ZzPromptData = { zz: 'sdr' }
    out.push({
      source: 'Stop, Drop & Roll',
      text: `${name} rolls d12 + DEX ${b.figure.dex}: ${o.sdrDifficulty} or more puts the fire out`,
      data,
    })
  }
  return out
}

/** What a prompt's data asks to roll; it comes back from a view, so it is read, not trusted. */
function zzPromptKind(data: unknown): unknown {
  return typeof data === 'object' && data !== null && 'zz' in data ? data.zz : undefined
}

/** Roll a turn item: fire damage (ZZ-55), the Recovery Roll (ZZ-52) or Stop, Drop & Roll (ZZ-31). */
export function zzResolvePrompt(
  campaign: ZzCampaign,
  tokenId: string,
  data: unknown,
  dice: Dice,
): HookRoll {
  const b = zzBeing(campaign, tokenId)
  if (!b) throw new RollRefused('that figure has no Zealots of Zaldar sheet')
  const kind = zzPromptKind(data)
  const o = zzOptionsOf(campaign)
  const who = b.token.name
  const store = (state: typeof b.state): StateChange =>
    zzInstanceChange(tokenId, zzInstanceAfter(b.inst, state))
  if (kind === 'fire') {
    if (!b.state.statuses.includes('onFire')) throw new RollRefused(`${who} is no longer On Fire`)
    const fire = zzFireDamage(b.figure, b.state, o, dice)
    const changes = [store(fire.state)]
    if (
      fire.state.statuses.includes('down') !== b.state.statuses.includes('down') ||
      fire.state.statuses.includes('dead')
    ) {
      changes.push({ kind: 'token', tokenId, orientation: 'back' })
    }
    return {
      outcome: {
        who,
        what: 'On Fire',
        total: fire.damage,
        outcome: `${fire.damage} damage`,
        detail: fire.line,
        public: { what: 'On Fire', total: null, outcome: '' },
      },
      changes,
    }
  }
  if (kind === 'recovery') {
    if (!b.state.statuses.includes('down')) throw new RollRefused(`${who} is no longer Down`)
    const rec = zzRecoveryRoll(b.figure, b.state, dice)
    const changes = [store(rec.state)]
    if (rec.recovered) changes.push({ kind: 'token', tokenId, orientation: 'upright' })
    return {
      outcome: {
        who,
        what: 'Recovery Roll',
        total: rec.roll,
        outcome: rec.recovered ? 'back on its feet' : 'still Down',
        detail: rec.line,
        public: {
          what: 'Recovery Roll',
          total: rec.roll,
          outcome: rec.recovered ? 'back on its feet' : 'still Down',
        },
      },
      changes,
    }
  }
  if (kind === 'sdr') {
    if (!b.state.statuses.includes('onFire')) throw new RollRefused(`${who} is no longer On Fire`)
    const check = zzStopDropRollCheck(b.figure, b.state, o, dice)
    return {
      outcome: {
        who,
        what: 'Stop, Drop & Roll',
        total: check.total,
        outcome: check.extinguished ? 'the fire is out' : 'still On Fire',
        detail: check.line,
        public: {
          what: 'Stop, Drop & Roll',
          total: check.total,
          outcome: check.extinguished ? 'the fire is out' : 'still On Fire',
        },
      },
      changes: [store(check.state), { kind: 'token', tokenId, orientation: check.orientation }],
    }
  }
  throw new RollRefused('nothing to roll for this item')
}

/** ZZ-Q35 (`unconsciousWake`): as the encounter ends, Unconscious figures wake with 1 HP. */
export function zzAtCombatEnd(campaign: ZzCampaign): StateChange[] {
  const o = zzOptionsOf(campaign)
  const out: StateChange[] = []
  for (const c of campaign.combat?.order ?? []) {
    const b = zzBeing(campaign, c.tokenId)
    if (!b || !b.state.statuses.includes('unconscious')) continue
    const woke = zzWake(b.state, 'encounterEnd', o)
    if (woke === b.state) continue
    out.push(zzInstanceChange(c.tokenId, zzInstanceAfter(b.inst, woke)))
    out.push({ kind: 'token', tokenId: c.tokenId, orientation: zzOrientationFor(woke.statuses) })
  }
  return out
}
