/**
 * ZZ rolls of one figure behind the Ruleset interface (OTHER-SYSTEMS.md B.1–B.6; seed 003, "Use
 * one of your character's Skills", Jump and Throw): Use Skill (ZZ-61/62), Jump (ZZ-26) and Throw
 * (ZZ-32), each with its AP and its changes (a thrown item leaves the hand and lands on the
 * board), plus the log words the contests (ruleset-rolls-contest.ts) share.
 */
import type { Dice } from '../../../dice'
import { signedTerm } from '../../../dice/signed'
import { parseSquareKey } from '../../../geometry/square'
import { RollRefused, type PublicRoll, type RolledRequest, type StateChange } from '../../ruleset'
import { zzHandActionCheck, zzTake } from '../engine/actions'
import { zzJump, type ZzContestRoll } from '../engine/contest'
import type { CritChain } from '../engine/crit'
import { zzUseSkill } from '../engine/skill'
import type { ZzJumpRequest, ZzSkillRequest, ZzThrowRequest } from '../engine/roll-requests'
import { costOf } from './ruleset-rolls-dungeon'
import { zzLandThrow } from '../engine/throw-landing'
import { zzLandingBlocked, zzStepBlocked } from '../engine/board-steps'
import { zzOptionsOf } from '../engine/options'
import { refused, zzActorOf, zzBoardOf, zzLedgerOf, type ZzActor } from './ruleset-rolls-lookup'
import type { ZzCampaign } from './types'

export const chainWords = (c: CritChain | null): string =>
  c
    ? ` (Aim / Focus: ${c.throws.map((t) => (t.crit ? 'Crit' : 'blank')).join(', ')}${c.bust ? ', bust' : ''})`
    : ''
export const side = (r: ZzContestRoll): string =>
  `${r.faces.map((f) => `[${f}]`).join(' + ')} ${r.flat < 0 ? '−' : '+'} ${Math.abs(r.flat)}${chainWords(r.chain)} = ${r.total}`

export function rolled(
  actor: ZzActor,
  what: string,
  total: number | null,
  outcome: string,
  detail: string,
  changes: StateChange[],
  cost: Record<string, number>,
  shown: PublicRoll,
): RolledRequest {
  return {
    outcome: { who: actor.figure.name, what, total, outcome, detail, public: shown },
    changes,
    label: `${actor.figure.name}: ${what}`,
    actor: actor.token.id,
    cost,
  }
}

export const spentMind = (a: ZzActor, n: number): StateChange[] =>
  n > 0
    ? [{ kind: 'instance', tokenId: a.token.id, instance: { ...a.inst, mind: a.inst.mind - n } }]
    : []

/** Where a figure keeps each Primary Attribute. */
const ATTRIBUTE_KEY = { STR: 'str', DEX: 'dex', INT: 'int', CHA: 'cha' } as const

/** ZZ-61/62, ZZ-56: Use Skill (1 AP; + 1 AP and 1 Mind Point with Aim / Focus). */
export function resolveZzSkill(campaign: ZzCampaign, r: ZzSkillRequest, dice: Dice): RolledRequest {
  const options = zzOptionsOf(campaign)
  const actor = zzActorOf(campaign, r.tokenId)
  const ledger = zzLedgerOf(campaign, actor)
  const next = refused(() => zzTake(ledger, 'useSkill', r.aim > 0 ? { ap: 1, mind: 1 } : {}))
  const skill =
    r.skill === undefined
      ? undefined
      : actor.sheet.skills.find((s) => s.name.toLowerCase() === r.skill?.toLowerCase())
  if (r.skill !== undefined && !skill)
    throw new RollRefused(`${actor.figure.name} has no skill "${r.skill}".`)
  const attr = actor.figure[ATTRIBUTE_KEY[r.attribute]]
  const res = zzUseSkill(
    {
      attribute: attr,
      difficulty: r.difficulty,
      modifier: r.modifier + (skill?.bonus ?? 0),
      ...(r.aim > 0 ? { aim: r.aim } : {}),
    },
    dice,
    options,
  )
  const name = skill?.name ?? r.attribute
  const detail = res.automatic
    ? `Difficulty 1: ${name} succeeds without a roll.`
    : `d12 [${res.face}] + ${r.attribute} ${attr}${skill ? ` + ${skill.name} ${skill.bonus}` : ''}${r.modifier ? ` ${signedTerm(r.modifier)}` : ''}${chainWords(res.chain)} = ${res.total} vs Difficulty ${r.difficulty}`
  return rolled(
    actor,
    `Use ${name}`,
    res.total,
    res.success ? 'success' : 'failure',
    detail,
    spentMind(actor, r.aim > 0 ? 1 : 0),
    costOf(ledger, next),
    // The Difficulty stays with the GM.
    { what: `Use ${name}`, total: res.total, outcome: res.success ? 'success' : 'failure' },
  )
}

