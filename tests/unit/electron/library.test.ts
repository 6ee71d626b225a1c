import { exportNpcFile, rulesetById } from '../../../shared/rules'
import { describe, expect, it } from 'vitest'
import type { DiceLogEntry, Envelope, ServerEvent } from '../../../shared/api'
import { scriptedDice } from '../../../shared/dice'
import {
  derivedDefences,
  HARBOUR_SMUGGLER,
  npcRecords,
  pcRecords,
  SCRAP_HOUND,
} from '../../../shared/rules/bluebox'
import { demoCampaignPath } from '../../../electron/main/app/paths'
import { CampaignHistory } from '../../../electron/main/session/history'
import { createDispatcher } from '../../../electron/main/session/dispatcher'
import { Hub } from '../../../electron/main/session/hub'
import { DiceLog } from '../../../electron/main/session/dice-log'
import { loadCampaignFile } from '../../../electron/main/session/session'

function harness(faces: Record<number, number[]> = {}) {
  const history = new CampaignHistory(loadCampaignFile(demoCampaignPath()))
  const hub = new Hub(history)
  const log = new DiceLog(scriptedDice(faces), () => new Date('2026-11-30T12:00:00Z'))
  const dispatch = createDispatcher(history, hub, log)
  const gm: ServerEvent[] = []
  hub.subscribe('gm', (e) => gm.push(e))
  const call = (channel: string, payload: unknown) => dispatch('gm', channel, payload)
  return { history, call, gm, log }
}

function ok<T>(env: Envelope<unknown>): T {
  if (!env.ok) throw new Error(env.error.message)
  return env.value as T
}

function refused(env: Envelope<unknown>): string {
  if (env.ok) throw new Error('expected a refusal')
  return env.error.message
}

describe('NPC library', () => {
  it('saves a valid NPC and refuses nonsense naming every problem', () => {
    const h = harness()
    const message = refused(
      h.call('npc:save', {
        npc: { ...SCRAP_HOUND, id: 'bad', level: 1, hpMax: -4, abilityBonuses: { stealth: 3 } },
      }),
    )
    expect(message).toContain('NPC not saved')
    expect(message).toContain('HP max must be at least 1')
    expect(message).toContain('Stealth bonus 3 is above level 1')
    expect(h.history.state.npcs.bad).toBeUndefined()
    ok(h.call('npc:save', { npc: { ...SCRAP_HOUND, id: 'hound-b', name: 'Pack Leader' } }))
    expect(h.history.state.npcs['hound-b']?.name).toBe('Pack Leader')
    expect(h.history.history().undoLabel).toBe('Create Pack Leader')
  })

  it('imports all or nothing, and renames clashing ids', () => {
    const h = harness()
    const before = h.history.state
    const bad = JSON.parse(
      exportNpcFile(rulesetById('bluebox')!, [HARBOUR_SMUGGLER, { ...SCRAP_HOUND, id: 'x' }]),
    )
    bad.npcs[1].hpMax = 0
    expect(refused(h.call('npc:import', { text: JSON.stringify(bad) }))).toContain(
      'Nothing imported: NPC 2 in the file: HP max must be at least 1, not 0.',
    )
    expect(h.history.state).toBe(before)
    const res = ok<{ imported: number; renamed: string[] }>(
      h.call('npc:import', { text: exportNpcFile(rulesetById('bluebox')!, [HARBOUR_SMUGGLER]) }),
    )
    expect(res.imported).toBe(1)
    expect(res.renamed[0]).toMatch(/^sample-harbour-smuggler → sample-harbour-smuggler-2$/)
  })

  it('places an instance with its own HP and Plating, leaving the library entry unchanged', () => {
    const h = harness()
    const entry = npcRecords(h.history.state)['sample-rust-sentinel']!
    const { tokenId } = ok<{ tokenId: string }>(
      h.call('npc:place', {
        npcId: 'sample-rust-sentinel',
        mapId: 'causeway',
        hex: { q: 4, r: 3 },
        gmOnly: true,
        color: '#aa3322',
      }),
    )
    const token = h.history.state.tokens[tokenId]!
    expect(token).toMatchObject({
      npcId: 'sample-rust-sentinel',
      size: 'large',
      speed: 4,
      gmOnly: true,
      name: 'Rust Sentinel 2',
    })
    expect(token.instance).toEqual({
      hp: entry.hpMax,
      thp: entry.thp,
      plating: derivedDefences(entry).plating,
      conditions: [],
    })
    expect(h.history.state.npcs['sample-rust-sentinel']).toBe(entry)
  })

  it('refuses to delete an NPC whose tokens are on a map', () => {
    const h = harness()
    expect(refused(h.call('npc:delete', { id: 'sample-scrap-hound' }))).toContain(
      'remove them first',
    )
    ok(h.call('token:remove', { tokenId: 'npc-hound' }))
    ok(h.call('npc:delete', { id: 'sample-scrap-hound' }))
    expect(h.history.state.npcs['sample-scrap-hound']).toBeUndefined()
  })
})

