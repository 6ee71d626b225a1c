/** Campaign states for the change-summary tests (tests/unit/shared/history-summary*.test.ts). */
import { readFileSync } from 'node:fs'
import { newCampaign, parseCampaign } from '../../../shared/model'
import type { Campaign, Combat, MapDef, RestPlan, Token } from '../../../shared/model'

const DEMO_TEXT = readFileSync(
  new URL('../../../resources/demo-campaign/campaign.json', import.meta.url),
  'utf8',
)

/** The demo campaign: one hex map "Shattered Causeway", seven tokens, three NPCs, three PCs. */
export function demo(): Campaign {
  const result = parseCampaign(JSON.parse(DEMO_TEXT))
  if (!result.ok) throw new Error(`demo did not validate: ${JSON.stringify(result.issues)}`)
  return result.campaign
}

export function squareMap(id: string, name: string): MapDef {
  const map = newCampaign({ id: 'x', name: 'x', board: 'square' }).maps['map-1'] as MapDef
  return { ...map, id, name }
}

export function gridlessMap(id: string, name: string): MapDef {
  const map = newCampaign({ id: 'x', name: 'x', board: 'gridless' }).maps['map-1'] as MapDef
  return { ...map, id, name }
}

export function hexMap(id: string, name: string): MapDef {
  return { ...(demo().maps.causeway as MapDef), id, name }
}

export function token(c: Campaign, id: string): Token {
  return c.tokens[id] as Token
}

export function revealed(...keys: string[]): Record<string, 1> {
  return Object.fromEntries(keys.map((k) => [k, 1 as const]))
}

export function fight(id: string, mapId: string): Combat {
  return {
    id,
    mapId,
    phase: 'initiative',
    round: 0,
    order: [],
    currentId: null,
    acted: [],
    deferred: [],
    timers: [],
    items: [],
    log: [],
    stats: {},
    showPcHp: false,
  }
}

export function restPlan(): RestPlan {
  return {
    kind: 'short',
    hours: 1,
    place: '',
    wilderness: false,
    start: { day: 1, hour: 8 },
    members: [],
    slots: {},
    camp: [],
    watch: [],
    interrupted: false,
    campChecks: null,
    alarmCheck: null,
    showPlayers: false,
  }
}
