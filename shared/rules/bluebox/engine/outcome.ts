import type { Dice } from '../../../dice'
import {
  resolveAttack,
  targetNumber,
  type AttackInput,
  type AttackResult,
  type DecisiveOption,
  type Defender,
} from './attack'
import { focusDC } from './damage'
import { downAfterDamage, NOT_DOWN, type DownTrack } from './down-and-out'
import { BLUEBOX_DEFAULT_OPTIONS, type BlueBoxOptions } from './options'

export interface AttackTarget extends Defender {
  /** The target's Down & Out track; absent = not Down. */
  down?: DownTrack
  /** The target is Focusing on a skill. */
  focusing?: boolean
}

export interface DecisiveEffects {
  /** The option that took effect (a natural 12 with an option chosen). */
  option: DecisiveOption | null
  /** Hamstring: the target's movement is halved until it rests. */
  hamstrung: boolean
  /** Destroy: the target's wielded weapon attacks with 1 Flaw and loses its Modules. */
  weaponDestroyed: boolean
  /** Unmask: the target's mask (if it wears one) lands in an adjacent hex. */
  unmasked: boolean
}

export interface AttackOutcome extends AttackResult {
  targetNumber: number
  decisiveEffects: DecisiveEffects
  /** Plating went from above 0 to 0 this hit: the target is Shattered. */
  shattered: boolean
  /** DC of the Focus check the target must make, or null when none is due. */
  focusCheckDC: number | null
  down: DownTrack
  becameDown: boolean
  becameOut: boolean
  killed: boolean
  /** Exhaustion the target gains (1 on going Down). */
  exhaustionGained: number
}

/** An attack plus its aftermath: Decisive effect, Shattered, Focus check DC, Down & Out (Decisive Rolls & Hits; Conditions). */
export function resolveAttackOutcome(
  attack: AttackInput,
  target: AttackTarget,
  dice: Dice,
  options: BlueBoxOptions = BLUEBOX_DEFAULT_OPTIONS,
): AttackOutcome {
  const r = resolveAttack(attack, target, dice, options)
  const option = r.decisive ? (attack.decisiveOption ?? null) : null
  const track = target.down ?? NOT_DOWN
  const d = r.hit
    ? downAfterDamage(
        track,
        {
          hpBefore: target.hp,
          hpAfter: r.defender.hp,
          damage: r.damage,
          meleeHit: attack.melee === true,
        },
        options,
      )
    : { track, becameDown: false, becameOut: false, died: false, exhaustionGained: 0 }
  return {
    ...r,
    targetNumber: targetNumber(target),
    decisiveEffects: {
      option,
      hamstrung: option === 'hamstring',
      weaponDestroyed: option === 'destroy',
      unmasked: option === 'unmask',
    },
    shattered: target.plating > 0 && r.defender.plating === 0,
    focusCheckDC: target.focusing === true && r.damage > 0 ? focusDC(r.damage) : null,
    down: d.track,
    becameDown: d.becameDown,
    becameOut: d.becameOut,
    killed: d.died,
    exhaustionGained: d.exhaustionGained,
  }
}
