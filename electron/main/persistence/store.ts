/**
 * One open campaign folder: its lock, its autosave and its backups. The main process owns at
 * most one store per folder; every change arrives as a whole next state from the command path,
 * and writes are coalesced so a burst of edits costs one write.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { CURRENT_SCHEMA_VERSION, type Campaign } from '../../../shared/model'
import { isTempOf, writeFileAtomic, writeFileAtomicSync } from './atomic'
import {
  BACKUP_DIR,
  BACKUP_INTERVAL_MS,
  listBackups,
  readBackup,
  writeBackup,
  type BackupInfo,
} from './backups'
import { acquireLock, type CampaignLock } from './lock'
import { readOnlyReason } from './read-only'
import { CampaignSerializer, serializeCampaign } from './serialize'
import { sha256Of, sha256OffMain, UNDO_JOURNAL_FILE } from './undo-journal'
import {
  CAMPAIGN_FILE,
  describeProblem,
  readCampaignBytes,
  readCampaignFolder,
  type CampaignProblem,
} from './read'

/** The folder is missing or not a folder: nothing to open, and no backup to offer. */
function readCampaignFolderProblem(dir: string): CampaignProblem | null {
  if (existsSync(dir) && statSync(dir).isDirectory()) return null
  const message = existsSync(dir) ? 'not a folder' : 'no such campaign folder'
  return { file: dir, kind: 'missing', issues: [{ path: '$', message }] }
}

/** Campaign files up to this size (8 MiB) are written with blocking calls (about 10 ms here). */
export const SYNC_WRITE_MAX_BYTES = 8_388_608

/** After a failed write, the next try waits this long (a full disk does not clear in a millisecond). */
export const RETRY_MS = 2000

/** Temp files of writes a crash interrupted; only the lock holder may remove them. */
function removeStaleTemps(dir: string): void {
  for (const [folder, file] of [
    [dir, CAMPAIGN_FILE],
    [dir, UNDO_JOURNAL_FILE],
    [join(dir, BACKUP_DIR), ''],
  ] as const) {
    if (!existsSync(folder)) continue
    for (const name of readdirSync(folder)) {
      const stale = file
        ? isTempOf(join(folder, file), name)
        : name.startsWith('.') && name.endsWith('.tmp')
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: equivalent, the name was just listed and only the lock holder removes temps, so the file is there and `force` never applies
      if (stale) rmSync(join(folder, name), { force: true })
    }
  }
}

export interface StoreStatus {
  dir: string
  name: string
  /** Changes not yet on disk. */
  dirty: boolean
  saving: boolean
  lastSavedAt: Date | null
  /** The last write's failure; cleared by the next good write. */
  error: string | null
  /**
   * Why this campaign is never written (it plays a ruleset this build does not know), in the
   * GM's words; null for a campaign the store saves.
   */
  readOnly: string | null
}

/** campaign.json as open found it: the hash of its text, and whether it was migrated (rewritten). */
export interface OpenedFile {
  /** Hashed when first asked for (only a kept undo history compares it): several ms on a big file. */
  readonly sha256: string
  migrated: boolean
}

/** An OpenedFile that hashes `text` the first time its hash is read, then lets the text go. */
function openedFile(text: string, migrated: boolean): OpenedFile {
  let pending: string | null = text
  let sha256 = ''
  return {
    get sha256() {
      if (pending !== null) {
        sha256 = sha256Of(pending)
        pending = null
      }
      return sha256
    },
    migrated,
  }
}

/** A good write of campaign.json: the state it holds, and the hash of its bytes (on demand). */
export interface WrittenFile {
  campaign: Campaign
  /** Hashed off the main thread when asked for. */
  sha256: () => Promise<string>
}

export interface StoreOptions {
  now?: () => Date
  /** Quiet time after the last change before writing. */
  debounceMs?: number
  /** Longest a change waits on disk however busy the GM is. */
  maxDelayMs?: number
  backupIntervalMs?: number
  /** Tests only: keep this many unnamed backups instead of pruning by the policy. */
  backupLimit?: number
  onStatus?: (status: StoreStatus) => void
}

