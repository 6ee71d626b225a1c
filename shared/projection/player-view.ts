/**
 * What players may see. Built by whitelisting fields, never by deleting secrets: a key added to
 * the campaign later stays GM-only until someone decides to show it here. Under fog, only what
 * lies in revealed hexes leaves the GM's side: tokens, terrain and the walls that bound them.
 */
import { edgeHexes, hexKey, parseEdgeKey } from '../geometry/hex'
import {
  playersNameOf,
  tokenSheet,
  type Area,
  type Asset,
  type Base,
  type Campaign,
  type EdgeKind,
  type GridlessMapDef,
  type MapDef,
  type Obstacle,
  type TerrainKind,
  type Token,
} from '../model'
import { heldTurn, playerInitiative, type PlayerInitiative } from '../play/combat'
import { curtainIsDown } from '../play/curtain'
import { memberName, slotWords } from '../play/rest'
import { cameraCentre, currentCombatant, tableDisplayOf } from '../play/table'
import { rulesetById, type HealthLook, type Ruleset } from '../rules'
import { digest128, playerBackground, type PlayerBackground } from './player-background'
import { playerCurtain, type PlayerCurtain } from './curtain-view'
import { playerFeatures, squareEdgeSquares, type PlayerFeatures } from './player-features'
import { playerStrip } from './strip-view'

export interface PlayerToken {
  id: string
  mapId: string
  name: string
  kind: Token['kind']
  hex: { q: number; r: number }
  size: Token['size']
  color: string
  facing?: number
  /** On a square board, the way the figure faces (0 north, clockwise in eighths): visible at a table. */
  heading?: number
  /** How the figurine lies: on its back, face-down; absent when upright. */
  orientation?: 'back' | 'face-down'
  /** On a gridless board, the figure's base in inches (a table shows it). */
  base?: Base
  /** How wounded a being looks, never its HP; absent while unhurt. */
  health?: TokenHealth
  /** Conditions anyone at the table could see on it (the ruleset's public view); absent when none. */
  conditions?: string[]
}

/** A coarse look at a being's HP: what players may know instead of the numbers. */
export type TokenHealth = HealthLook

export interface PlayerTerrain {
  kind: TerrainKind
  elevation?: number
}

/** A square board also carries its doors, containers, item piles and exits (player-features). */
export interface PlayerMap extends PlayerFeatures {
  id: string
  name: string
  orientation: MapDef['orientation']
  cols: number
  rows: number
  /** Metres per cell on a hex or square board; absent on a gridless one (see `cellInches`). */
  metresPerHex?: number
  /** The board's kind; absent on boards projected before gridless ones existed (hex or square). */
  kind?: MapDef['kind']
  /** On a gridless board: inches per lattice cell (½), its obstacles and areas players see. */
  cellInches?: number
  obstacles?: Record<string, Obstacle>
  areas?: Record<string, Area>
  terrain?: Record<string, PlayerTerrain>
  edges?: Record<string, EdgeKind>
  /** Present when fog is on: the hexes players may see. Prepared edits never appear here. */
  fog?: { enabled: true; revealed: Record<string, 1> }
  /**
   * The map's picture as the players may have it: under fog a rendition blank wherever no
   * revealed hex touches, never the GM's image file or its id.
   */
  background?: PlayerBackground
}

/** What the GM's view needs to draw a background: the image (by content hash) and its fit. */
export interface MapBackground {
  assetId: string
  type: Asset['type']
  width: number
  height: number
  pixelsPerHex: number
  offsetX: number
  offsetY: number
}

/** The background of a map with its image's type and size, when both are known. */
export function mapBackground(map: MapDef, assets: Campaign['assets']): MapBackground | null {
  const bg = map.background
  const asset = bg && Object.hasOwn(assets, bg.assetId) ? assets[bg.assetId] : undefined
  if (!bg || !asset || !asset.width || !asset.height || !bg.pixelsPerHex) return null
  return {
    assetId: asset.id,
    type: asset.type,
    width: asset.width,
    height: asset.height,
    pixelsPerHex: bg.pixelsPerHex,
    offsetX: bg.offsetX ?? 0,
    offsetY: bg.offsetY ?? 0,
  }
}

