import { exportNpcFile, rulesetById } from '../../../shared/rules'
import { edgeKey, hexEdges } from '../../../shared/geometry/hex'
import { SCRAP_HOUND } from '../../../shared/rules/bluebox'
import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest'
import { createSession } from '../../../electron/main/session/session'
import type { Session } from '../../../electron/main/session/session'
import { HISTORY_LIMIT } from '../../../electron/main/session/history'
import { openDemoCampaign } from '../support/open-demo'
import { API_VERSION, CHANNEL_NAMES, channelSchemas } from '../../../shared/api'
import { featureChannels } from '../../../shared/api/contract/features'
import { gridlessChannels } from '../../../shared/api/contract/gridless'
import type { ChannelName, Envelope, Role, ServerEvent, SnapshotOutput } from '../../../shared/api'
import { hexKey, offsetToHex } from '../../../shared/geometry/hex'
import type { Hex } from '../../../shared/geometry/hex'
import { parseCampaign } from '../../../shared/model'
import type { Campaign } from '../../../shared/model'
import { projectPlayerView } from '../../../shared/projection'
import { replicaReceive } from '../../../shared/sync'
import type { Patch, Snapshot } from '../../../shared/sync'

// Rule checks count metres on open ground: the demo map without its terrain and walls.
const DEMO = openDemoCampaign()
const HUGE = 'x'.repeat(1_000_000)

interface Harness {
  session: Session
  gmEvents: ServerEvent[]
  playerEvents: ServerEvent[]
  call: (channel: unknown, payload?: unknown, role?: Role) => Envelope<unknown>
}

function harness(campaign: Campaign = structuredClone(DEMO)): Harness {
  const session = createSession(campaign)
  const gmEvents: ServerEvent[] = []
  const playerEvents: ServerEvent[] = []
  session.hub.subscribe('gm', (e) => gmEvents.push(e))
  session.hub.subscribe('player', (e) => playerEvents.push(e))
  return {
    session,
    gmEvents,
    playerEvents,
    call: (channel, payload, role = 'gm') => session.dispatch(role, channel, payload),
  }
}

function expectOk(env: Envelope<unknown>): unknown {
  if (!env.ok) throw new Error(`expected ok, got ${env.error.code}: ${env.error.message}`)
  return env.value
}

function expectError(env: Envelope<unknown>, code: string): string {
  expect(env.ok).toBe(false)
  if (env.ok) return ''
  expect(env.error.code).toBe(code)
  return env.error.message
}

/**
 * A message a GM can read: a capitalised sentence with no channel name, no schema path
 * (`$.to.q`, `input.q`, `to.q`) and no stack.
 */
function expectReadable(message: string, channel: string): void {
  expect(message).not.toContain(channel)
  expect(message).not.toMatch(
    /\b(map|token|fog|npc|pc|roll|dice|history|state|session|print):[a-z]/i,
  )
  expect(message).not.toMatch(/\$[.[]|\binput\.|\b[a-z]+\.[a-z]+\b(?! )/i)
  expect(message).not.toMatch(/\n\s+at |Error:/)
  expect(message).toMatch(/^[A-Z"]/)
  expect(message).toMatch(/[.!?]$/)
}

function patches(events: ServerEvent[]): Patch[] {
  return events.filter((e) => e.name === 'state:patch').map((e) => e.payload as Patch)
}

/** A harness with something to undo and something to redo, so a wrongly accepted call would show. */
function busyHarness(): Harness {
  const h = harness()
  expectOk(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 2, r: 5 } }))
  expectOk(h.call('map:moveToken', { tokenId: 'pc-orin', to: { q: 1, r: 7 } }))
  expectOk(h.call('history:undo', {}))
  h.gmEvents.length = 0
  h.playerEvents.length = 0
  return h
}

const GOOD_MOVE = { tokenId: 'pc-vaka', to: { q: 3, r: 5 } }

