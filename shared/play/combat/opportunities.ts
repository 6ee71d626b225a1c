/**
 * Opportunity Attacks a move provokes, and the hit that stops the mover. By the ruleset's
 * `opportunityTrigger`: 'leave' offers one when a move of `opportunityMinMove` or more leaves an
 * enemy's reach; 'within' (Blue Box, Combat Actions: Opportunity Attack, "If a being voluntarily
 * moves at 2m (or more) within your reach/range, React!") counts the metres the mover walks within
 * each enemy's reach over its turn and offers one when they reach the minimum, remembering the hex
 * the mover stood in then: a hit stops it there, and the rest of that move is given back.
 */
import { hexDistance, type Hex } from '../../geometry/hex'
import type { Campaign, Combat, Combatant, MoveWatch } from '../../model'
import { distanceText, type Ruleset, type RulesetCombat } from '../../rules'
import { paid } from './economy'
import { combatRules, tokenOf, withCombat, withCombatant, withLog } from './state'
import { CombatRefused, type Opportunity } from './types'

/** A move's path on a hex board: `hexes[0]` is the start, `steps[i]` the cost to enter `hexes[i + 1]`. */
export interface MovePath {
  hexes: readonly Hex[]
  steps: readonly number[]
}

/** What a move provoked, and the watch the fight keeps for the rest of the mover's turn. */
export interface Provoked {
  opportunities: Opportunity[]
  watch: MoveWatch | undefined
}

/** The combatant could pay `cost` now (a Reaction not yet gained, or spent this round: no). */
function canPay(
  ruleset: Ruleset,
  hooks: RulesetCombat,
  c: Combatant,
  cost: Readonly<Record<string, number>>,
): boolean {
  try {
    paid(ruleset, hooks, c, cost, false)
    return true
  } catch (err) {
    if (err instanceof CombatRefused) return false
    throw err
  }
}

/** The enemies of `mover` that could react now, with their tokens' hexes and reach. */
function readyEnemies(
  campaign: Campaign,
  combat: Combat,
  mover: Combatant,
  mapId: string,
): { enemy: Combatant; hex: Hex; reach: number }[] {
  const { ruleset, hooks } = combatRules(campaign)
  const out: { enemy: Combatant; hex: Hex; reach: number }[] = []
  if (!hooks.reach) return out
  for (const enemy of combat.order) {
    if (enemy.side === mover.side || enemy.tokenId === mover.tokenId) continue
    const token = tokenOf(campaign, enemy.tokenId)
    if (!token || token.mapId !== mapId || hooks.outOfFight?.(token, campaign)) continue
    const cost = hooks.opportunityCostOf
      ? hooks.opportunityCostOf(token, campaign)
      : hooks.opportunityCost
    if (cost === null || (cost && !canPay(ruleset, hooks, enemy, cost))) continue
    out.push({ enemy, hex: token.hex, reach: hooks.reach(token, campaign) })
  }
  return out
}

/**
 * The Opportunity Attacks a move of `mover` along `path` (costing `metres` in all) provokes, each
 * enemy once a turn. `paidFor`: the resource that paid for the move, so a hit can give back the
 * rest of it. `per`: metres per hex.
 */
