/** GG's UI pieces, as the renderer's registry (../registry.ts) hands them to the features. */
import { blankGgSheet } from '../../../../shared/rules/gg/adapter/ruleset-sheet'
import { levelFilter, type NpcListRules } from '../common/npc-list'
import { defineRulesetUi } from '../ruleset-ui'
import GgSheetForm from './form/GgSheetForm.vue'
import GgSheetTokens from './GgSheetTokens.vue'
import GgStatBlock from './GgStatBlock.vue'
import GgMovePanel from './GgMovePanel.vue'
import GgTargetPanel from './GgTargetPanel.vue'
import GgRollDialog from './roll/GgRollDialog.vue'
import type { GgRollWhat } from './roll/roll-what'
import { ggConditionName, ggSheetSummary, ggTokenVitals, type GgSheet } from './support'

const npcList: NpcListRules<GgSheet> = {
  tags: (n) => n.tags ?? [],
  hiddenTags: (n) => n.classTags ?? [],
  filters: [
    {
      label: 'Filter by rank',
      any: 'any rank',
      read: (n) => n.rank ?? 'named',
      options: ['named', 'minion'],
    },
    levelFilter(),
  ],
}

export const ggUi = defineRulesetUi<GgSheet, GgRollWhat>({
  id: 'gg',
  SheetForm: GgSheetForm,
  StatBlock: GgStatBlock,
  SheetTokens: GgSheetTokens,
  RollDialog: GgRollDialog,
  npcList,
  MovePanel: GgMovePanel,
  TargetPanel: GgTargetPanel,
  blankSheet: (kind, id) => blankGgSheet(kind, id, kind === 'npc' ? 'New NPC' : 'New PC'),
  sheetSummary: ggSheetSummary,
  tokenVitals: ggTokenVitals,
  conditionName: ggConditionName,
})