const MALFORMED: [ChannelName, string, unknown][] = [
  ['session:hello', 'missing apiVersion', {}],
  ['session:hello', 'apiVersion as a string', { apiVersion: '1' }],
  ['session:hello', 'fractional apiVersion', { apiVersion: 1.5 }],
  ['session:hello', 'null apiVersion', { apiVersion: null }],
  ['session:hello', 'infinite apiVersion', { apiVersion: Infinity }],
  ['session:hello', 'NaN apiVersion', { apiVersion: NaN }],
  ['session:hello', 'huge string apiVersion', { apiVersion: HUGE }],
  ['session:hello', 'an extra key', { apiVersion: 1, admin: true }],
  ['session:hello', 'null', null],
  ['session:hello', 'an array', [1]],
  ['session:hello', 'a string', 'hello'],
  ['session:hello', 'a number', 1],
  ['state:snapshot', 'an extra key', { since: 0 }],
  ['state:snapshot', 'a huge extra key', { pad: HUGE }],
  ['state:snapshot', 'an array', []],
  ['state:snapshot', 'a string', 'all'],
  ['state:snapshot', 'false', false],
  ['state:snapshot', 'a number', 0],
  ['map:moveToken', 'an empty object', {}],
  ['map:moveToken', 'missing to', { tokenId: 'pc-vaka' }],
  ['map:moveToken', 'missing tokenId', { to: { q: 3, r: 5 } }],
  ['map:moveToken', 'numeric tokenId', { tokenId: 7, to: { q: 3, r: 5 } }],
  ['map:moveToken', 'empty tokenId', { tokenId: '', to: { q: 3, r: 5 } }],
  ['map:moveToken', 'a 101-character tokenId', { tokenId: 'p'.repeat(101), to: { q: 3, r: 5 } }],
  ['map:moveToken', 'a huge tokenId', { tokenId: HUGE, to: { q: 3, r: 5 } }],
  ['map:moveToken', 'a hex missing r', { tokenId: 'pc-vaka', to: { q: 3 } }],
  ['map:moveToken', 'a string coordinate', { tokenId: 'pc-vaka', to: { q: '3', r: 5 } }],
  ['map:moveToken', 'a fractional coordinate', { tokenId: 'pc-vaka', to: { q: 3.5, r: 5 } }],
  ['map:moveToken', 'an infinite coordinate', { tokenId: 'pc-vaka', to: { q: Infinity, r: 5 } }],
  ['map:moveToken', 'a NaN coordinate', { tokenId: 'pc-vaka', to: { q: NaN, r: 5 } }],
  ['map:moveToken', 'an extra key on the hex', { tokenId: 'pc-vaka', to: { q: 3, r: 5, s: -8 } }],
  ['map:moveToken', 'the hex as an array', { tokenId: 'pc-vaka', to: [3, 5] }],
  ['map:moveToken', 'a null hex', { tokenId: 'pc-vaka', to: null }],
  ['map:moveToken', 'an extra key', { ...GOOD_MOVE, force: true }],
  [
    'map:moveToken',
    'an own __proto__ key from JSON',
    JSON.parse('{"tokenId":"pc-vaka","to":{"q":3,"r":5},"__proto__":{"force":true}}') as unknown,
  ],
  ['map:moveToken', 'null', null],
  ['map:moveToken', 'an array', [GOOD_MOVE]],
  ['map:moveToken', 'a string', 'pc-vaka'],
  ['token:setGmOnly', 'missing gmOnly', { tokenId: 'pc-vaka' }],
  ['token:setGmOnly', 'missing tokenId', { gmOnly: true }],
  ['token:setGmOnly', 'gmOnly as a string', { tokenId: 'pc-vaka', gmOnly: 'true' }],
  ['token:setGmOnly', 'gmOnly as a number', { tokenId: 'pc-vaka', gmOnly: 1 }],
  ['token:setGmOnly', 'null tokenId', { tokenId: null, gmOnly: true }],
  ['token:setGmOnly', 'a huge tokenId', { tokenId: HUGE, gmOnly: true }],
  ['token:setGmOnly', 'an extra key', { tokenId: 'pc-vaka', gmOnly: true, notes: 'x' }],
  ['token:setGmOnly', 'null', null],
  ['token:setGmOnly', 'an array', ['pc-vaka', true]],
  ['token:setGmOnly', 'a boolean', true],
  ['token:setPlayersName', 'missing playersName', { tokenId: 'pc-vaka' }],
  [
    'token:setPlayersName',
    'a name of 81 characters',
    { tokenId: 'pc-vaka', playersName: 'x'.repeat(81) },
  ],
  ['token:setPlayersName', 'a number', { tokenId: 'pc-vaka', playersName: 7 }],
  ['npc:setPlayersName', 'an extra key', { id: 'sample-scrap-hound', playersName: 'x', name: 'y' }],
  ['history:undo', 'an extra key', { steps: 2 }],
  ['history:undo', 'a huge extra key', { pad: HUGE }],
  ['history:undo', 'an array', []],
  ['history:undo', 'a string', 'undo'],
  ['history:undo', 'a number', 1],
  ['history:redo', 'an extra key', { steps: 2 }],
  ['history:redo', 'a huge extra key', { pad: HUGE }],
  ['history:redo', 'an array', []],
  ['history:redo', 'a string', 'redo'],
  ['history:redo', 'true', true],
  [
    'map:create',
    'zero columns',
    { name: 'X', orientation: 'pointy', cols: 0, rows: 5, activate: true },
  ],
  [
    'map:create',
    'a 501-row map',
    { name: 'X', orientation: 'pointy', cols: 5, rows: 501, activate: true },
  ],
  [
    'map:create',
    'a blank name',
    { name: '   ', orientation: 'pointy', cols: 5, rows: 5, activate: true },
  ],
  [
    'map:create',
    'a grid of an unknown kind',
    { name: 'X', orientation: 'gridless', cols: 5, rows: 5, activate: true },
  ],
  ['map:setActive', 'no map id', {}],
  ['map:showToPlayers', 'no map id', {}],
  ['map:paintTerrain', 'no hexes', { mapId: 'causeway', hexes: [], cell: null }],
  ['map:paintTerrain', 'a malformed hex key', { mapId: 'causeway', hexes: ['2;2'], cell: null }],
  [
    'map:paintTerrain',
    'an unknown terrain',
    { mapId: 'causeway', hexes: ['2,2'], cell: { kind: 'lava' } },
  ],
  [
    'map:paintTerrain',
    'a dangerous DC of 0',
    {
      mapId: 'causeway',
      hexes: ['2,2'],
      cell: { kind: 'dangerous', dangerous: { stat: 'DEX', dc: 0, damageType: 'Fire' } },
    },
  ],
  [
    'map:setElevation',
    'a fractional elevation',
    { mapId: 'causeway', hexes: ['2,2'], elevation: 1.5 },
  ],
  ['map:setEdges', 'an edge direction 3', { mapId: 'causeway', edges: ['2,2,3'], kind: 'wall' }],
  ['map:setEdges', 'an unknown edge kind', { mapId: 'causeway', edges: ['2,2,0'], kind: 'door' }],
  ['fog:setEnabled', 'enabled as a string', { mapId: 'causeway', enabled: 'yes' }],
  ['fog:reveal', 'missing reveal', { mapId: 'causeway', hexes: ['1,1'] }],
  ['fog:prepare', 'missing preparing', { mapId: 'causeway' }],
  ['fog:push', 'an extra key', { mapId: 'causeway', now: true }],
  [
    'token:place',
    'a bad colour',
    {
      mapId: 'causeway',
      name: 'A',
      kind: 'pc',
      hex: { q: 1, r: 1 },
      size: 'medium',
      color: 'red',
      gmOnly: false,
    },
  ],
  [
    'token:place',
    'an id of its own',
    {
      id: 'x',
      mapId: 'causeway',
      name: 'A',
      kind: 'pc',
      hex: { q: 1, r: 1 },
      size: 'medium',
      color: '#ff0000',
      gmOnly: false,
    },
  ],
  ['token:remove', 'no token id', {}],
  ['token:rotate', 'facing 6', { tokenId: 'pc-vaka', facing: 6 }],
  ['token:setHeading', 'heading 8', { tokenId: 'pc-vaka', heading: 8 }],
  [
    'map:fitBackground',
    'zero pixels per hex',
    { mapId: 'causeway', pixelsPerHex: 0, offsetX: 0, offsetY: 0 },
  ],
  ['map:fitBackground', 'a missing offset', { mapId: 'causeway', pixelsPerHex: 50, offsetX: 0 }],
  ['map:clearBackground', 'no map id', {}],
  ['npc:save', 'no npc', {}],
  ['npc:save', 'an array', { npc: [] }],
  ['npc:delete', 'an empty id', { id: '' }],
  ['npc:duplicate', 'no id', {}],
  ['npc:import', 'empty text', { text: '' }],
  [
    'npc:place',
    'a bad colour',
    { npcId: 'x', mapId: 'causeway', hex: { q: 1, r: 1 }, gmOnly: false, color: 'blue' },
  ],
  ['pc:save', 'a string', { pc: 'Vaka' }],
  [
    'roll:check',
    'a DC of 1000',
    { sheet: { kind: 'npc', id: 'x' }, ability: 'strength', dc: 1000 },
  ],
  ['roll:check', 'an unknown save', { sheet: { kind: 'npc', id: 'x' }, save: 'LUCK' }],
  [
    'roll:attack',
    'sacrifice -1',
    { attackerId: 'a', weaponId: 'w', targetId: 't', situation: { sacrifice: -1 } },
  ],
  ['dice:log', 'an extra key', { all: true }],
  ['print:pdf', 'an empty title', { title: '  ' }],
  [
    'token:setInstance',
    'an unknown condition',
    { tokenId: 'npc-hound', hp: 3, thp: 0, plating: 1, conditions: ['sleepy'] },
  ],
  [
    'token:setInstance',
    'negative HP',
    { tokenId: 'npc-hound', hp: -1, thp: 0, plating: 1, conditions: [] },
  ],
  ['token:placeNear', 'no sheet and no name', { mapId: 'causeway', kind: 'npc', size: 'medium' }],
  [
    'token:placeNear',
    'a sheet of an unknown kind',
    { mapId: 'causeway', sheet: { kind: 'monster', id: 'vaka' } },
  ],
  ['token:link', 'no sheet key', { tokenId: 'obj-crate' }],
  ['campaign:new', 'a blank name', { name: '  ' }],
  ['campaign:new', 'a ruleset this build does not know', { name: 'Next', rulesetId: 'zaldar' }],
  ['campaign:setTableOptions', 'an option as an object', { options: { downAndOut: {} } }],
  ['combat:start', 'no combatants', { mapId: 'causeway', entries: [], coordinated: [] }],
  [
    'combat:start',
    'an initiative that is not a number',
    {
      mapId: 'causeway',
      entries: [{ tokenId: 'pc-vaka', side: 'party', hidden: false, initiative: 'high' }],
      coordinated: [],
    },
  ],
  ['combat:setInitiative', 'a string initiative', { combatantId: 'pc-vaka', initiative: '7' }],
  ['combat:setInitiative', 'a fractional initiative', { combatantId: 'pc-vaka', initiative: 7.5 }],
  ['combat:reorder', 'missing beforeId', { combatantId: 'pc-vaka' }],
  ['combat:begin', 'an extra key', { now: true }],
  ['combat:next', 'an extra key', { steps: 2 }],
  ['combat:previous', 'a string', 'back'],
  ['combat:delay', 'missing afterId', { combatantId: 'pc-vaka' }],
  ['combat:extraTurn', 'a negative AP left', { combatantId: 'pc-vaka', left: { ap: -1 } }],
  ['combat:add', 'no side', { tokenId: 'pc-vaka', hidden: false }],
  ['combat:remove', 'an empty combatant id', { combatantId: '' }],
  ['combat:setHidden', 'hidden as a string', { combatantId: 'pc-vaka', hidden: 'yes' }],
  ['combat:group', 'no combatants', { combatantIds: [], grouped: true }],
  ['combat:spend', 'a fractional amount', { combatantId: 'pc-vaka', resource: 'ap', amount: 0.5 }],
  ['combat:action', 'no action', { combatantId: 'pc-vaka' }],
  ['combat:useHeld', 'no combatant', {}],
  [
    'combat:setCondition',
    'a duration of 0 rounds',
    { tokenId: 'pc-vaka', condition: 'prone', on: true, until: { kind: 'rounds', rounds: 0 } },
  ],
  ['combat:resolveItem', 'no item', {}],
  ['combat:resolveAll', 'an extra key', { all: true }],
  ['combat:dismissItem', 'a numeric item', { itemId: 3 }],
  ['combat:showPcHp', 'on as a string', { on: 'true' }],
  ['combat:partyTrack', 'no use', { trackId: 'escalation' }],
  ['combat:spendPool', 'no pool', { tokenId: 'pc-vaka' }],
  ['combat:end', 'an array', []],
  ['rest:call', 'nobody resting', { kind: 'long', members: [] }],
  [
    'rest:setSlot',
    'a count without an item',
    { memberId: 'pc-vaka', index: 0, slot: { activity: 'restore-hp', count: 2 } },
  ],
  ['rest:clearSlot', 'a negative index', { memberId: 'pc-vaka', index: -1 }],
  ['rest:gift', 'a gift to oneself', { memberId: 'pc-vaka', to: 'pc-vaka' }],
  ['rest:setCamp', 'camp as a string', { camp: 'comfortable' }],
  ['rest:setWatch', 'a negative hour', { watch: [{ memberId: 'pc-vaka', from: -1, to: 2 }] }],
  ['rest:resolve', 'an extra key', { now: true }],
  ['rest:interrupt', 'an array', []],
  ['rest:cancel', 'a string', 'stop'],
  ['rest:setDetails', 'a negative length', { hours: -1 }],
  ['rest:makeCamp', 'an extra key', { dc: 5 }],
  ['rest:rollAlarm', 'no member', {}],
  ['rest:reroll', 'no die picked', { index: 0, dice: [] }],
  ['rest:showPlayers', 'show as a string', { show: 'yes' }],
  ['rest:advanceClock', 'a negative hour', { hours: -3 }],
  ['table:calibrate', 'a bad display key', { key: '__proto__', calibration: { ppi: 96 } }],
  ['table:scale', 'a key with a space', { key: 'browser:1920 x1080@1' }],
  ['table:ruler', 'a ticket asked for by name', { display: 'tv' }],
  ['table:displays', 'an extra key', { all: true }],
  ['table:forgetProfile', 'no key', {}],
  ['table:setCalibrating', 'on as a string', { on: 'yes' }],
  ['table:setCamera', 'a rotation of 45', { rotation: 45 }],
  ['table:pan', 'half a hex', { dq: 0.5, dr: 0 }],
  ['table:centreOnCurrent', 'an extra key', { hex: '0,0' }],
  ['curtain:set', 'down as a string', { down: 'yes' }],
  ['curtain:setLook', 'a picture path, not an asset', { picture: '../campaign.json' }],
  ['devices:list', 'an extra key', { all: true }],
  ['devices:rename', 'a name too long', { id: '0123456789abcdef', name: 'x'.repeat(41) }],
  ['devices:revoke', 'an id not a device', { id: '../etc' }],
  ['table:showRoll', 'a fractional id', { id: 1.5 }],
  ['table:hideRoll', 'an extra key', { id: 1 }],
  ['table:showMeasure', 'a rotation in the measure', { measure: { shape: 'star' } }],
  ['table:showQr', 'on as a string', { on: 'yes' }],
  ['devices:assign', 'a token id too long', { id: '0123456789abcdef', tokenId: 'x'.repeat(101) }],
  ['map:setDoor', 'an edge with side 2', { mapId: 'causeway', edge: '1,1,2', door: null }],
  ['map:setDoorState', 'nothing to change', { mapId: 'causeway', edge: '1,1,0' }],
  ['map:setContainer', 'no items list', { mapId: 'causeway', container: { square: '1,1' } }],
  ['map:removeContainer', 'an empty id', { mapId: 'causeway', containerId: '' }],
  ['map:setItems', 'a nameless item', { mapId: 'causeway', square: '1,1', items: [{ id: 'a' }] }],
  ['map:setExit', 'a hex key', { mapId: 'causeway', square: '1', exit: null }],
  [
    'map:setHidden',
    'a text too long',
    { mapId: 'causeway', square: '1,1', hiddenEntries: [{ kind: 'note', text: 'x'.repeat(2001) }] },
  ],
  [
    'map:setObstacle',
    'a height past 300 brix',
    {
      mapId: 'causeway',
      obstacle: {
        name: 'Tower',
        kind: 'building',
        points: [
          { x: 1, y: 1 },
          { x: 2, y: 1 },
          { x: 1, y: 2 },
        ],
        heightBrix: 301,
      },
    },
  ],
  ['map:removeObstacle', 'no id', { mapId: 'causeway' }],
  [
    'map:setArea',
    'two corners',
    {
      mapId: 'causeway',
      area: {
        name: 'Road',
        kind: 'road',
        points: [
          { x: 1, y: 1 },
          { x: 2, y: 1 },
        ],
      },
    },
  ],
  ['map:removeArea', 'an empty id', { mapId: 'causeway', id: '' }],
  ['token:setBase', 'a square base', { tokenId: 'pc-vaka', base: { shape: 'square', side: 1 } }],
  ['map:delete', 'no map', {}],
  ['history:list', 'a size under the least', { maxBytes: 1000 }],
  ['history:snapshot', 'an empty name', { label: '   ' }],
  ['history:preview', 'a path for a name', { name: '../campaign.json' }],
  ['history:takeBack', 'a kind it cannot take back', { name: 'a.json', kind: 'fog', id: 'x' }],
  ['history:restore', 'no name', {}],
  ['history:setPolicy', 'a fractional size', { maxBytes: 20_000_000.5 }],
]

