/**
 * A BW unit's turn as the GM reads it: the movement budget line ("Move 5" · Paved road +1" ·
 * In liquid: half speed → 3"") from where it stands, what it carries and its Extra Effort
 * (BW-04..14, BW-01), and whether it may put forth Extra Effort now (the engine's words if not).
 */
import type { Campaign, Token } from '../../../../shared/model'
import { isGridlessMap } from '../../../../shared/model/board'
import { pointInPolygon } from '../../../../shared/geometry/gridless'
import {
  checkExtraEffort,
  formatInches,
  moveBudget,
  type BwMoveSituation,
  type BwOptions,
} from '../../../../shared/rules/bw'
import { bwOptionsOf, bwSheetOfToken, bwStateOfToken, tokenPoint } from './support'

/** What the ground under a token gives its move: road, liquid, ladder, a slope. */
function groundUnder(c: Campaign, t: Token): BwMoveSituation {
  const map = c.maps[t.mapId]
  if (!map || !isGridlessMap(map)) return {}
  const at = tokenPoint(t)
  const s: BwMoveSituation = {}
  for (const a of Object.values(map.areas ?? {})) {
    if (!pointInPolygon(at, a.points)) continue
    if (a.kind === 'road') s.road = true
    else if (a.kind === 'liquid') s.liquid = true
    else if (a.kind === 'ladder') s.ladder = true
    else if (a.kind === 'slope' && a.slopeDegrees) s.uphill = { deg: a.slopeDegrees }
  }
  return s
}

/** Short words for the budget line. */
function short(label: string): string {
  return label
    .replace('Paved road', 'road')
    .replace('In liquid: half speed', 'liquid: half')
    .replace('Rope or ladder: half speed', 'ladder: half')
}

/** The movement budget line of a token's turn, or null for a token with no BW sheet. */
export function moveBudgetLine(
  c: Campaign,
  tokenId: string,
  options: BwOptions = bwOptionsOf(c),
): string | null {
  const t = c.tokens[tokenId]
  const sheet = t ? bwSheetOfToken(c, t) : null
  if (!t || !sheet) return null
  const st = bwStateOfToken(t)
  const b = moveBudget(
    { ...sheet, name: t.name },
    {
      ...groundUnder(c, t),
      changedPosition: st.changedPosition,
      carryingBlox: st.carryingBlox,
      extraEffort: st.extraEffort,
    },
    options,
  )
  if (b.blocked) return b.blocked
  const [first, ...rest] = b.lines
  const parts = [`Move ${formatInches(first?.inches ?? 0)}`]
  let halved = false
  for (const l of rest) {
    const half = /half/i.test(l.label)
    halved ||= half
    parts.push(
      half
        ? short(l.label)
        : `${short(l.label)} ${l.inches >= 0 ? '+' : ''}${formatInches(l.inches)}`,
    )
  }
  const out = parts.join(' · ')
  return halved || rest.length > 0 ? `${out} → ${formatInches(b.inches)}` : out
}

/** Why this token may not put forth Extra Effort now (the engine's words), or null if it may. */
export function effortProblem(c: Campaign, tokenId: string): string | null {
  const t = c.tokens[tokenId]
  const sheet = t ? bwSheetOfToken(c, t) : null
  if (!t || !sheet) return 'This token has no BrikWars sheet'
  try {
    checkExtraEffort({ ...sheet, name: t.name }, bwStateOfToken(t), bwOptionsOf(c))
    return null
  } catch (err) {
    return (err as Error).message
  }
}
