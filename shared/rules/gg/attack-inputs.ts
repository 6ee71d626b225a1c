/**
 * Everything a GG attack request means before any die is thrown, read from the campaign (A.3,
 * GG-045 … GG-068, GG-015/016/018): the two tokens and their sheets, the action, the distance
 * measured on the map, Advantage and its reasons, the HT with cover, the Attack Roll's and the
 * damage's numbers, the target as the damage pipeline sees it, and what it costs in a fight. The
 * roll (`ruleset-attack.ts`) and the preview (`attack-preview.ts`) both start here, so they never
 * disagree. Refusals are thrown as RollRefused, in words the GM reads.
 */
import {
  footprintDistance,
  footprintHexes,
  hexToPixel,
  type FootprintSize,
} from '../../geometry/hex'
import type { Campaign, Token } from '../../model'
import { RollRefused } from '../ruleset'
import { attackSetup, type AttackInput } from './attack'
import { assertCanGrappleOrShove, coverBonus, type AttackKind } from './attack-rules'
import {
  attackConditionMods,
  attacksAsHidden,
  isFlanked,
  isIncapacitated,
  type GgConditionSet,
} from './conditions'
import type { DamageTarget } from './damage'
import { formatDiceExpr, parseDiceExpr, type DiceExpr } from './dice-expr'
import { repeatSurcharge, type GgAction } from './economy'
import { freshGgInstance, ggInstanceOf, type GgInstance } from './instance'
import { damageTypeName, type GgAdvantage } from './model'
import { resolveGgOptions, type GgOptions } from './options'
import type { GgAttackRequest } from './roll-requests'
import { ggSheetOf } from './ruleset-sheet'
import { GgActionSchema, type GgSheet, type GgSheetAction } from './sheet-schema'
import { actionTrait, attackBonus, damageBonus, hitTarget, type Derived } from './statblock'

/** The table's options, refused in words when the campaign's cannot be read. */
export function ggOptionsOf(campaign: Campaign): GgOptions {
  try {
    return resolveGgOptions(campaign.tableOptions)
  } catch (err) {
    throw new RollRefused((err as Error).message)
  }
}

/** The token a roll names, or refused. */
export function ggTokenOf(campaign: Campaign, id: string): Token {
  const token = Object.hasOwn(campaign.tokens, id) ? campaign.tokens[id] : undefined
  if (!token) throw new RollRefused(`There is no token with the id "${id}" on any map.`)
  return token
}

/** The GG sheet a token stands for, or refused (a token with no stat block cannot roll). */
export function ggSheetOfToken(campaign: Campaign, token: Token, why: string): GgSheet {
  const book = token.npcId !== undefined ? campaign.npcs : campaign.pcs
  const id = token.npcId ?? token.pcId
  const raw = id !== undefined && Object.hasOwn(book, id) ? book[id] : undefined
  if (raw === undefined)
    throw new RollRefused(
      `${token.name} has no stat block, so ${why}. Link it to an NPC or PC from the library first.`,
    )
  const sheet = ggSheetOf(raw)
  if (!sheet)
    throw new RollRefused(`${token.name}'s stat block is not a GG stat block; open it and fix it.`)
  return sheet
}

/** A token's state, or a fresh one from its sheet when it has none yet. */
export function ggStateOf(token: Token, sheet: GgSheet): GgInstance {
  return ggInstanceOf(token.instance) ?? freshGgInstance(sheet)
}

/** The conditions as the condition rules read them (the dying track counts: Unconscious falls Prone). */
export function conditionSet(inst: GgInstance, options: GgOptions): GgConditionSet {
  const set: GgConditionSet = {}
  for (const c of inst.conditions) set[c] = true
  if (inst.slowed > 0) set.slowed = inst.slowed
  if (inst.dying.unconscious) {
    set.unconscious = true
    if (options.cond.unconscious === 'default') set.prone = true
  }
  if (inst.dying.outOfFight) set.knockedOut = true
  return set
}

