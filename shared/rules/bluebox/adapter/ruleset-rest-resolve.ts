/**
 * Resolving a Blue Box rest: every member's Rest Activities rolled in planned order, then what the
 * rest itself starts and ends, as log lines with their dice and as changes main applies in one
 * undoable step (Rest & Repair; Camps & Resting Places; Simple Craftables).
 *
 * Where things are kept: HP, THP, Plating and conditions on the member's token (a token without a
 * state stands as fresh from its sheet); EP, Exhaustion, inventory and weapon practice on a player
 * character's sheet. An NPC companion's sheet is a library record every token of that NPC shares,
 * so it is never changed by a rest: what such a companion crafts or practises is rolled and
 * logged, and the line says to note it by hand.
 */
import { recordingDice, type Dice } from '../../../dice'
import { restHoursClock, type RestPlan as StoredRestPlan, type RestSlot } from '../../../model'
import type { RestResolution, StateChange } from '../../ruleset'
import { combatOptions, conditionName, healBeing, isDead, trackOf } from './combat-being'
import { CONDITIONS, CONDITION_IDS } from '../engine/condition-table'
import type { ConditionId } from '../engine/condition-types'
import { exhaustionLevel } from '../engine/conditions'
import { conditionsOfBeing } from '../engine/prepared-rolls'
import {
  REST_ACTIVITIES,
  REST_KINDS,
  restEnd,
  restoreEpRoll,
  restoreHpRoll,
  restStart,
  type PlannedActivity,
  type RestActivityId,
} from '../engine/rest'
import { craft, practice } from './ruleset-rest-craft'
import { repairWeapon, swapModule } from './ruleset-rest-gear'
import { campLines } from './ruleset-rest-camp'
import { hpReroll } from './ruleset-rest-reroll'
import {
  isActivity,
  isCamp,
  kindOf,
  memberInstance,
  memberOf,
  nameIn,
  slotsOf,
  type Member,
} from './ruleset-rest-members'
import {
  endedNames,
  ends,
  instOf,
  line,
  pcOf,
  sameJsonText,
  say,
  type Work,
} from './ruleset-rest-work'
import { derivedDefences } from '../engine/statblock'
import { instanceExhaustion, withInstanceExhaustion } from '../engine/views'
import type { BlueboxCampaign } from './types'

const KNOWN = new Set<string>(CONDITION_IDS)

/**
 * Restore HP: current HP + 2✦ + FOR (1s rerolled, a negative FOR not counted), capped at HP max;
 * the HP regained is healing, so the Down & Out track and the conditions healing ends follow it
 * as they do in a fight (Rest & Repair; Health & Healing; Down & Out).
 */
function restoreHp(w: Work, m: Member, what: string): void {
  const inst = instOf(w, m)
  if (!inst || !m.sheet)
    return void say(w, line(m.name, what, null, 'no HP to restore', 'no token or sheet'))
  const options = combatOptions(w.campaign)
  const comfortable = w.plan.camp.includes('comfortable')
  const r = restoreHpRoll({ level: m.sheet.level, modifier: m.sheet.stats.FOR }, w.dice, options)
  // The comfortable camp's re-roll is the GM's (or the player's) pick, made in the results.
  if (comfortable) w.rerolls.push(hpReroll(m.id, m.token!.id, r.rolls, m.sheet, inst.hp))
  const hp = Math.min(m.sheet.hpMax, inst.hp + r.total)
  const after = healBeing(inst, hp, inst.thp, r.total, options)
  w.insts.set(m.token!.id, after)
  const detail =
    `2✦ ${r.rolls.join(' + ')} + FOR ${Math.max(0, m.sheet.stats.FOR)} + current HP ${inst.hp}` +
    (inst.hp + r.total > hp ? `, capped at HP max ${m.sheet.hpMax}` : '') +
    (comfortable ? '; comfortable camp: any ✦ may be re-rolled once in the results' : '')
  const outcome = `HP ${inst.hp} → ${hp}${ends(endedNames(inst.conditions, after.conditions))}`
  say(w, line(m.name, what, r.total, outcome, detail))
}

/** Restore EP: current EP + ✦ + SPI (1s rerolled, a negative SPI not counted), capped at EP max (Rest & Repair). */
function restoreEp(w: Work, m: Member, what: string): void {
  const pc = pcOf(w, m)
  if (!pc) return void say(w, line(m.name, what, null, 'no EP: not a player character'))
  const r = restoreEpRoll(
    { level: pc.level, modifier: pc.stats.SPI },
    w.dice,
    combatOptions(w.campaign),
  )
  const ep = Math.min(pc.epMax, pc.epCurrent + r.total)
  w.pcs.set(pc.id, { ...pc, epCurrent: ep })
  const detail =
    `✦ ${r.rolls.join(' + ')} + SPI ${Math.max(0, pc.stats.SPI)} + current EP ${pc.epCurrent}` +
    (pc.epCurrent + r.total > ep ? `, capped at EP max ${pc.epMax}` : '')
  say(w, line(m.name, what, r.total, `EP ${pc.epCurrent} → ${ep}`, detail))
}