/** The players' view: the map the GM shows them and the tokens on it that are not GM-only. */
export interface PlayerView {
  name: string
  /** The map shown to the players (the campaign's `playersMapId`); null: none, they wait. */
  activeMapId: string | null
  maps: Record<string, PlayerMap>
  tokens: Record<string, PlayerToken>
  /** The fight's initiative strip, when one is running on the shown map. */
  initiative?: PlayerInitiative
  /** The rest being planned, when the GM shows its board: names and activities only. */
  rest?: PlayerRest
  /** The table display's camera and the displays' scales, once the GM set it up. */
  table?: PlayerTable
  /**
   * Present while the GM's curtain is down: the players' screens show the title only,
   * and the view carries no map, token, fog, fight or rest.
   */
  curtain?: PlayerCurtain
  /** A roll the GM chose to show the table, for a few seconds. */
  roll?: PlayerRoll
  /** The ruler or an AoE template the GM chose to show the players, on the shown map. */
  measure?: PlayerMeasure
  /** The players' link as a QR code on the table display, while the GM shows it during setup. */
  qr?: { urls: string[] }
}

/**
 * A roll shown to the table: who rolled and every face, with the roll's name, total and outcome
 * as its ruleset's public part gives them (`RollOutcome.public`). Never the GM's text: no detail
 * line, no DC, nothing of the target's sheet.
 */
export interface PlayerRoll {
  /** The dice log entry's id: a new roll shown replaces the banner. */
  id: number
  who: string
  /** Empty when the roll has no public part. */
  what: string
  faces: [number, number][]
  total: number | null
  /** Empty when the roll has no public part. */
  outcome: string
  /**
   * The dice in parts, each saying what it was for ("To hit", "Damage", a combatant's players'
   * name for initiative); its total is the roll's public one, or its dice's sum. Absent: one part.
   */
  parts?: PlayerRollPart[]
}

export interface PlayerRollPart {
  label: string
  faces: [number, number][]
  total: number | null
}

/** The ruler or an AoE template shown to the players, in hexes of the shown map. */
export interface PlayerMeasure {
  mapId: string
  shape: 'ruler' | 'radius' | 'cone' | 'line'
  from: { q: number; r: number }
  to: { q: number; r: number }
  /** A template's size in metres (absent for the ruler). */
  size?: number
}

/**
 * What the GM shows the table that is not part of the campaign (nothing to undo or save): a roll
 * for a few seconds, the ruler or a template, the join QR code. Main's hub holds it and projects
 * it with the campaign.
 */
export interface TableOverlay {
  roll?: PlayerRoll
  measure?: PlayerMeasure
  qr?: { urls: string[] }
}

/**
 * The table display's camera as the table needs it: the hex at its centre (the current
 * combatant's when it follows), its rotation and scale. No display's key, name or pixels per
 * inch: a display asks main for its own scale (`table:scale`), again whenever `scales` changes.
 */
export interface PlayerTable {
  centre: { q: number; r: number }
  rotation: 0 | 90 | 180 | 270
  scale: 'inch' | 'mm25'
  locked: boolean
  /** Changes whenever a display's scale is set or forgotten; a digest, so it names no key. */
  scales: string
  /** The GM shows the calibration ruler. */
  calibrating?: true
  /** The initiative strip on every edge, each turned to its side (absent: one strip). */
  layout?: 'split'
  /** Where the legend sits on the table display, or hidden (absent: bottom-right). */
  legend?: 'bottom-left' | 'top-right' | 'top-left' | 'hidden'
}

/**
 * The rest board as the players see it: the rest's kind, place and length, each member's name
 * with its planned activities in words ("Repair Plating for Kopaka", "Craft Rope"), how many
 * activity slots it has (the board's empty boxes), the watch and the Camp Bonuses by name.
 * No numbers the GM has not revealed (no HP, DCs, checks or counts); a member whose token is
 * GM-only is left out with its watch, and an activity for it reads "for an ally".
 */
