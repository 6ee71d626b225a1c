/**
 * Every way a hostile player has been found to attack the browser host, as a regression test
 * against the real server, written against the behaviour the host owes them: a 400, a close, a
 * refusal or an error envelope, never a crash, a freeze, a spoiler or a file leak. Cases that can
 * kill the server run it in a child process (harness.ts `startHostProcess`), so a crash fails the
 * test that caused it and nothing else.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  closeSync,
  ftruncateSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { request } from 'node:http'
import { connect as netConnect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { runCampaignCli } from '../../../electron/main/persistence/cli'
import { CampaignStore } from '../../../electron/main/persistence/store'
import { appRoot } from '../../../electron/main/app/paths'
import type { Campaign } from '../../../shared/model'
import { nested } from './arbitraries'
import {
  checkAlive,
  connect,
  copyDemo,
  DEMO,
  rawHttp,
  rawUpgrade,
  requestBytes,
  startHost,
  startHostProcess,
  upgradeBytes,
  waitFor,
  wsFrame,
  type CallResult,
  type ChildHost,
  type Client,
  type Host,
  type InProcessHost,
} from './harness'
import { patternPng } from '../support/png'

// ---------------------------------------------------------------------------------------------
// Helpers

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex')

/** POST bytes as a background upload (the GM token in its header when `token` is given). */
function upload(
  host: Host,
  mapId: string,
  body: Buffer,
  token: string | null,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${`http://127.0.0.1:${host.port}`}/api/background?mapId=${encodeURIComponent(mapId)}&name=map.png`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'image/png',
          'Content-Length': body.length,
          ...(token ? { 'x-bluebox-gm-token': token } : {}),
        },
      },
      (res) => {
        let text = ''
        res.on('data', (c: Buffer) => (text += c.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** A plain GET with the request's Host as Node sends it. */
async function get(host: Host, path: string): Promise<{ status: number | null; body: Buffer }> {
  const res = await rawHttp(
    host.port,
    requestBytes('GET', path, { Host: `127.0.0.1:${host.port}`, Connection: 'close' }),
  )
  return { status: res.status, body: res.body }
}

/** `npm run campaign -- validate DIR`, in this process. */
async function validate(dir: string): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const code = await runCampaignCli(['validate', dir], {
    out: (l) => (out += `${l}\n`),
    err: (l) => (err += `${l}\n`),
  })
  return { code, out, err }
}

/** `npm run campaign -- validate DIR` as its own process, killed after `timeoutMs`. */
function validateProcess(
  dir: string,
  timeoutMs: number,
): Promise<{ code: number | null; err: string; ms: number; killed: boolean }> {
  return new Promise((resolve) => {
    const start = Date.now()
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(appRoot(), 'electron/main/persistence/cli-entry.ts'),
        'validate',
        dir,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    )
    let err = ''
    let killed = false
    child.stderr.on('data', (d: Buffer) => {
      if (err.length < 10_000) err += d.toString()
    })
    const timer = setTimeout(() => {
      killed = true
      child.kill('SIGKILL')
    }, timeoutMs)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, err, ms: Date.now() - start, killed })
    })
  })
}

/** A demo copy whose campaign.json is edited by `edit`. */
function demoWith(edit: (c: Record<string, unknown>) => void): string {
  const dir = copyDemo()
  const file = join(dir, 'campaign.json')
  const c = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  edit(c)
  writeFileSync(file, JSON.stringify(c))
  return dir
}

/**
 * A valid library NPC or PC (a copy of the demo's first) with another id and a `lore` field of
 * 5,000 nested objects (about 10 KB: small, yet deep enough to overflow a recursive reader's
 * stack), as JSON text. Built as text: JSON.stringify itself overflows the stack on such a value in
 * a test worker.
 */
function deepSheet(kind: 'npc' | 'pc', id: string): string {
  const base = structuredClone(Object.values(kind === 'npc' ? DEMO.npcs : DEMO.pcs)[0]) as object
  const text = JSON.stringify({ ...base, id, name: `Crafted ${id}` })
  return `${text.slice(0, -1)},"lore":${DEEP_TEXT}}`
}
const DEEP_TEXT = nested(5_000, 'object', '"x"')

/** Send a frame as text and wait for the reply carrying `id` (bounded). */
async function callText(client: Client, id: number, text: string): Promise<CallResult> {
  client.send(text)
  let reply: CallResult | null = null
  let closed = false
  void client.closed.then(() => (closed = true))
  await waitFor(() => {
    for (const f of client.frames)
      if (f.startsWith(`{"id":${id},`)) reply = (JSON.parse(f) as { result: CallResult }).result
    return reply !== null || closed
  }, 5000)
  return reply ?? { ok: false, error: { code: closed ? 'closed' : 'timeout', message: '' } }
}

/** A refusal: a 4xx status line (400, 403, 404... whichever the fix chose), not a dropped connection. */
function expectRefused(status: number | null): void {
  expect(status, 'no status line: the connection was dropped').not.toBeNull()
  expect(status).toBeGreaterThanOrEqual(400)
  expect(status).toBeLessThan(500)
}

async function expectAlive(host: Host): Promise<void> {
  if ('exited' in host)
    expect((host as ChildHost).exited, (host as ChildHost).stderr().slice(-2000)).toBeNull()
  const alive = await checkAlive(host)
  expect(alive.problems).toEqual([])
}

// One server process shared by the tests that may crash it; restarted after a crash.
let child: ChildHost | null = null
async function childHost(): Promise<ChildHost> {
  if (!child || child.exited) {
    await child?.close()
    child = await startHostProcess()
  }
  return child
}
/** Wait briefly for a crash to show as the child's exit, so liveness is judged after it. */
const settle = (host: ChildHost) => waitFor(() => host.exited !== null, 300)

let local: InProcessHost | null = null
const clients: Client[] = []
afterEach(async () => {
  for (const c of clients.splice(0)) c.close()
  await local?.close()
  local = null
})
afterAll(async () => {
  await child?.close()
})

async function open(host: Host, role: 'gm' | 'player'): Promise<Client> {
  const c = await connect(host, { role })
  clients.push(c)
  return c
}

// ---------------------------------------------------------------------------------------------

describe('1. no single request kills the server', () => {
  it('a WebSocket handshake with Origin: null is refused, and the server stays up', async () => {
    const host = await childHost()
    const res = await rawUpgrade(host.port, { Origin: 'null' })
    await settle(host)
    expectRefused(res.status)
    await expectAlive(host)
  }, 30_000)

  it('an HTTP request with Origin: null gets an answer, and the server stays up', async () => {
    const host = await childHost()
    const res = await rawHttp(
      host.port,
      requestBytes('GET', '/', { Host: `127.0.0.1:${host.port}`, Origin: 'null' }),
    )
    await settle(host)
    expect(res.status).not.toBeNull()
    await expectAlive(host)
  }, 30_000)

  it('an HTTP request for the path //[ gets a 400, and the server stays up', async () => {
    const host = await childHost()
    const res = await rawHttp(
      host.port,
      requestBytes('GET', '//[', { Host: `127.0.0.1:${host.port}` }),
    )
    await settle(host)
    expectRefused(res.status)
    const upgrade = await rawHttp(host.port, upgradeBytes(host.port, {}, '//['), {
      headOnly: true,
    })
    await settle(host)
    expectRefused(upgrade.status)
    await expectAlive(host)
  }, 30_000)

  it('a message whose channel is 100,000 nested arrays gets an error or a close, and the server stays up', async () => {
    const host = await childHost()
    for (const role of ['player', 'gm'] as const) {
      const socket = await open(host, role)
      const text = `{"id":1,"channel":${nested(100_000)},"payload":{}}`
      let closed = false
      void socket.closed.then(() => (closed = true))
      socket.send(text)
      const answered = await waitFor(
        () => closed || socket.frames.some((f) => f.includes('"result"')),
        5000,
      )
      await settle(host)
      expect(host.exited, host.stderr().slice(-1500)).toBeNull()
      expect(answered).toBe(true)
      const reply = socket.frames.find((f) => f.includes('"result"'))
      if (reply) expect(JSON.parse(reply)).toMatchObject({ result: { ok: false } })
    }
    await expectAlive(host)
  }, 30_000)

  it('a background upload aborted mid-body leaves the server up and stores nothing', async () => {
    const host = await childHost()
    const image = patternPng(64, 1)
    const head = requestBytes('POST', '/api/background?mapId=causeway&name=map.png', {
      Host: `127.0.0.1:${host.port}`,
      'Content-Type': 'image/png',
      'Content-Length': image.length,
      'x-bluebox-gm-token': host.gmToken,
    })
    await rawHttp(host.port, [head, image.subarray(0, 100)], { abort: true, timeoutMs: 1000 })
    await settle(host)
    expect(host.exited, host.stderr().slice(-1500)).toBeNull()
    await expectAlive(host)
    const stored = readdirSync(join(host.dir, 'assets')).filter((f) => !f.startsWith('.'))
    expect(stored).toEqual([])
  }, 30_000)
  it('handshakes reset by the client right after sending (found by the fuzzer) leave the server up', async () => {
    const host = await childHost()
    for (let i = 0; i < 40; i++) {
      for (const path of ['/nope', '/ws']) {
        await new Promise<void>((resolve) => {
          const socket = netConnect({ host: '127.0.0.1', port: host.port }, () => {
            socket.write(upgradeBytes(host.port, { Origin: 'http://evil.example' }, path))
            socket.resetAndDestroy()
            resolve()
          })
          socket.on('error', () => resolve())
        })
      }
    }
    await settle(host)
    expect(host.exited, host.stderr().slice(-1500)).toBeNull()
    await expectAlive(host)
  }, 30_000)
})

describe('2. a player flooding snapshot requests without reading neither freezes the GM nor grows memory', () => {
  it('keeps the GM answering during the flood and memory near its baseline after it', async () => {
    const host = await startHostProcess()
    try {
      const gm = await open(host, 'gm')
      // A revealed 200 x 200 map shown to the players: each player snapshot is large.
      const made = await gm.call('map:create', {
        name: 'Flood',
        orientation: 'pointy',
        cols: 200,
        rows: 200,
        activate: false,
      })
      expect(made.ok, JSON.stringify(made.error)).toBe(true)
      const mapId = (made.value as { mapId: string }).mapId
      expect((await gm.call('fog:setEnabled', { mapId, enabled: true })).ok).toBe(true)
      const hexes: string[] = []
      for (let r = 0; r < 200; r++)
        for (let c = 0; c < 200; c++) hexes.push(`${c - Math.floor(r / 2)},${r}`)
      // In chunks the contract accepts (halved until one is).
      let size = 8000
      for (let i = 0; i < hexes.length;) {
        const part = hexes.slice(i, i + size)
        const res = await gm.call('fog:reveal', { mapId, hexes: part, reveal: true }, 10_000)
        if (!res.ok && res.error?.code === 'invalid-input' && size > 50) {
          size = Math.floor(size / 2)
          continue
        }
        expect(res.ok, JSON.stringify(res.error)).toBe(true)
        i += part.length
      }
      expect((await gm.call('map:showToPlayers', { mapId })).ok).toBe(true)
      const baseline = await host.rss()

      // The flooder: a handshake, then 1,500 snapshot requests, and it never reads a byte.
      const request = (i: number) =>
        wsFrame(1, Buffer.from(`{"id":${i},"channel":"state:snapshot","payload":{}}`))
      const frames = Array.from({ length: 1500 }, (_, i) => request(i + 1))
      const flood = rawHttp(host.port, [upgradeBytes(host.port), ...frames], {
        timeoutMs: 4000,
        pause: true,
      })

      // The GM keeps moving a token; every round trip must stay short.
      const times: number[] = []
      const end = Date.now() + 3000
      for (let i = 0; Date.now() < end; i++) {
        const start = performance.now()
        const res = await gm
          .call(
            'map:moveToken',
            { tokenId: 'pc-vaka', to: { q: 2 - (i % 2), r: 5 }, free: true },
            2000,
          )
          .catch((e: Error) => ({ ok: false, error: { code: 'timeout', message: e.message } }))
        expect(res.error?.code, 'a GM move got no answer in 2 s during the flood').not.toBe(
          'timeout',
        )
        times.push(performance.now() - start)
      }
      await flood
      expect(host.exited, host.stderr().slice(-1500)).toBeNull()
      times.sort((a, b) => a - b)
      const p95 = times[Math.ceil(times.length * 0.95) - 1] as number
      expect(p95, `GM move p95 during the flood (ms); all: ${times.length}`).toBeLessThan(250)

      // The flooder is gone: memory comes back near where it was.
      const back = await waitFor(
        async () => (await host.rss()) - baseline < 100 * 1024 * 1024,
        10_000,
        250,
      )
      expect(back, `rss ${(await host.rss()) / 2 ** 20} MiB vs ${baseline / 2 ** 20}`).toBe(true)
      await expectAlive(host)
    } finally {
      await host.close()
    }
  }, 60_000)
})

describe('3. a crafted, deeply nested NPC or PC is refused and saving goes on', () => {
  for (const [channel, payload] of [
    [
      'npc:import',
      () =>
        `{"text":${JSON.stringify(`{"format":"bluebox-npcs","version":1,"npcs":[${deepSheet('npc', 'deep-import')}]}`)}}`,
    ],
    ['npc:save', () => `{"npc":${deepSheet('npc', 'deep-save')}}`],
    ['pc:save', () => `{"pc":${deepSheet('pc', 'deep-pc')}}`],
  ] as const) {
    it(`${channel} with a 5,000-level unknown field is refused with a message; the GM still gets updates and the campaign saves`, async () => {
      const host = await childHost()
      const gm = await open(host, 'gm')
      const watcher = await open(host, 'gm')
      const res = await callText(
        gm,
        901,
        `{"id":901,"channel":"${channel}","payload":${payload()}}`,
      )
      await settle(host)
      expect(host.exited, host.stderr().slice(-1500)).toBeNull()
      if (res.ok) {
        // Kept: the server is now in the state the issue describes; the next test gets a new one.
        await host.close()
        child = null
      }
      expect(res.ok).toBe(false)
      expect(res.error?.message).toMatch(/\w/)
      // Other GM views still get updates.
      const seen = watcher.frames.length
      expect(
        (await gm.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 2, r: 5 }, free: true })).ok,
      ).toBe(true)
      expect(
        await waitFor(() => watcher.frames.slice(seen).some((f) => f.includes('state:patch'))),
      ).toBe(true)
      expect((await gm.call('history:undo')).ok).toBe(true)
      // A new GM page loads, and what is on disk validates without the crafted record.
      await expectAlive(host)
      expect(readFileSync(join(host.dir, 'campaign.json'), 'utf8')).not.toContain('Crafted deep')
    }, 30_000)
  }

  it('validate and open refuse a campaign.json holding such a field, with exit 1 and a reason', async () => {
    const dir = copyDemo()
    const file = join(dir, 'campaign.json')
    const c = JSON.parse(readFileSync(file, 'utf8')) as Campaign
    const [id, npc] = Object.entries(c.npcs)[0] as [string, object]
    const npcText = `${JSON.stringify(npc).slice(0, -1)},"lore":${DEEP_TEXT}}`
    const text = JSON.stringify({ ...c, npcs: { ...c.npcs, [id]: '\u0000' } })
    writeFileSync(
      file,
      text.replace('"\\u0000"', () => npcText),
    )
    expect(readFileSync(file, 'utf8')).toContain('"lore":{"a":{"a":')
    const res = await validate(dir)
    expect(res.code).toBe(1)
    expect(res.err).toContain('campaign.json')
    await expect(CampaignStore.open(dir)).rejects.toThrow(/campaign\.json/)
  })
})

describe('4. players get no pixel of a background under fog', () => {
  it('a player cannot fetch the original image of the shown map nor of another map', async () => {
    local = await startHost()
    const gm = await open(local, 'gm')
    // Fog on the shown map, one hex revealed.
    expect((await gm.call('fog:setEnabled', { mapId: 'causeway', enabled: true })).ok).toBe(true)
    expect(
      (await gm.call('fog:reveal', { mapId: 'causeway', hexes: ['1,5'], reveal: true })).ok,
    ).toBe(true)
    const shown = patternPng(96, 2)
    const up = await upload(local, 'causeway', shown, local.gmToken)
    expect(up.status, up.body).toBe(200)
    // A second map, never shown, with its own picture.
    const made = await gm.call('map:create', {
      name: 'Secret lair',
      orientation: 'pointy',
      cols: 10,
      rows: 10,
      activate: false,
    })
    const secretMap = (made.value as { mapId: string }).mapId
    const hidden = patternPng(80, 3)
    expect((await upload(local, secretMap, hidden, local.gmToken)).status).toBe(200)

    const player = await open(local, 'player')
    const snap = await player.call('state:snapshot')
    expect(snap.ok).toBe(true)
    const view = JSON.stringify(snap.value)
    for (const image of [shown, hidden]) {
      const hash = sha256(image)
      expect(view, 'the player view names the original image').not.toContain(hash)
      for (const path of [`/assets/${hash}.png`, `/assets/${hash}.PNG`, `//assets/${hash}.png`]) {
        const res = await get(local, path)
        expect(
          res.status === 200 && res.body.equals(image),
          `${path} served the original image to a player`,
        ).toBe(false)
      }
    }
  })
})