/** Repair Plating: the target's token back to its full Plating; what regaining Plating ends (Shattered) ends (Rest & Repair; Shattered). */
function repairPlating(w: Work, m: Member, slot: RestSlot, what: string): void {
  const target = slot.target !== undefined ? memberOf(w.campaign, slot.target) : m
  const inst = target ? instOf(w, target) : undefined
  if (!target || !inst || !target.sheet)
    return void say(w, line(m.name, what, null, 'no Plating to repair', 'no token or sheet'))
  const max = derivedDefences(target.sheet).plating
  const regained = (id: string): boolean =>
    KNOWN.has(id) && CONDITIONS[id as ConditionId].endsOn.some((e) => e.on === 'plating-regained')
  const after = { ...inst, plating: max, conditions: inst.conditions.filter((c) => !regained(c)) }
  w.insts.set(target.token!.id, after)
  const outcome = `Plating ${inst.plating} → ${max}${ends(endedNames(inst.conditions, after.conditions))}`
  say(w, line(m.name, what, null, outcome))
}

const BOON_WORDS: Partial<Record<string, string>> = {
  meditate: '+1 Edge on Focus checks until the next rest',
  'study-maps': '+1 Edge on Navigation checks until the next rest',
  'keep-watch': '+1 Edge on Perception to notice approaching beings during the rest',
}

/** One planned activity's roll or effect, in planned order (the caller keeps only known activities). */
function activity(w: Work, m: Member, slot: RestSlot & { activity: RestActivityId }): void {
  const def = REST_ACTIVITIES[slot.activity]
  const other = slot.target !== undefined && slot.target !== m.id
  const what = `${def.name}${other && def.effect.kind !== 'gift' ? ` for ${nameIn(w.campaign, slot.target!)}` : ''}`
  switch (slot.activity) {
    case 'restore-hp':
      return restoreHp(w, m, what)
    case 'restore-ep':
      return restoreEp(w, m, what)
    case 'repair-plating':
      return repairPlating(w, m, slot, what)
    case 'craft':
      return craft(w, m, slot, what)
    case 'practice-weapon':
      return practice(w, m, slot, what)
    case 'repair-tool':
      return repairWeapon(w, m, slot, what)
    case 'swap-module':
      return swapModule(w, m, slot, what)
    case 'lose-exhaustion':
      return void say(w, line(m.name, what, null, 'counted at the end of the rest'))
    case 'gift':
      return void say(
        w,
        line(m.name, what, null, `gives an activity to ${nameIn(w.campaign, slot.target ?? '')}`),
      )
    case 'keep-watch': {
      const shifts = w.plan.watch.filter((s) => s.memberId === m.id)
      const when = shifts.length
        ? `on watch ${shifts.map((s) => restHoursClock(w.plan.start, s.from, s.to)).join(', ')}`
        : 'no shift on the watch timeline'
      return void say(w, line(m.name, what, null, BOON_WORDS[slot.activity]!, when))
    }
    case 'meditate':
    case 'study-maps':
      return void say(w, line(m.name, what, null, BOON_WORDS[slot.activity]!))
  }
}

/**
 * What the rest itself does to a member, after its activities: THP expire, Hamstring and last
 * rest's boons end, Exhaustion clears (R14: long 4, short 2; 2 per activity; 1 for a comfortable
 * camp; never below 0), Meditation and map study start until the next rest (Rest & Repair;
 * Health & Healing; Exhaustion; Camps & Resting Places).
 */