export interface PlayerRest {
  kind: string
  place: string
  /** When the rest starts on the party's clock (the watch's hours read as times of day). */
  start: { day: number; hour: number }
  hours: number
  members: { id: string; name: string; activities: string[]; slots: number }[]
  watch: { name: string; from: number; to: number }[]
  camp: string[]
}

function projectMap(
  map: MapDef,
  assets: Campaign['assets'],
): { map: PlayerMap; visible: (key: string) => boolean } {
  const fogged = map.fog?.enabled === true
  const revealed = map.fog?.revealed ?? {}
  const visible = (key: string) => !fogged || Object.hasOwn(revealed, key)
  const out: PlayerMap = {
    id: map.id,
    name: map.name,
    orientation: map.orientation,
    kind: map.kind,
    cols: map.cols,
    rows: map.rows,
  }
  if (map.kind === 'gridless') {
    out.cellInches = map.cellInches
    Object.assign(out, gridlessShapes(map, visible))
  } else out.metresPerHex = map.metresPerHex
  if (map.terrain) {
    const terrain: Record<string, PlayerTerrain> = {}
    for (const [key, cell] of Object.entries(map.terrain)) {
      if (!visible(key)) continue
      terrain[key] = cell.elevation
        ? { kind: cell.kind, elevation: cell.elevation }
        : { kind: cell.kind }
    }
    out.terrain = terrain
  }
  if (map.edges) {
    const edges: Record<string, EdgeKind> = {}
    for (const [key, kind] of Object.entries(map.edges)) {
      if (map.kind === 'square') {
        const sides = squareEdgeSquares(key)
        if (sides && (visible(sides[0]) || visible(sides[1]))) edges[key] = kind
        continue
      }
      const e = parseEdgeKey(key)
      if (!e) continue
      const [a, b] = edgeHexes(e)
      if (visible(hexKey(a)) || visible(hexKey(b))) edges[key] = kind
    }
    out.edges = edges
  }
  if (map.kind === 'square') Object.assign(out, playerFeatures(map, visible))
  if (fogged) out.fog = { enabled: true, revealed: { ...revealed } }
  const bg = mapBackground(map, assets)
  if (bg) {
    const geometry = { ...bg, orientation: map.orientation, cols: map.cols, rows: map.rows }
    out.background = playerBackground(bg.assetId, bg.type, geometry, fogged ? revealed : null)
  }
  return { map: out, visible }
}

/** A base's known fields only (a loose copy could carry more). */
function copyBase(b: Base): Base {
  return b.shape === 'round'
    ? { shape: 'round', diameter: b.diameter }
    : { shape: 'rect', width: b.width, depth: b.depth, angle: b.angle }
}

/** What a token's instance shows: how hurt it looks and its visible conditions, when any. */
type ProjectedMap = ReturnType<typeof projectMap>
const projectedMaps = new WeakMap<MapDef, { assets: Campaign['assets']; projected: ProjectedMap }>()

/**
 * States are never changed in place (every edit makes new objects), so the same map and assets
 * project to the same result: reused, a token's move does not re-project a big map's fog and
 * terrain, and the hub's diff skips the unchanged map by identity.
 */
function projectMapOnce(map: MapDef, assets: Campaign['assets']): ProjectedMap {
  const hit = projectedMaps.get(map)
  if (hit && hit.assets === assets) return hit.projected
  const projected = projectMap(map, assets)
  projectedMaps.set(map, { assets, projected })
  return projected
}

/**
 * What a token's instance shows, as its campaign's ruleset says (`instance.publicView`). A ruleset
 * this build does not know shows nothing of it: numbers never leak for want of a rule.
 */
