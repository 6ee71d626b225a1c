/**
 * Library sheets across format changes: each sheet records the ruleset's `sheet.version` it was
 * written in (`sheetVersion`; absent: 1, the format of every sheet stored before they said). One
 * read from an older format goes through the ruleset's `migrate` before its schema reads it; one
 * from a newer format is refused, as a newer campaign file is, so nothing the GM wrote is lost.
 */
import type { SheetKind } from './ruleset-changes'

/** What a ruleset says of its sheet formats (its `sheet` has both). */
export interface SheetVersions {
  version: number
  migrate(raw: unknown, fromVersion: number): unknown
}

/** What bringing one sheet to the ruleset's format gave. */
export type SheetUpgrade =
  /** `from`: the version it was migrated from; null when it was already in the current one. */
  | { ok: true; sheet: unknown; from: number | null; to: number }
  /** `newer`: written by a newer app (no backup would help), else a sheet that cannot be read. */
  | { ok: false; newer: boolean; message: string }

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The sheet version `raw` records: 1 when it records none, null when what it records is no version. */
export function sheetVersionOf(raw: unknown): number | null {
  const v = isRecord(raw) ? raw.sheetVersion : undefined
  if (v === undefined) return 1
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : null
}

/** `sheet` marked as written in the ruleset's current format (a sheet that is no object as it is). */
export function withSheetVersion<T>(ruleset: { sheet: SheetVersions }, sheet: T): T {
  return isRecord(sheet) ? ({ ...sheet, sheetVersion: ruleset.sheet.version } as T) : sheet
}

/** A sheet's name as a refusal quotes it: "Goblin" (its id when it has no name); null: neither. */
function quotedName(raw: unknown): string | null {
  const r = isRecord(raw) ? raw : {}
  for (const v of [r.name, r.id]) if (typeof v === 'string' && v) return `"${v}"`
  return null
}

/**
 * How a sheet is named in a refusal: the NPC "Goblin" (by its id when it has no name), or just
 * "Goblin" without `kind` where the words around say what it is ("NPC 2 in the file: ...").
 */
export function sheetInWords(kind: SheetKind | null, raw: unknown): string {
  const name = quotedName(raw)
  const what = kind === null ? 'the sheet' : kind === 'npc' ? 'the NPC' : 'the player character'
  if (!name) return what
  return kind === null ? name : `${what} ${name}`
}

/**
 * `raw` brought to the ruleset's current sheet format: as it is when it is in it, through
 * `migrate` (then marked current) when it is older. `what` names it in the refusals ("the NPC
 * "Goblin""). The schema still has to read what comes back.
 */
export function upgradeSheet(versions: SheetVersions, raw: unknown, what: string): SheetUpgrade {
  const to = versions.version
  const from = sheetVersionOf(raw)
  if (from === null)
    return { ok: false, newer: false, message: `${what} records no sheet version this app reads` }
  if (from === to) return { ok: true, sheet: raw, from: null, to }
  if (from > to)
    return {
      ok: false,
      newer: true,
      message: `${what} was written in sheet version ${from} by a newer app (this one reads up to sheet version ${to}); open it there, or update this app`,
    }
  const failed = (why: string): SheetUpgrade => ({
    ok: false,
    newer: false,
    message: `${what} could not be brought from sheet version ${from} to ${to}: ${why}`,
  })
  let migrated: unknown
  try {
    migrated = versions.migrate(raw, from)
  } catch (err) {
    return failed(err instanceof Error ? err.message : String(err))
  }
  if (!isRecord(migrated)) return failed('the upgrade gave no sheet')
  return { ok: true, sheet: { ...migrated, sheetVersion: to }, from, to }
}

/** A schema's complaint about a migrated sheet, saying it comes from the upgrade. */
export function afterUpgrade(message: string, upgrade: SheetUpgrade): string {
  return upgrade.ok && upgrade.from !== null
    ? `${message} (after its upgrade from sheet version ${upgrade.from} to ${upgrade.to})`
    : message
}

/** Brings one sheet of an import file to the current format; the host passes it to the NPC file reader (./npc-files). */
export type SheetUpgrader = (raw: unknown) => SheetUpgrade