function restItself(w: Work, m: Member, activities: readonly PlannedActivity[]): void {
  const options = combatOptions(w.campaign)
  const kind = kindOf(w.plan)
  const camp = w.plan.camp.filter(isCamp)
  const inst = instOf(w, m)
  const pc = pcOf(w, m)
  // An NPC token keeps its own level; a PC's is on its sheet.
  const sheetExh = pc?.exhaustion ?? instanceExhaustion(inst)
  const ids = inst?.conditions ?? []
  // A token's plain Unconscious at Exhaustion 7 is that level's (unless the being lies stable).
  const stable = inst !== undefined && trackOf(inst).state === 'stable'
  const read = sheetExh >= 7 && !stable ? ids.filter((c) => c !== 'unconscious') : ids
  const before = conditionsOfBeing(read, sheetExh)
  const exhBefore = exhaustionLevel(before)
  const started = restStart({ conditions: before }, activities, camp)
  const comfortableBonuses = camp.filter((c) => c === 'comfortable').length
  const ended = restEnd(
    { conditions: started.conditions },
    activities,
    { kind, comfortableBonuses },
    options,
  )
  const exhAfter = exhaustionLevel(ended)
  const lose = activities.filter((a) => a.activity === 'lose-exhaustion').length
  if (exhAfter !== exhBefore || lose > 0) {
    const parts = [
      options.restClearsExhaustion
        ? `${REST_KINDS[kind].clearsExhaustion} for the ${kind} rest`
        : '',
      lose ? `${2 * lose} for the activity` : '',
      comfortableBonuses ? `${comfortableBonuses} for the comfortable camp` : '',
    ].filter((x) => x !== '')
    // Never empty: the level changes only through the rest, the activity or the comfortable camp,
    // and the activity taken names itself.
    const outcome = `Exhaustion ${exhBefore} → ${exhAfter}`
    say(w, line(m.name, 'Exhaustion', exhAfter, outcome, `loses ${parts.join(', ')}`))
  }
  if (pc && exhAfter !== pc.exhaustion) w.pcs.set(pc.id, { ...pc, exhaustion: exhAfter })
  // A state comes only from the member's token (instOf), so the token is there.
  if (!inst) return
  const known = before.map((c) => c.id as string)
  const after = [...new Set(ended.map((c) => c.id as string))]
  // A PC's Exhaustion level is on its sheet: its token keeps the mark only while it had one.
  const mark = exhAfter > 0 && (!pc || ids.includes('exhaustion'))
  const conditions = [
    // Conditions the rules do not know stay as they were; known ones follow the rest (a mark of
    // Exhaustion is always read as a level, so it is among the known).
    ...ids.filter((c) => !known.includes(c)),
    ...after.filter((c) => c !== 'exhaustion'),
    ...(mark ? ['exhaustion'] : []),
  ]
  const gone = endedNames(ids, conditions).filter((c) => c !== conditionName('exhaustion'))
  if (inst.thp > 0) say(w, line(m.name, 'THP', 0, `THP ${inst.thp} → 0`, 'THP last until a rest'))
  if (gone.length) say(w, line(m.name, 'The rest ends', null, gone.join(', ')))
  const rested = { ...inst, thp: 0, conditions }
  w.insts.set(m.token!.id, pc ? rested : withInstanceExhaustion(rested, exhAfter))
}

const sameIds = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x) => b.includes(x))

/** Resolve a whole rest: rolls in planned order, then the rest's own effects; nothing applied here. */
export function blueboxResolveRest(
  plan: StoredRestPlan,
  campaign: BlueboxCampaign,
  dice: Dice,
): RestResolution {
  const w: Work = {
    campaign,
    plan,
    dice: recordingDice(dice),
    outcomes: [],
    faces: [],
    insts: new Map(),
    before: new Map(),
    pcs: new Map(),
    rerolls: [],
  }
  for (const id of plan.members) {
    const m = memberOf(campaign, id)
    if (!m) continue
    if (isDead(m.token ? memberInstance(m) : undefined)) {
      say(w, line(m.name, 'Rest', null, 'is dead: the rest does nothing'))
      continue
    }
    const slots = slotsOf(plan, id).filter((s): s is RestSlot & { activity: RestActivityId } =>
      isActivity(s.activity),
    )
    for (const s of slots) activity(w, m, s)
    // What the rest itself starts and ends reads the activities alone, never their targets.
    const activities = slots.map((s) => ({ activity: s.activity }))
    // An ally's later Plating repair lands on the state this leaves.
    restItself(w, m, activities)
  }
  campLines(w)
  const changes: StateChange[] = []
  for (const [tokenId, inst] of w.insts) {
    // Every token here was first read through instOf, which kept its state before the rest.
    const old = w.before.get(tokenId)!
    const same =
      old.hp === inst.hp &&
      old.thp === inst.thp &&
      old.plating === inst.plating &&
      old.down === inst.down &&
      old.exhaustion === inst.exhaustion &&
      sameIds(old.conditions, inst.conditions) &&
      // One of two destroyed weapons repaired keeps the mark but changes the list.
      sameIds(old.destroyedWeapons ?? [], inst.destroyedWeapons ?? [])
    if (!same) changes.push({ kind: 'instance', tokenId, instance: inst })
  }
  for (const [id, record] of w.pcs) {
    if (!sameJsonText(record, campaign.pcs[id]))
      changes.push({ kind: 'sheet', sheetKind: 'pc', id, record })
  }
  return {
    outcomes: w.outcomes,
    changes,
    faces: w.faces,
    ...(w.rerolls.length ? { rerolls: w.rerolls } : {}),
  }
}