describe('dispatcher: malformed payloads', () => {
  // Each refusal is logged with its channel; the log is not what these tests read.
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}))
  afterEach(() => vi.restoreAllMocks())

  it('covers every channel', () => {
    expect(new Set(MALFORMED.map(([c]) => c))).toEqual(new Set(CHANNEL_NAMES))
  })

  it.each(MALFORMED)(
    '%s with %s is invalid-input and changes nothing',
    (channel, _what, payload) => {
      const h = busyHarness()
      const before = h.session.history.state
      const copy = structuredClone(before)
      const history = h.session.history.history()
      const message = expectError(h.call(channel, payload), 'invalid-input')
      expectReadable(message, channel)
      expect(message.length).toBeLessThan(2000)
      expect(h.session.history.state).toBe(before)
      expect(h.session.history.state).toEqual(copy)
      expect(h.session.history.history()).toEqual(history)
      expect(h.gmEvents).toEqual([])
      expect(h.playerEvents).toEqual([])
    },
  )

  it.each(['state:snapshot', 'history:undo', 'history:redo'] as const)(
    '%s treats an absent or null payload as {} (calls with no payload)',
    (channel) => {
      for (const payload of [undefined, null]) {
        const h = busyHarness()
        const before = h.session.history.state
        expect(h.call(channel, payload).ok).toBe(true)
        // The call really ran: a snapshot leaves the state, undo and redo change it.
        expect(h.session.history.state === before).toBe(channel === 'state:snapshot')
      }
    },
  )
})

