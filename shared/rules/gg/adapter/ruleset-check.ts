/**
 * A GG Trait Test from a sheet (F-GG-1 … F-GG-3), resolved with main's dice: the test die with
 * Advantage and Disadvantage from the GM and the roller's conditions (squeezing: Disadvantage on
 * Agility Tests, GG-037), the Test Goal if one is set, an Inspired Event said. Stabilise (GG-107)
 * is a Medicine Test against TG 10 whose success Stabilises a Dying token; in a running fight it
 * is the Use Skill action and costs its AP with the repeat surcharge (GG-015).
 */
import type { Dice } from '../../../dice'
import { RollRefused, type RolledRequest, type StateChange } from '../../ruleset'
import {
  conditionSet,
  ggOptionsOf,
  ggSheetOfToken,
  stateOf,
  ggTokenOf,
  inRunningFight,
  surcharged,
} from './ruleset-rolls-lookup'
import { coverBonusToAgilityTest } from '../engine/attack-rules'
import { GG_STABILISE_TG } from '../engine/dying'
import type { GgInstance } from '../engine/instance'
import type { GgTrait } from '../engine/model'
import type { GgOptions } from '../engine/options'
import type { GgCheckRequest } from '../engine/roll-requests'
import type { GgSheet } from '../engine/sheet-schema'
import { traitTest, rollTraitTest, type TraitTestRoll } from '../engine/test'
import { signedTerm as signed } from '../../../dice/signed'
import type { GgCampaign, GgToken } from './types'

function sheetOfRef(campaign: GgCampaign, ref: GgCheckRequest['sheet']): GgSheet {
  const book = ref.kind === 'npc' ? campaign.npcs : campaign.pcs
  const sheet = Object.hasOwn(book, ref.id) ? book[ref.id] : undefined
  if (sheet === undefined)
    throw new RollRefused(
      `There is no ${ref.kind === 'npc' ? 'NPC' : 'PC'} "${ref.id}" in the library.`,
    )
  return sheet
}

/** The Test's die and numbers in words: "d20 14 (Advantage: 14, 6) + 3 (AGI) + 2 (SB) = 19". */
function testText(
  options: GgOptions,
  roll: TraitTestRoll,
  pieces: readonly [string, number][],
  advantageWord: string,
): string {
  const kept = roll.rolls.length > 1 ? ` (${advantageWord}: ${roll.rolls.join(', ')})` : ''
  const sum = pieces.reduce((s, [, v]) => s + v, 0)
  const flat = roll.ttv - roll.natural - sum
  const text = pieces.map(([label, v]) => `${signed(v)}${label ? ` (${label})` : ''}`)
  if (flat) text.push(`${signed(flat)} (${advantageWord})`)
  return `${options.testDie} ${roll.natural}${kept} ${text.join(' ')} = ${roll.ttv}`
}

/**
 * The roller's own conditions that weigh on a Test of `trait` (GG-037: squeezing gives
 * Disadvantage on Agility Tests), with the words for each; the roll dialog's odds and the roll
 * read the same.
 */
export function checkConditionSources(
  state: GgInstance | null,
  trait: GgTrait,
  options: Pick<GgOptions, 'cond'>,
): { disadvantages: number; why: string[] } {
  if (state && trait === 'AGI' && conditionSet(state, options).squeezing) {
    return { disadvantages: 1, why: ['squeezing: Disadvantage on Agility Tests (GG-037)'] }
  }
  return { disadvantages: 0, why: [] }
}

/**
 * GG-066/067 + GG-Q27: the cover bonus to an Agility Test made to avoid damage (+2 half,
 * +5 three-quarters), refused on another Trait, or when the table gives Tests no cover bonus.
 */
export function checkCover(
  request: Pick<GgCheckRequest, 'cover'>,
  trait: GgTrait,
  options: Pick<GgOptions, 'coverOnAgiSaves'>,
): { bonus: number; words: string } {
  if (request.cover === 'none') return { bonus: 0, words: '' }
  if (trait !== 'AGI')
    throw new RollRefused(
      `Cover helps only Agility Tests made to avoid damage (GG-066/067), not a ${trait} Test.`,
    )
  if (!options.coverOnAgiSaves)
    throw new RollRefused(
      'The table rules give cover no bonus on Agility Tests (Table rules: Cover helps Agility Tests is off).',
    )
  const bonus = coverBonusToAgilityTest(request.cover, true, false, options)
  return { bonus, words: request.cover === 'half' ? 'half cover' : 'three-quarters cover' }
}

/**
 * Resolve a GG check request: a Trait Test, or Stabilise (GG-107). Throws RollRefused when it
 * cannot be made (no such sheet, a token of another sheet, no one Dying to Stabilise).
 */
