/**
 * A comfortable camp's re-roll (Camps & Resting Places: "all members can re-roll any number of
 * (✦) once when restoring HP"): each Restore HP keeps its ✦ after the rest, and the GM (or the
 * player) picks which to re-roll, once; the HP follow the new total.
 */
import type { Dice } from '../../../dice'
import type { RestReroll } from '../../../model'
import { RollRefused, type RestRerolled } from '../../ruleset'
import { powerDie } from '../engine/check'
import type { NpcRecord, PcRecord } from '../engine/views'
import type { BlueboxCampaign } from './types'

/** A Restore HP's ✦ kept to re-roll: the HP before it, HP max and the FOR added (never negative). */
export function hpReroll(
  memberId: string,
  tokenId: string,
  faces: readonly number[],
  sheet: NpcRecord | PcRecord,
  hpBefore: number,
): RestReroll {
  return {
    memberId,
    tokenId,
    what: 'Restore HP',
    sides: powerDie(sheet.level),
    faces: [...faces],
    data: { hpBefore, hpMax: sheet.hpMax, bonus: Math.max(0, sheet.stats.FOR) },
    spent: false,
  }
}

const total = (r: RestReroll): number => r.faces.reduce((a, b) => a + b, 0) + (r.data.bonus ?? 0)

/**
 * Re-roll the picked ✦ of one Restore HP, once; each new face stands. The member's HP after the
 * rest is worked out again from the HP before its first Restore HP plus all its totals, capped at
 * HP max, and the token's HP moves by the difference (what else happened since stays).
 */
export function blueboxRerollHp(
  campaign: BlueboxCampaign,
  rerolls: readonly RestReroll[],
  index: number,
  pick: readonly number[],
  dice: Dice,
): RestRerolled {
  const r = rerolls[index]!
  const token = Object.hasOwn(campaign.tokens, r.tokenId) ? campaign.tokens[r.tokenId] : undefined
  const inst = token ? token.instance : null
  if (!token || !inst) throw new RollRefused('the token that rested is no longer on any map')
  const faces = r.faces.map((f, i) => (pick.includes(i) ? dice.roll(r.sides) : f))
  const mine = rerolls.filter((x) => x.memberId === r.memberId)
  const before = mine[0]!.data.hpBefore ?? inst.hp
  const max = r.data.hpMax ?? inst.hp
  const old = mine.reduce((a, x) => a + total(x), 0)
  const now = old - total(r) + total({ ...r, faces })
  const delta = Math.min(max, before + now) - Math.min(max, before + old)
  const hp = Math.max(0, Math.min(max, inst.hp + delta))
  const picked = r.faces.map((f, i) => (pick.includes(i) ? `${f}→${faces[i]}` : `${f}`))
  return {
    faces,
    outcome: {
      who: token.name,
      what: `Comfortable camp: ${r.what} re-rolled`,
      total: total({ ...r, faces }),
      outcome: `HP ${inst.hp} → ${hp}`,
      detail: `✦ ${picked.join(' + ')}${r.data.bonus ? ` + FOR ${r.data.bonus}` : ''}`,
    },
    changes:
      hp === inst.hp ? [] : [{ kind: 'instance', tokenId: token.id, instance: { ...inst, hp } }],
  }
}