describe('dispatcher: unknown channels', () => {
  it.each<[string, unknown]>([
    ['__proto__', '__proto__'],
    ['constructor', 'constructor'],
    ['toString', 'toString'],
    ['hasOwnProperty', 'hasOwnProperty'],
    ['a number', 123],
    ['null', null],
    ['undefined', undefined],
    ['an object', {}],
    ['an array of a real channel', ['map:moveToken']],
    ['a real channel in upper case', 'MAP:MOVETOKEN'],
    ['a real channel with a trailing space', 'map:moveToken '],
    ['the empty string', ''],
    ['an event name', 'state:patch'],
  ])('%s is unknown-channel for both roles and changes nothing', (_what, channel) => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const role of ['gm', 'player'] as const) {
      const h = busyHarness()
      const before = h.session.history.state
      const message = expectError(h.call(channel, GOOD_MOVE, role), 'unknown-channel')
      // The page is told what to do; the name it used goes to the log only.
      expect(message).toMatch(/^This page .*\. Reload the page\.$/)
      if (typeof channel === 'string' && channel.trim()) expect(message).not.toContain(channel)
      expect(h.session.history.state).toBe(before)
      expect(h.gmEvents).toEqual([])
      expect(h.playerEvents).toEqual([])
    }
    expect(log).toHaveBeenCalledWith(expect.stringContaining(JSON.stringify(channel) ?? ''))
    log.mockRestore()
  })
})

describe('dispatcher: what the GM reads', () => {
  it('a move refused for lack of room says so and how to place it anyway', () => {
    const h = harness()
    // Orin stands at (0,7); Vaka may not end her move on him.
    const message = expectError(
      h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 0, r: 7 } }),
      'rejected',
    )
    expect(message).toMatch(
      /^Vaka has no room at .*Orin is there.*\. Hold Shift while dragging to place it anyway\.$/,
    )
    expectReadable(message, 'map:moveToken')
  })

  it('a refusal from a command is a capitalised sentence without the channel', () => {
    const message = expectError(
      harness().call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 14, r: 5 } }),
      'rejected',
    )
    expect(message).toBe(
      'Vaka needs 13 m but has 6 m (12 m with a Dash). Hold Shift while dragging to place it anyway.',
    )
  })

  it('a fault inside a handler is logged with its channel and stack, and told in words', () => {
    const h = harness()
    const fault = new TypeError("Cannot read properties of undefined (reading 'hex')")
    vi.spyOn(h.session.history, 'execute').mockImplementation(() => {
      throw fault
    })
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const message = expectError(
        h.call('token:setGmOnly', { tokenId: 'pc-vaka', gmOnly: true }),
        'internal',
      )
      expect(message).toMatch(
        /^Something went wrong and nothing was changed \(.*\)\. If it happens again, please report it\.$/,
      )
      expect(message).not.toContain('token:setGmOnly')
      expect(message).not.toContain('TypeError')
      expect(log).toHaveBeenCalledWith(expect.stringContaining('token:setGmOnly'), fault)
    } finally {
      log.mockRestore()
    }
  })

  it('an invalid field is named in words, not by its path', () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const message = expectError(
      harness().call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 1.5, r: 2 } }),
      'invalid-input',
    )
    expect(message).toBe('The q coordinate of the destination hex must be a whole number.')
    // The log keeps the channel for whoever debugs it.
    expect(log).toHaveBeenCalledWith(expect.stringContaining('map:moveToken'))
    log.mockRestore()
  })
})

const RIGHT_TRIANGLE = [
  { x: 1, y: 1 },
  { x: 3, y: 1 },
  { x: 1, y: 3 },
]

