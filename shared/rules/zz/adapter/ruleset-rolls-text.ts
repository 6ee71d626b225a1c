/**
 * A ZZ attack in the dice log's words (OTHER-SYSTEMS.md B.3/B.4; seed 003, "Attack"): every die
 * with what it showed before a re-roll, the flat parts named, the Aim / Focus chain, the Defend
 * roll, the damage and what it did to HP: "d8 [2 → 7] + STR 3 = 10 vs d4 [1] + DEX 2 = 3: 7
 * damage; Mondo 4 → -3 HP: DOWN".
 */
import type { PublicRoll } from '../../ruleset'
import type { ZzAttackInput, ZzAttackRecord, ZzRollPart } from '../engine/attack'
import { meleeFormula } from '../engine/attack-rules'
import type { ZzOptions } from '../engine/options'
import type { ZzRolledDie } from '../engine/reroll'

const signed = (n: number, what: string): string => (n < 0 ? ` − ${what}${-n}` : ` + ${what}${n}`)

/** One die: "d8 [7]", or "d8 [2 → 7]" after a re-roll. */
export function dieText(d: ZzRolledDie): string {
  return `d${d.sides} [${[...(d.earlier ?? []), d.face].join(' → ')}]`
}

function chainText(part: ZzRollPart): string {
  const c = part.chain
  if (!c) return ''
  const throws = c.throws.map((t) => (t.crit ? 'Crit' : 'blank')).join(', ')
  const end = c.bust ? ', bust' : c.doublings > 0 ? `, ×${2 ** c.doublings}` : ''
  return ` (Aim / Focus: ${throws}${end})`
}

function attackFlat(input: ZzAttackInput, options: ZzOptions): string {
  const a = input.attacker.figure
  const w = input.weapon
  let out = ''
  if (w && w.kind !== 'melee') {
    out += signed(w.projectileBonus ?? 0, 'projectile ').replace(' + projectile 0', '')
  } else {
    const f = meleeFormula(a, w, options)
    for (const x of f.attributes) {
      const v = { STR: a.str, DEX: a.dex, INT: a.int, CHA: a.cha }[x.attribute] * x.sign
      out += signed(v, `${x.attribute} `)
    }
    if (f.flat) out += signed(f.flat, '')
    if (input.attackModifier) out += signed(input.attackModifier, 'modifier ')
  }
  return out
}

/** The Ranged Attack Roll: "d20 [14] − range 2 − archery 5 = 7: miss (10 hits)". */
function rangedText(r: ZzAttackRecord, options: ZzOptions, mod: number): string {
  const p = r.ranged
  if (!p) return ''
  const d20 = r.dice
    .filter((d) => d.role === 'ranged')
    .map(dieText)
    .join(' + ')
  const range = p.rangePenalty ? signed(p.rangePenalty, 'range ') : ''
  const m = mod ? signed(mod, 'modifier ') : ''
  return `Ranged Attack ${d20}${range}${signed(p.archery, 'archery ')}${m}${chainText(p)} = ${p.total}: ${p.hit ? 'hit' : `miss (${options.rangedHitTarget} hits)`}`
}

/** ZZ-34..49: the whole attack in words, and the word for the dice log's outcome. */
export function attackText(
  input: ZzAttackInput,
  r: ZzAttackRecord,
  options: ZzOptions,
): { detail: string; outcome: string } {
  const t = input.target.figure
  const parts: string[] = []
  if (r.ranged) parts.push(rangedText(r, options, input.attackModifier ?? 0))
  if (r.attack && r.defense) {
    const role = r.ranged ? 'damage' : 'attack'
    const dice = r.dice
      .filter((d) => d.role === role)
      .map(dieText)
      .join(' + ')
    const def = r.dice
      .filter((d) => d.role === 'defense')
      .map(dieText)
      .join(' + ')
    const unexpected = r.defense.unexpected ? ' (unexpected: counts as 1)' : ''
    const armour = t.defenseBonus ? signed(t.defenseBonus, 'armour ') : ''
    const defend = r.defense.pendingBonus ? signed(r.defense.pendingBonus, 'Defend ') : ''
    const defMod = input.defenseModifier ? signed(input.defenseModifier, 'modifier ') : ''
    parts.push(
      `${dice}${attackFlat(input, options)}${chainText(r.attack)} = ${r.attack.total} vs ${def}${unexpected}${signed(t.dex, 'DEX ')}${armour}${defend}${defMod}${chainText(r.defense)} = ${r.defense.total}`,
    )
  }
  const down = r.statusesGained.includes('dead')
    ? ': DEAD'
    : r.statusesGained.includes('down')
      ? ': DOWN'
      : ''
  const hp = r.damage > 0 ? `; ${t.name} ${r.hpBefore} → ${r.hpAfter} HP${down}` : ''
  const lost = r.projectileLost ? '; the projectile is lost' : ''
  const result =
    r.ranged && !r.ranged.hit ? 'miss' : r.damage > 0 ? `${r.damage} damage` : 'no damage'
  return {
    detail: `${parts.join('; ')}: ${result}${hp}${lost}`,
    outcome: down ? down.slice(2) : result,
  }
}

/**
 * What "Show on table" tells the players of an attack: the weapon, the attacker's own total (the
 * Ranged Attack Roll, else the attack) and whether it hurt. Never the damage number: it is the
 * attack less the target's Defend roll, DEX and armour, so it would tell the target's sheet.
 */
export function publicAttack(r: ZzAttackRecord): PublicRoll {
  const outcome = r.ranged && !r.ranged.hit ? 'miss' : r.damage > 0 ? 'hit' : 'no damage'
  return {
    what: r.kind === 'unarmed' ? 'Unarmed attack' : `Attack with ${r.weaponName}`,
    total: r.ranged?.total ?? r.attack?.total ?? null,
    outcome,
  }
}
