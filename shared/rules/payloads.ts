/**
 * The campaign's ruleset payloads checked by that ruleset: the model stores sheets, token
 * instances and table options as loose JSON (shared/model/campaign.ts), and the ruleset's schemas
 * say what they must hold. Main's loader calls this after the model's own check.
 */
import type { z } from 'zod'
import { formatPath, type Campaign, type CampaignIssue } from '../model'
import { rulesetById } from './registry'
import type { Ruleset } from './ruleset'
import { afterUpgrade, sheetInWords, upgradeSheet } from './sheet-version'

function issuesOf(error: z.ZodError, at: string): CampaignIssue[] {
  const seen = new Set<string>()
  const out: CampaignIssue[] = []
  for (const i of error.issues) {
    const path = at + formatPath(i.path).slice(1)
    const key = `${path}\u0000${i.message}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push({ path, message: i.message })
  }
  return out
}

type Checked =
  /** `upgraded`: how many sheets came in an older sheet format and were migrated. */
  | { ok: true; campaign: Campaign; issues: []; upgraded: number }
  /** `newer`: a sheet was written by a newer app (a backup would not help). */
  | { ok: false; campaign: null; issues: CampaignIssue[]; newer: boolean }

/**
 * Check every sheet, token instance and the table options with the campaign's ruleset, and return
 * the campaign as the ruleset reads it (its schemas fill the defaults a sheet leaves out, e.g. an
 * old NPC with no weapons gets an empty list). A sheet in an older sheet format is migrated first
 * (shared/rules/sheet-version.ts); one in a newer format refuses the campaign. A ruleset this
 * build does not know checks nothing: the campaign comes back as it is (main opens it read-only).
 */
export function checkCampaignPayloads(campaign: Campaign): Checked {
  const ruleset = rulesetById(campaign.rulesetId)
  if (!ruleset) return { ok: true, campaign, issues: [], upgraded: 0 }
  return checkWith(ruleset, campaign)
}

/** What is wrong with the campaign's payloads under its ruleset; none for an unknown ruleset. */
export function campaignPayloadIssues(campaign: Campaign): CampaignIssue[] {
  return checkCampaignPayloads(campaign).issues
}

function checkWith(ruleset: Ruleset, campaign: Campaign): Checked {
  const issues: CampaignIssue[] = []
  let newer = false
  let upgraded = 0
  const parse = <T>(
    schema: z.ZodType,
    value: unknown,
    at: string,
    words: (message: string) => string = (m) => m,
  ): T | undefined => {
    const r = schema.safeParse(value)
    if (r.success) return r.data as T
    issues.push(...issuesOf(r.error, at).map((i) => ({ ...i, message: words(i.message) })))
    return undefined
  }
  const tableOptions = parse<Campaign['tableOptions']>(
    ruleset.options.schema,
    campaign.tableOptions,
    '$.tableOptions',
  )
  const sheets = (kind: 'npcs' | 'pcs') => {
    const schema = ruleset.sheet.schema[kind === 'npcs' ? 'npc' : 'pc']
    const out: Campaign['npcs'] = {}
    for (const [key, rec] of Object.entries(campaign[kind])) {
      const at = `$.${kind}.${key}`
      const up = upgradeSheet(ruleset.sheet, rec, sheetInWords(kind === 'npcs' ? 'npc' : 'pc', rec))
      if (!up.ok) {
        newer ||= up.newer
        issues.push({ path: at, message: up.message })
        continue
      }
      if (up.from !== null) upgraded++
      const words = (m: string) => afterUpgrade(m, up)
      const parsed = parse<Campaign['npcs'][string]>(schema, up.sheet, at, words)
      if (parsed) out[key] = parsed
    }
    return out
  }
  const npcs = sheets('npcs')
  const pcs = sheets('pcs')
  for (const [mapId, map] of Object.entries(campaign.maps)) {
    for (const [key, cell] of Object.entries(map.terrain ?? {})) {
      const stat = cell.dangerous?.stat
      const problem = stat === undefined ? null : dangerousSaveProblem(ruleset, stat)
      if (problem)
        issues.push({ path: `$.maps.${mapId}.terrain.${key}.dangerous.stat`, message: problem })
    }
  }
  const tokens: Campaign['tokens'] = {}
  for (const [key, token] of Object.entries(campaign.tokens)) {
    if (token.instance === undefined) {
      tokens[key] = token
      continue
    }
    const instance = parse<NonNullable<typeof token.instance>>(
      ruleset.instance.schema,
      token.instance,
      `$.tokens.${key}.instance`,
    )
    if (instance) tokens[key] = { ...token, instance }
  }
  if (issues.length) return { ok: false, campaign: null, issues, newer }
  return {
    ok: true,
    campaign: { ...campaign, tableOptions: tableOptions!, npcs, pcs, tokens },
    issues: [],
    upgraded,
  }
}

/** How a save reads to the GM: "Fortitude (FOR)", or just "Grit" when the id is the name. */
export function saveLabel(save: { id: string; name: string }): string {
  return save.name.toLowerCase() === save.id.toLowerCase() ? save.name : `${save.name} (${save.id})`
}

/** "Fortitude (FOR), Dexterity (DEX) or Knowledge (KNO)": the saves a Dangerous hex may use. */
function saveChoices(ruleset: Ruleset): string {
  const names = ruleset.saves.map(saveLabel)
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('')
}

/**
 * Why a Dangerous hex cannot ask for the save `stat` under `ruleset`, naming the saves it can ask
 * for; null when `stat` is one of the ruleset's saves.
 */
export function dangerousSaveProblem(ruleset: Ruleset, stat: string): string | null {
  if (ruleset.saves.some((s) => s.id === stat)) return null
  if (!ruleset.saves.length) return `${ruleset.name} has no saves for Dangerous terrain`
  return `${ruleset.name} has no "${stat}" save: a Dangerous hex's save is ${saveChoices(ruleset)}`
}
