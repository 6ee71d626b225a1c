/**
 * The browser host: the built renderer over HTTP and the API over a WebSocket. Players connect
 * without a token and get the read-only player role; the GM's URL carries a secret token.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import type { Envelope, Role } from '../../../shared/api'
import type { Session } from '../services/session'
import { readStatic } from './static'

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
}

export interface LanServer {
  port: number
  host: string
  gmToken: string
  /** Base URL on the bound host, e.g. http://127.0.0.1:5174 */
  origin: string
  close(): Promise<void>
}

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

  const http = createServer((req, res) => void serveHttp(req, res))
  async function serveHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY)
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'no-referrer')
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end('method not allowed')
      return
    }
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const file = await readStatic(staticDir, path)
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`not found: ${path}`)
      return
    }
    res.writeHead(200, { 'Content-Type': file.type, 'Cache-Control': 'no-store' })
    res.end(req.method === 'HEAD' ? undefined : file.body)
  }

  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload ?? 1 << 20 })
  http.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const origin = req.headers.origin
    const sameOrigin = !origin || new URL(origin).host === req.headers.host
    if (url.pathname !== '/ws' || !sameOrigin) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n')
      return
    }
    const given = url.searchParams.get('token')
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
        wss.close()
        http.close(() => resolve())
        http.closeAllConnections()
      }),
  }
}
