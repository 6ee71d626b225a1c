/**
 * Turn order: this round's sequence (initiative order with this round's deferrals), Next Turn,
 * Previous Turn, Begin and delaying a combatant. Grouped combatants take one turn together: the
 * first of the group in the sequence leads, and the start and end fire for each member.
 */
import type { Campaign, Combat, Combatant } from '../../model'
import { sameGroupTurn } from './groups'
import { mapSight } from './sight'
import {
  combatantOf,
  combatOf,
  combatRules,
  instanceOrFresh,
  requireCombatant,
  requireRunning,
  tokenOf,
  turnMembers,
  withCombat,
  withCombatant,
  withLog,
} from './state'
import { setTimedCondition } from './timers'
import { endTurn, startTurn, wantsDelay, type TurnRules } from './turn-events'
import { CombatRefused, type CombatStep, type TurnContextSource } from './types'

/** Whose turn it is, or null (initiative phase, or no fight). */
export function currentCombatant(combat: Combat): Combatant | null {
  if (combat.phase !== 'running' || combat.currentId === null) return null
  return combatantOf(combat, combat.currentId) ?? null
}

/**
 * This round's order of turns: initiative order, with each deferred combatant moved after the one
 * it waits for (or to the end of the round, in the order they were deferred).
 */
export function roundSequence(combat: Combat): Combatant[] {
  if (combat.deferred.length === 0) return combat.order
  const byId = new Map(combat.order.map((c) => [c.id, c]))
  const waiting = new Set(combat.deferred.map((d) => d.id))
  // Who waits for whom: followers by the id they wait for; the rest wait for the round's end. A
  // wait on someone who is gone falls to the end; a circle of waits too (placed last).
  const followers = new Map<string, string[]>()
  const atEnd: string[] = []
  for (const d of combat.deferred) {
    if (!byId.has(d.id)) continue
    if (d.after !== null && byId.has(d.after) && d.after !== d.id) {
      const list = followers.get(d.after)
      if (list) list.push(d.id)
      else followers.set(d.after, [d.id])
    } else atEnd.push(d.id)
  }
  const seq: Combatant[] = []
  const placed = new Set<string>()
  const place = (id: string) => {
    const stack = [id]
    while (stack.length > 0) {
      const next = stack.pop() as string
      if (placed.has(next)) continue
      placed.add(next)
      seq.push(byId.get(next) as Combatant)
      const after = followers.get(next)
      if (after) for (let i = after.length - 1; i >= 0; i--) stack.push(after[i] as string)
    }
  }
  for (const c of combat.order) if (!waiting.has(c.id)) place(c.id)
  for (const id of atEnd) place(id)
  for (const d of combat.deferred) if (byId.has(d.id)) place(d.id)
  return seq
}

function rulesOf(campaign: Campaign, sight: TurnContextSource | undefined): TurnRules {
  return { ...combatRules(campaign), sight: sight ?? mapSight }
}

/**
 * Start the next turn in this round's sequence (a new round when everyone has acted): a Dazed
 * combatant (the ruleset's 'delay-turn' prompt) moves to the end of the round once per round; a
 * combatant out of the fight has its turn skipped, its start and end still firing.
 */
function startNext(campaign: Campaign, rules: TurnRules): Campaign {
  let next = campaign
  const acted = new Set((next.combat as Combat).acted)
  let skips = 0
  let rounds = 0
  for (;;) {
    let combat = next.combat as Combat
    const seq = roundSequence(combat)
    const lead = seq.find((c) => !acted.has(c.id))
    if (!lead) {
      if (rounds++ > 0) throw new CombatRefused('no one in this fight can take a turn')
      acted.clear()
      combat = {
        ...combat,
        round: combat.round + 1,
        acted: [],
        deferred: [],
        currentId: null,
        order: combat.order.map((c) =>
          Object.keys(c.usedThisRound).length === 0 ? c : { ...c, usedThisRound: {} },
        ),
      }
      next = withCombat(next, withLog(combat, `Round ${combat.round} begins`))
      continue
    }
    const deferred = combat.deferred.find((d) => d.id === lead.id)
    if (deferred?.started === true) {
      // Its turn had started before the GM delayed it: it resumes; nothing starts twice.
      return withCombat(
        next,
        withLog({ ...combat, currentId: lead.id }, `${lead.name}: turn resumes`),
      )
    }
    if (!deferred && wantsDelay(next, rules, lead)) {
      combat = { ...combat, deferred: [...combat.deferred, { id: lead.id, after: null }] }
      next = withCombat(next, withLog(combat, `${lead.name}'s turn moves to the end of the round`))
      continue
    }
    const token = tokenOf(next, lead.tokenId)
    const out = token && rules.hooks.outOfFight?.(token, next) === true
    if (out && skips < combat.order.length) {
      skips++
      next = endTurn(startTurn(next, rules, lead), rules, lead)
      acted.add(lead.id)
      combat = next.combat as Combat
      next = withCombat(
        next,
        withLog(
          { ...combat, acted: [...combat.acted, lead.id] },
          `${lead.name} is out of the fight: turn skipped`,
        ),
      )
      continue
    }
    for (const m of turnMembers(combat, lead, acted)) next = startTurn(next, rules, m)
    combat = next.combat as Combat
    const who = lead.groupId === undefined ? lead.name : `${lead.name}'s group`
    return withCombat(next, withLog({ ...combat, currentId: lead.id }, `${who}: turn starts`))
  }
}

