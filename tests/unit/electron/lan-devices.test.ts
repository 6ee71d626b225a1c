import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import {
  DEVICE_REFUSED_CODE,
  DEVICE_REMOVED,
  DeviceRegistry,
  deviceNameFromAgent,
} from '../../../electron/main/lan/devices'
import { startLanServer, type LanServer } from '../../../electron/main/lan/server'
import { createSession, loadCampaignFile } from '../../../electron/main/session/session'
import { demoCampaignPath } from '../../../electron/main/app/paths'
import { wsProtocols } from '../../../shared/api/ws-protocol'
import { DEVICES_MAX, type DevicesState } from '../../../shared/api'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36'
const LINUX_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36'

function issued(reg: DeviceRegistry, ip = '192.168.1.20', agent = IPHONE) {
  const r = reg.issue(ip, agent)
  if (typeof r === 'string') throw new Error(r)
  return r
}

describe('device tokens', () => {
  it('names a device from its browser', () => {
    expect(deviceNameFromAgent(IPHONE)).toBe('iPhone')
    expect(deviceNameFromAgent(PIXEL)).toBe('Android phone')
    expect(deviceNameFromAgent(LINUX_CHROME)).toBe('Chrome on Linux')
    expect(deviceNameFromAgent(undefined)).toBe('Browser')
  })

  it('issues a token that verifies, and lists the device with its name, address and last seen', () => {
    let now = 1_000
    const reg = new DeviceRegistry({ now: () => now })
    const { token, device } = issued(reg)
    expect(device).toMatchObject({ name: 'iPhone', ip: '192.168.1.20', lastSeen: 1_000 })
    now = 5_000
    const v = reg.verify(token, '192.168.1.21')
    expect(v.ok).toBe(true)
    expect(reg.list()).toEqual([{ ...device, ip: '192.168.1.21', lastSeen: 5_000 }])
  })

  it('refuses a forged, altered or malformed token in words', () => {
    const reg = new DeviceRegistry()
    const { token } = issued(reg)
    const [id, at, sig] = token.split('.') as [string, string, string]
    const other = new DeviceRegistry()
    const forged = issued(other).token
    const flipped = `${id}.${at}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`
    const otherId = `${'f'.repeat(16)}.${at}.${sig}`
    for (const bad of [forged, flipped, otherId, '', 'x', `${token}x`, token.replace(/\./g, '')])
      expect(reg.verify(bad, '10.0.0.1')).toEqual({ ok: false, message: DEVICE_REMOVED })
  })

  it('refuses a revoked token from then on, and the device leaves the list', () => {
    const reg = new DeviceRegistry()
    const a = issued(reg)
    const b = issued(reg, '192.168.1.30', PIXEL)
    expect(reg.revoke(a.device.id).map((d) => d.id)).toEqual([b.device.id])
    expect(reg.verify(a.token, '192.168.1.20')).toEqual({ ok: false, message: DEVICE_REMOVED })
    expect(reg.verify(b.token, '192.168.1.30').ok).toBe(true)
    expect(() => reg.revoke(a.device.id)).toThrow('not in the list')
  })

  it('keeps names to 40 characters and refuses a blank one', () => {
    const reg = new DeviceRegistry()
    const { device } = issued(reg)
    expect(reg.rename(device.id, `  ${'Ana'.repeat(20)}  `)[0]!.name).toHaveLength(40)
    expect(() => reg.rename(device.id, '   ')).toThrow('needs a name')
  })

  it('bounds the new tokens one address may get (not the host machine itself)', () => {
    const reg = new DeviceRegistry({ newPerIpMax: 3 })
    for (let i = 0; i < 3; i++) issued(reg, '192.168.1.50')
    expect(reg.issue('192.168.1.50', IPHONE)).toMatch(/Too many new devices/)
    expect(typeof reg.issue('192.168.1.51', IPHONE)).not.toBe('string')
    for (let i = 0; i < 5; i++) issued(reg, '127.0.0.1')
  })

  it(`keeps at most ${DEVICES_MAX} devices: an idle one makes room, connected ones never`, () => {
    let now = 0
    const connected = new Set<string>()
    const reg = new DeviceRegistry({ now: () => ++now, isConnected: (id) => connected.has(id) })
    const first = issued(reg, '127.0.0.1')
    for (let i = 1; i < DEVICES_MAX; i++) issued(reg, '127.0.0.1')
    expect(reg.list()).toHaveLength(DEVICES_MAX)
    issued(reg, '127.0.0.1')
    expect(reg.list()).toHaveLength(DEVICES_MAX)
    expect(reg.list().some((d) => d.id === first.device.id)).toBe(false)
    for (const d of reg.list()) connected.add(d.id)
    expect(reg.issue('127.0.0.1', IPHONE)).toMatch(/already has 100 devices/)
    expect(reg.list()).toHaveLength(DEVICES_MAX)
  })

  it('keeps its devices, revocations and secret in its file across restarts', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bb-devices-')), 'host', 'devices.json')
    const reg = new DeviceRegistry({ file })
    const kept = issued(reg)
    const gone = issued(reg)
    reg.rename(kept.device.id, 'Ana’s phone')
    reg.revoke(gone.device.id)
    const again = new DeviceRegistry({ file })
    expect(again.list().map((d) => d.name)).toEqual(['Ana’s phone'])
    expect(again.verify(kept.token, '192.168.1.20').ok).toBe(true)
    expect(again.verify(gone.token, '192.168.1.20').ok).toBe(false)
    // A damaged file starts a fresh list (and a new secret: old tokens are refused).
    writeFileSync(file, '{"secret": 5')
    const fresh = new DeviceRegistry({ file })
    expect(fresh.list()).toEqual([])
    expect(fresh.verify(kept.token, '192.168.1.20').ok).toBe(false)
    expect(JSON.parse(readFileSync(file, 'utf8')).secret).toMatch(/^[a-f0-9]{64}$/)
  })
})