describe('5. assets are served and validated only as regular files whose hash is their name', () => {
  it('a symlink in assets/ is not served, and validate names it', async () => {
    const secretDir = mkdtempSync(join(tmpdir(), 'bb-secret-'))
    const secret = join(secretDir, 'id_rsa')
    writeFileSync(secret, '-----BEGIN OPENSSH PRIVATE KEY----- not a real key')
    const name = 'cd'.repeat(32)
    const dir = copyDemo()
    symlinkSync(secret, join(dir, 'assets', `${name}.png`))
    // Refusing to open such a folder at all is fine too, if it says which file is wrong.
    const started = await startHost({ dir }).catch((err: Error) => err)
    if (started instanceof Error) {
      expect(started.message).toContain(`${name}.png`)
    } else {
      local = started
      const res = await get(local, `/assets/${name}.png`)
      expect(res.body.toString()).not.toContain('PRIVATE KEY')
      expect(res.status).not.toBe(200)
      await local.close()
      local = null
    }

    // Named by the campaign: validate reports it (exit 1, naming the file).
    const linked = demoWith((c) => {
      c.assets = { [name]: { id: name, type: 'image/png', bytes: 51, name: 'map.png' } }
    })
    symlinkSync(secret, join(linked, 'assets', `${name}.png`))
    const v = await validate(linked)
    expect(v.code).toBe(1)
    expect(v.err).toContain(`${name}.png`)
  })

  it('validate reports an asset whose bytes do not match its name', async () => {
    const image = patternPng(16, 4)
    const wrong = 'ef'.repeat(32)
    const dir = demoWith((c) => {
      c.assets = { [wrong]: { id: wrong, type: 'image/png', bytes: image.length, name: 'a.png' } }
    })
    writeFileSync(join(dir, 'assets', `${wrong}.png`), image)
    const v = await validate(dir)
    expect(v.code).toBe(1)
    expect(v.err).toContain(`${wrong}.png`)
    // The same file under its true name passes.
    const right = sha256(image)
    const ok = demoWith((c) => {
      c.assets = { [right]: { id: right, type: 'image/png', bytes: image.length, name: 'a.png' } }
    })
    writeFileSync(join(ok, 'assets', `${right}.png`), image)
    expect((await validate(ok)).code).toBe(0)
  })
})

