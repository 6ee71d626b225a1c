/** Starts the real browser host (`node dist/main/serve.js`) per test and reads the URLs it prints. */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { test as base, expect, type Locator, type Page } from '@playwright/test'

export interface Host {
  gmUrl: string
  playerUrl: string
  output: () => string
}

/** Start `serve` with extra arguments; the caller kills the child. */
export async function startHost(args: string[] = []): Promise<{ host: Host; child: ChildProcess }> {
  if (!existsSync('dist/main/serve.js'))
    throw new Error('dist/ is missing: run "npm run build" first')
  const child = spawn(process.execPath, ['dist/main/serve.js', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout?.on('data', (d) => (out += String(d)))
  child.stderr?.on('data', (d) => (out += String(d)))
  const deadline = Date.now() + 15_000
  while (!/Player:\s+\S+/.test(out)) {
    if (child.exitCode !== null) throw new Error(`serve exited ${child.exitCode}: ${out}`)
    if (Date.now() > deadline) throw new Error(`serve printed no URLs in 15 s: ${out}`)
    await new Promise((r) => setTimeout(r, 50))
  }
  const gmUrl = /GM:\s+(\S+)/.exec(out)?.[1] ?? ''
  const playerUrl = /Player:\s+(\S+)/.exec(out)?.[1] ?? ''
  return { host: { gmUrl, playerUrl, output: () => out }, child }
}

export const test = base.extend<{ host: Host }>({
  // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  host: async ({}, use) => {
    const { host, child } = await startHost()
    await use(host)
    child.kill('SIGTERM')
  },
})

export { expect }

type Probe = 'gm' | 'projector'

declare global {
  interface Window {
    /** Registered by renderer/src/board/probe.ts. */
    __blueboxMap?: Record<
      string,
      {
        drawnTokenIds(): string[]
        tokenClientPosition(id: string): { x: number; y: number } | null
        hexClientPosition(q: number, r: number): { x: number; y: number } | null
        overlayTexts(): string[]
        zoneCounts(): Record<string, number>
        namedClientRect(
          name: string,
        ): { x: number; y: number; width: number; height: number } | null
        namedTexts(name: string): string[]
      }
    >
  }
}

/** Wait until the map has drawn its tokens. */
export async function mapReady(page: Page, probe: Probe): Promise<void> {
  await page.waitForFunction(
    (p) => (window.__blueboxMap?.[p]?.drawnTokenIds().length ?? 0) > 0,
    probe,
  )
}

export function drawnTokens(page: Page, probe: Probe): Promise<string[]> {
  return page.evaluate((p) => window.__blueboxMap?.[p]?.drawnTokenIds() ?? [], probe)
}

/**
 * Where a token or hex is on screen once the page has stopped moving it: read on consecutive
 * animation frames until two agree. A drawer opening or a resize shifts the map for a frame or
 * more, and a drag aimed at the old place would miss.
 */
function settledPosition(
  page: Page,
  probe: Probe,
  what: readonly ['token', string] | readonly ['hex', number, number],
): Promise<{ x: number; y: number } | null> {
  return page.evaluate(
    async ([p, w]) => {
      const read = () => {
        const m = window.__blueboxMap?.[p]
        return (
          (w[0] === 'token' ? m?.tokenClientPosition(w[1]) : m?.hexClientPosition(w[1], w[2])) ??
          null
        )
      }
      let last = read()
      for (let i = 0; i < 240; i++) {
        await new Promise((r) => requestAnimationFrame(() => r(null)))
        const now = read()
        if (now && last && now.x === last.x && now.y === last.y) return now
        last = now
      }
      return last
    },
    [probe, what] as const,
  )
}

export async function tokenPos(
  page: Page,
  probe: Probe,
  id: string,
): Promise<{ x: number; y: number }> {
  const pos = await settledPosition(page, probe, ['token', id])
  if (!pos) throw new Error(`token ${id} is not drawn on the ${probe} page`)
  return pos
}

export async function hexPos(
  page: Page,
  probe: Probe,
  q: number,
  r: number,
): Promise<{ x: number; y: number }> {
  const pos = await settledPosition(page, probe, ['hex', q, r])
  if (!pos) throw new Error(`no map on the ${probe} page`)
  return pos
}

/** Drag with real mouse events, in steps, as a person would. */
export async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
): Promise<void> {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(from.x + 5, from.y + 5, { steps: 2 })
  await page.mouse.move(to.x, to.y, { steps: 12 })
  await page.mouse.up()
}

/**
 * Upload a one-colour picture as the background of the map the GM works on, through the same
 * request the Background… form makes (the token in its header); returns the host's answer.
 */
