/**
 * Planning a rest: calling it, each member's activity slots (gifts included), the Camp Bonuses and
 * the watch. Pure: each takes the campaign and returns the next one, or throws RestRefused with
 * the reason (nothing changes then). The ruleset's rest hooks say what each activity allows.
 */
import type { Campaign, RestPlan, RestSlot } from '../../model'
import { REST_MEMBERS_MAX, REST_SLOTS_MAX, restHourClock } from '../../model'
import { rulesetOf, type RestActivityInfo, type RulesetRest } from '../../rules'
import { clockOf } from './clock'
import { memberName } from './words'
import {
  RestRefused,
  type CallRestInput,
  type RestDetailsInput,
  type SetSlotInput,
  type WatchInput,
} from './types'

/** The campaign's ruleset's rest hooks, or a refusal naming the ruleset. */
export function restHooks(campaign: Campaign): RulesetRest {
  const hooks = rulesetOf(campaign).rest
  if (!hooks) throw new RestRefused("this campaign's rules have no rests to plan")
  return hooks
}

/** The rest being planned, or a refusal. */
export function planOf(campaign: Campaign): RestPlan {
  if (!campaign.rest) throw new RestRefused('no rest is being planned: call a rest first')
  return campaign.rest
}

const withPlan = (campaign: Campaign, rest: RestPlan): Campaign => ({ ...campaign, rest })

/** Call a rest: its kind, who rests, where; it starts at the party's clock. */
export function callRest(campaign: Campaign, input: CallRestInput): Campaign {
  if (campaign.rest)
    throw new RestRefused('a rest is already being planned: resolve or cancel it first')
  if (campaign.combat) throw new RestRefused('a fight is in progress: end it before resting')
  const hooks = restHooks(campaign)
  const kind = hooks.kinds.find((k) => k.id === input.kind)
  if (!kind) throw new RestRefused(`"${input.kind}" is not a kind of rest here`)
  if (input.members.length === 0) throw new RestRefused('choose who rests')
  if (input.members.length > REST_MEMBERS_MAX)
    throw new RestRefused(`at most ${REST_MEMBERS_MAX} can rest together`)
  if (new Set(input.members).size < input.members.length)
    throw new RestRefused('someone is listed twice among those resting')
  for (const m of input.members) {
    if (!Object.hasOwn(campaign.tokens, m) && !Object.hasOwn(campaign.pcs, m))
      throw new RestRefused(`"${m}" is neither a token nor a player character`)
  }
  const hours = input.hours ?? kind.hours.min
  if (!Number.isInteger(hours) || hours < kind.hours.min || hours > kind.hours.max)
    throw new RestRefused(`a ${kind.name} lasts ${kind.hours.min} to ${kind.hours.max} hours`)
  return withPlan(campaign, {
    kind: kind.id,
    hours,
    place: input.place ?? '',
    wilderness: input.wilderness ?? false,
    start: clockOf(campaign),
    members: [...input.members],
    slots: Object.fromEntries(input.members.map((m) => [m, []])),
    camp: [],
    watch: [],
    interrupted: false,
    campChecks: null,
    alarmCheck: null,
    showPlayers: false,
  })
}

/**
 * Change the rest's place, wilderness and length (the length within its kind's bounds). A camp is
 * made only in the wilderness, so taking the rest out of it drops the camp made for it: its
 * checks, the Camp Bonuses they bought and the alarm's check (undo gives them back).
 */
export function setDetails(campaign: Campaign, input: RestDetailsInput): Campaign {
  const plan = planOf(campaign)
  const kind = restHooks(campaign).kinds.find((k) => k.id === plan.kind)
  const hours = input.hours ?? plan.hours
  if (!Number.isInteger(hours) || hours < 1)
    throw new RestRefused("the rest's length must be a whole number of hours, at least 1")
  if (kind && (hours < kind.hours.min || hours > kind.hours.max))
    throw new RestRefused(
      `the rest's length: a ${kind.name} lasts ${kind.hours.min} to ${kind.hours.max} hours`,
    )
  const over = plan.watch.find((w) => w.to > hours)
  if (over)
    throw new RestRefused(
      `${memberName(campaign, over.memberId)}'s watch runs past ${restHourClock(plan.start, hours)}, when the rest would end: shorten the watch first`,
    )
  const wilderness = input.wilderness ?? plan.wilderness
  const leaves = plan.wilderness && !wilderness
  return withPlan(campaign, {
    ...plan,
    place: input.place ?? plan.place,
    wilderness,
    hours,
    ...(leaves ? { campChecks: null, camp: [], alarmCheck: null } : {}),
  })
}