/** The fight's running and this token fights in it: then actions are paid for. */
export function inRunningFight(campaign: Campaign, tokenId: string): boolean {
  const fight = campaign.combat
  return (
    fight !== null &&
    fight !== undefined &&
    fight.phase === 'running' &&
    fight.order.some((c) => c.tokenId === tokenId)
  )
}

const ORDINAL = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh']
const ordinal = (n: number): string => ORDINAL[n - 1] ?? `${n}th`

/** What one action costs now with its repeat surcharge (GG-015), and the words for it. */
export function surcharged(
  action: GgAction,
  inst: GgInstance,
  options: GgOptions,
): { ap: number; extra: number; text?: string } {
  const before = inst.turn.taken[action.key] ?? 0
  const extra = repeatSurcharge(action, before, options)
  const ap = action.apCost + extra
  if (extra === 0) return { ap, extra }
  return {
    ap,
    extra,
    text: `${ordinal(before + 1)} ${action.name} this Turn: +${extra}AP (GG-015)`,
  }
}

/** The common Unarmed Strike (GG-058): 1d4 + SB + PHY Bludgeoning, within the usual reach. */
function unarmedStrike(sheet: GgSheet): GgSheetAction {
  const own = sheet.actions.find((a) => a.kind === 'unarmed')
  if (own) return own
  return GgActionSchema.parse({
    id: 'unarmed',
    name: 'Unarmed Strike',
    kind: 'unarmed',
    damage: '1d4',
    damageTypes: ['bludgeoning'],
  })
}

const signed = (n: number): string => (n < 0 ? `− ${-n}` : `+ ${n}`)

/** A hex footprint's centre on a plane of unit hexes, for the flanking angle (GG-039). */
function centre(token: Token, orientation: 'pointy' | 'flat'): { x: number; y: number } {
  const hexes = footprintHexes(token.hex, token.size as FootprintSize, token.facing ?? 0)
  let x = 0
  let y = 0
  for (const h of hexes) {
    const p = hexToPixel(h, 1, orientation)
    x += p.x
    y += p.y
  }
  return { x: x / hexes.length, y: y / hexes.length }
}

function footprintOf(token: Token) {
  return footprintHexes(token.hex, token.size as FootprintSize, token.facing ?? 0)
}

/** Distance in metres between two tokens: nearest footprint hexes × metres per hex. */
export function tokenDistance(campaign: Campaign, a: Token, b: Token): number {
  const metres = campaign.maps[a.mapId]?.metresPerHex ?? 1
  return footprintDistance(footprintOf(a), footprintOf(b)) * metres
}

/** The side a token fights on: its fight side, else PCs against NPCs. */
function sideOf(campaign: Campaign, token: Token): string {
  const c = campaign.combat?.order.find((x) => x.tokenId === token.id)
  return c?.side ?? (token.kind === 'pc' ? 'party' : 'enemies')
}

/** A melee reach in metres for a sheet's action (F-GG-6, GG-038, GG-057). */
export function meleeReach(sheet: GgSheet, action: GgSheetAction, options: GgOptions): number {
  const base = sheet.reach ?? options.reach.base
  const withProperty = action.properties.includes('reach')
    ? base + options.reach.reachProperty
    : base
  return Math.max(action.reach, withProperty)
}

/**
 * The beings on `mapId` that can threaten (a GG stat block, alive, able to act), each with its
 * reach (AoC) in metres and its side; `except` are left out.
 */
