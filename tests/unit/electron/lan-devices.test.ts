import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import {
  DEVICE_LATER_CODE,
  DEVICE_REFUSED_CODE,
  DEVICE_REMOVED,
  DEVICES_FULL,
  TOO_MANY_NEW,
  DeviceRegistry,
  deviceNameFromAgent,
} from '../../../electron/main/lan/devices'
import { startLanServer, type LanServer } from '../../../electron/main/lan/server'
import { createSession, loadCampaignFile } from '../../../electron/main/session/session'
import { demoCampaignPath } from '../../../electron/main/app/paths'
import { wsProtocols } from '../../../shared/api/ws-protocol'
import { DEVICES_MAX, PASS_NOT_VALID, type DevicesState } from '../../../shared/api'

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

  it('refuses a forged, altered or malformed pass in words that are not "removed by the GM"', () => {
    const reg = new DeviceRegistry()
    const { token } = issued(reg)
    const [id, at, sig] = token.split('.') as [string, string, string]
    const other = new DeviceRegistry()
    const forged = issued(other).token
    const flipped = `${id}.${at}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`
    const otherId = `${'f'.repeat(16)}.${at}.${sig}`
    for (const bad of [forged, flipped, otherId, '', 'x', `${token}x`, token.replace(/\./g, '')])
      expect(reg.verify(bad, '10.0.0.1')).toEqual({
        ok: false,
        message: PASS_NOT_VALID,
        final: true,
      })
  })

  it('refuses a revoked token from then on, and the device leaves the list', () => {
    const reg = new DeviceRegistry()
    const a = issued(reg)
    const b = issued(reg, '192.168.1.30', PIXEL)
    expect(reg.revoke(a.device.id).map((d) => d.id)).toEqual([b.device.id])
    expect(reg.verify(a.token, '192.168.1.20')).toEqual({
      ok: false,
      message: DEVICE_REMOVED,
      final: true,
    })
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
    expect(reg.issue('192.168.1.50', IPHONE)).toBe(TOO_MANY_NEW)
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

  it('never lets a newcomer push out a tied device; refuses it in plain words when no room can be made', () => {
    let now = 0
    const connected = new Set<string>()
    const reg = new DeviceRegistry({ now: () => ++now, isConnected: (id) => connected.has(id) })
    // The tied phone joined first, so it is the one seen longest ago.
    const tied = issued(reg, '127.0.0.1')
    reg.assign(tied.device.id, 'pc-vaka')
    const idle = issued(reg, '127.0.0.1')
    for (let i = 2; i < DEVICES_MAX; i++) connected.add(issued(reg, '127.0.0.1').device.id)
    // Full: the idle, untied one makes room, not the tied one (older, but tied).
    const newcomer = issued(reg, '127.0.0.1')
    connected.add(newcomer.device.id)
    const ids = reg.list().map((d) => d.id)
    expect(ids).toHaveLength(DEVICES_MAX)
    expect(ids).toContain(tied.device.id)
    expect(ids).not.toContain(idle.device.id)
    // Nothing left that may make room: the next newcomer is refused, and not as "removed".
    expect(reg.admit(null, '127.0.0.1', IPHONE)).toEqual({
      ok: false,
      message: DEVICES_FULL,
      final: false,
    })
    expect(DEVICES_FULL).not.toMatch(/removed/)
    // Each refusal travels as a WebSocket close reason: at most 123 bytes, or the page hears nothing.
    for (const words of [DEVICES_FULL, TOO_MANY_NEW, PASS_NOT_VALID, DEVICE_REMOVED])
      expect(Buffer.byteLength(words)).toBeLessThanOrEqual(123)
    // The tied phone comes back with its tie; the forgotten one is told to try later, not removed.
    expect(reg.verify(tied.token, '192.168.1.20')).toMatchObject({ ok: true })
    expect(reg.tokenOf(tied.device.id)).toBe('pc-vaka')
    expect(reg.verify(idle.token, '192.168.1.21')).toEqual({
      ok: false,
      message: DEVICES_FULL,
      final: false,
    })
    // Once a device leaves (its socket closes), the forgotten one is let back in with its pass.
    connected.delete(newcomer.device.id)
    expect(reg.verify(idle.token, '192.168.1.21')).toMatchObject({
      ok: true,
      device: { id: idle.device.id },
    })
    expect(reg.list().map((d) => d.id)).not.toContain(newcomer.device.id)
  })

  it('keeps a revoked pass refused after 1,001 later revocations; listed devices get new passes', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bb-devices-')), 'devices.json')
    const renewed = new Map<string, string>()
    const reg = new DeviceRegistry({
      file,
      onRenewed: (id, pass) => renewed.set(id, pass),
    })
    const kept = issued(reg, '127.0.0.1')
    const first = issued(reg, '127.0.0.1')
    reg.revoke(first.device.id)
    for (let i = 0; i < 1001; i++) reg.revoke(issued(reg, '127.0.0.1').device.id)
    expect(reg.verify(first.token, '127.0.0.1')).toMatchObject({ ok: false, final: true })
    // Nor does it come back as a newcomer's pass, or after a restart.
    expect(reg.list().map((d) => d.id)).toEqual([kept.device.id])
    expect(new DeviceRegistry({ file }).verify(first.token, '127.0.0.1').ok).toBe(false)
    // The device still listed was handed a new pass, and its old one is renewed on its next visit.
    const fresh = renewed.get(kept.device.id)
    expect(fresh).toBeDefined()
    expect(reg.verify(fresh!, '127.0.0.1')).toMatchObject({ ok: true })
    const back = reg.verify(kept.token, '127.0.0.1')
    expect(back).toMatchObject({ ok: true, pass: fresh })
    // Revoked in the new generation: refused with the GM's words.
    reg.revoke(kept.device.id)
    expect(reg.verify(fresh!, '127.0.0.1')).toEqual({
      ok: false,
      message: DEVICE_REMOVED,
      final: true,
    })
    expect(new DeviceRegistry({ file }).verify(kept.token, '127.0.0.1').ok).toBe(false)
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

  it('refuses a forged pass in words (not "removed by the GM"), and lets it nothing', async () => {
    const s = await start()
    const forged = `${'0'.repeat(16)}.abc.${'A'.repeat(43)}`
    const page = await open(s, wsProtocols(null, forged))
    expect(await page.closed).toEqual({ code: DEVICE_REFUSED_CODE, reason: PASS_NOT_VALID })
    expect(page.events).toEqual([])
    expect(s.devices.list()).toEqual([])
  })

  it(`with ${DEVICES_MAX} devices known, a tied phone that comes back is admitted with its tie; a newcomer is told to wait`, async () => {
    const s = await start()
    const gm = await open(s, wsProtocols(s.gmToken))
    const ana = await open(s, wsProtocols(null))
    const pass = await until(
      () =>
        (ana.events.find((e) => e.name === 'device:issued')?.payload as { token: string })?.token,
    )
    const anaId = s.devices.list()[0]!.id
    expect((await gm.call('devices:assign', { id: anaId, tokenId: 'pc-vaka' })).ok).toBe(true)
    ana.ws.close()
    // 99 more fill the list, then leave; 99 newcomers take their places and stay.
    const early = await Promise.all(
      Array.from({ length: DEVICES_MAX - 1 }, () => open(s, wsProtocols(null))),
    )
    expect(s.devices.list()).toHaveLength(DEVICES_MAX)
    for (const p of early) p.ws.close()
    await Promise.all(early.map((p) => p.closed))
    await until(() => (s.connections().length === 1 ? true : undefined))
    for (let i = 0; i < DEVICES_MAX - 1; i++) await open(s, wsProtocols(null))
    expect(s.devices.list().map((d) => d.id)).toContain(anaId)
    // The next newcomer finds no room: it is told so, and that its page keeps trying.
    const late = await open(s, wsProtocols(null))
    expect(await late.closed).toEqual({ code: DEVICE_LATER_CODE, reason: DEVICES_FULL })
    // Ana's phone comes back: admitted, still tied to Vaka.
    const back = await open(s, wsProtocols(null, pass))
    expect((await back.call('state:snapshot')).ok).toBe(true)
    expect(s.devices.tokenOf(anaId)).toBe('pc-vaka')
    expect(s.devices.list()).toHaveLength(DEVICES_MAX)
  })

  it('refuses a revoked pass after 1,001 later revocations, and hands an open page its new pass', async () => {
    const s = await start()
    const gm = await open(s, wsProtocols(s.gmToken))
    const kept = await open(s, wsProtocols(null))
    const first = await open(s, wsProtocols(null))
    const passOf = (p: Page) =>
      until(
        () =>
          (p.events.filter((e) => e.name === 'device:issued').at(-1)?.payload as { token: string })
            ?.token,
      )
    const firstPass = await passOf(first)
    const keptPass = await passOf(kept)
    const firstId = s.devices.list().find((d) => d.id === firstPass.slice(0, 16))!.id
    expect((await gm.call('devices:revoke', { id: firstId })).ok).toBe(true)
    for (let i = 0; i < 1001; i++) {
      const r = s.devices.issue('127.0.0.1', undefined)
      if (typeof r === 'string') throw new Error(r)
      s.devices.revoke(r.device.id)
    }
    const again = await open(s, wsProtocols(null, firstPass))
    expect((await again.closed).code).toBe(DEVICE_REFUSED_CODE)
    // The page still open was given a new pass on its socket, and it works.
    const renewed = await until(() => {
      const p = kept.events.filter((e) => e.name === 'device:issued')
      return p.length > 1 ? (p.at(-1)!.payload as { token: string }).token : undefined
    })
    expect(renewed).not.toBe(keptPass)
    const back = await open(s, wsProtocols(null, renewed))
    expect((await back.call('state:snapshot')).ok).toBe(true)
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
