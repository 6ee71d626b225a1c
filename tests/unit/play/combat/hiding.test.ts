/**
 * A combatant hidden from the players: End combat keeps a never-revealed one off their map (its
 * token turns GM-only) and says so; Reveal shows the combatant and its token together, or says why
 * it cannot.
 */
import { describe, expect, it } from 'vitest'
import type { Campaign } from '../../../../shared/model'
import { endCombat, setCombatantHidden } from '../../../../shared/play/combat'
import { begun, fight } from './fixture'

const gmOnly = (c: Campaign, id: string) => c.tokens[id]!.gmOnly
const hiddenIds = (c: Campaign) =>
  fight(c)
    .order.filter((o) => o.hidden)
    .map((o) => o.id)

/** The rat's token made GM-only before the fight, as a GM places a lurking monster. */
function withRatGmOnly(c: Campaign): Campaign {
  return { ...c, tokens: { ...c.tokens, rat: { ...c.tokens['rat']!, gmOnly: true } } }
}

describe('End combat with a hidden combatant', () => {
  it('turns a never-revealed combatant GM-only and names it; the others stay as they were', () => {
    const c = setCombatantHidden(begun(), 'rat', true)
    const end = endCombat(c)
    expect(gmOnly(end.campaign, 'rat')).toBe(true)
    for (const id of ['ash', 'bo', 'mouse']) expect(gmOnly(end.campaign, id)).toBe(false)
    expect(end.hidden).toEqual(['Rat'])
    expect(end.campaign.combat).toBeNull()
  })

  it('leaves a revealed combatant shown, and lists a GM-only fighter as still hidden', () => {
    let c = setCombatantHidden(begun(), 'rat', true)
    c = setCombatantHidden(c, 'rat', false)
    c = { ...c, tokens: { ...c.tokens, mouse: { ...c.tokens['mouse']!, gmOnly: true } } }
    const end = endCombat(c)
    expect(gmOnly(end.campaign, 'rat')).toBe(false)
    expect(end.hidden).toEqual(['Mouse'])
  })

  it('lists nothing when the players saw everyone', () => {
    expect(endCombat(begun()).hidden).toEqual([])
  })
})

describe('Reveal', () => {
  it('of a hidden combatant whose token is GM-only shows both, and the log says so', () => {
    const c = setCombatantHidden(withRatGmOnly(begun()), 'rat', true)
    const out = setCombatantHidden(c, 'rat', false)
    expect(hiddenIds(out)).toEqual([])
    // Only its hidden flag changes: the entry keeps its place and everything else.
    const before = fight(c).order.map((o) => (o.id === 'rat' ? { ...o, hidden: false } : o))
    expect(fight(out).order).toEqual(before)
    expect(gmOnly(out, 'rat')).toBe(false)
    expect(fight(out).log.at(-1)?.text).toBe("Rat is revealed, its token shown on the players' map")
  })

  it('of a combatant not hidden in the fight but whose token is GM-only shows the token', () => {
    const c = withRatGmOnly(begun())
    expect(hiddenIds(c)).toEqual([])
    const out = setCombatantHidden(c, 'rat', false)
    expect(gmOnly(out, 'rat')).toBe(false)
  })

  it('of a token fighting twice reveals both of its combatants (one alone would keep it off)', () => {
    let c = begun()
    const rat = fight(c).order.find((o) => o.id === 'rat')!
    c = { ...c, combat: { ...fight(c), order: [...fight(c).order, { ...rat, id: 'rat-2' }] } }
    c = setCombatantHidden(setCombatantHidden(c, 'rat', true), 'rat-2', true)
    expect(hiddenIds(setCombatantHidden(c, 'rat-2', false))).toEqual([])
  })

  it('of a combatant already seen changes nothing', () => {
    const c = begun()
    expect(setCombatantHidden(c, 'rat', false)).toBe(c)
  })

  it('says why it cannot when the token is gone', () => {
    const c = setCombatantHidden(begun(), 'rat', true)
    const { rat: _gone, ...tokens } = c.tokens
    expect(() => setCombatantHidden({ ...c, tokens }, 'rat', false)).toThrow(
      "Rat's token is no longer on any map, so there is nothing to show the players",
    )
  })

  it('of one hidden combatant leaves another hidden one hidden, and logs no token shown', () => {
    let c = setCombatantHidden(setCombatantHidden(begun(), 'rat', true), 'mouse', true)
    c = setCombatantHidden(c, 'rat', false)
    expect(hiddenIds(c)).toEqual(['mouse'])
    expect(fight(c).log.at(-1)?.text).toBe('Rat is revealed')
  })

  it('of a combatant already seen changes nothing while another is hidden', () => {
    const c = setCombatantHidden(begun(), 'mouse', true)
    expect(setCombatantHidden(c, 'rat', false)).toBe(c)
  })

  it('Make hidden logs it, and twice changes nothing the second time', () => {
    const c = setCombatantHidden(begun(), 'rat', true)
    expect(fight(c).log.at(-1)?.text).toBe('Rat is hidden from the players')
    expect(setCombatantHidden(c, 'rat', true)).toBe(c)
  })

  it("Make hidden leaves the token's GM-only flag alone", () => {
    const c = setCombatantHidden(begun(), 'rat', true)
    expect(hiddenIds(c)).toEqual(['rat'])
    expect(gmOnly(c, 'rat')).toBe(false)
  })
})
