/**
 * Which of the workspace's dialogs are open. The app's menu opens some of them too (File › New
 * Campaign…, Table Rules…, History…, Help › Keyboard Shortcuts) by counting up a request in the
 * session store, which may come while the dialog is already open.
 */
import { reactive, watch } from 'vue'
import { useSessionStore } from '../../stores/session'

export function useWorkspaceDialogs(readOnly: () => boolean) {
  const session = useSessionStore()
  const open = reactive({
    newCampaign: false,
    tableRules: false,
    phones: false,
    history: false,
    shortcuts: false,
    restLog: false,
    interruptRest: false,
  })
  watch(
    () => session.newCampaignAsked,
    () => (open.newCampaign = true),
  )
  // A read-only campaign's options cannot change: the menu's Table Rules… does nothing there.
  watch(
    () => session.tableRulesAsked,
    () => {
      if (!readOnly()) open.tableRules = true
    },
  )
  watch(
    () => session.historyAsked,
    () => (open.history = true),
  )
  watch(
    () => session.shortcutsAsked,
    () => (open.shortcuts = true),
  )
  return open
}
