/**
 * Blue Box rolls behind the Ruleset interface: a check or an attack resolved against the campaign
 * with main's dice, returning the dice log's outcome and what the roll changes, as data (Stats,
 * Abilities, & Checks; Attacks; Down & Out; Shattered; Hidden). Nothing here touches main: main
 * logs the outcome and applies the changes through its command path, so they can be undone.
 */
import type { Dice } from '../../../dice'
import {
  RollRefused,
  type RolledRequest,
  type RollOutcome,
  type Ruleset,
  type StateChange,
} from '../../ruleset'
import { exhaustionPenalty, type CheckResult } from '../engine/check'
import { combatOptions } from './combat-being'
import {
  conditionNames,
  prepareCheck,
  sheetForToken,
  preparedCheckName,
  rollPreparedCheck,
  type PreparedCheck,
} from '../engine/prepared-rolls'
import { sheetOf, sourceText, tokenOf } from './roll-lookup'
import {
  BlueboxRollRequestSchema,
  type BlueboxRollRequest,
  type CheckRollRequest,
} from '../engine/roll-requests'
import { resolveSheetAttack } from './ruleset-attack'
import type { BlueboxCampaign, BlueboxTypes } from './types'

export { resolveSheetAttack } from './ruleset-attack'

type Resolved = { outcome: RollOutcome; changes: StateChange[]; label: string }

/**
 * An ability check or a save from a sheet against a DC (or none). With a token, that instance's
 * conditions bear on it, read from the campaign (a PC's exhaustion from its sheet either way).
 * A check changes nothing.
 */
export function resolveCheck(state: BlueboxCampaign, roll: CheckRollRequest, dice: Dice): Resolved {
  const ref = roll.sheet
  const sheet = sheetOf(state, ref)
  const token = roll.tokenId === undefined ? null : tokenOf(state, roll.tokenId)
  if (token && (ref.kind === 'npc' ? token.npcId : token.pcId) !== ref.id)
    throw new RollRefused(`${token.name} is not a token of ${sheet.name}`)
  if (!roll.ability && !roll.save) throw new RollRefused('say which ability or save to roll')
  const options = combatOptions(state)
  const { kind: _k, sheet: _s, tokenId: _t, dc, ...request } = roll
  const conditions = token?.instance?.conditions ?? []
  const p = prepareCheck(sheetForToken(sheet, token), conditions, request, options)
  const out = rollPreparedCheck(p, dc, dice, options)
  const r = out.roll
  const who = token?.name ?? sheet.name
  const name = preparedCheckName(p)
  const what = `${name}${dc !== undefined ? ` vs DC ${dc}` : ''}`
  const label = `${who} rolls ${name}`
  if (!r) {
    const because = conditionNames(p.autoFail)
    const outcome = {
      who,
      what,
      total: null,
      outcome: 'failure',
      detail: `automatic failure: ${because}`,
      public: { what: name, total: null, outcome: 'failure' },
    }
    return { outcome, changes: [], label }
  }
  const outcome = {
    who,
    what,
    total: r.total,
    outcome: out.success === null ? `${r.total}` : out.success ? 'success' : 'failure',
    detail: preparedCheckDetail(p, r),
    // The DC stays with the GM: the table reads the check's name, its total and whether it did
    // it. An NPC's total stays too: beside its die it would tell the players the NPC's bonus.
    public: {
      what: name,
      total: ref.kind === 'npc' ? null : r.total,
      outcome: out.success === null ? '' : out.success ? 'success' : 'failure',
    },
  }
  return { outcome, changes: [], label }
}

/** A rolled check's dice in words for the log: "d12 7 + Edge 3 +2 − exhaustion 1, Decisive; …". */
export function preparedCheckDetail(p: PreparedCheck, r: CheckResult): string {
  const mod = p.input.modifier ?? 0
  const parts = [
    `d12 ${r.natural}`,
    r.edgeDice.length ? `+ Edge ${r.edgeDice.join('+')}` : '',
    r.flawDice.length ? `− Flaw ${r.flawDice.join('+')}` : '',
    `${mod >= 0 ? '+' : ''}${mod}`,
    p.exhaustion ? `− exhaustion ${exhaustionPenalty(p.exhaustion)}` : '',
  ]
  const because = p.sources.length ? `; ${p.sources.map(sourceText).join(', ')}` : ''
  return `${parts.filter((x) => x !== '').join(' ')}${r.decisive ? ', Decisive' : ''}${because}`
}

/** Resolve any Blue Box roll request, as `BlueboxRollRequestSchema` read it (main reads it first). */
export function resolveBlueboxRoll(
  roll: BlueboxRollRequest,
  campaign: BlueboxCampaign,
  dice: Dice,
): RolledRequest {
  return roll.kind === 'check'
    ? resolveCheck(campaign, roll, dice)
    : resolveSheetAttack(campaign, roll, dice)
}

export const blueboxRolls: Ruleset<BlueboxTypes>['rolls'] = {
  schema: BlueboxRollRequestSchema,
  resolve: resolveBlueboxRoll,
}
