/**
 * A hostile client's toolkit against the real browser host (electron/main/lan/server.ts with the
 * real session, campaign store and autosave) on an ephemeral 127.0.0.1 port, over a temp copy of
 * the demo campaign:
 *
 * - `startHost()` runs the server in this process (quick; the session is at hand);
 *   `startHostProcess()` runs it in a child process (host-child.ts), so a request that crashes
 *   the server ends that child instead of the test, and is seen as `exited`.
 * - `connect()` opens a socket as a page does (the GM token offered as a subprotocol, never in
 *   the URL); `rawUpgrade()`, `rawHttp()` and `wsFrame()` write bytes a browser, `fetch` or `ws`
 *   would refuse to send.
 * - `checkAlive()` is what every hostile test asserts afterwards: the server accepts connections,
 *   a GM call round trip answers, and the campaign on disk validates with the demo's maps,
 *   tokens, NPCs and PCs intact.
 *
 * Traffic goes only to 127.0.0.1; every wait is bounded.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { connect as netConnect } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createInterface } from 'node:readline'
import WebSocket from 'ws'
import { CampaignManager } from '../../../electron/main/session/campaign-manager'
import { readCampaignFolder } from '../../../electron/main/persistence/read'
import { CampaignStore } from '../../../electron/main/persistence/store'
import { startLanServer, type LanServer } from '../../../electron/main/lan/server'
import { demoCampaignDir, demoCampaignPath } from '../../../electron/main/app/paths'
import {
  createSession,
  loadCampaignFile,
  type Session,
} from '../../../electron/main/session/session'
import { wsProtocols } from '../../../shared/api/ws-protocol'
import type { Campaign } from '../../../shared/model'

const here = dirname(fileURLToPath(import.meta.url))
export const CHILD_SCRIPT = join(here, 'host-child.ts')

/** The demo campaign as shipped: what must still be there after any hostile run. */
export const DEMO: Campaign = loadCampaignFile(demoCampaignPath())

/** A fresh copy of the demo campaign folder (with empty assets/ and backups/). */
export function copyDemo(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'bb-hostile-')), 'demo')
  cpSync(demoCampaignDir(), dir, { recursive: true })
  mkdirSync(join(dir, 'assets'), { recursive: true })
  mkdirSync(join(dir, 'backups'), { recursive: true })
  return dir
}

export interface Host {
  port: number
  gmToken: string
  /** The campaign folder the server works on. */
  dir: string
  /** http://127.0.0.1:PORT */
  origin: string
  /** ws://127.0.0.1:PORT/ws */
  wsUrl: string
  /** Write pending edits to disk now. */
  flush(): Promise<void>
  /** Stop the server (saving); idempotent. */
  close(): Promise<void>
}

export interface InProcessHost extends Host {
  session: Session
  manager: CampaignManager
  server: LanServer
}

export interface ChildHost extends Host {
  child: ChildProcess
  /** Set once the child has exited (a crash, unless we stopped it). */
  exited: { code: number | null; signal: string | null } | null
  /** The last 20,000 characters the child wrote to stderr (its crash report, if it crashed). */
  stderr(): string
  /** The child's resident memory in bytes (after a GC). */
  rss(): Promise<number>
}

export interface HostOptions {
  /** Campaign folder to serve; default: a fresh copy of the demo. */
  dir?: string
  gmToken?: string
}

