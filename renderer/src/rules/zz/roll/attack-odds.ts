/**
 * An attack's preview in the ZZ roll dialog and target panel, built on the engine the roll uses
 * (shared/rules/zz): the distance on the board by the table's metric, the back arc and the flank
 * (ZZ-39/40) from the figures' squares and headings, why it cannot be made, and the exact odds
 * (`zzAttackOdds`: hit chance, expected damage, chance of Down, the Aim/Focus chain).
 */
import type { Campaign, Token } from '../../../../../shared/model'
import { backArc, flanked, squareDistance } from '../../../../../shared/geometry/square'
import { zzAttackOdds, type ZzAttackOdds } from '../../../../../shared/rules/zz/odds'
import { zzAttackRefusal, type ZzAttackInput } from '../../../../../shared/rules/zz/attack-rules'
import { ZZ_AP_PER_TURN } from '../../../../../shared/rules/zz/economy'
import { rerollsAllowed } from '../../../../../shared/rules/zz/reroll'
import type { ZzOptions } from '../../../../../shared/rules/zz/options'
import { zzFigureOf, zzSheetOfToken, zzStateOfToken, zzWeaponOf, type ZzSheet } from '../support'

export interface ZzAttackChoice {
  attackerTokenId: string
  targetTokenId: string
  /** A weapon id of the attacker's sheet, or 'unarmed'. */
  weapon: string
  aim: number
  unexpected: boolean
  modifier: number
}

export type ZzAttackPreview =
  | { ok: false; refused: string }
  | {
      ok: true
      odds: ZzAttackOdds
      distance: number
      rerolls: 0 | 1 | 2
      /** Why re-rolls are allowed, in words ("from the back", "Flanked"). */
      rerollWhy: string
      ranged: boolean
    }

const at = (t: Token) => ({ x: t.hex.q, y: t.hex.r })
const sideOf = (t: Token): 'pc' | 'npc' => (t.pcId ? 'pc' : 'npc')

/** The weapon range a figure threatens with now: the longest melee weapon in hand, else 1. */
function heldRange(t: Token, sheet: ZzSheet): number {
  const hands = zzStateOfToken(t, sheet).gear.hands
  let r = 1
  for (const w of sheet.weapons)
    if (hands.includes(w.id) && w.kind === 'melee') r = Math.max(r, w.range)
  return r
}

/** ZZ-39..41: the back arc and the flank of this attack. */
export function zzRerollSituation(
  c: Campaign,
  attacker: Token,
  target: Token,
  options: ZzOptions,
): { fromBack: boolean; flanked: boolean } {
  const targetSheet = zzSheetOfToken(c, target)
  const fromBack =
    target.heading !== undefined &&
    backArc(at(target), target.heading, at(attacker), options.backArc)
  const attackedBy = targetSheet ? zzStateOfToken(target, targetSheet).attackedBy : []
  const opponents = Object.values(c.tokens)
    .filter((t) => t.mapId === target.mapId && t.id !== target.id && sideOf(t) === sideOf(attacker))
    .flatMap((t) => {
      const s = zzSheetOfToken(c, t)
      return s
        ? [
            {
              id: t.id,
              at: at(t),
              range: heldRange(t, s),
              attackedSinceTargetTurn: attackedBy.includes(t.id),
            },
          ]
        : []
    })
  return {
    fromBack,
    flanked: flanked(at(target), opponents, attacker.id, {
      metric: options.metric,
      flankNeedsOther: options.flankNeedsOther,
    }),
  }
}

/** The engine's input for this choice, or words saying why there is none. */
export function zzAttackInput(
  c: Campaign,
  choice: ZzAttackChoice,
  options: ZzOptions,
): { input: ZzAttackInput; attacker: Token; target: Token } | string {
  const attacker = c.tokens[choice.attackerTokenId]
  const target = c.tokens[choice.targetTokenId]
  if (!attacker || !target) return 'That token is no longer on the map.'
  const aSheet = zzSheetOfToken(c, attacker)
  const tSheet = zzSheetOfToken(c, target)
  if (!aSheet) return `${attacker.name} has no sheet to attack with.`
  if (!tSheet) return `${target.name} has no sheet, so it has no Defense to roll.`
  const def = aSheet.weapons.find((w) => w.id === choice.weapon)
  // A sheet's own "Unarmed" weapon and the built-in one are both the Unarmed Attack.
  const weapon = def && !(def.id === 'unarmed' && def.kind === 'melee') ? zzWeaponOf(def) : null
  const aState = zzStateOfToken(attacker, aSheet)
  const tState = zzStateOfToken(target, tSheet)
  const situation = zzRerollSituation(c, attacker, target, options)
  const input: ZzAttackInput = {
    attacker: {
      figure: zzFigureOf(aSheet),
      state: {
        hands: [aState.gear.hands[0], aState.gear.hands[1]],
        loaded: aState.gear.loaded,
        mind: aState.mind,
      },
      ap: ZZ_AP_PER_TURN,
    },
    weapon,
    target: {
      figure: zzFigureOf(tSheet),
      state: {
        hp: tState.hp,
        hpMax: tSheet.hpMax,
        defendBonus: tState.defendBonus,
        statuses: [...tState.statuses],
        mind: tState.mind,
      },
    },
    distance: squareDistance(at(attacker), at(target), options.metric),
    unexpected: choice.unexpected,
    attackModifier: choice.modifier,
    fromBack: situation.fromBack,
    flanked: situation.flanked,
  }
  if (choice.aim > 0) input.aim = choice.aim
  return { input, attacker, target }
}

/** ZZ-34..49, ZZ-56..59: the preview of an attack before it is rolled. */
export function previewZzAttack(
  c: Campaign | null,
  choice: ZzAttackChoice,
  options: ZzOptions,
): ZzAttackPreview {
  if (!c) return { ok: false, refused: 'No campaign is open.' }
  const built = zzAttackInput(c, choice, options)
  if (typeof built === 'string') return { ok: false, refused: built }
  const { input } = built
  const refused = zzAttackRefusal(input, options)
  if (refused) return { ok: false, refused }
  const back = input.fromBack === true
  const flank = input.flanked === true
  const why = [back ? 'from the back' : '', flank ? 'the target is Flanked' : '']
    .filter((s) => s)
    .join(' and ')
  return {
    ok: true,
    odds: zzAttackOdds(input, options),
    distance: input.distance,
    rerolls: rerollsAllowed({ fromBack: back, flanked: flank }),
    rerollWhy: why || 'neither from the back nor against a Flanked target',
    ranged: input.weapon !== null && input.weapon.kind !== 'melee',
  }
}
