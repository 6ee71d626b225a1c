/**
 * The rest as the GM's Rest view reads it: `campaign.rest` (the GM's view is the campaign), the
 * ruleset's rest hooks (kinds, catalogue, slots, problems; pure shared code), the party's clock and
 * log, and the edits as intents through the contract (a refusal becomes a notice).
 */
import { computed } from 'vue'
import type { ChannelInput, ChannelName } from '../../../../shared/api'
import type { RestPlan, RestSlot } from '../../../../shared/model'
import { clockOf, memberName, slotWords } from '../../../../shared/play/rest'
import type { RestActivityInfo, RestWeaponInfo, RulesetRest } from '../../../../shared/rules'
import { useRuleset } from '../../rules/use-ruleset'
import { useSessionStore } from '../../stores/session'
import { useCampaign } from '../library/sheets'

/** One row of the board: a member, its planned activities and how many slots it has. */
export interface RestMemberView {
  id: string
  name: string
  slots: RestSlot[]
  /** Activity slots this member has (gifts received count). */
  max: number
}

/** The catalogue under one of the ruleset's headings, in the order the ruleset lists them. */
export interface RestGroup {
  name: string
  activities: RestActivityInfo[]
}

/** "Day 3, 22:00". */
export function clockWords(c: { day: number; hour: number }): string {
  return `Day ${c.day}, ${String(c.hour).padStart(2, '0')}:00`
}

export function useRest() {
  const session = useSessionStore()
  const campaign = useCampaign()
  const { rules } = useRuleset()

  const plan = computed<RestPlan | null>(() => campaign.value?.rest ?? null)
  const hooks = computed<RulesetRest | null>(() => rules.value?.rest ?? null)
  const clock = computed(() => (campaign.value ? clockOf(campaign.value) : { day: 1, hour: 8 }))
  const log = computed(() => campaign.value?.restLog ?? [])
  const kind = computed(() => hooks.value?.kinds.find((k) => k.id === plan.value?.kind) ?? null)

  const members = computed<RestMemberView[]>(() => {
    const p = plan.value
    const c = campaign.value
    const h = hooks.value
    if (!p || !c || !h) return []
    return p.members.map((id) => ({
      id,
      name: memberName(c, id),
      slots: Object.hasOwn(p.slots, id) ? [...(p.slots[id] ?? [])] : [],
      max: h.slots(p, id),
    }))
  })

  /** What stands between the plan and Resolve, in the GM's words. */
  const problems = computed<string[]>(() => {
    const p = plan.value
    const c = campaign.value
    const h = hooks.value
    return p && c && h ? h.planProblems(p, c) : []
  })

  const nameOf = (id: string) => (campaign.value ? memberName(campaign.value, id) : id)
  /** A slot in words; with its member, a weapon is named by the name on that member's sheet. */
  const words = (slot: RestSlot, memberId?: string) =>
    campaign.value && hooks.value
      ? slotWords(campaign.value, hooks.value, slot, memberId)
      : slot.activity

  /** The ruleset's catalogue grouped by its headings, groups in the order they first appear. */
  const groups = computed<RestGroup[]>(() => {
    const h = hooks.value
    const p = plan.value
    const out: RestGroup[] = []
    for (const a of h?.activities ?? []) {
      if (p && !a.rest.includes(p.kind)) continue
      let g = out.find((x) => x.name === a.group)
      if (!g) out.push((g = { name: a.group, activities: [] }))
      g.activities.push(a)
    }
    return out
  })
  const activity = (id: string) => hooks.value?.activities.find((a) => a.id === id) ?? null

  /** Items one crafting activity of this member makes at most (null: the rules do not say). */
  const craftMax = (memberId: string): number | null => {
    const c = campaign.value
    const h = hooks.value
    return c && h?.craftMax ? h.craftMax(c, memberId) : null
  }
  /** The member's weapons for an activity about one (empty: the rules offer none). */
  const weapons = (memberId: string): RestWeaponInfo[] => {
    const c = campaign.value
    const h = hooks.value
    return c && h?.weapons ? h.weapons(c, memberId) : []
  }

  /** Send an edit; false when main refused it (the notice says why). */
  const act = <C extends ChannelName>(channel: C, payload: ChannelInput<C>) =>
    session.act(channel, payload)

  /**
   * Send an edit and give back main's refusal in words (null: done): the notice shows it too; the
   * board also shows it on the row it concerns.
   */
  async function attempt<C extends ChannelName>(
    channel: C,
    payload: ChannelInput<C>,
  ): Promise<string | null> {
    const before = session.notices.at(-1)?.id ?? 0
    if (await session.act(channel, payload)) return null
    const notice = session.notices.at(-1)
    return notice && notice.id !== before ? notice.message : 'Refused.'
  }

  return {
    session,
    campaign,
    plan,
    hooks,
    clock,
    log,
    kind,
    members,
    problems,
    nameOf,
    words,
    act,
    attempt,
    groups,
    activity,
    craftMax,
    weapons,
  }
}
