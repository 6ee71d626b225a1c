/** ZZ's UI pieces, as the renderer's registry (../registry.ts) hands them to the features. */
import { blankZzSheet } from '../../../../shared/rules/zz/ruleset-sheet'
import type { RulesetUi } from '../ruleset-ui'
import ZzSheetForm from './form/ZzSheetForm.vue'
import ZzRollDialog from './roll/ZzRollDialog.vue'
import ZzNpcList from './ZzNpcList.vue'
import ZzSheetTokens from './ZzSheetTokens.vue'
import ZzStatBlock from './ZzStatBlock.vue'
import ZzTargetPanel from './ZzTargetPanel.vue'
import { zzConditionName, zzSheetSummary, zzTokenVitals, type ZzSheet } from './support'

export const zzUi: RulesetUi = {
  id: 'zz',
  SheetForm: ZzSheetForm,
  StatBlock: ZzStatBlock,
  SheetTokens: ZzSheetTokens,
  RollDialog: ZzRollDialog,
  NpcList: ZzNpcList,
  TargetPanel: ZzTargetPanel,
  blankSheet: (kind, id) => blankZzSheet(kind, id, kind === 'npc' ? 'New monster' : 'New Hero'),
  sheetSummary: (sheet, kind) => zzSheetSummary(sheet as ZzSheet, kind),
  tokenVitals: (t, sheet) => zzTokenVitals(t, sheet as ZzSheet),
  conditionName: zzConditionName,
}
