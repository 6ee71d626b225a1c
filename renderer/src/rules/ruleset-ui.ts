/**
 * What a ruleset's UI supplies to the generic features (see ./registry.ts): each component's props
 * and emits are declared here once, as the features mount them, and each ruleset's component
 * declares its own with these same interfaces.
 */
import type { Component } from 'vue'
import type { Token } from '../../../shared/model'
import type { MapToken, TokenVitals } from '../board/token-look'
import type { Sheet, SheetKind, SheetRef } from '../features/library/sheets'
import type { RollRequest, RollWhat } from '../stores/roll-dialog'
import type { NpcListRules } from './common/npc-list'

/** The library's edit form (SheetPane). */
export interface SheetFormProps<S = Sheet> {
  kind: SheetKind
  initial: S
  isNew: boolean
}
export interface SheetFormEmits {
  saved: [id: string]
  cancel: []
}

/** A sheet read-only, with its rolls (SheetPane). */
export interface StatBlockProps<S = Sheet> {
  sheet: S
  kind: SheetKind
}
export interface StatBlockEmits<W = RollWhat> {
  roll: [what: W]
}

/** A sheet's tokens on the active map, their own state editable (SheetPane). */
export interface SheetTokensProps<S = Sheet> {
  sheetRef: SheetRef
  sheet: S
}

/** A roll request whose `what` is one ruleset's (the store holds any ruleset's). */
export interface RollRequestOf<W extends RollWhat> extends RollRequest {
  what: W
}

/** The roll dialog for a request from a sheet or the map (GmWorkspace). */
export interface RollDialogProps<R = RollRequest> {
  request: R
}
export interface RollDialogEmits {
  close: []
}

/** What the fight tracker shows under the turn in hand, for the current combatant's token. */
export interface TurnInfoProps {
  tokenId: string
}

/** A panel of the map's sidebar (WorkspaceSidebar): the map's tokens and the selected one. */
export interface SidebarPanelProps {
  tokens: MapToken[]
  selectedId: string | null
}
export type MovePanelProps = SidebarPanelProps
export type TargetPanelProps = SidebarPanelProps

/** `on…` handler props for emits `E`, as Vue hands a component's emits to its setup. */
type EmitHandlers<E> = {
  [K in keyof E & string as `on${Capitalize<K>}`]: E[K] extends unknown[]
    ? (...args: E[K]) => void
    : never
}

/**
 * A component mounted with props `P` and listened to for emits `E`. `Component<P>` alone checks
 * only that each prop the component declares is no wider than `P`'s (its instance must be a `P`);
 * the `setup` member checks the other way, as a parameter: what the feature passes (and the
 * handlers it listens with) must be what the component's setup takes. So a prop missing, extra,
 * wider or narrower, or an emit whose payload the feature's handler cannot take, is a type error
 * where the ruleset builds its `RulesetUi`. An emit the component never declares is not caught.
 */
export type RoleComponent<P, E = object> = Component<P> & {
  setup?: (props: P & EmitHandlers<E>, ctx: never) => unknown
}

/**
 * A ruleset's UI. `S` is its library sheet and `W` what its stat block asks the roll dialog for;
 * the registry holds the erased form, `RulesetUi` (see `defineRulesetUi`).
 */
export interface RulesetUi<S = Sheet, W extends RollWhat = RollWhat> {
  id: string
  SheetForm: RoleComponent<SheetFormProps<S>, SheetFormEmits>
  StatBlock: RoleComponent<StatBlockProps<S>, StatBlockEmits<W>>
  SheetTokens: RoleComponent<SheetTokensProps<S>>
  RollDialog: RoleComponent<RollDialogProps<RollRequestOf<W>>, RollDialogEmits>
  /** What the library's NPC list searches and filters by (its lines are `sheetSummary`). */
  npcList: NpcListRules<S>
  /**
   * What the fight tracker shows under the turn in hand for the current combatant's token (BW: its
   * movement budget and Extra Effort); absent: nothing.
   */
  TurnInfo?: RoleComponent<TurnInfoProps>
  /**
   * The map sidebar's panel for how the selected token moves when dragged (GG: walking, swimming,
   * flying...); absent: none shown.
   */
  MovePanel?: RoleComponent<MovePanelProps>
  /** The map sidebar's panel for the selected token attacking another; absent: none shown. */
  TargetPanel?: RoleComponent<TargetPanelProps>
  /** A fresh sheet for New NPC / New PC. */
  blankSheet(kind: SheetKind, id: string): S
  /** One line under a sheet's name in the library's lists ("L3 · d8"). */
  sheetSummary(sheet: S, kind: SheetKind): string
  /** What a token standing for `sheet` shows on its HP bar; null: no bar. */
  tokenVitals(token: Token, sheet: S): TokenVitals | null
  /** A condition's name as the ruleset writes it. */
  conditionName(id: string): string
}

/**
 * A ruleset's UI in the registry's erased form, which the features hand any campaign's sheets and
 * roll requests. Checked against its own types here, then forgotten once: the library's records
 * were checked by the ruleset's sheet schema in main before the campaign reached the page, and
 * the registry picks a UI by the campaign's ruleset, so its components and functions only ever
 * get that ruleset's sheets; the roll requests come from its own stat block and target panel, or
 * the map's Opportunity Attack offer (`{ type: 'attack', attackerId, targetId, action }`, which
 * every ruleset's attack reads).
 */
export function defineRulesetUi<S, W extends RollWhat>(ui: RulesetUi<S, W>): RulesetUi {
  return ui as unknown as RulesetUi
}
