/**
 * Rolls made from sheets, in main: the dice are main's (seeded, so a session can be replayed in
 * tests), every face is recorded, and each roll lands in the dice log the GM's views show.
 * An attack's outcome changes the target instance through the command path, so it can be undone.
 */
import { randomBytes } from 'node:crypto'
import { seededDice, type Dice } from '../../../shared/dice'
import { footprintDistance, footprintHexes } from '../../../shared/hex'
import {
  ABILITIES,
  attackInputFor,
  checkInputFor,
  defenderFrom,
  resolveAttack,
  rollCheck,
  rollSave,
  saveInputFor,
  resolveOptions,
  type SheetAttackSituation,
} from '../../../shared/rules/bluebox'
import type { AbilityId, StatId } from '../../../shared/rules/bluebox/condition-types'
import type { Campaign, NpcRecord, PcRecord, Token } from '../../../shared/model'
import { CommandRejected, type Command } from './commands'
import type { DiceLogEntry } from '../../../shared/api'

export type { DiceLogEntry }

export type SheetRef = { kind: 'npc' | 'pc'; id: string }

function recording(inner: Dice): Dice & { drawn: [number, number][] } {
  const drawn: [number, number][] = []
  return {
    drawn,
    roll(sides: number) {
      const face = inner.roll(sides)
      drawn.push([sides, face])
      return face
    },
  }
}

export function sheetOf(state: Campaign, ref: SheetRef): NpcRecord | PcRecord {
  const book = ref.kind === 'npc' ? state.npcs : state.pcs
  const sheet = Object.hasOwn(book, ref.id) ? book[ref.id] : undefined
  if (!sheet)
    throw new CommandRejected(`no ${ref.kind === 'npc' ? 'NPC' : 'PC'} with id "${ref.id}"`)
  return sheet
}

/** The sheet behind a token: its library NPC or PC. */
export function sheetOfToken(state: Campaign, token: Token): NpcRecord | PcRecord {
  if (token.npcId) return sheetOf(state, { kind: 'npc', id: token.npcId })
  if (token.pcId) return sheetOf(state, { kind: 'pc', id: token.pcId })
  throw new CommandRejected(`${token.name} has no stat block`)
}

export class DiceLog {
  readonly entries: DiceLogEntry[] = []
  private next = 1
  constructor(
    readonly dice: Dice = seededDice(randomBytes(4).readUInt32LE()),
    private readonly now: () => Date = () => new Date(),
    private readonly limit = 500,
  ) {}

  add(e: Omit<DiceLogEntry, 'id' | 'at'>): DiceLogEntry {
    const entry = { ...e, id: this.next++, at: this.now().toISOString() }
    this.entries.push(entry)
    if (this.entries.length > this.limit) this.entries.shift()
    return entry
  }

  /** An ability check or a save from a sheet against a DC (or none). */
  check(
    state: Campaign,
    ref: SheetRef,
    roll: { ability?: AbilityId; save?: StatId; dc?: number; edge?: number; flaw?: number },
  ): DiceLogEntry {
    const sheet = sheetOf(state, ref)
    const options = resolveOptions(state.tableOptions as never)
    const d = recording(this.dice)
    const extra = { edge: roll.edge ?? 0, flaw: roll.flaw ?? 0 }
    if (roll.save) {
      const input = saveInputFor(sheet, roll.save, extra)
      const out = rollSave(input, roll.dc ?? 0, d, options)
      const total = out.roll?.total ?? null
      return this.add({
        who: sheet.name,
        what: `${roll.save} save${roll.dc !== undefined ? ` vs DC ${roll.dc}` : ''}`,
        faces: d.drawn,
        total,
        outcome: roll.dc === undefined ? `${total}` : out.success ? 'success' : 'failure',
        detail: `d12 ${out.roll?.natural} ${(input.modifier ?? 0) >= 0 ? '+' : ''}${input.modifier ?? 0}${out.roll?.decisive ? ', Decisive' : ''}`,
      })
    }
    if (!roll.ability) throw new CommandRejected('say which ability or save to roll')
    const input = checkInputFor(sheet, roll.ability, extra)
    const r = rollCheck(input, d, options)
    const success = roll.dc === undefined ? null : r.decisive || r.total >= roll.dc
    return this.add({
      who: sheet.name,
      what: `${ABILITIES[roll.ability]?.name ?? roll.ability} check${roll.dc !== undefined ? ` vs DC ${roll.dc}` : ''}`,
      faces: d.drawn,
      total: r.total,
      outcome: success === null ? `${r.total}` : success ? 'success' : 'failure',
      detail: `d12 ${r.natural}${r.edgeDice.length ? ` + Edge ${r.edgeDice.join('+')}` : ''}${r.flawDice.length ? ` − Flaw ${r.flawDice.join('+')}` : ''} ${(input.modifier ?? 0) >= 0 ? '+' : ''}${input.modifier ?? 0}${input.exhaustion ? ` − exhaustion ${input.exhaustion}` : ''}${r.decisive ? ', Decisive' : ''}`,
    })
  }

