/**
 * What a hostile player (or a broken or hostile GM page) can throw at the browser host, as
 * fast-check arbitraries, and how to throw it (`runAction`). Shared by the fuzz test (a few
 * hundred seeded cases) and the fuzz bench (100,000).
 */
import fc from 'fast-check'
import { CHANNEL_NAMES } from '../../../shared/api/channels'
import {
  connect,
  rawHttp,
  rawSocket,
  requestBytes,
  upgradeBytes,
  wsFrame,
  type Client,
  type Host,
} from './harness'

export type Role = 'gm' | 'player'

export type Action =
  /** One frame on the role's open socket (text unless `binary`; text may be invalid UTF-8). */
  | { kind: 'frame'; role: Role; data: string | Buffer; binary: boolean }
  /** A handshake then hand-made frames (bad opcodes, reserved bits, bad lengths...). */
  | { kind: 'wire'; role: Role; frames: Buffer[] }
  /** An HTTP request as raw bytes; `abort` drops the connection after writing. */
  | {
      kind: 'http'
      role: Role
      method: string
      path: string
      headers: Record<string, string>
      body: Buffer
      abort: boolean
    }
  /** A WebSocket handshake with odd headers or path. */
  | { kind: 'upgrade'; role: Role; path: string; headers: Record<string, string> }

const DEMO_TOKENS = [
  'pc-vaka',
  'pc-orin',
  'pc-mira',
  'npc-sentinel',
  'npc-hound',
  'npc-ambusher',
  'obj-crate',
]
const HEX64 = 'ab'.repeat(32)
/** Stands for the GM token in generated headers; `runAction` puts the real one in. */
export const GM_TOKEN = '\u0000GM_TOKEN\u0000'

const role = fc.constantFrom<Role>('gm', 'player')

/** `n` nested arrays (or objects) around `inner`, as JSON text. */
export function nested(n: number, kind: 'array' | 'object' = 'array', inner = '1'): string {
  return kind === 'array'
    ? '['.repeat(n) + inner + ']'.repeat(n)
    : '{"a":'.repeat(n) + inner + '}'.repeat(n)
}

const depth = fc.oneof(
  fc.integer({ min: 1, max: 64 }),
  fc.integer({ min: 65, max: 5_000 }),
  fc.constantFrom(10_000, 100_000, 300_000),
)
const deepJson = fc
  .tuple(depth, fc.constantFrom<'array' | 'object'>('array', 'object'))
  .map(([n, kind]) => nested(n, kind))