/** The real server in this process over a campaign folder, autosaving as `npm run serve` does. */
export async function startHost(options: HostOptions = {}): Promise<InProcessHost> {
  const dir = options.dir ?? copyDemo()
  const staticDir = mkdtempSync(join(tmpdir(), 'bb-hostile-static-'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>host</title>')
  const store = await CampaignStore.open(dir, { debounceMs: 50, maxDelayMs: 200 })
  const session = createSession(store.campaign)
  const manager = new CampaignManager(session)
  await manager.use(store)
  const server = await startLanServer({
    session,
    staticDir,
    port: 0,
    host: '127.0.0.1',
    gmToken: options.gmToken,
    campaignDir: () => manager.dir,
  })
  let closing: Promise<void> | null = null
  return {
    port: server.port,
    gmToken: server.gmToken,
    dir,
    origin: `http://127.0.0.1:${server.port}`,
    wsUrl: `ws://127.0.0.1:${server.port}/ws`,
    session,
    manager,
    server,
    flush: () => manager.flush(),
    close: () => (closing ??= manager.close().finally(() => server.close())),
  }
}

/** The real server in a child process; resolves once it listens (at most `timeoutMs`). */
export async function startHostProcess(
  options: HostOptions & { timeoutMs?: number } = {},
): Promise<ChildHost> {
  const dir = options.dir ?? copyDemo()
  const child = fork(CHILD_SCRIPT, [dir, options.gmToken ?? ''], {
    execArgv: ['--import', 'tsx', '--expose-gc', '--stack-size=984'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  let stderr = ''
  // The tail: a crash report comes last, after any warnings.
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-20_000)
  })
  const host = {} as ChildHost
  host.exited = null
  child.once('exit', (code, signal) => {
    host.exited = { code, signal }
  })
  const started = await new Promise<{ port: number; gmToken: string }>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`host child did not start in ${options.timeoutMs ?? 20000} ms: ${stderr}`))
    }, options.timeoutMs ?? 20000)
    const lines = createInterface({ input: child.stdout! })
    lines.once('line', (line) => {
      clearTimeout(timer)
      try {
        resolve(JSON.parse(line) as { port: number; gmToken: string })
      } catch {
        reject(new Error(`host child said: ${line} ${stderr}`))
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`host child exited (${code}) before listening: ${stderr}`))
    })
  })
  let nextId = 1
  const ask = <T>(cmd: string, timeoutMs = 10000): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (host.exited || !child.connected) return reject(new Error('the host process has exited'))
      const id = nextId++
      const timer = setTimeout(() => {
        child.off('message', onMessage)
        reject(new Error(`host process did not answer "${cmd}" in ${timeoutMs} ms`))
      }, timeoutMs)
      const onMessage = (m: { id: number; ok: boolean; value: unknown }) => {
        if (m.id !== id) return
        clearTimeout(timer)
        child.off('message', onMessage)
        if (m.ok) resolve(m.value as T)
        else reject(new Error(String(m.value)))
      }
      child.on('message', onMessage)
      child.send({ id, cmd })
    })
  let closing: Promise<void> | null = null
  Object.assign(host, {
    port: started.port,
    gmToken: started.gmToken,
    dir,
    origin: `http://127.0.0.1:${started.port}`,
    wsUrl: `ws://127.0.0.1:${started.port}/ws`,
    child,
    stderr: () => stderr,
    rss: () => ask<number>('rss'),
    flush: () => ask<void>('flush'),
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        if (host.exited) return resolve()
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
        child.once('exit', () => {
          clearTimeout(timer)
          resolve()
        })
        child.kill('SIGTERM')
      })),
  })
  return host
}

// ---------------------------------------------------------------------------------------------
// WebSocket clients

export interface CallResult {
  ok: boolean
  value?: unknown
  error?: { code: string; message: string }
}

export interface Client {
  ws: WebSocket
  /** Every text frame received, in order. */
  frames: string[]
  /** Resolves with the close code once the socket is closed. */
  closed: Promise<number>
  /** A contract call; rejects if no answer comes in `timeoutMs`. */
  call(channel: unknown, payload?: unknown, timeoutMs?: number): Promise<CallResult>
  /** Send a frame as it is (text, or binary when `binary`); resolves on the next `id: null` reply. */
  raw(data: string | Buffer, binary?: boolean, timeoutMs?: number): Promise<CallResult>
  /** Send without waiting for anything. */
  send(data: string | Buffer, binary?: boolean): void
  close(): void
}

export interface ConnectOptions {
  role?: 'gm' | 'player'
  /** Handshake headers (Origin, Host...); Origin defaults to the host's own, as a page sends. */
  headers?: Record<string, string>
  /** Subprotocols offered instead of the page's. */
  protocols?: string[]
  path?: string
  timeoutMs?: number
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms)
    p.then(
      (v) => {
        clearTimeout(timer)
        resolve(v)
      },
      (e: unknown) => {
        clearTimeout(timer)
        reject(e instanceof Error ? e : new Error(String(e)))
      },
    )
  })
}

