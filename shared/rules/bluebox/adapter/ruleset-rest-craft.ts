/**
 * The Rest Activities that change a sheet: crafting Simple Craftables into the inventory and
 * practice toward Practiced with a weapon (Rest & Repair; Simple Craftables). A PC's sheet changes;
 * an NPC companion's library sheet is shared by all its tokens, so its results are only logged.
 */
import type { RestSlot } from '../../../model'
import { CRAFTABLES, craftingSucceeds } from '../engine/craftables'
import {
  PRACTICE_NEEDED,
  checkName,
  isCraftable,
  memberCheck,
  memberCraftMax,
  type Member,
} from './ruleset-rest-members'
import { line, pcOf, say, type Work } from './ruleset-rest-work'
import { INVENTORY_MAX, type InventoryItem } from '../engine/sheet-schema'

const ITEM_COUNT_MAX = 999

/** The weapon a slot names, on the sheet of `owner` (the member, or the ally a repair is for). */
export function weaponName(owner: Member | null, slot: RestSlot): string | undefined {
  // No weapon has an undefined id: a slot naming none finds none and stays undefined.
  return owner?.sheet?.weapons.find((x) => x.id === slot.weapon)?.name ?? slot.weapon
}

/**
 * Crafting: up to 1 + KNO items of the one craftable chosen (the slot's count, else as many as
 * allowed), a Crafting check from the crafter's sheet per item against the item's DC; each
 * success is one item added to a PC crafter's inventory (merged by name), a failure loses nothing
 * (Rest & Repair, Crafting & Modifications; Simple Craftables).
 */
export function craft(w: Work, m: Member, slot: RestSlot, what: string): void {
  if (slot.item === undefined || !isCraftable(slot.item))
    return void say(w, line(m.name, what, null, 'nothing: no craftable chosen'))
  const item = CRAFTABLES[slot.item]
  const most = memberCraftMax(m)
  const count = Math.min(most, slot.count ?? most)
  if (count === 0)
    return void say(
      w,
      line(m.name, `${what}: ${item.name}`, null, 'nothing made', `1 + KNO is ${most}`),
    )
  let made = 0
  for (let i = 1; i <= count; i++) {
    // A member with no sheet crafts 0 items (1 + KNO is 0), so the crafter here has a sheet.
    const c = memberCheck(w.campaign, m, 'crafting', item.dc, w.dice)!
    const ok = c.rolled.roll !== null && craftingSucceeds(item.id, c.rolled.roll)
    if (ok) made++
    const name = `${checkName('crafting', item.dc)}: ${item.name} ${i} of ${count}`
    const outcome = ok ? 'made' : 'failed (no components lost)'
    say(w, line(m.name, name, c.total, outcome, c.detail))
  }
  if (made === 0) return
  const pc = pcOf(w, m)
  if (!pc)
    return void say(
      w,
      line(
        m.name,
        'Inventory',
        made,
        `${made} × ${item.name} made: note it by hand`,
        'an NPC sheet is shared by all its tokens',
      ),
    )
  const inventory: InventoryItem[] = [...(pc.inventory ?? [])]
  const at = inventory.findIndex((x) => x.name === item.name)
  if (at < 0 && inventory.length >= INVENTORY_MAX)
    return void say(
      w,
      line(
        m.name,
        'Inventory',
        made,
        `${made} × ${item.name} made: the inventory is full, note it by hand`,
      ),
    )
  const had = at < 0 ? 0 : inventory[at]!.count
  const now = Math.min(ITEM_COUNT_MAX, had + made)
  if (at < 0) inventory.push({ name: item.name, count: now })
  else inventory[at] = { ...inventory[at]!, count: now }
  w.pcs.set(pc.id, { ...pc, inventory })
  say(w, line(m.name, 'Inventory', made, `${item.name} × ${had} → ${now}`))
}

/** Practice with a weapon not yet Practiced: progress +1 on the sheet; the second makes it Practiced (Rest & Repair, Practice & Preparation). */
export function practice(w: Work, m: Member, slot: RestSlot, what: string): void {
  const pc = pcOf(w, m)
  const name = weaponName(m, slot) ?? 'no weapon chosen'
  if (!pc)
    return void say(
      w,
      line(
        m.name,
        `${what}: ${name}`,
        null,
        'practised: note it by hand',
        'an NPC sheet is shared by all its tokens',
      ),
    )
  const at = pc.weapons.findIndex((x) => x.id === slot.weapon)
  const weapon = pc.weapons[at]
  if (!weapon) return void say(w, line(m.name, `${what}: ${name}`, null, 'no such weapon'))
  if (weapon.practiced)
    return void say(w, line(m.name, `${what}: ${weapon.name}`, null, 'already Practiced'))
  const progress = (weapon.practice ?? 0) + 1
  const { practice: _p, ...rest } = weapon
  const next =
    progress >= PRACTICE_NEEDED ? { ...rest, practiced: true } : { ...weapon, practice: progress }
  const weapons = pc.weapons.map((x, i) => (i === at ? next : x))
  w.pcs.set(pc.id, { ...pc, weapons })
  const outcome =
    progress >= PRACTICE_NEEDED
      ? 'now Practiced'
      : `practice ${progress}/${PRACTICE_NEEDED} toward Practiced`
  say(w, line(m.name, `${what}: ${weapon.name}`, progress, outcome))
}