/** Strings from empty to just under the 1 MiB message cap, and some over it. */
const bigString = fc.oneof(
  { weight: 6, arbitrary: fc.string({ maxLength: 64 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(1_000, 60_000, 500_000, 1_000_000, 1_100_000),
        fc.constantFrom('a', '\u00e9', '"', '\\'),
      )
      .map(([n, c]) => c.repeat(Math.floor(n / (c === '\u00e9' ? 2 : 1)))),
  },
)

const hex = fc
  .tuple(fc.integer({ min: -5, max: 30 }), fc.integer({ min: -5, max: 30 }))
  .map(([q, r]) => ({ q, r }))
const hexKey = hex.map(({ q, r }) => `${q},${r}`)
const tokenId = fc.oneof(fc.constantFrom(...DEMO_TOKENS), fc.string({ maxLength: 12 }))
const mapId = fc.oneof(
  fc.constantFrom('causeway', '__proto__', 'constructor', ''),
  fc.string({ maxLength: 12 }),
)

/** Inputs shaped like the contract's, so some get past the schema into the commands. */
const plausible: fc.Arbitrary<[string, unknown]> = fc.oneof(
  fc.tuple(
    fc.constant('map:moveToken'),
    fc.record({ tokenId, to: hex, free: fc.boolean() }, { requiredKeys: ['tokenId', 'to'] }),
  ),
  fc.tuple(fc.constant('token:setGmOnly'), fc.record({ tokenId, gmOnly: fc.boolean() })),
  fc.tuple(
    fc.constant('fog:reveal'),
    fc.record({
      mapId,
      hexes: fc.array(hexKey, { minLength: 1, maxLength: 50 }),
      reveal: fc.boolean(),
    }),
  ),
  fc.tuple(
    fc.constant('map:paintTerrain'),
    fc.record({
      mapId,
      hexes: fc.array(hexKey, { minLength: 1, maxLength: 50 }),
      cell: fc.constant(null),
    }),
  ),
  fc.tuple(
    fc.constant('map:setElevation'),
    fc.record({
      mapId,
      hexes: fc.array(hexKey, { minLength: 1, maxLength: 20 }),
      elevation: fc.integer({ min: -1100, max: 1100 }),
    }),
  ),
  fc.tuple(
    fc.constantFrom('history:undo', 'history:redo', 'state:snapshot', 'dice:log'),
    fc.constant({}),
  ),
  fc.tuple(
    fc.constant('session:hello'),
    fc.record({ apiVersion: fc.oneof(fc.constant(1), fc.integer()) }),
  ),
  fc.tuple(
    fc.constant('map:create'),
    fc.record({
      name: fc.string({ maxLength: 20 }),
      orientation: fc.constantFrom('pointy', 'flat', 'round'),
      cols: fc.integer({ min: -1, max: 600 }),
      rows: fc.integer({ min: -1, max: 600 }),
      activate: fc.constant(false),
    }),
  ),
  fc.tuple(
    fc.constant('npc:import'),
    fc
      .oneof(
        deepJson,
        bigString,
        fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      )
      .map((text) => ({ text })),
  ),
  fc.tuple(
    fc.constantFrom('npc:save', 'pc:save'),
    fc.tuple(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 })).map(([id, extra]) => ({
      npc: { id: `fuzz-${id}`, extra },
      pc: { id: `fuzz-${id}`, extra },
    })),
  ),
  fc.tuple(
    fc.constant('roll:check'),
    fc.record({
      sheet: fc.record({ kind: fc.constantFrom('npc', 'pc'), id: fc.string({ maxLength: 10 }) }),
      ability: fc.string({ maxLength: 10 }),
    }),
  ),
)

/** Any channel name, a near miss, or not a string at all. */
const channel: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<unknown>(...CHANNEL_NAMES) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      null,
      0,
      true,
      [],
      {},
    ),
  },
)

/** A JSON envelope as text: mostly well-formed, with random or deep parts. */
const envelopeText: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .tuple(fc.integer(), channel, fc.jsonValue({ maxDepth: 4 }))
      .map(([id, ch, payload]) => JSON.stringify({ id, channel: ch, payload })),
  },
  {
    weight: 5,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 1e9 }), plausible)
      .map(([id, [ch, payload]]) => JSON.stringify({ id, channel: ch, payload })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.integer({ min: 0, max: 1e9 }),
        deepJson,
        fc.constantFrom('channel', 'payload', 'id', 'extra'),
      )
      .map(([id, deep, where]) =>
        where === 'id'
          ? `{"id":${deep},"channel":"state:snapshot","payload":{}}`
          : `{"id":${id},"channel":${where === 'channel' ? deep : '"state:snapshot"'},"payload":${where === 'payload' ? deep : '{}'}${where === 'extra' ? `,"x":${deep}` : ''}}`,
      ),
  },
  {
    weight: 1,
    // Deep sheets as text: JSON.stringify of such a value overflows a test worker's stack.
    arbitrary: fc
      .tuple(
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom('npc', 'pc'),
        fc.string({ maxLength: 8 }),
        deepJson,
      )
      .map(
        ([id, kind, sheetId, deep]) =>
          `{"id":${id},"channel":"${kind}:save","payload":{"${kind}":{"id":${JSON.stringify(`fuzz-${sheetId}`)},"name":"Deep","lore":${deep}}}}`,
      ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom(...CHANNEL_NAMES), bigString)
      .map(([id, ch, s]) =>
        JSON.stringify({ id, channel: ch, payload: { name: s, text: s, tokenId: s } }),
      ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"id":1,"channel":"state:snapshot","payload":{},"__proto__":{"polluted":1}}',
      '{"id":1e400,"channel":"state:snapshot"}',
      '{"id":-0,"channel":"state:snapshot"}',
      '{"id":1,"channel":"state:snapshot","payload":{"__proto__":{"x":1}}}',
      '{"id":1,"id":2,"channel":"history:undo"}',
      'null',
      '"string"',
      '',
      ' ',
      '\uFEFF{}',
    ),
  },
)

