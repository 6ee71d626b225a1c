/**
 * The demo campaign with a big battlemap shown to the players: every hex revealed, about 15%
 * painted terrain, the demo's Vaka moved onto it. Its players' view is most of a megabyte, the
 * size that made a player's snapshot requests expensive. Seeded: same map every run.
 */
import { hexKey, offsetToHex } from '../../../shared/geometry/hex'
import { parseCampaign, type Campaign, type TerrainCell } from '../../../shared/model'
import { demoCampaignPath } from '../../../electron/main/app/paths'
import { loadCampaignFile } from '../../../electron/main/session/session'

export const BIG_MAP_TOKEN = 'pc-vaka'

export function bigMapCampaign(cols = 200, rows = 200): Campaign {
  const demo = loadCampaignFile(demoCampaignPath())
  let seed = 7
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32
  const revealed: Record<string, 1> = {}
  const terrain: Record<string, TerrainCell> = {}
  const kinds = ['difficult', 'water', 'dangerous', 'climb'] as const
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const key = hexKey(offsetToHex(col, row, 'pointy'))
      revealed[key] = 1
      if (next() < 0.15) terrain[key] = { kind: kinds[Math.floor(next() * kinds.length)]! }
    }
  }
  const big = {
    kind: 'hex' as const,
    id: 'big',
    name: 'Big map',
    orientation: 'pointy' as const,
    cols,
    rows,
    metresPerHex: 1,
    terrain,
    fog: { enabled: true, revealed },
  }
  const vaka = demo.tokens[BIG_MAP_TOKEN]!
  const raw = {
    ...demo,
    maps: { ...demo.maps, big },
    activeMapId: 'big',
    playersMapId: 'big',
    tokens: { ...demo.tokens, [BIG_MAP_TOKEN]: { ...vaka, mapId: 'big', hex: { q: 1, r: 1 } } },
  }
  const parsed = parseCampaign(raw)
  if (!parsed.ok) throw new Error(`big map campaign: ${JSON.stringify(parsed.issues[0])}`)
  return parsed.campaign
}
