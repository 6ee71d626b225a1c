/**
 * `npm run campaign -- <command>`: campaign files from the command line, for GMs who script their
 * backups. Exit 0 on success, 1 with a one-line reason naming the file, 2 on usage errors. It never
 * modifies a campaign it could not validate.
 */
import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { rulesetById } from '../../../shared/rules'
import { exportCampaign, importCampaign } from './archive'
import { assetFolderProblems } from './assets'
import { writeFileAtomic } from './atomic'
import { readBackupIndex } from './backup-index'
import { listBackups, readBackup, writeBackup } from './backups'
import { acquireLock } from './lock'
import { CAMPAIGN_FILE, describeProblem, readCampaignBytes, readCampaignFolder } from './read'
import { newCampaignPlaying } from './new-campaign'
import { CampaignStore } from './store'

export const CLI_USAGE = [
  'usage: npm run campaign -- <command>',
  '  new <dir> [--name N] [--ruleset ID]',
  '                             create a campaign folder (ruleset: bluebox unless named)',
  '  validate <dir>             check a campaign folder',
  '  backups <dir>              list its backups, newest first',
  '  restore <dir> <backup>     replace the campaign with a backup (the current file is backed up first)',
  '  export <dir> <file>        write the campaign to one archive file',
  '  import <file> <dir>        unpack an archive into a new folder',
].join('\n')

export class CliUsageError extends Error {}

export interface CliIo {
  out(line: string): void
  err(line: string): void
}

/** `new`'s flags; the other commands take none, only their arguments. */
const NEW_OPTIONS = {
  name: { type: 'string' },
  ruleset: { type: 'string' },
} satisfies ParseArgsConfig['options']

/**
 * node:util parseArgs' refusal in the CLI's words: its own text names the flag but ends in advice
 * about `--` that npm's own `--` makes confusing.
 */
function refusal(err: Error & { code?: string }): string {
  // Each of its messages quotes the flag first: "Unknown option '--x'", "Option '--x <value>' ...".
  const flag = /'(-[^'\s]*)/.exec(err.message)?.[1]
  if (!flag) return err.message
  if (err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown option "${flag}"`
  return `${flag} needs a value`
}

/** A command's flags and its `n` arguments, refusing any other flag or count. */
function parse<O extends NonNullable<ParseArgsConfig['options']>>(
  command: string,
  rest: string[],
  n: number,
  options: O,
) {
  let parsed
  try {
    parsed = parseArgs({ args: rest, options, strict: true, allowPositionals: true })
  } catch (err) {
    const e = err as Error & { code?: string }
    if (!e.code?.startsWith('ERR_PARSE_ARGS_')) throw err
    throw new CliUsageError(`${refusal(e)}\n${CLI_USAGE}`)
  }
  if (parsed.positionals.length !== n)
    throw new CliUsageError(`${command} takes ${n} argument${n === 1 ? '' : 's'}\n${CLI_USAGE}`)
  return parsed
}

/** The `n` arguments of a command that takes no flags, as absolute paths. */
function paths(command: string, rest: string[], n: number): string[] {
  return parse(command, rest, n, {}).positionals.map((a) => resolve(a))
}

/** Run one command; returns the exit code. */
export async function runCampaignCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv
  try {
    switch (command) {
      case 'new': {
        const { values, positionals } = parse('new', rest, 1, NEW_OPTIONS)
        const dir = resolve(positionals[0] as string)
        const store = await CampaignStore.create(
          dir,
          newCampaignPlaying(
            { id: randomUUID(), name: values.name ?? basename(dir) },
            values.ruleset,
          ),
        )
        await store.close()
        io.out(`created ${dir}`)
        return 0
      }
      case 'validate': {
        const [dir] = paths('validate', rest, 1) as [string]
        const read = readCampaignFolder(dir)
        if (!read.ok) throw new Error(describeProblem(read.problem, 3))
        const c = read.campaign
        const badAssets = assetFolderProblems(dir)
        for (const problem of badAssets) io.err(`error: ${problem}`)
        if (badAssets.length) return 1
        const sheets = read.sheetsUpgraded
        let migrated = ''
        if (read.migratedFrom !== null)
          migrated = ` (stored as version ${read.migratedFrom}; opening it will migrate it)`
        else if (sheets > 0)
          migrated = ` (${sheets} library sheet${sheets === 1 ? '' : 's'} in an older format; opening it will migrate ${sheets === 1 ? 'it' : 'them'})`
        io.out(
          `ok: ${join(dir, CAMPAIGN_FILE)}: "${c.name}", schema ${c.schemaVersion}${migrated}, ${Object.keys(c.maps).length} maps, ${Object.keys(c.tokens).length} tokens, ${Object.keys(c.assets).length} assets`,
        )
        const ruleset = rulesetById(c.rulesetId)
        io.out(
          ruleset
            ? `Ruleset: ${ruleset.name} (${ruleset.id})`
            : `Ruleset: "${c.rulesetId}", which this version does not know: the app opens it read-only`,
        )
        return 0
      }
      case 'backups': {
        const [dir] = paths('backups', rest, 1) as [string]
        const list = listBackups(dir)
        if (list.length === 0) io.out(`no backups in ${join(dir, 'backups')}`)
        const labels = readBackupIndex(dir).labels
        for (const b of list) {
          const ok = readCampaignBytes(b.file, await readBackup(b)).ok
          // A named snapshot's name follows, when the index still has it.
          const label = b.reason === 'named' ? `\t"${labels[b.name] ?? '(name lost)'}"` : ''
          io.out(`${b.name}\t${b.reason}\t${b.bytes} bytes\t${ok ? 'valid' : 'INVALID'}${label}`)
        }
        return 0
      }
      case 'restore': {
        // The backup is a name in the folder's backups/ (or a path to one), so it stays as given.
        const [folder, name] = parse('restore', rest, 2, {}).positionals as [string, string]
        const dir = resolve(folder)
        if (!existsSync(dir)) throw new Error(`${dir}: no such campaign folder`)
        const info = listBackups(dir).find((b) => b.name === name || b.file === resolve(name))
        if (!info)
          throw new Error(`${join(dir, 'backups', name)}: no such backup (see "backups ${dir}")`)
        const bytes = await readBackup(info)
        const read = readCampaignBytes(info.file, bytes)
        if (!read.ok) throw new Error(describeProblem(read.problem, 3))
        const lock = acquireLock(dir)
        try {
          const file = join(dir, CAMPAIGN_FILE)
          // Whatever is there now, good or broken, is kept as a backup before it is replaced.
          if (existsSync(file)) await writeBackup(dir, readFileSync(file), 'restore', new Date())
          await writeFileAtomic(file, bytes)
        } finally {
          lock.release()
        }
        io.out(`restored ${info.name} into ${join(dir, CAMPAIGN_FILE)}`)
        return 0
      }
      case 'export': {
        const [dir, file] = paths('export', rest, 2) as [string, string]
        await exportCampaign(dir, file, {})
        io.out(`exported ${dir} to ${file}`)
        return 0
      }
      case 'import': {
        const [file, dir] = paths('import', rest, 2) as [string, string]
        await importCampaign(file, dir, {})
        io.out(`imported ${file} into ${dir}`)
        return 0
      }
      case undefined:
      case '--help':
      case '-h':
        throw new CliUsageError(CLI_USAGE)
      default:
        throw new CliUsageError(`unknown command "${command}"\n${CLI_USAGE}`)
    }
  } catch (err) {
    if (err instanceof CliUsageError) {
      io.err(err.message)
      return 2
    }
    io.err(`error: ${(err as Error).message.split('\n')[0]}`)
    return 1
  }
}