/** Round 1 begins: the opening condition on a slower party, then the first turn starts. */
export function beginCombat(campaign: Campaign, sight?: TurnContextSource): CombatStep {
  const combat = combatOf(campaign)
  if (combat.phase !== 'initiative') throw new CombatRefused('the fight has already begun')
  if (combat.order.length === 0)
    throw new CombatRefused('no one is in this fight: add combatants first')
  const rules = rulesOf(campaign, sight)
  let next = withCombat(
    campaign,
    withLog({ ...combat, phase: 'running', round: 1 }, 'Round 1 begins'),
  )
  next = withOpening(next, rules)
  return { campaign: startNext(next, rules), rolls: [] }
}

/**
 * If one side acts before all others, every combatant of the other sides takes the ruleset's
 * opening condition until the start of its own first turn (Blue Box: Back-footed, Starting &
 * Ending Combat).
 */
function withOpening(campaign: Campaign, rules: TurnRules): Campaign {
  const id = rules.hooks.openingCondition
  const combat = campaign.combat as Combat
  const first = combat.order[0]
  if (!id || !first) return campaign
  const firstOther = combat.order.findIndex((c) => c.side !== first.side)
  if (firstOther < 0) return campaign
  if (combat.order.slice(firstOther).some((c) => c.side === first.side)) return campaign
  let next = campaign
  for (const c of combat.order.slice(firstOther)) {
    const token = tokenOf(next, c.tokenId)
    if (!token || instanceOrFresh(next, token) === undefined) continue
    next = setTimedCondition(next, c.tokenId, id, true, { kind: 'turn', at: 'start', of: c.id })
  }
  return next
}

/**
 * End the current turn (timers and hooks of its end, end-of-turn items) and start the next one
 * (economy refill, timers and hooks of its start, start-of-turn items); a new round when the last
 * has acted. Refused on a fight not yet begun, or when no fight runs.
 */
export function nextTurn(campaign: Campaign, context?: TurnContextSource): CombatStep {
  const combat = combatOf(campaign)
  requireRunning(combat)
  if (combat.order.length === 0) throw new CombatRefused('no one is left in this fight: end it')
  const rules = rulesOf(campaign, context)
  return { campaign: startNext(endCurrent(campaign, rules), rules), rolls: [] }
}

/**
 * End the turn under way, if any: its members have acted, except a receiver of an extra turn whose
 * regular turn this round is still to come.
 */
function endCurrent(campaign: Campaign, rules: TurnRules): Campaign {
  const combat = campaign.combat as Combat
  const current = currentCombatant(combat)
  if (!current) return campaign
  const acted = new Set(combat.acted)
  const members = turnMembers(combat, current, acted)
  let next = campaign
  for (const m of members) next = endTurn(next, rules, m)
  const after = next.combat as Combat
  const extra = after.extraTurn?.id === current.id ? after.extraTurn : undefined
  const done = members
    .map((m) => m.id)
    .filter((id) => !acted.has(id) && !(extra?.regularLeft === true && id === extra.id))
  const { extraTurn: _ended, ...rest } = after
  void _ended
  return withCombat(next, { ...rest, acted: [...after.acted, ...done], currentId: null })
}

/**
 * An extra turn for `combatantId`, now (ZZ-21: a Hero leaving by an exit gives its turn to
 * another): the turn under way ends, the receiver's turn starts with its economy refilled, or with
 * `left` instead when it gets less than a full turn; when it ends the round goes on where it was,
 * and a receiver that had not acted yet this round still has its regular turn to come.
 */
export function giveExtraTurn(
  campaign: Campaign,
  combatantId: string,
  left?: Readonly<Record<string, number>>,
  sight?: TurnContextSource,
): Campaign {
  const combat = combatOf(campaign)
  requireRunning(combat)
  const c = requireCombatant(campaign, combat, combatantId)
  if (combat.currentId === c.id) throw new CombatRefused(`${c.name} is already taking its turn`)
  const rules = rulesOf(campaign, sight)
  let next = endCurrent(campaign, rules)
  const regularLeft = !(next.combat as Combat).acted.includes(c.id)
  next = startTurn(next, rules, combatantOf(next.combat as Combat, c.id) as Combatant)
  let combatNow = next.combat as Combat
  if (left) {
    const started = combatantOf(combatNow, c.id) as Combatant
    combatNow = withCombatant(combatNow, { ...started, left: { ...started.left, ...left } })
  }
  const line = `${c.name}: extra turn starts${left ? ' (the rest of a turn)' : ''}`
  return withCombat(
    next,
    withLog({ ...combatNow, currentId: c.id, extraTurn: { id: c.id, regularLeft } }, line),
  )
}

