/**
 * ZZ rolls that are not attacks, behind the Ruleset interface (OTHER-SYSTEMS.md B.1–B.6; seed
 * 003, "Use one of your character's Skills", Shove, Trip, "Pass through a space", Steal, Move
 * Silently, Jump and Throw): Use Skill (ZZ-61/62), the contests (ZZ-19/25/33/45/46), Jump (ZZ-26)
 * and Throw (ZZ-32), each with its reach on the square board, its AP and its changes (a Shove's
 * push and a Trip's fall are 'token' changes; a thrown item lands on the board).
 */
import type { Dice } from '../../dice'
import {
  squareGridOf,
  squareImpassable,
  squareIndexXY,
  parseSquareKey,
} from '../../geometry/square'
import type { Campaign } from '../../model'
import { RollRefused, type RolledRequest, type StateChange } from '../ruleset'
import { zzHandActionCheck, zzShoveTripAction, zzTake } from './actions'
import type { CritChain } from './crit'
import {
  zzDodge,
  zzMoveSilently,
  zzShove,
  zzShoveDestination,
  zzSteal,
  zzTrip,
  type ZzContestRoll,
} from './contest'
import { zzSpend } from './economy'
import { zzThrow } from './scatter'
import { zzUseSkill } from './skill'
import type {
  ZzContestRequest,
  ZzJumpRequest,
  ZzSkillRequest,
  ZzThrowRequest,
} from './roll-requests'
import { costOf } from './ruleset-rolls-dungeon'
import {
  refused,
  sameBoard,
  spaces,
  zzActorOf,
  zzBoardOf,
  zzLedgerOf,
  zzOptionsOf,
  type ZzActor,
} from './ruleset-rolls-lookup'
import { figuresOn, relativeDisposition, zzDispositionOf } from './targeting'
import { zzJump } from './contest'

const chainWords = (c: CritChain | null): string =>
  c
    ? ` (Aim / Focus: ${c.throws.map((t) => (t.crit ? 'Crit' : 'blank')).join(', ')}${c.bust ? ', bust' : ''})`
    : ''
const side = (r: ZzContestRoll): string =>
  `${r.faces.map((f) => `[${f}]`).join(' + ')} ${r.flat < 0 ? '−' : '+'} ${Math.abs(r.flat)}${chainWords(r.chain)} = ${r.total}`

function rolled(
  actor: ZzActor,
  what: string,
  total: number | null,
  outcome: string,
  detail: string,
  changes: StateChange[],
  cost: Record<string, number>,
): RolledRequest {
  return {
    outcome: { who: actor.figure.name, what, total, outcome, detail },
    changes,
    label: `${actor.figure.name}: ${what}`,
    actor: actor.token.id,
    cost,
  }
}

const spentMind = (a: ZzActor, n: number): StateChange[] =>
  n > 0
    ? [{ kind: 'instance', tokenId: a.token.id, instance: { ...a.inst, mind: a.inst.mind - n } }]
    : []

/** ZZ-61/62, ZZ-56: Use Skill (1 AP; + 1 AP and 1 Mind Point with Aim / Focus). */
export function resolveZzSkill(campaign: Campaign, r: ZzSkillRequest, dice: Dice): RolledRequest {
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
  const attr = actor.figure[r.attribute.toLowerCase() as 'str' | 'dex' | 'int' | 'cha']
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
    : `d12 [${res.face}] + ${r.attribute} ${attr}${skill ? ` + ${skill.name} ${skill.bonus}` : ''}${r.modifier ? ` + ${r.modifier}` : ''}${chainWords(res.chain)} = ${res.total} vs Difficulty ${r.difficulty}`
  return rolled(
    actor,
    `Use ${name}`,
    res.total,
    res.success ? 'success' : 'failure',
    detail,
    spentMind(actor, r.aim > 0 ? 1 : 0),
    costOf(ledger, next),
  )
}

