/**
 * What a GG move changes besides the mover's place (OTHER-SYSTEMS.md A.2): a flier that climbed
 * or dived is at its new altitude and flies on at it (GG-024); a jump made is done (GG-029/032).
 */
import type { Hex } from '../../geometry/hex'
import type { Campaign } from '../../model'
import type { StateChange } from '../ruleset'
import { ggInstanceOf, type GgInstance } from './instance'

/** The changes a priced move of `tokenId` (now moved, from `from`) brings with it. */
export function ggAfterMove(campaign: Campaign, tokenId: string, _from: Hex): StateChange[] {
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
  return changes
}
