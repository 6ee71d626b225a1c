/**
 * A combatant hidden from the players, in every ruleset's bundled demo: what the players' payload
 * holds after End combat (never the hidden figure, neither in the view nor in the patch that ends
 * the fight) and after Reveal of a combatant whose token is GM-only (its token and strip entry
 * together).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { scriptedDice } from '../../../shared/dice'
import { readCampaign, type Campaign } from '../../../shared/model'
import {
  beginCombat,
  endCombat,
  setCombatantHidden,
  startCombat,
} from '../../../shared/play/combat'
import { projectPlayerView, type PlayerView } from '../../../shared/projection'
import { checkCampaignPayloads } from '../../../shared/rules'
import { diffState } from '../../../shared/sync'

const DEMOS = [
  ['bluebox', 'demo-campaign'],
  ['gg', 'gg-demo-campaign'],
  ['zz', 'zz-demo-campaign'],
  ['bw', 'bw-demo-campaign'],
] as const

function demo(folder: string): Campaign {
  const url = new URL(`../../../resources/${folder}/campaign.json`, import.meta.url)
  const read = readCampaign(JSON.parse(readFileSync(url, 'utf8')))
  if (!read.ok) throw new Error(JSON.stringify(read.issues))
  const checked = checkCampaignPayloads(read.campaign)
  if (!checked.ok) throw new Error(JSON.stringify(checked.issues))
  return checked.campaign
}

/**
 * Two beings the players see on the shown map before any fight: the first PC, and the lurker (an
 * NPC where the demo shows one, else a second PC) that the GM will hide.
 */
function cast(c: Campaign): { pc: string; lurker: string } {
  const seen = Object.values(projectPlayerView(c).tokens).filter((t) => t.kind !== 'object')
  const pc = seen.find((t) => t.kind === 'pc')
  const lurker = seen.find((t) => t.kind === 'npc') ?? seen.find((t) => t !== pc)
  if (!pc || !lurker) throw new Error('the demo shows the players fewer than two beings')
  return { pc: pc.id, lurker: lurker.id }
}

/** A fight on the shown map, begun, the lurker hidden; initiative typed so no die is needed. */
function fightWith(c: Campaign, pc: string, lurker: string): Campaign {
  const started = startCombat(
    c,
    {
      mapId: c.playersMapId!,
      entries: [
        { tokenId: pc, side: 'party', hidden: false, initiative: 9 },
        { tokenId: lurker, side: 'foes', hidden: true, initiative: 3 },
      ],
      coordinated: [],
    },
    scriptedDice({}),
    'fight-1',
  ).campaign
  return beginCombat(started, { inEnemySight: () => false }).campaign
}

const stripIds = (v: PlayerView) => v.initiative?.entries.map((e) => e.tokenId) ?? []

describe.each(DEMOS)(
  "a hidden combatant in the %s demo, as the players' payload has it",
  (_id, folder) => {
    it('End combat keeps a never-revealed one off the players map and out of the patch', () => {
      const c = demo(folder)
      const { pc, lurker } = cast(c)
      const during = fightWith(c, pc, lurker)
      const before = projectPlayerView(during)
      expect(Object.keys(before.tokens)).not.toContain(lurker)
      expect(stripIds(before)).toEqual([pc])

      const end = endCombat(during)
      const after = projectPlayerView(end.campaign)
      expect(Object.keys(after.tokens)).not.toContain(lurker)
      expect(Object.keys(after.tokens)).toContain(pc)
      expect(after.initiative).toBeUndefined()
      // The patch the players get for End combat removes the strip and adds no figure.
      const patch = diffState(before, after)
      expect(patch.some((op) => op.path[0] === 'initiative')).toBe(true)
      expect(JSON.stringify(patch)).not.toContain(lurker)
      expect(end.hidden).toEqual([c.tokens[lurker]!.name])
    })

    it('Reveal of a combatant whose token is GM-only brings its token and strip entry together', () => {
      const c = demo(folder)
      const { pc, lurker } = cast(c)
      // The GM placed the lurker GM-only before the fight, as a monster lying in wait.
      const placed = {
        ...c,
        tokens: { ...c.tokens, [lurker]: { ...c.tokens[lurker]!, gmOnly: true } },
      }
      const during = fightWith(placed, pc, lurker)
      expect(Object.keys(projectPlayerView(during).tokens)).not.toContain(lurker)

      const revealed = setCombatantHidden(during, lurker, false)
      const view = projectPlayerView(revealed)
      expect(Object.keys(view.tokens)).toContain(lurker)
      expect(stripIds(view)).toEqual([pc, lurker])
      // Revealed, it stays on the players' map when the fight ends.
      expect(Object.keys(projectPlayerView(endCombat(revealed).campaign).tokens)).toContain(lurker)
    })
  },
)