/** Show the board on the players' view, or hide it. */
export function setShowPlayers(campaign: Campaign, show: boolean): Campaign {
  return withPlan(campaign, { ...planOf(campaign), showPlayers: show })
}

/** Drop the rest being planned; nothing it planned happens. */
export function cancelRest(campaign: Campaign): Campaign {
  planOf(campaign)
  return { ...campaign, rest: null }
}

function slotsOf(plan: RestPlan, memberId: string): RestSlot[] {
  return Object.hasOwn(plan.slots, memberId) ? [...(plan.slots[memberId] ?? [])] : []
}

function checkSlot(
  campaign: Campaign,
  plan: RestPlan,
  memberId: string,
  slot: RestSlot,
  def: RestActivityInfo,
): void {
  const who = memberName(campaign, memberId)
  const hooks = restHooks(campaign)
  if (!def.rest.includes(plan.kind))
    throw new RestRefused(`${def.name} cannot be planned in this kind of rest`)
  const other = slot.target !== undefined && slot.target !== memberId
  if (def.gift && !other)
    throw new RestRefused(`${who} cannot gift an activity to themselves: choose an ally`)
  if (def.target === 'ally' && !other) throw new RestRefused(`${def.name} must be for an ally`)
  if (def.target === 'self' && other)
    throw new RestRefused(`${def.name} can only be done by ${who} for themselves`)
  if (other && !plan.members.includes(slot.target!))
    throw new RestRefused(`${memberName(campaign, slot.target!)} is not resting with the party`)
  if (def.needsItem) {
    if (slot.item === undefined) throw new RestRefused(`choose what ${who} crafts`)
    if (!hooks.items.some((i) => i.id === slot.item))
      throw new RestRefused(
        `the item to craft: "${slot.item}" is not something that can be crafted here`,
      )
    const most = hooks.craftMax?.(campaign, memberId)
    if (most !== undefined && most < 1)
      throw new RestRefused(`${who} can make no items in one activity: choose another activity`)
    if (most !== undefined && slot.count !== undefined && slot.count > most)
      throw new RestRefused(
        `the count of items: ${who} can make at most ${most} in one activity, not ${slot.count}`,
      )
  } else if (slot.item !== undefined || slot.count !== undefined) {
    throw new RestRefused(`${def.name} makes no item: leave the item and count empty`)
  }
  if (!def.modules && (slot.remove !== undefined || slot.install !== undefined))
    throw new RestRefused(`${def.name} changes no Module: leave the Modules empty`)
  checkWeapon(campaign, hooks, memberId, slot, def)
}

/** The weapon an activity is about: one of the member's (the ruleset's list), unpracticed for practice. */
function checkWeapon(
  campaign: Campaign,
  hooks: RulesetRest,
  memberId: string,
  slot: RestSlot,
  def: RestActivityInfo,
): void {
  if (slot.weapon === undefined) return
  const who = memberName(campaign, memberId)
  if (!def.weapon)
    throw new RestRefused(`${def.name} is not about a weapon: leave the weapon empty`)
  // Without the hook the planner cannot know the member's weapons: the GM's word stands.
  if (!hooks.weapons) return
  const weapon = hooks.weapons(campaign, memberId).find((w) => w.id === slot.weapon)
  if (!weapon) throw new RestRefused(`the weapon: ${who} has no weapon "${slot.weapon}"`)
  if (def.weapon === 'unpracticed' && weapon.practiced)
    throw new RestRefused(
      `the weapon: ${who} is already Practiced with ${weapon.name}: choose another weapon`,
    )
}

/** Plan `slot` as the member's activity number `index` (replacing it, or appending at the end). */
export function setSlot(campaign: Campaign, input: SetSlotInput): Campaign {
  const plan = planOf(campaign)
  const hooks = restHooks(campaign)
  const { memberId, index, slot } = input
  const who = memberName(campaign, memberId)
  if (!plan.members.includes(memberId))
    throw new RestRefused(`${who} is not resting with the party`)
  const def = hooks.activities.find((a) => a.id === slot.activity)
  if (!def) throw new RestRefused(`"${slot.activity}" is not a rest activity here`)
  const mine = slotsOf(plan, memberId)
  if (!Number.isInteger(index) || index < 0 || index > mine.length || index >= REST_SLOTS_MAX)
    throw new RestRefused(
      `the slot: ${who} has ${mine.length} activities planned, so slot ${index + 1} cannot be filled yet`,
    )
  checkSlot(campaign, plan, memberId, slot, def)
  if (def.oncePerRest && mine.some((s, i) => i !== index && s.activity === def.id))
    throw new RestRefused(`${who} already plans ${def.name}: it can be taken only once per rest`)
  mine[index] = { ...slot }
  const next: RestPlan = { ...plan, slots: { ...plan.slots, [memberId]: mine } }
  const slots = hooks.slots(next, memberId)
  if (mine.length > slots)
    throw new RestRefused(
      `the slot: ${who} has only ${slots} activity slots in this rest, not ${mine.length}`,
    )
  return withPlan(campaign, next)
}