describe('dispatcher: roles', () => {
  const GM_ONLY = CHANNEL_NAMES.filter(
    (c) => !(channelSchemas[c].roles as readonly Role[]).includes('player'),
  )
  const VALID: Record<ChannelName, unknown> = {
    'session:hello': { apiVersion: API_VERSION },
    'state:snapshot': {},
    'map:moveToken': GOOD_MOVE,
    'token:setGmOnly': { tokenId: 'pc-vaka', gmOnly: true },
    'token:setPlayersName': { tokenId: 'npc-hound', playersName: 'Hound' },
    'history:undo': {},
    'history:redo': {},
    'map:create': { name: 'Cellar', orientation: 'flat', cols: 10, rows: 8, activate: false },
    'map:setActive': { mapId: 'causeway' },
    'map:showToPlayers': { mapId: null },
    'map:paintTerrain': { mapId: 'causeway', hexes: ['2,2'], cell: { kind: 'difficult' } },
    'map:setElevation': { mapId: 'causeway', hexes: ['2,2'], elevation: 3 },
    'map:setEdges': { mapId: 'causeway', edges: ['2,2,0'], kind: 'wall' },
    'fog:setEnabled': { mapId: 'causeway', enabled: true },
    'fog:reveal': { mapId: 'causeway', hexes: ['2,2'], reveal: true },
    'fog:prepare': { mapId: 'causeway', preparing: true },
    'fog:push': { mapId: 'causeway' },
    'token:place': {
      mapId: 'causeway',
      name: 'Crate',
      kind: 'object',
      hex: { q: 3, r: 3 },
      size: 'medium',
      color: '#888888',
      gmOnly: false,
    },
    'token:remove': { tokenId: 'obj-crate' },
    'token:rotate': { tokenId: 'pc-vaka', facing: 2 },
    'token:setHeading': { tokenId: 'pc-vaka', heading: 2 },
    'map:fitBackground': { mapId: 'causeway', pixelsPerHex: 64, offsetX: 0, offsetY: 0 },
    'map:clearBackground': { mapId: 'causeway' },
    'npc:save': { npc: { ...SCRAP_HOUND, id: 'hound-2' } },
    'npc:delete': { id: 'sample-scrap-hound' },
    'npc:setPlayersName': { id: 'sample-scrap-hound', playersName: null },
    'npc:duplicate': { id: 'sample-scrap-hound' },
    'npc:import': {
      text: exportNpcFile(rulesetById('bluebox')!, [{ ...SCRAP_HOUND, id: 'imported' }]),
    },
    'npc:place': {
      npcId: 'sample-scrap-hound',
      mapId: 'causeway',
      hex: { q: 5, r: 5 },
      gmOnly: false,
      color: '#b8862b',
    },
    'pc:save': {
      pc: {
        id: 'pc-new',
        name: 'Nia',
        level: 1,
        tags: [],
        stats: { FOR: 0, DEX: 1, SPI: 0, CHA: 0, KNO: 0 },
        armor: { weight: 'none', baseAC: 10, baseBAC: 8, basePlating: 0 },
        hpMax: 12,
      },
    },
    'roll:check': {
      sheet: { kind: 'npc', id: 'sample-rust-sentinel' },
      ability: 'strength',
      dc: 10,
    },
    'roll:attack': {
      attackerId: 'pc-mira',
      weaponId: 'disk-launcher',
      targetId: 'npc-sentinel',
      situation: { distanceM: 1 },
    },
    'dice:log': {},
    'print:pdf': { title: 'Rust Sentinel' },
    'token:setInstance': { tokenId: 'npc-hound', hp: 3, thp: 0, plating: 1, conditions: ['prone'] },
    'token:placeNear': {
      mapId: 'causeway',
      near: { q: 5, r: 5 },
      sheet: { kind: 'pc', id: 'vaka' },
    },
    'token:link': { tokenId: 'obj-crate', sheet: { kind: 'npc', id: 'sample-scrap-hound' } },
    'campaign:new': { name: 'Next campaign', rulesetId: 'bluebox' },
    'campaign:setTableOptions': { options: { escalationCounter: true } },
    'combat:start': {
      mapId: 'causeway',
      entries: [
        { tokenId: 'pc-vaka', side: 'party', hidden: false },
        { tokenId: 'npc-hound', side: 'enemies', hidden: false, initiative: 4 },
      ],
      coordinated: [],
    },
    'combat:setInitiative': { combatantId: 'pc-vaka', initiative: 9 },
    'combat:reorder': { combatantId: 'pc-vaka', beforeId: null },
    'combat:begin': {},
    'combat:next': {},
    'combat:previous': {},
    'combat:delay': { combatantId: 'pc-vaka', afterId: null },
    'combat:extraTurn': { combatantId: 'pc-vaka' },
    'combat:add': { tokenId: 'pc-orin', side: 'party', hidden: false },
    'combat:remove': { combatantId: 'pc-vaka' },
    'combat:setHidden': { combatantId: 'pc-vaka', hidden: true },
    'combat:group': { combatantIds: ['pc-vaka'], grouped: true },
    'combat:spend': { combatantId: 'pc-vaka', resource: 'ap', amount: 1 },
    'combat:action': { combatantId: 'pc-vaka', actionId: 'dash' },
    'combat:useHeld': { combatantId: 'pc-vaka' },
    'combat:setCondition': {
      tokenId: 'pc-vaka',
      condition: 'prone',
      on: true,
      until: { kind: 'rounds', rounds: 2 },
    },
    'combat:resolveItem': { itemId: 'item-1' },
    'combat:resolveAll': {},
    'combat:dismissItem': { itemId: 'item-1' },
    'combat:showPcHp': { on: true },
    'combat:partyTrack': { trackId: 'escalation', use: 'activate' },
    'combat:spendPool': { tokenId: 'pc-vaka', poolId: 'ep' },
    'combat:end': {},
    'rest:call': { kind: 'long', members: ['pc-vaka', 'pc-orin'] },
    'rest:setSlot': { memberId: 'pc-vaka', index: 0, slot: { activity: 'restore-hp' } },
    'rest:clearSlot': { memberId: 'pc-vaka', index: 0 },
    'rest:gift': { memberId: 'pc-vaka', to: 'pc-orin' },
    'rest:setCamp': { camp: ['comfortable'] },
    'rest:setWatch': { watch: [{ memberId: 'pc-vaka', from: 0, to: 3 }] },
    'rest:resolve': {},
    'rest:interrupt': {},
    'rest:setDetails': { place: 'The Old Mill' },
    'rest:makeCamp': {},
    'rest:rollAlarm': { memberId: 'pc-vaka' },
    'rest:reroll': { index: 0, dice: [0] },
    'rest:showPlayers': { show: true },
    'rest:cancel': {},
    'rest:advanceClock': { hours: 2 },
    'table:calibrate': { key: 'browser:1920x1080@1', calibration: { ppi: 96 } },
    'table:scale': { key: 'browser:1920x1080@1' },
    'table:ruler': {},
    'table:displays': {},
    'table:forgetProfile': { key: 'browser:1920x1080@1' },
    'table:setCalibrating': { on: true },
    'table:setCamera': { rotation: 90 },
    'table:pan': { dq: 1, dr: -1 },
    'table:centreOnCurrent': {},
    'curtain:set': { down: true },
    'curtain:setLook': { reveal: 'rooms' },
    'devices:list': {},
    'devices:rename': { id: '0123456789abcdef', name: 'Ana' },
    'devices:revoke': { id: '0123456789abcdef' },
    'table:showRoll': { id: 1 },
    'table:hideRoll': {},
    'table:showMeasure': { measure: null },
    'table:showQr': { on: false },
    'devices:assign': { id: '0123456789abcdef', tokenId: 'pc-vaka' },
    'map:setDoor': { mapId: 'causeway', edge: '1,1,0', door: null },
    'map:setDoorState': { mapId: 'causeway', edge: '1,1,0', open: true },
    'map:setContainer': {
      mapId: 'causeway',
      container: {
        square: '1,1',
        name: 'Chest',
        kind: 'chest',
        open: false,
        locked: false,
        items: [],
      },
    },
    'map:removeContainer': { mapId: 'causeway', containerId: 'box-1' },
    'map:setItems': { mapId: 'causeway', square: '1,1', items: [] },
    'map:setExit': { mapId: 'causeway', square: '1,1', exit: null },
    'map:setHidden': { mapId: 'causeway', square: '1,1', hiddenEntries: [] },
    'map:setObstacle': {
      mapId: 'causeway',
      obstacle: { name: 'Wall', kind: 'wall', points: RIGHT_TRIANGLE, heightBrix: 6 },
    },
    'map:removeObstacle': { mapId: 'causeway', id: 'obs-1' },
    'map:setArea': {
      mapId: 'causeway',
      area: { name: 'Road', kind: 'road', points: RIGHT_TRIANGLE },
    },
    'map:removeArea': { mapId: 'causeway', id: 'area-1' },
    'token:setBase': { tokenId: 'pc-vaka', base: { shape: 'round', diameter: 1 } },
    'map:delete': { mapId: 'causeway' },
    'history:list': {},
    'history:snapshot': { label: 'before the boss fight' },
    'history:preview': { name: '2026-12-01T10-00-00-000Z-open.json' },
    'history:takeBack': { name: '2026-12-01T10-00-00-000Z-open.json', kind: 'map', id: 'causeway' },
    'history:restore': { name: '2026-12-01T10-00-00-000Z-open.json' },
    'history:setPolicy': { maxBytes: 100 * 1024 * 1024 },
  }

  it('keeps the GM-only channel list to what changes the campaign', () => {
    expect([...GM_ONLY].sort()).toEqual(
      // The table display sends its own calibration, only while the GM shows the ruler on it,
      // and asks for its own scale.
      CHANNEL_NAMES.filter(
        (c) =>
          c !== 'session:hello' &&
          c !== 'state:snapshot' &&
          c !== 'table:calibrate' &&
          c !== 'table:scale' &&
          c !== 'table:ruler',
      ).sort(),
    )
  })

  it.each(GM_ONLY)('%s is forbidden to the player, even with a valid payload', (channel) => {
    const h = busyHarness()
    const before = h.session.history.state
    const message = expectError(h.call(channel, VALID[channel], 'player'), 'forbidden')
    expectReadable(message, channel)
    expect(message).toContain("players' view")
    expect(h.session.history.state).toBe(before)
    expect(h.gmEvents).toEqual([])
    expect(h.playerEvents).toEqual([])
    // And the same call by the GM is not refused for its role, so the refusal is about the role.
    const asGm = h.call(channel, VALID[channel], 'gm')
    expect(asGm.ok || asGm.error.code).not.toBe('forbidden')
    // These two need state the busy harness lacks (prepared fog, a background to fit).
    // Deleting the hound is refused while its token is on the map.
    // print:pdf and campaign:new are answered by the Electron binding; the shared dispatcher
    // explains that.
    // Turning by compass point needs a figure on a square board; the harness's maps are hexes.
    // Deleting a map needs a second one: the demo's causeway is its only map.
    const needsState = [
      'fog:push',
      'map:fitBackground',
      'npc:delete',
      'print:pdf',
      'campaign:new',
      'token:setHeading',
      'map:delete',
    ]
    // Every combat channel but the start needs a fight the busy harness does not have.
    const needsFight = channel.startsWith('combat:') && channel !== 'combat:start'
    // Every rest channel but calling one and the clock needs a rest being planned.
    const needsRest =
      channel.startsWith('rest:') && channel !== 'rest:call' && channel !== 'rest:advanceClock'
    // Forgetting a display needs one remembered; centring needs a fight; the ruler needs a
    // display connected to show on.
    const needsTable =
      channel === 'table:forgetProfile' ||
      channel === 'table:centreOnCurrent' ||
      channel === 'table:setCalibrating'
    // The devices channels need the browser host's device list, which the harness has none of.
    // So do the history's: the campaign folder's owner answers them (session.later).
    const needsHost =
      channel.startsWith('devices:') ||
      (channel.startsWith('history:') && channel !== 'history:undo' && channel !== 'history:redo')
    // A dungeon feature needs a square map; the busy harness has hex maps only.
    const needsSquare = Object.hasOwn(featureChannels, channel)
    // Obstacles, areas and bases need a gridless table; the busy harness has hex maps only.
    const needsGridless = Object.hasOwn(gridlessChannels, channel)
    // Showing a roll needs one in the dice log.
    const needsRoll = channel === 'table:showRoll'
    if (
      !needsState.includes(channel) &&
      !needsFight &&
      !needsRest &&
      !needsTable &&
      !needsHost &&
      !needsSquare &&
      !needsGridless &&
      !needsRoll
    )
      expect(asGm.ok).toBe(true)
  })

  it.each(GM_ONLY)('%s refuses the player before looking at the payload', (channel) => {
    expectError(harness().call(channel, { junk: HUGE }, 'player'), 'forbidden')
  })

  it.each(['admin', 'GM', '', undefined])('an unknown role %j may call nothing', (role) => {
    for (const channel of CHANNEL_NAMES) {
      expectError(harness().session.dispatch(role as Role, channel, VALID[channel]), 'forbidden')
    }
  })
})

