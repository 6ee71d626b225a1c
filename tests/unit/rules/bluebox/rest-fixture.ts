/** The demo party resting: a stored plan, token states, sheet edits, and what a resolve changed. */
import { scriptedDice } from '../../../../shared/dice'
import type { Campaign, RestPlan } from '../../../../shared/model'
import type { PcRecord, Weapon } from '../../../../shared/rules/bluebox'
import type { StateChange } from '../../../../shared/rules'
import { bluebox } from './combat-fixture'

export { bluebox, demo, state } from './combat-fixture'

export const rest = bluebox.rest!

/** A long rest of 8 hours for Vaka and Orin (unless `extra` says otherwise) with these slots. */
export function plan(slots: RestPlan['slots'], extra: Partial<RestPlan> = {}): RestPlan {
  return {
    kind: 'long',
    hours: 8,
    place: '',
    wilderness: false,
    start: { day: 1, hour: 20 },
    members: ['pc-vaka', 'pc-orin'],
    slots,
    camp: [],
    watch: [],
    interrupted: false,
    campChecks: null,
    alarmCheck: null,
    showPlayers: false,
    ...extra,
  }
}

/** A sling Vaka is not Practiced with. */
export const SLING: Weapon = {
  id: 'sling',
  name: 'Sling',
  kind: 'ranged',
  reachOrRange: 12,
  pure: false,
  powerDice: 1,
  damageModifier: 0,
  stat: 'DEX',
  statToDamage: true,
  practiced: false,
  modules: [],
}

/** Change one PC's sheet in place. */
export function editPc(c: Campaign, id: string, edit: Partial<PcRecord>): Campaign {
  c.pcs[id] = { ...(c.pcs[id] as PcRecord), ...edit }
  return c
}

/** The token state a change list gives a token. */
export function instanceOf(changes: readonly StateChange[], tokenId: string) {
  const c = changes.find((x) => x.kind === 'instance' && x.tokenId === tokenId)
  return c?.kind === 'instance'
    ? (c.instance as {
        hp: number
        thp: number
        plating: number
        conditions: string[]
        down?: unknown
      })
    : undefined
}

/** The PC sheet a change list gives a sheet id. */
export function pcOf(changes: readonly StateChange[], id: string): PcRecord | undefined {
  const c = changes.find((x) => x.kind === 'sheet' && x.id === id)
  return c?.kind === 'sheet' ? (c.record as PcRecord) : undefined
}

/** A resolve with these scripted dice, each of them used. */
export function resolveWith(p: RestPlan, c: Campaign, faces: Record<number, number[]> = {}) {
  const dice = scriptedDice(faces)
  const r = rest.resolve(p, c, dice)
  dice.assertDone()
  return r
}

/** A resolve's outcomes as "who: what: outcome" lines. */
export const outcomeLines = (r: { outcomes: { who: string; what: string; outcome: string }[] }) =>
  r.outcomes.map((o) => `${o.who}: ${o.what}: ${o.outcome}`)
