/**
 * A contest's exact chance for the ZZ roll dialog (ZZ-19/25/33/45/46), from the engine's odds:
 * Shove (Running +5), Trip (Aim/Focus), Dodge, Steal, and Move Silently against every figure of
 * the other side within earshot.
 */
import type { Campaign, Token } from '../../../../../shared/model'
import { squareDistance } from '../../../../../shared/geometry/square'
import type { ZzFigure } from '../../../../../shared/rules/zz/engine/model'
import {
  zzContestOdds,
  zzDodgeOdds,
  zzShoveOdds,
  zzTripOdds,
} from '../../../../../shared/rules/zz/engine/odds'
import type { ZzOptions } from '../../../../../shared/rules/zz/engine/options'
import { zzFigureOf, zzSheetOfToken } from '../support'
import type { ZzContestKind } from './roll-what'

export const CONTEST_NAMES: Readonly<Record<ZzContestKind, string>> = {
  shove: 'Shove',
  trip: 'Trip',
  dodge: 'Dodge',
  steal: 'Steal',
  moveSilently: 'Move Silently',
}

/** What each contest rolls, in words. */
export const CONTEST_HOW: Readonly<Record<ZzContestKind, string>> = {
  shove:
    'Base Attack + STR + Size/10 (+5 Running) against Base Defense + DEX + Size/10 + armour; ties go to the shover',
  trip: 'Base Attack + STR + DEX against Base Defense + DEX + armour; ties go to the tripper',
  dodge: 'Base Attack + STR + DEX against Base Defense + DEX + armour',
  steal: 'd12 + DEX against the victim’s d12 + INT; the victim notices on a tie',
  moveSilently: 'd12 + DEX; each listener in earshot rolls d12 + INT and notices on a tie or more',
}

/** Figures of the other side within earshot of `actor` (Move Silently's listeners, ZZ-33). */
export function listenersOf(c: Campaign, actor: Token, options: ZzOptions): ZzFigure[] {
  const side = (t: Token) => (t.pcId ? 'pc' : 'npc')
  return Object.values(c.tokens).flatMap((t) => {
    if (t.mapId !== actor.mapId || t.id === actor.id || side(t) === side(actor)) return []
    const d = squareDistance(
      { x: t.hex.q, y: t.hex.r },
      { x: actor.hex.q, y: actor.hex.r },
      options.metric,
    )
    const s = d <= options.earshot ? zzSheetOfToken(c, t) : null
    return s ? [zzFigureOf(s)] : []
  })
}

/** P(the actor's contest succeeds), or null when it needs a target that is missing. */
export function zzContestChance(
  kind: ZzContestKind,
  actor: ZzFigure,
  target: ZzFigure | null,
  input: { running: boolean; aim: number; modifier: number; listeners: readonly ZzFigure[] },
  options: ZzOptions,
): number | null {
  const m = input.modifier
  if (kind === 'moveSilently') {
    let unheard = 1
    for (const l of input.listeners)
      unheard *=
        1 -
        zzContestOdds(
          { dice: [12], flat: l.int },
          { dice: [12], flat: actor.dex + m },
          true,
          options,
        )
    return unheard
  }
  if (!target) return null
  if (kind === 'shove')
    return zzShoveOdds(
      { shover: actor, target, running: input.running, shoverModifier: m },
      options,
    )
  if (kind === 'trip')
    return zzTripOdds(
      { tripper: actor, target, tripperModifier: m, ...(input.aim > 0 ? { aim: input.aim } : {}) },
      options,
    )
  if (kind === 'dodge') return zzDodgeOdds({ mover: actor, occupant: target }, options)
  return zzContestOdds(
    { dice: [12], flat: actor.dex + m },
    { dice: [12], flat: target.int },
    false,
    options,
  )
}
