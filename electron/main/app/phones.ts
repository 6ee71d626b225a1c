/**
 * View › Let Phones Join: the browser host (lan/server.ts, the one `npm run serve` runs) started
 * inside the desktop app, on the table's network, serving the built players' page. It plugs its
 * device list into the session, so Phones…, the join QR code and Show Join QR on Table work in
 * the desktop app too; unticked or on quit, it stops and unplugs.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { DevicesState } from '../../../shared/api'
import { startLanServer, type LanServer, type LanServerOptions } from '../lan/server'
import type { Session } from '../session/session'

export interface PhonesHostOptions {
  session: Session
  /** The built renderer's folder (the players' page). */
  staticDir: string
  /** Where the phones that joined are kept: the app's user data, never the campaign folder. */
  devicesFile: string
  campaignDir: () => string | null
  /** Phones joined, left, were renamed or revoked: tell the GM window. */
  onDevicesChanged?: (state: DevicesState) => void
  /** Fixed port for tests; 0 (any free port) otherwise. */
  port?: number
  /** Bind address; every interface (the table's network) unless a test says otherwise. */
  host?: string
  start?: (options: LanServerOptions) => Promise<LanServer>
}

export class PhonesHost {
  private server: LanServer | null = null
  private starting: Promise<LanServer> | null = null

  constructor(private readonly options: PhonesHostOptions) {}

  running(): boolean {
    return this.server !== null
  }

  /** The players' page on each address phones can reach. */
  joinUrls(): string[] {
    return this.server?.joinUrls() ?? []
  }

  /** Start the host; a problem is thrown in words for the GM. */
  async start(): Promise<LanServer> {
    if (this.server) return this.server
    if (this.starting) return this.starting
    const { staticDir } = this.options
    if (!existsSync(join(staticDir, 'index.html')))
      throw new Error(
        `The players' page is not built (${staticDir} has no index.html): run "npm run build" and start the app again.`,
      )
    const start = this.options.start ?? startLanServer
    this.starting = start({
      session: this.options.session,
      staticDir,
      host: this.options.host ?? '0.0.0.0',
      port: this.options.port ?? 0,
      campaignDir: this.options.campaignDir,
      devicesFile: this.options.devicesFile,
      onDevicesChanged: this.options.onDevicesChanged,
    })
    try {
      this.server = await this.starting
    } finally {
      this.starting = null
    }
    this.options.onDevicesChanged?.(this.state())
    return this.server
  }

  private state(): DevicesState {
    return this.options.session.host.devices!.state()
  }

  /** Start the host, or stop it, and tell the GM (a problem too, in words). */
  async toggle(): Promise<void> {
    const { hub } = this.options.session
    try {
      if (this.running()) {
        await this.stop()
        hub.notice(
          'gm',
          'info',
          'Phones can no longer join; the ones that were watching have lost the table.',
        )
      } else {
        await this.start()
        const url = this.joinUrls()[0]
        hub.notice(
          'gm',
          'info',
          `Phones can join on this network${url ? ` at ${url}` : ''}: open Phones… for the QR code.`,
        )
      }
    } catch (err) {
      hub.notice('gm', 'error', `Phones cannot join: ${(err as Error).message}`)
    }
  }

  /** Stop the host: the phones' pages lose the table, the QR code leaves it. */
  async stop(): Promise<void> {
    const server = this.server ?? (this.starting ? await this.starting.catch(() => null) : null)
    this.server = null
    if (!server) return
    const { hub } = this.options.session
    if (hub.tableOverlay().qr) hub.setOverlay({ qr: undefined })
    await server.close()
    this.options.onDevicesChanged?.({ devices: [], joinUrls: [] })
  }
}
