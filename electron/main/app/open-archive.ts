/**
 * Opening a campaign archive from outside the app, as the installers' file association does.
 * Windows and Linux start the app with the file on its command line; when the app is already
 * running, that second copy quits and hands its command line over (`second-instance`). macOS sends
 * `open-file` instead, possibly before the app is ready. Each archive runs the same flow as
 * File › Import Archive after its file picker: ask where to unpack, import, open.
 */
import { app, BrowserWindow } from 'electron'
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ARCHIVE_EXTENSION } from '../persistence/archive'

const ARCHIVE_NAME = new RegExp(`\\.(${ARCHIVE_EXTENSION}|zip)$`, 'i')

/**
 * The archive a command line names, as an absolute path, or null. argv[0] is the executable;
 * switches (Electron's, Chromium's) and the app folder `electron-vite` passes are not archives.
 * A file:// URL counts too.
 */
export function archiveInArgv(argv: readonly string[], cwd: string): string | null {
  for (let i = argv.length - 1; i >= 1; i--) {
    const arg = argv[i]!
    if (arg.startsWith('-') || !ARCHIVE_NAME.test(arg)) continue
    // Linux desktop entries pass files as %U, which file managers may fill with file:// URLs.
    if (/^file:\/\//i.test(arg)) {
      try {
        return fileURLToPath(arg)
      } catch {
        continue
      }
    }
    return isAbsolute(arg) ? arg : resolve(cwd, arg)
  }
  return null
}

export type ImportArchive = (archive: string) => Promise<void>

/**
 * Created at startup, before the app is ready, so no request is lost: archives that come early
 * wait until `ready` is given the importer, and imports run one at a time.
 */
export class ArchiveOpener {
  private readonly waiting: string[] = []
  private importer: ImportArchive | null = null
  private running: Promise<void> = Promise.resolve()

  constructor(argv: readonly string[], cwd: string) {
    const first = archiveInArgv(argv, cwd)
    if (first) this.waiting.push(first)
    app.on('open-file', (event, path) => {
      event.preventDefault()
      this.request(path)
    })
    app.on('second-instance', (_event, otherArgv, workingDirectory) => {
      const win = BrowserWindow.getAllWindows()[0]
      if (win) {
        if (win.isMinimized()) win.restore()
        win.focus()
      }
      const archive = archiveInArgv(otherArgv, workingDirectory)
      if (archive) this.request(archive)
    })
  }

  /** The app can import now: runs the archives that came before, then each one as it comes. */
  ready(importer: ImportArchive): Promise<void> {
    this.importer = importer
    for (const archive of this.waiting.splice(0)) this.request(archive)
    return this.running
  }

  /** Resolves once every archive asked for so far has been dealt with. */
  idle(): Promise<void> {
    return this.running
  }

  private request(archive: string): void {
    const importer = this.importer
    if (!importer) {
      this.waiting.push(archive)
      return
    }
    // The importer shows its own errors; one failing must not stop the ones after it.
    this.running = this.running
      .then(() => importer(archive))
      .catch((err: unknown) => console.error(`Opening ${archive} failed:`, err))
  }
}