function threats(
  campaign: Campaign,
  mapId: string,
  except: readonly string[],
  options: GgOptions,
): { token: Token; side: string; reach: number }[] {
  const out: { token: Token; side: string; reach: number }[] = []
  for (const t of Object.values(campaign.tokens)) {
    if (t.mapId !== mapId || except.includes(t.id)) continue
    if (t.npcId === undefined && t.pcId === undefined) continue
    let sheet: GgSheet
    try {
      sheet = ggSheetOfToken(campaign, t, 'it threatens no one')
    } catch {
      continue
    }
    const inst = ggStateOf(t, sheet)
    if (inst.dying.dead || isIncapacitated(conditionSet(inst, options), options)) continue
    const reach = Math.max(
      ...sheet.actions.filter((a) => a.melee).map((a) => meleeReach(sheet, a, options)),
      sheet.reach ?? options.reach.base,
    )
    out.push({ token: t, side: sideOf(campaign, t), reach })
  }
  return out
}

/**
 * GG-039 / GG-Q15 geometry: the attacker and another hostile of the target whose reach covers it
 * stand at least `flankAngle` apart around it. Only while the optional rule is on.
 */
function flankedBy(
  campaign: Campaign,
  attacker: Token,
  target: Token,
  options: GgOptions,
): boolean {
  if (!options.flanking) return false
  const map = campaign.maps[target.mapId]
  if (!map) return false
  const side = sideOf(campaign, attacker)
  const around = threats(campaign, target.mapId, [target.id, attacker.id], options)
    .filter((h) => h.side === side && tokenDistance(campaign, h.token, target) <= h.reach)
    .map((h) => centre(h.token, map.orientation))
  if (around.length === 0) return false
  const me = centre(attacker, map.orientation)
  const at = centre(target, map.orientation)
  return around.some((other) => isFlanked(at, [me, other], options))
}

/**
 * GG-056: the hostiles whose Area of Control the attacker stands in (they are taken to see it; the
 * GM says otherwise with a modifier), for a ranged attack's Disadvantage.
 */
function hostilesAround(
  campaign: Campaign,
  attacker: Token,
  options: GgOptions,
): { attackerInItsAoC: boolean; canSeeAttacker: boolean; incapacitated: boolean }[] {
  const side = sideOf(campaign, attacker)
  return threats(campaign, attacker.mapId, [attacker.id], options)
    .filter((h) => h.side !== side && tokenDistance(campaign, h.token, attacker) <= h.reach)
    .map(() => ({ attackerInItsAoC: true, canSeeAttacker: true, incapacitated: false }))
}

/** Everything an attack request means, read from the campaign. */
export interface GgAttackInputs {
  request: GgAttackRequest
  options: GgOptions
  attacker: Token
  target: Token
  sheet: GgSheet
  targetSheet: GgSheet
  /** The attacker's and the target's state now (fresh from the sheet when none is stored). */
  mine: GgInstance
  theirs: GgInstance
  /** The sheet action, or the common Unarmed Strike for unarmed / grapple / shove. */
  action: GgSheetAction
  /** What the action is called in the log ("Longsword", "Grapple", "Opportunity Attack with …"). */
  what: string
  label: string
  melee: boolean
  /** Metres between the two footprints (an Opportunity Attack: from the edge of reach). */
  distance: number
  /** The action's reach (melee) or Base / Long Range (ranged), in metres. */
  reach: number
  longRange?: number
  bonus: Derived
  ht: Derived
  advantage: GgAdvantage
  advantageWhy: string[]
  /** GG-053: a Hidden attacker is revealed by this attack, hit or miss. */
  reveals: boolean
  /** The engine's attack input (resolveAttack and attackOdds read the same one). */
  attack: AttackInput
  /** The damage in words ("1d8 + 3 Slashing"), null for Grapple and Shove. */
  damageText: string | null
  /** GG-076: the action says its damage is magical (else the type's default). */
  magical: boolean
  /** The target as the damage pipeline reads it. */
  damageTarget: DamageTarget
  /** In a running fight with the attacker fighting: what it costs, and the attacker's ledger after. */
  charged: boolean
  cost: Record<string, number>
  surcharge?: string
  /** The attacker's state after paying (ledger updated); the same object when nothing changes. */
  paid: GgInstance
}

