/**
 * The browser benches' common scaffolding (map.bench.ts, curtain.bench.ts): build the bench page
 * (renderer/src/bench, into dist-bench/), serve it and a 4096 px JPEG background painted by the
 * page itself over a local static server, launch the e2e tests' headless Chromium at 1920 x 1080,
 * and collect the pages' errors. `withBenchPage` runs a bench body inside all that and tears it
 * down whatever happens.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium, type Browser, type Page } from '@playwright/test'
import { readStatic } from '../../electron/main/lan/static'

/** The built bench renderer: the app's pages (index.html) beside bench.html. */
export const ROOT = join(process.cwd(), 'dist-bench/renderer')
/** Where the served background lives on the bench server. */
export const BG_PATH = '/__bench/background.jpg'

const log = (msg: string) => process.stderr.write(`bench page: ${msg}\n`)

/**
 * How the end-to-end tests find and launch Chromium (tests/e2e/chromium.ts). Loaded by URL: that
 * file belongs to the e2e TypeScript project, which this node project may not import from.
 */
export async function chromiumSetup(): Promise<{
  CHROMIUM_ARGS: string[]
  findChromium: (options?: { headlessShell?: boolean }) => string
}> {
  const here = dirname(fileURLToPath(import.meta.url))
  return import(pathToFileURL(join(here, '../e2e/chromium.ts')).href)
}

/** Build the bench page from the code as it is now (a stale page would time old code). */
export function ensureBuilt(): void {
  log('building the bench page into dist-bench/ (BLUEBOX_BENCH=1 npx electron-vite build)')
  const r = spawnSync('npx', ['electron-vite', 'build'], {
    stdio: ['ignore', 2, 2],
    env: { ...process.env, BLUEBOX_BENCH: '1' },
  })
  if (r.status !== 0 || !existsSync(join(ROOT, 'bench.html')))
    throw new Error(`electron-vite build of the bench page failed (exit ${r.status})`)
}

async function serve(background: () => Buffer | null): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    const bg = background()
    if (path === BG_PATH && bg) {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'cache-control': 'no-store' })
      res.end(bg)
      return
    }
    void readStatic(ROOT, path).then((file) => {
      if (!file) {
        res.writeHead(404).end()
        return
      }
      res.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' })
      res.end(file.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { server, base: `http://127.0.0.1:${port}` }
}

export interface BenchPages {
  /** The bench server's origin, e.g. `http://127.0.0.1:1234`. */
  base: string
  /** A new page whose errors fail the bench. */
  newPage(): Promise<Page>
}

/** What bench.html?make-background=1 offers (renderer/src/bench/main.ts). */
interface BackgroundMaker {
  __mapBenchBackground?: Promise<string>
}

/**
 * Build, serve and launch; have a page paint the background (served at BG_PATH from then on);
 * run `body`; fail on any page error; close everything.
 */
export async function withBenchPage<T>(
  name: string,
  body: (pages: BenchPages) => Promise<T>,
): Promise<T> {
  ensureBuilt()
  let bg: Buffer | null = null
  const { server, base } = await serve(() => bg)
  let browser: Browser | null = null
  try {
    const { CHROMIUM_ARGS, findChromium } = await chromiumSetup()
    browser = await chromium.launch({
      executablePath: findChromium({ headlessShell: false }),
      args: CHROMIUM_ARGS,
      headless: true,
    })
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
    const errors: string[] = []
    const newPage = async () => {
      const page = await context.newPage()
      page.on('pageerror', (e) => errors.push(String(e)))
      return page
    }
    process.stderr.write(`bench ${name}: painting the 4096 px background in the page...\n`)
    const maker = await newPage()
    await maker.goto(`${base}/bench.html?make-background=1`)
    bg = Buffer.from(
      await maker.evaluate(
        () => (globalThis as BackgroundMaker).__mapBenchBackground as Promise<string>,
      ),
      'base64',
    )
    await maker.close()
    process.stderr.write(`bench ${name}: background ${(bg.length / 1e6).toFixed(1)} MB JPEG\n`)
    const out = await body({ base, newPage })
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`)
    return out
  } finally {
    await browser?.close()
    await new Promise((r) => server.close(r))
  }
}
