/**
 * A rest's work on weapons and Tools: repairing a damaged or destroyed one, and swapping,
 * removing or installing a Tool Module on the sheet (Rest & Repair, Regeneration & Repair and
 * Crafting & Modifications; Decisive Rolls & Hits, Destroy).
 */
import type { RestSlot } from '../../../model'
import { weaponName } from './ruleset-rest-craft'
import { memberOf, type Member } from './ruleset-rest-members'
import { endedNames, ends, instOf, line, pcOf, say, type Work } from './ruleset-rest-work'

/** The mark a Destroy hit leaves (Decisive Rolls & Hits): 1 Flaw on the weapon's attacks, no Modules. */
const DESTROYED = 'weapon-destroyed'

/**
 * Repair a weapon or Tool, one's own or an ally's: the owner's token forgets the weapon a Destroy
 * broke, and with it the Flaw and the lost Modules (Rest & Repair: "Repair your (or an ally's)
 * damaged/destroyed weapon or Tool"; Destroy). A slot naming no weapon, or a mark that names none
 * (an older campaign), repairs every broken weapon; the mark goes once none is left broken.
 */
export function repairWeapon(w: Work, m: Member, slot: RestSlot, what: string): void {
  const owner = slot.target !== undefined ? memberOf(w.campaign, slot.target) : m
  const weapon = weaponName(owner, slot)
  const repaired = weapon ? `${weapon} repaired` : 'repaired'
  const inst = owner ? instOf(w, owner) : undefined
  const listed = inst?.destroyedWeapons
  const fixes = slot.weapon === undefined || listed === undefined || listed.includes(slot.weapon)
  if (!inst || !inst.conditions.includes(DESTROYED) || !fixes)
    return void say(w, line(m.name, what, null, repaired))
  const left = slot.weapon !== undefined && listed ? listed.filter((x) => x !== slot.weapon) : []
  const { destroyedWeapons: _old, ...rest } = inst
  const after = left.length
    ? { ...rest, destroyedWeapons: left }
    : { ...rest, conditions: inst.conditions.filter((c) => c !== DESTROYED) }
  // A state comes only from an owner's token (instOf), so both are there.
  w.insts.set(owner!.token!.id, after)
  say(
    w,
    line(
      m.name,
      what,
      null,
      `${repaired}${ends(endedNames(inst.conditions, after.conditions))}`,
      left.length
        ? 'its attacks lose the Flaw and its Modules work again; other weapons stay destroyed'
        : 'its attacks lose the Flaw and its Modules work again',
    ),
  )
}

/**
 * Swap, remove or install one Tool Module on a weapon or Tool of one's own: the slot's `remove`
 * comes off the weapon's Modules, its `install` goes on (Rest & Repair, Crafting &
 * Modifications). An NPC's sheet is shared by all its tokens, so the change is only logged.
 */
export function swapModule(w: Work, m: Member, slot: RestSlot, what: string): void {
  const name = weaponName(m, slot)
  const change = [
    slot.remove !== undefined ? `${slot.remove} removed` : '',
    slot.install !== undefined ? `${slot.install} installed` : '',
  ].filter((x) => x !== '')
  const words = change.length ? change.join(', ') : 'no Module named'
  const on = name ? ` on ${name}` : ''
  const pc = pcOf(w, m)
  if (!pc)
    return void say(
      w,
      line(
        m.name,
        what,
        null,
        `${words}${on}: note it by hand`,
        'an NPC sheet is shared by all its tokens',
      ),
    )
  const at = pc.weapons.findIndex((x) => x.id === slot.weapon)
  const weapon = pc.weapons[at]
  if (!weapon || change.length === 0) return void say(w, line(m.name, what, null, `${words}${on}`))
  const kept = weapon.modules.filter((x) => x !== slot.remove)
  const modules = slot.install !== undefined ? [...kept, slot.install] : kept
  const weapons = pc.weapons.map((x, i) => (i === at ? { ...weapon, modules } : x))
  w.pcs.set(pc.id, { ...pc, weapons })
  const now = modules.length ? modules.join('; ') : 'none'
  say(w, line(m.name, what, null, `${words}${on}`, `Modules now: ${now}`))
}
