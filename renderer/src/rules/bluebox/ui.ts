/** Blue Box's UI pieces, as the renderer's registry (../registry.ts) hands them to the features. */
import { TokenSizeSchema } from '../../../../shared/model'
import { CONDITIONS, powerDieOf, type NpcRecord } from '../../../../shared/rules/bluebox'
import { levelFilter, type NpcListRules } from '../common/npc-list'
import { defineRulesetUi } from '../ruleset-ui'
import BlueboxSheetForm from './form/BlueboxSheetForm.vue'
import BlueboxRollDialog from './roll/BlueboxRollDialog.vue'
import type { RollWhat } from './roll-request'
import { blankNpc, blankPc, tokenVitals, type Sheet } from './sheet-support'
import BlueboxSheetTokens from './BlueboxSheetTokens.vue'
import BlueboxStatBlock from './BlueboxStatBlock.vue'
import BlueboxTargetPanel from './BlueboxTargetPanel.vue'

/** A condition's name as the rules write it, or its id made readable. */
export function blueboxConditionName(id: string): string {
  const def = (CONDITIONS as Record<string, { name: string } | undefined>)[id]
  return def?.name ?? id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())
}

const npcList: NpcListRules<NpcRecord> = {
  tags: (n) => n.tags,
  filters: [
    levelFilter(),
    {
      label: 'Filter by size',
      any: 'any size',
      read: (n) => n.size,
      options: TokenSizeSchema.options,
    },
  ],
}

export const blueboxUi = defineRulesetUi<Sheet, RollWhat>({
  id: 'bluebox',
  SheetForm: BlueboxSheetForm,
  StatBlock: BlueboxStatBlock,
  SheetTokens: BlueboxSheetTokens,
  RollDialog: BlueboxRollDialog,
  npcList,
  TargetPanel: BlueboxTargetPanel,
  blankSheet: (kind, id) => (kind === 'npc' ? blankNpc(id) : blankPc(id)),
  sheetSummary: (sheet, kind) =>
    kind === 'pc'
      ? `L${sheet.level} · d${powerDieOf(sheet)}${'player' in sheet && sheet.player ? ` · ${sheet.player}` : ''}`
      : `L${sheet.level} · d${powerDieOf(sheet)} · ${sheet.size}`,
  tokenVitals,
  conditionName: blueboxConditionName,
})