/** Clear the member's activity number `index`; the ones after it move up. */
export function clearSlot(campaign: Campaign, memberId: string, index: number): Campaign {
  const plan = planOf(campaign)
  const mine = slotsOf(plan, memberId)
  if (!plan.members.includes(memberId))
    throw new RestRefused(`${memberName(campaign, memberId)} is not resting with the party`)
  if (!Number.isInteger(index) || index < 0 || index >= mine.length)
    throw new RestRefused(`${memberName(campaign, memberId)} has no activity ${index + 1} planned`)
  mine.splice(index, 1)
  return withPlan(campaign, { ...plan, slots: { ...plan.slots, [memberId]: mine } })
}

/** The member gives its next free slot to an ally (the ruleset's gift activity). */
export function gift(campaign: Campaign, memberId: string, to: string): Campaign {
  const plan = planOf(campaign)
  const def = restHooks(campaign).activities.find((a) => a.gift)
  if (!def) throw new RestRefused('these rules have no gifting of rest activities')
  return setSlot(campaign, {
    memberId,
    index: slotsOf(plan, memberId).length,
    slot: { activity: def.id, target: to },
  })
}

/**
 * Choose the rest's Camp Bonuses (the ruleset's ids). Camps must be in use (the ruleset's
 * `campsAllowed`, Blue Box's table option) and made: each camp check whose `success` is true buys
 * one bonus, so no more bonuses than successes (none before the camp is made). A choice that gives
 * the plan a new problem (a bonus repeated where the table rules forbid it) is refused with it.
 * An empty choice is always allowed.
 */
export function setCamp(campaign: Campaign, camp: readonly string[]): Campaign {
  const plan = planOf(campaign)
  const hooks = restHooks(campaign)
  for (const c of camp) {
    if (!hooks.campBonuses.some((k) => k.id === c))
      throw new RestRefused(`the Camp Bonus "${c}" is not one of these rules'`)
  }
  if (camp.length > 10) throw new RestRefused('at most 10 Camp Bonuses')
  const next = withPlan(campaign, { ...plan, camp: [...camp] })
  if (camp.length === 0) return next
  if (!hooks.campsAllowed?.(plan, campaign))
    throw new RestRefused('camps are not in use: turn them on in the table rules')
  if (!plan.wilderness)
    throw new RestRefused('Camp Bonuses come with a camp, made only for a rest in the wilderness')
  if (plan.campChecks === null)
    throw new RestRefused('make camp first: each success of its checks buys one Camp Bonus')
  const successes = plan.campChecks.filter((c) => c.success).length
  if (camp.length > successes)
    throw new RestRefused(
      `the camp checks gave ${successes} ${successes === 1 ? 'success' : 'successes'}: choose at most ${successes} Camp ${successes === 1 ? 'Bonus' : 'Bonuses'}`,
    )
  const before = new Set(hooks.planProblems(plan, campaign))
  const added = hooks.planProblems(next.rest!, next).filter((p) => !before.has(p))
  if (added.length > 0) throw new RestRefused(added.join('; '))
  return next
}

/** Set the watch: who keeps watch from which hour of the rest to which. */
export function setWatch(campaign: Campaign, watch: WatchInput): Campaign {
  const plan = planOf(campaign)
  for (const w of watch) {
    const who = memberName(campaign, w.memberId)
    if (!plan.members.includes(w.memberId))
      throw new RestRefused(`${who} is not resting with the party`)
    if (!Number.isInteger(w.from) || !Number.isInteger(w.to) || w.from < 0 || w.to <= w.from)
      throw new RestRefused(
        `${who}'s watch must start at ${restHourClock(plan.start, 0)} or later and end after it starts`,
      )
    if (w.to > plan.hours)
      throw new RestRefused(
        `${who}'s watch ends after the rest does (${restHourClock(plan.start, plan.hours)})`,
      )
  }
  return withPlan(campaign, { ...plan, watch: watch.map((w) => ({ ...w })) })
}
