/**
 * `npm run serve`: the app without Electron, as a local browser host. Prints a GM URL (with its
 * secret token) and a player URL. Binds to 127.0.0.1 unless --lan is given.
 */
import { existsSync } from 'node:fs'
import { networkInterfaces } from 'node:os'
import { join } from 'node:path'
import { startLanServer } from './lan/server'
import { appRoot, demoCampaignPath, rendererDir } from './paths'
import { parseServeArgs, UsageError } from './serve-args'
import { CampaignLoadError, createSession, loadCampaignFile } from './services/session'

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
    throw new CampaignLoadError(`${staticDir} has no built renderer: run "npm run build" first`)
  }
  const campaign = loadCampaignFile(args.campaign ?? demoCampaignPath(root))
  const session = createSession(campaign)
  const server = await startLanServer({ session, staticDir, host: args.lan ? '0.0.0.0' : '127.0.0.1', port: args.port })
  const local = `http://127.0.0.1:${server.port}`
  const lines = [
    `Blue Box GM browser host: "${campaign.name}"`,
    `  GM:      ${local}/?token=${server.gmToken}`,
    `  Player:  ${local}/?view=projector`,
  ]
  if (args.lan) {
    for (const ip of lanAddresses()) lines.push(`  Player (LAN): http://${ip}:${server.port}/?view=projector`)
  } else {
    lines.push('  (bound to 127.0.0.1; add --lan for players on the table network)')
  }
  console.log(lines.join('\n'))
  const stop = () => void server.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((err: unknown) => {
  if (err instanceof UsageError) {
    console.error(err.message)
    process.exit(2)
  }
  console.error(`serve: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
