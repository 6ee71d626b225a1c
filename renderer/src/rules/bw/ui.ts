/** BW's UI pieces, as the renderer's registry (../registry.ts) hands them to the features. */
import type { RulesetUi } from '../ruleset-ui'
import BwNpcList from './BwNpcList.vue'
import BwRollDialog from './BwRollDialog.vue'
import BwSheetTokens from './BwSheetTokens.vue'
import BwStatBlock from './BwStatBlock.vue'
import BwTargetPanel from './BwTargetPanel.vue'
import BwTurnInfo from './panel/BwTurnInfo.vue'
import BwSheetForm from './form/BwSheetForm.vue'
import { takeMapPoint } from './overlay'
import { blankBwSheet } from './sheet'
import { bwConditionName, bwSheetSummary, bwTokenVitals, type BwSheet } from './support'

export const bwUi: RulesetUi = {
  id: 'bw',
  SheetForm: BwSheetForm,
  StatBlock: BwStatBlock,
  SheetTokens: BwSheetTokens,
  RollDialog: BwRollDialog,
  NpcList: BwNpcList,
  TargetPanel: BwTargetPanel,
  TurnInfo: BwTurnInfo,
  blankSheet: (kind, id) => blankBwSheet(kind, id),
  sheetSummary: (sheet, kind) => bwSheetSummary(sheet as BwSheet, kind),
  tokenVitals: () => bwTokenVitals(),
  conditionName: bwConditionName,
  onMapClick: takeMapPoint,
}