describe('browser host: devices', () => {
  let server: LanServer | null = null
  const sockets: WebSocket[] = []
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.terminate()
    await server?.close()
    server = null
  })

  async function start(): Promise<LanServer> {
    const staticDir = mkdtempSync(join(tmpdir(), 'bb-static-'))
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>t</title>')
    const session = createSession(loadCampaignFile(demoCampaignPath()))
    server = await startLanServer({ session, staticDir, port: 0, gmToken: 'a'.repeat(64) })
    return server
  }

  interface Page {
    ws: WebSocket
    events: { name: string; payload: unknown }[]
    closed: Promise<{ code: number; reason: string }>
    call(channel: string, payload?: unknown): Promise<{ ok: boolean; value?: unknown }>
  }

  function open(s: LanServer, protocols: string[]): Promise<Page> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${s.port}/ws`, protocols, {
        headers: { 'user-agent': IPHONE },
      })
      sockets.push(ws)
      const events: Page['events'] = []
      const waiting = new Map<number, (r: never) => void>()
      let id = 0
      const closed = new Promise<{ code: number; reason: string }>((res) =>
        ws.on('close', (code, reason) => res({ code, reason: reason.toString() })),
      )
      ws.on('message', (data) => {
        const msg = JSON.parse(data.toString()) as {
          id?: number
          result?: never
          event?: Page['events'][number]
        }
        if (msg.event) events.push(msg.event)
        else if (typeof msg.id === 'number') waiting.get(msg.id)?.(msg.result as never)
      })
      ws.on('open', () =>
        resolve({
          ws,
          events,
          closed,
          call: (channel, payload = {}) =>
            new Promise((res) => {
              const n = ++id
              waiting.set(n, res as never)
              ws.send(JSON.stringify({ id: n, channel, payload }))
            }),
        }),
      )
      ws.on('error', reject)
    })
  }

  const until = async <T>(f: () => T | undefined): Promise<T> => {
    for (let i = 0; i < 200; i++) {
      const v = f()
      if (v !== undefined) return v
      await new Promise((r) => setTimeout(r, 10))
    }
    throw new Error('timed out')
  }

  it('gives a new players’ page a token, lists it for the GM, and closes it at once when revoked', async () => {
    const s = await start()
    const gm = await open(s, wsProtocols(s.gmToken))
    const phone = await open(s, wsProtocols(null))
    const token = await until(
      () =>
        (phone.events.find((e) => e.name === 'device:issued')?.payload as { token: string })?.token,
    )
    // The GM hears the join, and lists the device.
    await until(() => gm.events.find((e) => e.name === 'devices:changed'))
    const list = (await gm.call('devices:list')).value as DevicesState
    expect(list.devices).toEqual([expect.objectContaining({ name: 'iPhone', ip: '127.0.0.1' })])
    expect(list.joinUrls).toEqual([`http://127.0.0.1:${s.port}/?view=projector`])
    const id = list.devices[0]!.id
    // A player cannot see or touch the list.
    expect((await phone.call('devices:list')).ok).toBe(false)
    // Coming back with the token is the same device, not a new one.
    phone.ws.close()
    const back = await open(s, wsProtocols(null, token))
    expect((await back.call('state:snapshot')).ok).toBe(true)
    expect(back.events.some((e) => e.name === 'device:issued')).toBe(false)
    expect(s.devices.list()).toHaveLength(1)
    // Renamed by the GM.
    const renamed = (await gm.call('devices:rename', { id, name: 'Ana' })).value as DevicesState
    expect(renamed.devices[0]!.name).toBe('Ana')
    // Revoked: the socket closes with the words, and the token is refused after.
    const revoked = (await gm.call('devices:revoke', { id })).value as DevicesState
    expect(revoked.devices).toEqual([])
    expect(await back.closed).toEqual({ code: DEVICE_REFUSED_CODE, reason: DEVICE_REMOVED })
    const again = await open(s, wsProtocols(null, token))
    expect(await again.closed).toEqual({ code: DEVICE_REFUSED_CODE, reason: DEVICE_REMOVED })
    expect(s.devices.list()).toEqual([])
  })

  it('refuses a forged token in words, and lets it nothing', async () => {
    const s = await start()
    const forged = `${'0'.repeat(16)}.abc.${'A'.repeat(43)}`
    const page = await open(s, wsProtocols(null, forged))
    expect(await page.closed).toEqual({ code: DEVICE_REFUSED_CODE, reason: DEVICE_REMOVED })
    expect(page.events).toEqual([])
    expect(s.devices.list()).toEqual([])
  })

  it('answers the GM in words for a device that is not there', async () => {
    const s = await start()
    const gm = await open(s, wsProtocols(s.gmToken))
    const r = (await gm.call('devices:revoke', { id: '0123456789abcdef' })) as {
      ok: boolean
      error?: { message: string }
    }
    expect(r.ok).toBe(false)
    expect(r.error?.message).toMatch(/not in the list/)
  })
})
