/**
 * Blue Box combat and rest hooks behind the Ruleset interface: a turn's economy and the actions
 * the tracker charges for, initiative, the conditions that end by themselves at a turn boundary,
 * and the rest kinds and activities (Starting & Ending Combat; Actions & Action Economy; Combat
 * Actions; Conditions & Statuses; Rest & Repair). What a boundary asks the GM to roll is in
 * ruleset-turn-prompts.ts, the Escalation Counter in ruleset-escalation.ts, the list's views in
 * ruleset-combat-views.ts.
 */
import type { Dice } from '../../../dice'
import type {
  EconomyResource,
  InitiativeFlags,
  RulesetCombat,
  StateChange,
  TurnAction,
} from '../../ruleset'
import { apPerTurn } from '../engine/actions'
import { beingConditions, combatOptions, forbidden, sheetRecord, tokenById } from './combat-being'
import { initiativeEdgeFlaw, rollInitiative } from '../engine/initiative'
import { DEFAULT_SPEED_METRES } from '../engine/move-plan'
import { movementSpeed, QUICK_STEP_METRES } from '../engine/movement'
import {
  blueboxConditionsOf,
  blueboxHarm,
  blueboxOutOfFight,
  blueboxReach,
  blueboxVitals,
  blueboxWithCondition,
} from './ruleset-combat-views'
import {
  blueboxEnterPrompts,
  blueboxHoldable,
  blueboxOpportunityCostOf,
  OPPORTUNITY_COST,
} from './ruleset-combat-moves'
import { BLUEBOX_CONDITION_DEFS } from './ruleset-conditions'
import { blueboxPools, blueboxSpendPool } from './ruleset-ep'
import { blueboxPartyTracks, blueboxUsePartyTrack } from './ruleset-escalation'
import { blueboxTurnPrompts } from './ruleset-turn-prompts'
import { blueboxResolvePrompt, blueboxRollSave } from './ruleset-turn-resolve'
import type { BlueboxCampaign, BlueboxToken, BlueboxTypes } from './types'

export { blueboxTurnPrompts } from './ruleset-turn-prompts'

/**
 * A turn's resources: AP (refilled at the start of each turn), the Reaction (gained at the start
 * of the first turn, regained at the end of each own turn, one spent per round), metres of
 * movement left this turn, and the 1/round Dash and Quick-step (Actions & Action Economy;
 * Combat Actions, Movement).
 */
export const BLUEBOX_RESOURCES: readonly EconomyResource[] = [
  { id: 'ap', name: 'AP', refill: 'turn-start', show: 'pips' },
  {
    id: 'reaction',
    name: 'Reaction',
    refill: 'turn-end',
    fromFirstTurn: true,
    perRound: 1,
    show: 'pips',
  },
  { id: 'metres', name: 'Move', refill: 'turn-start', show: 'distance' },
  { id: 'dash', name: 'Dash', refill: 'turn-start', perRound: 1, show: 'pips' },
  { id: 'quickStep', name: 'Quick-step', refill: 'turn-start', perRound: 1, show: 'pips' },
]

/** A token's speed in metres: the token's own, else its sheet's, else 6 (Movement & Terrain). */
export function baseSpeed(token: BlueboxToken, campaign: BlueboxCampaign): number {
  return token.speed ?? sheetRecord(campaign, token)?.speed ?? DEFAULT_SPEED_METRES
}

/**
 * Metres for one Move Action after conditions: 0 when it cannot move, half while Down or
 * Hamstrung. Prone is not halved here: the map charges every crawled hex double (Prone), so
 * halving the metres as well would count it twice (Movement & Terrain; Down & Out; Prone).
 */
export function moveMetres(token: BlueboxToken, campaign: BlueboxCampaign): number {
  return movementSpeed(baseSpeed(token, campaign), beingConditions(campaign, token))
}

/**
 * What a combatant gets at a refill: its AP (2, or its sheet's; 1 when Down; 0 when it cannot
 * act), one Reaction unless it cannot react, its metres for a Move Action, one Dash and one
 * Quick-step (none of them when it cannot move) (Actions & Action Economy; Down & Out).
 */
