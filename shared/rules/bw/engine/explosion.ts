/**
 * BW explosions (OTHER-SYSTEMS.md C.4, BW-30..32, BW-Q12..15; seed 004 "Explosion (Area Affect)
 * Damage"): which weapons explode, how many dice a target at a distance loses, one roll at the
 * centre shared outward (or a roll per target), and knockback by dice taken. Distances come in as
 * numbers (inches, measured by the board's geometry).
 */
import { explosionBand, maxExplosionRadius } from '../../../geometry/gridless'
import type { Dice } from '../../../dice'
import { diceList } from './dice-expr'
import type { BwWeapon } from './model'
import type { BwOptions } from './options'

/** BW-30 / BW-Q13: a weapon explodes when any of its damage dice is a d10 or a d20. */
export function isExplosive(weapon: Pick<BwWeapon, 'damage'>): boolean {
  return weapon.damage.some((t) => t.die === 10 || t.die === 20)
}

/** BW-31 / BW-Q12: dice lost at `distanceIn` from the centre: 0 within 2" (inclusive), then ⌈(d − 2)/2⌉. */
export function explosionDiceLost(distanceIn: number): number {
  return explosionBand(distanceIn)
}

/** BW-31: the farthest a blast with `diceCount` dice reaches, in inches (2 per die). */
export function explosionRadius(diceCount: number): number {
  return maxExplosionRadius(diceCount)
}

/** The order a band drops die sizes (BW-Q13): the largest size first, or the smallest. */
function sizeOrder(dropOrder: BwOptions['dropOrder']): (a: number, b: number) => number {
  return dropOrder === 'largest' ? (a, b) => b - a : (a, b) => a - b
}

/**
 * BW-31 / BW-Q13: the die sizes a target `diceLost` dice out still takes, e.g. 2d10+1d6 one band
 * out keeps [10, 6] (largest dropped first) or [10, 10] (smallest first).
 */
export function explosionDice(
  weapon: Pick<BwWeapon, 'damage'>,
  diceLost: number,
  dropOrder: BwOptions['dropOrder'],
): number[] {
  const sizes = diceList(weapon.damage).sort(sizeOrder(dropOrder))
  return sizes.slice(Math.max(0, diceLost))
}

/** One explosion roll at the centre: each die's size and face, and the flat bonus. */
export interface BwExplosionRoll {
  dice: { sides: number; face: number }[]
  bonus: number
}

/** BW-Q15: roll every die of the weapon once, at the centre. */
export function explosionRoll(
  dice: Dice,
  weapon: Pick<BwWeapon, 'damage' | 'damageBonus'>,
): BwExplosionRoll {
  return {
    dice: diceList(weapon.damage).map((sides) => ({ sides, face: dice.roll(sides) })),
    bonus: weapon.damageBonus,
  }
}

/** What one target takes from a blast. */
export interface BwExplosionHit {
  id: string
  /** The faces it takes. */
  dice: number[]
  /** Their sum plus the flat bonus while at least one die remains (BW-Q13), never below 0. */
  damage: number
  /** BW-32: 1" per die taken. */
  knockbackIn: number
  /** BW-Q14: knocked back, it lands Prone (`bw.knockbackProne`). */
  prone: boolean
}

type BlastOptions = Pick<BwOptions, 'dropOrder' | 'explosionRoll' | 'knockbackProne'>

function hit(
  id: string,
  faces: number[],
  sum: number,
  bonus: number,
  prone: boolean,
): BwExplosionHit {
  const n = faces.length
  return {
    id,
    dice: faces,
    damage: n === 0 ? 0 : Math.max(0, sum + bonus),
    knockbackIn: n,
    prone: prone && n > 0,
  }
}

/**
 * BW-31/32, BW-Q13/15: what every target takes. `once` (default): the centre roll is shared and
 * each band drops dice by size (BW-Q13), the highest face first within a size, so damage never
 * grows outward. `perTarget`: each target rolls the dice it keeps (`dice` is then required).
 */
export function applyExplosion(
  roll: BwExplosionRoll,
  targets: readonly { id: string; diceLost: number }[],
  options: BlastOptions,
  dice?: Dice,
): BwExplosionHit[] {
  const bySize = sizeOrder(options.dropOrder)
  const prone = options.knockbackProne
  if (options.explosionRoll === 'perTarget') {
    if (!dice) throw new Error('a roll for each target needs dice')
    const sizes = roll.dice.map((d) => d.sides).sort(bySize)
    return targets.map((t) => {
      const faces = sizes.slice(Math.max(0, t.diceLost)).map((s) => dice.roll(s))
      return hit(
        t.id,
        faces,
        faces.reduce((s, f) => s + f, 0),
        roll.bonus,
        prone,
      )
    })
  }
  // The drop sequence once for the whole blast, with the sums left after each drop.
  const seq = [...roll.dice].sort((a, b) => bySize(a.sides, b.sides) || b.face - a.face)
  const faces = seq.map((d) => d.face)
  const left: number[] = new Array<number>(faces.length + 1).fill(0)
  for (let i = faces.length - 1; i >= 0; i--)
    left[i] = (left[i + 1] as number) + (faces[i] as number)
  return targets.map((t) => {
    const k = Math.min(faces.length, Math.max(0, t.diceLost))
    return hit(t.id, faces.slice(k), left[k] as number, roll.bonus, prone)
  })
}
