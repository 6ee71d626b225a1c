/** ZZ's UI pieces, as the renderer's registry (../registry.ts) hands them to the features. */
import { blankZzSheet } from '../../../../shared/rules/zz/adapter/ruleset-sheet'
import { levelFilter, type NpcListRules } from '../common/npc-list'
import { defineRulesetUi } from '../ruleset-ui'
import ZzSheetForm from './form/ZzSheetForm.vue'
import type { ZzRollWhat } from './roll/roll-what'
import ZzRollDialog from './roll/ZzRollDialog.vue'
import ZzSheetTokens from './ZzSheetTokens.vue'
import ZzStatBlock from './ZzStatBlock.vue'
import ZzTargetPanel from './ZzTargetPanel.vue'
import { zzConditionName, zzSheetSummary, zzTokenVitals, type ZzSheet } from './support'

const npcList: NpcListRules<ZzSheet> = {
  tags: (n) => (n.shortName ? [n.shortName] : []),
  hiddenTags: (n) => n.weapons.map((w) => w.name),
  filters: [
    {
      label: 'Filter by disposition',
      any: 'any disposition',
      read: (n) => n.disposition ?? 'unset',
      options: ['hostile', 'neutral', 'friendly', ['unset', 'not set']],
    },
    levelFilter(),
  ],
}

export const zzUi = defineRulesetUi<ZzSheet, ZzRollWhat>({
  id: 'zz',
  SheetForm: ZzSheetForm,
  StatBlock: ZzStatBlock,
  SheetTokens: ZzSheetTokens,
  RollDialog: ZzRollDialog,
  npcList,
  TargetPanel: ZzTargetPanel,
  blankSheet: (kind, id) => blankZzSheet(kind, id, kind === 'npc' ? 'New monster' : 'New Hero'),
  sheetSummary: zzSheetSummary,
  tokenVitals: zzTokenVitals,
  conditionName: zzConditionName,
})
