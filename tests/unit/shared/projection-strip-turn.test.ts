/**
 * While a combatant the players do not see has the turn (hidden in the fight, GM-only, on a fogged
 * hex), their strip must not mark nobody: that alone tells them a hidden one acts. It keeps the
 * last one they saw act (the default) or shows a neutral "…" (the GM's choice on the Table
 * panel), and neither names the hidden one or its place in the order. The following camera holds
 * on the same one. Expectations are worked out by hand from the orders written here.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_TABLE_CAMERA, type Campaign, type HiddenTurnLook } from '../../../shared/model'
import { projectPlayerView, tokenSeenByPlayers } from '../../../shared/projection'
import { combatant, fight, tableCampaign, tok } from '../support/projection-table'

/**
 * Ash (1,1), the rat (2,3), a wolf (3,0) seen; a lurker (5,3) hidden in the fight; the GM-only
 * ghost (4,2). `order` by ids, `current` whose turn it is, in `round`.
 */
function table(order: string[], current: string, round = 2, look?: HiddenTurnLook): Campaign {
  const c = tableCampaign()
  c.tokens.wolf = tok('wolf', 'npc', 3, 0)
  c.tokens.lurker = tok('lurker', 'npc', 5, 3)
  c.combat = {
    ...fight(
      'map-1',
      order.map((id) => combatant(id, id === 'lurker')),
      current,
    ),
    round,
  }
  c.tableDisplay = {
    profiles: {},
    camera: { ...DEFAULT_TABLE_CAMERA, follow: true, ...(look ? { hiddenTurn: look } : {}) },
  }
  return c
}

const marked = (c: Campaign) => {
  const strip = projectPlayerView(c).initiative!
  return {
    round: strip.round,
    current: strip.entries.filter((e) => e.current).map((e) => e.id),
    ...(strip.unseen ? { unseen: true } : {}),
  }
}

describe("the players' strip while one they do not see acts", () => {
  it('keeps the last one they saw act as current: ash, rat, [lurker], wolf on the lurker’s turn marks the rat', () => {
    const c = table(['ash', 'rat', 'lurker', 'wolf'], 'lurker')
    expect(marked(c)).toEqual({ round: 2, current: ['rat'] })
    // Nothing of the lurker leaves: not its name, not its id, not where it stands in the order.
    const view = JSON.stringify(projectPlayerView(c))
    expect(view).not.toContain('lurker')
    expect(view).not.toContain('Lurker')
    // The camera, following, holds on the rat (2,3), not the lurker (5,3) nor the GM's centre.
    expect(projectPlayerView(c).table!.centre).toEqual({ q: 2, r: 3 })
  })

  it('a hidden one first in round 2: the last seen of round 1 (the wolf) with round 1 still shown', () => {
    // Ticking the round over while the wolf stayed current would tell them one acts first.
    expect(marked(table(['lurker', 'ash', 'rat', 'wolf'], 'lurker', 2))).toEqual({
      round: 1,
      current: ['wolf'],
    })
  })

  it('a hidden one opening the fight (round 1): the first one they see, Ash, as the turn to come', () => {
    expect(marked(table(['lurker', 'ash', 'rat', 'wolf'], 'lurker', 1))).toEqual({
      round: 1,
      current: ['ash'],
    })
  })

  it('a GM-only token or one on a fogged hex counts as unseen too', () => {
    expect(marked(table(['ash', 'ghost', 'rat'], 'ghost'))).toEqual({ round: 2, current: ['ash'] })
    const fogged = table(['ash', 'rat', 'wolf'], 'wolf')
    fogged.maps['map-1'] = {
      ...fogged.maps['map-1']!,
      fog: { enabled: true, revealed: { '1,1': 1, '2,3': 1 } },
    }
    expect(marked(fogged)).toEqual({ round: 2, current: ['rat'] })
    expect(projectPlayerView(fogged).table!.centre).toEqual({ q: 2, r: 3 })
  })

  it('the GM’s neutral look: a “…” acting and nobody else marked, the round held the same way', () => {
    expect(marked(table(['ash', 'rat', 'lurker', 'wolf'], 'lurker', 2, 'neutral'))).toEqual({
      round: 2,
      current: [],
      unseen: true,
    })
    expect(marked(table(['lurker', 'ash', 'rat', 'wolf'], 'lurker', 2, 'neutral'))).toEqual({
      round: 1,
      current: [],
      unseen: true,
    })
    const view = JSON.stringify(projectPlayerView(table(['ash', 'lurker'], 'lurker', 2, 'neutral')))
    expect(view).not.toMatch(/lurker/i)
  })

  it('changes nothing while they see whose turn it is', () => {
    expect(marked(table(['ash', 'rat', 'lurker', 'wolf'], 'rat', 2, 'neutral'))).toEqual({
      round: 2,
      current: ['rat'],
    })
    expect(marked(table(['ash', 'rat', 'lurker', 'wolf'], 'wolf'))).toEqual({
      round: 2,
      current: ['wolf'],
    })
  })
})

describe('tokenSeenByPlayers: the one test the camera and the strip share with the map', () => {
  it('agrees with the tokens the players’ view carries', () => {
    const c = table(['ash', 'rat', 'lurker', 'wolf'], 'ash')
    c.maps['map-1'] = {
      ...c.maps['map-1']!,
      fog: { enabled: true, revealed: { '1,1': 1, '5,3': 1 } },
    }
    const shown = Object.keys(projectPlayerView(c).tokens).sort()
    const seen = Object.keys(c.tokens)
      .filter((id) => tokenSeenByPlayers(c, id))
      .sort()
    // Ash is revealed; the rat and wolf are fogged; the lurker is hidden though revealed; the
    // ghost is GM-only; the bat is on the attic, not shown.
    expect(seen).toEqual(['ash'])
    expect(shown).toEqual(seen)
  })
})