  /** An attack from one token's sheet at another token: rolled here, applied by the returned command. */
  attack(
    state: Campaign,
    attackerId: string,
    weaponId: string,
    targetId: string,
    situation: SheetAttackSituation,
  ): { entry: DiceLogEntry; command: Command } {
    const attacker = Object.hasOwn(state.tokens, attackerId) ? state.tokens[attackerId] : undefined
    const target = Object.hasOwn(state.tokens, targetId) ? state.tokens[targetId] : undefined
    if (!attacker) throw new CommandRejected(`no token with id "${attackerId}"`)
    if (!target) throw new CommandRejected(`no token with id "${targetId}"`)
    const sheet = sheetOfToken(state, attacker)
    const weapon = sheet.weapons.find((w) => w.id === weaponId)
    if (!weapon) throw new CommandRejected(`${sheet.name} has no weapon "${weaponId}"`)
    // Reach and range are measured here, footprint to footprint, whatever the view sent.
    const distance = footprintDistance(
      footprintHexes(attacker.hex, attacker.size, attacker.facing ?? 0),
      footprintHexes(target.hex, target.size, target.facing ?? 0),
    )
    if (weapon.kind === 'melee' && distance > weapon.reachOrRange) {
      throw new CommandRejected(
        `${weapon.name} reaches ${weapon.reachOrRange} m; ${target.name} is ${distance} m away`,
      )
    }
    if (weapon.kind === 'ranged' && distance > 2 * weapon.reachOrRange) {
      throw new CommandRejected(
        `${target.name} is ${distance} m away, beyond twice ${weapon.name}'s range of ${weapon.reachOrRange} m`,
      )
    }
    situation = { ...situation, distanceM: distance }
    const targetSheet = sheetOfToken(state, target)
    const inst = target.instance ?? {
      hp: targetSheet.hpMax,
      thp: targetSheet.thp,
      plating: undefined,
      conditions: [],
    }
    const defender = defenderFrom(targetSheet, {
      hp: inst.hp,
      thp: inst.thp,
      ...(inst.plating !== undefined ? { plating: inst.plating } : {}),
    })
    const d = recording(this.dice)
    const result = resolveAttack(
      attackInputFor(sheet, weapon, situation),
      defender,
      d,
      resolveOptions(state.tableOptions as never),
    )
    const after = result.defender
    const entry = this.add({
      who: attacker.name,
      what: `${weapon.name} at ${target.name}`,
      faces: d.drawn,
      total: result.roll.total,
      outcome: result.hit
        ? `hit: ${result.damage} damage${result.platingDestroyed ? `, ${result.platingDestroyed} Plating destroyed` : ''}`
        : 'miss',
      detail: `d12 ${result.roll.natural} → ${result.roll.total} vs ${defender.backFooted ? 'BAC' : 'AC'} ${defender.backFooted ? defender.bac : defender.ac}${result.decisive ? ', Decisive' : ''}; ${target.name} HP ${after.hp}, THP ${after.thp}, Plating ${after.plating}`,
    })
    const command: Command = {
      label: `${attacker.name} attacks ${target.name}`,
      run(s: Campaign) {
        const t = s.tokens[targetId]
        if (!t) throw new CommandRejected(`no token with id "${targetId}"`)
        const conditions = t.instance?.conditions ?? []
        return {
          ...s,
          tokens: {
            ...s.tokens,
            [targetId]: {
              ...t,
              instance: { hp: after.hp, thp: after.thp, plating: after.plating, conditions },
            },
          },
        }
      },
    }
    return { entry, command }
  }
}
