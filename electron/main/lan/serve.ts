/**
 * `npm run serve`: the app without Electron, as a local browser host. Prints a GM URL (with its
 * secret token in the fragment) and a player URL. Binds to 127.0.0.1 unless --lan is given. With --campaign DIR it
 * works on that campaign folder (autosaved); without, on a scratch copy of the demo (Blue Box's, or
 * the GG one with --demo gg).
 */
import { cpSync, existsSync, mkdtempSync } from 'node:fs'
import { homedir, networkInterfaces, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { CampaignManager } from '../session/campaign-manager'
import { CampaignOpenError, CampaignStore } from '../persistence/store'
import { startLanServer } from './server'
import { appRoot, demoDir, rendererDir } from '../app/paths'
import { installProcessGuard } from '../app/process-guard'
import { parseServeArgs, UsageError } from './serve-args'
import { createSession } from '../session/session'
import { createBeside } from '../session/new-campaign'

/**
 * Where the phones that joined are kept: the host's own settings folder, not the campaign's (the
 * host's signing secret is in it, and a campaign folder is shared and copied). A throwaway demo
 * keeps them only while it runs.
 */
function devicesFile(): string {
  const config = process.env.XDG_CONFIG_HOME || join(homedir(), '.config')
  return join(config, 'bluebox-gm', 'lan-devices.json')
}

function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => i!.address)
}

async function main(): Promise<void> {
  const args = parseServeArgs(process.argv.slice(2))
  const root = appRoot()
  const staticDir = rendererDir(root)
  if (!existsSync(join(staticDir, 'index.html'))) {
    throw new Error(`${staticDir} has no built renderer: run "npm run build" first`)
  }
  let dir = args.campaign
  if (!dir) {
    dir = join(mkdtempSync(join(tmpdir(), 'bluebox-demo-')), 'demo')
    cpSync(demoDir(args.demo, root), dir, { recursive: true })
  }
  const store = await CampaignStore.open(dir)
  const session = createSession(store.campaign)
  const manager = new CampaignManager(session)
  await manager.use(store)
  let gmToken = ''
  // From here on an error nothing caught is logged and the table keeps playing.
  installProcessGuard({ flush: () => manager.flush(), secrets: () => [gmToken] })
  const server = await startLanServer({
    campaignDir: () => manager.dir,
    session,
    staticDir,
    host: args.lan ? '0.0.0.0' : '127.0.0.1',
    port: args.port,
    allowHosts: args.allowHosts,
    newCampaign: createBeside(manager, () => dir),
    devicesFile: args.campaign ? devicesFile() : undefined,
  })
  gmToken = server.gmToken
  const local = `http://127.0.0.1:${server.port}`
  const lines = [
    `Blue Box GM browser host: "${store.campaign.name}"`,
    // In the fragment: a browser never sends it to a server, so no log holds it.
    `  GM:      ${local}/#token=${server.gmToken}`,
    `  Player:  ${local}/?view=projector`,
  ]
  if (args.lan) {
    for (const ip of lanAddresses())
      lines.push(`  Player (LAN): http://${ip}:${server.port}/?view=projector`)
  } else {
    lines.push('  (bound to 127.0.0.1; add --lan for players on the table network)')
  }
  for (const name of args.allowHosts)
    lines.push(`  Player (${name}): http://${name}:${server.port}/?view=projector`)
  const readOnly = store.status().readOnly
  if (readOnly) lines.push(`  ${readOnly}`)
  lines.push(
    args.campaign
      ? `  Campaign folder: ${dir} (${readOnly ? 'read-only: nothing is saved' : 'autosaved'})`
      : `  Demo campaign copied to ${dir}; changes are not kept. Use --campaign DIR for your own.`,
  )
  console.log(lines.join('\n'))
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    void manager
      .close()
      .catch((err: unknown) => console.error(`serve: ${(err as Error).message}`))
      .then(() => server.close())
      .then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((err: unknown) => {
  if (err instanceof UsageError) {
    console.error(err.message)
    process.exit(2)
  }
  console.error(`serve: ${err instanceof Error ? err.message : String(err)}`)
  if (err instanceof CampaignOpenError) {
    console.error('serve: nothing was written to the campaign.')
    if (err.backup) {
      console.error(`serve: its newest good backup is ${err.backup.info.name}; bring it back with`)
      console.error(
        `         npm run campaign -- restore "${dirname(dirname(err.backup.info.file))}" ${err.backup.info.name}`,
      )
    }
  }
  process.exit(1)
})
