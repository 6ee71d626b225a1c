/**
 * Opening a fight: initiative rolled with the ruleset's `rollInitiative` (or typed in when the
 * player rolled at the table), the order sorted highest first with ties kept in the GM's order and
 * reported, then settled by typing totals or dragging (Starting & Ending Combat).
 */
import {
  COMBATANTS_MAX,
  INITIATIVE_MIN,
  type Campaign,
  type Combat,
  type Combatant,
} from '../../model'
import { markPart, type Dice } from '../../dice'
import type { RulesetCombat } from '../../rules'
import { checkedInitiative, combatantFor, freshId } from './new-combatant'
import { combatOf, combatRules, requireCombatant, withCombat, withLog } from './state'
import { withSurprised } from './surprise'
import { CombatRefused, type StartInput } from './types'

export { addCombatant, addCombatantAfter } from './joining'

/** Highest first; equal totals keep their order (the GM's settled ties stay settled). */
function sorted(order: readonly Combatant[]): Combatant[] {
  return [...order].sort((a, b) => (b.initiative ?? -Infinity) - (a.initiative ?? -Infinity))
}

/** Runs of equal totals, as combatant ids. */
export function tiesOf(order: readonly Combatant[]): string[][] {
  const ties: string[][] = []
  let run: Combatant[] = []
  for (const c of order) {
    if (run.length > 0 && run[0]?.initiative === c.initiative) run.push(c)
    else {
      if (run.length > 1) ties.push(run.map((r) => r.id))
      run = [c]
    }
  }
  if (run.length > 1) ties.push(run.map((r) => r.id))
  return ties
}

/**
 * Roll (or take typed) initiative and open the fight in its initiative phase. `ties` lists runs
 * of combatant ids with equal totals, in order, for the GM to settle.
 */
export function startCombat(
  campaign: Campaign,
  input: StartInput,
  dice: Dice,
  combatId: string,
): { campaign: Campaign; ties: string[][] } {
  if (campaign.combat) throw new CombatRefused('a fight is already running: end it first')
  const { hooks } = combatRules(campaign)
  if (!Object.hasOwn(campaign.maps, input.mapId)) throw new CombatRefused(`no map "${input.mapId}"`)
  if (input.entries.length === 0) throw new CombatRefused('pick at least one combatant')
  if (input.entries.length > COMBATANTS_MAX) {
    throw new CombatRefused(`a fight holds at most ${COMBATANTS_MAX} combatants`)
  }
  // Surprised is given before anyone rolls: the game's initiative may read it.
  campaign = withSurprised(
    campaign,
    hooks,
    input.entries.map((e) => e.tokenId),
    input.surprised,
  )
  const taken = new Set<string>()
  const order: Combatant[] = []
  for (const entry of input.entries) {
    const id = freshId(taken, entry.tokenId)
    taken.add(id)
    // Each combatant's own dice, so the table can say whose die is whose.
    markPart(dice, { tokenId: entry.tokenId })
    order.push(combatantFor(campaign, hooks, input.mapId, entry, id, input, dice))
  }
  markPart(dice, { label: 'Ties' })
  const { settled, ties, lines } = settledByRules(campaign, hooks, sorted(order), dice, combatId)
  const combat: Combat = {
    id: combatId,
    mapId: input.mapId,
    phase: 'initiative',
    round: 0,
    order: settled,
    currentId: null,
    acted: [],
    deferred: [],
    timers: [],
    items: [],
    log: [],
    stats: {},
    showPcHp: false,
    counter: 0,
  }
  const line = `Initiative: ${settled.map((c) => `${c.name} ${c.initiative}`).join(', ')}`
  const tied = ties.length
    ? [`Tied: ${ties.map((t) => t.map((id) => nameIn(settled, id)).join(' = ')).join('; ')}`]
    : []
  const surprised = input.surprised?.length
    ? [
        `Surprised: ${settled
          .filter((c) => input.surprised?.includes(c.tokenId))
          .map((c) => c.name)
          .join(', ')}`,
      ]
    : []
  return {
    campaign: withCombat(campaign, withLog(combat, ...surprised, line, ...lines, ...tied)),
    ties,
  }
}

/**
 * The rolled order with its ties settled by the ruleset's `settleInitiative` (reordered, the runs
 * that act together grouped as `${combatId}-tie${n}`), or as sorted with every tie left to the GM.
 */
