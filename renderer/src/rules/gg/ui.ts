/** GG's UI pieces, as the renderer's registry (../registry.ts) hands them to the features. */
import { blankGgSheet } from '../../../../shared/rules/gg/ruleset-sheet'
import { levelFilter, type NpcListRules } from '../common/npc-list'
import type { RulesetUi } from '../ruleset-ui'
import GgSheetForm from './form/GgSheetForm.vue'
import GgSheetTokens from './GgSheetTokens.vue'
import GgStatBlock from './GgStatBlock.vue'
import GgMovePanel from './GgMovePanel.vue'
import GgTargetPanel from './GgTargetPanel.vue'
import GgRollDialog from './roll/GgRollDialog.vue'
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

export const ggUi: RulesetUi = {
  id: 'gg',
  SheetForm: GgSheetForm,
  StatBlock: GgStatBlock,
  SheetTokens: GgSheetTokens,
  RollDialog: GgRollDialog,
  npcList,
  MovePanel: GgMovePanel,
  TargetPanel: GgTargetPanel,
  blankSheet: (kind, id) => blankGgSheet(kind, id, kind === 'npc' ? 'New NPC' : 'New PC'),
  sheetSummary: (sheet, kind) => ggSheetSummary(sheet as GgSheet, kind),
  tokenVitals: (t, sheet) => ggTokenVitals(t, sheet as GgSheet),
  conditionName: ggConditionName,
}