export function blueboxEconomy(
  token: BlueboxToken,
  campaign: BlueboxCampaign,
): Record<string, number> {
  const conditions = beingConditions(campaign, token)
  const sheet = sheetRecord(campaign, token)
  // A condition that forbids acting also gives 0 AP, forbids Reactions and stops movement in the
  // condition table (a test holds the table to it), so those three answer "cannot act" too.
  const metres = moveMetres(token, campaign)
  return {
    ap: apPerTurn({ conditions, ...(sheet ? { baseAp: sheet.ap } : {}) }),
    reaction: forbidden(conditions).has('react') ? 0 : 1,
    metres,
    dash: metres > 0 ? 1 : 0,
    quickStep: metres > 0 ? 1 : 0,
  }
}

/**
 * The universal actions the tracker charges for, resolved for this token (Combat Actions): Dash
 * (1 AP, 1/round: a second Move Action's metres), Quick-step (1/round: the next move, up to 1 m,
 * provokes nothing), Disengage, Defensive Stance (until the start of the next turn), Hide, Hunker,
 * Stand up when Prone, holding an action (any AP action, at its AP, until the start of the next
 * turn), and the Free Actions: Release Grapple for a Grappler, and any the GM names, each once per
 * turn (Actions & Action Economy). Hide, Hunker and Stand up change conditions the tracker cannot
 * time (Hidden and Hunkered last until an event, Prone ends): the GM sets them in the conditions
 * editor, as their tooltips say.
 */
export function blueboxActions(token: BlueboxToken, campaign: BlueboxCampaign): TurnAction[] {
  const speed = moveMetres(token, campaign)
  const prone = token.instance?.conditions.includes('prone') === true
  const out: TurnAction[] = [
    {
      id: 'dash',
      name: 'Dash',
      cost: { ap: 1, dash: 1 },
      gives: { metres: speed },
      summary: `1 AP, once a round: a second Move Action (+${speed} m)`,
    },
    {
      id: 'quick-step',
      name: 'Quick-step',
      cost: { quickStep: 1 },
      flag: 'quick-step',
      summary: 'Once a round: the next move, up to 1 m, provokes no Reactions',
    },
    {
      id: 'disengage',
      name: 'Disengage',
      cost: { ap: 1 },
      flag: 'disengaged',
      summary: '1 AP: moving provokes no Reactions; no attacks or forced saves this turn',
    },
    {
      id: 'defensive-stance',
      name: 'Defensive Stance',
      cost: { ap: 1 },
      condition: { id: 'defensive-stance', until: 'start' },
      summary: '1 AP: AC and BAC +2 until the start of your next turn; +1 Edge on Reaction attacks',
    },
    {
      id: 'hide',
      name: 'Hide',
      cost: { ap: 1 },
      summary: '1 AP, while not seen: mark Hidden in the conditions editor (it lasts until found)',
    },
    {
      id: 'hunker',
      name: 'Hunker',
      cost: { ap: 1 },
      summary: '1 AP, in Cover: mark Hunkered in the conditions editor (while adjacent to Cover)',
    },
  ]
  if (prone)
    out.push({
      id: 'stand-up',
      name: 'Stand up',
      cost: { ap: 1 },
      summary: '1 AP: stand up; take Prone off in the conditions editor',
    })
  out.push({
    id: 'held-action',
    name: 'Hold an action',
    cost: {},
    holds: true,
    summary:
      "Pay the held action's AP now; it fires as your Reaction on its trigger, and lapses at the start of your next turn",
  })
  if (token.instance?.conditions.includes('grappler') === true)
    out.push({
      id: 'release-grapple',
      name: 'Release Grapple',
      cost: {},
      free: 'option',
      summary:
        'Free Action on your turn: end the Grapple; take Grappler off in the conditions editor',
    })
  out.push({
    id: 'free-action',
    name: 'Free Action',
    cost: {},
    free: 'named',
    summary: 'No AP: name it; each option once per turn',
  })
  return out
}

/**
 * Initiative: d12 + DEX from the sheet, +1 Edge each for Hidden (ticked, or the token is Hidden),
 * a coordinated strike, a kept watch and a camp alarm; no Exhaustion (Starting & Ending Combat;
 * Rest & Repair). The detail names every face: "d12 7 + DEX 2 + Edge 3 (Hidden) = 12".
 */