/** Opening failed; nothing was written. `backup` is the newest backup that loads, if any. */
export class CampaignOpenError extends Error {
  override name = 'CampaignOpenError'
  constructor(
    readonly problem: CampaignProblem,
    readonly backup: { info: BackupInfo; campaign: Campaign } | null,
  ) {
    super(describeProblem(problem))
  }
}

export { serializeCampaign }

/**
 * campaign.json's writer: crash-safe (temp file, fsync, rename, fsync folder). Reading is
 * readCampaignFolder's, which validates what it reads.
 */
class AtomicCampaignFile {
  private readonly serializer = new CampaignSerializer()
  constructor(
    readonly file: string,
    /** What the file holds now, as text (from open) or as the chunks of the last write. */
    public last: string | Buffer[],
  ) {}
  async write(data: Campaign): Promise<void> {
    const chunks = this.serializer.chunks(data)
    const bytes = chunks.reduce((n, c) => n + c.length, 0)
    // Up to a few MB the blocking write is quicker than the thread-pool round trips and stays
    // well under a frame budget of main-process time; larger campaigns write asynchronously.
    if (bytes <= SYNC_WRITE_MAX_BYTES) writeFileAtomicSync(this.file, chunks)
    else await writeFileAtomic(this.file, chunks)
    this.last = chunks
  }
  lastBytes(): string | Buffer {
    return Array.isArray(this.last) ? Buffer.concat(this.last) : this.last
  }
}

/** The newest backup that validates, for the "open the latest good backup" offer. */
export async function newestGoodBackup(
  dir: string,
): Promise<{ info: BackupInfo; campaign: Campaign } | null> {
  for (const info of listBackups(dir)) {
    const read = readCampaignBytes(info.file, await readBackup(info))
    if (read.ok) return { info, campaign: read.campaign }
  }
  return null
}

export class CampaignStore {
  /** The campaign as the session holds it now: what the next write puts on disk. */
  private data: Campaign
  private readonly adapter: AtomicCampaignFile
  private timer: ReturnType<typeof setTimeout> | undefined
  private firstDirtyAt: number | null = null
  private writing: Promise<void> | null = null
  private lastBackupAt: number
  /**
   * The backup of campaign.json as open found it, written while the GM already works: nothing
   * replaces campaign.json before it is on disk (writeOnce waits for it, and takes it again if it
   * failed). Null once it is written, or when open took none.
   */
  private openBackup: { text: string; now: Date; done: Promise<unknown> } | null = null
  private closed = false
  private state: StoreStatus
  /** Set by the store's owner: told after each good write of campaign.json; must not throw. */
  writtenListener: ((written: WrittenFile) => void) | null = null

  private constructor(
    readonly dir: string,
    campaign: Campaign,
    savedText: string,
    private readonly lock: CampaignLock,
    private readonly options: StoreOptions,
    /** campaign.json as it was read at open (before any migration). */
    readonly opened: OpenedFile,
  ) {
    this.adapter = new AtomicCampaignFile(join(dir, CAMPAIGN_FILE), savedText)
    this.data = campaign
    this.lastBackupAt = this.now().getTime()
    this.state = {
      dir,
      name: campaign.name,
      dirty: false,
      saving: false,
      lastSavedAt: null,
      error: null,
      readOnly: readOnlyReason(campaign),
    }
  }

