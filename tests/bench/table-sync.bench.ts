/**
 * The table display's camera sync end to end (`table.camera.sync.p95`, goal <= 50 ms): the GM drops
 * the TV frame on a new hex, and the players' page in Chromium shows the map moved. The real
 * browser host serves the built players' page over its WebSocket; the demo campaign's map is shown
 * to the players with the table calibrated for that page's screen, so its camera is pinned. Each
 * sample starts in node just before the GM's `table:setCamera` (what a drop of the frame sends) and
 * ends at the first animation frame in which the page's map has the new centre hex where the old
 * one was drawn: command, projection, patch, socket, the page's patch, Vue, Konva's draw, the
 * frame. Both ends read the same wall clock (time origin + high-resolution now), so the frame
 * alignment (up to one 16.7 ms frame) is in the figure.
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { demoCampaignPath } from '../../electron/main/app/paths'
import { startLanServer, type LanServer } from '../../electron/main/lan/server'
import { createSession, loadCampaignFile } from '../../electron/main/session/session'
import { chromiumSetup, ensureBuilt, ROOT } from './bench-page'
import { percentile, type Figure } from './harness'

const WARMUP = 8
const SAMPLES = 60

interface Probe {
  __blueboxMap?: Record<
    string,
    { hexClientPosition(q: number, r: number): { x: number; y: number } | null }
  >
  __syncDone?: number | null
}

/**
 * The page's watcher as source text: the bench's TypeScript loader wraps named functions with a
 * helper the page does not have, so the watcher goes over as a plain script.
 */
function watchFor(from: { q: number; r: number }, to: { q: number; r: number }): string {
  return `(() => {
    const probe = globalThis.__blueboxMap.projector
    const spot = probe.hexClientPosition(${from.q}, ${from.r})
    globalThis.__syncDone = null
    function look() {
      const p = probe.hexClientPosition(${to.q}, ${to.r})
      if (p && Math.abs(p.x - spot.x) < 1 && Math.abs(p.y - spot.y) < 1)
        globalThis.__syncDone = performance.timeOrigin + performance.now()
      else requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  })()`
}

const log = (msg: string) => process.stderr.write(`bench table-sync: ${msg}\n`)
const now = () => performance.timeOrigin + performance.now()

export async function run(): Promise<Figure[]> {
  ensureBuilt()
  const session = createSession(loadCampaignFile(demoCampaignPath()))
  const call = (channel: string, payload: unknown) => {
    const env = session.dispatch('gm', channel, payload)
    if (!env.ok) throw new Error(`${channel}: ${env.error.message}`)
  }
  const state = session.history.state
  if (state.playersMapId === null)
    call('map:showToPlayers', { mapId: state.activeMapId ?? Object.keys(state.maps)[0]! })
  call('table:calibrate', { key: 'browser:1920x1080@1', calibration: { ppi: 60 } })
  // Every centre is well inside the map (the camera stops at its edges).
  const home = session.history.state.tableDisplay!.camera.centre
  call('table:setCamera', { centre: home, locked: true, rotation: 0 })
  let server: LanServer | null = null
  let browser: Browser | null = null
  try {
    server = await startLanServer({ session, staticDir: ROOT, port: 0 })
    const { CHROMIUM_ARGS, findChromium } = await chromiumSetup()
    browser = await chromium.launch({
      executablePath: findChromium({ headlessShell: false }),
      args: CHROMIUM_ARGS,
      headless: true,
    })
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
    const page: Page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(String(e)))
    await page.goto(`http://127.0.0.1:${server.port}/?view=projector`)
    await page.waitForFunction(
      () => !!(globalThis as Probe).__blueboxMap?.projector?.hexClientPosition(0, 0),
    )
    const samples: number[] = []
    let centre = home
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      const next = { q: home.q + (i % 2 === 0 ? 1 : -1) * (1 + (i % 3)), r: home.r + (i % 4) - 2 }
      // The page watches, frame by frame, for the new centre to land where the old one is drawn.
      await page.evaluate(watchFor(centre, next))
      const t0 = now()
      call('table:setCamera', { centre: next })
      const done = await page.waitForFunction(
        () => (globalThis as Probe).__syncDone ?? null,
        null,
        {
          timeout: 10_000,
        },
      )
      const t1 = (await done.jsonValue()) as number
      if (i >= WARMUP) samples.push(t1 - t0)
      centre = next
    }
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`)
    log(
      `${SAMPLES} drops: p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ` +
        `${percentile(samples, 95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`,
    )
    return [
      { bench: 'table.camera.sync.p50', value: percentile(samples, 50), unit: 'ms', goal: 50 },
      { bench: 'table.camera.sync.p95', value: percentile(samples, 95), unit: 'ms', goal: 50 },
    ]
  } finally {
    await browser?.close()
    await server?.close()
  }
}
