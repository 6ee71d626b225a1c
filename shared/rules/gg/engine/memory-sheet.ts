/**
 * The Memory's stat block (OTHER-SYSTEMS.md A.6, GG-114 … GG-128; seed 001, "Limit Break:
 * Memory"): the NPC sheet a Limit Break summons, built from memory.ts's `memoryStats`, tagged
 * 'memory' and naming its Breaker and LB Level, with its Strikes, Healing Pulse and Teleport, and
 * the link read back from a sheet. Re-exported from ./memory-summon.
 *
 * Readings: the Strikes add no Trait (GG-Q47), so they roll KNO, which is 0 on the Memory, and
 * their bonus is 2 × LB Lvl with the Breaker's SB (Trained); their dice's modifier makes the
 * damage LB Lvl + SB whatever `weaponDamageAddsSB` says. END's DR 1 (GG-119) is the damage
 * pipeline's own (GG-080), not repeated as a Reduction. Under `minion` rank a Memory at 0 HP dies at
 * once rather than joining the dying track; the next turn start then dismisses it.
 */
import type { GgLbLevel } from './limit-break'
import { memoryStats } from './memory'
import type { GgMoveMode } from './model'
import type { GgOptions } from './options'
import { GgActionSchema, GgNpcSchema, type GgNpc, type GgSheet } from './sheet-schema'
import { damageBonus } from './statblock'

/** The tag every Memory's sheet carries. */
export const MEMORY_TAG = 'memory'

/** The Memory's second movement mode when the GM names none (GG-117). */
export const MEMORY_DEFAULT_SECONDARY: Exclude<GgMoveMode, 'walk'> = 'fly'

/** A Memory's link to its Limit Break: the Breaker's token and the LB Level. */
export interface GgMemoryLink {
  breakerTokenId: string
  lbLevel: GgLbLevel
}

/** The Memory link on a sheet, or null when the sheet is not a Memory's. */
export function memoryLinkOf(sheet: GgSheet | null): GgMemoryLink | null {
  // Only an NPC sheet has the link; a PC's loose keys are no Memory's.
  const link = (sheet as GgNpc | null)?.memory
  if (!link) return null
  return { breakerTokenId: link.breakerTokenId, lbLevel: link.lbLevel }
}

/** The Breaker as the Memory's sheet reads it. */
export interface GgBreakerInfo {
  tokenId: string
  name: string
  sb: number
  level: number
}

export const clip = (s: string, n: number): string => (s.length <= n ? s : s.slice(0, n))

/**
 * The Memory's NPC sheet at `lbLevel` (GG-115 … GG-128): HT, HP, speeds, AP/RP, Traits, senses from
 * `memoryStats`; its Strikes as weapon actions (2 AP; bonus 2 × LB Lvl + the Breaker's SB; damage
 * 1d8 / 1d4 / 1d6 + LB Lvl + SB, Limit), Healing Pulse and Teleport (the GM reads them), the
 * Opportunity Attack (GG-120), its features in words, and the link to its Breaker.
 */
export function memorySheet(
  id: string,
  lbLevel: GgLbLevel,
  breaker: GgBreakerInfo,
  secondary: Exclude<GgMoveMode, 'walk'>,
  options: GgOptions,
): GgNpc {
  const stats = memoryStats(lbLevel, { sb: breaker.sb, level: breaker.level }, secondary, options)
  const base = GgNpcSchema.parse({
    id,
    name: clip(`Memory of ${breaker.name}`, 80),
    tags: [MEMORY_TAG],
    size: 'medium',
    level: Math.min(30, Math.max(0, breaker.level)),
    traits: stats.traits,
    sb: stats.sb,
    ht: stats.ht,
    hpMax: stats.hpMax,
    speed: { ...stats.speeds, hover: false },
    initiative: { modifier: 0, none: true, winsTies: false, trait: 'AGI' },
    senses: {
      nightvision: stats.nightvision,
      truesight: stats.truesight,
      passivePerception: stats.passivePerception,
    },
    perTurn: { ap: stats.ap, rp: stats.rp },
    reach: 3,
    opportunityAttack: stats.opportunityAttacks,
    rank: 'minion',
    features: [
      {
        name: 'Obstructing Aura',
        text: `While it is not Incapacitated, any other being (not ${breaker.name}) that starts its turn within ${stats.sb} m of it has its speeds halved until the start of its next turn.`,
      },
      {
        name: 'Regeneration',
        text: `At the start of its turn, with at least 1 HP, it regains ${5 + lbLevel} HP.`,
      },
      {
        name: 'Teamwork',
        text: 'Advantage on attacks against a target inside the reach of an ally that is not Incapacitated.',
      },
    ],
    reactions: [
      { id: 'oa', name: 'Opportunity Attack', rp: 1, trigger: 'A hostile leaves its reach' },
    ],
    memory: { breakerTokenId: breaker.tokenId, lbLevel },
    notes: `Summoned by ${breaker.name}'s Limit Break Level ${lbLevel}. It has no Initiative and acts right after ${breaker.name}.`,
  })
  const strike = (
    actionId: string,
    name: string,
    die: number,
    melee: boolean,
    reach: number,
    riders: string,
  ) => {
    const draft = GgActionSchema.parse({
      id: actionId,
      name,
      ap: 2,
      // GG-Q47: Weapon attacks (Overwhelming Blow and Critical Hit by margin) unless the table
      // says otherwise, when only an Inspired Event makes a Critical Hit.
      kind: options.memoryStrikeIsWeapon ? 'weapon' : 'spell',
      melee,
      trait: 'KNO',
      trained: true,
      attackBonus: 2 * lbLevel,
      reach: melee ? reach : 1,
      ...(melee ? {} : { range: reach }),
      damageTypes: ['limit'],
      riders,
    })
    // The dice carry what the sheet's damage bonus does not: LB Lvl + SB in all.
    const extra = lbLevel + stats.sb - damageBonus(base, draft, options).value
    const mod = extra === 0 ? '' : extra > 0 ? `+${extra}` : `${extra}`
    return { ...draft, damage: `1d${die}${mod}` }
  }
  const other = (actionId: string, name: string, ap: number, riders: string) =>
    GgActionSchema.parse({ id: actionId, name, ap, kind: 'other', trained: false, riders })
  return GgNpcSchema.parse({
    ...base,
    actions: [
      strike(
        'meleeStrike',
        'Melee Strike',
        8,
        true,
        3,
        'On a hit the target cannot regain HP until the start of the Memory’s next turn.',
      ),
      strike(
        'meleeSweep',
        'Melee Sweep',
        4,
        true,
        2,
        'After each hit, attack another enemy in reach; each once; stops at the first miss.',
      ),
      strike('rangedStrike', 'Ranged Strike', 6, false, 30, ''),
      other(
        'healingPulse',
        'Healing Pulse',
        2,
        `One being within 3 m regains 2d8 + ${stats.sb} HP.`,
      ),
      other('teleport', 'Teleport', 1, 'Teleport to an empty space within 12 m.'),
    ],
  })
}
