/**
 * The Ruleset interface: what a game system supplies so the ruleset-neutral core (geometry, model,
 * play, api, projection, main, the renderer's features) can play it without importing it. One
 * object per system, registered by id in ./registry; a campaign stores the id it plays.
 *
 * Payloads (sheets, token instances, table options, roll requests) are the ruleset's own types,
 * validated by its schemas where they enter: a campaign's sheets, instances and options when it
 * loads (./payloads), an instance the GM edits and a roll request when main receives them. A
 * ruleset is written against `Ruleset<ItsTypes>` (see ./define), whose hooks receive those payloads
 * typed; the registry and the core hold the erased `Ruleset`, which sees them as `unknown`.
 */
import type { z } from 'zod'
import type { Dice } from '../dice'
import { inchesText } from '../geometry/gridless/path'
import type { Cell } from '../geometry/cells'
import type { FootprintSize, HexGrid, HexGridSource, StepCost } from '../geometry/hex'
import type { SquareGrid, SquareStepCost } from '../geometry/square'
import type { Area, Base, Obstacle, TokenSize } from '../model'
import type { HealthLook, RollOutcome, SheetKind, StateChange } from './ruleset-changes'
import type { RulesetCombat } from './ruleset-combat'
import type { CampaignOf, RulesetTypes, SheetOf } from './ruleset-types'
import type { RulesetRest } from './ruleset-rest'
import type { SheetFile } from './sheet-file'
import type { TableOptionField } from '../kit/options'

export { resolveTableOptions, type TableOptionField } from '../kit/options'

export type { CampaignOf, RulesetTypes, SheetOf, TokenOf } from './ruleset-types'
export type { Cell } from '../geometry/cells'
export type { HealthLook, PublicRoll, RollOutcome, SheetKind, StateChange } from './ruleset-changes'
export type {
  CombatPool,
  CombatVitals,
  ConditionDetail,
  EconomyResource,
  Holdable,
  HookRoll,
  InitiativeFlags,
  InitiativeTick,
  PartyTrack,
  RolledCombatant,
  RulesetCombat,
  SettledInitiative,
  TurnAction,
  TurnContext,
  TurnPrompt,
} from './ruleset-combat'
export type {
  RestActivityInfo,
  RestAmbush,
  RestKindInfo,
  RestRerolled,
  RestResolution,
  RestWeaponInfo,
  RulesetRest,
} from './ruleset-rest'

/** The board kinds a ruleset can play on (a map's `kind`). */
export type BoardKind = 'hex' | 'square' | 'gridless'

/** How distances read to the GM: metres, inches, or a board's spaces (ZZ counts squares). */
export type DistanceUnit = 'm' | 'in' | 'spaces'

/** A distance as the GM reads it: "6 m", "1 space", "5 spaces", "6½\"" (to the nearest ½"). */
export function distanceText(n: number, unit: DistanceUnit | string): string {
  if (unit === 'spaces') return `${n} ${n === 1 ? 'space' : 'spaces'}`
  if (unit === 'in') return inchesText(n)
  return `${n} ${unit}`
}

/** What players may see of a token's state: never numbers the GM keeps, only what shows. */
export interface PublicInstance {
  /** A coarse health descriptor; absent while unhurt. */
  health?: HealthLook
  /** Names of conditions anyone at the table could see on the figure; absent when none. */
  conditions?: string[]
}

/** A gauge of a being's own sheet, as its player reads it on a phone: "HP" 12 of 20. */
export interface OwnMeter {
  id: string
  name: string
  value: number
  max: number
}

/** When a condition ends by itself. */
export type ConditionTiming =
  | { ends: 'start-of-turn' | 'end-of-turn'; whose: 'own' | 'source' }
  | { ends: 'rest'; rest: string }
  | { ends: 'save'; when: 'start-of-turn' | 'end-of-turn' }
  | { ends: 'manual' }

export interface ConditionDef {
  id: string
  name: string
  /** One line for a tooltip or the legend. */
  summary: string
  timing: ConditionTiming
  /** Shows on the figure, so players see it (Prone, Grappled); else the GM describes it. */
  visible: boolean
  /**
   * The save the condition itself asks of its bearer at this boundary of each of its turns, with
   * a DC the GM gives once (Blue Box: Poisoned's FOR save at the end). A "save ends" duration on
   * it is that same save, never a second one.
   */
  ownSave?: { save: string; at: 'start' | 'end' }
}