function tokenLooks(
  ruleset: Ruleset | null,
  t: Token,
  sheet: unknown,
): Pick<PlayerToken, 'health' | 'conditions'> {
  if (t.instance === undefined || !ruleset) return {}
  const view = ruleset.instance.publicView(t.instance, sheet)
  return {
    ...(view.health ? { health: view.health } : {}),
    ...(view.conditions?.length ? { conditions: [...view.conditions] } : {}),
  }
}

/**
 * A token's projection, reused while the token, its sheet and the ruleset are the same objects:
 * an edit elsewhere (a Next Turn, a move of one token among 300) then leaves the others identical,
 * so the hub's diff skips them without comparing.
 */
const projectedTokens = new WeakMap<
  Token,
  { ruleset: Ruleset | null; sheet: unknown; out: PlayerToken }
>()

function projectToken(campaign: Campaign, t: Token): PlayerToken {
  const sheet = tokenSheet(campaign, t)
  const ruleset = rulesetById(campaign.rulesetId)
  const hit = projectedTokens.get(t)
  if (hit && hit.ruleset === ruleset && hit.sheet === sheet) return hit.out
  const out: PlayerToken = {
    id: t.id,
    mapId: t.mapId,
    name: playersNameOf(campaign, t),
    kind: t.kind,
    hex: { q: t.hex.q, r: t.hex.r },
    size: t.size,
    color: t.color,
    ...(t.facing ? { facing: t.facing } : {}),
    ...(t.heading !== undefined ? { heading: t.heading } : {}),
    ...(t.orientation && t.orientation !== 'upright' ? { orientation: t.orientation } : {}),
    ...(t.base ? { base: copyBase(t.base) } : {}),
    ...tokenLooks(ruleset, t, sheet),
  }
  projectedTokens.set(t, { ruleset, sheet, out })
  return out
}

/**
 * Project the GM's campaign onto what the projector and player devices may receive, with what the
 * GM shows the table beside it (`overlay`): a roll, the ruler or a template on the shown map, the
 * join QR code. Behind the curtain only the QR code passes.
 */
export function projectPlayerView(campaign: Campaign, overlay: TableOverlay = {}): PlayerView {
  const qr = overlay.qr ? { qr: { urls: [...overlay.qr.urls] } } : {}
  // Behind the curtain the GM stages the next scene: nothing of it leaves the GM's side.
  if (curtainIsDown(campaign))
    return {
      name: campaign.name,
      activeMapId: null,
      maps: {},
      tokens: {},
      curtain: playerCurtain(campaign),
      ...qr,
    }
  // The players follow what the GM showed them, never the map the GM is editing.
  const shownId = campaign.playersMapId
  const map =
    shownId !== null && Object.hasOwn(campaign.maps, shownId) ? campaign.maps[shownId] : undefined
  const maps: Record<string, PlayerMap> = {}
  const tokens: Record<string, PlayerToken> = {}
  if (map) {
    const projected = projectMapOnce(map, campaign.assets)
    maps[map.id] = projected.map
    const hidden = hiddenCombatantTokens(campaign, map.id)
    for (const t of Object.values(campaign.tokens)) {
      if (t.gmOnly || t.mapId !== map.id || !projected.visible(hexKey(t.hex))) continue
      if (hidden.has(t.id)) continue
      tokens[t.id] = projectToken(campaign, t)
    }
  }
  const initiative = map
    ? playerStrip(
        campaign,
        map.id,
        playerInitiative(campaign),
        tokens,
        tableDisplayOf(campaign).camera.hiddenTurn,
      )
    : null
  const rest = restBoard(campaign)
  const table = tableCamera(campaign, tokens)
  const measure =
    overlay.measure && map && overlay.measure.mapId === map.id ? overlay.measure : null
  return {
    name: campaign.name,
    activeMapId: map ? map.id : null,
    maps,
    tokens,
    ...(initiative ? { initiative } : {}),
    ...(rest ? { rest } : {}),
    ...(table ? { table } : {}),
    ...(overlay.roll ? { roll: shownRoll(overlay.roll) } : {}),
    ...(measure ? { measure: shownMeasure(measure) } : {}),
    ...qr,
  }
}

