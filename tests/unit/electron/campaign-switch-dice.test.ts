/**
 * The dice log and what the table shows belong to the campaign that made them: opening another
 * campaign in place of the first empties the log, takes the shown roll off the table, and leaves
 * no roll of the first campaign that Show on table could still put before the players.
 */
import { describe, expect, it } from 'vitest'
import type { DiceLogEntry, ServerEvent } from '../../../shared/api'
import type { PlayerView } from '../../../shared/projection'
import { CampaignManager } from '../../../electron/main/session/campaign-manager'
import { CampaignStore } from '../../../electron/main/persistence/store'
import { createSession } from '../../../electron/main/session/session'
import { demoFolder } from '../campaign/fixtures'

describe('another campaign opened', () => {
  it('starts with an empty dice log and a table showing none of the first campaign’s rolls', async () => {
    const first = await CampaignStore.open(demoFolder())
    const session = createSession(first.campaign)
    const manager = new CampaignManager(session, { debounceMs: 1, maxDelayMs: 5 })
    await manager.use(first)
    const gmEvents: ServerEvent[] = []
    session.hub.subscribe('gm', (e) => gmEvents.push(e))
    const call = (channel: string, payload: unknown = {}) => {
      const env = session.dispatch('gm', channel, payload)
      if (!env.ok) throw new Error(env.error.message)
      return env.value
    }
    const check = {
      sheet: { kind: 'npc', id: 'sample-rust-sentinel' },
      ability: 'strength',
      dc: 10,
    }
    call('roll:check', check)
    const entry = (call('dice:log') as DiceLogEntry[]).at(-1)!
    call('table:showRoll', { id: entry.id })
    const playerRoll = () => (session.hub.snapshot('player').view as PlayerView).roll
    expect(playerRoll()?.id).toBe(entry.id)

    await manager.use(await CampaignStore.open(demoFolder()))
    expect(call('dice:log')).toEqual([])
    expect(gmEvents.map((e) => e.name)).toContain('dice:cleared')
    expect(playerRoll()).toBeUndefined()
    const again = session.dispatch('gm', 'table:showRoll', { id: entry.id })
    expect(again).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('no longer in the dice log') },
    })
    // The next roll is numbered after the first campaign's, so an old panel never names it.
    call('roll:check', check)
    const [fresh] = call('dice:log') as DiceLogEntry[]
    expect(fresh!.id).toBeGreaterThan(entry.id)
    await manager.close()
  })
})
