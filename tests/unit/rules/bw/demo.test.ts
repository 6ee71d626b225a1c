/**
 * The bundled BrikWars demo ("Brick Hill Skirmish", resources/bw-demo-campaign) and BW sheets and
 * token states through the Ruleset interface: it loads and validates as a BW campaign on a 72" x
 * 48" gridless battlefield; the players' view shows On Fire, Stunned, Prone and Destroyed but never
 * Armor, Skill or weapons; NPC files round-trip; a hand edit that cannot stand is refused.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../../shared/dice'
import { readCampaign, type Campaign, type GridlessMapDef } from '../../../../shared/model'
import { projectPlayerView } from '../../../../shared/projection'
import {
  checkCampaignPayloads,
  importNpcFile,
  rulesetById,
  rulesetOf,
  exportNpcFile,
} from '../../../../shared/rules'
import type { BwNpc } from '../../../../shared/rules/bw/engine/library'
import { HUT, TROOPER } from '../../support/bw-fixture'

const DEMO = join(__dirname, '../../../../resources/bw-demo-campaign/campaign.json')
const bw = rulesetById('bw')!

function demo(): Campaign {
  const read = readCampaign(JSON.parse(readFileSync(DEMO, 'utf8')))
  if (!read.ok) throw new Error(JSON.stringify(read.issues))
  const checked = checkCampaignPayloads(read.campaign)
  if (!checked.ok) throw new Error(JSON.stringify(checked.issues))
  return checked.campaign
}

describe('the BW demo campaign', () => {
  it('opens as BrikWars on a 72" x 48" gridless battlefield with a road, a river, a slope, obstacles, a hut, two armies and a tank', () => {
    const c = demo()
    expect(rulesetOf(c).id).toBe('bw')
    const map = c.maps[c.activeMapId] as GridlessMapDef
    expect(map).toMatchObject({ kind: 'gridless', cols: 144, rows: 96, cellInches: 0.5 })
    const kinds = Object.values(map.areas ?? {}).map((a) => a.kind)
    expect(kinds).toEqual(expect.arrayContaining(['road', 'liquid', 'slope', 'ladder']))
    const heights = Object.values(map.obstacles ?? {}).map((o) => o.heightBrix)
    // A free jump, a climb and one that needs a ladder.
    expect(heights.some((h) => h <= 3) && heights.some((h) => h > 3 && h <= 5)).toBe(true)
    expect(heights.some((h) => h > 5)).toBe(true)
    expect(map.fog?.enabled).toBe(true)
    const tokens = Object.values(c.tokens)
    expect(tokens.filter((t) => t.kind === 'pc')).toHaveLength(7)
    expect(tokens.filter((t) => t.kind === 'npc')).toHaveLength(8)
    const hut = c.npcs.hut as unknown as BwNpc
    expect(hut.flammable).toBe(true)
    const tank = c.npcs['red-tank'] as unknown as BwNpc
    expect(tank).toMatchObject({ type: 'vehicle', propulsion: { kind: 'treads' } })
    expect(c.tokens['red-tank']!.base).toMatchObject({ shape: 'rect', width: 3, depth: 5 })
  })

  it('BW-31 the Blue Bazooka fires at Red Bazooka across the river: one step through the interface', () => {
    const c = demo()
    // Blue Bazooka (12", 24") at Red Bazooka (58", 20") is too far for a 15" bazooka.
    expect(() =>
      bw.rolls.resolve(
        {
          kind: 'attack',
          attackerTokenId: 'blue-bazooka',
          targetTokenId: 'red-bazooka',
          weapon: 0,
        },
        c,
        scriptedDice({}),
      ),
    ).toThrow(/away; Bazooka reaches 15"/)
    // A GM's satchel charge by the hut: the hut (and nobody else) is caught.
    const out = bw.rolls.resolve(
      bw.rolls.schema.parse({ kind: 'explosion', at: { x: 28, y: 39 }, damage: '2d10' }),
      c,
      scriptedDice({ 10: [9, 4] }),
    )
    expect(out.outcome.detail).toContain('Wooden hut at 1½": 9 + 4 = 13 vs Armor 8: destroyed')
  })

  it('the players see On Fire with its Burn Level, Stunned, Prone and Destroyed, never Armor, Skill or weapons', () => {
    const c = demo()
    const t = c.tokens['red-1']!
    const hut = c.tokens.hut!
    c.tokens['red-1'] = {
      ...t,
      instance: { ...t.instance, statuses: ['stunned', 'exhausted', 'prone'] },
    }
    c.tokens.hut = { ...hut, instance: { ...hut.instance, burnLevel: 2 } }
    c.tokens['red-2'] = {
      ...c.tokens['red-2']!,
      instance: { ...c.tokens['red-2']!.instance, destroyed: true },
    }
    expect(bw.instance.publicView(c.tokens['red-1']!.instance, c.npcs['red-trooper'])).toEqual({
      conditions: ['Stunned', 'Prone'],
    })
    expect(bw.instance.publicView(c.tokens.hut!.instance, c.npcs.hut)).toEqual({
      conditions: ['On Fire (Burn Level 2)'],
    })
    expect(bw.instance.publicView(c.tokens['red-2']!.instance, null)).toEqual({
      health: 'down',
      conditions: ['Destroyed'],
    })
    c.maps.field = { ...c.maps.field!, fog: { enabled: false, revealed: {} } } as never
    const view = JSON.stringify(projectPlayerView(c))
    expect(view).toContain('On Fire (Burn Level 2)')
    for (const secret of [
      'armor',
      'skillDie',
      'Rifle',
      'Tank cannon',
      '"ur"',
      'weapons',
      'movedThisTurnIn',
    ]) {
      expect(view).not.toContain(secret)
    }
  })
})

describe('BW sheets and states', () => {
  it('C.8 a blank NPC is a standard minifig; its token moves 5"; its state starts fresh', () => {
    const blank = bw.sheet.blank('npc', 'n1', 'Recruit')
    expect(bw.sheet.schema.npc.safeParse(blank).success).toBe(true)
    expect(blank).toMatchObject({ type: 'minifig', skillDie: 6, moveIn: 5, armor: 'd6' })
    expect(bw.sheet.token!(blank)).toEqual({ size: 'medium', speed: 5 })
    expect(bw.instance.fresh(blank)).toMatchObject({ destroyed: false, burnLevel: 0, statuses: [] })
  })

  it('C.8 NPC files round-trip; a bad field is named in words by its path', () => {
    const text = exportNpcFile(rulesetById('bw')!, [TROOPER, HUT])
    const read = importNpcFile(bw, text, ['hut'])
    expect(read).toMatchObject({ ok: true, renamed: [{ from: 'hut', to: 'hut-2' }] })
    const bad = text
      .replace('"armor": "d6"', '"armor": "d7x"')
      .replace('"moveIn": 5', '"moveIn": -1')
    const refused = importNpcFile(bw, bad, [])
    expect(refused.ok).toBe(false)
    const errors = refused.ok ? [] : refused.errors
    expect(errors.map((e) => e.message).join(' | ')).toMatch(/Move must be at least 0/)
    expect(errors.map((e) => e.message).join(' | ')).toMatch(/Armor/)
  })

  it('a hand edit that cannot stand is refused in words', () => {
    const fresh = bw.instance.fresh(TROOPER) as Record<string, unknown>
    expect(bw.instance.problem!({ ...fresh, burnLevel: 2 }, TROOPER)).toBe(
      'Trooper cannot burn: its sheet is not flammable',
    )
    expect(bw.instance.problem!({ ...fresh, burnLevel: 5 }, { ...HUT, maxBurnLevel: 4 })).toBe(
      'Wooden hut burns at most at Burn Level 4, not 5',
    )
    expect(bw.instance.problem!({ ...fresh, burnLevel: 2 }, HUT)).toBeNull()
  })
})
