/**
 * The ZZ contests behind the Ruleset interface (OTHER-SYSTEMS.md B.1–B.3; seed 003, Shove, Trip,
 * "Pass through a space", Steal and Move Silently; ZZ-19/25/33/45/46): reach on the square board,
 * the AP, the two rolls in words, and what changes (a Shove's push and a Trip's fall are 'token'
 * changes; a Trip's status is the target's instance).
 */
import type { Dice } from '../../../dice'
import {
  squareFootprintSide,
  squareGridOf,
  squareImpassable,
  squareIndexXY,
} from '../../../geometry/square'
import { RollRefused, type RolledRequest, type StateChange } from '../../ruleset'
import { zzHandActionCheck, zzShoveTripAction, zzTake } from '../engine/actions'
import {
  zzDodge,
  zzMoveSilently,
  zzShove,
  zzShoveDestination,
  zzSteal,
  zzTrip,
} from '../engine/contest'
import { zzDodgeBlocked, zzDodgeLine, zzWalledOff } from '../engine/board-steps'
import { zzSpend } from '../engine/economy'
import { zzOptionsOf } from '../engine/options'
import type { ZzContestRequest } from '../engine/roll-requests'
import { rolled, side, spentMind } from './ruleset-rolls-checks'
import { costOf } from './ruleset-rolls-dungeon'
import {
  refused,
  sameBoard,
  spaces,
  zzActorOf,
  zzBoardOf,
  zzNearest,
  zzLedgerOf,
} from './ruleset-rolls-lookup'
import { figuresOn, relativeDisposition, zzDispositionOf } from './targeting'
import type { ZzCampaign } from './types'

/** ZZ-19/25/33/45/46: a contest, with its reach and cost checked and what it changes on the board. */
export function resolveZzContest(
  campaign: ZzCampaign,
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
      // Who heard it is Zaldar's to know: the table sees the sneak's own total.
      { what: 'Move Silently', total: res.sneak.total, outcome: '' },
    )
  }
  if (r.targetTokenId === undefined) throw new RollRefused(`A ${r.contest} needs a target figure.`)
  const target = zzActorOf(campaign, r.targetTokenId)
  sameBoard(campaign, actor.token, target.token)
  const t = target.figure
  const adjacent = zzNearest(actor, target, options).spaces <= 1
  const contest = r.contest
  if (contest === 'shove' || contest === 'trip') {
    const next = refused(() => zzShoveTripAction(ledger, contest, adjacent, r.aim > 0))
    if (contest === 'trip') {
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
        { what: 'Trip', total: res.tripper.total, outcome: res.success ? 'Tripped' : 'stays up' },
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
          // ZZ-Q25: a wall or a shut door on the side it would cross stops it too.
          if (zzWalledOff(map, target.at, c)) return 'a wall'
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
      { what: 'Shove', total: res.shover.total, outcome: res.success ? 'pushed' : 'holds' },
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
      { what: 'Steal', total: res.thief.total, outcome: res.success ? 'unnoticed' : 'noticed' },
    )
  }
  // ZZ-25, ZZ-Q28: Dodge straight through the occupant's footprint to the square beyond it.
  if (!adjacent)
    throw new RollRefused(`${t.name} is not next to ${a.name}; a Dodge passes an adjacent square.`)
  const near = zzNearest(actor, target, options)
  const line = zzDodgeLine(
    actor.at,
    squareFootprintSide(actor.token.size),
    target.at,
    squareFootprintSide(target.token.size),
    near.from,
    near.to,
  )
  const beyond = line.path[line.path.length - 1] as { x: number; y: number }
  const blocked = zzDodgeBlocked(campaign, map, actor.token, target.token.id, line)
  if (blocked)
    throw new RollRefused(`${a.name} cannot Dodge past ${t.name}: ${blocked} is in the way.`)
  // Each step onto the occupant's spaces costs `dodgeMoveCost`; the step out, a plain step (ZZ-23).
  const out = line.step.x !== 0 && line.step.y !== 0 ? 2 : 1
  const through = options.dodgeMoveCost * line.through
  refused(() => zzSpend(ledger, { ap: 1, move: through + out }, 'Dodge'))
  // A failure stays put (L130), having spent the attempt's `dodgeMoveCost`.
  const next = refused(() => zzSpend(ledger, { ap: 1, move: options.dodgeMoveCost }, 'Dodge'))
  const res = zzDodge(
    { mover: a, occupant: t, ...(r.modifier ? { moverModifier: r.modifier } : {}) },
    dice,
    options,
  )
  const paid = res.passes
    ? { ...next, move: next.move - out - through + options.dodgeMoveCost }
    : next
  const moved: StateChange[] = res.passes
    ? [{ kind: 'token', tokenId: actor.token.id, hex: { q: beyond.x, r: beyond.y } }]
    : []
  const where = res.passes ? `; ${a.name} passes to ${beyond.x},${beyond.y}` : `; ${a.name} stays`
  return rolled(
    actor,
    `Dodge past ${t.name}`,
    res.mover.total,
    res.passes ? 'passes' : 'stopped',
    `${a.name} ${side(res.mover)} vs ${t.name} ${side(res.occupant)}${where}`,
    moved,
    costOf(ledger, paid),
    { what: 'Dodge past', total: res.mover.total, outcome: res.passes ? 'passes' : 'stopped' },
  )
}