describe('dispatcher: session:hello', () => {
  it.each(['gm', 'player'] as const)('answers %s with the API version and the role', (role) => {
    expect(expectOk(harness().call('session:hello', { apiVersion: API_VERSION }, role))).toEqual({
      apiVersion: API_VERSION,
      role,
    })
  })

  it.each([0, API_VERSION + 1, -1, 999])(
    'apiVersion %i is version-mismatch naming both versions',
    (v) => {
      const message = expectError(
        harness().call('session:hello', { apiVersion: v }),
        'version-mismatch',
      )
      expect(message).toContain(String(API_VERSION))
      expect(message).toContain(String(v))
    },
  )
})

describe('dispatcher: map:moveToken', () => {
  const outside: [string, Hex][] = [
    ['left of column 0', offsetToHex(-1, 5, 'pointy')],
    ['right of the last column', offsetToHex(18, 5, 'pointy')],
    ['above row 0', offsetToHex(3, -1, 'pointy')],
    ['below the last row', offsetToHex(3, 12, 'pointy')],
    ['far away', { q: 1000, r: -1000 }],
  ]

  it.each(outside)('a hex %s is rejected, naming the hex, and changes nothing', (_what, to) => {
    const h = harness()
    const before = h.session.history.state
    const message = expectError(h.call('map:moveToken', { tokenId: 'pc-vaka', to }), 'rejected')
    expectReadable(message, 'map:moveToken')
    expect(message).toContain(hexKey(to))
    expect(h.session.history.state).toBe(before)
    expect(h.session.history.history().canUndo).toBe(false)
    expect(h.gmEvents).toEqual([])
    expect(h.playerEvents).toEqual([])
  })

  it.each([
    [offsetToHex(0, 0, 'pointy')],
    [offsetToHex(17, 0, 'pointy')],
    [offsetToHex(0, 11, 'pointy')],
    [offsetToHex(17, 11, 'pointy')],
  ])('the corner hex %j is accepted', (to) => {
    const h = harness()
    // The GM's free repositioning: only the map's bounds apply.
    expect(expectOk(h.call('map:moveToken', { tokenId: 'pc-vaka', to, free: true }))).toEqual({
      moved: true,
      distance: null,
      unit: 'm',
      opportunities: [],
    })
    expect(h.session.history.state.tokens['pc-vaka']!.hex).toEqual(to)
  })

  it.each(['nobody', '__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'an unknown token id %j is rejected by name, not an internal error',
    (tokenId) => {
      const h = harness()
      const message = expectError(
        h.call('map:moveToken', { tokenId, to: { q: 2, r: 5 } }),
        'rejected',
      )
      expect(message).toContain(`"${tokenId}"`)
      expect(({} as Record<string, unknown>).hex).toBeUndefined()
    },
  )

  it.each([
    [{ q: 8, r: 5 }, 'Vaka needs 7 m but has 6 m (12 m with a Dash)', false],
    [{ q: 14, r: 5 }, 'Vaka needs 13 m but has 6 m (12 m with a Dash)', true],
  ])(
    'a move to %j is checked against speed with a Dash (dash allowed: %s)',
    (to, message, refused) => {
      const h = harness()
      const env = h.call('map:moveToken', { tokenId: 'pc-vaka', to })
      if (refused) expect(expectError(env, 'rejected')).toContain(message)
      else expect(expectOk(env)).toEqual({ moved: true, distance: 7, unit: 'm', opportunities: [] })
    },
  )

  it('a move is costed by Blue Box terrain rules (R17) and stopped by walls', () => {
    const h = harness()
    // Vaka (1,5) ringed by Difficult terrain: entering it costs 2 m, leaving it for normal 1 m.
    const ring = ['2,5', '2,4', '1,4', '0,5', '0,6', '1,6']
    expectOk(
      h.call('map:paintTerrain', { mapId: 'causeway', hexes: ring, cell: { kind: 'difficult' } }),
    )
    expect(expectOk(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 3, r: 5 } }))).toEqual({
      moved: true,
      distance: 3,
      unit: 'm',
      opportunities: [],
    })
    // Walled in on all six sides at (3,5): no way out, however near.
    const edges = hexEdges({ q: 3, r: 5 }).map(edgeKey)
    expectOk(h.call('map:setEdges', { mapId: 'causeway', edges, kind: 'wall' }))
    const message = expectError(
      h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 4, r: 5 } }),
      'rejected',
    )
    // The reason and what to do about it, in a sentence, with no channel name.
    expect(message).toBe(
      'No way there: walls or impassable terrain are in the way. Hold Shift while dragging to place it anyway.',
    )
    expectReadable(message, 'map:moveToken')
    expect(h.session.history.state.tokens['pc-vaka']!.hex).toEqual({ q: 3, r: 5 })
    // And Shift's free move does place it there.
    expect(
      expectOk(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 4, r: 5 }, free: true })),
    ).toEqual({ moved: true, distance: null, unit: 'm', opportunities: [] })
    expect(h.session.history.state.tokens['pc-vaka']!.hex).toEqual({ q: 4, r: 5 })
  })

  it('move, undo and redo restore the exact states and name the move', () => {
    const h = harness()
    const s0 = structuredClone(h.session.history.state)
    expect(h.session.history.history()).toEqual({
      canUndo: false,
      canRedo: false,
      undoLabel: null,
      redoLabel: null,
    })

    expect(expectOk(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 4, r: 4 } }))).toEqual({
      moved: true,
      distance: 3,
      unit: 'm',
      opportunities: [],
    })
    const s1 = structuredClone(h.session.history.state)
    expect(s1.tokens['pc-vaka']!.hex).toEqual({ q: 4, r: 4 })
    expect(s1).toEqual({
      ...s0,
      tokens: { ...s0.tokens, 'pc-vaka': { ...s0.tokens['pc-vaka']!, hex: { q: 4, r: 4 } } },
    })
    expect(h.session.history.history()).toEqual({
      canUndo: true,
      canRedo: false,
      undoLabel: 'Move Vaka',
      redoLabel: null,
    })

    expect(expectOk(h.call('history:undo', {}))).toEqual({
      canUndo: false,
      canRedo: true,
      undoLabel: null,
      redoLabel: 'Move Vaka',
    })
    expect(h.session.history.state).toEqual(s0)

    expect(expectOk(h.call('history:redo', {}))).toEqual({
      canUndo: true,
      canRedo: false,
      undoLabel: 'Move Vaka',
      redoLabel: null,
    })
    expect(h.session.history.state).toEqual(s1)
  })

  it('undo and redo keep the untouched parts of the campaign as the same objects', () => {
    const h = harness()
    const s0 = h.session.history.state
    expectOk(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 4, r: 4 } }))
    expect(h.session.history.state.maps).toBe(s0.maps)
    expect(h.session.history.state.tokens['pc-orin']).toBe(s0.tokens['pc-orin'])
    expectOk(h.call('history:undo', {}))
    expect(h.session.history.state.tokens['pc-orin']).toBe(s0.tokens['pc-orin'])
  })

  it('labels each step of a mixed history', () => {
    const h = harness()
    expectOk(h.call('map:moveToken', { tokenId: 'npc-hound', to: { q: 7, r: 7 } }))
    expectOk(h.call('token:setGmOnly', { tokenId: 'npc-ambusher', gmOnly: false }))
    expectOk(h.call('token:setGmOnly', { tokenId: 'pc-mira', gmOnly: true }))
    const labels: (string | null)[] = []
    for (;;) {
      const state = h.session.history.history()
      if (!state.canUndo) break
      labels.push(state.undoLabel)
      expectOk(h.call('history:undo', {}))
    }
    expect(labels).toEqual(['Hide Mira', 'Show Hidden Ambusher', 'Move Scrap Hound'])
    expect(h.session.history.state).toEqual(DEMO)
  })

  it('a move to the hex the token is on records no history and sends nothing', () => {
    const h = harness()
    const before = h.session.history.state
    const at = before.tokens['pc-vaka']!.hex
    expect(
      expectOk(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: at.q, r: at.r } })),
    ).toEqual({
      moved: false,
      distance: null,
      unit: 'm',
      opportunities: [],
    })
    expect(h.session.history.state).toBe(before)
    expect(h.session.history.history().canUndo).toBe(false)
    expect(h.gmEvents).toEqual([])
    expect(h.playerEvents).toEqual([])
  })

  it('a new move after an undo clears redo', () => {
    const h = harness()
    expectOk(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 4, r: 4 } }))
    expectOk(h.call('history:undo', {}))
    expectOk(h.call('map:moveToken', { tokenId: 'pc-orin', to: { q: 1, r: 7 } }))
    expect(h.session.history.history()).toEqual({
      canUndo: true,
      canRedo: false,
      undoLabel: 'Move Orin',
      redoLabel: null,
    })
    expect(expectError(h.call('history:redo', {}), 'rejected')).toBe('Nothing to redo.')
  })

  it.each(['history:undo', 'history:redo'] as const)(
    '%s with an empty history is rejected and sends nothing',
    (ch) => {
      const h = harness()
      const before = h.session.history.state
      expect(expectError(h.call(ch, {}), 'rejected')).toMatch(/^Nothing to (undo|redo)\.$/)
      expect(h.session.history.state).toBe(before)
      expect(h.gmEvents).toEqual([])
    },
  )

  it(`keeps at most HISTORY_LIMIT (${HISTORY_LIMIT}) undo steps, dropping the oldest`, () => {
    const h = harness()
    const spots = [
      { q: 2, r: 5 },
      { q: 3, r: 5 },
    ]
    let afterFirst: Campaign | null = null
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) {
      expectOk(h.call('map:moveToken', { tokenId: 'pc-vaka', to: spots[i % 2] }))
      if (i === 4) afterFirst = structuredClone(h.session.history.state)
    }
    for (let i = 0; i < HISTORY_LIMIT; i++) expectOk(h.call('history:undo', {}))
    expectError(h.call('history:undo', {}), 'rejected')
    // The five oldest moves fell off, so undo stops at the state after the fifth move.
    expect(h.session.history.state).toEqual(afterFirst)
    for (let i = 0; i < HISTORY_LIMIT; i++) expectOk(h.call('history:redo', {}))
    expectError(h.call('history:redo', {}), 'rejected')
  })

  // "constructor" and "prototype" are ordinary keys for the patch machinery: a token so named
  // moves, undoes and reaches replicas like any other.
  it('a token whose id is "constructor" can be moved and the move undone', () => {
    const raw = structuredClone(DEMO) as Campaign
    const key: string = 'constructor'
    raw.tokens[key] = { ...raw.tokens['pc-vaka']!, id: key }
    const parsed = parseCampaign(raw)
    expect(parsed.ok).toBe(true)
    const h = harness(raw)
    expectOk(h.call('map:moveToken', { tokenId: 'constructor', to: { q: 2, r: 3 } }))
    expectOk(h.call('history:undo', {}))
    expect(h.session.history.state).toEqual(raw)
  })

  it('refuses a token whose id is "__proto__", naming the path', () => {
    const raw = structuredClone(DEMO) as Campaign
    raw.tokens['pc-vaka'] = { ...raw.tokens['pc-vaka']!, id: '__proto__' }
    const parsed = parseCampaign(raw)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok)
      expect(parsed.issues).toContainEqual({
        path: '$.tokens.pc-vaka.id',
        message: 'the id "__proto__" is reserved',
      })
  })
})

