/**
 * The read model of the main process's state for this view: a snapshot, then numbered patches;
 * a gap or a patch that does not fit fetches a fresh snapshot. No rules logic lives here.
 */
import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import {
  API_VERSION,
  type AnyView,
  type CampaignStatus,
  type ChannelInput,
  type ChannelName,
  type ChannelOutput,
  type DiceLogEntry,
  type EventName,
  type EventPayloads,
  type HistoryPreview,
  type HistoryState,
  type Role,
} from '../../../shared/api'
import type { Hex } from '../../../shared/geometry/hex'
import type { CharacterView, TableOverlay } from '../../../shared/projection'
import { rulesetById } from '../../../shared/rules'
import { replicaAccept, replicaReceive, type Patch, type Snapshot } from '../../../shared/sync'
import { ApiError, type ApiClient } from '../api/client'

export type Status = 'connecting' | 'ready' | 'offline' | 'failed'

export interface Notice {
  id: number
  level: 'info' | 'error'
  message: string
}

/** Why nothing can be edited while the GM looks at a snapshot. */
export const PREVIEW_READ_ONLY = 'You are looking at a snapshot, not the live campaign.'

/**
 * What may still be asked while a snapshot is shown: the history itself, undo and redo of the
 * live campaign, and reads. Anything else would change the campaign or what the players see.
 */
function allowedInPreview(channel: ChannelName): boolean {
  return (
    channel.startsWith('history:') ||
    ['session:hello', 'state:snapshot', 'dice:log', 'print:pdf', 'devices:list'].includes(channel)
  )
}

const NO_HISTORY: HistoryState = {
  canUndo: false,
  canRedo: false,
  undoLabel: null,
  redoLabel: null,
}

