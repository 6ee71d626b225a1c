/**
 * The GM's answer to a Scar Concept a hit offered (GG-087, seed L91–93): the held damage lands
 * with the Scar taken (one of each Severity at a time, preventing the table's amount) or with
 * none, through the same landing as the attack's (./ruleset-attack-land). Logged as its own line
 * and undone like any roll's changes.
 */
import { RollRefused, type RolledRequest } from '../../ruleset'
import { absorbDamage } from '../engine/damage'
import type { GgScarSeverity } from '../engine/model'
import type { GgScarChoice } from '../engine/roll-requests'
import { damageTargetOf, pipelineText } from './ruleset-attack-damage'
import { damageLands } from './ruleset-attack-land'
import { ggOptionsOf, ggSheetOfToken, stateOf, ggTokenOf } from './ruleset-rolls-lookup'
import type { GgCampaign } from './types'

const SEVERITY_WORD: Readonly<Record<GgScarSeverity, string>> = {
  mild: 'Mild',
  moderate: 'Moderate',
  severe: 'Severe',
}

/** Land the damage a Scar offer held, with the Scar the GM accepted or none. */
export function resolveGgScarChoice(campaign: GgCampaign, request: GgScarChoice): RolledRequest {
  const options = ggOptionsOf(campaign)
  const token = ggTokenOf(campaign, request.scarFor)
  const sheet = ggSheetOfToken(campaign, token, 'it holds no Scar offer')
  const state = stateOf(token, sheet)
  const offer = state.scarOffer
  if (!offer) throw new RollRefused(`${token.name} has no Scar Concept offered to answer.`)
  const scar = request.choice === 'decline' ? undefined : request.choice
  if (scar && state.scars.includes(scar))
    throw new RollRefused(
      `${token.name} already has a ${SEVERITY_WORD[scar]} Scar and can hold only one of each kind (GG-087); choose another.`,
    )
  const d = absorbDamage(offer.damage, offer.types, damageTargetOf(sheet, state), scar, options)
  const landed = damageLands(
    {
      campaign,
      name: token.name,
      isPc: token.pcId !== undefined && token.npcId === undefined,
      sheet,
      state,
      options,
    },
    d,
    { crit: offer.crit, nonlethal: offer.nonlethal },
  )
  const answer = scar ? `${SEVERITY_WORD[scar]} Scar taken` : 'Scar declined'
  const fromToken =
    offer.fromTokenId !== undefined && Object.hasOwn(campaign.tokens, offer.fromTokenId)
      ? offer.fromTokenId
      : undefined
  return {
    outcome: {
      who: token.name,
      what: `Scar Concept against ${offer.from}'s hit`,
      total: null,
      outcome: answer,
      detail: [`${offer.damage} damage held`, pipelineText(d), ...landed.notes].join('; '),
      // The table hears of the Scar (a Concept is told at the table), never HP or BP.
      public: { what: 'Scar Concept', total: null, outcome: answer },
    },
    changes: [{ kind: 'instance', tokenId: token.id, instance: landed.state }],
    label: `${token.name}: ${answer}`,
    // The fight's harm counts to whoever dealt the hit; nothing is paid.
    ...(fromToken ? { actor: fromToken } : {}),
  }
}
