/**
 * App settings (not campaign data): a small JSON file in the user-data folder. A missing or
 * unreadable file means defaults; a bad value is reported and not written back over silently.
 */
import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { writeFileAtomicSync } from '../persistence/atomic'

export const RecentSchema = z.object({
  dir: z.string().min(1),
  name: z.string(),
  openedAt: z.string(),
})
export type RecentCampaign = z.infer<typeof RecentSchema>
export const RECENT_LIMIT = 10

export const SettingsSchema = z.looseObject({
  /** Electron display id the GM picked for the projector. */
  projectorDisplayId: z.number().int().nullable(),
  /** Campaign folders opened lately, newest first. */
  recent: z.array(RecentSchema).max(100).default([]),
})
export type Settings = z.infer<typeof SettingsSchema>

export const DEFAULT_SETTINGS: Settings = { projectorDisplayId: null, recent: [] }

/** Put a folder at the top of the recent list (once), keeping at most RECENT_LIMIT. */
export function withRecent(settings: Settings, entry: RecentCampaign): Settings {
  const rest = settings.recent.filter((r) => r.dir !== entry.dir)
  return { ...settings, recent: [entry, ...rest].slice(0, RECENT_LIMIT) }
}

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
    const what = parsed.error.issues
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('; ')
    return { settings: { ...DEFAULT_SETTINGS }, problem: `${file}: ${what}; using defaults` }
  } catch (err) {
    return {
      settings: { ...DEFAULT_SETTINGS },
      problem: `${file}: ${(err as Error).message}; using defaults`,
    }
  }
}

/** Written crash-safely, like campaign files. */
export function saveSettings(file: string, settings: Settings): void {
  writeFileAtomicSync(file, JSON.stringify(settings, null, 2) + '\n')
}
