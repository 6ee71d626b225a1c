import { afterEach, describe, expect, it } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { defineComponent, h, nextTick, resolveComponent, shallowRef } from 'vue'
import VueKonva from 'vue-konva'
import Konva from 'konva'
import type { Campaign, Combat, Combatant } from '../../../shared/model'
import type { PlayerInitiative } from '../../../shared/play/combat'
import { projectPlayerView, type PlayerView } from '../../../shared/projection'
import { TURN_COLOUR } from '../../../renderer/src/board/token-look'
import { gmLegend, playerLegend } from '../../../renderer/src/board/legend'
import InitiativeStrip from '../../../renderer/src/features/table/InitiativeStrip.vue'
import ProjectorView from '../../../renderer/src/features/table/ProjectorView.vue'
import TokenNode, { type MapToken } from '../../../renderer/src/features/map/TokenNode.vue'
import { turnTokenIdsOf, useTurnMarker } from '../../../renderer/src/features/map/turn-marker'
import { demoCampaign, storeWith } from './library-support'

const mounted: VueWrapper[] = []
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount()
})

const entry = (
  id: string,
  name: string,
  more: Partial<PlayerInitiative['entries'][number]> = {},
): PlayerInitiative['entries'][number] => ({ id, tokenId: id, name, current: false, ...more })

/** Round 2 of a fight: Orin's turn; Vaka hurt and Prone, the Sentinel badly hurt and Bleeding. */
const fight: PlayerInitiative = {
  round: 2,
  entries: [
    entry('pc-vaka', 'Vaka', { health: 'hurt', conditions: ['prone'] }),
    entry('pc-orin', 'Orin', { current: true }),
    entry('npc-sentinel', 'Rust Sentinel', {
      health: 'badly hurt',
      conditions: ['bleeding', 'back-footed'],
    }),
    entry('npc-hound', 'Scrap Hound', { health: 'down' }),
  ],
}

function strip(initiative: PlayerInitiative) {
  const w = mount(InitiativeStrip, {
    props: { initiative, conditionName: (id: string) => `Name of ${id}` },
  })
  mounted.push(w)
  return w
}

describe('the players’ initiative strip', () => {
  it('says the order is being rolled before round 1, never "Round 0"', () => {
    const rolling = strip({ ...fight, round: 0 })
    expect(rolling.get('[data-role="round"]').text()).toBe('Rolling initiative')
    expect(strip(fight).get('[data-role="round"]').text()).toBe('Round 2')
  })

  it('shows the round and every entry in order, the current one highlighted', () => {
    const w = strip(fight)
    expect(w.get('[data-role="round"]').text()).toBe('Round 2')
    const rows = w.findAll('[data-role="initiative-entry"]')
    expect(rows.map((r) => r.get('[data-role="entry-name"]').text())).toEqual([
      'Vaka',
      'Orin',
      'Rust Sentinel',
      'Scrap Hound',
    ])
    const current = rows.filter((r) => r.classes('current'))
    expect(current).toHaveLength(1)
    expect(current[0]!.text()).toContain('Orin')
    expect(current[0]!.attributes('aria-current')).toBe('step')
    expect(w.get('[role="status"]').text()).toBe('Round 2: Orin’s turn')
  })

  it('while one the players do not see acts (the GM chose “…”): a “…” first, current, nobody else', () => {
    const unseen: PlayerInitiative = {
      round: 2,
      unseen: true,
      entries: fight.entries.map((e) => ({ ...e, current: false })),
    }
    const w = strip(unseen)
    const marker = w.get('[data-role="initiative-unseen"]')
    expect(marker.text()).toContain('…')
    expect(marker.attributes('aria-current')).toBe('step')
    // Apart from the order: before every entry, whatever the hidden one's place.
    expect(w.get('ol').element.firstElementChild).toBe(marker.element)
    expect(w.findAll('[data-role="initiative-entry"]').filter((r) => r.classes('current'))).toEqual(
      [],
    )
    expect(w.get('[role="status"]').text()).toBe('Round 2: someone acts')
    // Without it, no marker.
    expect(strip(fight).find('[data-role="initiative-unseen"]').exists()).toBe(false)
  })

  it('health is a word, none when unhurt, and no HP number unless the entry has hp', () => {
    const w = strip(fight)
    const rows = w.findAll('[data-role="initiative-entry"]')
    const health = rows.map((r) => r.find('[data-role="entry-health"]'))
    expect(health.map((x) => (x.exists() ? x.text() : null))).toEqual([
      'Hurt',
      null,
      'Badly hurt',
      'Down',
    ])
    expect(w.find('[data-role="entry-hp"]').exists()).toBe(false)
    expect(w.text()).not.toMatch(/\bHP\b|\d+\s*\/\s*\d+/)
  })

  it('shows HP only on the entries that carry it (the GM ticked "show PC HP")', () => {
    const w = strip({
      round: 1,
      entries: [
        entry('pc-vaka', 'Vaka', { hp: 'HP 7/12' }),
        entry('pc-orin', 'Orin', { hp: '9/9' }),
        entry('npc-hound', 'Scrap Hound'),
      ],
    })
    const hp = w.findAll('[data-role="entry-hp"]')
    expect(hp.map((x) => x.text())).toEqual(['HP 7/12', 'HP 9/9'])
    expect(w.findAll('[data-role="initiative-entry"]')[2]!.text()).not.toContain('HP')
  })

  it('conditions are badges named by the ruleset, each in the legend once', () => {
    const w = strip(fight)
    const marks = w.findAll('[data-role="entry-conditions"] [data-condition]')
    expect(marks.map((m) => [m.attributes('data-condition'), m.attributes('title')])).toEqual([
      ['prone', 'Name of prone'],
      ['bleeding', 'Name of bleeding'],
      ['back-footed', 'Name of back-footed'],
    ])
    expect(marks.map((m) => m.text())).toEqual(['Prn', 'Bld', 'BF'])
    const legend = w.findAll('[data-role="strip-legend"] li').map((l) => l.text())
    expect(legend).toEqual(['Prn Name of prone', 'Bld Name of bleeding', 'BF Name of back-footed'])
  })
})

