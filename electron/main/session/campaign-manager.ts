/**
 * The campaign the session works on, and its folder on disk. Opening swaps the session's state
 * (history starts afresh, or from the folder's undo journal); every change the command path makes is handed to the store, which
 * autosaves it. No Electron here: the browser host and the CLI use it too.
 */
import { randomUUID } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import type { CampaignStatus } from '../../../shared/api'
import type { Campaign } from '../../../shared/model'
import type { Session } from './session'
import { UndoKeeper, type UndoKeeperOptions } from './undo-keeper'
import { historyHandlers } from './history-host'
import { checkAssetFolder } from '../persistence/assets'
import { writeFileAtomic } from '../persistence/atomic'
import type { BackupInfo } from '../persistence/backups'
import { CAMPAIGN_FILE } from '../persistence/read'
import { newCampaignPlaying } from '../persistence/new-campaign'
import { rulesetNameOf } from '../persistence/read-only'
import {
  CampaignStore,
  serializeCampaign,
  type StoreOptions,
  type StoreStatus,
} from '../persistence/store'

function toStatus(s: StoreStatus, campaign: Campaign): CampaignStatus {
  return {
    name: s.name,
    dir: s.dir,
    dirty: s.dirty,
    saving: s.saving,
    lastSavedAt: s.lastSavedAt ? s.lastSavedAt.toISOString() : null,
    error: s.error,
    rulesetId: campaign.rulesetId,
    rulesetName: rulesetNameOf(campaign),
    readOnly: s.readOnly,
  }
}

export class CampaignManager {
  private store: CampaignStore | null = null
  /** Keeps the undo steps beside the open store's saves (undo survives a restart). */
  private keeper: UndoKeeper | null = null
  private readonly listeners = new Set<(status: CampaignStatus | null) => void>()

  constructor(
    private readonly session: Session,
    private readonly storeOptions: StoreOptions = {},
    private readonly undoOptions: UndoKeeperOptions = {},
  ) {
    session.history.onChange((next) => this.store?.update(next))
  }

  get dir(): string | null {
    return this.store?.dir ?? null
  }

  status(): CampaignStatus | null {
    return this.store ? toStatus(this.store.status(), this.store.campaign) : null
  }

