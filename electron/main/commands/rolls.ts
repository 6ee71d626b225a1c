/**
 * Rolls made from sheets, in main: the dice are main's (seeded, so a session can be replayed in
 * tests), every face is recorded, and each roll lands in the dice log the GM's views show.
 * An attack's outcome changes the target instance through the command path, so it can be undone.
 */
import { randomBytes } from 'node:crypto'
import { seededDice, type Dice } from '../../../shared/dice'
import { footprintDistance, footprintHexes } from '../../../shared/geometry/hex'
import {
  attackResultText,
  conditionNames,
  exhaustionPenalty,
  preparedCheckName,
  prepareAttack,
  prepareCheck,
  resolveAttack,
  resolveOptions,
  rollPreparedCheck,
  targetNumber,
  type CheckRequest,
  type EdgeFlawSource,
  type SheetAttackSituation,
} from '../../../shared/rules/bluebox'
import type { Campaign, Token } from '../../../shared/model'
import { blueboxInstance, type NpcRecord, type PcRecord } from '../../../shared/rules/bluebox'
import { CommandRejected, type Command } from './command'
import type { DiceLogEntry } from '../../../shared/api'

export type { DiceLogEntry }

export type SheetRef = { kind: 'npc' | 'pc'; id: string }

/** A check or save as roll:check asks for it: which token rolls (if any), what, against what DC. */
export type CheckRoll = CheckRequest & { tokenId?: string; dc?: number }

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
  return sheet as NpcRecord | PcRecord
}

export function tokenOf(state: Campaign, id: string): Token {
  const token = Object.hasOwn(state.tokens, id) ? state.tokens[id] : undefined
  if (!token) throw new CommandRejected(`no token with id "${id}"`)
  return token
}

/** The sheet behind a token: its library NPC or PC. */
export function sheetOfToken(state: Campaign, token: Token): NpcRecord | PcRecord {
  if (token.npcId) return sheetOf(state, { kind: 'npc', id: token.npcId })
  if (token.pcId) return sheetOf(state, { kind: 'pc', id: token.pcId })
  throw new CommandRejected(`${token.name} has no stat block`)
}

export class DiceLog {
  readonly entries: DiceLogEntry[] = []
  /** History step id -> the entry of the roll whose effect that step applied. */
  private readonly steps = new Map<number, number>()
  private next = 1
  constructor(
    readonly dice: Dice = seededDice(randomBytes(4).readUInt32LE()),
    private readonly now: () => Date = () => new Date(),
    private readonly limit = 500,
  ) {}

  add(e: Omit<DiceLogEntry, 'id' | 'at'>): DiceLogEntry {
    const entry = { ...e, id: this.next++, at: this.now().toISOString() }
    this.entries.push(entry)
    if (this.entries.length > this.limit) {
      const gone = this.entries.shift()
      for (const [step, id] of this.steps) if (id === gone?.id) this.steps.delete(step)
    }
    return entry
  }

  /** The roll `entryId` changed the campaign in history step `stepId`. */
  appliedBy(entryId: number, stepId: number): void {
    this.steps.set(stepId, entryId)
  }

  /**
   * History step `stepId` was undone or redone: the roll whose effect it was is marked undone (or
   * live again), replaced in the log, and returned; null when the step applied no roll.
   */
  stepMoved(stepId: number, undone: boolean): DiceLogEntry | null {
    const id = this.steps.get(stepId)
    const i = id === undefined ? -1 : this.entries.findIndex((e) => e.id === id)
    const old = this.entries[i]
    if (!old || !!old.undone === undone) return null
    const { undone: _was, ...rest } = old
    const entry: DiceLogEntry = undone ? { ...rest, undone: true } : rest
    this.entries[i] = entry
    return entry
  }

  /**
   * An ability check or a save from a sheet against a DC (or none). With a token, that instance's
   * conditions bear on it, read here from the campaign (a PC's exhaustion from its sheet either way).
   */
  check(state: Campaign, ref: SheetRef, roll: CheckRoll): DiceLogEntry {
    const sheet = sheetOf(state, ref)
    const token = roll.tokenId === undefined ? null : tokenOf(state, roll.tokenId)
    if (token && (ref.kind === 'npc' ? token.npcId : token.pcId) !== ref.id)
      throw new CommandRejected(`${token.name} is not a token of ${sheet.name}`)
    if (!roll.ability && !roll.save) throw new CommandRejected('say which ability or save to roll')
    const options = resolveOptions(state.tableOptions as never)
    const { tokenId: _t, dc, ...request } = roll
    const p = prepareCheck(
      sheet,
      (token && blueboxInstance(token)?.conditions) ?? [],
      request,
      options,
    )
    const d = recording(this.dice)
    const out = rollPreparedCheck(p, dc, d, options)
    const r = out.roll
    const mod = p.input.modifier ?? 0
    const who = token?.name ?? sheet.name
    const what = `${preparedCheckName(p)}${dc !== undefined ? ` vs DC ${dc}` : ''}`
    if (!r) {
      const because = conditionNames(p.autoFail)
      return this.add({
        who,
        what,
        faces: d.drawn,
        total: null,
        outcome: 'failure',
        detail: `automatic failure: ${because}`,
      })
    }
    const parts = [
      `d12 ${r.natural}`,
      r.edgeDice.length ? `+ Edge ${r.edgeDice.join('+')}` : '',
      r.flawDice.length ? `− Flaw ${r.flawDice.join('+')}` : '',
      `${mod >= 0 ? '+' : ''}${mod}`,
      p.exhaustion ? `− exhaustion ${exhaustionPenalty(p.exhaustion)}` : '',
    ]
    const because = p.sources.length ? `; ${p.sources.map(sourceText).join(', ')}` : ''
    return this.add({
      who,
      what,
      faces: d.drawn,
      total: r.total,
      outcome: out.success === null ? `${r.total}` : out.success ? 'success' : 'failure',
      detail: `${parts.filter((x) => x !== '').join(' ')}${r.decisive ? ', Decisive' : ''}${because}`,
    })
  }