function settledByRules(
  campaign: Campaign,
  hooks: RulesetCombat,
  order: Combatant[],
  dice: Dice,
  combatId: string,
): { settled: Combatant[]; ties: string[][]; lines: string[] } {
  if (!hooks.settleInitiative) return { settled: order, ties: tiesOf(order), lines: [] }
  const rolled = order.map((c) => ({
    id: c.id,
    tokenId: c.tokenId,
    initiative: c.initiative ?? INITIATIVE_MIN,
    side: c.side,
  }))
  const out = hooks.settleInitiative(campaign, rolled, dice)
  const byId = new Map(order.map((c) => [c.id, c]))
  const ids = new Set(out.order)
  // The ruleset broke its own contract: a bug, not something the GM can fix.
  if (ids.size !== order.length || out.order.some((id) => !byId.has(id))) {
    throw new Error('the ruleset settled an initiative order that is not the one rolled')
  }
  const groupOf = new Map<string, string>()
  out.together.forEach((run, n) => {
    if (run.length < 2) return
    for (const id of run) if (byId.has(id)) groupOf.set(id, `${combatId}-tie${n + 1}`)
  })
  const settled = out.order.map((id) => {
    const c = byId.get(id) as Combatant
    const groupId = groupOf.get(id)
    return groupId === undefined ? c : { ...c, groupId }
  })
  return { settled, ties: out.ties, lines: out.lines.map((l) => l.slice(0, 500)) }
}

function nameIn(order: readonly Combatant[], id: string): string {
  return order.find((c) => c.id === id)?.name ?? id
}

/** Type (or correct) a combatant's total; the order re-sorts, settled ties kept. */
export function setInitiative(campaign: Campaign, combatantId: string, value: number): Campaign {
  const combat = combatOf(campaign)
  const c = requireCombatant(campaign, combat, combatantId)
  const initiative = checkedInitiative(value, c.name)
  const order = sorted(
    combat.order.map((o) =>
      // A new total takes it out of the place the GM gave it: a tie it now makes is open.
      o.id === c.id ? { ...o, initiative, initiativeDetail: 'typed in', placed: false } : o,
    ),
  )
  return withCombat(
    campaign,
    withLog({ ...combat, order }, `${c.name}'s initiative: ${initiative}`),
  )
}

/** Move a combatant before `beforeId` (null: last): how the GM settles a tie by drag. */
export function reorderCombatant(
  campaign: Campaign,
  combatantId: string,
  beforeId: string | null,
): Campaign {
  const combat = combatOf(campaign)
  const c = requireCombatant(campaign, combat, combatantId)
  if (beforeId !== null) requireCombatant(campaign, combat, beforeId)
  if (beforeId === combatantId) return campaign
  const order = combat.order.filter((o) => o.id !== combatantId)
  const at = beforeId === null ? order.length : order.findIndex((o) => o.id === beforeId)
  order.splice(at, 0, { ...c, placed: true })
  const where = beforeId === null ? 'last' : `before ${nameIn(order, beforeId)}`
  return withCombat(campaign, withLog({ ...combat, order }, `${c.name} moved ${where}`))
}

/**
 * Make combatants act together as one group (`grouped`), or split them. Before the fight begins,
 * a ruleset whose groups share one roll (`groupSharesInitiative`) gives every member the first
 * member's total and place.
 */
export function groupCombatants(
  campaign: Campaign,
  combatantIds: readonly string[],
  grouped: boolean,
  groupId: string,
): Campaign {
  const combat = combatOf(campaign)
  const picked = new Set(combatantIds)
  const members = combatantIds.map((id) => requireCombatant(campaign, combat, id))
  if (grouped && members.length < 2)
    throw new CombatRefused('pick at least two combatants to group')
  let order = combat.order.map((o) => {
    if (!picked.has(o.id)) return o
    if (grouped) return { ...o, groupId }
    const { groupId: _gone, ...rest } = o
    void _gone
    return rest as Combatant
  })
  const names = members.map((m) => m.name).join(', ')
  let line = grouped ? `${names} act together` : `${names} act alone`
  if (
    grouped &&
    combat.phase === 'initiative' &&
    combatRules(campaign).hooks.groupSharesInitiative
  ) {
    const shared = sharedRoll(order, picked)
    order = shared.order
    line = `${line} on ${shared.lead.name}'s roll (${shared.lead.initiative ?? '?'})`
  }
  return withCombat(campaign, withLog({ ...combat, order }, line))
}

/**
 * A group that shares one roll (GG-003): every member takes the total of the first member in the
 * order and its place, right after it, keeping their order among themselves.
 */
function sharedRoll(
  order: readonly Combatant[],
  picked: ReadonlySet<string>,
): { order: Combatant[]; lead: Combatant } {
  const lead = order.find((o) => picked.has(o.id)) as Combatant
  const detail = `shares ${lead.name}'s roll`
  const members = order
    .filter((o) => picked.has(o.id) && o.id !== lead.id)
    .map((o) => ({ ...o, initiative: lead.initiative, initiativeDetail: detail }))
  const rest = order.filter((o) => !picked.has(o.id) || o.id === lead.id)
  const at = rest.findIndex((o) => o.id === lead.id) + 1
  return { order: [...rest.slice(0, at), ...members, ...rest.slice(at)], lead }
}