export function blueboxRollInitiative(
  token: BlueboxToken,
  campaign: BlueboxCampaign,
  flags: InitiativeFlags,
  dice: Dice,
): { total: number; detail: string } {
  const dex = sheetRecord(campaign, token)?.stats.DEX ?? 0
  const input = {
    dex,
    hidden: flags.hidden || token.instance?.conditions.includes('hidden') === true,
    coordinated: flags.coordinated,
    keptWatch: flags.keptWatch === true,
    campAlarm: flags.campAlarm === true,
  }
  const why = initiativeEdgeFlaw(input).sources.map((s) => s.label)
  const r = rollInitiative(input, dice)
  const mod = `${dex < 0 ? '−' : '+'} DEX ${Math.abs(dex)}`
  const edge = r.edgeDice.length ? ` + Edge ${r.edgeDice.join(' + ')}` : ''
  const flaw = r.flawDice.length ? ` − Flaw ${r.flawDice.join(' + ')}` : ''
  const because = why.length ? ` (${why.join(', ')})` : ''
  return { total: r.total, detail: `d12 ${r.natural} ${mod}${edge}${flaw}${because} = ${r.total}` }
}

const ENDS_AT = {
  start: new Set(
    BLUEBOX_CONDITION_DEFS.filter(
      (d) => d.timing.ends === 'start-of-turn' && d.timing.whose === 'own',
    ).map((d) => d.id),
  ),
  end: new Set(
    BLUEBOX_CONDITION_DEFS.filter(
      (d) => d.timing.ends === 'end-of-turn' && d.timing.whose === 'own',
    ).map((d) => d.id),
  ),
}

/**
 * The conditions on `tokenId` that end by themselves at the start or end of its own turn
 * (Defensive Stance at the start of the next one, a delayed Dazed at its end). Conditions timed by
 * another being's turn, and those a save ends, are the tracker's timers and the turn prompts.
 */
function boundaryChanges(
  campaign: BlueboxCampaign,
  tokenId: string,
  at: 'start' | 'end',
): StateChange[] {
  const inst = tokenById(campaign, tokenId)?.instance
  if (!inst) return []
  const conditions = inst.conditions.filter((c) => !ENDS_AT[at].has(c))
  if (conditions.length === inst.conditions.length) return []
  return [{ kind: 'instance', tokenId, instance: { ...inst, conditions } }]
}

export const blueboxCombat: RulesetCombat<BlueboxTypes> = {
  // Starting & Ending Combat: a coordinated strike, Keep Watch and the camp alarm each give Edge.
  initiativeTicks: ['coordinated', 'keptWatch', 'campAlarm'],
  resources: BLUEBOX_RESOURCES,
  economy: blueboxEconomy,
  actions: blueboxActions,
  rollInitiative: blueboxRollInitiative,
  /** The slower party is Back-footed until its own turn begins (Starting & Ending Combat). */
  openingCondition: 'back-footed',
  atTurnStart: (campaign, tokenId) => boundaryChanges(campaign, tokenId, 'start'),
  atTurnEnd: (campaign, tokenId) => boundaryChanges(campaign, tokenId, 'end'),
  prompts: blueboxTurnPrompts,
  resolvePrompt: blueboxResolvePrompt,
  rollSave: blueboxRollSave,
  conditionsOf: blueboxConditionsOf,
  withCondition: blueboxWithCondition,
  vitals: blueboxVitals,
  harm: blueboxHarm,
  outOfFight: blueboxOutOfFight,
  reach: blueboxReach,
  // Opportunity Attack: "Reaction" (Combat Actions); a being gains its Reaction at its first turn.
  opportunityCost: OPPORTUNITY_COST,
  opportunityCostOf: blueboxOpportunityCostOf,
  /** Combat Actions: Opportunity Attack: 2 m or more moved within reach provokes. */
  opportunityMinMove: 2,
  /** Down & Out: "If you heal yourself, and end these conditions, your turn ends." */
  selfHealEndsTurn: true,
  opportunityTrigger: (campaign) =>
    combatOptions(campaign).opportunityAttacks === 'leaving-reach' ? 'leave' : 'within',
  quickStep: { metres: QUICK_STEP_METRES, resource: 'quickStep' },
  dashAction: 'dash',
  holdable: blueboxHoldable,
  heldFires: OPPORTUNITY_COST,
  enterPrompts: blueboxEnterPrompts,
  partyTracks: blueboxPartyTracks,
  usePartyTrack: blueboxUsePartyTrack,
  pools: blueboxPools,
  spendPool: blueboxSpendPool,
}
