import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseCampaign, type Campaign } from '../../../../shared/model'
import { rulesetById } from '../../../../shared/rules'
import { derivedDefences, RUST_SENTINEL } from '../../../../shared/rules/bluebox'

const DEMO = readFileSync(
  new URL('../../../../resources/demo-campaign/campaign.json', import.meta.url),
  'utf8',
)
const bluebox = rulesetById('bluebox')!

function demo(instances: Record<string, object> = {}): Campaign {
  const parsed = parseCampaign(JSON.parse(DEMO))
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
  for (const [id, instance] of Object.entries(instances))
    parsed.campaign.tokens[id]!.instance = { ...instance }
  return parsed.campaign
}

const state = (conditions: string[], hp = 10) => ({ hp, thp: 0, plating: 0, conditions })

describe('Blue Box as the campaign picker lists it', () => {
  it('plays on hexes in metres, and says so with its d12 (Core Rules; Movement)', () => {
    // Seed 000: a tactical game on a hex map measured in metres, its checks and attacks on a d12.
    expect([bluebox.name, bluebox.boards, bluebox.unit]).toEqual(['Blue Box', ['hex'], 'm'])
    expect(bluebox.about).toMatch(/hex map in metres/)
    expect(bluebox.about).toMatch(/d12/)
  })
})

describe('Blue Box options', () => {
  it('resolves stored options over the defaults', () => {
    expect(bluebox.options.resolve({ unmaskedSaveDC: 8 })).toEqual({
      ...bluebox.options.defaults,
      unmaskedSaveDC: 8,
    })
    expect(bluebox.options.resolve(undefined)).toEqual(bluebox.options.defaults)
  })

  it.each([
    [{ platingRounding: 'up' }, true],
    [{ escalationCounter: true, someFutureRule: 3 }, true],
    [{ platingRounding: 'sideways' }, false],
    [{ restClearsExhaustion: 'yes' }, false],
  ])('checks %j: valid %s', (stored, valid) => {
    expect(bluebox.options.schema.safeParse(stored).success).toBe(valid)
  })
})

describe('Blue Box sheets', () => {
  it.each(['npc', 'pc'] as const)(
    'a blank %s sheet is valid and says what the button made',
    (kind) => {
      const blank = bluebox.sheet.blank(kind, `${kind}-1`, `New ${kind.toUpperCase()}`)
      const parsed = bluebox.sheet.schema[kind].safeParse(blank)
      expect(parsed.success).toBe(true)
      expect(blank).toMatchObject({ id: `${kind}-1`, level: 1, hpMax: 10, weapons: [] })
      if (kind === 'pc')
        expect(blank).toMatchObject({ player: '', hpOrigin: { method: 'entered' } })
      else expect(blank).not.toHaveProperty('player')
    },
  )

  it('gives each blank its own lists', () => {
    const a = bluebox.sheet.blank('npc', 'a', 'A') as { tags: string[] }
    const b = bluebox.sheet.blank('npc', 'b', 'B') as { tags: string[] }
    a.tags.push('x')
    expect(b.tags).toEqual([])
  })
})

describe('Blue Box token state', () => {
  it('a fresh instance has the sheet at full: HP, THP, Plating, no conditions', () => {
    expect(bluebox.instance.fresh(RUST_SENTINEL)).toEqual({
      hp: RUST_SENTINEL.hpMax,
      thp: RUST_SENTINEL.thp,
      plating: derivedDefences(RUST_SENTINEL).plating,
      conditions: [],
    })
    expect(bluebox.instance.fresh(null)).toBeNull()
  })

  it.each<[string, object, object | null, object]>([
    ['unhurt', state([], 24), RUST_SENTINEL, {}],
    ['hurt', state([], 20), RUST_SENTINEL, { health: 'hurt' }],
    ['badly hurt at half', state([], 12), RUST_SENTINEL, { health: 'badly hurt' }],
    ['down at 0 HP', state([], 0), RUST_SENTINEL, { health: 'down' }],
    [
      'down when Down',
      state(['down'], 20),
      RUST_SENTINEL,
      { health: 'down', conditions: ['down'] },
    ],
    [
      'prone, hidden kept back',
      state(['hidden', 'prone'], 24),
      RUST_SENTINEL,
      { conditions: ['prone'] },
    ],
    ['no sheet: no health, conditions still', state(['prone'], 1), null, { conditions: ['prone'] }],
  ])('public view: %s', (_what, instance, sheet, view) => {
    expect(bluebox.instance.publicView(instance, sheet)).toEqual(view)
  })
})

