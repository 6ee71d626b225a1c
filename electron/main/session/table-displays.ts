/**
 * The pages that may be the table display, as the transports know them (a players' device on the
 * browser host, the desktop app's projector window), and which one the GM asked to calibrate.
 *
 * A display key is just a screen size, so anyone can name a TV's; what a phone cannot have is the
 * one-time ticket the host gives the display the GM picked, and only to that display's own
 * connections (the transport says which display called, never the payload). The table display
 * sends it back with its calibration; any other page's calibration is refused.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { CommandRejected } from '../commands/command'

/**
 * Who called, as the transport knows it (never from the payload): the display a players' page
 * is (its device on the browser host, the desktop app's projector window).
 */
export interface Caller {
  display?: string
}

/** The projector window of the desktop app: the table display whenever it is open. */
export const PROJECTOR_DISPLAY = 'projector'

/** The most displays whose screen size is remembered (the host keeps at most 100 devices). */
const SCREENS_MAX = 200

export class TableDisplays {
  /** Each connected display's name, with how many of its connections are open. */
  private readonly connected = new Map<string, { name: () => string; links: number }>()
  /** Each display's screen, as its page last reported it (its display key), for the GM's list. */
  private readonly screens = new Map<string, { width: number; height: number }>()
  /** The display asked to calibrate and its ticket, until it calibrates or another is asked. */
  private ticket: { display: string; nonce: string } | null = null

  /** A connection of display `id` opened; the returned function says it closed. */
  attach(id: string, name: () => string): () => void {
    const entry = this.connected.get(id) ?? { name, links: 0 }
    entry.name = name
    entry.links += 1
    this.connected.set(id, entry)
    let open = true
    return () => {
      if (!open) return
      open = false
      entry.links -= 1
      if (entry.links === 0 && this.connected.get(id) === entry) this.connected.delete(id)
    }
  }

  /**
   * Display `id` (a connected one) reported its key: its screen size is kept so the GM's device
   * list can say "TV / big screen". Bounded: one entry per display, at most SCREENS_MAX.
   */
  noteScreen(id: string | undefined, key: string): void {
    if (id === undefined || !this.connected.has(id)) return
    const m = /:(\d{1,5})x(\d{1,5})(?:@|$)/.exec(key)
    if (!m) return
    if (!this.screens.has(id) && this.screens.size >= SCREENS_MAX) return
    const before = this.screens.get(id)
    const width = Number(m[1])
    const height = Number(m[2])
    if (before?.width === width && before.height === height) return
    this.screens.set(id, { width, height })
    this.onScreen?.(id)
  }

  /** Told when a display's screen becomes known or changes (the GM's device list shows it). */
  onScreen: ((id: string) => void) | null = null

  /** The screen display `id` last reported, if any. */
  screenOf(id: string): { width: number; height: number } | undefined {
    const s = this.screens.get(id)
    return s ? { ...s } : undefined
  }

  /** The displays connected now, the projector window first: what the GM picks from. */
  list(): { id: string; name: string }[] {
    const ids = [...this.connected.keys()].sort((a, b) =>
      a === PROJECTOR_DISPLAY ? -1 : b === PROJECTOR_DISPLAY ? 1 : 0,
    )
    return ids.map((id) => ({ id, name: this.connected.get(id)?.name() ?? id }))
  }

  /**
   * Give the ruler to one display: the one named, else the projector window when it is open,
   * else the only page connected. Any ticket given before stops counting.
   */
  open(display: string | undefined): { id: string; name: string } {
    const connected = this.list()
    const pick =
      display !== undefined
        ? connected.find((d) => d.id === display)
        : (connected.find((d) => d.id === PROJECTOR_DISPLAY) ??
          (connected.length === 1 ? connected[0] : undefined))
    if (!pick) {
      if (display !== undefined)
        throw new CommandRejected(
          'That display is no longer connected: pick one of those listed in the Table display panel.',
        )
      throw new CommandRejected(
        connected.length === 0
          ? 'No table display is connected: open the players’ page on the TV or projector first, then calibrate.'
          : 'Several pages are connected: pick the table display to calibrate in the Table display panel.',
      )
    }
    this.ticket = { display: pick.id, nonce: randomBytes(16).toString('hex') }
    return pick
  }

  /** The ticket of display `display`, if the GM picked it; null for any other caller. */
  ticketFor(display: string | undefined): string | null {
    return display !== undefined && this.ticket?.display === display ? this.ticket.nonce : null
  }

  /** True when display `display` sent back the ticket it was given, not yet spent. */
  holds(display: string | undefined, nonce: string | undefined): boolean {
    const mine = this.ticketFor(display)
    return mine !== null && nonce !== undefined && safeEqual(nonce, mine)
  }

  /** Spend the ticket: it calibrates once. */
  spend(): void {
    this.ticket = null
  }
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