  /**
   * An attack from one token's sheet at another token: rolled here, applied by the returned
   * command. Both tokens' conditions are read here from the campaign, never taken from the view.
   */
  attack(
    state: Campaign,
    attackerId: string,
    weaponId: string,
    targetId: string,
    situation: SheetAttackSituation,
  ): { entry: DiceLogEntry; command: Command } {
    const attacker = tokenOf(state, attackerId)
    const target = tokenOf(state, targetId)
    if (attackerId === targetId) throw new CommandRejected(`${attacker.name} cannot attack itself`)
    if (attacker.mapId !== target.mapId)
      throw new CommandRejected(`${attacker.name} and ${target.name} are on different maps`)
    const sheet = sheetOfToken(state, attacker)
    const weapon = sheet.weapons.find((w) => w.id === weaponId)
    if (!weapon) throw new CommandRejected(`${sheet.name} has no weapon "${weaponId}"`)
    // Reach and range are measured here, footprint to footprint, whatever the view sent.
    const metres = state.maps[target.mapId]?.metresPerHex ?? 1
    const distance =
      footprintDistance(
        footprintHexes(attacker.hex, attacker.size, attacker.facing ?? 0),
        footprintHexes(target.hex, target.size, target.facing ?? 0),
      ) * metres
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
    const targetSheet = sheetOfToken(state, target)
    const inst = blueboxInstance(target)
    const options = resolveOptions(state.tableOptions as never)
    const p = prepareAttack(
      { sheet, conditionIds: blueboxInstance(attacker)?.conditions ?? [] },
      weapon,
      {
        sheet: targetSheet,
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
    if (p.untargetable.length > 0) {
      throw new CommandRejected(
        `${target.name} is ${conditionNames(p.untargetable)}: it cannot be targeted by attacks`,
      )
    }
    const d = recording(this.dice)
    const result = resolveAttack(p.input, p.defender, d, options)
    const after = result.defender
    const tn = targetNumber(p.defender)
    const because = p.sources.length ? `; ${p.sources.map(sourceText).join(', ')}` : ''
    const kills = result.hit && p.hitKills ? `; ${target.name} is Out: the melee hit kills` : ''
    // What the hit does to the target's state: Plating to 0 Shatters it (Shattered), HP to 0
    // puts it Down (Down & Out); the rest of the Down track is the GM's to keep.
    const gained = [
      ...(p.defender.plating > 0 && after.plating === 0 ? ['shattered'] : []),
      ...(p.defender.hp > 0 && after.hp === 0 ? ['down'] : []),
    ].filter((c) => !(inst?.conditions ?? []).includes(c))
    const becomes = gained.length
      ? `; ${target.name} is ${gained.map((c) => (c === 'down' ? 'Down' : 'Shattered')).join(' and ')}`
      : ''
    const entry = this.add({
      who: attacker.name,
      what: `${weapon.name} at ${target.name}`,
      faces: d.drawn,
      total: result.roll.total,
      outcome: attackResultText(p.input, p.defender, result, options),
      detail: `d12 ${result.roll.natural} → ${result.roll.total} vs ${p.defender.backFooted ? 'BAC' : 'AC'} ${tn}${result.decisive ? ', Decisive' : ''}${p.exhaustion ? `, exhaustion −${exhaustionPenalty(p.exhaustion)}` : ''}${because}; ${target.name} HP ${after.hp}, THP ${after.thp}, Plating ${after.plating}${becomes}${kills}`,
    })
    const command: Command = {
      label: `${attacker.name} attacks ${target.name}`,
      run(s: Campaign) {
        const t = s.tokens[targetId]
        const a = s.tokens[attackerId]
        if (!t) throw new CommandRejected(`no token with id "${targetId}"`)
        const had = blueboxInstance(t)?.conditions ?? []
        const conditions = [...had, ...gained.filter((c) => !had.includes(c))]
        const tokens = {
          ...s.tokens,
          [targetId]: {
            ...t,
            instance: { hp: after.hp, thp: after.thp, plating: after.plating, conditions },
          },
        }
        // Hidden ends after the attack roll (Hidden).
        const ai = a && blueboxInstance(a)
        if (a && ai?.conditions.includes('hidden')) {
          const left = ai.conditions.filter((c) => c !== 'hidden')
          tokens[attackerId] = { ...a, instance: { ...ai, conditions: left } }
        }
        return { ...s, tokens }
      },
    }
    return { entry, command }
  }
}

/** A source as the log writes it: "Prone (target) +1 Edge". */
function sourceText(s: EdgeFlawSource): string {
  const parts = [s.edge ? `+${s.edge} Edge` : '', s.flaw ? `${s.flaw} Flaw` : '']
  return `${s.label} ${parts.filter((x) => x !== '').join(' ')}`
}
