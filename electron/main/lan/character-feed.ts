/**
 * "My character" on the phones: each players' socket whose device the GM tied to a PC
 * gets that character's own view (shared/projection/character-view.ts) as a `character:view`
 * event, on that socket only: when it connects, and again whenever the view changes (an edit to
 * its HP, its conditions, its turn; the GM tying it to another PC or untying it, which sends
 * null so the page clears it at once). An edit that leaves the view as it was sends nothing.
 */
import type { ServerEvent } from '../../../shared/api'
import type { Campaign } from '../../../shared/model'
import { characterView } from '../../../shared/projection'

/** One players' socket of a device: how to send it an event. */
export interface FeedConnection {
  deviceId: string
  send(event: ServerEvent<'character:view'>): void
}

export class CharacterFeed {
  /** What each connection was last sent, as JSON ('null': nothing or cleared). */
  private readonly sent = new Map<FeedConnection, string>()

  constructor(
    private readonly campaign: () => Campaign,
    /** The PC token a device is tied to, if any. */
    private readonly tokenOf: (deviceId: string) => string | null,
  ) {}

  /** A device's socket opened: it gets its character at once, if it has one. */
  attach(conn: FeedConnection): void {
    this.sent.set(conn, 'null')
    this.refresh([conn])
  }

  detach(conn: FeedConnection): void {
    this.sent.delete(conn)
  }

  /** Something changed (the campaign, a device's tie): send each connection its view if it differs. */
  refresh(conns: Iterable<FeedConnection> = this.sent.keys()): void {
    const campaign = this.campaign()
    const byToken = new Map<string, string>()
    for (const conn of [...conns]) {
      const tokenId = this.tokenOf(conn.deviceId)
      let json = 'null'
      if (tokenId !== null) {
        json = byToken.get(tokenId) ?? JSON.stringify(characterView(campaign, tokenId))
        byToken.set(tokenId, json)
      }
      if (this.sent.get(conn) === json) continue
      this.sent.set(conn, json)
      try {
        conn.send({ name: 'character:view', payload: JSON.parse(json) as never })
      } catch {
        // That socket is closing; its own close handler detaches it.
      }
    }
  }
}
