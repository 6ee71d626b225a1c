/**
 * A Blue Box attack action from one token's sheet at another token, resolved with main's dice
 * (Combat Actions; Attacks; Down & Out; Shattered; Hidden): the dice log's outcome, what it
 * changes, who acts and what it costs in a fight.
 */
import type { Dice } from '../../../dice'
import { footprintDistance, footprintHexes } from '../../../geometry/hex'
import { clockSeconds, metresPerCell, type Token } from '../../../model'
import { RollRefused, type PublicRoll, type RolledRequest, type StateChange } from '../../ruleset'
import { resolveAttack, rollAttack, targetNumber } from '../engine/attack'
import { exhaustionPenalty } from '../engine/check'
import { combatOptions, pcOfToken, settleDamage } from './combat-being'
import { applyDecisive, destroyedWeaponOf, type DecisiveChoice } from '../engine/decisive-hit'
import { attackResultText } from '../engine/damage-text'
import { conditionNames, prepareAttack, sheetForToken } from '../engine/prepared-rolls'
import type { AttackAction, AttackRollRequest } from '../engine/roll-requests'
import { rollSheetOfToken, sourceText, tokenOf, type Sheet } from './roll-lookup'
import type { BlueboxCampaign } from './types'
import { weaponBroken, type BlueboxInstance } from '../engine/views'

/** The weapon's reach or range against the distance, footprint to footprint (Reach, Range). */
function distanceProblem(
  weapon: Sheet['weapons'][number],
  target: Token,
  distance: number,
): string | null {
  if (weapon.kind === 'melee' && distance > weapon.reachOrRange)
    return `${weapon.name} reaches ${weapon.reachOrRange} m; ${target.name} is ${distance} m away`
  if (weapon.kind === 'ranged' && distance > 2 * weapon.reachOrRange)
    return `${target.name} is ${distance} m away, beyond twice ${weapon.name}'s range of ${weapon.reachOrRange} m`
  return null
}

/** The words of an attack action in the log. */
const ACTION_NAMES: Record<AttackAction, string> = {
  attack: '',
  shove: 'Shove',
  'flash-shot': 'Flash Shot',
  trip: 'Trip',
  opportunity: 'Opportunity Attack',
}

/**
 * An attack from one token's sheet at another token. Both tokens' conditions are read from the
 * campaign, never taken from the request. `situation.action` says which attack action it is
 * (Combat Actions): a weapon attack, or an Opportunity Attack (the same, as the Reaction, with
 * Defensive Stance's Edge; a hit stops the mover), deal damage; a Shove (within 1 m), a Flash Shot
 * (a ranged weapon) and a Trip roll to hit and deal none. The changes: the target's state after the
 * hit, with Shattered when its Plating went to 0 and its Down & Out track moved (Down at 0 HP with
 * 1 Exhaustion, Out at the third damage while Down, dead on a melee hit while Out, Death Save
 * failures with the option; Focus checks named), or Back-footed (Shove, Flash Shot: `timed`, for
 * the tracker to end) or Prone (Trip); and the attacker's Hidden ended by the attack roll
 * (Hidden). A Decisive hit's Hamstring, Destroy or Unmask marks the target (decisive-hit.ts;
 * Destroy's weapon and Unmask's mask as the GM said). In a fight the attacker pays `cost`: 1 AP, or the Reaction for an Opportunity Attack.
 */
