/**
 * The curtain's reveal in Chromium: bench.html?reveal=1 (renderer/src/bench/reveal.ts) puts the
 * players' map (BoardMap in projector mode) of a 200 x 200 map with 300 tokens, fog and a 4096 px
 * background under the players' curtain, and raises it as a patch does: the map mounts beneath the
 * curtain at once, the curtain holds until the map's fog is wholly drawn, then fades while the
 * rest (the picture, the tokens, their sprites) fills in beneath. Each raise fetches and decodes
 * the picture afresh, as a newly staged map's would be.
 *
 * table.reveal.hold is what the players wait: the raise to the first frame in which the curtain
 * is no longer opaque (median of the three fades). table.reveal.undrawn counts the raises whose
 * curtain started to lift before the fog was wholly drawn: anything it hides could have been
 * seen. table.reveal.complete is what the GM waits to see the scene whole on the table: the raise
 * to the map wholly drawn, its picture in and every token mounted and drawn from its sprite
 * (median; a figure, no goal). A frame's figure is the main thread's work for it, measured as
 * the map bench does (frames.ts), over the fade's frames of three reveals, which now include the
 * map's filling in. Then three "room by room" reveals: the frames of the whole sequence (the
 * curtain's fade and a room cut out of the black mask every 250 ms).
 */
import { withBenchPage, BG_PATH } from './bench-page'
import { percentile, type Figure } from './harness'

/** The fade lasts 0.8 s: 60 frames cover it at 60 Hz with room to spare. */
const FADE_FRAMES = 60
/** Room by room: at most 12 steps 250 ms apart (3 s), 200 frames at 60 Hz. */
const ROOMS_FRAMES = 200
const REVEALS = 3
/** Show pressed to the curtain starting to lift: a wait the GM and the table do not notice. */
const HOLD_GOAL_MS = 250

interface FrameRun {
  work: number[]
  intervals: number[]
  layers: number[]
}
interface Reveal {
  holdMs: number
  fogMs: number
  paintedMs: number
  completeMs: number
  decodedMs: number
  undrawn: string[]
  fade: FrameRun
  curtainGone: boolean
  rooms: number
  maskGone: boolean
}
interface BenchPage {
  __revealBench?: {
    reveal(frames: number, style?: 'fade' | 'rooms'): Promise<Reveal>
    lower(): Promise<void>
  }
}

const log = (msg: string) => process.stderr.write(`bench curtain: ${msg}\n`)

const describe = (r: Reveal) =>
  `fog drawn at ${r.fogMs.toFixed(0)} ms, started to lift at ${r.holdMs.toFixed(0)} ms; picture ` +
  `decoded at ${r.decodedMs.toFixed(0)} ms, painted at ${r.paintedMs.toFixed(0)} ms; map wholly ` +
  `drawn (tokens, sprites) at ${r.completeMs.toFixed(0)} ms; fade work p50 ` +
  `${percentile(r.fade.work, 50).toFixed(2)} ms, ` +
  `p95 ${percentile(r.fade.work, 95).toFixed(2)} ms, max ${Math.max(...r.fade.work).toFixed(2)} ` +
  `ms; rAF interval p95 ${percentile(r.fade.intervals, 95).toFixed(1)} ms; mean layer draws ` +
  `per frame [${r.fade.layers.map((v) => v.toFixed(2)).join(', ')}] ms`

export function run(): Promise<Figure[]> {
  return withBenchPage('curtain', async ({ base, newPage }) => {
    const page = await newPage()
    await page.goto(`${base}/bench.html?reveal=1&bg=${encodeURIComponent(BG_PATH)}`)
    await page.waitForFunction(() => !!(globalThis as BenchPage).__revealBench)
    const work: number[] = []
    const holds: number[] = []
    const completes: number[] = []
    let undrawn = 0
    for (let i = 0; i < REVEALS; i++) {
      const r = await page.evaluate(
        (n) => (globalThis as BenchPage).__revealBench!.reveal(n),
        FADE_FRAMES,
      )
      if (!r.curtainGone) throw new Error('the curtain was still up after the fade')
      if (r.undrawn.length) {
        undrawn += 1
        log(`the curtain lifted before the fog was drawn: ${r.undrawn.join(', ')}`)
      }
      work.push(...r.fade.work)
      holds.push(r.holdMs)
      completes.push(r.completeMs)
      log(`fade ${i + 1}: ${describe(r)}`)
      await page.evaluate(() => (globalThis as BenchPage).__revealBench!.lower())
    }
    // Room by room: the same map's walled, revealed rooms uncovered one every 250 ms.
    const roomsWork: number[] = []
    for (let i = 0; i < REVEALS; i++) {
      const r = await page.evaluate(
        (n) => (globalThis as BenchPage).__revealBench!.reveal(n, 'rooms'),
        ROOMS_FRAMES,
      )
      if (!r.curtainGone || !r.maskGone)
        throw new Error('the curtain or the rooms mask was still up after the reveal')
      if (r.undrawn.length) {
        undrawn += 1
        log(`the curtain lifted before the fog was drawn: ${r.undrawn.join(', ')}`)
      }
      if (r.rooms < 2) throw new Error(`only ${r.rooms} room(s) were uncovered one by one`)
      roomsWork.push(...r.fade.work)
      log(`rooms ${i + 1}: ${r.rooms} steps; ${describe(r)}`)
      await page.evaluate(() => (globalThis as BenchPage).__revealBench!.lower())
    }
    return [
      { bench: 'table.reveal.frame.p95', value: percentile(work, 95), unit: 'ms', goal: 16.7 },
      {
        bench: 'table.reveal.rooms.frame.p95',
        value: percentile(roomsWork, 95),
        unit: 'ms',
        goal: 16.7,
      },
      {
        bench: 'table.reveal.hold',
        value: percentile(holds, 50),
        unit: 'ms',
        goal: HOLD_GOAL_MS,
      },
      { bench: 'table.reveal.undrawn', value: undrawn, unit: 'count', goal: 0 },
      { bench: 'table.reveal.complete', value: percentile(completes, 50), unit: 'ms' },
    ]
  })
}