/** What resolving a roll request gave: its log line, its changes and, in a fight, what it spends. */
export interface RolledRequest {
  outcome: RollOutcome
  changes: StateChange[]
  label: string
  /** The token that acted (an attacker), whose turn economy pays `cost` in a fight. */
  actor?: string
  /** What the action costs in a fight, by resource id ({ ap: 1 }); absent: nothing. */
  cost?: Record<string, number>
  /**
   * Conditions it gave that last until the start or end of the actor's next turn (Shove: the
   * target is Back-footed until the start of the shover's next turn); the tracker times them.
   */
  timed?: { tokenId: string; condition: string; until: 'start' | 'end' }[]
  /**
   * The token whose move this hit stops (Blue Box: an Opportunity Attack that hits): the tracker
   * puts it back in the hex it stood in when the attacker reacted and gives back the rest.
   */
  stopsMove?: string
}

/** Each table option's reading as the dialog shows it, by key, for the options `stored`. */
export function optionValues(ruleset: Ruleset, stored: unknown): Readonly<Record<string, unknown>> {
  const { values, resolve } = ruleset.options
  if (values) return values(stored ?? {})
  const resolved = resolve(stored ?? {})
  return resolved !== null && typeof resolved === 'object' ? { ...resolved } : {}
}

/** A roll refused before any die is thrown, with a sentence the GM can read. */
export class RollRefused extends Error {
  override name = 'RollRefused'
}

/** `request` read by a ruleset's request schema, or RollRefused naming the first problem. */
export function parseRollRequest<T>(schema: z.ZodType<T>, request: unknown): T {
  const parsed = schema.safeParse(request)
  if (parsed.success) return parsed.data
  const first = parsed.error.issues[0]
  const where = first?.path.length ? `${first.path.join('.')}: ` : ''
  throw new RollRefused(`This roll cannot be made: ${where}${first?.message ?? 'not a roll'}.`)
}

/** A movement plan for one token's drag: the path, what it costs, and whether it can be made. */
export interface MovePlan {
  path: Cell[]
  /** Cost of entering each cell after the start, in the ruleset's unit. */
  steps: number[]
  total: number
  speed: number
  /** 'move' within one action, 'dash' needing more, 'too-far' or 'blocked'. */
  band: 'move' | 'dash' | 'too-far' | 'blocked'
  /** Why the move cannot be made, for the GM; null when it can. */
  reason: string | null
  /** Cells on the path that ask for something (a save for Dangerous terrain...). */
  dangerous: Cell[]
  /** What a move that can be made still asks, in a few words ("a second Movement action: 3 AP"). */
  note?: string
}

/**
 * The board a movement plan is made on: a hex map (anything a hex grid is built from) or a square
 * one (the fields of the model's SquareMapDef the square geometry reads). A ruleset is only asked
 * about the kinds in its `boards`.
 */
export type MoveBoard =
  (HexGridSource & { readonly kind?: 'hex' }) | SquareMoveBoard | GridlessMoveBoard

/** A square board as movement reads it (a SquareMapDef has all of it). */
export interface SquareMoveBoard {
  readonly kind: 'square'
  readonly cols: number
  readonly rows: number
  readonly terrain?: HexGridSource['terrain']
  readonly edges?: HexGridSource['edges']
  readonly doors?: Readonly<Record<string, { readonly open: boolean; readonly kind: string }>>
}

/**
 * A gridless board as movement reads it (a GridlessMapDef has all of it): `cols` x `rows` lattice
 * points half an inch apart, obstacles and terrain areas as polygons in inches (shared/model/gridless).
 */
export interface GridlessMoveBoard {
  readonly kind: 'gridless'
  readonly cols: number
  readonly rows: number
  readonly obstacles?: Readonly<Record<string, Obstacle>>
  readonly areas?: Readonly<Record<string, Area>>
}

