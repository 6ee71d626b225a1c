/** BW's UI pieces, as the renderer's registry (../registry.ts) hands them to the features. */
import { BW_UNIT_TYPES } from '../../../../shared/rules/bw'
import type { NpcListRules } from '../common/npc-list'
import { defineRulesetUi } from '../ruleset-ui'
import BwRollDialog from './BwRollDialog.vue'
import BwSheetTokens from './BwSheetTokens.vue'
import BwStatBlock from './BwStatBlock.vue'
import BwTargetPanel from './BwTargetPanel.vue'
import BwTurnInfo from './panel/BwTurnInfo.vue'
import BwSheetForm from './form/BwSheetForm.vue'
import { blankBwSheet } from './sheet'
import {
  bwConditionName,
  bwSheetSummary,
  bwTokenVitals,
  type BwRollWhat,
  type BwSheet,
} from './support'

const npcList: NpcListRules<BwSheet> = {
  tags: (n) => [n.type],
  hiddenTags: (n) => n.weapons.map((w) => w.name),
  filters: [
    { label: 'Filter by unit type', any: 'any type', read: (n) => n.type, options: BW_UNIT_TYPES },
  ],
}

export const bwUi = defineRulesetUi<BwSheet, BwRollWhat>({
  id: 'bw',
  SheetForm: BwSheetForm,
  StatBlock: BwStatBlock,
  SheetTokens: BwSheetTokens,
  RollDialog: BwRollDialog,
  npcList,
  TargetPanel: BwTargetPanel,
  TurnInfo: BwTurnInfo,
  blankSheet: blankBwSheet,
  sheetSummary: bwSheetSummary,
  tokenVitals: bwTokenVitals,
  conditionName: bwConditionName,
})
