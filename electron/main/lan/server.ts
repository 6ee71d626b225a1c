/**
 * The browser host: the built renderer over HTTP and the API over a WebSocket. Players get the
 * read-only player role; each players' page is given a device token on its first visit, which
 * the GM can revoke (see devices.ts). The GM's page holds a secret token, which
 * it offers in the socket's handshake (see shared/api/ws-protocol.ts) and in a header for
 * uploads, never in a URL: browsers print the URLs of failed sockets and requests, and servers
 * and proxies log them.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { AddressInfo, Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { frameRefusal, MESSAGE_MAX_BYTES, type Envelope, type Role } from '../../../shared/api'
import { deviceTokenOffered, gmTokenOffered, WS_PROTOCOL } from '../../../shared/api/ws-protocol'
import type { DevicesState } from '../../../shared/api'
import { CommandRejected } from '../commands/command'
import {
  DEVICE_LATER_CODE,
  DEVICE_REFUSED_CODE,
  DEVICE_REMOVED,
  DeviceNotFound,
  DeviceRegistry,
} from './devices'
import { CharacterFeed, type FeedConnection } from './character-feed'
import type { Session } from '../session/session'
import { readStatic } from './static'
import { MAX_ASSET_BYTES } from '../persistence/assets'
import { PlayerAssets } from '../persistence/player-assets'
import { serveAssetRoute, type AssetRouteContext } from './assets-route'
import { setMapBackground } from '../session/map-background'
import { setCurtainPictureFromBytes } from '../session/curtain-picture'
import { hostAllowList, machineAddresses, type HostAllowList } from './hosts'
import { DEFAULT_FLOW_LIMITS, Peer, type FlowLimits } from './peer'
import {
  SOCKETS_PER_ADDRESS,
  SOCKETS_PER_PASS,
  SocketBudget,
  type PassBuckets,
  type SocketLimits,
} from './sockets'
import { describe, parseTarget, peekId, PLAIN, refuseUpgrade } from './guard'
import { answerNewCampaign, type CreateCampaign } from '../session/new-campaign'

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
  /** Per-connection rate limits and backpressure, by role (tests lower them). */
  flowLimits?: Partial<Record<Role, Partial<FlowLimits>>>
  /** The machine's addresses, for the Host allow-list when bound to every interface. */
  machineAddresses?: () => string[]
  /** More names to answer to (`--allow-host`), without a port. */
  allowHosts?: readonly string[]
  /** How the GM's `campaign:new` makes a campaign here; without it the request is refused. */
  newCampaign?: CreateCampaign
  /** Where the phones that joined are kept across restarts; without it, only while running. */
  devicesFile?: string
  /** New device tokens one address may get in ten minutes (tests lower it). */
  newDevicesPerIp?: number
  /** Sockets per device pass and per address (tests lower them). */
  socketLimits?: Partial<SocketLimits>
  /** How often a player's socket must answer a ping, or be closed as gone (ms). */
  heartbeatMs?: number
  /** The device list changed: for GM views this host does not serve (the desktop app's window). */
  onDevicesChanged?: (state: DevicesState) => void
}

export interface LanServer {
  port: number
  host: string
  gmToken: string
  /** Base URL on the bound host, e.g. http://127.0.0.1:5174 */
  origin: string
  /** The names (with port) requests may carry in Host and Origin. */
  hosts: HostAllowList
  /** Each open socket's role and unsent bytes: what a flood or a slow device is costing. */
  connections(): { role: Role; bufferedBytes: number }[]
  /** The phones and tablets that joined as players. */
  devices: DeviceRegistry
  /** The players' page on each address the host answers to: what the QR code shows. */
  joinUrls(): string[]
  close(): Promise<void>
}

/** The request header an upload carries the GM token in. */
export const GM_TOKEN_HEADER = 'x-bluebox-gm-token'

/** Client -> server message. */
interface InvokeMessage {
  id: number
  channel: string
  payload: unknown
}

