/** A fresh campaign that plays a ruleset this build knows (the default unless one is named). */
import { newCampaign, type Campaign } from '../../../shared/model'
import { DEFAULT_RULESET_ID, listRulesets, rulesetById } from '../../../shared/rules'

/** A ruleset id this build does not know, named with the ones it does. */
export class UnknownRulesetChoice extends Error {
  override name = 'UnknownRulesetChoice'
  constructor(readonly rulesetId: string) {
    const known = listRulesets().map((r) => `${r.name} (${r.id})`)
    super(
      `this version of Blue Box GM does not know the ruleset "${rulesetId}"; it plays ${known.join(', ')}`,
    )
  }
}

export function newCampaignPlaying(
  input: { id: string; name: string },
  rulesetId: string = DEFAULT_RULESET_ID,
): Campaign {
  const ruleset = rulesetById(rulesetId)
  if (!ruleset) throw new UnknownRulesetChoice(rulesetId)
  // The first map is of the ruleset's first board kind (a square-only game gets a square map).
  const first = ruleset.boards[0]
  const board = first === 'square' || first === 'gridless' ? first : 'hex'
  return { ...newCampaign({ ...input, board }), rulesetId: ruleset.id as Campaign['rulesetId'] }
}