describe('instance state', () => {
  it('sets HP, THP, Plating and conditions of one instance, capped at its sheet, undoable', () => {
    const h = harness()
    ok(
      h.call('token:setInstance', {
        tokenId: 'npc-hound',
        hp: 2,
        thp: 1,
        plating: 0,
        conditions: ['prone', 'bleeding'],
      }),
    )
    expect(h.history.state.tokens['npc-hound']!.instance).toEqual({
      hp: 2,
      thp: 1,
      plating: 0,
      conditions: ['prone', 'bleeding'],
    })
    const max = npcRecords(h.history.state)['sample-scrap-hound']!.hpMax
    expect(
      refused(
        h.call('token:setInstance', {
          tokenId: 'npc-hound',
          hp: max + 1,
          thp: 0,
          plating: 0,
          conditions: [],
        }),
      ),
    ).toContain(`at most ${max} HP`)
    ok(h.call('history:undo', {}))
    expect(h.history.state.tokens['npc-hound']!.instance).toBeUndefined()
  })
})

describe('rolls from sheets', () => {
  it('an ability check logs every face and the breakdown, and tells the GM views', () => {
    // Rust Sentinel: FOR +3, Strength bonus 3 -> +6.
    const h = harness({ 12: [7] })
    const entry = ok<DiceLogEntry>(
      h.call('roll:check', {
        sheet: { kind: 'npc', id: 'sample-rust-sentinel' },
        ability: 'strength',
        dc: 12,
      }),
    )
    expect(entry).toMatchObject({
      who: 'Rust Sentinel',
      what: 'Strength check vs DC 12',
      faces: [[12, 7]],
      total: 13,
      outcome: 'success',
    })
    expect(h.gm.find((e) => e.name === 'dice:rolled')?.payload).toEqual(entry)
    expect(ok<DiceLogEntry[]>(h.call('dice:log', {}))).toEqual([entry])
  })

  it('an attack applies its damage to the target instance, as one undoable step', () => {
    // Vaka (twin blades, DEX +2), moved next to the Sentinel, hits it; one d4 of damage.
    const h = harness({ 12: [11], 4: [4] })
    ok(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 8, r: 5 }, free: true }))
    const entry = ok<DiceLogEntry>(
      h.call('roll:attack', {
        attackerId: 'pc-vaka',
        weaponId: 'twin-blades',
        targetId: 'npc-sentinel',
        situation: { distanceM: 1 },
      }),
    )
    // DEX +2 to damage; stone against a stone-Resistant Sentinel, then its Plating 11 halves it.
    expect(entry.outcome).toBe(
      'hit: 1 damage (1d4+2: rolled 4, +2 = 6; Resistant to stone: 3; Plating 11 halves it: 1)',
    )
    const inst = h.history.state.tokens['npc-sentinel']!.instance!
    expect(inst.hp).toBeLessThan(npcRecords(h.history.state)['sample-rust-sentinel']!.hpMax)
    ok(h.call('history:undo', {}))
    expect(h.history.state.tokens['npc-sentinel']!.instance).toBeUndefined()
  })

  it('a hit that takes the last HP puts the target Down; the last Plating, Shattered', () => {
    const h = harness({ 12: [11, 11], 4: [4, 4] })
    ok(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 8, r: 5 }, free: true }))
    ok(
      h.call('token:setInstance', {
        tokenId: 'npc-sentinel',
        hp: 1,
        thp: 0,
        plating: 1,
        conditions: [],
      }),
    )
    const attack = (sacrifice: number) =>
      ok<DiceLogEntry>(
        h.call('roll:attack', {
          attackerId: 'pc-vaka',
          weaponId: 'twin-blades',
          targetId: 'npc-sentinel',
          situation: { distanceM: 1, sacrifice },
        }),
      )
    const inst = () => h.history.state.tokens['npc-sentinel']!.instance!
    // Sacrificing its Plating: Plating 0, so Shattered; HP kept.
    const shattered = attack(1)
    expect([inst().plating, inst().hp]).toEqual([0, 1])
    expect(inst().conditions).toEqual(['shattered'])
    expect(shattered.detail).toContain('Rust Sentinel is Shattered')
    // The next hit takes the last HP: Down with its level of Exhaustion, Shattered kept, in the
    // same undo step as the damage.
    const down = attack(0)
    expect(inst().hp).toBe(0)
    expect(inst().conditions).toEqual(['shattered', 'down', 'exhaustion'])
    expect(down.detail).toContain('Rust Sentinel is Down')
    ok(h.call('history:undo', {}))
    expect(inst().conditions).toEqual(['shattered'])
  })

  it('refuses a melee attack out of reach, measured in main', () => {
    const h = harness({ 12: [11], 4: [4] })
    const message = refused(
      h.call('roll:attack', {
        attackerId: 'pc-vaka',
        weaponId: 'twin-blades',
        targetId: 'npc-sentinel',
        situation: { distanceM: 1 },
      }),
    )
    expect(message).toBe('Twin blades reaches 1 m; Rust Sentinel is 8 m away.')
    expect(h.log.entries).toEqual([])
  })

  it('refuses an attack with a weapon the sheet does not have', () => {
    const h = harness()
    expect(
      refused(
        h.call('roll:attack', {
          attackerId: 'pc-vaka',
          weaponId: 'bazooka',
          targetId: 'npc-sentinel',
          situation: {},
        }),
      ),
    ).toContain('Vaka has no weapon "bazooka"')
  })
})

