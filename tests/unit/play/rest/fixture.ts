/** The demo campaign (Blue Box) as the rest planner's tests start from: Vaka, Orin and Mira hurt. */
import type { Campaign } from '../../../../shared/model'
import { memberName } from '../../../../shared/play/rest'
import { registerRuleset, type RulesetRest } from '../../../../shared/rules'
import { bluebox, demo, state } from '../../rules/bluebox/combat-fixture'

export const PARTY = ['pc-vaka', 'pc-orin', 'pc-mira'] as const

/** The demo with the three PCs at 5 HP, 2 THP, Orin out of EP and Vaka at Exhaustion 5. */
export function hurtParty(): Campaign {
  const c = demo({
    'pc-vaka': state([], 5, { thp: 2 }),
    'pc-orin': state([], 5),
    'pc-mira': state([], 5),
  })
  c.pcs.vaka = { ...c.pcs.vaka!, exhaustion: 5 }
  c.pcs.orin = { ...c.pcs.orin!, epCurrent: 0 }
  c.clock = { day: 3, hour: 20 }
  return c
}

/**
 * A ruleset that is Blue Box with the optional rest hooks the planner calls stubbed plainly, so
 * the planner's tests do not depend on how a ruleset implements them: camps allowed unless the
 * table option `camps` is false; a camp check is a d12, 10 or more succeeding; the alarm a d12
 * plus 1; every member has a Spear (Practiced only for Vaka, 1 practice done for the others) and
 * a Sling; craftMax 2 (0 for Mira); the ambush lists the watch covering the hour.
 */
export const HOOKED = 'rest-test'

export function hookedRest(): RulesetRest {
  const base = bluebox.rest!
  const weapon: Record<string, 'any' | 'unpracticed'> = {
    'practice-weapon': 'unpracticed',
    'repair-tool': 'any',
    'swap-module': 'any',
  }
  return {
    ...base,
    activities: base.activities.map((a) =>
      Object.hasOwn(weapon, a.id) ? { ...a, weapon: weapon[a.id] } : a,
    ),
    campsAllowed: (_plan, c) => (c.tableOptions as { camps?: boolean }).camps !== false,
    rollCamp: (plan, c, dice) => {
      const checks = plan.members.map((memberId) => {
        const face = dice.roll(12)
        return { memberId, total: face, success: face >= 10, detail: `d12 ${face}` }
      })
      const outcomes = checks.map((k) => ({
        who: memberName(c, k.memberId),
        what: 'Camp check',
        total: k.total,
        outcome: k.success ? 'success' : 'failure',
        detail: k.detail,
      }))
      return { checks, outcomes }
    },
    rollAlarm: (_plan, c, memberId, dice) => {
      const face = dice.roll(12)
      const check = { memberId, total: face + 1, detail: `d12 ${face} + 1` }
      const who = memberName(c, memberId)
      return {
        check,
        outcome: { who, what: 'Alarm', total: face + 1, outcome: `${face + 1}`, detail: '' },
      }
    },
    weapons: (_c, memberId) => [
      {
        id: 'spear',
        name: 'Long spear',
        practiced: memberId === 'pc-vaka',
        progress: memberId === 'pc-vaka' ? 0 : 1,
        needed: 2,
      },
      { id: 'sling', name: 'Sling', practiced: false, progress: 0, needed: 2 },
    ],
    craftMax: (_c, memberId) => (memberId === 'pc-mira' ? 0 : 2),
    ambush: (plan, c, hour) => {
      const on = plan.watch.filter((w) => w.from <= hour && hour < w.to).map((w) => w.memberId)
      return {
        keptWatch: on,
        campAlarm: plan.camp.includes('alarm'),
        notes: on.length
          ? on.map((m) => `${memberName(c, m)} was on watch`)
          : [`nobody was on watch at hour ${hour}`],
      }
    },
  }
}

/** Register the hooked ruleset (idempotent) and give the campaign to it. */
export function hooked(c: Campaign = hurtParty(), rest: RulesetRest = hookedRest()): Campaign {
  registerRuleset({ ...bluebox, id: HOOKED, rest })
  return { ...c, rulesetId: HOOKED }
}

/**
 * The campaign playing Blue Box's rests without any of the optional hooks (no camps, alarm,
 * weapons, craftMax or ambush): what a ruleset that brings only the required ones gives.
 */
export function bare(c: Campaign = hurtParty()): Campaign {
  const {
    craftMax: _c,
    weapons: _w,
    campsAllowed: _a,
    rollCamp: _r,
    rollAlarm: _l,
    ambush: _b,
    ...required
  } = bluebox.rest!
  registerRuleset({ ...bluebox, id: 'rest-bare', rest: required })
  return { ...c, rulesetId: 'rest-bare' }
}
