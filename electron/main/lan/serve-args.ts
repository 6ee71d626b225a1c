// Hand-written rather than node:util parseArgs because `--demo` takes an optional value (`--demo`
// alone is Blue Box's demo, `--demo gg` another), which parseArgs cannot declare.
import { DEMO_IDS, DEMOS, type DemoId } from '../app/paths'

/** The bundled demo campaigns `--demo` opens a scratch copy of, by id, and their folders (paths.ts `DEMOS`). */
export const DEMO_FOLDERS = Object.fromEntries(DEMO_IDS.map((id) => [id, DEMOS[id].folder])) as {
  readonly [K in DemoId]: (typeof DEMOS)[K]['folder']
}
export type DemoName = DemoId

/** Command-line arguments of `npm run serve`. */
export interface ServeArgs {
  port: number
  lan: boolean
  campaign: string | null
  /** Which demo to copy when no `--campaign` is given: Blue Box's unless `--demo <id>` names another. */
  demo: DemoName
  /** More names the host answers to (a name the table's devices know it by), without a port. */
  allowHosts: string[]
}

export class UsageError extends Error {
  override name = 'UsageError'
}

// Every bundled demo, from the one list paths.ts keeps, so a new demo is named here too.
export const SERVE_USAGE = `usage: npm run serve -- [--port N] [--lan] [--campaign DIR | --demo [${DEMO_IDS.join('|')}]] [--allow-host NAME]...`

/** A host name or IP address: what may stand before the port in a Host header. */
const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$|^\[[0-9a-f:.]+\]$/i

export function parseServeArgs(argv: readonly string[]): ServeArgs {
  const args: ServeArgs = {
    port: 5174,
    lan: false,
    campaign: null,
    demo: 'bluebox',
    allowHosts: [],
  }
  let demoGiven = false
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string
    const [flag, inline] =
      a.startsWith('--') && a.includes('=') ? a.split(/=(.*)/s) : [a, undefined]
    const value = (): string => {
      const v = inline ?? argv[++i]
      if (v === undefined || v === '') throw new UsageError(`${flag} needs a value`)
      return v
    }
    switch (flag) {
      case '--port': {
        const v = value()
        const n = Number(v)
        if (!/^\d+$/.test(v) || n > 65535)
          throw new UsageError(`--port must be 0..65535, got "${v}"`)
        args.port = n
        break
      }
      case '--lan':
        if (inline !== undefined) throw new UsageError(`--lan takes no value (got "${a}")`)
        args.lan = true
        break
      case '--campaign':
        args.campaign = value()
        break
      case '--demo': {
        // The name is optional: `--demo` alone is Blue Box's demo, as no flag at all.
        const next = argv[i + 1]
        const v = inline ?? (next !== undefined && !next.startsWith('-') ? argv[++i] : 'bluebox')
        if (!Object.hasOwn(DEMO_FOLDERS, v as string))
          throw new UsageError(
            `--demo is one of ${Object.keys(DEMO_FOLDERS).join(', ')}, got "${v as string}"`,
          )
        args.demo = v as DemoName
        demoGiven = true
        break
      }
      case '--allow-host': {
        const v = value()
        if (v.length > 253 || !HOST_NAME.test(v))
          throw new UsageError(
            `--allow-host needs a host name or address without a port, got "${v}"`,
          )
        args.allowHosts.push(v.toLowerCase())
        break
      }
      case '--help':
      case '-h':
        throw new UsageError(SERVE_USAGE)
      default:
        throw new UsageError(`unknown argument "${a}"\n${SERVE_USAGE}`)
    }
  }
  if (demoGiven && args.campaign !== null)
    throw new UsageError(
      '--demo and --campaign cannot be used together: the demo is a scratch copy',
    )
  return args
}