/** The players' page on the demo's projection, with an initiative strip or none. */
function projector(initiative?: PlayerInitiative) {
  const base: PlayerView = {
    name: 'Demo',
    activeMapId: 'causeway',
    maps: {
      causeway: {
        id: 'causeway',
        name: 'Shattered Causeway',
        orientation: 'pointy',
        cols: 18,
        rows: 12,
        metresPerHex: 1,
      },
    },
    tokens: {
      'pc-vaka': {
        id: 'pc-vaka',
        mapId: 'causeway',
        name: 'Vaka',
        kind: 'pc',
        hex: { q: 1, r: 5 },
        size: 'medium',
        color: '#336699',
      },
      'pc-orin': {
        id: 'pc-orin',
        mapId: 'causeway',
        name: 'Orin',
        kind: 'pc',
        hex: { q: 0, r: 7 },
        size: 'medium',
        color: '#336699',
      },
    },
  }
  const session = storeWith(demoCampaign())
  session.replica = { seq: 1, view: initiative ? { ...base, initiative } : base }
  session.status = 'ready'
  const w = mount(ProjectorView, { global: { stubs: { BoardMap: true } } })
  mounted.push(w)
  return w
}

describe('the players’ page', () => {
  it('shows no strip while there is no fight', () => {
    const w = projector()
    expect(w.find('[data-role="initiative-strip"]').exists()).toBe(false)
    const map = w.getComponent({ name: 'BoardMap' })
    expect((map.props('tokens') as MapToken[]).some((t) => t.turn)).toBe(false)
  })

  it('shows the strip the projection sent, and rings the current token on the map', () => {
    const w = projector({
      round: 1,
      entries: [entry('pc-vaka', 'Vaka'), entry('pc-orin', 'Orin', { current: true })],
    })
    const names = w.findAll('[data-role="entry-name"]').map((n) => n.text())
    // Only what the projection sent: a hidden combatant never reaches this page.
    expect(names).toEqual(['Vaka', 'Orin'])
    const map = w.getComponent({ name: 'BoardMap' })
    const tokens = map.props('tokens') as MapToken[]
    expect(tokens.filter((t) => t.turn).map((t) => t.id)).toEqual(['pc-orin'])
  })
})

describe('the players’ page on the real projection', () => {
  /** Round 1, Vaka's turn; Orin fights hidden; Vaka (5 HP) and the Sentinel are hurt. */
  function fightCampaign(showPcHp: boolean): Campaign {
    const c = demoCampaign()
    c.tokens['pc-vaka']!.instance = { hp: 3, thp: 0, plating: 0, conditions: ['prone'] }
    c.tokens['npc-sentinel']!.instance = { hp: 5, thp: 0, plating: 0, conditions: [] }
    const fighter = (id: string, name: string, hidden = false) => ({
      id,
      tokenId: id,
      name,
      side: id.startsWith('pc') ? 'party' : 'enemies',
      initiative: 5,
      hidden,
      left: {},
      full: {},
      usedThisRound: {},
      flags: [],
      hasStarted: false,
    })
    c.combat = {
      id: 'f1',
      mapId: 'causeway',
      phase: 'running',
      round: 1,
      order: [
        fighter('pc-vaka', 'Vaka'),
        fighter('pc-orin', 'Orin', true),
        fighter('npc-sentinel', 'Rust Sentinel'),
        fighter('npc-ambusher', 'Hidden Ambusher'),
      ],
      currentId: 'pc-vaka',
      acted: [],
      deferred: [],
      timers: [],
      items: [],
      log: [],
      stats: {},
      showPcHp,
    }
    return c
  }

  function playersPage(c: Campaign) {
    const session = storeWith(demoCampaign())
    session.replica = { seq: 1, view: projectPlayerView(c) }
    session.status = 'ready'
    const w = mount(ProjectorView, { global: { stubs: { BoardMap: true } } })
    mounted.push(w)
    return w
  }

  it('leaves out hidden and GM-only combatants and shows no HP number', () => {
    const w = playersPage(fightCampaign(false))
    const names = w.findAll('[data-role="entry-name"]').map((n) => n.text())
    expect(names).toEqual(['Vaka', 'Rust Sentinel'])
    expect(w.text()).not.toContain('Orin')
    expect(w.text()).not.toContain('Ambusher')
    expect(w.find('[data-role="entry-hp"]').exists()).toBe(false)
    expect(w.get('[data-role="initiative-strip"]').text()).not.toMatch(/\d+\s*\/\s*\d+/)
    expect(w.get('.entry.current').text()).toContain('Vaka')
    expect(w.findAll('[data-role="entry-health"]').length).toBeGreaterThan(0)
  })

  it('shows PCs’ HP (and only theirs) when the GM ticked "show PC HP"', () => {
    const w = playersPage(fightCampaign(true))
    const rows = w.findAll('[data-role="initiative-entry"]')
    expect(rows[0]!.get('[data-role="entry-hp"]').text()).toMatch(/^HP 3\/\d+$/)
    expect(rows[1]!.find('[data-role="entry-hp"]').exists()).toBe(false)
  })
})

