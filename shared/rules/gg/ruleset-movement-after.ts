/**
 * What a GG move changes besides the mover's place (OTHER-SYSTEMS.md A.2): a flier that climbed
 * or dived is at its new altitude and flies on at it (GG-024); a jump made is done (GG-029/032);
 * a grappled being it drags comes along behind it (GG-043).
 */
import type { Hex } from '../../geometry/hex'
import type { Campaign } from '../../model'
import type { StateChange } from '../ruleset'
import { ggInstanceOf, type GgInstance } from './instance'

/** The changes a priced move of `tokenId` along `path` (it now stands at its end) brings with it. */
export function ggAfterMove(
  campaign: Campaign,
  tokenId: string,
  path: readonly Hex[],
): StateChange[] {
  const token = Object.hasOwn(campaign.tokens, tokenId) ? campaign.tokens[tokenId] : undefined
  const inst = token ? ggInstanceOf(token.instance) : null
  if (!token || !inst) return []
  const changes: StateChange[] = []
  const flyTo = inst.move?.mode === 'fly' ? inst.move.flyTo : undefined
  if (flyTo !== undefined && !inst.conditions.includes('prone')) {
    const { flyTo: _done, ...move } = inst.move!
    const next: GgInstance = { ...inst, move }
    if (flyTo > 0) next.altitude = flyTo
    else delete next.altitude
    changes.push({ kind: 'instance', tokenId, instance: next })
  }
  // A jump is one leap: the next drag walks again unless the GM asks for another.
  if (inst.jump && inst.move?.mode !== 'fly') {
    const base = (changes[0] as { instance: GgInstance } | undefined)?.instance ?? inst
    const { jump: _done, ...rest } = base
    changes.splice(0, changes.length, { kind: 'instance', tokenId, instance: rest })
  }
  if (inst.dragging) changes.push(...dragAlong(campaign, tokenId, inst.dragging.tokenId, path))
  return changes
}

/**
 * GG-043: the dragged being comes along to the cell the grappler passed last (the one it left, for
 * a one-step move), unless someone else stands there or it is no longer on the grappler's map.
 */
function dragAlong(
  campaign: Campaign,
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