describe('6. DNS rebinding: a Host allow-list, and Origin checked against it', () => {
  it('refuses a page and a socket under a foreign Host name', async () => {
    local = await startHost()
    const evil = `evil.example:${local.port}`
    const page = await rawHttp(
      local.port,
      requestBytes('GET', '/', { Host: evil, Connection: 'close' }),
    )
    expect(page.status).not.toBeNull()
    expect(page.status).not.toBe(200)
    const socket = await rawUpgrade(local.port, { Host: evil, Origin: `http://${evil}` })
    expect(socket.status).not.toBe(101)
    const socketNoOrigin = await rawUpgrade(local.port, { Host: evil })
    expect(socketNoOrigin.status).not.toBe(101)
  })

  it('still serves the bound address and localhost, with an Origin from that list', async () => {
    local = await startHost()
    const port = local.port
    for (const name of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const page = await rawHttp(
        port,
        requestBytes('GET', '/', { Host: name, Connection: 'close' }),
      )
      expect(page.status, name).toBe(200)
      expect((await rawUpgrade(port, { Host: name, Origin: `http://${name}` })).status).toBe(101)
    }
    // Origin is checked against the list, not against whatever Host says.
    expect(
      (await rawUpgrade(port, { Host: `localhost:${port}`, Origin: `http://127.0.0.1:${port}` }))
        .status,
    ).toBe(101)
  })
})

