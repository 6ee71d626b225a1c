/**
 * The attack preview (shared/rules/gg/attack-preview.ts) as the roll dialog and target panel ask
 * for it. The rolls side fills in `attackPreview`; until a build has it, the dialog says the odds
 * come when a target is chosen instead of failing.
 */
import type { Campaign } from '../../../../../shared/model'
import * as previewModule from '../../../../../shared/rules/gg/attack-preview'
import type {
  AttackPreviewFn,
  AttackPreviewResult,
} from '../../../../../shared/rules/gg/attack-preview'
import type { GgAttackRequest } from '../../../../../shared/rules/gg/roll-requests'

const fn = (previewModule as unknown as { attackPreview?: AttackPreviewFn }).attackPreview

/** What the attack would do, or why it cannot be made; null when this build has no preview. */
export function previewAttack(
  campaign: Campaign | null,
  request: GgAttackRequest,
): AttackPreviewResult | null {
  if (!fn || !campaign) return null
  try {
    return fn(campaign, request)
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
    advantages: 0,
    disadvantages: 0,
    modifier: 0,
    ...r,
  }
}