/** A shown roll, field by field. */
function shownRoll(r: PlayerRoll): PlayerRoll {
  return {
    id: r.id,
    who: r.who,
    what: r.what,
    faces: r.faces.map(([sides, face]) => [sides, face] as [number, number]),
    total: r.total,
    outcome: r.outcome,
    ...(r.parts
      ? {
          parts: r.parts.map((p) => ({
            label: p.label,
            faces: p.faces.map(([sides, face]) => [sides, face] as [number, number]),
            total: p.total,
          })),
        }
      : {}),
  }
}

/** A shown ruler or template, field by field. */
function shownMeasure(m: PlayerMeasure): PlayerMeasure {
  return {
    mapId: m.mapId,
    shape: m.shape,
    from: { q: m.from.q, r: m.from.r },
    to: { q: m.to.q, r: m.to.r },
    ...(m.size !== undefined ? { size: m.size } : {}),
  }
}

/**
 * The table display's camera, field by field. Following, it centres on the current combatant,
 * but only when the players see that token (fog or GM-only would otherwise give its place away);
 * while they do not, it stays on the one their strip keeps showing as acting (going back to the
 * GM's own centre would tell them a hidden one acts).
 */
/**
 * A digest of the displays' scales in their keys' order: it changes when one is set, changed or
 * forgotten. The keys themselves never enter it (a screen size is easily guessed and checked).
 */
function scalesDigest(profiles: Record<string, { ppi: number }>): string {
  const keys = Object.keys(profiles).sort()
  return digest128(keys.map((k) => String(profiles[k]?.ppi ?? 0)).join('|')).slice(0, 12)
}

function tableCamera(
  campaign: Campaign,
  shownTokens: Record<string, PlayerToken>,
): PlayerTable | null {
  const t = campaign.tableDisplay
  if (!t) return null
  const cam = t.camera
  const followed = cam.follow ? followedHex(campaign, shownTokens) : null
  const shown = campaign.playersMapId
  const map = shown !== null && Object.hasOwn(campaign.maps, shown) ? campaign.maps[shown] : null
  const centre = followed ?? cameraCentre(cam.centre, map)
  return {
    centre: { q: centre.q, r: centre.r },
    rotation: cam.rotation,
    scale: cam.scale,
    locked: cam.locked,
    scales: scalesDigest(t.profiles),
    ...(t.calibrating ? { calibrating: true as const } : {}),
    ...(cam.layout === 'split' ? { layout: 'split' as const } : {}),
    ...(cam.legend && cam.legend !== 'bottom-right' ? { legend: cam.legend } : {}),
  }
}

/** Where a following camera looks: the current combatant, or the one the strip holds on. */
function followedHex(
  campaign: Campaign,
  shownTokens: Record<string, PlayerToken>,
): { q: number; r: number } | null {
  const current = currentCombatant(campaign)
  if (current && Object.hasOwn(shownTokens, current.tokenId)) return current.hex
  const fight = campaign.combat
  if (!fight || fight.mapId !== campaign.playersMapId) return null
  const held = heldTurn(fight, (c) => !c.hidden && Object.hasOwn(shownTokens, c.tokenId))
  return held ? shownTokens[held.lead.tokenId]!.hex : null
}

/**
 * The rest board the players may see, only while the GM shows it (`rest.showPlayers`), built field
 * by field: the kind's name, place and length, each member's name and activities in words without
 * counts (the ruleset's activity, item and weapon names; never HP, EP, DCs, check totals or item
 * counts), the watch by name and the Camp Bonuses by name. A member whose token is GM-only is left
 * out with its watch, and an activity for it reads "for an ally". Nothing of the camp checks or the
 * alarm's total leaves the GM's side. A ruleset this build does not know shows nothing.
 */
