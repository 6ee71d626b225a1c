/**
 * Conditions that last until a rest, remembered on the token itself (`token.untilRest`) rather
 * than only as a fight's timer: a fight's timers go when it ends, yet such a condition must stay
 * until the bearer rests, in a fight or out of one.
 */
import type { Campaign, Token } from '../../model'

/** The conditions `token` holds until a rest, as remembered. */
export function untilRestOf(token: Token): readonly string[] {
  return Array.isArray(token.untilRest) ? token.untilRest : []
}

/** Remember (`on`) or forget that `condition` on the token lasts until a rest. */
export function withUntilRest(
  campaign: Campaign,
  tokenId: string,
  condition: string,
  on: boolean,
): Campaign {
  const token = Object.hasOwn(campaign.tokens, tokenId) ? campaign.tokens[tokenId] : undefined
  if (!token) return campaign
  const before = untilRestOf(token)
  if (before.includes(condition) === on) return campaign
  const after = on ? [...before, condition] : before.filter((c) => c !== condition)
  const { untilRest: _drop, ...rest } = token
  const next: Token = after.length ? { ...rest, untilRest: after } : rest
  return { ...campaign, tokens: { ...campaign.tokens, [tokenId]: next } }
}