export const useSessionStore = defineStore('session', () => {
  const status = ref<Status>('connecting')
  const problem = ref<string | null>(null)
  const role = ref<Role | null>(null)
  /** Shallow: views are replaced whole by patches with structural sharing, never mutated. */
  const replica = shallowRef<Snapshot<AnyView> | null>(null)
  const history = ref<HistoryState>(NO_HISTORY)
  /** Where the campaign is saved and whether the disk has the latest state (GM only). */
  const campaign = ref<CampaignStatus | null>(null)
  const notices = ref<Notice[]>([])
  const resyncs = ref(0)
  /** The GM's dice log from main: loaded by loadDiceLog, then one entry per 'dice:rolled'. */
  const diceLog = ref<DiceLogEntry[]>([])
  /** Counts File › New Campaign… from the menu: the GM view opens its dialog on each change. */
  const newCampaignAsked = ref(0)
  /** Counts File › Table Rules… from the menu: the GM view opens its Table rules dialog on each. */
  const tableRulesAsked = ref(0)
  /** What the GM shows the table beside the campaign: a roll, the ruler, the QR code (GM only). */
  const tableOverlay = shallowRef<TableOverlay>({})
  /** A phone the GM tied to a PC: that character's own view, from main (players' page only). */
  const characterView = shallowRef<CharacterView | null>(null)
  /** Counts File › History… from the menu: the GM view opens the History dialog on each. */
  const historyAsked = ref(0)
  /** Counts Help › Keyboard Shortcuts from the menu: the GM view opens the sheet on each. */
  const shortcutsAsked = ref(0)
  /** Counts campaigns opened in place of another: roll panels of the previous one close on it. */
  const campaignsSwitched = ref(0)
  /**
   * A snapshot the GM is looking at: its campaign is shown in place of the live one,
   * read-only. The live view keeps following main's patches underneath; nothing changes in main.
   */
  const preview = shallowRef<HistoryPreview | null>(null)
  let client: ApiClient | null = null
  let noticeId = 0

  /** The campaign as main holds it now, whatever the GM is looking at. */
  const liveView = computed(() => replica.value?.view ?? null)
  /** What the GM's page shows: a snapshot being looked at, else the live campaign. */
  const view = computed<AnyView | null>(() => preview.value?.campaign ?? liveView.value)
  const previewing = computed(() => preview.value !== null)
  /** The GM's: the map being worked on. The players': the map shown to them, if any. */
  const activeMap = computed(() => {
    const v = view.value
    return v && v.activeMapId !== null ? (v.maps[v.activeMapId] ?? null) : null
  })
  /** The name of the rules the campaign plays, for the title bar (GM only). */
  const rulesetName = computed(() => {
    const s = campaign.value
    if (s) return s.rulesetName
    const id = (view.value as { rulesetId?: string } | null)?.rulesetId
    return id ? (rulesetById(id)?.name ?? id) : null
  })
  /** Why the campaign cannot be edited (main refuses every edit), or null. */
  const readOnly = computed(() =>
    preview.value ? PREVIEW_READ_ONLY : (campaign.value?.readOnly ?? null),
  )
  const tokens = computed(() => {
    const v = view.value
    const map = activeMap.value
    if (!v || !map) return []
    return Object.values(v.tokens).filter((t) => t.mapId === map.id)
  })

  function notify(level: Notice['level'], message: string): void {
    const id = ++noticeId
    notices.value = [...notices.value.slice(-4), { id, level, message }]
    setTimeout(() => dismiss(id), level === 'error' ? 8000 : 4000)
  }

  function dismiss(id: number): void {
    notices.value = notices.value.filter((n) => n.id !== id)
  }

  let resyncing: Promise<void> | null = null

  /** Fetch a fresh snapshot; concurrent requests share the one in flight. */
  function resync(): Promise<void> {
    resyncing ??= fetchSnapshot().finally(() => (resyncing = null))
    return resyncing
  }

  async function fetchSnapshot(): Promise<void> {
    if (!client) return
    resyncs.value += 1
    const snap = await client.invoke('state:snapshot', {})
    replica.value = replicaAccept(replica.value, { seq: snap.seq, view: snap.view })
    if (snap.history) history.value = snap.history
    if (snap.campaign) campaign.value = snap.campaign
    if (snap.tableOverlay) tableOverlay.value = snap.tableOverlay
  }

  function receivePatch(patch: Patch): void {
    const step = replicaReceive(replica.value, patch)
    if (step.kind === 'applied') replica.value = step.replica
    else if (step.kind === 'resync' && replica.value) void resync().catch(fail)
  }

  function fail(err: unknown): void {
    status.value = 'failed'
    problem.value = err instanceof Error ? err.message : String(err)
  }

  async function connect(c: ApiClient, expectedRole: Role): Promise<void> {
    client = c
    c.on('state:patch', receivePatch)
    c.on('history:changed', (h) => (history.value = h))
    c.on('campaign:status', (s) => (campaign.value = s))
    c.on('session:notice', (n) => notify(n.level, n.message))
    c.on('dice:rolled', (e) => (diceLog.value = [...diceLog.value.slice(-499), e]))
    c.on('dice:changed', (e) => (diceLog.value = diceLog.value.map((x) => (x.id === e.id ? e : x))))
    c.on('dice:cleared', () => {
      diceLog.value = []
      campaignsSwitched.value += 1
    })
    c.on('campaign:askNew', () => (newCampaignAsked.value += 1))
    c.on('campaign:askTableRules', () => (tableRulesAsked.value += 1))
    c.on('campaign:askHistory', () => (historyAsked.value += 1))
    c.on('app:askShortcuts', () => (shortcutsAsked.value += 1))
    c.on('table:overlay', (o) => (tableOverlay.value = o))
    c.on('character:view', (v) => (characterView.value = v))
    c.transport.onDisconnect((reason, final) => {
      // A failed session keeps its explanation; a dropped one says why.
      if (status.value === 'failed') return
      status.value = final === true ? 'failed' : 'offline'
      problem.value = reason
      // Shut out for good (a removed device): nothing of the table stays on the screen.
      if (final === true) replica.value = null
      if (final === true) characterView.value = null
    })
    c.transport.onReconnect(() => {
      // Main sends the character again on connect, if this device is still tied to one.
      characterView.value = null
      // A snapshot being looked at may be gone with the host: back to the live campaign.
      preview.value = null
      // A restarted host numbers its patches from 0 again: start over from its snapshot.
      replica.value = null
      void start(expectedRole).catch(fail)
    })
    await start(expectedRole).catch(fail)
  }

  async function start(expectedRole: Role): Promise<void> {
    if (!client) return
    const hello = await client.invoke('session:hello', { apiVersion: API_VERSION })
    role.value = hello.role
    if (hello.role !== expectedRole) {
      throw new Error(
        expectedRole === 'gm'
          ? 'This page needs the GM link printed by "npm run serve" (it carries a secret token). Players: open the player link.'
          : `connected as ${hello.role}, expected ${expectedRole}`,
      )
    }
    await resync()
    status.value = 'ready'
    problem.value = null
  }

  /** Run a GM intent; a refusal becomes a notice and is returned as false. */
  async function run(action: (c: ApiClient) => Promise<unknown>): Promise<boolean> {
    if (!client) return false
    try {
      await action(client)
      return true
    } catch (err) {
      // ApiError messages are written for the GM; anything else is a fault of the page itself.
      if (!(err instanceof ApiError)) console.error(err)
      notify(
        'error',
        err instanceof ApiError
          ? err.message
          : `Something went wrong on this page (${err instanceof Error ? err.message : String(err)}). Reload it if the map looks wrong.`,
      )
      return false
    }
  }

  const moveToken = (tokenId: string, to: Hex, free = false) =>
    act('map:moveToken', { tokenId, to: { q: to.q, r: to.r }, ...(free ? { free } : {}) })
  const setGmOnly = (tokenId: string, gmOnly: boolean) =>
    act('token:setGmOnly', { tokenId, gmOnly })
  /** While a snapshot is shown, an edit is refused here, before it reaches main. */
  function previewRefuses(channel: ChannelName): boolean {
    if (!preview.value || allowedInPreview(channel)) return false
    notify('error', 'You are looking at a snapshot: choose "Back to now" to change the campaign.')
    return true
  }
  /** Any GM intent through the contract; a refusal becomes a notice and false. */
  const act = <C extends ChannelName>(channel: C, payload: ChannelInput<C>) =>
    previewRefuses(channel) ? Promise.resolve(false) : run((c) => c.invoke(channel, payload))
  /** The same, with main's answer (null after a refusal, which becomes a notice). */
  async function ask<C extends ChannelName>(
    channel: C,
    payload: ChannelInput<C>,
  ): Promise<ChannelOutput<C> | null> {
    if (previewRefuses(channel)) return null
    let out: ChannelOutput<C> | null = null
    const ok = await run(async (c) => (out = await c.invoke(channel, payload)))
    return ok ? out : null
  }
  /**
   * The same, for a dialog that shows a refusal itself: main's answer, or the refusal in words
   * (no notice).
   */
  async function tryAsk<C extends ChannelName>(
    channel: C,
    payload: ChannelInput<C>,
  ): Promise<{ out: ChannelOutput<C> } | { error: string }> {
    if (preview.value && !allowedInPreview(channel))
      return { error: 'You are looking at a snapshot: choose "Back to now" first.' }
    if (!client) return { error: 'The page is not connected to the app.' }
    try {
      return { out: await client.invoke(channel, payload) }
    } catch (err) {
      if (!(err instanceof ApiError)) console.error(err)
      return {
        error:
          err instanceof ApiError
            ? err.message
            : `Something went wrong on this page (${err instanceof Error ? err.message : String(err)}).`,
      }
    }
  }
  /**
   * Start a new campaign playing `rulesetId` (main asks where to keep it on the desktop). Null
   * after a refusal (a notice says why); `dir` null when the GM cancelled.
   */
  function newCampaign(name: string, rulesetId: string): Promise<{ dir: string | null } | null> {
    return ask('campaign:new', { name, rulesetId })
  }
  /** Fetch main's dice log (the library does when it opens); a refusal keeps what we have. */
  const loadDiceLog = () => run(async (c) => (diceLog.value = await c.invoke('dice:log', {})))
  /** Listen to one of main's events (the Devices panel hears its list change); returns the unsubscribe. */
  const listen = <E extends EventName>(event: E, cb: (payload: EventPayloads[E]) => void) =>
    client ? client.on(event, cb) : () => {}
  const undo = () => run(async (c) => (history.value = await c.invoke('history:undo', {})))
  const redo = () => run(async (c) => (history.value = await c.invoke('history:redo', {})))
  /** Show a snapshot's campaign read-only (null: back to the live campaign). */
  function setPreview(p: HistoryPreview | null): void {
    preview.value = p
  }

  return {
    status,
    problem,
    role,
    replica,
    view,
    liveView,
    preview,
    previewing,
    activeMap,
    rulesetName,
    readOnly,
    tokens,
    history,
    campaign,
    notices,
    resyncs,
    diceLog,
    newCampaignAsked,
    tableRulesAsked,
    historyAsked,
    shortcutsAsked,
    campaignsSwitched,
    tableOverlay,
    characterView,
    connect,
    listen,
    resync,
    receivePatch,
    notify,
    dismiss,
    moveToken,
    setGmOnly,
    act,
    ask,
    tryAsk,
    newCampaign,
    loadDiceLog,
    undo,
    redo,
    setPreview,
  }
})