export function provokedBy(
  campaign: Campaign,
  mover: Combatant,
  path: MovePath,
  metres: number,
  per: number,
  paidFor: string | null,
): Provoked {
  const combat = campaign.combat as Combat
  const { hooks } = combatRules(campaign)
  const to = tokenOf(campaign, mover.tokenId)
  const min = hooks.opportunityMinMove ?? 0
  const enemies = to ? readyEnemies(campaign, combat, mover, to.mapId) : []
  const opportunities: Opportunity[] = []
  const offer = (enemy: Combatant) =>
    opportunities.push({ attackerId: enemy.id, attackerName: enemy.name, targetId: mover.id })
  if (hooks.opportunityTrigger?.(campaign) !== 'within') {
    const from = path.hexes[0]
    const end = path.hexes[path.hexes.length - 1]
    if (!from || !end || metres <= 0 || metres < min) return { opportunities, watch: undefined }
    for (const { enemy, hex, reach } of enemies) {
      const near = hexDistance(from, hex) * per <= reach
      const far = hexDistance(end, hex) * per > reach
      if (near && far) offer(enemy)
    }
    return { opportunities, watch: undefined }
  }
  const old = combat.moveWatch
  const same =
    old && old.moverId === mover.id && old.round === combat.round && old.turnOf === combat.currentId
  const within: Record<string, number> = same ? { ...old.within } : {}
  const offered = new Set(same ? Object.keys(old.within).filter((k) => old.within[k]! >= min) : [])
  const offers: MoveWatch['offers'] = []
  for (const { enemy, hex, reach } of enemies) {
    let walked = Object.hasOwn(within, enemy.id) ? (within[enemy.id] as number) : 0
    let spent = 0
    for (let i = 0; i < path.steps.length; i++) {
      const step = path.steps[i] as number
      spent += step
      // A step taken from a hex in reach is movement within it, the step out of reach included.
      if (hexDistance(path.hexes[i] as Hex, hex) * per > reach) continue
      walked += step
      if (walked >= min && !offered.has(enemy.id)) {
        offered.add(enemy.id)
        const rest = Math.max(0, metres - spent)
        const stopAt = path.hexes[i + 1] as Hex
        opportunities.push({
          attackerId: enemy.id,
          attackerName: enemy.name,
          targetId: mover.id,
          stopAt: { q: stopAt.q, r: stopAt.r },
        })
        offers.push({
          attackerId: enemy.id,
          stopAt: { q: stopAt.q, r: stopAt.r },
          refund: paidFor && rest > 0 ? { [paidFor]: rest } : {},
          step: i + 1,
        })
      }
    }
    if (walked > 0) within[enemy.id] = walked
  }
  const watch: MoveWatch = {
    moverId: mover.id,
    round: combat.round,
    turnOf: combat.currentId,
    within,
    offers,
  }
  return { opportunities, watch }
}

/**
 * An Opportunity Attack by `attackerTokenId` hit `targetTokenId`: the target stops in the hex it
 * stood in when the attacker reacted, and what the rest of that move cost is given back (Combat
 * Actions: Opportunity Attack). Unchanged when that move is not the fight's last one this turn.
 */
export function stopMover(
  campaign: Campaign,
  attackerTokenId: string,
  targetTokenId: string,
): Campaign {
  const combat = campaign.combat
  const watch = combat?.moveWatch
  if (!combat || !watch || watch.round !== combat.round || watch.turnOf !== combat.currentId)
    return campaign
  const mover = combat.order.find((c) => c.id === watch.moverId)
  const attacker = combat.order.find((c) => c.tokenId === attackerTokenId)
  const offer = attacker && watch.offers.find((o) => o.attackerId === attacker.id)
  const token = tokenOf(campaign, targetTokenId)
  if (!mover || mover.tokenId !== targetTokenId || !offer || !token) return campaign
  const { ruleset, hooks } = combatRules(campaign)
  // Two enemies may both hit: the mover stands at the earlier stop, and only the metres between
  // the two stops come back with the second hit (none when it already stands there or earlier).
  if (watch.stopped && watch.stopped.step <= offer.step) return campaign
  const given = watch.stopped?.refund ?? {}
  const more = Object.entries(offer.refund).map(([k, v]) => [k, v - (given[k] ?? 0)] as const)
  const back = Object.fromEntries(more.map(([k, v]) => [k, -Math.max(0, v)]))
  const refunded = paid(ruleset, hooks, mover, back, true)
  const moved: Campaign = {
    ...campaign,
    tokens: {
      ...campaign.tokens,
      [token.id]: { ...token, hex: { ...token.hex, q: offer.stopAt.q, r: offer.stopAt.r } },
    },
  }
  const words = more
    .filter(([, v]) => v > 0)
    .map(([k, v]) => {
      const res = hooks.resources.find((r) => r.id === k)
      const name = res?.name ?? k
      return res?.show === 'distance'
        ? `${distanceText(v, ruleset.unit)} of ${name}`
        : `${v} ${name}`
    })
    .join(', ')
  const line = `${mover.name} stops where ${attacker.name}'s Opportunity Attack hit it${words ? ` (${words} given back)` : ''}`
  const offers = watch.offers.filter((o) => o !== offer)
  const moveWatch = { ...watch, offers, stopped: { step: offer.step, refund: { ...offer.refund } } }
  const next = { ...withCombatant(combat, refunded), moveWatch }
  return withCombat(moved, withLog(next, line))
}