/** ZZ-19/25/33/45/46: a contest, with its reach and cost checked and what it changes on the board. */
export function resolveZzContest(
  campaign: Campaign,
  r: ZzContestRequest,
  dice: Dice,
): RolledRequest {
  const options = zzOptionsOf(campaign)
  const actor = zzActorOf(campaign, r.actorTokenId)
  const map = zzBoardOf(campaign, actor.token)
  const ledger = zzLedgerOf(campaign, actor)
  const a = actor.figure
  if (r.contest === 'moveSilently') {
    const next = refused(() => zzTake(ledger, 'moveSilently'))
    const mine = zzDispositionOf(campaign, actor.token)
    const listeners = figuresOn(campaign, map)
      .filter(
        (t) =>
          t.id !== actor.token.id &&
          relativeDisposition(mine, zzDispositionOf(campaign, t)) !== 'friendly',
      )
      .filter((t) => spaces(actor.at, { x: t.hex.q, y: t.hex.r }, options) <= options.earshot)
      .flatMap((t) => {
        try {
          return [zzActorOf(campaign, t.id)]
        } catch {
          return []
        }
      })
    const res = zzMoveSilently(
      {
        sneaker: a,
        listeners: listeners.map((l) => ({ figure: l.figure })),
        ...(r.modifier ? { modifier: r.modifier } : {}),
      },
      dice,
      options,
    )
    const heard = res.listeners.filter((l) => l.notices).map((l) => l.name)
    const detail = `${a.name} ${side(res.sneak)}; ${res.listeners.map((l) => `${l.name} ${side(l.roll)}${l.notices ? ' (hears)' : ''}`).join('; ') || 'nobody in earshot'}`
    return rolled(
      actor,
      'Move Silently',
      res.sneak.total,
      heard.length ? `heard by ${heard.join(', ')}` : 'unheard',
      detail,
      [],
      costOf(ledger, next),
    )
  }
  if (r.targetTokenId === undefined) throw new RollRefused(`A ${r.contest} needs a target figure.`)
  const target = zzActorOf(campaign, r.targetTokenId)
  sameBoard(campaign, actor.token, target.token)
  const t = target.figure
  const adjacent = spaces(actor.at, target.at, options) <= 1
  if (r.contest === 'shove' || r.contest === 'trip') {
    const next = refused(() =>
      zzShoveTripAction(ledger, r.contest as 'shove' | 'trip', adjacent, r.aim > 0),
    )
    if (r.contest === 'trip') {
      const res = zzTrip(
        {
          tripper: a,
          target: t,
          ...(r.aim > 0 ? { aim: r.aim } : {}),
          ...(r.modifier ? { tripperModifier: r.modifier } : {}),
        },
        dice,
        options,
      )
      const changes: StateChange[] = spentMind(actor, r.aim > 0 ? 1 : 0)
      if (res.success) {
        const statuses = target.inst.statuses.includes('tripped')
          ? target.inst.statuses
          : [...target.inst.statuses, 'tripped' as const]
        changes.push({
          kind: 'instance',
          tokenId: target.token.id,
          instance: { ...target.inst, statuses },
        })
        changes.push({ kind: 'token', tokenId: target.token.id, orientation: 'back' })
      }
      return rolled(
        actor,
        `Trip ${t.name}`,
        res.tripper.total,
        res.success ? 'Tripped' : 'stays up',
        `${a.name} ${side(res.tripper)} vs ${t.name} ${side(res.target)}`,
        changes,
        costOf(ledger, next),
      )
    }
    const res = zzShove(
      {
        shover: a,
        target: t,
        running: r.running,
        ...(r.modifier ? { shoverModifier: r.modifier } : {}),
      },
      dice,
      options,
    )
    const changes: StateChange[] = []
    let where = ''
    if (res.success) {
      const grid = squareGridOf(map)
      const taken = figuresOn(campaign, map)
      const dest = zzShoveDestination(
        actor.at,
        target.at,
        (c) => {
          const i = squareIndexXY(grid, c.x, c.y)
          if (i < 0) return 'the edge of the map'
          if (squareImpassable(grid, i)) return 'an obstruction'
          const who = taken.find((x) => x.hex.q === c.x && x.hex.r === c.y)
          return who ? who.name : null
        },
        options,
      )
      if (dest.to) {
        changes.push({
          kind: 'token',
          tokenId: target.token.id,
          hex: { q: dest.to.x, r: dest.to.y },
        })
        where = `; ${t.name} is pushed to ${dest.to.x},${dest.to.y}`
      } else
        where = `; ${t.name} cannot move: ${dest.blockedBy} is in the way${dest.collision ? ' (collision damage is the GM’s to roll)' : ''}`
    }
    return rolled(
      actor,
      `Shove ${t.name}`,
      res.shover.total,
      res.success ? 'pushed' : 'holds',
      `${a.name} ${side(res.shover)} vs ${t.name} ${side(res.target)}${where}`,
      changes,
      costOf(ledger, next),
    )
  }
  if (r.contest === 'steal') {
    const next = refused(() => zzHandActionCheck(ledger, 'steal', { adjacent }, t.name))
    const res = zzSteal(
      { thief: a, victim: t, ...(r.modifier ? { thiefModifier: r.modifier } : {}) },
      dice,
      options,
    )
    return rolled(
      actor,
      `Steal from ${t.name}`,
      res.thief.total,
      res.success ? 'unnoticed' : 'noticed',
      `${a.name} ${side(res.thief)} vs ${t.name} ${side(res.victim)}`,
      [],
      costOf(ledger, next),
    )
  }
  // ZZ-25: Dodge into the occupant's square; the move itself is the GM's drag.
  if (!adjacent)
    throw new RollRefused(`${t.name} is not next to ${a.name}; a Dodge passes an adjacent square.`)
  const next = refused(() => zzSpend(ledger, { ap: 1, move: options.dodgeMoveCost }, 'Dodge'))
  const res = zzDodge(
    { mover: a, occupant: t, ...(r.modifier ? { moverModifier: r.modifier } : {}) },
    dice,
    options,
  )
  return rolled(
    actor,
    `Dodge past ${t.name}`,
    res.mover.total,
    res.passes ? 'passes' : 'stopped',
    `${a.name} ${side(res.mover)} vs ${t.name} ${side(res.occupant)}`,
    [],
    costOf(ledger, next),
  )
}

