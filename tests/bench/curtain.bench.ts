/**
 * The curtain's reveal in Chromium (issue 15): bench.html?reveal=1 (renderer/src/bench/reveal.ts)
 * puts the players' map (HexMap in projector mode) of a 200 x 200 map with 300 tokens, fog and a
 * 4096 px background under the players' curtain, and raises it as a patch does: the map mounts
 * beneath the curtain at once, the curtain holds until the map has painted, then fades. A frame's
 * figure is the main thread's work for it, measured as the map bench does (frames.ts), over the
 * fade's frames of three reveals. The hold (raise to the fade's start) is reported beside it.
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { percentile, type Figure } from './harness'
import { chromiumSetup, ensureBuilt, serve } from './map.bench'

const BG_PATH = '/__bench/background.jpg'
/** The fade lasts 0.8 s: 60 frames cover it at 60 Hz with room to spare. */
const FADE_FRAMES = 60
const REVEALS = 3

interface FrameRun {
  work: number[]
  intervals: number[]
  layers: number[]
}
interface BenchPage {
  __revealBench?: {
    reveal(frames: number): Promise<{ holdMs: number; fade: FrameRun; curtainGone: boolean }>
    lower(): Promise<void>
  }
  __mapBenchBackground?: Promise<string>
}

const log = (msg: string) => process.stderr.write(`bench curtain: ${msg}\n`)

export async function run(): Promise<Figure[]> {
  ensureBuilt()
  let bg: Buffer | null = null
  const { server, base } = await serve(() => bg)
  let browser: Browser | null = null
  try {
    const { CHROMIUM_ARGS, findChromium } = await chromiumSetup()
    browser = await chromium.launch({
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
      headless: true,
    })
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
    const errors: string[] = []
    const maker = await context.newPage()
    await maker.goto(`${base}/bench.html?make-background=1`)
    bg = Buffer.from(
      await maker.evaluate(() => (globalThis as BenchPage).__mapBenchBackground as Promise<string>),
      'base64',
    )
    await maker.close()
    const page: Page = await context.newPage()
    page.on('pageerror', (e) => errors.push(String(e)))
    await page.goto(`${base}/bench.html?reveal=1&bg=${encodeURIComponent(BG_PATH)}`)
    await page.waitForFunction(() => !!(globalThis as BenchPage).__revealBench)
    const work: number[] = []
    const holds: number[] = []
    for (let i = 0; i < REVEALS; i++) {
      const r = await page.evaluate(
        (n) => (globalThis as BenchPage).__revealBench!.reveal(n),
        FADE_FRAMES,
      )
      if (!r.curtainGone) throw new Error('the curtain was still up after the fade')
      work.push(...r.fade.work)
      holds.push(r.holdMs)
      log(
        `reveal ${i + 1}: held ${r.holdMs.toFixed(0)} ms for the map's first paint; fade work ` +
          `p50 ${percentile(r.fade.work, 50).toFixed(2)} ms, p95 ` +
          `${percentile(r.fade.work, 95).toFixed(2)} ms, max ${Math.max(...r.fade.work).toFixed(2)} ms; ` +
          `rAF interval p95 ${percentile(r.fade.intervals, 95).toFixed(1)} ms; mean layer draws ` +
          `per frame [${r.fade.layers.map((v) => v.toFixed(2)).join(', ')}] ms`,
      )
      await page.evaluate(() => (globalThis as BenchPage).__revealBench!.lower())
    }
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`)
    return [
      { bench: 'table.reveal.frame.p95', value: percentile(work, 95), unit: 'ms', goal: 16.7 },
      { bench: 'table.reveal.hold', value: percentile(holds, 50), unit: 'ms' },
    ]
  } finally {
    await browser?.close()
    await new Promise((r) => server.close(r))
  }
}
