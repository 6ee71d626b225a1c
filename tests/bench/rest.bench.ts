/**
 * The rest planner at a full table: resolving a long rest for 12 characters, every Rest Activity
 * planned by someone (gifts, crafting, the once-per-rest ones), through the dispatcher and the
 * history, as the GM's Resolve button does. Undo between samples puts the plan back (not timed).
 */
import type { Envelope } from '../../shared/api'
import { demoCampaignPath } from '../../electron/main/app/paths'
import { createSession, loadCampaignFile, type Session } from '../../electron/main/session/session'
import { percentile, timeMs, type Figure } from './harness'

const MEMBERS = 12
const SLING = {
  id: 'bench-sling',
  name: 'Sling',
  kind: 'ranged',
  reachOrRange: 12,
  stat: 'DEX',
  practiced: false,
}
const SAMPLES = 100
/** The p95 is where the collector's pauses show: what one resolve allocates decides how many. */
const GOAL_MS = 5
/** Every activity but the gift, in an order where any 6 in a row repeat none. */
const ACTIVITIES = [
  'restore-hp',
  'meditate',
  'repair-plating',
  'study-maps',
  'lose-exhaustion',
  'keep-watch',
  'repair-tool',
  'swap-module',
  'craft',
  'practice-weapon',
  'restore-ep',
]

function must<T>(env: Envelope<unknown>, what: string): T {
  if (!env.ok) throw new Error(`${what}: ${env.error.message}`)
  return env.value as T
}

/** The demo with 12 hurt PCs on its map, a long rest called and fully planned. */
export function planned(): Session {
  const session = createSession(loadCampaignFile(demoCampaignPath()))
  const call = (c: string, p: unknown) => must(session.dispatch('gm', c, p), c)
  const state = () => session.history.state
  const mapId = state().activeMapId ?? Object.keys(state().maps)[0]!
  const members: string[] = []
  for (let i = 0; i < MEMBERS; i++) {
    const base = state().pcs[['vaka', 'orin', 'mira'][i % 3]!]!
    const id = `bench-pc-${i}`
    // A sling each is not yet Practiced with, for the practice activity.
    const weapons = [...(base.weapons as object[]), { ...SLING }]
    call('pc:save', {
      pc: { ...base, id, name: `Bench ${i}`, epCurrent: 0, exhaustion: 5, weapons },
    })
    const { tokenId } = call('token:placeNear', {
      mapId,
      near: { q: i, r: 2 },
      sheet: { kind: 'pc', id },
      gmOnly: false,
    }) as { tokenId: string }
    const inst = state().tokens[tokenId]!.instance as object
    call('token:setInstance', { tokenId, ...inst, hp: 3, thp: 1 })
    members.push(tokenId)
  }
  call('rest:call', { kind: 'long', members, hours: 8, place: 'Bench camp', wilderness: true })
  // The camp, where the ruleset makes one: as many bonuses as its checks bought.
  if (session.dispatch('gm', 'rest:makeCamp', {}).ok) {
    const bought = state().rest!.campChecks!.filter((k) => k.success).length
    const camp = ['comfortable', 'alarm', 'hidden-camp'].slice(0, bought)
    call('rest:setCamp', { camp })
    if (camp.includes('alarm')) call('rest:rollAlarm', { memberId: members[0]! })
  }
  members.forEach((memberId, i) => {
    // Even members gift one slot to the next, who then plans six.
    const own = i % 2 === 0 ? 4 : 6
    for (let k = 0; k < own; k++) {
      const activity = ACTIVITIES[(i + k) % ACTIVITIES.length]!
      const slot =
        activity === 'craft'
          ? { activity, item: 'rope', count: 1 }
          : activity === 'practice-weapon'
            ? { activity, weapon: SLING.id }
            : { activity }
      call('rest:setSlot', { memberId, index: k, slot })
    }
    if (i % 2 === 0) call('rest:gift', { memberId, to: members[i + 1]! })
  })
  call('rest:setWatch', {
    watch: members.slice(0, 4).map((memberId, i) => ({ memberId, from: i * 2, to: i * 2 + 2 })),
  })
  return session
}

export function run(): Figure[] {
  const session = planned()
  const samples: number[] = []
  for (let i = 0; i < SAMPLES + 10; i++) {
    samples.push(timeMs(() => must(session.dispatch('gm', 'rest:resolve', {}), 'rest:resolve')))
    must(session.dispatch('gm', 'history:undo', {}), 'undo')
  }
  const timed = samples.slice(10)
  return [
    { bench: 'rest.resolve.p50', value: percentile(timed, 50), unit: 'ms', goal: GOAL_MS },
    { bench: 'rest.resolve.p95', value: percentile(timed, 95), unit: 'ms', goal: GOAL_MS },
  ]
}