describe('conditions on rolls, read in main from the campaign', () => {
  /** Set a token's conditions (HP and Plating as they stand). */
  function withConditions(h: ReturnType<typeof harness>, tokenId: string, conditions: string[]) {
    const t = h.history.state.tokens[tokenId]!
    const sheet = t.npcId
      ? npcRecords(h.history.state)[t.npcId]!
      : pcRecords(h.history.state)[t.pcId as string]!
    ok(
      h.call('token:setInstance', {
        tokenId,
        hp: t.instance?.hp ?? sheet.hpMax,
        thp: 0,
        plating: t.instance?.plating ?? derivedDefences(sheet).plating,
        conditions,
      }),
    )
  }

  it('a check by a Disoriented instance takes its Flaw, named in the log', () => {
    // Strength +6; Disoriented: 1 Flaw d4 3 -> 7 + 6 - 3 = 10 < 12.
    const h = harness({ 12: [7], 4: [3] })
    withConditions(h, 'npc-sentinel', ['disoriented'])
    const entry = ok<DiceLogEntry>(
      h.call('roll:check', {
        sheet: { kind: 'npc', id: 'sample-rust-sentinel' },
        tokenId: 'npc-sentinel',
        ability: 'strength',
        dc: 12,
      }),
    )
    expect(entry).toMatchObject({
      total: 10,
      outcome: 'failure',
      faces: [
        [12, 7],
        [4, 3],
      ],
    })
    expect(entry.detail).toContain('Disoriented (roller) 1 Flaw')
  })

  it('the same check from the sheet alone has no conditions', () => {
    const h = harness({ 12: [7] })
    withConditions(h, 'npc-sentinel', ['disoriented'])
    const entry = ok<DiceLogEntry>(
      h.call('roll:check', {
        sheet: { kind: 'npc', id: 'sample-rust-sentinel' },
        ability: 'strength',
        dc: 12,
      }),
    )
    expect(entry).toMatchObject({ total: 13, outcome: 'success' })
  })

  it('an Out instance fails a FOR save without a die', () => {
    const h = harness()
    withConditions(h, 'npc-sentinel', ['out'])
    const entry = ok<DiceLogEntry>(
      h.call('roll:check', {
        sheet: { kind: 'npc', id: 'sample-rust-sentinel' },
        tokenId: 'npc-sentinel',
        save: 'FOR',
        dc: 2,
      }),
    )
    expect(entry).toMatchObject({ faces: [], total: null, outcome: 'failure' })
    expect(entry.detail).toBe('automatic failure: Out')
  })

  it('refuses a token that is not an instance of the sheet', () => {
    const h = harness()
    expect(
      refused(
        h.call('roll:check', {
          sheet: { kind: 'npc', id: 'sample-rust-sentinel' },
          tokenId: 'npc-hound',
          ability: 'strength',
        }),
      ),
    ).toBe('Scrap Hound is not a token of Rust Sentinel.')
  })

  it('an attack reads both tokens’ conditions: a Dazed target is hit at BAC', () => {
    // Vaka (DEX +2) Grappled: 1 Flaw; the Sentinel Prone: +1 Edge; net 0. Dazed (↶): BAC 8, not
    // AC 9. d12 6 + 2 = 8 hits; one d4 of damage.
    const h = harness({ 12: [6], 4: [4] })
    ok(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 8, r: 5 }, free: true }))
    withConditions(h, 'pc-vaka', ['grappled'])
    withConditions(h, 'npc-sentinel', ['prone', 'dazed'])
    const entry = ok<DiceLogEntry>(
      h.call('roll:attack', {
        attackerId: 'pc-vaka',
        weaponId: 'twin-blades',
        targetId: 'npc-sentinel',
        situation: { distanceM: 1 },
      }),
    )
    expect(entry.outcome).toMatch(/^hit/)
    expect(entry.detail).toContain('d12 6 → 8 vs BAC 8')
    expect(entry.detail).toContain('Grappled (attacker) 1 Flaw, Prone (target) +1 Edge')
    expect(h.history.state.tokens['npc-sentinel']!.instance!.conditions).toEqual(['prone', 'dazed'])
  })

  it('the same roll misses AC 9 when the target is not Back-footed', () => {
    const h = harness({ 12: [6] })
    ok(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 8, r: 5 }, free: true }))
    const entry = ok<DiceLogEntry>(
      h.call('roll:attack', {
        attackerId: 'pc-vaka',
        weaponId: 'twin-blades',
        targetId: 'npc-sentinel',
        situation: { distanceM: 1 },
      }),
    )
    expect(entry).toMatchObject({ outcome: 'miss', total: 8 })
    expect(entry.detail).toContain('vs AC 9')
  })

  it('refuses an attack at a Hidden target', () => {
    const h = harness({ 12: [6] })
    ok(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 8, r: 5 }, free: true }))
    withConditions(h, 'npc-sentinel', ['hidden'])
    expect(
      refused(
        h.call('roll:attack', {
          attackerId: 'pc-vaka',
          weaponId: 'twin-blades',
          targetId: 'npc-sentinel',
          situation: { distanceM: 1 },
        }),
      ),
    ).toBe('Rust Sentinel is Hidden: it cannot be targeted by attacks.')
    expect(h.log.entries).toEqual([])
  })

  it('a Hidden attacker gets its Edge and extra die, then is no longer Hidden (undoable)', () => {
    // Hidden: +1 Edge (d4 2) and 2 d4 of damage on the hit.
    const h = harness({ 12: [6], 4: [2, 3, 3] })
    ok(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 8, r: 5 }, free: true }))
    withConditions(h, 'pc-vaka', ['hidden', 'bleeding'])
    const entry = ok<DiceLogEntry>(
      h.call('roll:attack', {
        attackerId: 'pc-vaka',
        weaponId: 'twin-blades',
        targetId: 'npc-sentinel',
        situation: { distanceM: 1, hidden: true },
      }),
    )
    expect(entry.faces).toEqual([
      [12, 6],
      [4, 2],
      [4, 3],
      [4, 3],
    ])
    expect(entry.detail).toContain('Hidden (attacker) +1 Edge')
    expect(h.history.state.tokens['pc-vaka']!.instance!.conditions).toEqual(['bleeding'])
    ok(h.call('history:undo', {}))
    expect(h.history.state.tokens['pc-vaka']!.instance!.conditions).toEqual(['hidden', 'bleeding'])
  })
})

