/**
 * A Trail campaign for the tracker's tests: two PCs (Ash, Bo) and two rats on map-1, shown to the
 * players, and helpers to start a fight with scripted initiative dice.
 */
import { scriptedDice } from '../../../../shared/dice'
import { newCampaign, type Campaign, type Combat, type Token } from '../../../../shared/model'
import {
  beginCombat,
  nextTurn,
  startCombat,
  type TurnContextSource,
} from '../../../../shared/play/combat'
import { registerRuleset } from '../../../../shared/rules'
import { TRAIL_ID, trailRuleset } from '../../../support/test-ruleset'
import { trailInstance } from '../../../support/test-ruleset-combat'

// Every file of these tests plays Trail.
registerRuleset(trailRuleset)

export const noSight: TurnContextSource = { inEnemySight: () => false }

function token(
  id: string,
  kind: Token['kind'],
  q: number,
  r: number,
  extra: Partial<Token> = {},
): Token {
  return {
    id,
    mapId: 'map-1',
    name: id[0]!.toUpperCase() + id.slice(1),
    kind,
    hex: { q, r },
    size: 'medium',
    color: '#aa3333',
    gmOnly: false,
    speed: 4,
    instance: { wounds: 0, conditions: [] },
    ...(kind === 'pc' ? { pcId: id } : { npcId: 'rat' }),
    ...extra,
  }
}

/** Ash (pc, 2,2), Bo (pc, 3,2), Rat (npc, 8,2), Mouse (npc, 8,4): grit 3 each, rats grit 2. */
export function trailCampaign(): Campaign {
  const c = newCampaign({ id: 'c', name: 'Fight', rulesetId: TRAIL_ID })
  c.playersMapId = 'map-1'
  c.pcs = { ash: { id: 'ash', name: 'Ash', grit: 3 }, bo: { id: 'bo', name: 'Bo', grit: 3 } }
  c.npcs = { rat: { id: 'rat', name: 'Rat', grit: 2 } }
  c.tokens = {
    ash: token('ash', 'pc', 2, 2),
    bo: token('bo', 'pc', 3, 2),
    rat: token('rat', 'npc', 8, 2),
    mouse: token('mouse', 'npc', 8, 4),
  }
  return c
}

export const PARTY_FIRST = [6, 5, 2, 1] // ash 6, bo 5, rat 2, mouse 1

/** Start (initiative `faces` in the order ash, bo, rat, mouse) without beginning. */
export function started(faces: number[] = PARTY_FIRST, campaign = trailCampaign()): Campaign {
  const ids = ['ash', 'bo', 'rat', 'mouse']
  return startCombat(
    campaign,
    {
      mapId: 'map-1',
      entries: ids.map((tokenId) => ({
        tokenId,
        side: tokenId === 'ash' || tokenId === 'bo' ? 'party' : 'enemies',
        hidden: false,
      })),
      coordinated: [],
    },
    scriptedDice({ 6: faces }),
    'f1',
  ).campaign
}

/** Started and begun: round 1, the first turn taken. */
export function begun(faces: number[] = PARTY_FIRST, campaign = trailCampaign()): Campaign {
  return beginCombat(started(faces, campaign), noSight).campaign
}

export function fight(c: Campaign): Combat {
  if (!c.combat) throw new Error('no fight')
  return c.combat
}

export function next(c: Campaign, times = 1, sight: TurnContextSource = noSight): Campaign {
  let out = c
  for (let i = 0; i < times; i++) out = nextTurn(out, sight).campaign
  return out
}

export function conditionsOn(c: Campaign, tokenId: string): string[] {
  return [...(trailInstance(c.tokens[tokenId]?.instance)?.conditions ?? [])]
}

export function woundsOf(c: Campaign, tokenId: string): number {
  return trailInstance(c.tokens[tokenId]?.instance)?.wounds ?? 0
}

/** Give a token a condition straight on its instance (as a sheet edit would). */
export function withConditionOn(c: Campaign, tokenId: string, id: string): Campaign {
  const t = c.tokens[tokenId]!
  const inst = trailInstance(t.instance)!
  return {
    ...c,
    tokens: {
      ...c.tokens,
      [tokenId]: { ...t, instance: { ...inst, conditions: [...(inst.conditions ?? []), id] } },
    },
  }
}

export function withWounds(c: Campaign, tokenId: string, wounds: number): Campaign {
  const t = c.tokens[tokenId]!
  const inst = trailInstance(t.instance)!
  return { ...c, tokens: { ...c.tokens, [tokenId]: { ...t, instance: { ...inst, wounds } } } }
}