/** The cells of a reach, by index: cell i is (q[i], r[i]) (a HexGrid is one). */
export interface ReachGrid {
  readonly size: number
  readonly q: Int32Array
  readonly r: Int32Array
}

/** What one token can reach this turn: a cost per grid cell (Infinity: unreachable). */
export interface MoveReach {
  grid: ReachGrid
  cost: Float64Array
  /** The costs that bound each band, e.g. [speed, 2 * speed]. */
  bands: number[]
}

/**
 * A token as movement sees it. A model Token has all of it, and so does the map view's token, so
 * both main and the renderer can ask; a map is anything a hex grid is built from (a MapDef).
 */
export interface MovingToken<I = unknown> {
  /** Tells the mover apart from the others on the map (a model Token has it). */
  id?: string
  /** 'pc', 'npc' or 'object', as a Token; a ruleset may read sides from it. */
  kind?: string
  hex: Cell
  /** Absent: a one-hex being. */
  size?: FootprintSize
  facing?: number
  /** The token's speed in the ruleset's unit; absent: its sheet's (`speedOf`), else the default. */
  speed?: number
  /** The sheet it is linked to, as a Token (a ruleset's `speedOf` reads its speed there). */
  npcId?: string
  pcId?: string
  /** Words the reasons ("Vaka needs 7 m but has 6 m"). */
  name?: string
  /** The ruleset's token state (a Prone being crawls, say); absent for a token with no sheet. */
  instance?: I
  /** On a gridless board, the figure's base in inches (absent: a round 1" base). */
  base?: Base
}

/** A being on the map, as a hex-sharing rule sees it. */
export interface MapOccupant<I = unknown> extends MovingToken<I> {
  id: string
  name: string
  kind: string
  size: FootprintSize
}

export interface RulesetMovement<T extends RulesetTypes = RulesetTypes> {
  /** The pathfinder's step cost for this mover on a hex board (absent: the ruleset has none). */
  stepCost?(
    grid: HexGrid,
    token: MovingToken<T['instance']> | null,
    options: T['options'],
  ): StepCost
  /** The step cost on a square board, diagonals priced as the ruleset says (absent: none). */
  squareStepCost?(
    grid: SquareGrid,
    token: MovingToken<T['instance']> | null,
    options: T['options'],
  ): SquareStepCost
  /**
   * Plan a move of `token` to `to` on `map`; main checks it again before moving anything. `others`:
   * the tokens on the same map (the mover may be among them), for a ruleset whose costs depend on
   * who stands where; absent, the map is read as empty. `via`: on a gridless board, the points the
   * GM's drag passed through between the start and `to` (a drawn path, measured as drawn);
   * grid boards find their own path and ignore it.
   */
  planMove(
    map: MoveBoard,
    token: MovingToken<T['instance']>,
    to: Cell,
    options: T['options'],
    others?: readonly MapOccupant<T['instance']>[],
    via?: readonly Cell[],
  ): MovePlan
  /** Every cell the token can reach within its bands (`others` as for planMove). */
  reach(
    map: MoveBoard,
    token: MovingToken<T['instance']>,
    options: T['options'],
    others?: readonly MapOccupant<T['instance']>[],
  ): MoveReach
  /**
   * Why `token` cannot end its move at `to` (no room), or null. `board`: the map's kind, for a
   * ruleset that plays on several (a Large being covers hexes on one, squares on another).
   */
  roomProblem(
    tokens: readonly MapOccupant<T['instance']>[],
    token: MapOccupant<T['instance']>,
    to: Cell,
    board?: 'hex' | 'square' | 'gridless',
  ): string | null
  /**
   * What a priced move of `tokenId` along `path` (its start first, where it now stands last)
   * changes besides its place, read on the campaign after it moved (GG: a flier's new altitude, a
   * grappled being dragged along behind). Main applies them in the move's own undo step; absent:
   * nothing.
   */
  afterMove?(campaign: CampaignOf<T>, tokenId: string, path: readonly Cell[]): StateChange[]
  /**
   * The token's speed when it has none of its own (a token linked to a sheet moves at the sheet's
   * speed); undefined: the ruleset's default. planMove and reach read `token.speed`, so callers
   * fill it in with `moverWithSpeed` first.
   */
  speedOf?(token: MovingToken<T['instance']>, campaign: CampaignOf<T>): number | undefined
}