/**
 * Read an attack request against the campaign: refused (RollRefused) when it cannot be made —
 * a token with no stat block, out of reach or range, behind total cover, the reaction already
 * used since the attacker's last Turn (GG-016), a Grapple on something too big (GG-062).
 */
export function prepareGgAttack(campaign: Campaign, request: GgAttackRequest): GgAttackInputs {
  const options = ggOptionsOf(campaign)
  const attacker = ggTokenOf(campaign, request.attackerTokenId)
  const target = ggTokenOf(campaign, request.targetTokenId)
  if (attacker.id === target.id) throw new RollRefused(`${attacker.name} cannot attack itself.`)
  if (attacker.mapId !== target.mapId)
    throw new RollRefused(`${attacker.name} and ${target.name} are on different maps.`)
  const sheet = ggSheetOfToken(campaign, attacker, 'it has no attacks to make')
  const targetSheet = ggSheetOfToken(campaign, target, 'its HT and HP are unknown')
  const mine = ggStateOf(attacker, sheet)
  const theirs = ggStateOf(target, targetSheet)

  const mySet = conditionSet(mine, options)
  if (mine.dying.dead) throw new RollRefused(`${attacker.name} is dead and cannot attack.`)
  if (isIncapacitated(mySet, options))
    throw new RollRefused(
      `${attacker.name} is ${mine.dying.outOfFight ? 'out of the fight' : mine.dying.unconscious ? 'Unconscious' : 'Incapacitated'} and cannot attack.`,
    )
  if (theirs.dying.dead) throw new RollRefused(`${target.name} is already dead.`)
  if (theirs.dying.outOfFight)
    throw new RollRefused(`${target.name} is out of the fight (removed from the Encounter).`)

  // The action.
  const use = request.use
  let action: GgSheetAction
  if (use === 'action') {
    if (request.actionId === undefined)
      throw new RollRefused(`Say which of ${sheet.name}'s actions ${attacker.name} attacks with.`)
    const found = sheet.actions.find((a) => a.id === request.actionId)
    if (!found) throw new RollRefused(`${sheet.name} has no action "${request.actionId}".`)
    action = found
  } else {
    action = unarmedStrike(sheet)
  }
  const melee = use !== 'action' || action.melee
  const kind: AttackKind =
    use !== 'action' || action.kind === 'unarmed'
      ? 'unarmed'
      : action.kind === 'weapon'
        ? 'weapon'
        : 'spell'

  if (use === 'grapple' || use === 'shove') {
    try {
      assertCanGrappleOrShove(use, sheet.size, targetSheet.size, true)
    } catch (err) {
      throw new RollRefused((err as Error).message)
    }
  }
  if (request.opportunity) {
    if (!sheet.opportunityAttack)
      throw new RollRefused(
        `${sheet.name}'s stat block gives it no Opportunity Attack (GG-059); tick it on the stat block if it should have one.`,
      )
    if (!melee)
      throw new RollRefused(
        `An Opportunity Attack is a melee Weapon Attack or Unarmed Strike; ${action.name} is ranged.`,
      )
  }
  if (request.nonLethal && !melee)
    throw new RollRefused(
      `A non-lethal knockout needs a melee attack (GG-109); ${action.name} is ranged.`,
    )

  // Distance, reach and range, measured on the map (never taken from the request).
  const measured = tokenDistance(campaign, attacker, target)
  const reach = melee ? meleeReach(sheet, action, options) : (action.range ?? 0)
  const longRange = melee ? undefined : action.longRange
  // The tracker offers an Opportunity Attack once the move is made: rolled as from the edge of reach.
  const distance = request.opportunity ? Math.min(measured, reach) : measured
  if (melee && distance > reach)
    throw new RollRefused(
      `${target.name} is ${distance} m away, beyond ${attacker.name}'s reach of ${reach} m with ${action.name}.`,
    )
  if (!melee) {
    if (action.range === undefined)
      throw new RollRefused(`${action.name} has no range on ${sheet.name}'s stat block.`)
    const limit = longRange ?? reach
    if (distance > limit)
      throw new RollRefused(
        `${target.name} is ${distance} m away, beyond ${action.name}'s ${longRange !== undefined ? 'long ' : ''}range of ${limit} m.`,
      )
  }

  // Cover (GG-065 … GG-068).
  if (request.cover === 'total')
    throw new RollRefused(
      `${target.name} is behind total cover: it cannot be targeted directly, only caught in an area (GG-068).`,
    )
  const baseHt = hitTarget(targetSheet)
  const cover = coverBonus(request.cover)
  const coverWord = request.cover === 'half' ? 'half cover' : 'three-quarters cover'
  const ht: Derived =
    cover > 0
      ? {
          value: baseHt.value + cover,
          how: `HT ${baseHt.value} (${baseHt.how}) + ${coverWord} ${cover}`,
        }
      : { value: baseHt.value, how: `HT ${baseHt.value} (${baseHt.how})` }

  // Advantage: the GM's sources, the conditions, sight, range (F-GG-3, A.5.1, GG-037/039/053/055).
  const theirSet = conditionSet(theirs, options)
  const flanked = flankedBy(campaign, attacker, target, options)
  if (flanked) theirSet.flanked = true
  const mods = attackConditionMods(
    mySet,
    theirSet,
    { melee, distance, attackerReachCoversTarget: melee && distance <= reach },
    options,
  )
  const why: string[] = []
  if (request.advantages > 0)
    why.push(`${request.advantages} Advantage source${request.advantages > 1 ? 's' : ''} (GM)`)
  if (request.disadvantages > 0)
    why.push(
      `${request.disadvantages} Disadvantage source${request.disadvantages > 1 ? 's' : ''} (GM)`,
    )
  for (const a of mods.advantage) why.push(`${a}: Advantage`)
  for (const d of mods.disadvantage) why.push(`${d}: Disadvantage`)
  if (mods.bonus) why.push(`target is Flanked: +${mods.bonus} to hit`)
  let setup: ReturnType<typeof attackSetup>
  try {
    setup = attackSetup(
      {
        attackerSeesTarget: !request.unseenTarget,
        ...(request.unseenAttacker ? { targetSeesAttacker: false } : {}),
        attackerHidden: attacksAsHidden(mySet, options),
        ...(melee
          ? {}
          : {
              distance,
              baseRange: reach,
              longRange,
              nearbyHostiles: hostilesAround(campaign, attacker, options),
            }),
        extraAdvantages: request.advantages + mods.advantage.length,
        extraDisadvantages: request.disadvantages + mods.disadvantage.length,
      },
      !melee,
      options,
    )
  } catch (err) {
    throw new RollRefused((err as Error).message)
  }
  why.push(...setup.reasons)

  // The Attack Roll's numbers (GG-047, GG-048) and the damage on a hit (GG-058, GG-071).
  const trait = actionTrait(action)
  const bonus = attackBonus(sheet, action)
  const modifier = action.attackBonus + request.modifier + mods.bonus
  const shown: Derived = {
    value: bonus.value + request.modifier + mods.bonus,
    how: `${bonus.how}${request.modifier ? ` ${signed(request.modifier)} (GM)` : ''}${mods.bonus ? ` + ${mods.bonus} (Flanked)` : ''}`,
  }
  const instead = use === 'grapple' || use === 'shove' ? use : undefined
  let damage: DiceExpr = { terms: [], modifier: 0 }
  let damageText: string | null = null
  if (instead === undefined && action.damage !== undefined) {
    const dice = parseDiceExpr(action.damage)
    const plus = damageBonus(sheet, action, options).value
    const unarmedBase = kind === 'unarmed' ? options.obUnarmedBase : undefined
    damage = {
      terms: dice.terms.map((t) =>
        unarmedBase === undefined || t.base === false ? t : { ...t, base: unarmedBase },
      ),
      modifier: dice.modifier + plus,
    }
    const types = action.damageTypes.map(damageTypeName).join(' and ')
    damageText = `${formatDiceExpr(damage)}${types ? ` ${types}` : ''}`
  }
  const attack: AttackInput = {
    kind,
    trait: sheet.traits[trait],
    sb: sheet.sb,
    trained: action.trained,
    modifier,
    ht: ht.value,
    advantage: setup.sources,
    autoMiss: setup.autoMiss,
    damage,
    damageTypes: action.damageTypes,
    ...(instead ? { instead } : {}),
  }

  const damageTarget: DamageTarget = {
    hp: Math.min(theirs.hp, targetSheet.hpMax),
    hpMax: targetSheet.hpMax,
    bp: theirs.bp,
    defences: {
      immune: targetSheet.immunities,
      reduction: targetSheet.reductions,
      resistance: targetSheet.resistances,
      magnification: targetSheet.magnifications,
      vulnerability: targetSheet.vulnerabilities,
      endurance: targetSheet.traits.END,
    },
    scars: theirs.scars,
  }

  // Cost and the Turn's ledger (GG-014 … GG-016, GG-018), only in a running fight.
  const charged = inRunningFight(campaign, attacker.id)
  let cost: Record<string, number> = {}
  let surcharge: string | undefined
  let paid = mine
  if (charged && request.opportunity) {
    if (mine.turn.reactions.includes('oa'))
      throw new RollRefused(
        `${attacker.name} has already made an Opportunity Attack since its last Turn; a reaction can be used once per round (GG-016).`,
      )
    cost = { rp: options.cost.oaRP }
    paid = { ...mine, turn: { ...mine.turn, reactions: [...mine.turn.reactions, 'oa'] } }
  } else if (charged) {
    const asAttack = kind !== 'spell'
    const act: GgAction = asAttack
      ? { key: 'attack', name: 'Attack', apCost: options.cost.attack }
      : { key: action.id, name: action.name, apCost: action.ap }
    const main = surcharged(act, mine, options)
    const taken = { ...mine.turn.taken, [act.key]: (mine.turn.taken[act.key] ?? 0) + 1 }
    let ap = main.ap
    const notes = main.text ? [main.text] : []
    if (request.mark) {
      const mark = surcharged(
        { key: 'mark', name: 'Mark', apCost: options.cost.mark },
        mine,
        options,
      )
      ap += mark.ap
      if (mark.text) notes.push(mark.text)
      taken.mark = (mine.turn.taken.mark ?? 0) + 1
    }
    cost = { ap }
    if (notes.length) surcharge = notes.join('; ')
    paid = { ...mine, turn: { ...mine.turn, taken } }
  }

  const useName =
    use === 'grapple'
      ? 'Grapple'
      : use === 'shove'
        ? 'Shove'
        : request.mark
          ? `${action.name} with Mark`
          : action.name
  const what = `${request.opportunity ? 'Opportunity Attack with ' : ''}${useName} at ${target.name}`
  const verb = request.opportunity
    ? 'makes an Opportunity Attack at'
    : use === 'grapple'
      ? 'tries to Grapple'
      : use === 'shove'
        ? 'tries to Shove'
        : 'attacks'
  return {
    request,
    options,
    attacker,
    target,
    sheet,
    targetSheet,
    mine,
    theirs,
    action,
    what,
    label: `${attacker.name} ${verb} ${target.name}`,
    melee,
    distance,
    reach,
    ...(longRange !== undefined ? { longRange } : {}),
    bonus: shown,
    ht,
    advantage: setup.advantage,
    advantageWhy: why,
    reveals: setup.revealsAttacker,
    attack,
    damageText,
    magical: action.magical,
    damageTarget,
    charged,
    cost,
    ...(surcharge !== undefined ? { surcharge } : {}),
    paid,
  }
}