const invalidUtf8 = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.constantFrom(
      [0xff],
      [0xc3, 0x28],
      [0xe2, 0x82],
      [0xed, 0xa0, 0x80],
      [0xf8, 0x88, 0x80, 0x80, 0x80],
    ),
  )
  .map(([s, bad]) =>
    Buffer.concat([Buffer.from(`{"id":1,"channel":"${s}`), Buffer.from(bad), Buffer.from('"}')]),
  )

const frameAction: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('frame' as const),
      role,
      data: envelopeText,
      binary: fc.constant(false),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('frame' as const),
      role,
      data: fc.string({ maxLength: 100 }),
      binary: fc.constant(false),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('frame' as const),
      role,
      data: fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
      binary: fc.constant(true),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('frame' as const),
      role,
      data: invalidUtf8,
      binary: fc.constant(false),
    }),
  },
)

const wireFrame = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 0, max: 15 }),
      fc.uint8Array({ maxLength: 40 }),
      fc.boolean(),
      fc.integer({ min: 0, max: 7 }),
      fc.boolean(),
    )
    .map(([op, p, fin, rsv, mask]) => wsFrame(op, Buffer.from(p), { fin, rsv, mask })),
  fc.uint8Array({ minLength: 1, maxLength: 40 }).map((b) => Buffer.from(b)),
  // A length header promising far more than follows, or more than any cap.
  fc.constantFrom(
    Buffer.from([0x81, 0xff, 0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    Buffer.from([0x82, 0xfe, 0xff, 0xff, 1, 2, 3, 4]),
  ),
)
const wireAction: fc.Arbitrary<Action> = fc.record({
  kind: fc.constant('wire' as const),
  role,
  frames: fc.array(wireFrame, { minLength: 1, maxLength: 4 }),
})

const pathArb: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '/',
      '//[',
      '//',
      '/%00',
      '/%',
      '/%zz',
      '/%ff%fe',
      '/..',
      '/../../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fpackage.json',
      '/assets/',
      `/assets/${HEX64}.png`,
      `/assets/${HEX64}.exe`,
      `/assets/../campaign.json`,
      '/assets/%2e%2e%2fcampaign.json',
      '/api/background',
      '/api/background?mapId=__proto__',
      '/api/background?mapId=causeway&name=%00',
      '/ws',
      '/ws?token=x',
      '*',
      'http://evil.example/',
      'http://[::1/',
      '/?view=projector',
      '/index.html',
      '/\u00e9',
      '/a b',
      '/\\..\\..\\',
    ),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }).map((s) => `/${s}`) },
  {
    weight: 2,
    arbitrary: fc
      .array(
        fc.constantFrom('..', '.', '%2e', '%00', '[', ']', '//', '%', '?', '#', 'assets', 'a'),
        { maxLength: 12 },
      )
      .map((p) => `/${p.join('/')}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(2_000, 8_000, 20_000, 70_000).map((n) => `/${'a'.repeat(n)}`),
  },
)

const originArb = fc.oneof(
  fc.constantFrom(
    'null',
    'http://evil.example',
    'http://[',
    '://',
    '',
    'http://127.0.0.1',
    'file://',
    'http://localhost:1',
    '\u00ff',
  ),
  fc.string({ maxLength: 30 }),
)
const hostArb = fc.oneof(
  fc.constantFrom(
    'evil.example',
    '[',
    '',
    'localhost',
    '127.0.0.1',
    '127.0.0.1:1',
    '[::1]',
    'a'.repeat(300),
    '\u00ff',
  ),
  fc.string({ maxLength: 30 }),
)
const headerValue = fc.string({ maxLength: 40 }).filter((s) => !/[\r\n]/.test(s))

const headersArb: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      Host: hostArb,
      Origin: originArb,
      'Content-Length': fc.constantFrom(
        '-1',
        'abc',
        '99999999999999999999',
        '0',
        '10',
        '1e3',
        '5, 6',
        '',
      ),
      'Transfer-Encoding': fc.constantFrom('chunked', 'gzip', 'chunked, chunked', 'x'),
      'Content-Type': fc.constantFrom(
        'image/png',
        'application/json',
        'multipart/form-data; boundary=x',
      ),
      'X-Bluebox-Gm-Token': fc.oneof(fc.constant(GM_TOKEN), headerValue),
      Cookie: headerValue,
      'X-Random': headerValue,
    },
    { requiredKeys: [] },
  )
  .map((h) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k, v.replace(/[\r\n]/g, '')])))

const httpAction: fc.Arbitrary<Action> = fc.record({
  kind: fc.constant('http' as const),
  role,
  method: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'PUT',
        'DELETE',
        'OPTIONS',
        'PATCH',
        'TRACE',
        'CONNECT',
        'PROPFIND',
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom('get', 'G ET', '', 'GET\u0000', 'X'.repeat(100)) },
  ),
  path: pathArb,
  headers: headersArb,
  body: fc.oneof(
    { weight: 3, arbitrary: fc.constant(Buffer.alloc(0)) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)) },
    // A PNG's first bytes, as an upload that stops early would send.
    {
      weight: 1,
      arbitrary: fc.constant(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      ),
    },
  ),
  abort: fc.boolean(),
})

const upgradeAction: fc.Arbitrary<Action> = fc.record({
  kind: fc.constant('upgrade' as const),
  role,
  path: fc.oneof(fc.constantFrom('/ws', '//[', '/ws?token=a', '/ws/../ws', '/%00'), pathArb),
  headers: fc
    .record(
      {
        Origin: originArb,
        Host: hostArb,
        'Sec-WebSocket-Protocol': fc.oneof(
          fc.constantFrom(
            'bluebox',
            `bluebox, bluebox.gm.${GM_TOKEN}`,
            'bluebox.gm.',
            'bluebox.gm.,bluebox.gm.',
            ',,,',
            'bluebox.gm.' + 'a'.repeat(5000),
          ),
          headerValue,
        ),
        'Sec-WebSocket-Version': fc.constantFrom('13', '8', '', 'x'),
        'Sec-WebSocket-Key': fc.constantFrom('dGhlIHNhbXBsZSBub25jZQ==', '', 'x', '====='),
        'Sec-WebSocket-Extensions': fc.constantFrom(
          'permessage-deflate',
          'permessage-deflate; client_max_window_bits=0',
          'x; y=z',
        ),
      },
      { requiredKeys: [] },
    )
    .map((h) =>
      Object.fromEntries(Object.entries(h).map(([k, v]) => [k, v.replace(/[\r\n]/g, '')])),
    ),
})

/** One hostile action: mostly socket frames, then HTTP requests, handshakes and raw frames. */
export const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: frameAction },
  { weight: 3, arbitrary: httpAction },
  { weight: 1, arbitrary: upgradeAction },
  { weight: 1, arbitrary: wireAction },
)

/** A short human description of an action, for failure reports. */
export function describeAction(a: Action): string {
  const cut = (s: string) => (s.length > 160 ? `${s.slice(0, 160)}… (${s.length} chars)` : s)
  switch (a.kind) {
    case 'frame':
      return `${a.role} ${a.binary ? 'binary' : 'text'} frame ${cut(typeof a.data === 'string' ? JSON.stringify(a.data) : a.data.toString('hex'))}`
    case 'wire':
      return `${a.role} raw frames ${cut(a.frames.map((f) => f.toString('hex')).join(' '))}`
    case 'http':
      return `${a.role} HTTP ${JSON.stringify(a.method)} ${cut(JSON.stringify(a.path))} ${cut(JSON.stringify(a.headers))} body ${a.body.length} B${a.abort ? ', aborted' : ''}`
    case 'upgrade':
      return `${a.role} handshake ${cut(JSON.stringify(a.path))} ${cut(JSON.stringify(a.headers))}`
  }
}

function fillToken(
  headers: Record<string, string>,
  host: Host,
  role: Role,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(headers))
    out[k] = v.split(GM_TOKEN).join(role === 'gm' ? host.gmToken : 'x')
  return out
}

/** Open sockets reused across actions, one per role, reopened when the server closes them. */
export class Clients {
  private readonly open = new Map<Role, Client>()
  constructor(private readonly host: Host) {}
  async get(role: Role): Promise<Client> {
    const c = this.open.get(role)
    if (c && c.ws.readyState === c.ws.OPEN) return c
    const fresh = await connect(this.host, { role })
    this.open.set(role, fresh)
    return fresh
  }
  closeAll(): void {
    for (const c of this.open.values()) c.close()
    this.open.clear()
  }
}

export interface ActionOutcome {
  /** The server answered the action somehow: a reply, a status line, or a close. */
  answered: boolean
  detail: string
}

/**
 * Do one action against the host. Frames wait (at most `timeoutMs`) for a reply or the socket's
 * close; requests for a status line or the connection's close (a request left unfinished on
 * purpose may just time out, which is not held against the server).
 */
export async function runAction(
  host: Host,
  clients: Clients,
  a: Action,
  timeoutMs = 2000,
  /** How long an HTTP request, handshake or raw socket may wait for the server. */
  requestMs = 300,
): Promise<ActionOutcome> {
  switch (a.kind) {
    case 'frame': {
      const client = await clients.get(a.role)
      const { ws } = client
      return new Promise<ActionOutcome>((resolve) => {
        const done = (outcome: ActionOutcome) => {
          clearTimeout(timer)
          ws.off('message', onMessage)
          ws.off('close', onClose)
          resolve(outcome)
        }
        const onMessage = (data: Buffer, isBinary: boolean) => {
          if (!isBinary && data.includes('"result"')) done({ answered: true, detail: 'reply' })
        }
        const onClose = () => done({ answered: true, detail: 'closed' })
        const timer = setTimeout(
          () => done({ answered: false, detail: 'no reply and not closed' }),
          timeoutMs,
        )
        ws.on('message', onMessage)
        ws.on('close', onClose)
        if (ws.readyState !== ws.OPEN) return onClose()
        client.send(a.data, a.binary)
      })
    }
    case 'wire': {
      const headers: Record<string, string> =
        a.role === 'gm' ? { 'Sec-WebSocket-Protocol': `bluebox, bluebox.gm.${host.gmToken}` } : {}
      const res = await rawSocket(host.port, a.frames, {
        headers,
        timeoutMs: Math.min(200, requestMs),
      })
      return { answered: true, detail: res.status === null ? 'no status' : String(res.status) }
    }
    case 'http': {
      const bytes = requestBytes(a.method, a.path, fillToken(a.headers, host, a.role), a.body)
      const res = await rawHttp(host.port, bytes, {
        timeoutMs: a.abort ? Math.min(100, requestMs) : requestMs,
        abort: a.abort,
      })
      return {
        answered: true,
        detail: res.status === null ? (res.timedOut ? 'waiting' : 'closed') : String(res.status),
      }
    }
    case 'upgrade': {
      const res = await rawHttp(
        host.port,
        upgradeBytes(host.port, fillToken(a.headers, host, a.role), a.path),
        { headOnly: true, timeoutMs: requestMs },
      )
      return { answered: true, detail: res.status === null ? 'no status' : String(res.status) }
    }
  }
}