/** Open a socket as the GM page (token as a subprotocol) or a player page does. */
export function connect(host: Host, options: ConnectOptions = {}): Promise<Client> {
  const role = options.role ?? 'player'
  const protocols = options.protocols ?? wsProtocols(role === 'gm' ? host.gmToken : null)
  const url = `ws://127.0.0.1:${host.port}${options.path ?? '/ws'}`
  return withTimeout(
    new Promise<Client>((resolve, reject) => {
      // As a page of this host does: its own origin, unless the test says otherwise.
      const headers = { Origin: `http://127.0.0.1:${host.port}`, ...options.headers }
      const ws = new WebSocket(url, protocols, { headers })
      const frames: string[] = []
      const waiting = new Map<number | null, (r: CallResult) => void>()
      let id = 0
      const closed = new Promise<number>((res) => ws.once('close', (code) => res(code)))
      closed.then(
        () => {
          for (const [key, cb] of waiting) {
            waiting.delete(key)
            cb({ ok: false, error: { code: 'closed', message: 'socket closed' } })
          }
        },
        () => {},
      )
      ws.on('message', (data, isBinary) => {
        if (isBinary) return
        const text = data.toString()
        frames.push(text)
        let msg: { id?: number | null; result?: CallResult }
        try {
          msg = JSON.parse(text) as typeof msg
        } catch {
          return
        }
        if (msg && typeof msg === 'object' && 'result' in msg) {
          const key = msg.id ?? null
          const cb = waiting.get(key)
          waiting.delete(key)
          cb?.(msg.result as CallResult)
        }
      })
      const wait = (key: number | null, timeoutMs: number, what: string) =>
        withTimeout(
          new Promise<CallResult>((res) => waiting.set(key, res)),
          timeoutMs,
          what,
        ).finally(() => waiting.delete(key))
      ws.once('open', () =>
        resolve({
          ws,
          frames,
          closed,
          call: (channel, payload = {}, timeoutMs = 5000) => {
            const n = ++id
            const answer = wait(n, timeoutMs, `call ${String(channel).slice(0, 40)}`)
            ws.send(JSON.stringify({ id: n, channel, payload }))
            return answer
          },
          raw: (data, binary = false, timeoutMs = 5000) => {
            const answer = wait(null, timeoutMs, 'raw frame')
            ws.send(data, { binary })
            return answer
          },
          send: (data, binary = false) => {
            if (ws.readyState === ws.OPEN) ws.send(data, { binary })
          },
          close: () => ws.terminate(),
        }),
      )
      ws.once('unexpected-response', (_req, res) => {
        reject(new Error(`HTTP ${res.statusCode}`))
        ws.terminate()
      })
      ws.once('error', reject)
    }),
    options.timeoutMs ?? 5000,
    `connect as ${role}`,
  )
}

// ---------------------------------------------------------------------------------------------
// Raw bytes

export interface RawResponse {
  /** The HTTP status, or null when the server sent no status line before closing or timing out. */
  status: number | null
  head: string
  body: Buffer
  /** The server closed the connection. */
  closed: boolean
  /** Nothing conclusive came in time. */
  timedOut: boolean
}

export interface RawOptions {
  timeoutMs?: number
  /** Destroy the connection right after writing (an aborted upload). */
  abort?: boolean
  /** Resolve as soon as a complete head arrives instead of waiting for the body. */
  headOnly?: boolean
  /** Never read what the server sends (a client that lets its buffers fill); ends at timeout. */
  pause?: boolean
}

/**
 * Write `bytes` to the server on a fresh TCP connection and read its answer: a response whose
 * body is complete (Content-Length), or whatever came before the server closed, or timed out.
 */
