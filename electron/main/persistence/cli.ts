/**
 * `npm run campaign -- <command>`: campaign files from the command line, for GMs who script their
 * backups. Exit 0 on success, 1 with a one-line reason naming the file, 2 on usage errors. It never
 * modifies a campaign it could not validate.
 */
import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
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

function args(rest: string[], n: number, command: string): string[] {
  const plain = rest.filter((a) => !a.startsWith('--'))
  if (plain.length !== n)
    throw new CliUsageError(`${command} takes ${n} argument${n === 1 ? '' : 's'}\n${CLI_USAGE}`)
  return plain.map((a) => resolve(a))
}

function flag(rest: string[], name: string): string | undefined {
  const i = rest.indexOf(name)
  if (i < 0) return undefined
  const v = rest[i + 1]
  if (v === undefined || v.startsWith('--')) throw new CliUsageError(`${name} needs a value`)
  rest.splice(i, 2)
  return v
}

/** Run one command; returns the exit code. */
export async function runCampaignCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv
  try {
    switch (command) {
      case 'new': {
        const name = flag(rest, '--name')
        const rulesetId = flag(rest, '--ruleset')
        const [dir] = args(rest, 1, 'new') as [string]
        const store = await CampaignStore.create(
          dir,
          newCampaignPlaying({ id: randomUUID(), name: name ?? basename(dir) }, rulesetId),
        )
        await store.close()
        io.out(`created ${dir}`)
        return 0
      }
      case 'validate': {
        const [dir] = args(rest, 1, 'validate') as [string]
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
        const [dir] = args(rest, 1, 'backups') as [string]
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
        const plain = rest.filter((a) => !a.startsWith('--'))
        if (plain.length !== 2) throw new CliUsageError(`restore takes 2 arguments\n${CLI_USAGE}`)
        const dir = resolve(plain[0] as string)
        const name = plain[1] as string
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
        const [dir, file] = args(rest, 2, 'export') as [string, string]
        await exportCampaign(dir, file, {})
        io.out(`exported ${dir} to ${file}`)
        return 0
      }
      case 'import': {
        const [file, dir] = args(rest, 2, 'import') as [string, string]
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