describe('Blue Box conditions', () => {
  const byId = new Map(bluebox.conditions.map((c) => [c.id, c]))

  it('lists every condition once, each with a name and a summary', () => {
    expect(byId.size).toBe(bluebox.conditions.length)
    for (const c of bluebox.conditions) {
      expect(c.name.length).toBeGreaterThan(0)
      expect(c.summary.length).toBeGreaterThan(0)
    }
  })

  it.each([
    ['defensive-stance', { ends: 'start-of-turn', whose: 'own' }],
    ['back-footed', { ends: 'start-of-turn', whose: 'source' }],
    ['dazed', { ends: 'end-of-turn', whose: 'own' }],
    ['hamstrung', { ends: 'rest', rest: 'short' }],
    ['kept-watch', { ends: 'rest', rest: 'short' }],
    ['prone', { ends: 'manual' }],
    ['bleeding', { ends: 'manual' }],
  ])('%s ends %j', (id, timing) => {
    expect(byId.get(id)?.timing).toEqual(timing)
  })

  it.each([
    ['prone', true],
    ['grappled', true],
    ['down', true],
    ['hidden', false],
    ['frightened', false],
    ['poisoned', false],
  ])('%s shows on the figure: %s', (id, visible) => {
    expect(byId.get(id)?.visible).toBe(visible)
  })

  it.each([
    ['bleeding', '1d4 Pure damage at the end of its turn'],
    ['prone', 'each hex costs ×2'],
    ['blinded', 'fails checks needing sight'],
    ['hidden', 'cannot be targeted by attacks'],
  ])('%s says %s', (id, words) => {
    expect(byId.get(id)?.summary).toContain(words)
  })
})

describe('Blue Box turns', () => {
  const combat = bluebox.combat!

  const full = { ap: 2, reaction: 1, metres: 6, dash: 1, quickStep: 1 }
  it.each<[string, Record<string, object>, string, Record<string, number>]>([
    ['a PC at full', {}, 'pc-vaka', full],
    [
      'a Down PC: 1 AP, half speed',
      { 'pc-vaka': state(['down'], 0) },
      'pc-vaka',
      { ...full, ap: 1, metres: 3 },
    ],
    [
      'an Unconscious one',
      { 'pc-vaka': state(['unconscious']) },
      'pc-vaka',
      { ap: 0, reaction: 0, metres: 0, dash: 0, quickStep: 0 },
    ],
    [
      'a Grappled one: no Reaction, no voluntary move',
      { 'pc-vaka': state(['grappled']) },
      'pc-vaka',
      { ap: 2, reaction: 0, metres: 0, dash: 0, quickStep: 0 },
    ],
    ['an object', {}, 'obj-crate', full],
    ['the token speed over the sheet', {}, 'npc-sentinel', { ...full, metres: 4 }],
  ])('economy of %s', (_what, instances, tokenId, economy) => {
    const c = demo(instances)
    expect(combat.economy(c.tokens[tokenId]!, c)).toEqual(economy)
  })

  it('ends Defensive Stance at the start of its own turn, and a delayed Dazed at the end', () => {
    const c = demo({ 'pc-vaka': state(['defensive-stance', 'dazed', 'prone']) })
    expect(combat.atTurnStart(c, 'pc-vaka')).toEqual([
      { kind: 'instance', tokenId: 'pc-vaka', instance: state(['dazed', 'prone']) },
    ])
    expect(combat.atTurnEnd(c, 'pc-vaka')).toEqual([
      { kind: 'instance', tokenId: 'pc-vaka', instance: state(['defensive-stance', 'prone']) },
    ])
  })

  it.each([
    ['no state', {}],
    ['nothing timed', { 'pc-vaka': state(['prone', 'bleeding']) }],
  ])('changes nothing with %s', (_what, instances) => {
    const c = demo(instances)
    expect(combat.atTurnStart(c, 'pc-vaka')).toEqual([])
    expect(combat.atTurnEnd(c, 'pc-vaka')).toEqual([])
    expect(combat.atTurnEnd(c, 'no-such-token')).toEqual([])
  })

  it.each<[string, string[], 'start' | 'end', object[]]>([
    ['Bleeding', ['bleeding'], 'end', [{ source: 'Bleeding', text: '1d4 Pure damage' }]],
    [
      'Poisoned',
      ['poisoned'],
      'end',
      [{ source: 'Poisoned', text: 'FOR save (the GM sets the DC)' }],
    ],
    ['Unmasked', ['unmasked'], 'start', [{ source: 'Unmasked', text: 'SPI save DC 6' }]],
    [
      'Dazed',
      ['dazed'],
      'start',
      [{ source: 'Dazed', text: 'its turn moves to the end of the round' }],
    ],
    ['Prone', ['prone'], 'start', []],
  ])('asks the GM at a boundary: %s', (_what, conditions, at, prompts) => {
    const c = demo({ 'pc-vaka': state(conditions) })
    const asked = combat.prompts!(c, 'pc-vaka', at)
    expect(asked.map(({ source, text }) => ({ source, text }))).toEqual(prompts)
  })
})

describe('Blue Box rest', () => {
  it('has a short and a long rest, and every activity fits both', () => {
    const rest = bluebox.rest!
    expect(rest.kinds.map((k) => k.id)).toEqual(['short', 'long'])
    expect(rest.kinds[0]!.name).toBe('Short rest (2-5 hours)')
    expect(rest.activities.find((a) => a.id === 'restore-hp')).toEqual({
      id: 'restore-hp',
      name: 'Restore HP',
      rest: ['short', 'long'],
      group: 'Regeneration & Repair',
      oncePerRest: false,
      target: 'self',
      needsItem: false,
      gift: false,
    })
    expect(rest.kinds.map((k) => k.slots)).toEqual([3, 5])
    expect(new Set(rest.activities.map((a) => a.id)).size).toBe(rest.activities.length)
  })
})