export function rawHttp(
  port: number,
  bytes: string | Buffer | Array<string | Buffer>,
  options: RawOptions = {},
): Promise<RawResponse> {
  return new Promise((resolve) => {
    const socket = netConnect({ host: '127.0.0.1', port })
    let buf = Buffer.alloc(0)
    let done = false
    const finish = (closed: boolean, timedOut: boolean) => {
      if (done) return
      done = true
      clearTimeout(timer)
      socket.destroy()
      const end = buf.indexOf('\r\n\r\n')
      const head = (end >= 0 ? buf.subarray(0, end) : buf).toString('latin1')
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(head)
      resolve({
        status: m ? Number(m[1]) : null,
        head,
        body:
          end < 0
            ? Buffer.alloc(0)
            : /\r\ntransfer-encoding: *chunked/i.test(head)
              ? dechunk(buf.subarray(end + 4))
              : buf.subarray(end + 4),
        closed,
        timedOut,
      })
    }
    const timer = setTimeout(() => finish(false, true), options.timeoutMs ?? 5000)
    socket.on('data', (d) => {
      buf = Buffer.concat([buf, d])
      const end = buf.indexOf('\r\n\r\n')
      if (end < 0) return
      const head = buf.subarray(0, end).toString('latin1')
      if (options.headOnly || /^HTTP\/1\.[01] 101/.test(head)) return finish(false, false)
      const len = /\r\ncontent-length: *(\d+)/i.exec(head)
      if (len && buf.length - end - 4 >= Number(len[1])) finish(false, false)
      if (
        /\r\ntransfer-encoding: *chunked/i.test(head) &&
        buf.subarray(-5).toString() === '0\r\n\r\n'
      )
        finish(false, false)
      if (!len && !/transfer-encoding/i.test(head) && /^HTTP\/1\.[01] (1\d\d|204|304)/.test(head))
        finish(false, false)
    })
    socket.on('close', () => finish(true, false))
    socket.on('error', () => finish(true, false))
    socket.on('connect', () => {
      for (const part of Array.isArray(bytes) ? bytes : [bytes]) socket.write(part)
      if (options.pause) socket.pause()
      if (options.abort) {
        // Let the bytes leave before the connection drops mid-body.
        setTimeout(() => finish(true, false), 20)
      }
    })
  })
}

/** A chunked body's bytes, as far as it is complete. */
function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const eol = raw.indexOf('\r\n', at)
    if (eol < 0) break
    const size = parseInt(raw.subarray(at, eol).toString('latin1'), 16)
    if (!Number.isFinite(size) || size === 0) break
    parts.push(raw.subarray(eol + 2, eol + 2 + size))
    at = eol + 2 + size + 2
  }
  return Buffer.concat(parts)
}

/** A GET (or other method) request as raw bytes, with exactly the headers given. */
export function requestBytes(
  method: string,
  path: string,
  headers: Record<string, string | number>,
  body: string | Buffer = '',
): Buffer {
  const lines = [
    `${method} ${path} HTTP/1.1`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ]
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), Buffer.from(body)])
}

/** A WebSocket handshake request as raw bytes (Origin, Host and protocols as given). */
export function upgradeBytes(
  port: number,
  headers: Record<string, string> = {},
  path = '/ws',
): Buffer {
  return requestBytes('GET', path, {
    Host: `127.0.0.1:${port}`,
    Connection: 'Upgrade',
    Upgrade: 'websocket',
    'Sec-WebSocket-Version': 13,
    'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
    ...headers,
  })
}

/** Send a handshake and report the status line's code (101 accepted, 4xx refused). */
export async function rawUpgrade(
  port: number,
  headers: Record<string, string> = {},
  path = '/ws',
): Promise<RawResponse> {
  return rawHttp(port, upgradeBytes(port, headers, path), { headOnly: true })
}

/**
 * One client-to-server WebSocket frame (masked, as a client must send), with any opcode and any
 * payload bytes: e.g. a text frame (opcode 1) of invalid UTF-8, or a frame with reserved bits.
 */
export function wsFrame(
  opcode: number,
  payload: Buffer,
  options: { fin?: boolean; rsv?: number; mask?: boolean } = {},
): Buffer {
  const fin = options.fin ?? true
  const mask = options.mask ?? true
  const first = (fin ? 0x80 : 0) | ((options.rsv ?? 0) << 4) | (opcode & 0x0f)
  const len = payload.length
  let header: Buffer
  if (len < 126) header = Buffer.from([first, (mask ? 0x80 : 0) | len])
  else if (len < 65536) {
    header = Buffer.alloc(4)
    header[0] = first
    header[1] = (mask ? 0x80 : 0) | 126
    header.writeUInt16BE(len, 2)
  } else {
    header = Buffer.alloc(10)
    header[0] = first
    header[1] = (mask ? 0x80 : 0) | 127
    header.writeBigUInt64BE(BigInt(len), 2)
  }
  if (!mask) return Buffer.concat([header, payload])
  const key = Buffer.from([0x12, 0x34, 0x56, 0x78])
  const masked = Buffer.from(payload)
  for (let i = 0; i < masked.length; i++) masked[i] = (masked[i] as number) ^ (key[i % 4] as number)
  return Buffer.concat([header, key, masked])
}

