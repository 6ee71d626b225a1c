/**
 * What a GG move changes besides the mover's place (OTHER-SYSTEMS.md A.2): a flier that climbed
 * or dived is at its new altitude and flies on at it (GG-024); a jump made is done (GG-029/032);
 * a grappled being it drags comes along behind it (GG-043).
 */
import type { Hex } from '../../../geometry/hex'
import type { StateChange } from '../../ruleset'
import type { GgInstance } from '../engine/instance'
import type { GgCampaign } from './types'

/** The changes a priced move of `tokenId` along `path` (it now stands at its end) brings with it. */
export function ggAfterMove(
  campaign: GgCampaign,
  tokenId: string,
  path: readonly Hex[],
): StateChange[] {
  const token = Object.hasOwn(campaign.tokens, tokenId) ? campaign.tokens[tokenId] : undefined
  const inst = token?.instance
  if (!token || !inst) return []
  // The mover's new state, when the move changed it.
  let next: GgInstance | undefined
  const flyTo = inst.move?.mode === 'fly' ? inst.move.flyTo : undefined
  if (flyTo !== undefined && !inst.conditions.includes('prone')) {
    const { flyTo: _done, ...move } = inst.move!
    next = { ...inst, move }
    if (flyTo > 0) next.altitude = flyTo
    else delete next.altitude
  }
  // A jump is one leap: the next drag walks again unless the GM asks for another.
  if (inst.jump && inst.move?.mode !== 'fly') {
    const { jump: _done, ...rest } = next ?? inst
    next = rest
  }
  const changes: StateChange[] = next ? [{ kind: 'instance', tokenId, instance: next }] : []
  if (inst.dragging) changes.push(...dragAlong(campaign, tokenId, inst.dragging.tokenId, path))
  return changes
}

/**
 * GG-043: the dragged being comes along to the cell the grappler passed last (the one it left, for
 * a one-step move), unless someone else stands there or it is no longer on the grappler's map.
 */
function dragAlong(
  campaign: GgCampaign,
  grapplerId: string,
  targetId: string,
  path: readonly Hex[],
): StateChange[] {
  const target = Object.hasOwn(campaign.tokens, targetId) ? campaign.tokens[targetId] : undefined
  const grappler = campaign.tokens[grapplerId]
  const trail = path[path.length - 2]
  if (!target || !grappler || !trail || target.mapId !== grappler.mapId) return []
  if (target.hex.q === trail.q && target.hex.r === trail.r) return []
  const taken = Object.values(campaign.tokens).some(
    (t) =>
      t.id !== targetId &&
      t.kind !== 'object' &&
      t.mapId === grappler.mapId &&
      t.hex.q === trail.q &&
      t.hex.r === trail.r,
  )
  return taken ? [] : [{ kind: 'token', tokenId: targetId, hex: { q: trail.q, r: trail.r } }]
}
