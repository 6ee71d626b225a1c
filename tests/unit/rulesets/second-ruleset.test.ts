/**
 * The core plays a second ruleset, written for the test (tests/support/test-ruleset.ts), through
 * the Ruleset interface alone: a campaign playing it opens, takes a token from its sheet, moves
 * it at that ruleset's step cost, and shows the players that ruleset's public view of its state.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSession, type Session } from '../../../electron/main/session/session'
import type { Envelope, SnapshotOutput } from '../../../shared/api'
import { newCampaign, readCampaign, type Campaign } from '../../../shared/model'
import { projectPlayerView, type PlayerView } from '../../../shared/projection'
import {
  campaignPayloadIssues,
  checkCampaignPayloads,
  registerRuleset,
  rulesetById,
  unregisterRuleset,
} from '../../../shared/rules'
import { TRAIL_DIFFICULT, TRAIL_ID, TRAIL_SPEED, trailRuleset } from '../../support/test-ruleset'

const START = { q: 2, r: 2 }
/** Three hexes east of the start, painted Difficult. */
const DIFFICULT = { q: 5, r: 2 }

/** A Trail campaign as it would sit in a campaign.json: one PC, a Difficult hex. */
function trailJson(): Record<string, unknown> {
  const c = newCampaign({ id: 'trail', name: 'Over the Pass', rulesetId: TRAIL_ID })
  c.pcs = { ash: { id: 'ash', name: 'Ash', grit: 3 } }
  c.maps['map-1']!.terrain = { [`${DIFFICULT.q},${DIFFICULT.r}`]: { kind: 'difficult' } }
  return JSON.parse(JSON.stringify(c)) as Record<string, unknown>
}

function open(json: unknown): Campaign {
  const read = readCampaign(json)
  if (!read.ok) throw new Error(JSON.stringify(read.issues))
  const checked = checkCampaignPayloads(read.campaign)
  if (!checked.ok) throw new Error(JSON.stringify(checked.issues))
  return checked.campaign
}

function value<T>(env: Envelope<unknown>): T {
  if (!env.ok) throw new Error(`${env.error.code}: ${env.error.message}`)
  return env.value as T
}

function refusal(env: Envelope<unknown>): string {
  if (env.ok) throw new Error('expected a refusal')
  return env.error.message
}

function playersSee(s: Session): PlayerView {
  return value<SnapshotOutput>(s.dispatch('player', 'state:snapshot', {})).view as PlayerView
}

/** A session on the Trail campaign, shown to the players, with Ash placed at START. */
function placed(): { s: Session; tokenId: string } {
  const s = createSession(open(trailJson()))
  value(s.dispatch('gm', 'map:showToPlayers', { mapId: 'map-1' }))
  const out = value<{ tokenId: string; hex: { q: number; r: number } }>(
    s.dispatch('gm', 'token:placeNear', {
      mapId: 'map-1',
      near: START,
      sheet: { kind: 'pc', id: 'ash' },
    }),
  )
  expect(out.hex).toEqual(START)
  return { s, tokenId: out.tokenId }
}

beforeEach(() => registerRuleset(trailRuleset))
afterEach(() => unregisterRuleset(TRAIL_ID))

describe('a second ruleset, registered by a test', () => {
  it('opens a campaign that plays it: parsed, its payloads checked by its own schemas', () => {
    const c = open(trailJson())
    expect(c.rulesetId).toBe(TRAIL_ID)
    expect(rulesetById(c.rulesetId)).toBe(trailRuleset)
    // Trail's own schemas judge its sheets and token state, not Blue Box's.
    const broken = { ...c, pcs: { ash: { id: 'ash', name: 'Ash', grit: 0 } } }
    expect(campaignPayloadIssues(broken).map((i) => i.path)).toEqual(['$.pcs.ash.grit'])
    expect(() => createSession(c)).not.toThrow()
  })

  it('places a token from a sheet with that ruleset’s fresh state and speed', () => {
    const { s, tokenId } = placed()
    const token = s.history.state.tokens[tokenId]!
    expect(token).toMatchObject({ name: 'Ash', pcId: 'ash', speed: TRAIL_SPEED })
    expect(token.instance).toEqual({ wounds: 0 })
  })

  it('moves the token at that ruleset’s step cost, where Blue Box would cost it otherwise', () => {
    const { s, tokenId } = placed()
    const token = s.history.state.tokens[tokenId]!
    const map = s.history.state.maps['map-1']!
    // Blue Box: 1 m + 1 m + Difficult 2 m = 4 m of its 6 m: one Move Action.
    const bluebox = rulesetById('bluebox')!.movement!
    const asBlueBox = bluebox.planMove(
      map,
      { ...token, instance: undefined, speed: 6 },
      DIFFICULT,
      {},
    )
    expect([asBlueBox.band, asBlueBox.total]).toEqual(['move', 4])
    // Trail: 1 + 1 + 3 = 5 of its 4: refused, in its words, and the token stays.
    expect(refusal(s.dispatch('gm', 'map:moveToken', { tokenId, to: DIFFICULT }))).toContain(
      `Ash needs ${2 + TRAIL_DIFFICULT} but has ${TRAIL_SPEED}`,
    )
    expect(s.history.state.tokens[tokenId]!.hex).toEqual(START)
    // Four plain hexes, round the Difficult one: exactly Trail's 4.
    const far = { q: 6, r: 1 }
    value(s.dispatch('gm', 'map:moveToken', { tokenId, to: far }))
    expect(s.history.state.tokens[tokenId]!.hex).toEqual(far)
  })

  it('shows the players that ruleset’s public view of the state, never its numbers', () => {
    const { s, tokenId } = placed()
    expect(playersSee(s).tokens[tokenId]).not.toHaveProperty('health')
    value(s.dispatch('gm', 'token:setInstance', { tokenId, wounds: 2 }))
    expect(s.history.state.tokens[tokenId]!.instance).toEqual({ wounds: 2 })
    const seen = playersSee(s)
    expect(seen.tokens[tokenId]!.health).toBe('hurt')
    expect(JSON.stringify(seen)).not.toContain('wounds')
  })

  it('shows nothing of the state once this build no longer knows the ruleset', () => {
    const { s, tokenId } = placed()
    value(s.dispatch('gm', 'token:setInstance', { tokenId, wounds: 2 }))
    const state = s.history.state
    unregisterRuleset(TRAIL_ID)
    const view = projectPlayerView(state)
    expect(view.tokens[tokenId]).toBeDefined()
    expect(view.tokens[tokenId]).not.toHaveProperty('health')
  })
})