function restBoard(campaign: Campaign): PlayerRest | null {
  const plan = campaign.rest
  if (!plan?.showPlayers) return null
  const hooks = rulesetById(campaign.rulesetId)?.rest
  if (!hooks) return null
  const hidden = (id: string) =>
    Object.hasOwn(campaign.tokens, id) && campaign.tokens[id]!.gmOnly === true
  const shown = plan.members.filter((m) => !hidden(m))
  const targetName = (id: string) => (shown.includes(id) ? memberName(campaign, id) : 'an ally')
  return {
    kind: hooks.kinds.find((k) => k.id === plan.kind)?.name ?? plan.kind,
    place: plan.place,
    start: { day: plan.start.day, hour: plan.start.hour },
    hours: plan.hours,
    members: shown.map((id) => ({
      id,
      name: memberName(campaign, id),
      activities: (Object.hasOwn(plan.slots, id) ? (plan.slots[id] ?? []) : []).map((s) =>
        slotWords(campaign, hooks, s, id, { noCount: true, targetName }),
      ),
      slots: hooks.slots(plan, id),
    })),
    watch: plan.watch
      .filter((w) => shown.includes(w.memberId))
      .map((w) => ({ name: memberName(campaign, w.memberId), from: w.from, to: w.to })),
    camp: plan.camp.map((c) => hooks.campBonuses.find((b) => b.id === c)?.name ?? c),
  }
}

/**
 * Tokens of hidden combatants in a fight on the shown map: GM-only until the GM reveals them
 * (Start Combat's Hidden tick, the tracker's reveal), on the map as on the strip.
 */
function hiddenCombatantTokens(campaign: Campaign, shownMapId: string): ReadonlySet<string> {
  const fight = campaign.combat
  if (!fight || fight.mapId !== shownMapId) return EMPTY_SET
  const out = new Set<string>()
  for (const c of fight.order) if (c.hidden) out.add(c.tokenId)
  return out
}

const EMPTY_SET: ReadonlySet<string> = new Set()

/**
 * A gridless board's obstacles and areas as players see them: those with a corner or their middle
 * on a revealed half-inch cell (the table shows what stands there; a wall wholly under fog stays
 * hidden). Shapes carry nothing secret: names, kinds, corners and heights.
 */
function gridlessShapes(
  map: GridlessMapDef,
  visible: (key: string) => boolean,
): Pick<PlayerMap, 'obstacles' | 'areas'> {
  const seen = (points: readonly { x: number; y: number }[]) => {
    let sx = 0
    let sy = 0
    for (const p of points) {
      sx += p.x
      sy += p.y
      if (visible(`${Math.round(p.x / map.cellInches)},${Math.round(p.y / map.cellInches)}`))
        return true
    }
    const n = points.length
    return visible(`${Math.round(sx / n / map.cellInches)},${Math.round(sy / n / map.cellInches)}`)
  }
  // Known fields only: a loose object may carry more, and nothing unlisted reaches players.
  const pick = <T extends { points: { x: number; y: number }[] }>(
    r: Record<string, T> | undefined,
    copy: (v: T) => T,
  ) => {
    if (!r) return undefined
    const out: Record<string, T> = {}
    for (const [k, v] of Object.entries(r)) if (seen(v.points)) out[k] = copy(v)
    return Object.keys(out).length ? out : undefined
  }
  const points = (ps: readonly { x: number; y: number }[]) => ps.map((p) => ({ x: p.x, y: p.y }))
  const res: Pick<PlayerMap, 'obstacles' | 'areas'> = {}
  const obstacles = pick(map.obstacles, (o): Obstacle => ({
    id: o.id,
    name: o.name,
    kind: o.kind,
    points: points(o.points),
    heightBrix: o.heightBrix,
  }))
  const areas = pick(map.areas, (a): Area => {
    const out: Area = { id: a.id, name: a.name, kind: a.kind, points: points(a.points) }
    if (a.slopeDegrees !== undefined) out.slopeDegrees = a.slopeDegrees
    if (a.downhill !== undefined) out.downhill = a.downhill
    return out
  })
  if (obstacles) res.obstacles = obstacles
  if (areas) res.areas = areas
  return res
}