/** ZZ-26: Jump over an adjacent square (2 Move Points either way). */
export function resolveZzJump(campaign: Campaign, r: ZzJumpRequest, dice: Dice): RolledRequest {
  const options = zzOptionsOf(campaign)
  const actor = zzActorOf(campaign, r.tokenId)
  const ledger = zzLedgerOf(campaign, actor)
  const next = refused(() => zzTake(ledger, 'jump'))
  const res = zzJump(actor.figure, dice, options, r.modifier)
  return rolled(
    actor,
    'Jump',
    res.roll.total,
    res.clears ? 'clears it' : 'stays put',
    `d20 ${side(res.roll)} vs 10`,
    [],
    costOf(ledger, next),
  )
}

/** ZZ-32, ZZ-Q30: throw a held item at a square; it scatters by the Direction Die and lands there. */
export function resolveZzThrow(campaign: Campaign, r: ZzThrowRequest, dice: Dice): RolledRequest {
  const options = zzOptionsOf(campaign)
  const actor = zzActorOf(campaign, r.tokenId)
  const map = zzBoardOf(campaign, actor.token)
  const to = parseSquareKey(r.at)
  if (!to || to.x < 0 || to.y < 0 || to.x >= map.cols || to.y >= map.rows)
    throw new RollRefused(`Square ${r.at} is not on the map.`)
  const ledger = zzLedgerOf(campaign, actor)
  const hand = actor.inst.gear.hands.indexOf(r.item)
  const next = refused(() => zzHandActionCheck(ledger, 'throw', { held: hand >= 0 }, r.item))
  const grid = squareGridOf(map)
  const res = zzThrow(actor.at, to, actor.figure.str, options, dice, (x, y) => {
    const i = squareIndexXY(grid, x, y)
    return i < 0 || squareImpassable(grid, i)
  })
  const hands = actor.inst.gear.hands.map((h, i) => (i === hand ? null : h)) as [
    string | null,
    string | null,
  ]
  const loaded = actor.inst.gear.loaded.filter((w) => w !== r.item)
  const key = `${res.landing.x},${res.landing.y}`
  const pile = [...(map.items?.[key] ?? []), { id: r.item, name: r.item }].slice(-50)
  const dirs = res.rolls.map((d) => d.direction.name).join(', ')
  return rolled(
    actor,
    `Throw the ${r.item}`,
    null,
    `lands on ${key}`,
    `Range ${res.range}, ${res.distance} away${res.outOfRange ? ` (${res.outOfRange} beyond range)` : ''}; Direction Die: ${dirs}; it lands on ${key}`,
    [
      {
        kind: 'instance',
        tokenId: actor.token.id,
        instance: { ...actor.inst, gear: { ...actor.inst.gear, hands, loaded } },
      },
      { kind: 'map-features', mapId: map.id, items: { [key]: pile } },
    ],
    costOf(ledger, next),
  )
}