export async function uploadBackground(
  page: Page,
  fill: string,
  name: string,
): Promise<{ ok: boolean; value?: { id: string } }> {
  return page.evaluate(
    async ([colour, file]) => {
      const c = document.createElement('canvas')
      c.width = 1200
      c.height = 900
      const g = c.getContext('2d')!
      g.fillStyle = colour
      g.fillRect(0, 0, 1200, 900)
      const blob: Blob = await new Promise((res) => c.toBlob((b) => res(b!), 'image/png'))
      const token = sessionStorage.getItem('bluebox.gmToken') ?? ''
      const mapId = (
        document.querySelector('select[aria-label="Map you are working on"]') as HTMLSelectElement
      ).value
      const q = new URLSearchParams({ mapId, name: file })
      const headers = { 'X-Bluebox-GM-Token': token }
      const res = await fetch(`/api/background?${q}`, { method: 'POST', body: blob, headers })
      return (await res.json()) as { ok: boolean; value?: { id: string } }
    },
    [fill, name] as const,
  )
}

/** The host's API version and how a GM socket offers its token (shared/api: outside this project). */
const API_VERSION = 1
const wsProtocols = (token: string) => ['bluebox', `bluebox.gm.${token}`]

/**
 * GM intents sent from the GM page's own origin over a second socket with the GM's token: the
 * fight is set up as the tracker's dialog would, without depending on that dialog's layout.
 */
export async function gmSends(
  page: Page,
  gmUrl: string,
  calls: [string, unknown][],
): Promise<unknown[]> {
  const token = new URLSearchParams(new URL(gmUrl).hash.replace(/^#/, '')).get('token') ?? ''
  return page.evaluate(
    async ({ protocols, calls, apiVersion }) => {
      const ws = new WebSocket(`ws://${location.host}/ws`, protocols)
      await new Promise((ok, fail) => {
        ws.onopen = ok
        ws.onerror = fail
      })
      const waiting = new Map<number, (v: unknown) => void>()
      ws.onmessage = (e) => {
        const msg = JSON.parse(String(e.data)) as { id?: number; result?: unknown }
        if (typeof msg.id === 'number') waiting.get(msg.id)?.(msg.result)
      }
      const call = (id: number, channel: string, payload: unknown) =>
        new Promise((resolve) => {
          waiting.set(id, resolve)
          ws.send(JSON.stringify({ id, channel, payload }))
        })
      const out: unknown[] = [await call(1, 'session:hello', { apiVersion })]
      let id = 2
      for (const [channel, payload] of calls) out.push(await call(id++, channel, payload))
      ws.close()
      return out
    },
    { protocols: wsProtocols(token), calls, apiVersion: API_VERSION },
  )
}

/**
 * Every notice the page shows from now on, kept as the GM saw it: a notice leaves by itself after
 * a few seconds, and a loaded machine can starve a locator's polling past that. A DOM observer
 * records each one the moment it appears; the returned function reads them back.
 */
export async function watchNotices(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __notices?: string[] }
    if (w.__notices) return
    const seen: string[] = []
    w.__notices = seen
    const read = () => {
      for (const el of document.querySelectorAll('.notice')) {
        const text = `${el.classList.contains('error') ? 'error: ' : ''}${el.querySelector('span')?.textContent ?? ''}`
        if (!seen.includes(text)) seen.push(text)
      }
    }
    new MutationObserver(read).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    })
    read()
  })
  return () => page.evaluate(() => (window as unknown as { __notices: string[] }).__notices)
}

/**
 * Roll once from the attack dialog and wait for that roll's own entry (the dialog shows the
 * previous one until the new one arrives), so its outcome is never read from the roll before.
 */
export async function rollOnce(dialog: Locator, roll: () => Promise<void>): Promise<void> {
  const result = dialog.locator('[data-role="roll-result"]')
  const before = (await result.count()) ? await result.getAttribute('data-entry') : null
  await roll()
  await expect(result).toHaveAttribute('data-entry', /\d+/)
  if (before !== null) await expect(result).not.toHaveAttribute('data-entry', before)
}

/**
 * A combat tracker row with its tools shown: a row is one line unless it is the current
 * combatant's, the selected token's, or opened with its ▾ button.
 */
export async function openRow(row: Locator): Promise<Locator> {
  const toggle = row.locator('[data-role="row-toggle"]')
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  return row
}

/** A toolbar button by its data-role, opening More first when a narrow window put it there. */
export async function toolbarButton(page: Page, role: string): Promise<Locator> {
  const toolbar = page.locator('header.toolbar')
  const button = toolbar.locator(`[data-role="${role}"]`)
  const more = toolbar.locator('[data-role="toolbar-more"]')
  // The toolbar measures itself once drawn: wait until the button or More is on it.
  await expect.poll(async () => (await button.isVisible()) || (await more.isVisible())).toBe(true)
  if (!(await button.isVisible())) {
    await more.click()
    await expect(button).toBeVisible()
  }
  return button
}
