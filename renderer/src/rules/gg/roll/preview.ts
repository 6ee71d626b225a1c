/**
 * The attack preview (shared/rules/gg/adapter/attack-preview.ts) as the roll dialog and target panel ask
 * for it: the same inputs the roll reads in main, so the odds shown are the roll's.
 */
import type { Campaign } from '../../../../../shared/model'
import {
  attackPreview,
  type AttackPreviewResult,
} from '../../../../../shared/rules/gg/adapter/attack-preview'
import type { GgAttackRequest } from '../../../../../shared/rules/gg/engine/roll-requests'

/** What the attack would do, or why it cannot be made; null without a campaign. */
export function previewAttack(
  campaign: Campaign | null,
  request: GgAttackRequest,
): AttackPreviewResult | null {
  if (!campaign) return null
  try {
    return attackPreview(campaign, request)
  } catch (e) {
    return { ok: false, refused: e instanceof Error ? e.message : String(e) }
  }
}

/** The request with every field the schema would default, for a preview. */
export function fullAttackRequest(
  r: Partial<GgAttackRequest> & Pick<GgAttackRequest, 'attackerTokenId' | 'targetTokenId'>,
): GgAttackRequest {
  return {
    kind: 'attack',
    use: 'action',
    mark: false,
    opportunity: false,
    nonLethal: false,
    cover: 'none',
    unseenAttacker: false,
    unseenTarget: false,
    offHand: 'none',
    offHandLoaded: false,
    alsoTargetTokenIds: [],
    advantages: 0,
    disadvantages: 0,
    modifier: 0,
    ...r,
  }
}