describe('7. the smaller cases', () => {
  it('the contract refuses a 250,000-hex edit and a 20 MB NPC import with a message', async () => {
    local = await startHost()
    const hexes = Array.from({ length: 250_000 }, (_, i) => `${i % 500},${Math.floor(i / 500)}`)
    for (const channel of ['fog:reveal', 'map:paintTerrain', 'map:setElevation'] as const) {
      const payload =
        channel === 'fog:reveal'
          ? { mapId: 'causeway', hexes, reveal: true }
          : channel === 'map:paintTerrain'
            ? { mapId: 'causeway', hexes, cell: null }
            : { mapId: 'causeway', hexes, elevation: 1 }
      const res = local.session.dispatch('gm', channel, payload)
      expect(res.ok, channel).toBe(false)
      if (!res.ok) {
        expect(res.error.code, channel).toBe('invalid-input')
        expect(res.error.message).toMatch(/\w/)
        expect(res.error.message).not.toContain(channel)
      }
    }
    const big = local.session.dispatch('gm', 'npc:import', { text: 'x'.repeat(20_000_000) })
    expect(big).toMatchObject({ ok: false, error: { code: 'invalid-input' } })
  })

  it('a background upload to the map id __proto__ is refused and leaves no orphan file', async () => {
    local = await startHost()
    const res = await upload(local, '__proto__', patternPng(32, 5), local.gmToken)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(readdirSync(join(local.dir, 'assets')).filter((f) => !f.startsWith('.'))).toEqual([])
    await expectAlive(local)
  })

  it('an asset keyed __proto__ does not silently disappear', async () => {
    const image = patternPng(16, 6)
    const id = sha256(image)
    const dir = copyDemo()
    writeFileSync(join(dir, 'assets', `${id}.png`), image)
    const file = join(dir, 'campaign.json')
    const text = readFileSync(file, 'utf8').replace(
      /"assets"\s*:\s*\{\s*\}/,
      `"assets":{"__proto__":{"id":"${id}","type":"image/png","bytes":${image.length},"name":"a.png"}}`,
    )
    expect(text).toContain('"__proto__"')
    writeFileSync(file, text)
    const v = await validate(dir)
    // Either refused, naming the key, or kept: never "ok, 0 assets".
    if (v.code === 0) expect(v.out).toContain('1 assets')
    else expect(`${v.err}`).toContain('__proto__')
  })

  it('validate names campaign.json when it is a folder (EISDIR)', async () => {
    const dir = copyDemo()
    rmSync(join(dir, 'campaign.json'))
    mkdirSync(join(dir, 'campaign.json'))
    const v = await validate(dir)
    expect(v.code).toBe(1)
    expect(v.err).toContain(join(dir, 'campaign.json'))
  })

  it('opening a missing folder says the folder is missing, not something about a lock file', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'bb-missing-')), 'nowhere')
    const err = await CampaignStore.open(dir).then(
      () => null,
      (e: Error) => e,
    )
    expect(err).not.toBeNull()
    expect(err?.message).toMatch(/no such campaign folder|does not exist|not found|missing/i)
    expect(err?.message).not.toMatch(/lock|\.tmp/i)
  })

  it('validate refuses a 100,000-level nested field with exit 1', async () => {
    const dir = copyDemo()
    const file = join(dir, 'campaign.json')
    const text = readFileSync(file, 'utf8').trimEnd()
    writeFileSync(file, `${text.slice(0, -1)},"deep":${nested(100_000)}}`)
    const v = await validate(dir)
    expect(v.code).toBe(1)
    expect(v.err).toContain('campaign.json')
  })

  it('validate refuses an oversized file with exit 1 and a reason naming it, in bounded time', async () => {
    const dir = copyDemo()
    const file = join(dir, 'campaign.json')
    // 1 GiB + 1 byte, sparse: no disk used, and no real campaign is near it.
    rmSync(file)
    const fd = openSync(file, 'w')
    ftruncateSync(fd, 2 ** 30 + 1)
    closeSync(fd)
    const v = await validateProcess(dir, 20_000)
    expect(v.killed).toBe(false)
    expect(v.code).toBe(1)
    expect(v.err).toContain('campaign.json')
    expect(v.err).not.toMatch(/Cannot create a string/)
  }, 30_000)

  it('validate of 10 MB of nested brackets exits 1 with a reason, in bounded time', async () => {
    const dir = copyDemo()
    const file = join(dir, 'campaign.json')
    const n = 5_000_000
    const text = readFileSync(file, 'utf8').trimEnd()
    writeFileSync(file, `${text.slice(0, -1)},"deep":${'['.repeat(n)}${']'.repeat(n)}}`)
    const v = await validateProcess(dir, 15_000)
    expect(v.killed, `still running after ${v.ms} ms`).toBe(false)
    expect(v.code).toBe(1)
    expect(v.err).toMatch(/deep|depth|nest/i)
  }, 30_000)
})
