/**
 * The browser host in a process of its own, as `npm run serve -- --campaign DIR` runs it, for
 * tests and benches that must survive the server crashing: a crash ends this process, not the
 * caller. Started by harness.ts (`startHostProcess`) with the campaign folder as its argument.
 *
 * Prints one JSON line `{"port":N,"gmToken":"..."}` once it listens. Over the IPC channel it
 * answers `{cmd:'flush'}` (autosave now) and `{cmd:'rss'}` (resident memory after a GC when
 * --expose-gc is on) with `{id, ok, value}`. SIGTERM saves and exits 0.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CampaignManager } from '../../../electron/main/session/campaign-manager'
import { CampaignStore } from '../../../electron/main/persistence/store'
import { startLanServer } from '../../../electron/main/lan/server'
import { createSession } from '../../../electron/main/session/session'

const dir = process.argv[2]
if (!dir) {
  console.error('host-child: usage: host-child.ts <campaign dir> [gm token]')
  process.exit(2)
}
const gmToken = process.argv[3] || undefined

const staticDir = mkdtempSync(join(tmpdir(), 'bb-hostile-static-'))
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>host</title>')

const store = await CampaignStore.open(dir, { debounceMs: 50, maxDelayMs: 200 })
const session = createSession(store.campaign)
const manager = new CampaignManager(session)
await manager.use(store)
const server = await startLanServer({
  campaignDir: () => manager.dir,
  session,
  staticDir,
  host: '127.0.0.1',
  port: 0,
  gmToken,
})

interface Request {
  id: number
  cmd: 'flush' | 'rss'
}

process.on('message', (msg: Request) => {
  const reply = (ok: boolean, value: unknown) => process.send?.({ id: msg.id, ok, value })
  if (msg.cmd === 'flush') {
    manager.flush().then(
      () => reply(true, null),
      (err: unknown) => reply(false, String(err)),
    )
  } else if (msg.cmd === 'rss') {
    const gc = (globalThis as { gc?: () => void }).gc
    gc?.()
    reply(true, process.memoryUsage().rss)
  }
})

let stopping = false
process.on('SIGTERM', () => {
  if (stopping) return
  stopping = true
  void manager
    .close()
    .catch((err: unknown) => console.error(`host-child: ${String(err)}`))
    .then(() => server.close())
    .then(() => process.exit(0))
})

// Never outlive the test or bench that started this process.
process.on('disconnect', () => process.exit(0))

process.stdout.write(`${JSON.stringify({ port: server.port, gmToken: server.gmToken })}\n`)
