/**
 * Blue Box rolls behind the Ruleset interface: a check or an attack resolved against the campaign
 * with main's dice, returning the dice log's outcome and what the roll changes, as data (Stats,
 * Abilities, & Checks; Attacks; Down & Out; Shattered; Hidden). Nothing here touches main: main
 * logs the outcome and applies the changes through its command path, so they can be undone.
 */
import type { Dice } from '../../dice'
import { footprintDistance, footprintHexes } from '../../geometry/hex'
import type { Campaign, Token } from '../../model'
import { RollRefused, type RollOutcome, type Ruleset, type StateChange } from '../ruleset'
import { exhaustionPenalty } from './check'
import { attackResultText } from './damage-text'
import type { EdgeFlawSource } from './edge-flaw'
import {
  conditionNames,
  prepareAttack,
  prepareCheck,
  preparedCheckName,
  rollPreparedCheck,
} from './prepared-rolls'
import { resolveAttack, targetNumber } from './attack'
import { resolveOptions, type BlueBoxOptions } from './options'
import {
  BlueboxRollRequestSchema,
  type AttackRollRequest,
  type BlueboxRollRequest,
  type CheckRollRequest,
} from './roll-requests'
import type { NpcRecord, PcRecord } from './sheet-schema'
import { blueboxInstance, type BlueboxInstance } from './views'

type Sheet = NpcRecord | PcRecord
type Resolved = { outcome: RollOutcome; changes: StateChange[]; label: string }

function sheetOf(state: Campaign, ref: { kind: 'npc' | 'pc'; id: string }): Sheet {
  const book = ref.kind === 'npc' ? state.npcs : state.pcs
  const sheet = Object.hasOwn(book, ref.id) ? book[ref.id] : undefined
  if (!sheet) throw new RollRefused(`no ${ref.kind === 'npc' ? 'NPC' : 'PC'} with id "${ref.id}"`)
  return sheet as Sheet
}

function tokenOf(state: Campaign, id: string): Token {
  const token = Object.hasOwn(state.tokens, id) ? state.tokens[id] : undefined
  if (!token) throw new RollRefused(`no token with id "${id}"`)
  return token
}

function sheetOfToken(state: Campaign, token: Token): Sheet {
  if (token.npcId) return sheetOf(state, { kind: 'npc', id: token.npcId })
  if (token.pcId) return sheetOf(state, { kind: 'pc', id: token.pcId })
  throw new RollRefused(`${token.name} has no stat block`)
}

const optionsOf = (state: Campaign): BlueBoxOptions =>
  resolveOptions(state.tableOptions as Partial<BlueBoxOptions>)

/** A source as the log writes it: "Prone (target) +1 Edge". */
function sourceText(s: EdgeFlawSource): string {
  const parts = [s.edge ? `+${s.edge} Edge` : '', s.flaw ? `${s.flaw} Flaw` : '']
  return `${s.label} ${parts.filter((x) => x !== '').join(' ')}`
}

/**
 * An ability check or a save from a sheet against a DC (or none). With a token, that instance's
 * conditions bear on it, read from the campaign (a PC's exhaustion from its sheet either way).
 * A check changes nothing.
 */
export function resolveCheck(state: Campaign, roll: CheckRollRequest, dice: Dice): Resolved {
  const ref = roll.sheet
  const sheet = sheetOf(state, ref)
  const token = roll.tokenId === undefined ? null : tokenOf(state, roll.tokenId)
  if (token && (ref.kind === 'npc' ? token.npcId : token.pcId) !== ref.id)
    throw new RollRefused(`${token.name} is not a token of ${sheet.name}`)
  if (!roll.ability && !roll.save) throw new RollRefused('say which ability or save to roll')
  const options = optionsOf(state)
  const { kind: _k, sheet: _s, tokenId: _t, dc, ...request } = roll
  const conditions = (token && blueboxInstance(token)?.conditions) ?? []
  const p = prepareCheck(sheet, conditions, request, options)
  const out = rollPreparedCheck(p, dc, dice, options)
  const r = out.roll
  const mod = p.input.modifier ?? 0
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
    }
    return { outcome, changes: [], label }
  }
  const parts = [
    `d12 ${r.natural}`,
    r.edgeDice.length ? `+ Edge ${r.edgeDice.join('+')}` : '',
    r.flawDice.length ? `− Flaw ${r.flawDice.join('+')}` : '',
    `${mod >= 0 ? '+' : ''}${mod}`,
    p.exhaustion ? `− exhaustion ${exhaustionPenalty(p.exhaustion)}` : '',
  ]
  const because = p.sources.length ? `; ${p.sources.map(sourceText).join(', ')}` : ''
  const outcome = {
    who,
    what,
    total: r.total,
    outcome: out.success === null ? `${r.total}` : out.success ? 'success' : 'failure',
    detail: `${parts.filter((x) => x !== '').join(' ')}${r.decisive ? ', Decisive' : ''}${because}`,
  }
  return { outcome, changes: [], label }
}

/** The weapon's reach or range against the distance, footprint to footprint (Reach, Range). */
function distanceProblem(
  weapon: Sheet['weapons'][number],
  target: Token,
  distance: number,
): string | null {
  if (weapon.kind === 'melee' && distance > weapon.reachOrRange)
    return `${weapon.name} reaches ${weapon.reachOrRange} m; ${target.name} is ${distance} m away`
  if (weapon.kind === 'ranged' && distance > 2 * weapon.reachOrRange)
    return `${target.name} is ${distance} m away, beyond twice ${weapon.name}'s range of ${weapon.reachOrRange} m`
  return null
}