export function resolveGgCheck(
  campaign: GgCampaign,
  request: GgCheckRequest,
  dice: Dice,
): RolledRequest {
  const options = ggOptionsOf(campaign)
  const sheet = sheetOfRef(campaign, request.sheet)
  const token: GgToken | null =
    request.tokenId === undefined ? null : ggTokenOf(campaign, request.tokenId)
  if (token && (request.sheet.kind === 'npc' ? token.npcId : token.pcId) !== request.sheet.id)
    throw new RollRefused(`${token.name} is not a token of ${sheet.name}.`)
  const mine: GgInstance | null = token ? stateOf(token, sheet) : null
  const who = token?.name ?? sheet.name

  // Stabilise: the Medicine Trait of the table (GG-Q39) against TG 10 (GG-107).
  let patient: { token: GgToken; state: GgInstance } | null = null
  if (request.stabilise !== undefined) {
    const t = ggTokenOf(campaign, request.stabilise)
    const state = stateOf(t, ggSheetOfToken(campaign, t, 'it cannot be Stabilised'))
    if (state.dying.dead) throw new RollRefused(`${t.name} is dead; first aid cannot help.`)
    if (!state.dying.dying)
      throw new RollRefused(`${t.name} is not Dying, so there is nothing to Stabilise.`)
    if (state.dying.stabilised) throw new RollRefused(`${t.name} is already Stabilised.`)
    if (mine && (mine.dying.unconscious || mine.dying.dead || mine.dying.outOfFight))
      throw new RollRefused(`${who} cannot act, so cannot give first aid.`)
    patient = { token: t, state }
  }
  const trait: GgTrait = patient ? options.skillTrait.medicine : request.trait
  const cover = checkCover(request, trait, options)
  const skill = patient ? 'Medicine' : request.skill
  const tg = patient ? GG_STABILISE_TG : request.tg

  // Advantage: the GM's sources and the roller's conditions.
  const why: string[] = []
  const adv = request.advantages
  let dis = request.disadvantages
  if (request.advantages) why.push(`${request.advantages} Advantage (GM)`)
  if (request.disadvantages) why.push(`${request.disadvantages} Disadvantage (GM)`)
  const own = checkConditionSources(mine, trait, options)
  dis += own.disadvantages
  why.push(...own.why)
  const advantageWord = adv > dis ? 'Advantage' : 'Disadvantage'

  const input = {
    trait: sheet.traits[trait],
    sb: sheet.sb,
    trained: request.trained,
    modifier: request.modifier + cover.bonus,
    advantage: { advantage: adv, disadvantage: dis },
  }
  const roll =
    tg === undefined ? rollTraitTest(dice, input, options) : traitTest(dice, input, tg, options)
  const success = tg === undefined ? null : roll.ttv >= tg
  const pieces: [string, number][] = [[trait, sheet.traits[trait]]]
  if (request.trained) pieces.push(['SB', sheet.sb])
  if (request.modifier) pieces.push(['', request.modifier])
  if (cover.bonus) pieces.push([cover.words, cover.bonus])
  const notes: string[] = []
  if (roll.inspired) notes.push(`an Inspired Event (natural ${roll.natural})`)
  notes.push(...why)

  const changes: StateChange[] = []
  let cost: Record<string, number> | undefined
  if (patient) {
    if (success) {
      const next: GgInstance = {
        ...patient.state,
        dying: { ...patient.state.dying, stabilised: true },
      }
      changes.push({ kind: 'instance', tokenId: patient.token.id, instance: next })
      notes.push(
        `${patient.token.name} is Stabilised: no more Wounded Degrees at the start of its Turns`,
      )
    } else {
      notes.push(`${patient.token.name} is still Dying`)
    }
    if (token && mine && inRunningFight(campaign, token.id)) {
      const act = { key: 'useSkill', name: 'Use Skill', apCost: options.cost.useSkill }
      const paid = surcharged(act, mine, options)
      cost = { ap: paid.ap }
      if (paid.text) notes.push(paid.text)
      const taken = { ...mine.turn.taken, useSkill: (mine.turn.taken.useSkill ?? 0) + 1 }
      changes.push({
        kind: 'instance',
        tokenId: token.id,
        instance: { ...mine, turn: { ...mine.turn, taken } },
      })
    }
  }

  const name = `${trait}${skill ? ` (${skill})` : ''} Test`
  const what = patient
    ? `${name} to Stabilise ${patient.token.name} vs TG ${tg}`
    : `${name}${tg !== undefined ? ` vs TG ${tg}` : ''}`
  const result = success === null ? `${roll.ttv}` : success ? 'success' : 'failure'
  return {
    outcome: {
      who,
      what,
      total: roll.ttv,
      outcome: roll.inspired ? `${result}, Inspired Event` : result,
      detail: `${testText(options, roll, pieces, advantageWord)}${notes.length ? `; ${notes.join('; ')}` : ''}`,
      // The Test Goal stays with the GM: the table reads the Test's name, its TTV and the result.
      public: {
        what: patient ? `${name} to Stabilise ${patient.token.name}` : name,
        total: roll.ttv,
        outcome: success === null ? '' : roll.inspired ? `${result}, Inspired Event` : result,
      },
    },
    changes,
    label: patient ? `${who} tries to Stabilise ${patient.token.name}` : `${who} rolls ${name}`,
    ...(token ? { actor: token.id } : {}),
    ...(cost ? { cost } : {}),
  }
}
