/** What a ruleset's UI supplies to the generic features (see ./registry.ts). */
import type { Component } from 'vue'
import type { Token } from '../../../shared/model'
import type { TokenVitals } from '../board/token-look'
import type { Sheet, SheetKind } from '../features/library/sheets'
import type { NpcListRules } from './common/npc-list'

export interface RulesetUi {
  id: string
  /** The library's edit form. Props `kind`, `initial`, `isNew`; emits `saved(id)`, `cancel`. */
  SheetForm: Component
  /** A sheet read-only, with its rolls. Props `sheet`, `kind`; emits `roll(what)`. */
  StatBlock: Component
  /** A sheet's tokens on the active map, their own state editable. Props `sheetRef`, `sheet`. */
  SheetTokens: Component
  /** The roll dialog for a request from a sheet or the map. Props `request`; emits `close`. */
  RollDialog: Component
  /** What the library's NPC list searches and filters by (its lines are `sheetSummary`). */
  npcList: NpcListRules
  /**
   * What the fight tracker shows under the turn in hand for the current combatant's token (BW: its
   * movement budget and Extra Effort). Props `tokenId`; absent: nothing.
   */
  TurnInfo?: Component
  /**
   * The map sidebar's panel for how the selected token moves when dragged (GG: walking, swimming,
   * flying...). Props `tokens`, `selectedId`; absent: none shown.
   */
  MovePanel?: Component
  /** The map sidebar's panel for the selected token attacking another; absent: none shown. */
  TargetPanel?: Component
  /** A fresh sheet for New NPC / New PC. */
  blankSheet(kind: SheetKind, id: string): Sheet
  /** One line under a sheet's name in the library's lists ("L3 · d8"). */
  sheetSummary(sheet: Sheet, kind: SheetKind): string
  /** What a token standing for `sheet` shows on its HP bar; null: no bar. */
  tokenVitals(token: Token, sheet: Sheet): TokenVitals | null
  /** A condition's name as the ruleset writes it. */
  conditionName(id: string): string
}
