/**
 * Every shipped ruleset's attack through the same path the GM's attack dialog takes (the
 * dispatcher's `roll:attack`, main's dice, one undoable step): the same dice give the same log
 * line and the same campaign, and Undo puts the campaign back as it was before the roll.
 *
 * The request's shape is each ruleset's own, so each names one here: the first PC on its demo's
 * board attacks the first NPC moved beside it, with the simplest attack its sheet has. A ruleset
 * with a demo and no request here fails the first test, so a fifth one is not skipped quietly.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { createDispatcher } from '../../../electron/main/session/dispatcher'
import { DiceLog } from '../../../electron/main/session/dice-log'
import { CampaignHistory } from '../../../electron/main/session/history'
import { Hub } from '../../../electron/main/session/hub'
import { TableDisplays } from '../../../electron/main/session/table-displays'
import type { HostSlot } from '../../../electron/main/session/devices-handlers'
import { loadCampaignFile } from '../../../electron/main/session/session'
import { seededDice } from '../../../shared/dice'
import type { Campaign, Token } from '../../../shared/model'

vi.mock('electron')

const RESOURCES = join(__dirname, '../../../resources')
const DEMOS = readdirSync(RESOURCES)
  .filter((d) => existsSync(join(RESOURCES, d, 'campaign.json')))
  .map((d) => join(RESOURCES, d, 'campaign.json'))

type Request = (attacker: Token, target: Token, c: Campaign) => Record<string, unknown>

/** Each ruleset's simplest attack of `attacker` at `target`, in its own request shape. */
const ATTACKS: Record<string, Request> = {
  bluebox: (a, t, c) => {
    const pc = c.pcs[a.pcId ?? ''] as unknown as { weapons: { id: string }[] }
    return { attackerId: a.id, weaponId: pc.weapons[0]!.id, targetId: t.id, situation: {} }
  },
  gg: (a, t) => ({ attackerTokenId: a.id, targetTokenId: t.id, use: 'unarmed' }),
  zz: (a, t) => ({ attackerTokenId: a.id, targetTokenId: t.id, weapon: 'unarmed' }),
  bw: (a, t) => ({ attackerTokenId: a.id, targetTokenId: t.id, weapon: 0 }),
}

/** A session on a demo with its first NPC beside its first PC (one step east on any board). */
function session(file: string) {
  const campaign = loadCampaignFile(file)
  const onBoard = Object.values(campaign.tokens).filter(
    (t) => t.mapId === campaign.activeMapId && !t.gmOnly,
  )
  const attacker = onBoard.find((t) => t.kind === 'pc')
  const target = onBoard.find((t) => t.kind === 'npc')
  if (!attacker || !target) throw new Error(`${file}: no PC and NPC on the active map`)
  target.hex = { q: attacker.hex.q + 1, r: attacker.hex.r }
  const history = new CampaignHistory(campaign)
  const hub = new Hub(history)
  const log = new DiceLog(seededDice(11), () => new Date(0))
  const host: HostSlot = { devices: null, history: null }
  const dispatch = createDispatcher(history, hub, log, host, new TableDisplays())
  return { history, dispatch, attacker, target, ruleset: campaign.rulesetId ?? 'bluebox' }
}

/** A campaign as plain data, to compare two runs and the state before and after. */
function comparable(c: Campaign): unknown {
  return JSON.parse(JSON.stringify(c))
}

describe('an attack through the table, on every demo', () => {
  it('every demo plays a ruleset this test knows how to attack in', () => {
    for (const file of DEMOS) {
      const { ruleset } = session(file)
      expect(Object.keys(ATTACKS), file).toContain(ruleset)
    }
  })

  it.each(DEMOS.map((f) => [f.split('/').at(-2)!, f] as const))(
    '%s: the same dice give the same roll and campaign, and Undo restores the campaign',
    (_name, file) => {
      const runs = [session(file), session(file)]
      const before = comparable(runs[0]!.history.state)
      const results = runs.map((s) => {
        const request = ATTACKS[s.ruleset]!(s.attacker, s.target, s.history.state)
        const env = s.dispatch('gm', 'roll:attack', request, {})
        if (!env.ok) throw new Error(`${s.ruleset}: the attack was refused: ${env.error.message}`)
        return { entry: env.value, campaign: comparable(s.history.state) }
      })
      expect(results[1]!.entry).toEqual(results[0]!.entry)
      expect(results[1]!.campaign).toEqual(results[0]!.campaign)
      const s = runs[0]!
      // Dice were thrown and recorded, and the roll changed the campaign (seed 11 gives each demo
      // an attack that lands or leaves a mark), so Undo has a step to take back.
      expect((results[0]!.entry as { faces: unknown[] }).faces.length).toBeGreaterThan(0)
      expect(results[0]!.campaign).not.toEqual(before)
      expect(s.dispatch('gm', 'history:undo', {}, {}).ok).toBe(true)
      expect(comparable(s.history.state)).toEqual(before)
    },
  )
})
