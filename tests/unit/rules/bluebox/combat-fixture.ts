/** The demo campaign as the combat hook tests start from: token states, options, a fight. */
import { readFileSync } from 'node:fs'
import { scriptedDice, type ScriptedFaces } from '../../../../shared/dice'
import { parseCampaign, type Campaign, type Combat } from '../../../../shared/model'
import { parseRollRequest, rulesetById, type RolledRequest } from '../../../../shared/rules'
import type { BlueBoxOptions } from '../../../../shared/rules/bluebox'
import type { BlueboxCampaign } from '../../../../shared/rules/bluebox/adapter/types'

const DEMO = readFileSync(
  new URL('../../../../resources/demo-campaign/campaign.json', import.meta.url),
  'utf8',
)

export const bluebox = rulesetById('bluebox')!
export const combat = bluebox.combat!

/** A token state: HP, THP, Plating and conditions, with any other field (a Down track). */
export const state = (conditions: string[], hp = 16, more: object = {}) => ({
  hp,
  thp: 0,
  plating: 0,
  conditions,
  ...more,
})

/** The demo campaign with these token states and table options. */
export function demo(
  instances: Record<string, object> = {},
  options: Partial<BlueBoxOptions> = {},
): Campaign {
  const parsed = parseCampaign(JSON.parse(DEMO))
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
  const c = parsed.campaign
  for (const [id, instance] of Object.entries(instances)) c.tokens[id]!.instance = { ...instance }
  c.tableOptions = { ...options }
  return c
}

/**
 * The demo as Blue Box's own hooks read it, for a test that calls one directly: its sheets and
 * states are Blue Box's, as the loader's check of them would have it.
 */
export const blueboxDemo = (...args: Parameters<typeof demo>): BlueboxCampaign =>
  demo(...args) as BlueboxCampaign

/** A running fight on the demo map: Vaka's turn in round 2, with these timers. */
export function inFight(c: Campaign, timers: Combat['timers'] = []): Campaign {
  const combatant = (tokenId: string, side: string) => ({
    id: tokenId,
    tokenId,
    name: c.tokens[tokenId]!.name,
    side,
    initiative: 5,
    hidden: false,
    left: {},
    full: {},
    usedThisRound: {},
    flags: [],
    hasStarted: true,
  })
  c.combat = {
    id: 'fight-1',
    mapId: 'causeway',
    phase: 'running',
    round: 2,
    order: [
      combatant('pc-vaka', 'party'),
      combatant('pc-orin', 'party'),
      combatant('npc-sentinel', 'enemies'),
    ],
    currentId: 'pc-vaka',
    acted: [],
    deferred: [],
    timers,
    items: [],
    log: [],
    stats: {},
    showPcHp: false,
  }
  return c
}

/** The instance a change list gives a token. */
export function instanceIn(
  changes: readonly { kind: string; tokenId?: string; instance?: unknown }[],
  tokenId: string,
): Record<string, unknown> | undefined {
  const c = changes.find((x) => x.kind === 'instance' && x.tokenId === tokenId)
  return c?.instance as Record<string, unknown> | undefined
}

/**
 * Vaka's Twin Blades (or Mira's Disk Launcher) at the Scrap Hound through the ruleset's rolls,
 * with every scripted face used.
 */
export function attackHound(
  c: Campaign,
  situation: object,
  faces: ScriptedFaces,
  by: 'pc-vaka' | 'pc-mira' = 'pc-vaka',
): RolledRequest {
  const weaponId = by === 'pc-vaka' ? 'twin-blades' : 'disk-launcher'
  const dice = scriptedDice(faces)
  // Main reads a request with the ruleset's schema before the ruleset resolves it.
  const request = parseRollRequest(bluebox.rolls.schema, {
    kind: 'attack',
    attackerId: by,
    weaponId,
    targetId: 'npc-hound',
    situation,
  })
  const out = bluebox.rolls.resolve(request, c, dice)
  dice.assertDone()
  return out
}
