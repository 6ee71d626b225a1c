/**
 * The browser host: the built renderer over HTTP and the API over a WebSocket. Players connect
 * without a token and get the read-only player role; the GM's page holds a secret token, which
 * it offers in the socket's handshake (see shared/api/ws-protocol.ts) and in a header for
 * uploads, never in a URL: browsers print the URLs of failed sockets and requests, and servers
 * and proxies log them.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import type { Envelope, Role } from '../../../shared/api'
import { gmTokenOffered, WS_PROTOCOL } from '../../../shared/api/ws-protocol'
import type { Session } from '../services/session'
import { readStatic } from './static'
import { MAX_ASSET_BYTES } from '../campaign/assets'
import { PlayerAssets } from '../campaign/player-assets'
import { serveAssetRoute, type AssetRouteContext } from './assets-route'
import { setMapBackground } from '../campaign/background'

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

export interface LanServerOptions {
  session: Session
  staticDir: string
  host?: string
  port?: number
  /** Defaults to 32 random bytes, hex. */
  gmToken?: string
  /** Largest accepted WebSocket message, bytes. */
  maxPayload?: number
  /** The open campaign's folder, for its images and for uploads; null when none is open. */
  campaignDir?: () => string | null
}

export interface LanServer {
  port: number
  host: string
  gmToken: string
  /** Base URL on the bound host, e.g. http://127.0.0.1:5174 */
  origin: string
  close(): Promise<void>
}

/** The request header an upload carries the GM token in. */
export const GM_TOKEN_HEADER = 'x-bluebox-gm-token'

/** Client -> server message. */
interface InvokeMessage {
  id: number
  channel: unknown
  payload: unknown
}

function tokenMatches(given: string | null, expected: string): boolean {
  if (given === null) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

function parseInvoke(raw: string): InvokeMessage | string {
  let msg: unknown
  try {
    msg = JSON.parse(raw)
  } catch {
    return 'message is not valid JSON'
  }
  if (typeof msg !== 'object' || msg === null || Array.isArray(msg))
    return 'message must be an object'
  const m = msg as Record<string, unknown>
  if (typeof m.id !== 'number' || !Number.isSafeInteger(m.id))
    return 'message needs an integer "id"'
  return { id: m.id, channel: m.channel, payload: m.payload }
}

export async function startLanServer(options: LanServerOptions): Promise<LanServer> {
  const { session, staticDir } = options
  const host = options.host ?? '127.0.0.1'
  const gmToken = options.gmToken ?? randomBytes(32).toString('hex')

  const campaignDir = () => options.campaignDir?.() ?? null
  const assetRoute: AssetRouteContext = {
    campaignDir,
    players: new PlayerAssets({ session, campaignDir }),
    gmToken,
    tokenHeader: GM_TOKEN_HEADER,
  }
  const http = createServer((req, res) => void serveHttp(req, res))
  async function serveHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY)
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'no-referrer')
    const url = new URL(req.url ?? '/', 'http://x')
    if (req.method === 'POST' && url.pathname === '/api/background') {
      await uploadBackground(req, res, url)
      return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end('method not allowed')
      return
    }
    const path = url.pathname
    if (await serveAssetRoute(req, res, path, assetRoute)) return
    const file = await readStatic(staticDir, path)
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`not found: ${path}`)
      return
    }
    res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' })
    res.end(req.method === 'HEAD' ? undefined : file.body)
  }

  /** GM only: the request body is an image that becomes a map's background. */
  async function uploadBackground(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ): Promise<void> {
    const reply = (status: number, body: Envelope<unknown>) => {
      res
        .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
        .end(JSON.stringify(body))
    }
    const fail = (
      status: number,
      code: 'forbidden' | 'invalid-input' | 'rejected',
      message: string,
    ) => reply(status, { ok: false, error: { code, message } })
    const given = req.headers[GM_TOKEN_HEADER]
    if (!tokenMatches(typeof given === 'string' ? given : null, gmToken))
      return fail(403, 'forbidden', 'Only the GM page can upload a background: open the GM link.')
    const dir = options.campaignDir?.()
    if (!dir) return fail(409, 'rejected', 'no campaign folder is open to store the image in')
    const mapId = url.searchParams.get('mapId') ?? ''
    const name = (url.searchParams.get('name') ?? 'image').slice(0, 255)
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of req) {
      size += (chunk as Buffer).length
      if (size > MAX_ASSET_BYTES)
        return fail(
          413,
          'invalid-input',
          `${name}: larger than ${MAX_ASSET_BYTES / 1024 / 1024} MiB`,
        )
      chunks.push(chunk as Buffer)
    }
    try {
      const asset = await setMapBackground(session, dir, mapId, Buffer.concat(chunks), name)
      reply(200, { ok: true, value: asset })
    } catch (err) {
      fail(400, 'rejected', err instanceof Error ? err.message : String(err))
    }
  }

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxPayload ?? 1 << 20,
    // Answer with the plain protocol when it is offered, never with the one carrying the token.
    handleProtocols: (offered) => (offered.has(WS_PROTOCOL) ? WS_PROTOCOL : false),
  })
  http.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const origin = req.headers.origin
    const sameOrigin = !origin || new URL(origin).host === req.headers.host
    if (url.pathname !== '/ws' || !sameOrigin) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n')
      return
    }
    // A token in the URL is refused, right or wrong: one that works there would end up in logs.
    if (url.searchParams.has('token')) {
      socket.end('HTTP/1.1 401 Unauthorized\r\n\r\n')
      return
    }
    const given = gmTokenOffered(req.headers['sec-websocket-protocol'])
    if (given !== null && !tokenMatches(given, gmToken)) {
      socket.end('HTTP/1.1 401 Unauthorized\r\n\r\n')
      return
    }
    const role: Role = given !== null ? 'gm' : 'player'
    wss.handleUpgrade(req, socket, head, (ws) => bind(ws, role))
  })

  function bind(ws: WebSocket, role: Role): void {
    const unsubscribe = session.hub.subscribe(role, (event) => {
      if (ws.readyState !== ws.OPEN) throw new Error('socket closed')
      ws.send(JSON.stringify({ event }))
    })
    ws.on('close', unsubscribe)
    ws.on('error', unsubscribe)
    ws.on('message', (data, isBinary) => {
      const parsed = isBinary ? 'binary messages are not accepted' : parseInvoke(data.toString())
      if (typeof parsed === 'string') {
        const reply: Envelope<never> = {
          ok: false,
          error: { code: 'invalid-input', message: parsed },
        }
        ws.send(JSON.stringify({ id: null, result: reply }))
        return
      }
      const result = session.dispatch(role, parsed.channel, parsed.payload)
      ws.send(JSON.stringify({ id: parsed.id, result }))
    })
  }

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(options.port ?? 0, host, () => {
      http.off('error', reject)
      resolve()
    })
  })
  const port = (http.address() as AddressInfo).port
  const urlHost = host.includes(':') ? `[${host}]` : host
  return {
    port,
    host,
    gmToken,
    origin: `http://${urlHost}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of wss.clients) c.terminate()
        assetRoute.players.dispose()
        wss.close()
        http.close(() => resolve())
        http.closeAllConnections()
      }),
  }
}