/**
 * Send a handshake, then raw frames, on one TCP connection; resolves with what came back (the
 * 101 and whatever frames or close followed) once the server closes or `timeoutMs` passes.
 */
export function rawSocket(
  port: number,
  frames: Buffer[],
  options: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<RawResponse> {
  return rawHttp(port, [upgradeBytes(port, options.headers), ...frames], {
    timeoutMs: options.timeoutMs ?? 300,
  })
}

// ---------------------------------------------------------------------------------------------
// Liveness

export interface Alive {
  /** An HTTP GET / got a status line. */
  accepts: boolean
  /** A GM socket opened and answered a snapshot, an edit and its undo. */
  gmAnswers: boolean
  /** The campaign on disk validates and still holds the demo's maps, tokens, NPCs and PCs. */
  campaignIntact: boolean
  problems: string[]
}

/** What the demo must still hold: every map, token, NPC and PC id. */
export function missingDemoParts(c: Campaign): string[] {
  const missing: string[] = []
  for (const key of ['maps', 'tokens', 'npcs', 'pcs'] as const)
    for (const id of Object.keys(DEMO[key]))
      if (!Object.hasOwn(c[key], id)) missing.push(`${key}.${id}`)
  return missing
}

/**
 * Is the server alive and the campaign intact? Checks, each bounded in time: a plain HTTP GET,
 * a GM socket's snapshot, an edit (hide a PC from the players) and its undo, then a flush and a
 * read of the folder as `npm run campaign -- validate` reads it.
 */
export async function checkAlive(host: Host, options: { disk?: boolean } = {}): Promise<Alive> {
  const problems: string[] = []
  const res = await rawHttp(
    host.port,
    requestBytes('GET', '/', { Host: `127.0.0.1:${host.port}`, Connection: 'close' }),
  )
  const accepts = res.status !== null
  if (!accepts) problems.push(`GET / got no answer (${res.timedOut ? 'timed out' : 'closed'})`)

  let gmAnswers = false
  let gm: Client | null = null
  try {
    gm = await connect(host, { role: 'gm' })
    const snap = await gm.call('state:snapshot')
    if (!snap.ok) throw new Error(`snapshot refused: ${snap.error?.message}`)
    const before = (snap.value as { view?: Campaign }).view?.tokens?.['pc-vaka']?.gmOnly
    const edit = await gm.call('token:setGmOnly', { tokenId: 'pc-vaka', gmOnly: !before })
    if (!edit.ok) throw new Error(`edit refused: ${edit.error?.message}`)
    const undo = await gm.call('history:undo')
    if (!undo.ok) throw new Error(`undo refused: ${undo.error?.message}`)
    gmAnswers = true
  } catch (err) {
    problems.push(`GM: ${(err as Error).message}`)
  } finally {
    gm?.close()
  }

  let campaignIntact = options.disk === false
  if (options.disk !== false) {
    try {
      await host.flush()
      const read = readCampaignFolder(host.dir)
      if (!read.ok)
        throw new Error(`does not validate: ${JSON.stringify(read.problem).slice(0, 300)}`)
      const missing = missingDemoParts(read.campaign)
      if (missing.length) throw new Error(`lost ${missing.join(', ')}`)
      campaignIntact = true
    } catch (err) {
      problems.push(`campaign: ${(err as Error).message}`)
    }
  }
  return { accepts, gmAnswers, campaignIntact, problems }
}

/** Wait until `predicate` holds, polling every `everyMs`, at most `timeoutMs`. */
export async function waitFor(
  predicate: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
  everyMs = 20,
): Promise<boolean> {
  const end = Date.now() + timeoutMs
  for (;;) {
    if (await predicate()) return true
    if (Date.now() > end) return false
    await new Promise((r) => setTimeout(r, everyMs))
  }
}
