/**
 * The library stores sheets marked with the ruleset's sheet format, and an NPC file's sheets are
 * brought to that format before its schema reads them: older ones migrated, a newer one, or one
 * whose migration fails, refusing the whole import with the sheet named and nothing changed.
 * Trail's second edition (tests/support) renamed version 1's `grit` to `stamina`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession, type Session } from '../../../electron/main/session/session'
import type { Envelope } from '../../../shared/api'
import { newCampaign } from '../../../shared/model'
import { registerRuleset, unregisterRuleset } from '../../../shared/rules'
import { TRAIL_V2_ID, trailNpcFile, trailV2Ruleset } from '../../support/trail-v2-ruleset'

beforeAll(() => registerRuleset(trailV2Ruleset))
afterAll(() => unregisterRuleset(TRAIL_V2_ID))

function session(): Session {
  const c = newCampaign({ id: 'pass', name: 'Over the Pass', rulesetId: TRAIL_V2_ID })
  c.npcs = { ork: { id: 'ork', name: 'Ork', stamina: 2, sheetVersion: 2 } }
  return createSession(c)
}

function value<T>(env: Envelope<unknown>): T {
  if (!env.ok) throw new Error(`${env.error.code}: ${env.error.message}`)
  return env.value as T
}

function refusal(env: Envelope<unknown>): string {
  if (env.ok) throw new Error('expected a refusal')
  return env.error.message
}

describe('saving a sheet', () => {
  it('marks it as written in the ruleset’s current format, whatever version it was sent with', () => {
    const s = session()
    value(s.dispatch('gm', 'npc:save', { npc: { id: 'wolf', name: 'Wolf', stamina: 2 } }))
    value(
      s.dispatch('gm', 'pc:save', { pc: { id: 'ash', name: 'Ash', stamina: 4, sheetVersion: 1 } }),
    )
    expect(s.history.state.npcs.wolf).toEqual({
      id: 'wolf',
      name: 'Wolf',
      stamina: 2,
      sheetVersion: 2,
    })
    expect(s.history.state.pcs.ash?.sheetVersion).toBe(2)
  })
})

describe('importing an NPC file', () => {
  it('migrates the sheets of an older format and stores them marked current', () => {
    const s = session()
    const text = trailNpcFile([
      { id: 'ork', name: 'Ork', grit: 5 },
      { id: 'wolf', name: 'Wolf', stamina: 2, sheetVersion: 2 },
    ])
    const out = value<{ imported: number; renamed: string[] }>(
      s.dispatch('gm', 'npc:import', { text }),
    )
    expect(out).toEqual({ imported: 2, renamed: ['ork → ork-2'] })
    // grit 5 in version 1 is stamina 5 in version 2.
    expect(s.history.state.npcs['ork-2']).toEqual({
      id: 'ork-2',
      name: 'Ork',
      stamina: 5,
      sheetVersion: 2,
    })
    expect(s.history.state.npcs.wolf).toEqual({
      id: 'wolf',
      name: 'Wolf',
      stamina: 2,
      sheetVersion: 2,
    })
  })

  it.each([
    [
      'a sheet of a newer format',
      { id: 'wolf', name: 'Wolf', stamina: 2, sheetVersion: 3 },
      'NPC 2 in the file: "Wolf" was written in sheet version 3 by a newer app (this one reads up to sheet version 2)',
    ],
    [
      'a sheet whose migration throws',
      { id: 'wolf', name: 'Wolf' },
      'NPC 2 in the file: "Wolf" could not be brought from sheet version 1 to 2: a version 1 Trail sheet has grit, and this one has none',
    ],
    [
      'a sheet whose migration the schema refuses',
      { id: 'wolf', name: 'Wolf', grit: 11 },
      '(after its upgrade from sheet version 1 to 2)',
    ],
  ])('refuses the whole file for %s, naming it, and changes nothing', (_what, wolf, message) => {
    const s = session()
    const before = s.history.state
    const text = trailNpcFile([{ id: 'bear', name: 'Bear', grit: 4 }, wolf])
    const said = refusal(s.dispatch('gm', 'npc:import', { text }))
    expect(said).toContain('Nothing imported')
    expect(said).toContain(message)
    expect(s.history.state).toBe(before)
  })
})