  /** Called with every status change (dirty, saving, saved, failed) and null when closed. */
  onStatus(listener: (status: CampaignStatus | null) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The save failure the GM was last told about (told once, not at every retry). */
  private toldError: string | null = null

  private emit(): void {
    const status = this.status()
    if (status) this.session.hub.publishCampaignStatus(status)
    this.tellSaveFailure(status?.error ?? null)
    for (const l of this.listeners) l(status)
  }

  /** A failed autosave is said out loud, not only in the save badge. */
  private tellSaveFailure(error: string | null): void {
    if (error === this.toldError) return
    this.toldError = error
    if (error === null) return
    this.session.hub.notice(
      'gm',
      'error',
      `The campaign was not saved: ${error}. Your changes are kept while the app runs and it keeps trying; if this does not clear, undo your last change or use Save a copy.`,
    )
  }

  /** Make an already opened store the session's campaign (closing the previous one). */
  async use(store: CampaignStore): Promise<Campaign> {
    const previous = this.store
    const previousKeeper = this.keeper
    this.store = store
    store.statusListener = () => this.emit()
    if (previous) {
      previous.statusListener = null
      await this.closeStore(previous, previousKeeper)
    }
    this.session.history.load(store.campaign)
    // The rolls, and what the table showed, belong to the campaign that made them.
    if (previous) {
      this.session.dice.clear()
      this.session.hub.campaignSwitched()
    }
    const keeper = new UndoKeeper(this.session.history, this.session.hub, store, this.undoOptions)
    this.keeper = keeper
    store.writtenListener = (written) => keeper.written(written)
    keeper.restore()
    // The campaign's snapshots answer `history:*` (both the app's windows and the browser host).
    this.session.host.history = historyHandlers(store, this.session.history, {
      now: this.storeOptions.now,
    })
    this.emit()
    void this.reportBadAssets(store)
    return store.campaign
  }

  /** Images that are links, folders or changed files are never served: the GM is told at open. */
  private async reportBadAssets(store: CampaignStore): Promise<void> {
    const problems = await checkAssetFolder(store.dir)
    if (!problems.length || this.store !== store) return
    const message = `Some pictures in this campaign's assets folder will not be shown (so no other file on this computer can reach the players): ${problems.join('; ')}. Set those backgrounds again from the original images.`
    console.warn(message)
    this.session.hub.notice('gm', 'error', message)
  }

  /** Open a folder. Throws CampaignOpenError (with the newest good backup) or CampaignLockedError. */
  async open(dir: string): Promise<Campaign> {
    if (this.store?.dir === dir) return this.store.campaign
    return this.use(await CampaignStore.open(dir, this.storeOptions))
  }

  /**
   * Create a campaign in a new (or empty) folder and open it; it plays `rulesetId` (this build's
   * default when absent; an id this build does not know is refused).
   */
  async create(dir: string, name = basename(dir), rulesetId?: string): Promise<Campaign> {
    const campaign = newCampaignPlaying({ id: randomUUID(), name }, rulesetId)
    return this.use(await CampaignStore.create(dir, campaign, this.storeOptions))
  }

  /** Write a copy of the current campaign, with its assets, to a new folder; the open one stays open. */
  async saveCopyAs(target: string): Promise<void> {
    const store = this.requireStore()
    await store.flush()
    if (existsSync(target) && readdirSync(target).length > 0)
      throw new Error(`${target} already exists and is not empty`)
    mkdirSync(join(target, 'backups'), { recursive: true })
    const assets = join(store.dir, 'assets')
    if (existsSync(assets)) cpSync(assets, join(target, 'assets'), { recursive: true })
    else mkdirSync(join(target, 'assets'))
    await writeFileAtomic(join(target, CAMPAIGN_FILE), serializeCampaign(store.campaign))
  }

  /**
   * Recover from a broken campaign without touching it: the backup becomes a new campaign in a
   * sibling folder (assets copied), which is then opened.
   */
  async recoverFromBackup(
    dir: string,
    backup: { info: BackupInfo; campaign: Campaign },
    now = new Date(),
  ): Promise<string> {
    const stamp = now.toISOString().slice(0, 16).replace('T', ' ').replace(':', '')
    let target = join(dirname(dir), `${basename(dir)} (recovered ${stamp})`)
    for (let i = 2; existsSync(target); i++)
      target = join(dirname(dir), `${basename(dir)} (recovered ${stamp} ${i})`)
    mkdirSync(join(target, 'backups'), { recursive: true })
    const assets = join(dir, 'assets')
    if (existsSync(assets)) cpSync(assets, join(target, 'assets'), { recursive: true })
    else mkdirSync(join(target, 'assets'))
    await writeFileAtomic(join(target, CAMPAIGN_FILE), serializeCampaign(backup.campaign))
    await this.open(target)
    return target
  }

  async flush(): Promise<void> {
    await this.store?.flush()
  }

  /** Save what is pending and let go of the folder. */
  async close(): Promise<void> {
    const store = this.store
    const keeper = this.keeper
    this.store = null
    this.keeper = null
    this.session.host.history = null
    if (store) await this.closeStore(store, keeper)
    for (const l of this.listeners) l(null)
  }

  /** Save what is pending, keep the undo steps beside it, then let go of the folder. */
  private async closeStore(store: CampaignStore, keeper: UndoKeeper | null): Promise<void> {
    // A failed save is tried again (and reported) by close; the journal only follows good saves.
    await store.flush().catch(() => {})
    await keeper?.close()
    store.writtenListener = null
    await store.close()
  }

  private requireStore(): CampaignStore {
    if (!this.store) throw new Error('no campaign is open')
    return this.store
  }
}