/**
 * Step back to the combatant whose turn ended last, without running any hook (nothing that
 * expired comes back: Undo does that). From the first turn of a round, back to the last turn of
 * the round before.
 */
export function previousTurn(campaign: Campaign): Campaign {
  const combat = combatOf(campaign)
  requireRunning(combat)
  let acted = combat.acted
  let round = combat.round
  if (acted.length === 0) {
    if (round <= 1)
      throw new CombatRefused('this is the first turn of the fight: there is none before it')
    const seq = roundSequence({ ...combat, deferred: [] })
    const last = seq[seq.length - 1]
    if (!last) throw new CombatRefused('no one is left in this fight')
    round -= 1
    acted = seq.filter((c) => !sameGroupTurn(last, c)).map((c) => c.id)
    const back = { ...combat, round, acted, currentId: last.id }
    return withCombat(campaign, withLog(back, `Back to ${last.name}'s turn (round ${round})`))
  }
  const lastId = acted[acted.length - 1] as string
  const last = combatantOf(combat, lastId)
  const lead = last ?? combat.order[0]
  if (!lead) throw new CombatRefused('no one is left in this fight')
  const keep = acted.filter((id) => {
    const c = combatantOf(combat, id)
    return id !== lastId && !(c && last && sameGroupTurn(last, c))
  })
  const back = { ...combat, acted: keep, currentId: lead.id }
  return withCombat(campaign, withLog(back, `Back to ${lead.name}'s turn`))
}

/**
 * This round only: `combatantId` acts after `afterId` (null: at the end of the round). Delaying
 * the combatant whose turn it is ends nothing: its turn is put back and the next turn starts; when
 * its place comes, its turn resumes (its start does not fire twice, what it spent stays spent).
 */
export function delayCombatant(
  campaign: Campaign,
  combatantId: string,
  afterId: string | null,
  sight?: TurnContextSource,
): Campaign {
  const combat = combatOf(campaign)
  requireRunning(combat)
  const c = requireCombatant(campaign, combat, combatantId)
  if (afterId !== null) {
    requireCombatant(campaign, combat, afterId)
    if (afterId === combatantId) throw new CombatRefused(`${c.name} cannot wait for itself`)
  }
  if (combat.acted.includes(combatantId)) {
    throw new CombatRefused(`${c.name} has already acted this round`)
  }
  // The turn being taken (or one put back already) resumes later rather than starting again.
  const started =
    combat.currentId === combatantId ||
    combat.deferred.some((d) => d.id === combatantId && d.started === true)
  const waits =
    afterId === null
      ? 'the end of the round'
      : `${combatantOf(combat, afterId)?.name ?? afterId}'s turn`
  return putBack(campaign, c, afterId, started, `${c.name} waits until after ${waits}`, sight)
}

/** Defer `c` this round (its turn resumes if `started`); if its turn is the current one, the next starts. */
function putBack(
  campaign: Campaign,
  c: Combatant,
  afterId: string | null,
  started: boolean,
  line: string,
  sight: TurnContextSource | undefined,
): Campaign {
  const combat = campaign.combat as Combat
  const delayed: Combat = withLog(
    {
      ...combat,
      deferred: [
        ...combat.deferred.filter((d) => d.id !== c.id),
        { id: c.id, after: afterId, ...(started ? { started: true } : {}) },
      ],
    },
    line,
  )
  if (combat.currentId !== c.id) return withCombat(campaign, delayed)
  return startNext(withCombat(campaign, { ...delayed, currentId: null }), rulesOf(campaign, sight))
}

/**
 * After a change during a turn: if the combatant whose turn it is now asks the ruleset to delay it
 * (Blue Box: Dazed, "their next (or current) turn is delayed until the end of the round"), its
 * turn is put back to resume at the end of the round, once a round, and the next turn starts.
 */
export function followTurnDelay(campaign: Campaign, sight?: TurnContextSource): Campaign {
  const combat = campaign.combat
  if (!combat || combat.phase !== 'running') return campaign
  const c = currentCombatant(combat)
  if (!c || combat.deferred.some((d) => d.id === c.id)) return campaign
  if (!wantsDelay(campaign, rulesOf(campaign, sight), c)) return campaign
  const line = `${c.name}'s turn moves to the end of the round (it resumes there)`
  return putBack(campaign, c, null, true, line, sight)
}
