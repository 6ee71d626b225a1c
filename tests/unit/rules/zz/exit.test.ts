/**
 * ZZ-21 / ZZ-Q38 on the bundled demo, through main: a Hero on an exit leaves the board and the
 * fight (seed 003 L162: "they can remove their figurine from play, and give their turn to any
 * other Hero of their choosing"), and the tracker gives the chosen Hero its extra turn as a step of
 * its own, each undone alone.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSession, type Session } from '../../../../electron/main/session/session'
import type { Envelope } from '../../../../shared/api'
import { readCampaign, type Campaign } from '../../../../shared/model'
import { checkCampaignPayloads } from '../../../../shared/rules'

const DEMO = join(__dirname, '../../../../resources/zz-demo-campaign/campaign.json')

function demo(options: Record<string, unknown> = {}): Campaign {
  const read = readCampaign(JSON.parse(readFileSync(DEMO, 'utf8')))
  if (!read.ok) throw new Error(JSON.stringify(read.issues))
  const checked = checkCampaignPayloads({ ...read.campaign, tableOptions: options })
  if (!checked.ok) throw new Error(JSON.stringify(checked.issues))
  return checked.campaign
}

function value<T>(env: Envelope<unknown>): T {
  if (!env.ok) throw new Error(`${env.error.code}: ${env.error.message}`)
  return env.value as T
}

const fight = (s: Session) => s.history.state.combat!
const ids = ['pc-brogan', 'pc-elowen', 'pc-pell', 'npc-mondo']

/** Pell stands on the Stairs up (2,5); the fight runs until it is `whose` turn. */
function pellOnTheStairs(options: Record<string, unknown> = {}, campaign = demo(options)): Session {
  const s = createSession(campaign)
  value(s.dispatch('gm', 'map:moveToken', { tokenId: 'pc-pell', to: { q: 2, r: 5 }, free: true }))
  value(
    s.dispatch('gm', 'combat:start', {
      mapId: 'crypt',
      entries: ids.map((tokenId) => ({
        tokenId,
        side: tokenId.startsWith('pc') ? 'party' : 'enemies',
        hidden: false,
      })),
      coordinated: [],
    }),
  )
  value(s.dispatch('gm', 'combat:begin', {}))
  return s
}

function untilTurnOf(s: Session, id: string): void {
  for (let i = 0; i < 8 && fight(s).currentId !== id; i++)
    value(s.dispatch('gm', 'combat:next', {}))
  expect(fight(s).currentId).toBe(id)
}

const combatant = (s: Session, id: string) => fight(s).order.find((c) => c.id === id)

