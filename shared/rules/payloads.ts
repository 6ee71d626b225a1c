/**
 * The campaign's ruleset payloads checked by that ruleset: the model stores sheets, token
 * instances and table options as loose JSON (shared/model/campaign.ts), and the ruleset's schemas
 * say what they must hold. Main's loader calls this after the model's own check.
 */
import type { z } from 'zod'
import { formatPath, type Campaign, type CampaignIssue } from '../model'
import { rulesetById } from './registry'
import type { Ruleset } from './ruleset'

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
  | { ok: true; campaign: Campaign; issues: [] }
  | { ok: false; campaign: null; issues: CampaignIssue[] }

/**
 * Check every sheet, token instance and the table options with the campaign's ruleset, and return
 * the campaign as the ruleset reads it (its schemas fill the defaults a sheet leaves out, e.g. an
 * old NPC with no weapons gets an empty list). A ruleset this build does not know checks nothing:
 * the campaign comes back as it is (main opens it read-only).
 */
export function checkCampaignPayloads(campaign: Campaign): Checked {
  const ruleset = rulesetById(campaign.rulesetId)
  if (!ruleset) return { ok: true, campaign, issues: [] }
  return checkWith(ruleset, campaign)
}

/** What is wrong with the campaign's payloads under its ruleset; none for an unknown ruleset. */
export function campaignPayloadIssues(campaign: Campaign): CampaignIssue[] {
  return checkCampaignPayloads(campaign).issues
}

function checkWith(ruleset: Ruleset, campaign: Campaign): Checked {
  const issues: CampaignIssue[] = []
  const parse = <T>(schema: z.ZodType, value: unknown, at: string): T | undefined => {
    const r = schema.safeParse(value)
    if (r.success) return r.data as T
    issues.push(...issuesOf(r.error, at))
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
      const parsed = parse<Campaign['npcs'][string]>(schema, rec, `$.${kind}.${key}`)
      if (parsed) out[key] = parsed
    }
    return out
  }
  const npcs = sheets('npcs')
  const pcs = sheets('pcs')
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
  if (issues.length) return { ok: false, campaign: null, issues }
  return {
    ok: true,
    campaign: { ...campaign, tableOptions: tableOptions!, npcs, pcs, tokens },
    issues: [],
  }
}
