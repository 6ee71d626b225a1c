/**
 * The fight as the GM's panel reads it: `campaign.combat` (the GM's view is the campaign), the
 * ruleset's combat metadata (resources, actions, conditions, vitals; pure shared code), and the
 * edits as intents through the contract. A refusal becomes a notice like every other edit's.
 */
import { computed } from 'vue'
import type { ChannelInput, ChannelName } from '../../../../shared/api'
import type { Combat, Combatant, Token } from '../../../../shared/model'
import type {
  CombatPool,
  EconomyResource,
  Holdable,
  RulesetCombat,
  TurnAction,
} from '../../../../shared/rules'
import { useRuleset } from '../../rules/use-ruleset'
import { useSessionStore } from '../../stores/session'
import { useCampaign } from '../library/sheets'
import { conditionLines, type ConditionLine } from './combat-words'

/** What one row of the order shows, worked out once per change of the fight or its tokens. */
export interface CombatantView {
  c: Combatant
  token: Token | null
  conditions: ConditionLine[]
  /** "HP 12/20", "THP 3", "Plating 4": the GM's numbers. */
  vitals: string[]
  /** Out of the fight (Out, dead): its turns are skipped. */
  out: boolean
  /** What it can spend from its row (Blue Box: a PC's EP). */
  pools: CombatPool[]
}

export function useCombat() {
  const session = useSessionStore()
  const campaign = useCampaign()
  const { rules } = useRuleset()

  const combat = computed<Combat | null>(() => campaign.value?.combat ?? null)
  const hooks = computed<RulesetCombat | null>(() => rules.value?.combat ?? null)
  /** The resources the ruleset's turns have, in the order it shows them. */
  const resources = computed<readonly EconomyResource[]>(() => hooks.value?.resources ?? [])
  const conditionDefs = computed(() => rules.value?.conditions ?? [])
  const conditionName = (id: string) => conditionDefs.value.find((d) => d.id === id)?.name ?? id
  const unit = computed(() => rules.value?.unit ?? 'm')

  function tokenOf(c: Combatant): Token | null {
    const t = campaign.value?.tokens
    return t && Object.hasOwn(t, c.tokenId) ? t[c.tokenId]! : null
  }

  const rows = computed<CombatantView[]>(() => {
    const f = combat.value
    const camp = campaign.value
    const h = hooks.value
    if (!f || !camp) return []
    return f.order.map((c) => {
      const token = tokenOf(c)
      const ids = token && h ? safe(() => h.conditionsOf(token.instance), []) : []
      const vitals = token && h ? safe(() => h.vitals(token, camp).lines, []) : []
      const out = !!(token && h?.outOfFight && safe(() => h.outOfFight!(token, camp), false))
      const pools = token && h?.pools ? safe(() => h.pools!(token, camp), []) : []
      return {
        c,
        token,
        conditions: conditionLines(f, c.tokenId, ids, conditionName),
        vitals,
        out,
        pools,
      }
    })
  })

  const current = computed(() => rows.value.find((r) => r.c.id === combat.value?.currentId) ?? null)

  /** The current combatant's actions (Dash, Quick-step, Disengage...) from the ruleset. */
  const actions = computed<TurnAction[]>(() => {
    const t = current.value?.token
    const camp = campaign.value
    const h = hooks.value
    return t && camp && h?.actions ? safe(() => h.actions(t, camp), []) : []
  })

  /** What the current combatant may hold as a Reaction now (or why nothing), when the game has held actions. */
  const holdable = computed<Holdable | null>(() => {
    const t = current.value?.token
    const camp = campaign.value
    const h = hooks.value
    return t && camp && h?.holdable ? safe(() => h.holdable!(t, camp), null) : null
  })

  const partyTracks = computed(() => {
    const camp = campaign.value
    const h = hooks.value
    return camp && h?.partyTracks ? safe(() => h.partyTracks!(camp), []) : []
  })

  const act = <C extends ChannelName>(channel: C, payload: ChannelInput<C>) =>
    session.act(channel, payload)

  /** One click on a pip: spend one (or, on a spent pip, give one back); Shift overrides a refusal. */
  function spend(id: string, resource: string, amount: number, override: boolean): void {
    void act('combat:spend', {
      combatantId: id,
      resource,
      amount,
      ...(override ? { override: true } : {}),
    })
  }

  function takeAction(id: string, actionId: string, override: boolean): void {
    void act('combat:action', {
      combatantId: id,
      actionId,
      ...(override ? { override: true } : {}),
    })
  }

  return {
    session,
    campaign,
    combat,
    hooks,
    resources,
    conditionDefs,
    conditionName,
    unit,
    rows,
    current,
    actions,
    holdable,
    partyTracks,
    act,
    spend,
    takeAction,
  }
}

/** A ruleset hook that throws on odd data shows nothing rather than breaking the whole panel. */
function safe<T>(f: () => T, fallback: T): T {
  try {
    return f()
  } catch {
    return fallback
  }
}

export type CombatApi = ReturnType<typeof useCombat>
