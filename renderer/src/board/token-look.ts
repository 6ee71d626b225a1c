/**
 * What a token shows besides its disc: an HP bar for the GM (HP of max, THP past it, Plating as
 * a thin strip), how hurt it looks for the players, and condition badges. Pure: TokenNode turns
 * these into Konva configs that are cached with the rest of the token's sprite.
 */
import type { FootprintSize } from '../../../shared/geometry/hex'
import type { Base } from '../../../shared/model'
import type { TokenHealth } from '../../../shared/projection'

/** A token as the map draws it: the view's token, with what its marks show. */
export interface MapToken {
  id: string
  name: string
  kind: 'pc' | 'npc' | 'object'
  hex: { q: number; r: number }
  size: FootprintSize
  color: string
  gmOnly?: boolean
  facing?: number
  /** On a square board: where the figure faces, 0 N clockwise in eighths to 7 NW. */
  heading?: number
  /** On a square board: a figure on its back, or face-down; upright when absent. */
  orientation?: 'upright' | 'back' | 'face-down'
  speed?: number
  /** An NPC or PC instance's own state (GM view); Prone makes a drag crawl. */
  instance?: { conditions: readonly string[] }
  /** GM view: the being's HP of max, THP and Plating, for the HP bar. */
  vitals?: TokenVitals
  /** Players' view: how hurt the being looks, and the conditions anyone could see on it. */
  health?: TokenHealth
  conditions?: readonly string[]
  /** In a fight: it is this being's turn (a ring marks it). */
  turn?: boolean
  /** GM view, in a fight: hidden from the players (a dotted ring marks it). */
  hiddenInFight?: boolean
  /** On a gridless table: the unit's base in inches (absent: a round 1" base). */
  base?: Base
}

/** A being's numbers as the GM's view holds them. */
export interface TokenVitals {
  hp: number
  hpMax: number
  thp: number
  plating: number
  platingMax: number
}

/** Short badge texts; unknown conditions get their first three letters. */
const ABBREVIATIONS: Record<string, string> = {
  'back-footed': 'BF',
  blinded: 'Bln',
  bleeding: 'Bld',
  dazed: 'Dz',
  disoriented: 'Dis',
  down: 'Dn',
  out: 'Out',
  exhaustion: 'Exh',
  focused: 'Foc',
  frightened: 'Frt',
  grappled: 'Grd',
  grappler: 'Grp',
  hidden: 'Hid',
  immobilized: 'Imm',
  invisible: 'Inv',
  pinned: 'Pin',
  poisoned: 'Psn',
  prone: 'Prn',
  shattered: 'Sht',
  stasis: 'Sts',
  unconscious: 'Unc',
  unmasked: 'Unm',
  hamstrung: 'Ham',
  'weapon-destroyed': 'WpX',
  'defensive-stance': 'Def',
  hunkered: 'Hnk',
}

export function conditionAbbreviation(id: string): string {
  const a = ABBREVIATIONS[id]
  if (a) return a
  const letters = id.replace(/[^a-z]/gi, '')
  return (letters.charAt(0).toUpperCase() + letters.slice(1, 3)).slice(0, 3) || '?'
}

/** Names a condition id; the ruleset's UI supplies one (renderer/src/rules/registry.ts). */
export type ConditionNamer = (id: string) => string

/** A condition's id made readable, for a ruleset that names none. */
export const conditionName: ConditionNamer = (id) =>
  id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())

/** HP bar colour: green above half, amber above a quarter, red below. */
export function hpColour(hp: number, max: number): string {
  if (max <= 0 || hp <= 0) return '#6b7280'
  const f = hp / max
  return f > 0.5 ? '#06d6a0' : f > 0.25 ? '#ffd166' : '#ef476f'
}

export const HEALTH_LOOK: Record<TokenHealth, { text: string; fill: string; ink: string }> = {
  hurt: { text: 'Hurt', fill: '#ffd166', ink: '#14171c' },
  'badly hurt': { text: 'Badly hurt', fill: '#ef476f', ink: '#ffffff' },
  down: { text: 'Down', fill: '#3a3f4b', ink: '#ffffff' },
}

/** The bar's parts as fractions of its width: HP, THP after it (clipped), Plating. */
export function hpBarParts(v: TokenVitals): { hp: number; thp: number; plating: number } {
  const max = Math.max(1, v.hpMax)
  const hp = Math.min(1, Math.max(0, v.hp / max))
  return {
    hp,
    thp: Math.min(1 - hp, Math.max(0, v.thp / max)),
    plating: v.platingMax > 0 ? Math.min(1, Math.max(0, v.plating / v.platingMax)) : 0,
  }
}

/** The badges a token shows: at most `max`, the rest as "+n". */
export function conditionBadges(ids: readonly string[], max = 3): string[] {
  const out = ids.slice(0, ids.length > max ? max - 1 : max).map(conditionAbbreviation)
  if (ids.length > max) out.push(`+${ids.length - (max - 1)}`)
  return out
}

/** The turn marker's colour, shared with the players' strip's current entry. */
export const TURN_COLOUR = '#ffd166'

/**
 * The ring around the token whose turn it is: outside the disc (where the GM's selection stroke
 * never reaches), wide and glowing so it reads on a TV across the room. Never hit-tested.
 */
export function turnRingConfig(radius: number) {
  return {
    radius: radius + 7,
    stroke: TURN_COLOUR,
    strokeWidth: 5,
    shadowColor: TURN_COLOUR,
    shadowBlur: 14,
    shadowOpacity: 0.9,
    listening: false,
    perfectDrawEnabled: false,
  }
}

/** The GM's mark for a token hidden in the fight, the lavender of GM-only things. */
export const HIDDEN_COLOUR = '#e0c3ff'

/**
 * The dotted ring round a token hidden in the fight: outside the turn ring, so a hidden combatant
 * whose turn it is shows both. Never hit-tested.
 */
export function hiddenRingConfig(radius: number) {
  return {
    radius: radius + 13,
    stroke: HIDDEN_COLOUR,
    strokeWidth: 2.5,
    dash: [3, 4],
    listening: false,
    perfectDrawEnabled: false,
  }
}

/** The name under a token as the GM reads it: GM-only and hidden-in-the-fight said in words. */
export function gmLabelText(t: Pick<MapToken, 'name' | 'gmOnly' | 'hiddenInFight'>): string {
  const marks = [t.gmOnly ? 'GM' : '', t.hiddenInFight ? 'hidden' : ''].filter(Boolean)
  return marks.length ? `${t.name} (${marks.join(', ')})` : t.name
}

/**
 * The heading mark on a figure's rim: a wedge pointing the way it faces (0 N, clockwise in
 * eighths), outlined dark so it reads on any token colour from across the table. Points are in
 * the token group's units.
 */
export function headingWedge(heading: number, radius: number): number[] {
  const a = (((heading % 8) + 8) % 8) * (Math.PI / 4)
  // Screen y grows south: north is -y, east +x.
  const dir = { x: Math.sin(a), y: -Math.cos(a) }
  const side = { x: -dir.y, y: dir.x }
  const tip = radius + Math.max(7, radius * 0.45)
  const base = radius * 0.72
  const half = Math.max(6, radius * 0.38)
  return [
    dir.x * tip,
    dir.y * tip,
    dir.x * base + side.x * half,
    dir.y * base + side.y * half,
    dir.x * base - side.x * half,
    dir.y * base - side.y * half,
  ]
}
