import { netEdge, type CheckInput } from './check'

/** One reason a roll gets Edge or Flaw, labelled so a UI can list it. */
export interface EdgeFlawSource {
  /** Short label for the UI, e.g. "Height Advantage". */
  label: string
  edge: number
  flaw: number
  /** The seed section the rule comes from. */
  rule: string
}

export interface EdgeFlawTally {
  sources: EdgeFlawSource[]
  /** Raw totals before cancelling and capping. */
  edge: number
  flaw: number
  /** netEdge(edge, flaw): positive rolls Edge dice, negative rolls Flaw dice (R1). */
  net: number
}

export type AttackKind = 'melee' | 'ranged'

/** What about the attack, the attacker and the target brings Edge or Flaw. */
export interface AttackSituation {
  kind: AttackKind
  /** Attacker 1 m or more above the target (melee and ranged). */
  heightAdvantage?: boolean
  /** Target adjacent to Cover the ranged attack passes over. */
  targetInCover?: boolean
  /** Target Hunkered behind that Cover: its Flaw becomes 2. */
  targetHunkered?: boolean
  /** Ranged attack past the weapon's range, up to twice it. */
  beyondRange?: boolean
  /** Attacker Hidden (first attack while Hidden). */
  hidden?: boolean
  targetProne?: boolean
  targetInvisible?: boolean
  targetUnconscious?: boolean
  targetInStasis?: boolean
  /** Attack made as a Reaction while in Defensive Stance. */
  reactionInDefensiveStance?: boolean
  /** The attacker's weapon was hit by a Decisive Destroy. */
  weaponDestroyed?: boolean
  /** Further sources, e.g. the attacker's conditions (Blinded, Grappled, Poisoned...). */
  extra?: readonly EdgeFlawSource[]
}

function edge(label: string, rule: string, n = 1): EdgeFlawSource {
  return { label, edge: n, flaw: 0, rule }
}
function flaw(label: string, rule: string, n = 1): EdgeFlawSource {
  return { label, edge: 0, flaw: n, rule }
}

/** Sum labelled sources into raw Edge, raw Flaw and the capped net (Core Rules, Edge & Flaw; R1). */
export function tallyEdgeFlaw(sources: readonly EdgeFlawSource[]): EdgeFlawTally {
  let e = 0
  let f = 0
  for (const s of sources) {
    e += s.edge
    f += s.flaw
  }
  return { sources: [...sources], edge: e, flaw: f, net: netEdge(e, f) }
}

/** Every labelled Edge/Flaw source on an attack roll (Combat: Cover & Height Advantage, Combat Actions; Conditions). */
export function attackEdgeFlaw(s: AttackSituation): EdgeFlawTally {
  // Cover and Hunker only touch ranged attacks, Prone only melee ones.
  const out: EdgeFlawSource[] = []
  if (s.heightAdvantage === true)
    out.push(edge('Height Advantage', 'Combat, Cover & Height Advantage'))
  if (s.hidden === true) out.push(edge('Hidden', 'Conditions, Hidden'))
  if (s.reactionInDefensiveStance === true) {
    out.push(edge('Defensive Stance reaction', 'Combat Actions, Defensive Stance'))
  }
  if (s.kind === 'melee' && s.targetProne === true)
    out.push(edge('Target Prone', 'Conditions, Prone'))
  if (s.targetUnconscious === true) out.push(edge('Target Unconscious', 'Conditions, Unconscious'))
  if (s.targetInStasis === true) out.push(edge('Target in Stasis', 'Conditions, Stasis'))
  if (s.kind === 'ranged' && (s.targetInCover === true || s.targetHunkered === true)) {
    out.push(
      s.targetHunkered === true
        ? flaw('Cover (Hunkered)', 'Combat Actions, Hunker', 2)
        : flaw('Cover', 'Combat, Cover & Height Advantage'),
    )
  }
  if (s.kind === 'ranged' && s.beyondRange === true)
    out.push(flaw('Beyond Range', 'Combat Actions, Beyond Range'))
  if (s.targetInvisible === true) out.push(flaw('Target Invisible', 'Conditions, Invisible'))
  if (s.weaponDestroyed === true)
    out.push(flaw('Weapon Destroyed', 'Decisive Rolls & Hits, Destroy'))
  if (s.extra !== undefined) out.push(...s.extra)
  return tallyEdgeFlaw(out)
}

/** Add a tally's Edge and Flaw to a roll's own, before cancelling and capping (Core Rules, Edge & Flaw; R1). */
export function withEdgeFlaw<T extends object>(
  input: T & CheckInput,
  tally: Pick<EdgeFlawTally, 'edge' | 'flaw'>,
): T {
  return { ...input, edge: (input.edge ?? 0) + tally.edge, flaw: (input.flaw ?? 0) + tally.flaw }
}

/** Where a target stands relative to a weapon's reach or range. */
export type RangeBand = 'within' | 'beyond' | 'out'

/** Reach/Range: within reach or range; ranged up to twice its range is Beyond Range (Core Rules, Reach, Range; Combat Actions). */
export function rangeBand(kind: AttackKind, distanceM: number, reachOrRangeM: number): RangeBand {
  if (distanceM <= reachOrRangeM) return 'within'
  if (kind === 'ranged' && distanceM <= 2 * reachOrRangeM) return 'beyond'
  return 'out'
}

/** Critical Area: a target at a distance inside the weapon's critical band gets +1 Power Die of damage (Core Rules, Crits!). */
export function inCriticalArea(
  distanceM: number,
  area: { min: number; max: number } | undefined,
): boolean {
  return area !== undefined && distanceM >= area.min && distanceM <= area.max
}
