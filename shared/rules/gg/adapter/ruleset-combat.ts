/**
 * GG combat behind the Ruleset interface (OTHER-SYSTEMS.md A.1, A.5, A.6, D.1; seed 001, "Active
 * Time"): the combat tracker's economy (AP, RP and Movement metres, the repeat surcharge), GG
 * initiative and its tie rules, the turn-start and turn-end hooks (ledger reset, dying tick, Limit
 * Potential, Surprised, the hover check), the being's conditions and vitals, Opportunity Attacks
 * (only with the stat block's permission, once until the being's next turn), and the party's
 * Limit Potential track. Each part lives in the ruleset-combat-*.ts file beside this one.
 */
import type { RulesetCombat } from '../../ruleset'
import type { GgTypes } from './types'
import { GG_RESOURCES, ggActions, ggActionTaken, ggEconomy } from './ruleset-combat-actions'
import { ggRollInitiative, ggSettleInitiative } from './ruleset-combat-initiative'
import { ggInstanceEdited } from './ruleset-combat-switch'
import { ggPartyTracks, ggUsePartyTrack } from './ruleset-combat-limit'
import { ggAtCombatEnd, ggAtTurnEnd, ggAtTurnStart, ggTurnPrompts } from './ruleset-combat-turns'
import {
  ggConditionsOf,
  ggHarm,
  ggOpportunityCostOf,
  ggOutOfFight,
  ggReach,
  ggVitals,
  ggWithCondition,
} from './ruleset-combat-views'
import { ggOptionsOf } from './ruleset-combat-being'

export const ggCombat: RulesetCombat<GgTypes> = {
  // Initiative: the GG decides who is Surprised before the Initiative Tests are rolled.
  initiativeTicks: ['surprised'],
  resources: GG_RESOURCES,
  economy: ggEconomy,
  actions: ggActions,
  actionTaken: ggActionTaken,
  // GG-019/020: metres come only from the Movement action; a drag that needs them takes it.
  dashAction: 'movement',
  /** GG-021: switching the way of moving mid-Movement re-prices the metres left. */
  instanceEdited: ggInstanceEdited,
  rollInitiative: ggRollInitiative,
  settleInitiative: ggSettleInitiative,
  /** GG-003: a group of NPCs rolls once and acts in one slot. */
  groupSharesInitiative: true,
  /** GG-012 / GG-Q8: a newcomer tied with the current turn waits when the table says 'nextRound'. */
  lateJoinTieWaits: (campaign) => ggOptionsOf(campaign).lateJoinEqual === 'nextRound',
  atTurnStart: ggAtTurnStart,
  atTurnEnd: ggAtTurnEnd,
  /** GG-Q51: the Memory is dismissed as the encounter ends. */
  atCombatEnd: ggAtCombatEnd,
  prompts: (campaign, tokenId, at) => ggTurnPrompts(campaign, tokenId, at),
  conditionsOf: ggConditionsOf,
  withCondition: ggWithCondition,
  vitals: ggVitals,
  harm: ggHarm,
  outOfFight: ggOutOfFight,
  reach: ggReach,
  /** F-GG-4: the table's RP cost, and none for a stat block without the Opportunity Attack (L56). */
  opportunityCostOf: ggOpportunityCostOf,
  /** F-GG-5 / GG-Q24: leaving an AoC provokes unless the table lets only standing up provoke. */
  movesProvoke: (campaign) => ggOptionsOf(campaign).oaTrigger !== 'standUpOnly',
  partyTracks: ggPartyTracks,
  usePartyTrack: ggUsePartyTrack,
}