export interface Ruleset<T extends RulesetTypes = RulesetTypes> {
  id: string
  name: string
  /** One line for New Campaign: what kind of game, its board and its dice. */
  about?: string
  boards: readonly BoardKind[]
  unit: DistanceUnit
  /** Table options: typed per ruleset; `resolve` fills what the campaign leaves out. */
  options: {
    schema: z.ZodType
    defaults: Readonly<Record<string, unknown>>
    resolve(stored: unknown): T['options']
    /**
     * Each option's reading as the Table rules dialog shows and sends it, by key, every default
     * filled in: what `optionValues` gives. Absent: the resolved options are those readings (ZZ's
     * differ: a dice preset is resolved to its dice, the dialog names the preset).
     */
    values?(stored: unknown): Readonly<Record<string, unknown>>
    /** What the GM's Table rules dialog lists, in order: one entry per option in `schema`. */
    fields: readonly TableOptionField[]
  }
  /** The library's NPC and PC sheets. */
  sheet: {
    schema: Record<SheetKind, z.ZodType>
    /**
     * The newest sheet format, which the host records on each sheet it stores (`sheetVersion`).
     * `migrate` brings a sheet of an older one (`fromVersion`) to it, before the schema reads it,
     * on open and on import; it may throw, with a message for the GM, when it cannot.
     */
    version: number
    migrate(raw: unknown, fromVersion: number): unknown
    /** A fresh sheet for the New NPC / New PC buttons. */
    blank(kind: SheetKind, id: string, name: string): SheetOf<T>
    /**
     * How a token of this sheet stands on the board: its size, and its speed in the ruleset's unit
     * (absent: the ruleset's default). Main places and links tokens with it; without it a token
     * from a sheet is Medium.
     */
    token?(sheet: SheetOf<T>): { size: TokenSize; speed?: number }
    /**
     * The library's NPC file: its format, its words and each sheet's schema. The host writes and
     * reads it (./npc-files); without it the library exports and imports nothing.
     */
    npcFile?: SheetFile
  }
  /** A token's own state in play. */
  instance: {
    schema: z.ZodType
    /** The instance a token starts with, from its sheet (null: a token with no sheet). */
    fresh(sheet: SheetOf<T> | null): T['instance'] | null
    /** What players may see of it, for the token's sheet (null: a token with none). */
    publicView(instance: T['instance'], sheet: SheetOf<T> | null): PublicInstance
    /**
     * Why a hand edit's `instance` (valid under `schema`) cannot stand, for the token's sheet
     * (null: a token with no sheet): more HP than the sheet's maximum, a condition the game does
     * not have... in words for the GM; null when it can. Main asks before it applies the edit.
     */
    problem?(instance: T['instance'], sheet: SheetOf<T> | null): string | null
    /**
     * The gauges a being's own player may read on a phone tied to it ("my character"): HP and the
     * like with their maxima, for `instance` (never null: the core passes `fresh(sheet)` for a
     * token with none). Absent: the phone shows the combat vitals' lines only.
     */
    meters?(instance: T['instance'], sheet: SheetOf<T> | null): OwnMeter[]
  }
  /**
   * Rolls made from sheets: main validates the request with `schema`, rolls with its own dice,
   * logs the outcome and applies the changes. A request is what a `roll:<kind>` channel carried,
   * with `kind` set to `<kind>`: `{ kind: 'check', sheet, ... }`, `{ kind: 'attack', ... }`.
   * `resolve` throws RollRefused for a roll that cannot be made.
   */
  rolls: {
    schema: z.ZodType
    resolve(request: T['request'], campaign: CampaignOf<T>, dice: Dice): RolledRequest
  }
  movement?: RulesetMovement<T>
  conditions: readonly ConditionDef[]
  /**
   * What a Dangerous hex's save may use (the map's terrain stores the id), in the order the terrain
   * tool lists them: Blue Box's five stats, another game's saves. Main refuses any other id.
   */
  saves: readonly { id: string; name: string }[]
  combat?: RulesetCombat<T>
  rest?: RulesetRest<T>
}
