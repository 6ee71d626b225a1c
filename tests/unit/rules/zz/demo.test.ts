/**
 * The bundled ZZ demo ("The Goblin Crypt", resources/zz-demo-campaign): it opens as a ZZ campaign
 * on a square map with its sheets and figure states valid under the ZZ schemas, and the issue's
 * walk through main: a closed door blocks, opening it costs 1 AP, a walk past MOVE pays AP, a
 * spear thrust at Mondo's back waits for its re-roll, and the supply crate is opened and looted.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSession, type Session } from '../../../../electron/main/session/session'
import type { Envelope } from '../../../../shared/api'
import { readCampaign, type Campaign, type SquareMapDef } from '../../../../shared/model'
import { checkCampaignPayloads, rulesetOf } from '../../../../shared/rules'
import { zzInstanceOf } from '../../../../shared/rules/zz/engine/instance'

const DEMO = join(__dirname, '../../../../resources/zz-demo-campaign/campaign.json')

function demo(): Campaign {
  const read = readCampaign(JSON.parse(readFileSync(DEMO, 'utf8')))
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

const at = (s: Session, id: string) => s.history.state.tokens[id]!.hex
const inst = (s: Session, id: string) => zzInstanceOf(s.history.state.tokens[id]!.instance)!

describe('the ZZ demo campaign', () => {
  it('opens as Zealots of Zaldar on a 24 x 18 square map with doors, containers, exits and a hidden layer', () => {
    const c = demo()
    expect(rulesetOf(c).id).toBe('zz')
    const map = c.maps[c.activeMapId] as SquareMapDef
    expect(map).toMatchObject({ kind: 'square', orientation: 'square', cols: 24, rows: 18 })
    expect(Object.values(map.doors ?? {}).map((d) => d.kind)).toEqual(
      expect.arrayContaining(['door', 'secret']),
    )
    expect(Object.values(map.doors ?? {}).some((d) => d.locked)).toBe(true)
    expect(Object.keys(map.containers ?? {})).toContain('crate')
    expect(Object.keys(map.exits ?? {})).toHaveLength(2)
    expect(
      Object.values(map.hidden ?? {})
        .flat()
        .map((h) => h.kind),
    ).toEqual(expect.arrayContaining(['trap', 'monster', 'note']))
    for (const t of Object.values(c.tokens)) expect(zzInstanceOf(t.instance)).not.toBeNull()
  })

  it('walks the issue: a shut door, opened for 1 AP; Mondo struck from behind; the crate looted', () => {
    const s = createSession(demo())
    // The oak door on the west side of 8,3 is shut: nobody walks through it.
    expect(
      refusal(s.dispatch('gm', 'map:moveToken', { tokenId: 'pc-brogan', to: { q: 9, r: 3 } })),
    ).toMatch(/walls or closed doors/)
    value(s.dispatch('gm', 'map:moveToken', { tokenId: 'pc-brogan', to: { q: 7, r: 3 } }))
    value(
      s.dispatch('gm', 'roll:check', { kind: 'openClose', tokenId: 'pc-brogan', door: '8,3,1' }),
    )
    const map = () => s.history.state.maps.crypt as SquareMapDef
    expect(map().doors!['8,3,1']).toMatchObject({ open: true })
    // Through the door to 9,4: south of Mondo, who faces north; the spear reaches 2 squares.
    value(s.dispatch('gm', 'map:moveToken', { tokenId: 'pc-brogan', to: { q: 9, r: 4 } }))
    expect(at(s, 'pc-brogan')).toEqual({ q: 9, r: 4 })
    value(
      s.dispatch('gm', 'roll:attack', {
        attackerTokenId: 'pc-brogan',
        targetTokenId: 'npc-mondo',
        weapon: 'spear',
      }),
    )
    const pending = s.history.state.rulesetState?.pendingAttack as
      { rerollsLeft?: number } | undefined
    expect(pending).toBeDefined()
    const hpBefore = inst(s, 'npc-mondo').hp
    value(s.dispatch('gm', 'roll:check', { kind: 'reroll', dice: [] }))
    expect(s.history.state.rulesetState?.pendingAttack ?? null).toBeNull()
    expect(inst(s, 'npc-mondo').attackedBy).toContain('pc-brogan')
    expect(inst(s, 'npc-mondo').hp).toBeLessThanOrEqual(hpBefore)
    // Back beside the crate (6,2 is north of 6,3): open it, then loot it.
    value(s.dispatch('gm', 'map:moveToken', { tokenId: 'pc-pell', to: { q: 6, r: 3 }, free: true }))
    value(
      s.dispatch('gm', 'roll:check', {
        kind: 'openClose',
        tokenId: 'pc-pell',
        containerId: 'crate',
      }),
    )
    value(
      s.dispatch('gm', 'roll:check', { kind: 'loot', tokenId: 'pc-pell', containerId: 'crate' }),
    )
    expect(map().containers!.crate!.items).toEqual([])
    const carried = inst(s, 'pc-pell').gear.stored.map((x) => x.item)
    expect(carried.join(' ')).toMatch(/Healing Potion/)
  })

  it('Elowen throws her knife through the open door: range 5 + STR, 1 AP, it lands next to Mondo (seed 003 L272-279)', () => {
    const s = createSession(demo())
    value(s.dispatch('gm', 'map:moveToken', { tokenId: 'pc-brogan', to: { q: 7, r: 3 } }))
    value(
      s.dispatch('gm', 'roll:check', { kind: 'openClose', tokenId: 'pc-brogan', door: '8,3,1' }),
    )
    value(
      s.dispatch('gm', 'map:moveToken', { tokenId: 'pc-elowen', to: { q: 6, r: 3 }, free: true }),
    )
    // 6,3 -> 10,3 is 4 spaces; the sheet says range 1, but a throw reaches 5 + STR 1 = 6.
    value(
      s.dispatch('gm', 'roll:attack', {
        attackerTokenId: 'pc-elowen',
        targetTokenId: 'npc-mondo',
        weapon: 'knife',
      }),
    )
    if (s.history.state.rulesetState?.pendingAttack)
      value(s.dispatch('gm', 'roll:check', { kind: 'reroll', dice: [] }))
    expect(inst(s, 'pc-elowen').gear.hands).toEqual(['shortbow', null])
    // Within range the Direction Die moves it one square from Mondo (10,3), or it stays there.
    const piles = Object.entries((s.history.state.maps.crypt as SquareMapDef).items ?? {})
    const where = piles.find(([, pile]) => pile.some((i) => i.id === 'knife'))?.[0] ?? ''
    const [x, y] = where.split(',').map(Number)
    expect(Math.max(Math.abs((x ?? 99) - 10), Math.abs((y ?? 99) - 3))).toBeLessThanOrEqual(1)
  })

  it('refuses the locked iron door in words', () => {
    const s = createSession(demo())
    value(
      s.dispatch('gm', 'map:moveToken', { tokenId: 'pc-pell', to: { q: 19, r: 10 }, free: true }),
    )
    expect(
      refusal(
        s.dispatch('gm', 'roll:check', { kind: 'openClose', tokenId: 'pc-pell', door: '19,11,0' }),
      ),
    ).toMatch(/locked/i)
  })
})