describe('the turn marker', () => {
  function combatant(id: string, groupId?: string): Combatant {
    return {
      id,
      tokenId: id,
      name: id,
      side: 'party',
      initiative: 5,
      hidden: false,
      left: {},
      full: {},
      usedThisRound: {},
      flags: [],
      hasStarted: false,
      ...(groupId ? { groupId } : {}),
    }
  }
  function withCombat(more: Partial<Combat>): Campaign {
    const c = demoCampaign()
    c.combat = {
      id: 'f1',
      mapId: 'causeway',
      phase: 'running',
      round: 1,
      order: [combatant('pc-vaka'), combatant('npc-a', 'g'), combatant('npc-b', 'g')],
      currentId: 'pc-vaka',
      acted: [],
      deferred: [],
      timers: [],
      items: [],
      log: [],
      stats: {},
      showPcHp: false,
      ...more,
    }
    return c
  }

  it.each([
    ['no fight', demoCampaign(), []],
    ['the initiative phase', withCombat({ phase: 'initiative', currentId: null }), []],
    ['Vaka’s turn', withCombat({}), ['pc-vaka']],
    ['a group’s turn marks every member', withCombat({ currentId: 'npc-b' }), ['npc-a', 'npc-b']],
  ])('GM: %s', (_, campaign, ids) => {
    expect(turnTokenIdsOf(campaign)).toEqual(ids)
  })

  it('marks only the current tokens, and keeps every other token object (no sprite redraw)', async () => {
    const a: MapToken = {
      id: 'a',
      name: 'A',
      kind: 'pc',
      hex: { q: 0, r: 0 },
      size: 'medium',
      color: '#fff',
    }
    const b: MapToken = { ...a, id: 'b', name: 'B' }
    const tokens = shallowRef<MapToken[]>([a, b])
    const ids = shallowRef<string[]>([])
    const marked = useTurnMarker(tokens, ids)
    expect(marked.value[0]).toBe(a)
    ids.value = ['b']
    await nextTick()
    expect(marked.value[0]).toBe(a)
    expect(marked.value[1]).toMatchObject({ id: 'b', turn: true })
    const first = marked.value[1]
    ids.value = ['b']
    await nextTick()
    expect(marked.value[1]).toBe(first)
  })

  it('TokenNode paints a ring in the turn colour only on the current token', async () => {
    const base: MapToken = {
      id: 't',
      name: 'T',
      kind: 'pc',
      hex: { q: 2, r: 2 },
      size: 'medium',
      color: '#888',
    }
    const rings = async (token: MapToken) => {
      const Host = defineComponent(
        () => () =>
          h(resolveComponent('v-stage'), { config: { width: 200, height: 200 } }, () =>
            h(resolveComponent('v-layer'), null, () =>
              h(TokenNode, {
                token,
                orientation: 'pointy',
                draggable: false,
                selected: false,
                labelSize: 12,
              }),
            ),
          ),
      )
      const w = mount(Host, { global: { plugins: [VueKonva] }, attachTo: document.body })
      mounted.push(w)
      await flushPromises()
      // The stage this mount made is the newest one.
      const stage = Konva.stages[Konva.stages.length - 1]
      return (stage?.find('Circle') ?? []).filter(
        (c) => (c as Konva.Circle).stroke() === TURN_COLOUR,
      ).length
    }
    expect(await rings(base)).toBe(0)
    expect(await rings({ ...base, turn: true })).toBe(1)
  })

  it('the legends explain the ring: always the GM’s, the players’ while a token wears it', () => {
    const ids = (sections: { entries: { id: string }[] }[]) =>
      sections.flatMap((x) => x.entries.map((e) => e.id))
    const map = { orientation: 'pointy' as const, cols: 4, rows: 4 }
    expect(ids(gmLegend())).toContain('turn')
    expect(ids(playerLegend(map, [{}]))).not.toContain('turn')
    expect(ids(playerLegend(map, [{}, { turn: true }]))).toContain('turn')
  })
})