/** ZZ-26: where a Jump lands: 2 squares straight on from the jumper, over the square between. */
function jumpLanding(campaign: ZzCampaign, actor: ZzActor, at: string) {
  const to = parseSquareKey(at)
  const dx = to ? to.x - actor.at.x : 0
  const dy = to ? to.y - actor.at.y : 0
  const straight = [dx, dy].every((d) => d === 0 || Math.abs(d) === 2) && (dx !== 0 || dy !== 0)
  if (!to || !straight)
    throw new RollRefused(
      `A Jump lands 2 squares straight on from ${actor.figure.name}, over the next one.`,
    )
  const over = { x: actor.at.x + dx / 2, y: actor.at.y + dy / 2 }
  const map = zzBoardOf(campaign, actor.token)
  const blocked =
    zzStepBlocked(map, actor.at, over) ?? zzLandingBlocked(campaign, map, over, to, actor.token.id)
  if (blocked)
    throw new RollRefused(`${actor.figure.name} cannot jump to ${at}: ${blocked} is in the way.`)
  return to
}

/** ZZ-26: Jump over an adjacent square (2 Move Points either way); cleared, the figure lands beyond it. */
export function resolveZzJump(campaign: ZzCampaign, r: ZzJumpRequest, dice: Dice): RolledRequest {
  const options = zzOptionsOf(campaign)
  const actor = zzActorOf(campaign, r.tokenId)
  const to = r.to === undefined ? null : jumpLanding(campaign, actor, r.to)
  const ledger = zzLedgerOf(campaign, actor)
  const next = refused(() => zzTake(ledger, 'jump'))
  const res = zzJump(actor.figure, dice, options, r.modifier)
  const land = res.clears && to !== null
  const outcome = res.clears ? (land ? `lands on ${r.to}` : 'clears it') : 'stays put'
  return rolled(
    actor,
    'Jump',
    res.roll.total,
    outcome,
    `d20 ${side(res.roll)} vs 10`,
    land ? [{ kind: 'token', tokenId: actor.token.id, hex: { q: to.x, r: to.y } }] : [],
    costOf(ledger, next),
    { what: 'Jump', total: res.roll.total, outcome },
  )
}

/** ZZ-32, ZZ-Q30: throw a held item at a square; it scatters by the Direction Die and lands there. */
export function resolveZzThrow(campaign: ZzCampaign, r: ZzThrowRequest, dice: Dice): RolledRequest {
  const options = zzOptionsOf(campaign)
  const actor = zzActorOf(campaign, r.tokenId)
  const map = zzBoardOf(campaign, actor.token)
  const to = parseSquareKey(r.at)
  if (!to || to.x < 0 || to.y < 0 || to.x >= map.cols || to.y >= map.rows)
    throw new RollRefused(`Square ${r.at} is not on the map.`)
  const ledger = zzLedgerOf(campaign, actor)
  const hand = actor.inst.gear.hands.indexOf(r.item)
  const next = refused(() => zzHandActionCheck(ledger, 'throw', { held: hand >= 0 }, r.item))
  const land = zzLandThrow(
    map,
    actor.at,
    to,
    actor.figure.str,
    { id: r.item, name: r.item },
    options,
    dice,
  )
  const [one, two] = actor.inst.gear.hands
  const hands: [string | null, string | null] = [hand === 0 ? null : one, hand === 1 ? null : two]
  const loaded = actor.inst.gear.loaded.filter((w) => w !== r.item)
  const key = land.key
  return rolled(
    actor,
    `Throw the ${r.item}`,
    null,
    `lands on ${key}`,
    land.words,
    [
      {
        kind: 'instance',
        tokenId: actor.token.id,
        instance: { ...actor.inst, gear: { ...actor.inst.gear, hands, loaded } },
      },
      land.change,
    ],
    costOf(ledger, next),
    { what: `Throw the ${r.item}`, total: null, outcome: `lands on ${key}` },
  )
}