describe('roll:check: the stat of an ability (Stats, Abilities, & Checks)', () => {
  it('Intimidation may use CHA: the Sentinel’s CHA −2', () => {
    const h = harness({ 12: [7] })
    const entry = ok<DiceLogEntry>(
      h.call('roll:check', {
        sheet: { kind: 'npc', id: 'sample-rust-sentinel' },
        ability: 'intimidation',
        stat: 'CHA',
      }),
    )
    expect(entry).toMatchObject({ what: 'Intimidation (CHA) check', total: 5 })
  })

  it.each([
    [{ ability: 'strength', stat: 'CHA' }, 'The stat: Strength uses FOR, not CHA.'],
    [{ save: 'FOR', stat: 'CHA' }, 'Only an ability check chooses its stat'],
    [{ ability: 'intimidation', stat: 'DEX' }, 'The stat: Intimidation uses FOR or CHA, not DEX.'],
    [{ ability: 'intimidation', stat: 'LUCK' }, '"LUCK" is not a stat'],
    [{ ability: 'charm' }, '"charm" is not an ability'],
    [{}, 'Name one ability or one save.'],
  ])('refuses %j, naming the field: %s', (roll, message) => {
    const h = harness({ 12: [7] })
    const env = h.call('roll:check', {
      sheet: { kind: 'npc', id: 'sample-rust-sentinel' },
      ...roll,
    })
    expect(env.ok).toBe(false)
    if (env.ok) return
    expect(env.error.code).toBe('invalid-input')
    expect(env.error.message).toContain(message)
    expect(h.log.entries).toEqual([])
  })
})

