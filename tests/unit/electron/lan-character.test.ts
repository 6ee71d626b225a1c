/**
 * "My character" through the browser host: the GM ties a phone to a PC with `devices:assign`; that
 * phone's socket alone gets the character's own view, when it connects and when the view changes
 * (not on an unrelated edit); untying clears it, revoking closes the socket. Bad ties are refused
 * in words, and the tie is kept with the device in the host's file.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { DeviceRegistry } from '../../../electron/main/lan/devices'
import { startLanServer, type LanServer } from '../../../electron/main/lan/server'
import { createSession, loadCampaignFile } from '../../../electron/main/session/session'
import { demoCampaignPath } from '../../../electron/main/app/paths'
import { wsProtocols } from '../../../shared/api/ws-protocol'
import type { DevicesState } from '../../../shared/api'
import type { CharacterView } from '../../../shared/projection'

interface Page {
  ws: WebSocket
  events: { name: string; payload: unknown }[]
  frames: string[]
  closed: Promise<{ code: number; reason: string }>
  call(
    channel: string,
    payload?: unknown,
  ): Promise<{ ok: boolean; value?: unknown; error?: { message: string } }>
}

let server: LanServer | null = null
const sockets: WebSocket[] = []
afterEach(async () => {
  for (const s of sockets.splice(0)) s.terminate()
  await server?.close()
  server = null
})

async function start(devicesFile?: string): Promise<LanServer> {
  const staticDir = mkdtempSync(join(tmpdir(), 'bb-static-'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>t</title>')
  const session = createSession(loadCampaignFile(demoCampaignPath()))
  server = await startLanServer({
    session,
    staticDir,
    port: 0,
    gmToken: 'a'.repeat(64),
    ...(devicesFile ? { devicesFile } : {}),
  })
  return server
}

function open(s: LanServer, protocols: string[]): Promise<Page> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${s.port}/ws`, protocols)
    sockets.push(ws)
    const events: Page['events'] = []
    const frames: string[] = []
    const waiting = new Map<number, (r: never) => void>()
    let id = 0
    const closed = new Promise<{ code: number; reason: string }>((res) =>
      ws.on('close', (code, reason) => res({ code, reason: reason.toString() })),
    )
    ws.on('message', (data) => {
      frames.push(data.toString())
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
        frames,
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
  for (let i = 0; i < 300; i++) {
    const v = f()
    if (v !== undefined) return v
    await new Promise((r) => setTimeout(r, 10))
  }
  throw new Error('timed out')
}

const views = (p: Page) =>
  p.events.filter((e) => e.name === 'character:view').map((e) => e.payload as CharacterView | null)

/** A phone that joined, with its device id (from the GM's list) and token. */
async function phone(s: LanServer, gm: Page): Promise<Page & { id: string; token: string }> {
  const before = new Set(s.devices.list().map((d) => d.id))
  const p = await open(s, wsProtocols(null))
  const token = await until(
    () => (p.events.find((e) => e.name === 'device:issued')?.payload as { token: string })?.token,
  )
  const list = (await gm.call('devices:list')).value as DevicesState
  const id = list.devices.find((d) => !before.has(d.id))!.id
  return Object.assign(p, { id, token })
}

const hurt = (gm: Page, tokenId: string, hp: number) =>
  gm.call('token:setInstance', { tokenId, hp, thp: 0, plating: 1, conditions: [] })

