/**
 * The start- and end-of-turn checklist: what a boundary asks the GM (a save, damage dice) waits
 * here as an item until the GM rolls or dismisses it. Nothing on it is applied silently.
 */
import { TURN_ITEMS_MAX, type Campaign, type Combat, type TurnItem } from '../../model'
import type { TurnPrompt } from '../../rules'
import { mintId, withCombat } from './state'
import { CombatRefused } from './types'

/** The key an item's data carries when it is a timer's save (the tracker's own, not the ruleset's). */
export const SAVE_ITEM = 'saveForTimer'

/** A prompt asking the tracker to move the turn to the end of the round (Blue Box: Dazed). */
export function isDelayTurn(p: TurnPrompt): boolean {
  const d = p.data as { kind?: unknown } | null | undefined
  return typeof d === 'object' && d !== null && d.kind === 'delay-turn'
}

/** The prompts as items on the checklist (`during`: asked by a move); refused when it is full. */
export function addItems(
  campaign: Campaign,
  tokenId: string,
  at: 'start' | 'end',
  prompts: readonly TurnPrompt[],
  during = false,
): Campaign {
  if (prompts.length === 0) return campaign
  let combat = campaign.combat as Combat
  if (combat.items.length + prompts.length > TURN_ITEMS_MAX) {
    throw new CombatRefused(
      `${combat.items.length} turn items are waiting: resolve or dismiss some before the next turn`,
    )
  }
  const items: TurnItem[] = []
  for (const p of prompts) {
    const minted = mintId(combat, 'i')
    combat = minted.combat
    items.push({
      id: minted.id,
      tokenId,
      at,
      round: combat.round,
      source: p.source.slice(0, 80) || 'Turn',
      text: p.text.slice(0, 300) || p.source.slice(0, 80) || 'Turn',
      data: p.data,
      ...(during ? { during: true } : {}),
    })
  }
  return withCombat(campaign, { ...combat, items: [...combat.items, ...items] })
}
