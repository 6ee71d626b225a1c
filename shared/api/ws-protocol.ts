/**
 * How the browser host's WebSocket says who is calling. The GM token never goes in the socket's
 * URL: browsers print a failed socket's URL in the console, and servers and proxies log URLs.
 * It travels as a second subprotocol offered in the handshake (`Sec-WebSocket-Protocol`), which
 * neither does; the server answers with the plain protocol, never echoing the token.
 */

/** The protocol every page offers and the server accepts. */
export const WS_PROTOCOL = 'bluebox'

const GM_PREFIX = 'bluebox.gm.'
const DEVICE_PREFIX = 'bluebox.device.'

/** A subprotocol is an HTTP token: letters, digits and a few marks, no spaces or commas. */
const TOKEN_CHARS = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/

/**
 * The subprotocols a page offers: the plain one, and the GM token when it has one. A token a
 * handshake cannot carry (a mangled link) is offered as a bare `-`, which the server refuses as
 * a wrong token, so the page says its link is wrong instead of failing to start.
 */
export function wsProtocols(gmToken: string | null, deviceToken: string | null = null): string[] {
  if (gmToken === null || gmToken === '') {
    // A players' page offers the device token the host gave it (see electron/main/lan/devices.ts).
    if (deviceToken === null || deviceToken === '') return [WS_PROTOCOL]
    return [WS_PROTOCOL, `${DEVICE_PREFIX}${TOKEN_CHARS.test(deviceToken) ? deviceToken : '-'}`]
  }
  return [WS_PROTOCOL, `${GM_PREFIX}${TOKEN_CHARS.test(gmToken) ? gmToken : '-'}`]
}

/**
 * The GM token offered in a `Sec-WebSocket-Protocol` header (comma-separated), or null when none
 * is. More than one offered token is refused as if it were wrong (an empty string).
 */
export function gmTokenOffered(header: string | undefined): string | null {
  return offeredWith(GM_PREFIX, header)
}

/** The device token a players' page offers, like gmTokenOffered. */
export function deviceTokenOffered(header: string | undefined): string | null {
  return offeredWith(DEVICE_PREFIX, header)
}

function offeredWith(prefix: string, header: string | undefined): string | null {
  if (!header) return null
  const offered = header
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.startsWith(prefix))
    .map((p) => p.slice(prefix.length))
  if (offered.length === 0) return null
  return offered.length === 1 ? (offered[0] as string) : ''
}
