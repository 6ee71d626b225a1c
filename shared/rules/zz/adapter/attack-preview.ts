/**
 * What a ZZ attack request would do, before any die is thrown (OTHER-SYSTEMS.md B.3/B.4/B.6; seed
 * 003, "Attack", "Aim / Focus", "Specialty Attacks"): the exact odds the attack dialog shows — the
 * chance to hit, the damage (expected, most likely, the chance to put the target Down), how the
 * chosen Aim / Focus chain ends, the re-rolls allowed and why, and the cost. It reads the same
 * inputs as the roll (`prepareZzAttack`), so the preview and the roll never disagree.
 */
import { distributionEntries } from '../../../dice'
import type { Campaign } from '../../../model'
import { RollRefused } from '../../ruleset'
import { zzWeaponRange } from '../engine/attack-rules'
import { zzAttackOdds, type ChainOdds, type ZzAttackOddsFigures } from '../engine/odds'
import { ZzAttackRequestSchema } from '../engine/roll-requests'
import { prepareZzAttack } from './ruleset-rolls-prepare'
import { zzInstanceOf } from '../engine/instance'
import { ZzNpcSchema, ZzPcSchema } from '../engine/sheet-schema'
import type { ZzCampaign, ZzToken } from './types'

/** The odds of one attack, for the dialog. */
export interface ZzAttackPreviewOdds {
  /** Ranged: P(the Ranged Attack Roll hits); melee and Unarmed: P(any damage). */
  pHit: number
  /** P(damage > 0). */
  pDamage: number
  expectedDamage: number
  /** The damage most likely, and the most it can do. */
  likelyDamage: number
  maxDamage: number
  /** P(the target goes Down from this attack, ZZ-49). */
  pDown: number
  /** Damage -> probability, ascending. */
  damage: [number, number][]
}

export interface ZzAttackPreview {
  /** "Thurig: Sword at Mondo". */
  label: string
  /** Spaces to the target by the table's metric (ZZ-27), and the weapon's range. */
  distance: number
  range: number
  /** The Ranged Attack Roll's range penalty (ZZ-43), 0 in melee. */
  rangePenalty: number
  odds: ZzAttackPreviewOdds
  /** The same with a re-roll of the base die when it shows below its average (only when re-rolls are allowed). */
  withReroll: ZzAttackPreviewOdds | null
  /** ZZ-58: how the chosen Aim / Focus chain ends (null without Aim). */
  chain: { pNoCrit: number; pBust: number; pAllCrits: number } | null
  /** ZZ-39..41: re-rolls and their reasons in words. */
  rerolls: 0 | 1 | 2
  why: string[]
  /** ZZ-05/56: AP for the tracker, and the Mind Point Aim / Focus takes. */
  cost: { ap: number }
  mind: number
}

export type ZzAttackPreviewResult =
  { ok: true; preview: ZzAttackPreview } | { ok: false; refused: string }

function summary(f: ZzAttackOddsFigures, ranged: boolean): ZzAttackPreviewOdds {
  const damage = distributionEntries(f.damage)
  let likely: [number, number] = [0, -1]
  for (const e of damage) if (e[1] > likely[1]) likely = e
  return {
    pHit: ranged ? f.pRangedHit : f.pDamage,
    pDamage: f.pDamage,
    expectedDamage: f.expectedDamage,
    likelyDamage: likely[0],
    maxDamage: damage.at(-1)?.[0] ?? 0,
    pDown: f.pDown,
    damage,
  }
}

function chainSummary(c: ChainOdds | null): ZzAttackPreview['chain'] {
  if (!c) return null
  return { pNoCrit: c.pNoCrit, pBust: c.pBust, pAllCrits: c.pDoublings.reduce((a, b) => a + b, 0) }
}

const viewCampaigns = new WeakMap<Campaign, ZzCampaign>()

/**
 * A view's campaign as ZZ's hooks read it. The GM's view asks outside the seam, so its payloads
 * are read here: a state that is not a ZZ one is left off (the figure starts from its sheet), a
 * sheet that is not one is no sheet.
 */
function zzViewCampaign(campaign: Campaign): ZzCampaign {
  const known = viewCampaigns.get(campaign)
  if (known) return known
  const tokens: Record<string, ZzToken> = {}
  for (const [id, t] of Object.entries(campaign.tokens)) {
    const { instance, ...rest } = t
    const inst = instance === undefined ? null : zzInstanceOf(instance)
    tokens[id] = inst ? { ...rest, instance: inst } : rest
  }
  const read = <S>(
    book: Record<string, unknown>,
    schema: { safeParse(v: unknown): { success: true; data: S } | { success: false } },
  ) => {
    const out: Record<string, S> = {}
    for (const [id, raw] of Object.entries(book)) {
      const r = schema.safeParse(raw)
      if (r.success) out[id] = r.data
    }
    return out
  }
  const zz = {
    ...campaign,
    tokens,
    npcs: read(campaign.npcs, ZzNpcSchema),
    pcs: read(campaign.pcs, ZzPcSchema),
  }
  viewCampaigns.set(campaign, zz)
  return zz
}

/** ZZ-27..59: the preview of an attack request, or why it cannot be made, in words. */
export function zzAttackPreview(campaign: Campaign, request: unknown): ZzAttackPreviewResult {
  const parsed = ZzAttackRequestSchema.safeParse(request)
  if (!parsed.success) {
    return {
      ok: false,
      refused: `This attack cannot be made: ${parsed.error.issues[0]?.message ?? 'not an attack'}.`,
    }
  }
  let p: ReturnType<typeof prepareZzAttack>
  try {
    p = prepareZzAttack(parsed.data, zzViewCampaign(campaign))
  } catch (err) {
    if (err instanceof RollRefused) return { ok: false, refused: err.message }
    throw err
  }
  const odds = zzAttackOdds(p.input, p.options)
  const w = p.weapon
  const ranged = w !== null && w.kind !== 'melee'
  const range = zzWeaponRange(p.attacker.figure, w)
  return {
    ok: true,
    preview: {
      label: `${p.attacker.figure.name}: ${w ? w.name : 'Unarmed'} at ${p.target.figure.name}`,
      distance: p.input.distance,
      range,
      rangePenalty: ranged ? -Math.max(0, p.targeting.distance - range) : 0,
      odds: summary(odds, ranged),
      withReroll: p.targeting.rerolls > 0 ? summary(odds.withBaseReroll, ranged) : null,
      chain: chainSummary(odds.chain),
      rerolls: p.targeting.rerolls,
      why: p.targeting.why,
      cost: p.cost,
      mind: p.mind,
    },
  }
}
