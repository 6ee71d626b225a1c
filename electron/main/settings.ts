/**
 * App settings (not campaign data): a small JSON file in the user-data folder. A missing or
 * unreadable file means defaults; a bad value is reported and not written back over silently.
 */
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { z } from 'zod'

export const SettingsSchema = z.looseObject({
  /** Electron display id the GM picked for the projector. */
  projectorDisplayId: z.number().int().nullable(),
})
export type Settings = z.infer<typeof SettingsSchema>

export const DEFAULT_SETTINGS: Settings = { projectorDisplayId: null }

export interface SettingsLoad {
  settings: Settings
  /** Set when the file existed but could not be used; the caller shows it to the GM. */
  problem: string | null
}

export function loadSettings(file: string): SettingsLoad {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return { settings: { ...DEFAULT_SETTINGS }, problem: null }
  }
  try {
    const parsed = SettingsSchema.safeParse(JSON.parse(text))
    if (parsed.success) return { settings: parsed.data, problem: null }
    const what = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')
    return { settings: { ...DEFAULT_SETTINGS }, problem: `${file}: ${what}; using defaults` }
  } catch (err) {
    return { settings: { ...DEFAULT_SETTINGS }, problem: `${file}: ${(err as Error).message}; using defaults` }
  }
}

/** Write atomically: temp file, fsync, rename, fsync of the folder. */
export function saveSettings(file: string, settings: Settings): void {
  const tmp = join(dirname(file), `.settings.${process.pid}.tmp`)
  const fd = openSync(tmp, 'w')
  try {
    writeSync(fd, JSON.stringify(settings, null, 2) + '\n')
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(tmp, file)
  try {
    const dirFd = openSync(dirname(file), 'r')
    try {
      fsyncSync(dirFd)
    } finally {
      closeSync(dirFd)
    }
  } catch {
    // Some platforms (Windows) cannot fsync a folder; the rename is still atomic there.
  }
}