  /** Open a campaign folder for writing: lock, validate, migrate (backing up first), back up. */
  static async open(dir: string, options: StoreOptions = {}): Promise<CampaignStore> {
    // A folder that is not there is said so (taking the lock would fail on its temp file first).
    const folder = readCampaignFolderProblem(dir)
    if (folder) throw new CampaignOpenError(folder, null)
    const lock = acquireLock(dir)
    try {
      removeStaleTemps(dir)
      const read = readCampaignFolder(dir)
      if (!read.ok)
        throw new CampaignOpenError(
          read.problem,
          read.problem.kind === 'newer' ? null : await newestGoodBackup(dir),
        )
      const now = options.now?.() ?? new Date()
      const limit = options.backupLimit
      let text = read.text
      const opened = openedFile(read.text, read.migrated)
      // A campaign this build cannot play is left exactly as it is: no backup, no migration.
      if (readOnlyReason(read.campaign)) {
        return new CampaignStore(dir, read.campaign, text, lock, options, opened)
      }
      if (read.migrated) {
        // Open rewrites the file itself: the backup must be on disk first.
        await writeBackup(dir, read.text, 'migration', now, limit)
        text = serializeCampaign(read.campaign)
        await writeFileAtomic(join(dir, CAMPAIGN_FILE), text)
        return new CampaignStore(dir, read.campaign, text, lock, options, opened)
      }
      const store = new CampaignStore(dir, read.campaign, text, lock, options, opened)
      store.startOpenBackup(read.text, now)
      return store
    } catch (err) {
      lock.release()
      throw err
    }
  }