describe('tokens from sheets', () => {
  const place = (h: ReturnType<typeof harness>, payload: Record<string, unknown>) =>
    ok<{ tokenId: string; name: string; hex: { q: number; r: number } }>(
      h.call('token:placeNear', { mapId: 'causeway', ...payload }),
    )

  it('places a PC from her sheet: linked, her own HP, visible to the players, one undo step', () => {
    const h = harness()
    ok(h.call('token:remove', { tokenId: 'pc-vaka' }))
    const vaka = pcRecords(h.history.state).vaka!
    const placed = place(h, { sheet: { kind: 'pc', id: 'vaka' }, near: { q: 4, r: 5 } })
    expect(placed.name).toBe('Vaka')
    const token = h.history.state.tokens[placed.tokenId]!
    expect(token).toMatchObject({ kind: 'pc', pcId: 'vaka', gmOnly: false, size: vaka.size })
    expect(token.npcId).toBeUndefined()
    expect(token.instance).toEqual({
      hp: vaka.hpMax,
      thp: vaka.thp,
      plating: derivedDefences(vaka).plating,
      conditions: [],
    })
    expect(h.history.history().undoLabel).toBe('Place Vaka')
    ok(h.call('history:undo', {}))
    expect(h.history.state.tokens[placed.tokenId]).toBeUndefined()
  })

  it('names instances Goblin, Goblin 2, Goblin 3: the first number free on that map', () => {
    const h = harness()
    const hound = { sheet: { kind: 'npc', id: 'sample-scrap-hound' } }
    ok(h.call('token:remove', { tokenId: 'npc-hound' }))
    const names = [place(h, hound), place(h, hound), place(h, hound)]
    expect(names.map((p) => p.name)).toEqual(['Scrap Hound', 'Scrap Hound 2', 'Scrap Hound 3'])
    ok(h.call('token:remove', { tokenId: names[1]!.tokenId }))
    expect(place(h, hound).name).toBe('Scrap Hound 2')
    // An NPC from its sheet is GM-only unless the GM says otherwise.
    expect(h.history.state.tokens[names[0]!.tokenId]!.gmOnly).toBe(true)
    const shown = place(h, { ...hound, gmOnly: false }).tokenId
    expect(h.history.state.tokens[shown]!.gmOnly).toBe(false)
  })

  it('npc:place numbers by the names on that map, not by instances on other maps', () => {
    const h = harness()
    const { mapId } = ok<{ mapId: string }>(
      h.call('map:create', {
        name: 'Cellar',
        orientation: 'flat',
        cols: 8,
        rows: 6,
        activate: true,
      }),
    )
    const at = (map: string, q: number) =>
      ok<{ tokenId: string }>(
        h.call('npc:place', {
          npcId: 'sample-rust-sentinel',
          mapId: map,
          hex: { q, r: 2 },
          gmOnly: false,
          color: '#aa3322',
        }),
      ).tokenId
    const first = at(mapId, 2)
    const second = at(mapId, 5)
    expect(h.history.state.tokens[first]!.name).toBe('Rust Sentinel')
    expect(h.history.state.tokens[second]!.name).toBe('Rust Sentinel 2')
  })

  it('a plain token from "Add token…" lands near the view too, on no other token', () => {
    const h = harness()
    const vaka = h.history.state.tokens['pc-vaka']!
    const p = place(h, { name: 'Barrel', kind: 'object', size: 'medium', near: vaka.hex })
    expect(h.history.state.tokens[p.tokenId]).toMatchObject({ name: 'Barrel', gmOnly: false })
    expect(p.hex).not.toEqual({ q: vaka.hex.q, r: vaka.hex.r })
    expect(Math.abs(p.hex.q - vaka.hex.q) + Math.abs(p.hex.r - vaka.hex.r)).toBeLessThanOrEqual(2)
  })

  it('links a plain token to a sheet with a fresh instance, and unlinks it; each one undo step', () => {
    const h = harness()
    const p = place(h, { name: 'Mutt', kind: 'object', size: 'medium', near: { q: 4, r: 5 } })
    ok(
      h.call('token:link', {
        tokenId: p.tokenId,
        sheet: { kind: 'npc', id: 'sample-scrap-hound' },
      }),
    )
    const hound = h.history.state.npcs['sample-scrap-hound']!
    expect(h.history.state.tokens[p.tokenId]).toMatchObject({
      name: 'Mutt',
      kind: 'npc',
      npcId: 'sample-scrap-hound',
      size: hound.size,
      instance: { hp: hound.hpMax, conditions: [] },
    })
    expect(h.history.history().undoLabel).toBe('Link Mutt to Scrap Hound')
    ok(h.call('token:link', { tokenId: p.tokenId, sheet: null }))
    const plain = h.history.state.tokens[p.tokenId]!
    expect([plain.npcId, plain.pcId, plain.instance]).toEqual([undefined, undefined, undefined])
    expect(h.history.history().undoLabel).toBe('Unlink Mutt')
    ok(h.call('history:undo', {}))
    expect(h.history.state.tokens[p.tokenId]!.npcId).toBe('sample-scrap-hound')
    ok(h.call('history:undo', {}))
    expect(h.history.state.tokens[p.tokenId]!.npcId).toBeUndefined()
  })

  it('relinking gives a fresh instance; a sheet that does not exist is refused by name', () => {
    const h = harness()
    ok(
      h.call('token:setInstance', {
        tokenId: 'pc-vaka',
        hp: 1,
        thp: 0,
        plating: 0,
        conditions: ['prone'],
      }),
    )
    ok(h.call('token:link', { tokenId: 'pc-vaka', sheet: { kind: 'pc', id: 'vaka' } }))
    expect(h.history.state.tokens['pc-vaka']!.instance).toMatchObject({
      hp: h.history.state.pcs.vaka!.hpMax,
      conditions: [],
    })
    expect(
      refused(h.call('token:link', { tokenId: 'pc-vaka', sheet: { kind: 'pc', id: 'nobody' } })),
    ).toContain('No PC with id "nobody"')
  })
})