/**
 * An attack from one token's sheet at another token. Both tokens' conditions are read from the
 * campaign, never taken from the request. The changes: the target's state after the hit, with
 * Shattered when its Plating went to 0 and Down when its HP did (the rest of the Down track is the
 * GM's to keep), and the attacker's Hidden ended by the attack roll (Hidden).
 */
export function resolveSheetAttack(state: Campaign, roll: AttackRollRequest, dice: Dice): Resolved {
  const { attackerId, weaponId, targetId, situation } = roll
  const attacker = tokenOf(state, attackerId)
  const target = tokenOf(state, targetId)
  if (attackerId === targetId) throw new RollRefused(`${attacker.name} cannot attack itself`)
  if (attacker.mapId !== target.mapId)
    throw new RollRefused(`${attacker.name} and ${target.name} are on different maps`)
  const sheet = sheetOfToken(state, attacker)
  const weapon = sheet.weapons.find((w) => w.id === weaponId)
  if (!weapon) throw new RollRefused(`${sheet.name} has no weapon "${weaponId}"`)
  // Reach and range are measured here, footprint to footprint, whatever the view sent.
  const metres = state.maps[target.mapId]?.metresPerHex ?? 1
  const distance =
    footprintDistance(
      footprintHexes(attacker.hex, attacker.size, attacker.facing ?? 0),
      footprintHexes(target.hex, target.size, target.facing ?? 0),
    ) * metres
  const tooFar = distanceProblem(weapon, target, distance)
  if (tooFar) throw new RollRefused(tooFar)
  const targetSheet = sheetOfToken(state, target)
  const inst = blueboxInstance(target)
  const mine = blueboxInstance(attacker)
  const options = optionsOf(state)
  const p = prepareAttack(
    { sheet, conditionIds: mine?.conditions ?? [] },
    weapon,
    {
      sheet: targetSheet,
      state: {
        hp: inst?.hp ?? targetSheet.hpMax,
        thp: inst?.thp ?? targetSheet.thp,
        ...(inst ? { plating: inst.plating } : {}),
      },
      conditionIds: inst?.conditions ?? [],
    },
    { ...situation, distanceM: distance },
    options,
  )
  if (p.untargetable.length > 0)
    throw new RollRefused(
      `${target.name} is ${conditionNames(p.untargetable)}: it cannot be targeted by attacks`,
    )
  const result = resolveAttack(p.input, p.defender, dice, options)
  const after = result.defender
  const tn = targetNumber(p.defender)
  const because = p.sources.length ? `; ${p.sources.map(sourceText).join(', ')}` : ''
  const kills = result.hit && p.hitKills ? `; ${target.name} is Out: the melee hit kills` : ''
  const had = inst?.conditions ?? []
  const gained = [
    ...(p.defender.plating > 0 && after.plating === 0 ? ['shattered'] : []),
    ...(p.defender.hp > 0 && after.hp === 0 ? ['down'] : []),
  ].filter((c) => !had.includes(c))
  const becomes = gained.length
    ? `; ${target.name} is ${gained.map((c) => (c === 'down' ? 'Down' : 'Shattered')).join(' and ')}`
    : ''
  const exhaustion = p.exhaustion ? `, exhaustion −${exhaustionPenalty(p.exhaustion)}` : ''
  const outcome = {
    who: attacker.name,
    what: `${weapon.name} at ${target.name}`,
    total: result.roll.total,
    outcome: attackResultText(p.input, p.defender, result, options),
    detail: `d12 ${result.roll.natural} → ${result.roll.total} vs ${p.defender.backFooted ? 'BAC' : 'AC'} ${tn}${result.decisive ? ', Decisive' : ''}${exhaustion}${because}; ${target.name} HP ${after.hp}, THP ${after.thp}, Plating ${after.plating}${becomes}${kills}`,
  }
  const targetAfter: BlueboxInstance = {
    ...inst,
    hp: after.hp,
    thp: after.thp,
    plating: after.plating,
    conditions: [...had, ...gained],
  }
  const changes: StateChange[] = [{ kind: 'instance', tokenId: targetId, instance: targetAfter }]
  if (mine?.conditions.includes('hidden')) {
    const conditions = mine.conditions.filter((c) => c !== 'hidden')
    changes.push({ kind: 'instance', tokenId: attackerId, instance: { ...mine, conditions } })
  }
  return { outcome, changes, label: `${attacker.name} attacks ${target.name}` }
}

/** Resolve any Blue Box roll request (validated by `BlueboxRollRequestSchema` first). */
export function resolveBlueboxRoll(request: unknown, campaign: Campaign, dice: Dice): Resolved {
  const parsed = BlueboxRollRequestSchema.safeParse(request)
  if (!parsed.success) {
    const first = parsed.error.issues[0]
    const where = first?.path.length ? `${first.path.join('.')}: ` : ''
    throw new RollRefused(`this roll cannot be made: ${where}${first?.message ?? 'not a roll'}`)
  }
  const roll: BlueboxRollRequest = parsed.data
  return roll.kind === 'check'
    ? resolveCheck(campaign, roll, dice)
    : resolveSheetAttack(campaign, roll, dice)
}

export const blueboxRolls: Ruleset['rolls'] = {
  schema: BlueboxRollRequestSchema,
  resolve: resolveBlueboxRoll,
}
