/** Rest plans in words: a member's name and a planned activity as the board and the log say it. */
import type { Campaign, RestSlot } from '../../model'
import type { RulesetRest } from '../../rules'

/** A member's name: its token's, else its player character's, else the id. */
export function memberName(campaign: Campaign, id: string): string {
  if (Object.hasOwn(campaign.tokens, id)) return campaign.tokens[id]!.name
  const pc = Object.hasOwn(campaign.pcs, id) ? (campaign.pcs[id] as { name?: unknown }) : undefined
  return typeof pc?.name === 'string' ? pc.name : id
}

/** "Repair Plating for Kopaka", "Craft Simple Craftables: Rope × 2", "Practice with a weapon: Spear". */
export function slotWords(campaign: Campaign, hooks: RulesetRest, slot: RestSlot): string {
  const def = hooks.activities.find((a) => a.id === slot.activity)
  let words = def?.name ?? slot.activity
  if (slot.item !== undefined) {
    const item = hooks.items.find((i) => i.id === slot.item)?.name ?? slot.item
    words += `: ${item}${slot.count !== undefined ? ` × ${slot.count}` : ''}`
  }
  if (slot.weapon !== undefined) words += `: ${slot.weapon}`
  if (slot.target !== undefined) words += ` for ${memberName(campaign, slot.target)}`
  return words
}
