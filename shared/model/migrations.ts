/**
 * Old campaign files, brought forward one version at a time by pure functions. Each step takes
 * the raw JSON of version N and returns version N + 1, keeping every key it does not touch.
 */
import {
  campaignBoundsIssue,
  CURRENT_SCHEMA_VERSION,
  parseCampaign,
  type Campaign,
  type CampaignIssue,
} from './campaign'

type Raw = Record<string, unknown>

/** Migration from version N (the key) to N + 1. */
export const MIGRATIONS: Readonly<Record<number, (raw: Raw) => Raw>> = {
  /** v1 -> v2: the campaign gains NPC, PC, note, encounter and asset records; gmNotes becomes a note. */
  1: (raw) => {
    const { gmNotes, ...rest } = raw
    const notes: Raw = {}
    if (typeof gmNotes === 'string' && gmNotes.length > 0) {
      notes['campaign-notes'] = {
        id: 'campaign-notes',
        title: 'Campaign notes',
        body: gmNotes,
        gmOnly: true,
      }
    }
    return { ...rest, schemaVersion: 2, npcs: {}, pcs: {}, notes, encounters: {}, assets: {} }
  },
  /**
   * v2 -> v3: NPC and PC records become full Blue Box stat blocks. The placeholders version 2 had
   * (name, level, tags, notes) get a blank sheet: stats 0, no armor (AC 10, BAC 8, Plating 0),
   * 10 HP, marked `needsStats` so the library shows them as still to be filled in.
   */
  2: (raw) => {
    const sheet = (r: Raw) => ({
      stats: { FOR: 0, DEX: 0, SPI: 0, CHA: 0, KNO: 0 },
      armor: { weight: 'none', baseAC: 10, baseBAC: 8, basePlating: 0 },
      hpMax: 10,
      needsStats: true,
      ...r,
      tags: Array.isArray(r.tags) ? r.tags : [],
    })
    const mapRecords = (v: unknown) =>
      Object.fromEntries(
        Object.entries((v ?? {}) as Record<string, Raw>).map(([k, r]) => [k, sheet(r)]),
      )
    return { ...raw, schemaVersion: 3, npcs: mapRecords(raw.npcs), pcs: mapRecords(raw.pcs) }
  },
  /**
   * v3 -> v4: what the players see is kept apart from the map the GM edits. Until now they saw
   * the GM's active map, so they go on seeing that one.
   */
  3: (raw) => ({
    ...raw,
    schemaVersion: 4,
    playersMapId: typeof raw.activeMapId === 'string' ? raw.activeMapId : null,
  }),
  /**
   * v4 -> v5: a map says which kind of board it is, so square and gridless boards can join it.
   * Every map so far is a hex map; nothing else changes (the model became ruleset-neutral, but a
   * Blue Box file reads the same).
   */
  4: (raw) => {
    const maps = raw.maps
    if (typeof maps !== 'object' || maps === null || Array.isArray(maps))
      return { ...raw, schemaVersion: 5 }
    const hexMaps = Object.fromEntries(
      Object.entries(maps as Record<string, unknown>).map(([key, map]) => [
        key,
        typeof map === 'object' && map !== null && !Array.isArray(map)
          ? { kind: 'hex', ...(map as Raw) }
          : map,
      ]),
    )
    return { ...raw, schemaVersion: 5, maps: hexMaps }
  },
}

export type CampaignRead =
  | { ok: true; campaign: Campaign; migratedFrom: number | null }
  | { ok: false; kind: 'newer'; version: number; issues: CampaignIssue[] }
  | { ok: false; kind: 'invalid'; issues: CampaignIssue[] }

/** Validate parsed JSON as a campaign of any known version, migrating it to the current one. */
export function readCampaign(
  json: unknown,
  /** The caller knows campaignBoundsIssue finds nothing (campaignTextBounded said so). */
  boundsChecked = false,
): CampaignRead {
  // Before any migration step copies it.
  const bounds = boundsChecked ? null : campaignBoundsIssue(json)
  if (bounds) return { ok: false, kind: 'invalid', issues: [bounds] }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return {
      ok: false,
      kind: 'invalid',
      issues: [{ path: '$', message: 'expected a JSON object' }],
    }
  }
  const version = (json as Raw).schemaVersion
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return {
      ok: false,
      kind: 'invalid',
      issues: [{ path: '$.schemaVersion', message: 'expected a whole number from 1' }],
    }
  }
  if (version > CURRENT_SCHEMA_VERSION) {
    return {
      ok: false,
      kind: 'newer',
      version,
      issues: [
        {
          path: '$.schemaVersion',
          message: `version ${version} was written by a newer app (this one reads up to ${CURRENT_SCHEMA_VERSION}); open it there, or update this app`,
        },
      ],
    }
  }
  let raw = json as Raw
  for (let v = version; v < CURRENT_SCHEMA_VERSION; v++) {
    const step = MIGRATIONS[v]
    if (!step)
      return {
        ok: false,
        kind: 'invalid',
        issues: [{ path: '$.schemaVersion', message: `no migration from version ${v}` }],
      }
    raw = step(raw)
  }
  const parsed = parseCampaign(raw, true)
  if (!parsed.ok) return { ok: false, kind: 'invalid', issues: parsed.issues }
  return {
    ok: true,
    campaign: parsed.campaign,
    migratedFrom: version === CURRENT_SCHEMA_VERSION ? null : version,
  }
}