export function resolveSheetAttack(
  state: BlueboxCampaign,
  roll: AttackRollRequest,
  dice: Dice,
): RolledRequest {
  const { attackerId, weaponId, targetId } = roll
  const { action: chosen, destroyWeaponId, targetMasked, ...situation } = roll.situation
  const action: AttackAction = chosen ?? 'attack'
  const attacker = tokenOf(state, attackerId)
  const target = tokenOf(state, targetId)
  if (attackerId === targetId) throw new RollRefused(`${attacker.name} cannot attack itself`)
  if (attacker.mapId !== target.mapId)
    throw new RollRefused(`${attacker.name} and ${target.name} are on different maps`)
  const sheet = rollSheetOfToken(state, attacker)
  const weapon = sheet.weapons.find((w) => w.id === weaponId)
  if (!weapon) throw new RollRefused(`${sheet.name} has no weapon "${weaponId}"`)
  // Reach and range are measured here, footprint to footprint, whatever the view sent.
  const board = state.maps[target.mapId]
  const metres = board ? metresPerCell(board) : 1
  const measured =
    footprintDistance(
      footprintHexes(attacker.hex, attacker.size, attacker.facing ?? 0),
      footprintHexes(target.hex, target.size, target.facing ?? 0),
    ) * metres
  // An Opportunity Attack is made as the mover leaves reach (Combat Actions); the tracker offers
  // it once the move is made, so it is rolled as from the edge of the weapon's reach.
  const distance = action === 'opportunity' ? Math.min(measured, weapon.reachOrRange) : measured
  const tooFar =
    actionProblem(action, weapon, target, distance) ?? distanceProblem(weapon, target, distance)
  if (tooFar) throw new RollRefused(tooFar)
  const targetSheet = rollSheetOfToken(state, target)
  const choice: DecisiveChoice = {
    ...(destroyWeaponId !== undefined ? { destroyWeaponId } : {}),
    ...(targetMasked !== undefined ? { targetMasked } : {}),
  }
  const decisiveTarget = { tokenId: targetId, name: target.name, weapons: targetSheet.weapons }
  if (
    situation.decisiveOption === 'destroy' &&
    destroyWeaponId !== undefined &&
    !destroyedWeaponOf(decisiveTarget, choice)
  )
    throw new RollRefused(`${target.name}'s sheet has no such weapon to destroy`)
  const inst = target.instance
  const mine = attacker.instance
  const options = combatOptions(state)
  const p = prepareAttack(
    {
      sheet: sheetForToken(sheet, attacker),
      conditionIds: mine?.conditions ?? [],
      weaponBroken: weaponBroken(mine, weapon.id),
      ...(action === 'opportunity' ? { asReaction: true } : {}),
    },
    weapon,
    {
      sheet: sheetForToken(targetSheet, target),
      state: {
        hp: inst?.hp ?? targetSheet.hpMax,
        thp: inst?.thp ?? targetSheet.thp,
        ...(inst ? { plating: inst.plating } : {}),
      },
      conditionIds: inst?.conditions ?? [],
    },
    { ...situation, distanceM: distance },
    options,
  )
  if (p.untargetable.length > 0)
    throw new RollRefused(
      `${target.name} is ${conditionNames(p.untargetable)}: it cannot be targeted by attacks`,
    )
  const before: BlueboxInstance = inst ?? {
    hp: p.defender.hp,
    thp: p.defender.thp ?? 0,
    plating: p.defender.plating,
    conditions: [],
  }
  const tn = targetNumber(p.defender)
  const because = p.sources.length ? `; ${p.sources.map(sourceText).join(', ')}` : ''
  const exhaustion = p.exhaustion ? `, exhaustion −${exhaustionPenalty(p.exhaustion)}` : ''
  const vs = `vs ${p.defender.backFooted ? 'BAC' : 'AC'} ${tn}`
  const named = ACTION_NAMES[action]
  const what = `${named ? `${named} with ` : ''}${weapon.name} at ${target.name}`
  // The table reads the attack by its weapon alone: no target, nothing of the target's sheet.
  const shownWhat = `${named || 'Attack'} with ${weapon.name}`
  const cost: Record<string, number> = action === 'opportunity' ? { reaction: 1 } : { ap: 1 }
  const common = {
    actor: attackerId,
    cost,
    label: `${attacker.name} ${named ? `makes ${/^[AEIOU]/.test(named) ? 'an' : 'a'} ${named} at` : 'attacks'} ${target.name}`,
  }
  const hidden: StateChange[] = mine?.conditions.includes('hidden')
    ? [
        {
          kind: 'instance',
          tokenId: attackerId,
          instance: { ...mine, conditions: mine.conditions.filter((c) => c !== 'hidden') },
        },
      ]
    : []

  if (action === 'shove' || action === 'flash-shot' || action === 'trip') {
    const r = rollAttack(p.input, p.defender, dice, options)
    const gives = action === 'trip' ? 'prone' : 'back-footed'
    const fresh = r.hit && !before.conditions.includes(gives)
    const after = fresh ? { ...before, conditions: [...before.conditions, gives] } : before
    const effect =
      action === 'shove'
        ? `${target.name} is pushed 1 m and Back-footed until the start of ${attacker.name}'s next turn`
        : action === 'flash-shot'
          ? `${target.name} is Back-footed until the end of ${attacker.name}'s next turn`
          : `${target.name} falls Prone`
    const outcome = {
      who: attacker.name,
      what,
      total: r.roll.total,
      outcome: r.hit ? `hit${r.decisive ? ' (Decisive)' : ''}: no damage` : 'miss',
      detail: `d12 ${r.roll.natural} → ${r.roll.total} ${vs}${exhaustion}${because}${r.hit ? `; ${effect}` : ''}`,
      public: publicAttack(shownWhat, r.roll.total, r.hit, r.decisive),
    }
    const timed =
      fresh && action !== 'trip'
        ? [
            {
              tokenId: targetId,
              condition: gives,
              until: action === 'shove' ? ('start' as const) : ('end' as const),
            },
          ]
        : []
    return {
      outcome,
      changes: [
        ...(after !== before
          ? [{ kind: 'instance' as const, tokenId: targetId, instance: after }]
          : []),
        ...hidden,
      ],
      ...common,
      ...(timed.length ? { timed } : {}),
    }
  }

  const result = resolveAttack(p.input, p.defender, dice, options)
  const hitPoints = result.defender
  const shattered =
    p.defender.plating > 0 && hitPoints.plating === 0 && !before.conditions.includes('shattered')
  const struck: BlueboxInstance = {
    ...before,
    hp: hitPoints.hp,
    thp: hitPoints.thp,
    plating: hitPoints.plating,
    conditions: shattered ? [...before.conditions, 'shattered'] : before.conditions,
  }
  const settled = settleDamage(
    before,
    struck,
    result.hit ? result.damage : 0,
    target.name,
    options,
    result.hit && weapon.kind === 'melee',
    pcOfToken(state, target),
  )
  const decisive = applyDecisive(
    result.hit && result.decisive ? situation.decisiveOption : undefined,
    settled.instance,
    decisiveTarget,
    choice,
    clockSeconds(state),
  )
  const notes = [
    ...(shattered ? [`${target.name} is Shattered`] : []),
    ...settled.notes,
    ...(decisive.note ? [decisive.note] : []),
    ...(action === 'opportunity' && result.hit ? [`${target.name} stops moving`] : []),
  ]
  const outcome = {
    who: attacker.name,
    what,
    total: result.roll.total,
    outcome: attackResultText(p.input, p.defender, result, options),
    detail: `d12 ${result.roll.natural} → ${result.roll.total} ${vs}${result.decisive ? ', Decisive' : ''}${exhaustion}${because}; ${target.name} HP ${hitPoints.hp}, THP ${hitPoints.thp}, Plating ${hitPoints.plating}${notes.length ? `; ${notes.join('; ')}` : ''}`,
    public: publicAttack(shownWhat, result.roll.total, result.hit, result.decisive),
  }
  const changes: StateChange[] = [
    { kind: 'instance', tokenId: targetId, instance: decisive.instance },
    ...decisive.changes,
    ...(settled.pc
      ? [
          {
            kind: 'sheet' as const,
            sheetKind: 'pc' as const,
            id: settled.pc.id,
            record: settled.pc,
          },
        ]
      : []),
    ...hidden,
  ]
  const stops = action === 'opportunity' && result.hit ? { stopsMove: targetId } : {}
  return { outcome, changes, ...common, ...stops }
}

/**
 * What "Show on table" tells the players of an attack: its name, the attack roll's total and hit
 * or miss. Never the damage dealt: after Plating, resistances and THP it would tell the target's
 * sheet (the damage dice themselves show on the table).
 */
function publicAttack(what: string, total: number, hit: boolean, decisive: boolean): PublicRoll {
  return { what, total, outcome: hit ? `hit${decisive ? ' (Decisive)' : ''}` : 'miss' }
}

/** What an attack action itself asks: a Shove reaches 1 m, a Flash Shot needs a ranged weapon. */
function actionProblem(
  action: AttackAction,
  weapon: Sheet['weapons'][number],
  target: Token,
  distance: number,
): string | null {
  if (action === 'shove' && distance > 1)
    return `a Shove reaches 1 m; ${target.name} is ${distance} m away`
  if (action === 'flash-shot' && weapon.kind !== 'ranged')
    return `a Flash Shot needs a ranged weapon; ${weapon.name} is melee`
  return null
}
