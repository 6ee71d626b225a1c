/**
 * A session on the demo campaign (open ground) with dice the test chooses, and a fight ready to
 * start: Vaka and Orin for the party, the Scrap Hound and the Rust Sentinel against them, each
 * linked to its sheet so it holds HP and conditions.
 */
import { expect } from 'vitest'
import type { Envelope, ServerEvent } from '../../../shared/api'
import { scriptedDice, seededDice, type Dice } from '../../../shared/dice'
import type { Campaign, Combat } from '../../../shared/model'
import { CampaignHistory } from '../../../electron/main/session/history'
import { createDispatcher } from '../../../electron/main/session/dispatcher'
import { Hub } from '../../../electron/main/session/hub'
import { DiceLog } from '../../../electron/main/session/dice-log'
import { openDemoCampaign } from '../support/open-demo'

const SHEETS: [string, 'pc' | 'npc', string][] = [
  ['pc-vaka', 'pc', 'vaka'],
  ['pc-orin', 'pc', 'orin'],
  ['npc-hound', 'npc', 'sample-scrap-hound'],
  ['npc-sentinel', 'npc', 'sample-rust-sentinel'],
]

export function combatHarness(
  dice: Dice | Record<number, number[]> = seededDice(13),
  tableOptions: Record<string, unknown> = {},
) {
  const campaign = openDemoCampaign()
  campaign.tableOptions = { ...campaign.tableOptions, ...tableOptions }
  const history = new CampaignHistory(campaign)
  const hub = new Hub(history)
  const log = new DiceLog(
    'roll' in dice ? (dice as Dice) : scriptedDice(dice as Record<number, number[]>),
    () => new Date('2026-12-01T12:00:00Z'),
  )
  const dispatch = createDispatcher(history, hub, log)
  const gm: ServerEvent[] = []
  const player: ServerEvent[] = []
  hub.subscribe('gm', (e) => gm.push(e))
  hub.subscribe('player', (e) => player.push(e))
  const call = (channel: string, payload: unknown = {}) => dispatch('gm', channel, payload)
  for (const [tokenId, kind, id] of SHEETS) ok(call('token:link', { tokenId, sheet: { kind, id } }))
  return {
    history,
    hub,
    log,
    gm,
    player,
    call,
    get state(): Campaign {
      return history.state
    },
    get fight(): Combat {
      const f = history.state.combat
      if (!f) throw new Error('no fight')
      return f
    },
  }
}
export type CombatHarness = ReturnType<typeof combatHarness>

export function ok<T = unknown>(env: Envelope<unknown>): T {
  if (!env.ok) throw new Error(`expected ok, got ${env.error.code}: ${env.error.message}`)
  return env.value as T
}

export function refused(env: Envelope<unknown>, code = 'rejected'): string {
  if (env.ok) throw new Error('expected a refusal')
  expect(env.error.code).toBe(code)
  return env.error.message
}

/** Vaka 12, Scrap Hound 8, Orin 5, Rust Sentinel 3 (typed: no dice), in its initiative phase. */
export const FOUR = {
  mapId: 'causeway',
  coordinated: [],
  entries: [
    { tokenId: 'pc-vaka', side: 'party', hidden: false, initiative: 12 },
    { tokenId: 'npc-hound', side: 'enemies', hidden: false, initiative: 8 },
    { tokenId: 'pc-orin', side: 'party', hidden: false, initiative: 5 },
    { tokenId: 'npc-sentinel', side: 'enemies', hidden: true, initiative: 3 },
  ],
}

/** The four above, begun: round 1, Vaka's turn. */
export function begun(h: CombatHarness = combatHarness()): CombatHarness {
  ok(h.call('combat:start', FOUR))
  ok(h.call('combat:begin'))
  return h
}

export function combatant(h: CombatHarness, id: string) {
  const c = h.fight.order.find((x) => x.id === id)
  if (!c) throw new Error(`no combatant ${id}`)
  return c
}

export function conditionsOf(h: CombatHarness, tokenId: string): string[] {
  const inst = h.state.tokens[tokenId]?.instance as { conditions?: string[] } | undefined
  return inst?.conditions ?? []
}