  /** Make a new campaign folder (absent or empty) holding `campaign`, and open it. */
  static async create(
    dir: string,
    campaign: Campaign,
    options: StoreOptions = {},
  ): Promise<CampaignStore> {
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      throw new Error(`${dir} already exists and is not empty; a new campaign needs a new folder`)
    }
    if (campaign.schemaVersion !== CURRENT_SCHEMA_VERSION)
      throw new Error('a new campaign must be of the current schema version')
    for (const sub of ['assets', BACKUP_DIR]) mkdirSync(join(dir, sub), { recursive: true })
    await writeFileAtomic(join(dir, CAMPAIGN_FILE), serializeCampaign(campaign))
    return CampaignStore.open(dir, options)
  }

  get campaign(): Campaign {
    return this.data
  }

  /** Closed: the lock is released, and nothing more may be written in the folder. */
  get isClosed(): boolean {
    return this.closed
  }

  /** Write the open backup in the background; a failure is shown now and retried by the next save. */
  private startOpenBackup(text: string, now: Date): void {
    const pending = { text, now, done: Promise.resolve() as Promise<unknown> }
    pending.done = writeBackup(this.dir, text, 'open', now, this.options.backupLimit).then(
      () => {
        if (this.openBackup === pending) this.openBackup = null
      },
      (err: unknown) => {
        if (this.openBackup === pending)
          this.setStatus({ error: this.openBackupFailed(err as Error) })
      },
    )
    this.openBackup = pending
  }

  private openBackupFailed(err: Error): string {
    return `could not back up ${this.adapter.file} as it was opened: ${err.message}`
  }

  /**
   * Wait until the open backup is on disk; one that failed is written again now, and a second
   * failure throws (the caller must not replace campaign.json).
   */
  async backedUp(): Promise<void> {
    const pending = this.openBackup
    if (!pending) return
    await pending.done
    if (this.openBackup !== pending) return
    try {
      await writeBackup(this.dir, pending.text, 'open', pending.now, this.options.backupLimit)
    } catch (err) {
      throw new Error(this.openBackupFailed(err as Error), { cause: err })
    }
    if (this.openBackup === pending) this.openBackup = null
  }

  status(): StoreStatus {
    return { ...this.state }
  }

  private now(): Date {
    return this.options.now?.() ?? new Date()
  }

  /** Set by whoever owns the store now (the campaign manager), besides options.onStatus. */
  statusListener: ((status: StoreStatus) => void) | null = null

  private setStatus(patch: Partial<StoreStatus>): void {
    this.state = { ...this.state, ...patch }
    const status = this.status()
    this.options.onStatus?.(status)
    this.statusListener?.(status)
  }

  /** Take the next state of the campaign; it reaches disk within maxDelayMs. */
  update(campaign: Campaign): void {
    if (this.closed) throw new Error(`${this.dir} is closed`)
    if (campaign === this.data) return
    // Read-only: nothing ever reaches disk (and the session refuses edits before they get here).
    if (this.state.readOnly) throw new Error(this.state.readOnly)
    this.data = campaign
    const now = Date.now()
    this.firstDirtyAt ??= now
    if (!this.state.dirty || this.state.name !== campaign.name)
      this.setStatus({ dirty: true, name: campaign.name })
    this.schedule(now)
  }

  /** Write after the quiet time (capped by the max delay), and never sooner than `minDelay`. */
  private schedule(now: number, minDelay = 0): void {
    clearTimeout(this.timer)
    const debounce = this.options.debounceMs ?? 300
    const maxDelay = this.options.maxDelayMs ?? 2000
    const due = Math.min(now + debounce, (this.firstDirtyAt ?? now) + maxDelay)
    this.timer = setTimeout(() => void this.flush().catch(() => {}), Math.max(minDelay, due - now))
  }

  /** Write now if anything is pending; resolves when the disk has it. */
  async flush(): Promise<void> {
    clearTimeout(this.timer)
    while (this.writing) await this.writing
    if (!this.state.dirty) return
    this.writing = this.writeOnce()
    try {
      await this.writing
    } finally {
      this.writing = null
    }
  }

  private async writeOnce(): Promise<void> {
    const data = this.data
    this.firstDirtyAt = null
    this.setStatus({ saving: true })
    try {
      // campaign.json as it was opened is in backups/ before anything replaces it.
      if (this.openBackup) await this.backedUp()
      const now = this.now()
      const interval = this.options.backupIntervalMs ?? BACKUP_INTERVAL_MS
      const previous =
        now.getTime() - this.lastBackupAt >= interval ? this.adapter.lastBytes() : null
      if (previous !== null) {
        await writeBackup(this.dir, previous, 'interval', now, this.options.backupLimit)
        this.lastBackupAt = now.getTime()
      }
      await this.adapter.write(data)
      this.tellWritten(data)
      const stillDirty = this.data !== data
      this.setStatus({ saving: false, dirty: stillDirty, lastSavedAt: now, error: null })
      if (stillDirty) this.schedule(Date.now())
    } catch (err) {
      // The state stays in memory and dirty; try again shortly. Never lose the GM's work.
      this.setStatus({
        saving: false,
        error: `could not save ${this.adapter.file}: ${(err as Error).message}`,
      })
      this.firstDirtyAt ??= Date.now()
      if (!this.closed) this.schedule(Date.now(), RETRY_MS)
      throw err
    }
  }

  private tellWritten(campaign: Campaign): void {
    const written = this.adapter.last
    if (!this.writtenListener) return
    try {
      this.writtenListener({ campaign, sha256: () => sha256OffMain(written) })
    } catch (err) {
      // The campaign is on disk; whatever the owner keeps beside it must not undo that.
      console.warn(`after saving ${this.adapter.file}: ${(err as Error).message}`)
    }
  }

  /** Snapshot what is on disk now (after writing what is pending); `label` names a 'named' one. */
  async backupNow(
    reason: 'manual' | 'restore' | 'named' = 'manual',
    label?: string,
  ): Promise<BackupInfo> {
    if (this.state.readOnly) throw new Error(this.state.readOnly)
    await this.flush()
    if (this.openBackup) await this.backedUp()
    return writeBackup(
      this.dir,
      this.adapter.lastBytes(),
      reason,
      this.now(),
      this.options.backupLimit,
      label,
    )
  }

  /** Replace the campaign with a backup's content, backing up the current state first. */
  async restore(backupName: string): Promise<Campaign> {
    const info = listBackups(this.dir).find((b) => b.name === backupName)
    if (!info) throw new Error(`${this.dir}: no backup named ${backupName}`)
    const read = readCampaignBytes(info.file, await readBackup(info))
    if (!read.ok) throw new Error(`cannot restore: ${describeProblem(read.problem)}`)
    await this.backupNow('restore')
    this.update(read.campaign)
    await this.flush()
    return read.campaign
  }

  /** Write what is pending and release the lock. */
  async close(): Promise<void> {
    if (this.closed) return
    try {
      await this.flush()
      // The lock is held until the open backup is written (or has failed: nothing was replaced).
      await this.openBackup?.done
    } finally {
      this.closed = true
      clearTimeout(this.timer)
      this.lock.release()
    }
  }
}
