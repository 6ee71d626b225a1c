/**
 * A small hand-built table for the players' view tests: a 6 x 4 square board "Dungeon" shown to
 * the players, Ash (a PC at 1,1), a rat (2,3), a GM-only ghost (4,2), and a second board "Attic"
 * with a bat on it. The ruleset is one this build does not know, so no token shows how hurt it is
 * unless a test picks a ruleset. Every expectation built on it is written out by hand.
 */
import { newCampaign, type Campaign, type Combat, type Token } from '../../../shared/model'
import { fight as emptyFight } from './history-fixtures'

export function tok(id: string, kind: Token['kind'], q: number, r: number, mapId = 'map-1'): Token {
  return {
    id,
    mapId,
    name: id[0]!.toUpperCase() + id.slice(1),
    kind,
    hex: { q, r },
    size: 'medium',
    color: '#334455',
    gmOnly: false,
  }
}

export function tableCampaign(): Campaign {
  const c = newCampaign({
    id: 'c',
    name: 'Table Night',
    rulesetId: 'homebrew',
    board: 'square',
    cols: 6,
    rows: 4,
  })
  c.playersMapId = 'map-1'
  c.maps.attic = {
    kind: 'square',
    id: 'attic',
    name: 'Attic',
    orientation: 'square',
    cols: 3,
    rows: 3,
    metresPerHex: 1,
  }
  c.tokens = {
    ash: tok('ash', 'pc', 1, 1),
    rat: tok('rat', 'npc', 2, 3),
    ghost: { ...tok('ghost', 'npc', 4, 2), gmOnly: true },
    bat: tok('bat', 'npc', 0, 0, 'attic'),
  }
  return c
}

/** A combatant of a hand-built fight: its token's id, its name, hidden or not. */
export function combatant(tokenId: string, hidden = false): Combat['order'][number] {
  return {
    id: tokenId,
    tokenId,
    name: tokenId[0]!.toUpperCase() + tokenId.slice(1),
    side: tokenId === 'ash' ? 'party' : 'enemies',
    initiative: 5,
    hidden,
    left: {},
    full: {},
    usedThisRound: {},
    flags: [],
    hasStarted: true,
  }
}

/** A running fight on `mapId` in round 2, `currentId`'s turn. */
export function fight(
  mapId: string,
  order: Combat['order'],
  currentId: string | null = null,
): Combat {
  return { ...emptyFight('f1', mapId), phase: 'running', round: 2, order, currentId }
}