function tokenMatches(given: string | null, expected: string): boolean {
  if (given === null) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

function parseInvoke(raw: string): InvokeMessage | string {
  // Size and depth first, by a scan that cannot overflow: JSON.parse of a crafted frame could.
  const refusal = frameRefusal(raw)
  if (refusal) return refusal
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
  // Checked here, before anything logs or serializes it: a channel is a short name.
  if (typeof m.channel !== 'string' || m.channel.length > 100)
    return 'message needs a "channel" name'
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
  // Set once listening, when the port is known.
  let hosts: HostAllowList = hostAllowList(host, 0)
  const live = new Set<{
    role: Role
    ws: WebSocket
    deviceId: string | null
    peer: Peer
    alive: boolean
  }>()
  const budget = new SocketBudget(
    {
      perPass: SOCKETS_PER_PASS,
      perAddress: SOCKETS_PER_ADDRESS,
      loopbackFree: true,
      ...options.socketLimits,
    },
    { ...DEFAULT_FLOW_LIMITS.player, ...options.flowLimits?.player },
  )
  // A page that went away without closing (Wi-Fi lost) stops answering pings: its socket is
  // closed, so it does not hold one of its device's few sockets for long.
  const heartbeat = setInterval(() => {
    for (const c of live) {
      if (c.role !== 'player') continue
      if (!c.alive) c.ws.terminate()
      else {
        c.alive = false
        c.ws.ping()
      }
    }
  }, options.heartbeatMs ?? 20_000)
  heartbeat.unref?.()
  // Each tied phone's own character, on its own socket (see character-feed.ts).
  const feed = new CharacterFeed(
    () => session.history.state,
    (id) => devices.tokenOf(id),
  )
  const stopFeed = session.history.onChange(() => feed.refresh())
  const devices = new DeviceRegistry({
    file: options.devicesFile,
    newPerIpMax: options.newDevicesPerIp,
    isConnected: (id) => [...live].some((c) => c.deviceId === id),
    // A new generation of passes: each open page of a listed device keeps its place with a new one.
    onRenewed: (id, token, name) => {
      for (const c of live) {
        if (c.deviceId !== id) continue
        try {
          c.peer.event({ name: 'device:issued', payload: { token, name } })
        } catch {
          // That socket is closing; the device's next visit is given the new pass.
        }
      }
    },
    onChange: () => {
      feed.refresh()
      const event = { name: 'devices:changed' as const, payload: devicesState() }
      options.onDevicesChanged?.(event.payload)
      for (const c of live) {
        if (c.role !== 'gm') continue
        try {
          c.peer.event(event)
        } catch {
          // That socket is closing; its own close handler drops it.
        }
      }
    },
  })
  // A page reported its screen: the GM's list can now say "TV / big screen".
  session.displays.onScreen = (id) => devices.touched(id)
  /** The list as the GM reads it: each device's own state, whether it is connected, its screen. */
  const devicesState = (): DevicesState => ({
    devices: devices.list().map((d) => {
      const screen = session.displays.screenOf(d.id)
      return {
        ...d,
        connected: [...live].some((c) => c.deviceId === d.id),
        ...(screen ? { screen } : {}),
      }
    }),
    joinUrls: joinUrls(),
  })
  const known = <T>(f: () => T): T => {
    try {
      return f()
    } catch (err) {
      if (err instanceof DeviceNotFound) throw new CommandRejected(err.message)
      throw err
    }
  }
  session.host.devices = {
    state: devicesState,
    rename: (id, name) => known(() => (devices.rename(id, name), devicesState())),
    revoke: (id) =>
      known(() => {
        devices.revoke(id)
        // Its page is shut out at once, not at its next visit.
        for (const c of live) if (c.deviceId === id) c.ws.close(DEVICE_REFUSED_CODE, DEVICE_REMOVED)
        return devicesState()
      }),
    assign: (id, tokenId) =>
      known(() => {
        if (tokenId !== null) {
          const tokens = session.history.state.tokens
          const token = Object.hasOwn(tokens, tokenId) ? tokens[tokenId] : undefined
          if (!token) throw new CommandRejected('that character is not in this campaign any more')
          if (token.kind !== 'pc')
            throw new CommandRejected(
              `${token.name} is not a PC: a phone can only follow a player's character`,
            )
        }
        devices.assign(id, tokenId)
        return devicesState()
      }),
  }

  /** Every request runs inside this: whatever goes wrong is an answer, never a crash. */
  const http = createServer((req, res) => {
    req.on('error', () => {})
    res.on('error', () => {})
    serveHttp(req, res).catch((err: unknown) => {
      console.warn(`lan: a ${String(req.method).slice(0, 10)} request failed: ${describe(err)}`)
      if (!res.headersSent && res.writable) {
        res.writeHead(500, PLAIN).end('The request could not be answered.')
      } else res.destroy()
    })
  })
  http.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code !== 'ECONNRESET' && socket.writable)
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
    socket.destroy()
  })
  async function serveHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY)
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'no-referrer')
    if (!hosts.allowsHost(req.headers.host)) {
      res
        .writeHead(421, PLAIN)
        .end('This app answers only to its own address: open the link it printed.')
      return
    }
    const url = parseTarget(req.url)
    if (!url) {
      res.writeHead(400, PLAIN).end('bad request')
      return
    }
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
    if (!hosts.allowsOrigin(req.headers.origin))
      return fail(403, 'forbidden', 'Only the GM page can upload a background: open the GM link.')
    const given = req.headers[GM_TOKEN_HEADER]
    if (!tokenMatches(typeof given === 'string' ? given : null, gmToken))
      return fail(403, 'forbidden', 'Only the GM page can upload a background: open the GM link.')
    const dir = options.campaignDir?.()
    if (!dir) return fail(409, 'rejected', 'no campaign folder is open to store the image in')
    const mapId = url.searchParams.get('mapId') ?? ''
    const name = (url.searchParams.get('name') ?? 'image').slice(0, 255)
    const chunks: Buffer[] = []
    let size = 0
    try {
      for await (const chunk of req) {
        size += (chunk as Buffer).length
        if (size > MAX_ASSET_BYTES) {
          fail(413, 'invalid-input', `${name}: larger than ${MAX_ASSET_BYTES / 1024 / 1024} MiB`)
          req.destroy()
          return
        }
        chunks.push(chunk as Buffer)
      }
    } catch {
      // The page went away mid-upload (tab closed, Wi-Fi dropped): nothing was stored.
      chunks.length = 0
      res.destroy()
      return
    }
    if (req.readableAborted || res.destroyed) return
    try {
      const bytes = Buffer.concat(chunks)
      // `for=curtain`: the image becomes the curtain's picture instead of the map's background.
      const asset =
        url.searchParams.get('for') === 'curtain'
          ? await setCurtainPictureFromBytes(session, dir, bytes, name)
          : await setMapBackground(session, dir, mapId, bytes, name)
      reply(200, { ok: true, value: asset })
    } catch (err) {
      fail(400, 'rejected', err instanceof Error ? err.message : String(err))
    }
  }

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxPayload ?? MESSAGE_MAX_BYTES,
    // Answer with the plain protocol when it is offered, never with the one carrying the token.
    handleProtocols: (offered) => (offered.has(WS_PROTOCOL) ? WS_PROTOCOL : false),
  })
  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Until ws owns the socket, a reset from the other end must not become an uncaught error.
    socket.on('error', () => socket.destroy())
    try {
      upgrade(req, socket, head)
    } catch (err) {
      console.warn(`lan: a connection could not be opened: ${describe(err)}`)
      refuseUpgrade(socket, '400 Bad Request')
    }
  })
  function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (!hosts.allowsHost(req.headers.host)) return refuseUpgrade(socket, '421 Misdirected Request')
    const url = parseTarget(req.url)
    if (!url) return refuseUpgrade(socket, '400 Bad Request')
    if (url.pathname !== '/ws' || !hosts.allowsOrigin(req.headers.origin))
      return refuseUpgrade(socket, '403 Forbidden')
    // A token in the URL is refused, right or wrong: one that works there would end up in logs.
    if (url.searchParams.has('token')) return refuseUpgrade(socket, '401 Unauthorized')
    const given = gmTokenOffered(req.headers['sec-websocket-protocol'])
    if (given !== null && !tokenMatches(given, gmToken))
      return refuseUpgrade(socket, '401 Unauthorized')
    if (given !== null) return void wss.handleUpgrade(req, socket, head, (ws) => bind(ws, 'gm'))
    const ip = req.socket.remoteAddress ?? 'unknown'
    // Bounded before anything is checked or made for it: a flood of sockets costs status lines.
    if (budget.addressFull(ip)) return refuseUpgrade(socket, '429 Too Many Requests')
    const agent = req.headers['user-agent']
    const offered = deviceTokenOffered(req.headers['sec-websocket-protocol'])
    const claimed = offered === null ? null : (/^([a-f0-9]{16})\./.exec(offered)?.[1] ?? null)
    if (claimed !== null && budget.deviceFull(claimed))
      return refuseUpgrade(socket, '429 Too Many Requests')
    budget.holdAddress(socket, ip)
    const held = claimed === null ? null : budget.holdDevice(socket, claimed)
    // A refused device is told why on an open socket: a refused handshake reaches a page only as
    // "failed", and the page must say why, and stop knocking when knocking cannot help.
    const verdict = devices.admit(offered, ip, agent)
    if (!verdict.ok)
      return wss.handleUpgrade(req, socket, head, (ws) =>
        ws.close(verdict.final ? DEVICE_REFUSED_CODE : DEVICE_LATER_CODE, verdict.message),
      )
    const { device, pass } = verdict
    const buckets = held ?? budget.holdDevice(socket, device.id)
    wss.handleUpgrade(req, socket, head, (ws) => {
      const peer = bind(ws, 'player', device.id, buckets)
      if (pass) peer.event({ name: 'device:issued', payload: { token: pass, name: device.name } })
    })
  }

  function bind(
    ws: WebSocket,
    role: Role,
    deviceId: string | null = null,
    buckets?: PassBuckets,
  ): Peer {
    const peer = new Peer(ws, {
      role,
      limits: { ...DEFAULT_FLOW_LIMITS[role], ...options.flowLimits?.[role] },
      // The device is the socket's, from its pass: which display called is never the payload's.
      dispatch: (channel, payload) =>
        session.dispatch(role, channel, payload, deviceId ? { display: deviceId } : {}),
      later: (channel, payload) =>
        channel === 'campaign:new' && options.newCampaign
          ? Promise.resolve(answerNewCampaign(session, role, payload, options.newCampaign))
          : session.later(role, channel, payload),
      current: () => session.hub.snapshot(role),
      bucket: buckets?.bucket,
      snapshots: buckets?.snapshots ?? undefined,
    })
    const entry = { role, ws, deviceId, peer, alive: true }
    ws.on('pong', () => {
      entry.alive = true
      // A page that only watches sends nothing: its heartbeat is when it was last seen.
      if (deviceId) devices.seen(deviceId)
    })
    live.add(entry)
    if (deviceId) devices.touched(deviceId)
    const unsubscribe = session.hub.subscribe(role, (event) => peer.event(event))
    const own: FeedConnection | null = deviceId
      ? { deviceId, send: (event) => peer.event(event) }
      : null
    if (own) feed.attach(own)
    // Any players' page may be the table display: the GM picks one by its device's name.
    const display = deviceId
      ? session.displays.attach(
          deviceId,
          () => devices.list().find((d) => d.id === deviceId)?.name ?? 'A players’ page',
        )
      : null
    const done = () => {
      display?.()
      if (own) feed.detach(own)
      unsubscribe()
      peer.dispose()
      live.delete(entry)
      // The GM's list says it left, and when.
      if (deviceId) devices.touched(deviceId)
    }
    ws.on('close', done)
    ws.on('error', done)
    ws.on('message', (data, isBinary) => {
      try {
        const text = isBinary ? null : data.toString()
        // The id, read without parsing, so a refused call is answered as that call.
        const id = text === null ? null : peekId(text)
        if (deviceId) devices.seen(deviceId)
        if (!peer.admit(id)) return
        const parsed = text === null ? 'binary messages are not accepted' : parseInvoke(text)
        if (typeof parsed === 'string') peer.refuse(id, parsed)
        else peer.call(parsed.id, parsed.channel, parsed.payload)
      } catch (err) {
        console.error(`lan: a ${role} message failed: ${describe(err)}`)
        peer.refuse(null, 'The message could not be handled.')
      }
    })
    return peer
  }

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(options.port ?? 0, host, () => {
      http.off('error', reject)
      resolve()
    })
  })
  const port = (http.address() as AddressInfo).port
  hosts = hostAllowList(host, port, options.machineAddresses, options.allowHosts)
  // After listening, a server error (too many open files, say) is logged, not fatal.
  http.on('error', (err) => console.error(`lan: ${describe(err)}`))
  http.on('connection', (socket: Socket) => socket.on('error', () => {}))
  const urlHost = host.includes(':') ? `[${host}]` : host
  const origin = `http://${urlHost}:${port}`
  function joinUrls(): string[] {
    const wildcard = host === '0.0.0.0' || host === '::'
    // The table network's addresses first: the QR code shows the first one.
    const lan = (options.machineAddresses ?? machineAddresses)().filter(
      (n) => !/^(127\.|\[::1\]$|::1$)/.test(n),
    )
    const names = wildcard ? lan : [urlHost]
    const urls = [...names, ...(options.allowHosts ?? [])].map(
      (n) =>
        `http://${n.includes(':') && !n.startsWith('[') ? `[${n}]` : n}:${port}/?view=projector`,
    )
    return urls.length > 0 ? [...new Set(urls)] : [`${origin}/?view=projector`]
  }
  return {
    port,
    host,
    gmToken,
    origin,
    hosts,
    connections: () => [...live].map((c) => ({ role: c.role, bufferedBytes: c.ws.bufferedAmount })),
    devices,
    joinUrls,
    close: () =>
      new Promise<void>((resolve) => {
        session.host.devices = null
        clearInterval(heartbeat)
        stopFeed()
        for (const c of wss.clients) c.terminate()
        assetRoute.players.dispose()
        wss.close()
        http.close(() => resolve())
        http.closeAllConnections()
      }),
  }
}