describe('dice log and undo', () => {
  it('marks an applied roll undone on undo and live again on redo, telling the GM views', () => {
    const h = harness({ 12: [11], 4: [4] })
    ok(h.call('map:moveToken', { tokenId: 'pc-vaka', to: { q: 8, r: 5 }, free: true }))
    const entry = ok<DiceLogEntry>(
      h.call('roll:attack', {
        attackerId: 'pc-vaka',
        weaponId: 'twin-blades',
        targetId: 'npc-sentinel',
        situation: { distanceM: 1 },
      }),
    )
    expect(entry.undone).toBeUndefined()
    const changed = () =>
      h.gm.filter((e) => e.name === 'dice:changed').map((e) => e.payload as DiceLogEntry)
    ok(h.call('history:undo', {}))
    expect(changed()).toEqual([{ ...entry, undone: true }])
    expect(ok<DiceLogEntry[]>(h.call('dice:log', {}))).toEqual([{ ...entry, undone: true }])
    ok(h.call('history:redo', {}))
    expect(changed()).toEqual([{ ...entry, undone: true }, entry])
    expect(ok<DiceLogEntry[]>(h.call('dice:log', {}))).toEqual([entry])
    // Undoing the move before it touches no roll.
    ok(h.call('history:undo', {}))
    ok(h.call('history:undo', {}))
    expect(changed()).toHaveLength(3)
  })

  it('a roll that applied nothing (a check) is never marked by undo', () => {
    const h = harness({ 12: [7] })
    ok(h.call('token:setGmOnly', { tokenId: 'pc-vaka', gmOnly: true }))
    const entry = ok<DiceLogEntry>(
      h.call('roll:check', {
        sheet: { kind: 'npc', id: 'sample-rust-sentinel' },
        ability: 'strength',
      }),
    )
    ok(h.call('history:undo', {}))
    expect(h.gm.some((e) => e.name === 'dice:changed')).toBe(false)
    expect(ok<DiceLogEntry[]>(h.call('dice:log', {}))).toEqual([entry])
  })
})