describe('hub', () => {
  it('numbers GM patches 1, 2, 3 and announces history after each', () => {
    const h = harness()
    expectOk(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 2, r: 5 } }))
    expectOk(h.call('map:moveToken', { tokenId: 'npc-ambusher', to: { q: 6, r: 3 } }))
    expectOk(h.call('history:undo', {}))
    expect(patches(h.gmEvents).map((p) => p.seq)).toEqual([1, 2, 3])
    expect(h.gmEvents.map((e) => e.name)).toEqual([
      'state:patch',
      'history:changed',
      'state:patch',
      'history:changed',
      'state:patch',
      'history:changed',
    ])
    expect(h.gmEvents.at(-1)!.payload).toEqual(h.session.history.history())
  })

  it('GM patches rebuild the GM state from the first snapshot', () => {
    const h = harness()
    let replica = expectOk(h.call('state:snapshot', {})) as Snapshot<Campaign>
    expect(replica.seq).toBe(0)
    expectOk(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 2, r: 5 } }))
    expectOk(h.call('token:setGmOnly', { tokenId: 'obj-crate', gmOnly: true }))
    expectOk(h.call('history:undo', {}))
    expectOk(h.call('history:redo', {}))
    for (const p of patches(h.gmEvents)) {
      const step = replicaReceive(replica, p)
      expect(step.kind).toBe('applied')
      if (step.kind === 'applied') replica = step.replica
    }
    expect(replica.view).toEqual(h.session.history.state)
  })

  it('sends players a patch only when their view changes', () => {
    const h = harness()
    expectOk(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 2, r: 5 } }))
    expect(patches(h.playerEvents).map((p) => p.seq)).toEqual([1])

    // The GM-only ambusher moves: the GM hears about it, the players do not.
    expectOk(h.call('map:moveToken', { tokenId: 'npc-ambusher', to: { q: 6, r: 3 } }))
    expect(patches(h.gmEvents).map((p) => p.seq)).toEqual([1, 2])
    expect(patches(h.playerEvents).map((p) => p.seq)).toEqual([1])
    expectOk(h.call('history:undo', {}))
    expect(patches(h.playerEvents)).toHaveLength(1)

    expectOk(h.call('map:moveToken', { tokenId: 'pc-orin', to: { q: 1, r: 7 } }))
    expect(patches(h.playerEvents).map((p) => p.seq)).toEqual([1, 2])
    // Players never get GM events such as history changes.
    expect(h.playerEvents.every((e) => e.name === 'state:patch')).toBe(true)
  })

  it('hiding a visible token removes it from the players with a patch, and showing brings it back', () => {
    const h = harness()
    let replica = expectOk(h.call('state:snapshot', {}, 'player')) as Snapshot<
      ReturnType<typeof projectPlayerView>
    >
    expect(replica.view.tokens['pc-vaka']).toBeDefined()

    expectOk(h.call('token:setGmOnly', { tokenId: 'pc-vaka', gmOnly: true }))
    const [hide] = patches(h.playerEvents)
    expect(hide).toEqual({ seq: 1, ops: [{ op: 'del', path: ['tokens', 'pc-vaka'] }] })
    let step = replicaReceive(replica, hide!)
    expect(step.kind).toBe('applied')
    if (step.kind === 'applied') replica = step.replica
    expect(replica.view.tokens['pc-vaka']).toBeUndefined()

    expectOk(h.call('history:undo', {}))
    const show = patches(h.playerEvents)[1]!
    step = replicaReceive(replica, show)
    expect(step.kind).toBe('applied')
    if (step.kind === 'applied') replica = step.replica
    expect(replica.view).toEqual(projectPlayerView(h.session.history.state))
  })

  it('revealing the ambusher sends its public fields only, never its notes or the GM notes', () => {
    const h = harness()
    expectOk(h.call('token:setGmOnly', { tokenId: 'npc-ambusher', gmOnly: false }))
    const sent = JSON.stringify(h.playerEvents)
    expect(sent).toContain('Hidden Ambusher')
    expect(sent).not.toContain(DEMO.tokens['npc-ambusher']!.notes!)
    expect(sent).not.toContain(DEMO.tokens['npc-sentinel']!.notes!)
    expect(sent).not.toContain(DEMO.gmNotes)
    expect(sent).not.toContain('"notes"')
    expect(sent).not.toContain('"gmOnly"')
  })

  it('no player event or snapshot ever carries GM-only data through a busy session', () => {
    const h = harness()
    const snaps: unknown[] = []
    const calls: [ChannelName, unknown][] = [
      ['map:moveToken', { tokenId: 'npc-ambusher', to: { q: 6, r: 3 } }],
      ['map:moveToken', { tokenId: 'pc-vaka', to: { q: 2, r: 5 } }],
      ['token:setGmOnly', { tokenId: 'npc-sentinel', gmOnly: true }],
      ['history:undo', {}],
      ['history:undo', {}],
      ['history:redo', {}],
      // A fight with HP on every being, a hidden combatant and the GM-only ambusher in it.
      ['token:link', { tokenId: 'pc-vaka', sheet: { kind: 'pc', id: 'vaka' } }],
      ['token:link', { tokenId: 'npc-hound', sheet: { kind: 'npc', id: 'sample-scrap-hound' } }],
      [
        'token:link',
        { tokenId: 'npc-sentinel', sheet: { kind: 'npc', id: 'sample-rust-sentinel' } },
      ],
      [
        'combat:start',
        {
          mapId: 'causeway',
          coordinated: [],
          entries: [
            { tokenId: 'pc-vaka', side: 'party', hidden: false, initiative: 9 },
            { tokenId: 'npc-hound', side: 'enemies', hidden: false, initiative: 7 },
            { tokenId: 'npc-sentinel', side: 'enemies', hidden: true, initiative: 5 },
            { tokenId: 'npc-ambusher', side: 'enemies', hidden: false, initiative: 3 },
          ],
        },
      ],
      ['combat:begin', {}],
      ['combat:setCondition', { tokenId: 'npc-hound', condition: 'prone', on: true }],
      ['combat:next', {}],
      ['combat:next', {}],
      ['history:undo', {}],
    ]
    for (const [channel, payload] of calls) {
      expectOk(h.call(channel, payload))
      snaps.push(expectOk(h.call('state:snapshot', {}, 'player')))
    }
    const sent = JSON.stringify([h.playerEvents, snaps])
    // The strip did go out, with the Hound on it, so what it lacks below means something.
    expect(sent).toContain('"initiative"')
    expect(sent).toContain('"tokenId":"npc-hound"')
    for (const secret of [
      'npc-ambusher',
      'Hidden Ambusher',
      DEMO.gmNotes,
      '"notes"',
      '"gmNotes"',
      '"history"',
      // The hidden combatant's strip entry (map tokens carry no tokenId key), and any HP number.
      '"tokenId":"npc-sentinel"',
      '"hp"',
      '"thp"',
      '"plating"',
      'HP ',
      '"timers"',
      '"items"',
    ]) {
      expect(sent).not.toContain(secret)
    }
  })

  it.each<[Role, number]>([
    ['gm', 3],
    ['player', 1],
  ])('a %s snapshot carries the seq of the last patch sent to that audience', (role, seq) => {
    const h = harness()
    expectOk(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 2, r: 5 } }))
    expectOk(h.call('map:moveToken', { tokenId: 'npc-ambusher', to: { q: 6, r: 3 } }))
    expectOk(h.call('map:moveToken', { tokenId: 'npc-ambusher', to: { q: 6, r: 4 } }))
    const snap = expectOk(h.call('state:snapshot', {}, role)) as SnapshotOutput
    expect(snap.role).toBe(role)
    expect(snap.seq).toBe(seq)
    const events = role === 'gm' ? h.gmEvents : h.playerEvents
    expect(patches(events).at(-1)!.seq).toBe(seq)
    if (role === 'gm') {
      expect(snap.view).toEqual(h.session.history.state)
      expect(snap.history).toEqual(h.session.history.history())
    } else {
      expect(snap.view).toEqual(projectPlayerView(h.session.history.state))
      expect(snap).not.toHaveProperty('history')
    }
  })

  it('drops a subscriber that throws and keeps serving the others; unsubscribe stops events', () => {
    const h = harness()
    const hub = h.session.hub
    hub.subscribe('gm', () => {
      throw new Error('window closed')
    })
    const late: ServerEvent[] = []
    const off = hub.subscribe('gm', (e) => late.push(e))
    expect(hub.subscriberCount('gm')).toBe(3)
    expectOk(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 2, r: 5 } }))
    expect(hub.subscriberCount('gm')).toBe(2)
    expect(patches(late)).toHaveLength(1)
    off()
    expectOk(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 3, r: 5 } }))
    expect(patches(late)).toHaveLength(1)
    expect(patches(h.gmEvents)).toHaveLength(2)
  })
})
