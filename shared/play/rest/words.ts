/** Rest plans in words: a member's name and a planned activity as the board and the log say it. */
import type { Campaign, RestSlot } from '../../model'
import type { RulesetRest } from '../../rules'

/** A member's name: its token's, else its player character's, else the id. */
export function memberName(campaign: Campaign, id: string): string {
  if (Object.hasOwn(campaign.tokens, id)) return campaign.tokens[id]!.name
  const pc = Object.hasOwn(campaign.pcs, id) ? (campaign.pcs[id] as { name?: unknown }) : undefined
  return typeof pc?.name === 'string' ? pc.name : id
}

/** How a slot is put into words for someone other than the GM. */
export interface SlotWordsOptions {
  /** Leave out the count of items (the players' board shows no numbers). */
  noCount?: boolean
  /** A name for the target instead of its own (the players' board: "an ally" for a hidden one). */
  targetName?: (id: string) => string
}

/**
 * "Repair Plating for Kopaka", "Gift your Rest Activity to Vaka", "Craft Simple Craftables: Rope × 2", "Practice with a weapon: Spear".
 * The weapon is named by the ruleset's `weapons` hook for `memberId` (its id when either is absent).
 */
export function slotWords(
  campaign: Campaign,
  hooks: RulesetRest,
  slot: RestSlot,
  memberId?: string,
  options: SlotWordsOptions = {},
): string {
  const def = hooks.activities.find((a) => a.id === slot.activity)
  let words = def?.name ?? slot.activity
  if (slot.item !== undefined) {
    const item = hooks.items.find((i) => i.id === slot.item)?.name ?? slot.item
    const count = slot.count !== undefined && !options.noCount ? ` × ${slot.count}` : ''
    words += `: ${item}${count}`
  }
  if (slot.weapon !== undefined) {
    const weapons = memberId !== undefined ? (hooks.weapons?.(campaign, memberId) ?? []) : []
    words += `: ${weapons.find((w) => w.id === slot.weapon)?.name ?? slot.weapon}`
  }
  const modules = [
    slot.remove !== undefined ? `off ${slot.remove}` : '',
    slot.install !== undefined ? `on ${slot.install}` : '',
  ].filter((x) => x !== '')
  if (modules.length) words += ` (${modules.join(', ')})`
  if (slot.target !== undefined && slot.target !== memberId) {
    const name = options.targetName ?? ((id: string) => memberName(campaign, id))
    words += `${def?.gift ? ' to' : ' for'} ${name(slot.target)}`
  }
  return words
}