describe('ZZ-21 leaving by an exit (seed 003 L156-162)', () => {
  it('removes the Hero from the board and the fight; the extra full turn is its own undoable step', () => {
    const s = pellOnTheStairs()
    untilTurnOf(s, 'pc-pell')
    value(s.dispatch('gm', 'combat:spend', { combatantId: 'pc-pell', resource: 'ap', amount: 2 }))
    const actedBefore = [...fight(s).acted]
    value(s.dispatch('gm', 'roll:check', { kind: 'exit', tokenId: 'pc-pell' }))
    expect(s.history.state.tokens['pc-pell']).toBeUndefined()
    expect(combatant(s, 'pc-pell')).toBeUndefined()
    // ZZ-Q38 default (extraTurn): the receiver takes a full turn now, 3 AP and its MOVE
    // (Brogan's sheet: MOVE 4), whatever it had spent in its own turn.
    const giver = actedBefore.includes('pc-brogan') ? 'pc-brogan' : 'pc-elowen'
    value(s.dispatch('gm', 'combat:extraTurn', { combatantId: giver }))
    expect(fight(s).currentId).toBe(giver)
    const move = giver === 'pc-brogan' ? 4 : 6
    expect(combatant(s, giver)?.left).toMatchObject({ ap: 3, move })
    // Undo takes back the extra turn alone, then the exit.
    value(s.dispatch('gm', 'history:undo', {}))
    expect(fight(s).currentId).not.toBe(giver)
    expect(s.history.state.tokens['pc-pell']).toBeUndefined()
    value(s.dispatch('gm', 'history:undo', {}))
    expect(s.history.state.tokens['pc-pell']?.hex).toEqual({ q: 2, r: 5 })
    expect(fight(s).currentId).toBe('pc-pell')
  })

  it('after the extra turn the round goes on; a receiver that had not acted keeps its regular turn', () => {
    const s = pellOnTheStairs()
    // Heroes first (F-ZZ-1): Brogan, Elowen, Pell, then Zaldar's Mondo. Elowen waits for Pell.
    expect(fight(s).currentId).toBe('pc-brogan')
    value(s.dispatch('gm', 'combat:delay', { combatantId: 'pc-elowen', afterId: 'pc-pell' }))
    untilTurnOf(s, 'pc-pell')
    value(s.dispatch('gm', 'roll:check', { kind: 'exit', tokenId: 'pc-pell' }))
    value(s.dispatch('gm', 'combat:extraTurn', { combatantId: 'pc-elowen' }))
    expect(fight(s).currentId).toBe('pc-elowen')
    value(s.dispatch('gm', 'combat:next', {}))
    expect(fight(s).currentId).toBe('npc-mondo')
    expect(fight(s).extraTurn).toBeUndefined()
    // Her own turn of this round is still to come (after Pell, who left: at the round's end).
    value(s.dispatch('gm', 'combat:next', {}))
    expect(fight(s).currentId).toBe('pc-elowen')
    expect(fight(s).round).toBe(1)
    // Brogan, who had acted, gets no second regular turn: round 2 starts with him after her.
    value(s.dispatch('gm', 'combat:next', {}))
    expect([fight(s).round, fight(s).currentId]).toEqual([2, 'pc-brogan'])
  })

  it('ZZ-Q38 remainingAP: the tracker gives the AP the leaver had left', () => {
    const s = pellOnTheStairs({ exitGiveTurn: 'remainingAP' })
    untilTurnOf(s, 'pc-pell')
    value(s.dispatch('gm', 'combat:spend', { combatantId: 'pc-pell', resource: 'ap', amount: 2 }))
    const r = value<{ entry?: { outcome?: { detail?: string } } }>(
      s.dispatch('gm', 'roll:check', { kind: 'exit', tokenId: 'pc-pell' }),
    )
    // 3 AP − 2 spent = 1 AP left to give.
    expect(JSON.stringify(r)).toContain('the 1 AP it had left')
    value(
      s.dispatch('gm', 'combat:extraTurn', { combatantId: 'pc-brogan', left: { ap: 1, move: 0 } }),
    )
    expect(combatant(s, 'pc-brogan')?.left).toMatchObject({ ap: 1, move: 0 })
  })

  it('refuses a Hero off the exit, and a monster', () => {
    const s = createSession(demo())
    const off = s.dispatch('gm', 'roll:check', { kind: 'exit', tokenId: 'pc-brogan' })
    expect(!off.ok && off.error.message).toMatch(/not on an exit/)
    value(
      s.dispatch('gm', 'map:moveToken', { tokenId: 'npc-mondo', to: { q: 2, r: 5 }, free: true }),
    )
    const monster = s.dispatch('gm', 'roll:check', { kind: 'exit', tokenId: 'npc-mondo' })
    expect(!monster.ok && monster.error.message).toMatch(/not a Hero/)
  })

  it('the Hero keeps its wounds, Mind Points, statuses and gear on its sheet and comes back with them', () => {
    // L162 removes the figurine from play and says nothing of the Hero's state: nothing is lost.
    // Pell (9 HP, 3 Mind Points on his sheet) leaves hurt to 4 HP with 1 Mind Point, Tripped,
    // 3 of his 8 rocks left, Mondo in his attack log.
    const c = demo()
    const pell = c.tokens['pc-pell']!
    const was = pell.instance as { gear: { stored: { item: string; count: number }[] } }
    const stored = was.gear.stored.map((x) => (x.item === 'rock' ? { ...x, count: 3 } : x))
    const hurt = {
      ...was,
      hp: 4,
      mind: 1,
      statuses: ['tripped'],
      attackedBy: ['npc-mondo'],
      gear: { ...was.gear, stored },
    }
    const s = pellOnTheStairs(
      {},
      { ...c, tokens: { ...c.tokens, 'pc-pell': { ...pell, instance: hurt } } },
    )
    untilTurnOf(s, 'pc-pell')
    value(s.dispatch('gm', 'roll:check', { kind: 'exit', tokenId: 'pc-pell' }))
    expect(s.history.state.tokens['pc-pell']).toBeUndefined()
    const kept = { hp: 4, mind: 1, statuses: ['tripped'], gear: { ...was.gear, stored } }
    // The attack log names this fight's foes since his last turn here (ZZ-40): it stays behind.
    expect(s.history.state.pcs.pell).toMatchObject({ offBoard: { ...kept, attackedBy: [] } })
    // The GM places Pell again from the library (a later map): the same Hero, not a fresh one.
    const placed = value<{ tokenId: string }>(
      s.dispatch('gm', 'token:placeNear', {
        mapId: 'crypt',
        near: { q: 10, r: 10 },
        sheet: { kind: 'pc', id: 'pell' },
      }),
    )
    expect(s.history.state.tokens[placed.tokenId]?.instance).toMatchObject(kept)
    // Undoing the placing and the exit gives the sheet back as it was.
    value(s.dispatch('gm', 'history:undo', {}))
    value(s.dispatch('gm', 'history:undo', {}))
    expect(s.history.state.pcs.pell).not.toHaveProperty('offBoard')
    expect(s.history.state.tokens['pc-pell']?.instance).toMatchObject({ hp: 4 })
  })
})