describe('browser host: my character', () => {
  it('sends a tied phone its own PC only, on its socket only, and only when it changes', async () => {
    const s = await start()
    const gm = await open(s, wsProtocols(s.gmToken))
    const ana = await phone(s, gm)
    const ben = await phone(s, gm)
    const tv = await phone(s, gm)
    expect((await hurt(gm, 'pc-vaka', 11)).ok).toBe(true)
    expect((await hurt(gm, 'pc-orin', 7)).ok).toBe(true)

    const tied = (await gm.call('devices:assign', { id: ana.id, tokenId: 'pc-vaka' }))
      .value as DevicesState
    expect(tied.devices.find((d) => d.id === ana.id)?.tokenId).toBe('pc-vaka')
    const first = await until(() => views(ana).at(-1) ?? undefined)
    expect(first).toMatchObject({ tokenId: 'pc-vaka', name: 'Vaka' })
    expect(first.meters[0]).toMatchObject({ name: 'HP', value: 11, max: 16 })
    await gm.call('devices:assign', { id: ben.id, tokenId: 'pc-orin' })
    await until(() => views(ben).at(-1) ?? undefined)

    // An edit to Orin reaches Ben's phone; Ana's hears nothing of it, and neither phone ever
    // received the other's character, an NPC or the GM's own list.
    expect((await hurt(gm, 'pc-orin', 5)).ok).toBe(true)
    await until(() => (views(ben).at(-1)?.meters[0]?.value === 5 ? true : undefined))
    expect((await hurt(gm, 'npc-hound', 2)).ok).toBe(true)
    await gm.call('session:hello', { apiVersion: 1 })
    expect(views(ana)).toHaveLength(1)
    expect(views(ben)).toHaveLength(2)
    for (const frame of ana.frames.filter((f) => f.includes('character:view'))) {
      expect(frame).not.toContain('Orin')
      expect(frame).not.toContain('npc-')
    }
    for (const frame of ben.frames.filter((f) => f.includes('character:view')))
      expect(frame).not.toContain('Vaka')
    // The phone not tied hears no character at all, and the GM no character event.
    expect(views(tv)).toEqual([])
    expect(gm.events.some((e) => e.name === 'character:view')).toBe(false)

    // Coming back: the view comes again on connect.
    ana.ws.close()
    const back = await open(s, wsProtocols(null, ana.token))
    expect(await until(() => views(back).at(-1) ?? undefined)).toMatchObject({ name: 'Vaka' })

    // Untied: cleared at once.
    await gm.call('devices:assign', { id: ana.id, tokenId: null })
    await until(() => (views(back).at(-1) === null ? true : undefined))
    // Revoked: its socket closes.
    await gm.call('devices:revoke', { id: ben.id })
    expect((await ben.closed).code).toBe(4003)
  })

  it('a PC that is gone reads as nobody, and comes back with an undo', async () => {
    const s = await start()
    const gm = await open(s, wsProtocols(s.gmToken))
    const ana = await phone(s, gm)
    await gm.call('devices:assign', { id: ana.id, tokenId: 'pc-mira' })
    await until(() => views(ana).at(-1) ?? undefined)
    expect((await gm.call('token:remove', { tokenId: 'pc-mira' })).ok).toBe(true)
    await until(() => (views(ana).at(-1) === null ? true : undefined))
    expect((await gm.call('history:undo')).ok).toBe(true)
    expect(await until(() => views(ana).at(-1) ?? undefined)).toMatchObject({ name: 'Mira' })
  })

  it.each([
    ['an NPC', 'npc-hound', /Scrap Hound is not a PC/],
    ['an object', 'obj-crate', /not a PC/],
    ['a token not in the campaign', 'pc-nobody', /not in this campaign/],
  ])('refuses to tie a phone to %s, in words, changing nothing', async (_what, tokenId, words) => {
    const s = await start()
    const gm = await open(s, wsProtocols(s.gmToken))
    const ana = await phone(s, gm)
    const r = await gm.call('devices:assign', { id: ana.id, tokenId })
    expect(r.ok).toBe(false)
    expect(r.error?.message).toMatch(words)
    expect(s.devices.list()[0]!.tokenId).toBeUndefined()
    expect(views(ana)).toEqual([])
  })

  it('refuses an unknown device in words, and a player may not tie anything', async () => {
    const s = await start()
    const gm = await open(s, wsProtocols(s.gmToken))
    const ana = await phone(s, gm)
    const r = await gm.call('devices:assign', { id: '0123456789abcdef', tokenId: 'pc-vaka' })
    expect(r.error?.message).toMatch(/not in the list/)
    const self = await ana.call('devices:assign', { id: ana.id, tokenId: 'pc-vaka' })
    expect(self.ok).toBe(false)
    expect(s.devices.list()[0]!.tokenId).toBeUndefined()
  })
})

describe('device ties in the host’s file', () => {
  it('keeps a tie across restarts, bounded, and drops a damaged one', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bb-devices-')), 'devices.json')
    const reg = new DeviceRegistry({ file })
    const a = reg.issue('192.168.1.2', 'iPhone')
    if (typeof a === 'string') throw new Error(a)
    reg.assign(a.device.id, 'pc-vaka')
    expect(new DeviceRegistry({ file }).tokenOf(a.device.id)).toBe('pc-vaka')
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { devices: Record<string, unknown>[] }
    stored.devices[0]!.tokenId = 'x'.repeat(5000)
    stored.devices[0]!.extra = 'y'.repeat(5000)
    writeFileSync(file, JSON.stringify(stored))
    const again = new DeviceRegistry({ file })
    expect(again.tokenOf(a.device.id)).toBeNull()
    expect(JSON.stringify(again.list())).not.toContain('yyyy')
    again.assign(a.device.id, null)
    expect(again.list()[0]).not.toHaveProperty('tokenId')
    expect(() => again.assign('0123456789abcdef', 'pc-vaka')).toThrow('not in the list')
  })
})
