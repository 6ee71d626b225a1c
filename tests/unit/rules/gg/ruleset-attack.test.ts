import { describe, expect, it } from 'vitest'
import { chargeAction } from '../../../../shared/play/combat'
import { RollRefused } from '../../../../shared/rules'
import { GgNpcSchema } from '../../../../shared/rules/gg/engine/sheet-schema'
import {
  ARIA,
  GOBLIN,
  ORC,
  applied,
  attack,
  ggCampaign,
  inFight,
  instanceIn,
  roll,
  state,
  token,
} from './fixture'
import { asGg } from './ruleset-combat-fixture'

describe('a GG attack: the roll and its outcome', () => {
  it('a hit rolls damage through END DR and takes it off HP, every step in the log', () => {
    const out = roll(ggCampaign(), attack(), { 20: [10], 8: [6] })
    expect(out.outcome).toMatchObject({
      who: 'Aria',
      what: 'Longsword at Orc',
      total: 13,
      outcome: 'hit',
    })
    expect(out.outcome.detail).toContain('d20 10 + 3 (PHY 1 + SB 2) = 13 vs HT 11')
    expect(out.outcome.detail).toContain('damage 1d8 [6] + 1 = 7 Slashing')
    expect(out.outcome.detail).toContain('Endurance 4: Damage Reduction 2: 7 → 5')
    expect(out.outcome.detail).toContain('HP 40 → 35 (5 HP lost)')
    expect(out.label).toBe('Aria attacks Orc')
    expect(out.actor).toBe('aria')
    expect(instanceIn(out.changes, 'orc')).toMatchObject({ hp: 35, bp: 0 })
  })

  it('a miss changes nothing and rolls no damage', () => {
    const out = roll(ggCampaign(), attack(), { 20: [2] })
    expect(out.outcome).toMatchObject({ total: 5, outcome: 'miss' })
    expect(out.changes).toEqual([])
  })

  it('an Overwhelming Blow (HT + 5) maximises the base die without rolling it', () => {
    const out = roll(ggCampaign(), attack(), { 20: [15] })
    expect(out.outcome.outcome).toBe('Overwhelming Blow')
    expect(out.outcome.detail).toContain('1d8 maximised 8 + 1 = 9 Slashing')
    expect(instanceIn(out.changes, 'orc')?.hp).toBe(33)
  })

  it('a Critical Hit (HT + 10, or an Inspired Event) adds each die’s maximum', () => {
    const margin = roll(ggCampaign(), attack(), { 20: [18], 8: [3] })
    expect(margin.outcome.outcome).toBe('Critical Hit')
    expect(margin.outcome.detail).toContain('1d8 [3] + Critical 8 + 1 = 12 Slashing')
    expect(instanceIn(margin.changes, 'orc')?.hp).toBe(30)
    const inspired = roll(ggCampaign({}, [GgNpcSchema.parse({ ...ORC, ht: 30 })]), attack(), {
      20: [20],
      8: [1],
    })
    expect(inspired.outcome.outcome).toBe('Critical Hit')
    expect(inspired.outcome.detail).toContain('an Inspired Event')
  })

  const WARDEN = GgNpcSchema.parse({
    id: 'warden',
    name: 'Warden',
    traits: { PHY: 0, AGI: 0, END: 2, KNO: 0, INT: 0, DET: 0 },
    ht: 10,
    hpMax: 50,
    bp: 3,
    reductions: { slashing: 1 },
    magnifications: { slashing: 3 },
    resistances: { slashing: 1 },
    vulnerabilities: { slashing: 1 },
  })
  const atWarden = (options: object = {}) => {
    const c = ggCampaign(options, [WARDEN])
    c.tokens.orc = token('orc', 'Warden', { kind: 'npc', id: 'warden' }, { q: 6, r: 5 })
    return c
  }

  it('shows every pipeline step in the default order, then BP and HP', () => {
    const out = roll(atWarden(), attack(), { 20: [10], 8: [8] })
    const d = out.outcome.detail
    const steps = [
      'damage 1d8 [8] + 1 = 9 Slashing',
      'Reduction 1 (slashing), Endurance 2: Damage Reduction 1: 9 → 7',
      'Magnification 3 (slashing): 7 → 10',
      'Resistance to slashing: halved, 10 → 5',
      'Vulnerability to slashing: doubled, 5 → 10',
      'Barrier Points absorb 3: 10 → 7',
      'HP 50 → 43 (7 HP lost)',
    ]
    for (const s of steps) expect(d).toContain(s)
    const at = steps.map((s) => d.indexOf(s))
    expect([...at].sort((a, b) => a - b)).toEqual(at)
    expect(instanceIn(out.changes, 'orc')).toMatchObject({ hp: 43, bp: 0 })
  })

  it('follows the table’s pipeline order', () => {
    const pipelineOrder = [
      'immunity',
      'dice+bonuses+crit/OB',
      'vulnerability',
      'reduction',
      'magnification',
      'resistance',
      'barrierPoints',
      'scarOffer',
      'hp',
      'massiveDamageCheck',
    ]
    const out = roll(atWarden({ pipelineOrder }), attack(), { 20: [10], 8: [8] })
    expect(out.outcome.detail).toContain('Vulnerability to slashing: doubled, 9 → 18')
    expect(out.outcome.detail).toContain('HP 50 → 44 (6 HP lost)')
  })

  it('immunity stops the damage', () => {
    const c = ggCampaign({}, [GgNpcSchema.parse({ ...ORC, immunities: ['Slashing'] })])
    const out = roll(c, attack(), { 20: [10], 8: [6] })
    expect(out.outcome.detail).toContain('Immune to slashing: no damage')
    expect(out.outcome.detail).toContain('HP 40 → 40 (0 HP lost)')
  })
})

describe('a GG attack: Advantage, cover and reach', () => {
  it('a Prone target within 1 m gives Advantage: two dice, the higher kept', () => {
    const c = ggCampaign()
    c.tokens.orc!.instance = state(ORC, { conditions: ['prone'] })
    const out = roll(c, attack(), { 20: [4, 15], 8: [] })
    expect(out.outcome.outcome).toBe('Overwhelming Blow')
    expect(out.outcome.detail).toContain('d20 15 (Advantage: 4, 15)')
    expect(out.outcome.detail).toContain('target is Prone, attacker within 1 m: Advantage')
  })

  it('counts every source under the net-count reading, and ±2 under the bonus reading', () => {
    const c = ggCampaign({ advMode: 'netCount' })
    c.tokens.orc!.instance = state(ORC, { conditions: ['prone'] })
    const three = roll(c, attack({ advantages: 1 }), { 20: [2, 9, 4], 8: [6] })
    expect(three.outcome.detail).toContain('d20 9 (Advantage: 2, 9, 4) + 3 (PHY 1 + SB 2) = 12')
    c.tableOptions = { advMode: 'bonus2' }
    const plus = roll(c, attack(), { 20: [6], 8: [1] })
    expect(plus.outcome).toMatchObject({ total: 11, outcome: 'hit' })
    expect(plus.outcome.detail).toContain('d20 6 + 3 (PHY 1 + SB 2) + 2 (Advantage) = 11')
  })

  it('a Prone target farther than 1 m gives a ranged attack Disadvantage', () => {
    const c = ggCampaign()
    c.tokens.orc = token(
      'orc',
      'Orc',
      { kind: 'npc', id: 'orc' },
      { q: 9, r: 5 },
      state(ORC, {
        conditions: ['prone'],
      }),
    )
    const out = roll(c, attack({ actionId: 'bow' }), { 20: [15, 4] })
    expect(out.outcome).toMatchObject({ outcome: 'miss', total: 9 })
    expect(out.outcome.detail).toContain('Disadvantage: 15, 4')
  })

  it('beyond Base Range is Disadvantage; beyond Long Range is refused', () => {
    const c = ggCampaign()
    c.tokens.orc!.hex = { q: 13, r: 5 }
    const out = roll(c, attack({ actionId: 'bow' }), { 20: [10, 3] })
    expect(out.outcome.detail).toContain('beyond Base Range: Disadvantage')
    c.tokens.orc!.hex = { q: 19, r: 5 }
    expect(() => roll(c, attack({ actionId: 'bow' }), {})).toThrow(
      /14 m away, beyond Shortbow's long range of 12 m/,
    )
  })

  it('a ranged attack inside a hostile’s reach has Disadvantage (GG-056)', () => {
    const c = ggCampaign()
    c.tokens.orc!.hex = { q: 9, r: 5 }
    expect(roll(c, attack({ actionId: 'bow' }), { 20: [10], 6: [1] }).outcome.detail).not.toContain(
      'next to a hostile',
    )
    c.tokens.gob = token('gob', 'Goblin', { kind: 'npc', id: 'goblin' }, { q: 4, r: 5 })
    const out = roll(c, attack({ actionId: 'bow' }), { 20: [10, 3] })
    expect(out.outcome.detail).toContain('ranged attack next to a hostile: Disadvantage')
  })

  it('refuses a melee attack beyond reach, total cover, and a token without a stat block', () => {
    const c = ggCampaign()
    c.tokens.orc!.hex = { q: 8, r: 5 }
    expect(() => roll(c, attack(), {})).toThrow(RollRefused)
    expect(() => roll(c, attack(), {})).toThrow(
      /3 m away, beyond Aria's reach of 1 m with Longsword/,
    )
    c.tokens.orc!.hex = { q: 6, r: 5 }
    expect(() => roll(c, attack({ cover: 'total' }), {})).toThrow(/total cover/)
    delete c.tokens.orc!.npcId
    expect(() => roll(c, attack(), {})).toThrow(/Orc has no stat block/)
  })

  it('half cover raises the HT by 2', () => {
    const out = roll(ggCampaign(), attack({ cover: 'half' }), { 20: [9] })
    expect(out.outcome.outcome).toBe('miss')
    expect(out.outcome.detail).toContain('vs HT 11 (from the stat block) + half cover 2')
  })

  it('a squeezing attacker has Disadvantage (GG-037)', () => {
    const c = ggCampaign()
    c.tokens.aria!.instance = state(ARIA, { conditions: ['squeezing'] })
    const out = roll(c, attack(), { 20: [18, 2] })
    expect(out.outcome.outcome).toBe('miss')
    expect(out.outcome.detail).toContain('attacker is squeezing: Disadvantage')
  })

  it('Flanking, when the table uses it, gives a melee attacker Advantage', () => {
    const c = ggCampaign({ flanking: true })
    c.tokens.bren = token('bren', 'Bren', { kind: 'pc', id: 'aria' }, { q: 7, r: 5 })
    const out = roll(c, attack(), { 20: [3, 10], 8: [6] })
    expect(out.outcome.detail).toContain('target is Flanked: Advantage')
    const off = ggCampaign()
    off.tokens.bren = token('bren', 'Bren', { kind: 'pc', id: 'aria' }, { q: 7, r: 5 })
    expect(roll(off, attack(), { 20: [10], 8: [6] }).outcome.detail).not.toContain('Flanked')
  })

  it('a Hidden attacker is revealed by attacking', () => {
    const c = ggCampaign()
    c.tokens.aria!.instance = state(ARIA, { conditions: ['hidden'] })
    const out = roll(c, attack(), { 20: [1, 2] })
    expect(out.outcome.detail).toContain('Aria is no longer Hidden')
    expect(instanceIn(out.changes, 'aria')?.conditions).toEqual([])
  })
})

describe('a GG attack: Mark, cost and the Turn’s ledger', () => {
  it('Mark on a hit: Marked [Aria], her old Mark ends; in a fight it costs 1AP more', () => {
    const c = inFight(ggCampaign())
    c.tokens.gob = token(
      'gob',
      'Goblin',
      { kind: 'npc', id: 'goblin' },
      { q: 2, r: 2 },
      state(GOBLIN, { conditions: ['marked'], markedBy: ['Aria'] }),
    )
    const out = roll(c, attack({ mark: true }), { 20: [10], 8: [6] })
    expect(instanceIn(out.changes, 'orc')).toMatchObject({
      markedBy: ['Aria'],
      conditions: ['marked'],
    })
    expect(instanceIn(out.changes, 'gob')).toMatchObject({ markedBy: [], conditions: [] })
    expect(out.cost).toEqual({ ap: 2 })
    expect(instanceIn(out.changes, 'aria')?.turn.taken).toEqual({ attack: 1, mark: 1 })
    expect(out.outcome.what).toBe('Longsword with Mark at Orc')
  })

  it('a missed Mark marks nothing but is still paid', () => {
    const out = roll(inFight(ggCampaign()), attack({ mark: true }), { 20: [2] })
    expect(instanceIn(out.changes, 'orc')).toBeUndefined()
    expect(out.cost).toEqual({ ap: 2 })
  })

  it.each([
    ['flat', [1, 3, 3]],
    ['cumulative', [1, 3, 5]],
  ])('the repeat surcharge (%s): %j AP for three Attacks in one Turn', (mode, costs) => {
    const c = inFight(ggCampaign({ repeatSurcharge: mode }))
    const paid: number[] = []
    const words: string[] = []
    for (let i = 0; i < 3; i++) {
      const out = roll(c, attack(), { 20: [2] })
      paid.push(out.cost!.ap!)
      words.push(out.outcome.detail)
      applied(c, out.changes)
    }
    expect(paid).toEqual(costs)
    expect(words[1]).toContain('Second Attack this Turn: +2AP (GG-015)')
    expect(words[0]).not.toContain('GG-015')
    expect(
      instanceIn([{ kind: 'instance', tokenId: 'aria', instance: c.tokens.aria!.instance }], 'aria')
        ?.turn.taken.attack,
    ).toBe(3)
  })

  it('the tracker pays the first Attack and refuses the second at 3AP (1 + 3 > 3)', () => {
    let c = inFight(ggCampaign())
    const first = roll(c, attack(), { 20: [2] })
    c = applied(asGg(chargeAction(c, 'aria', first.cost!, false)), first.changes)
    expect(c.combat!.order[0]!.left.ap).toBe(2)
    const second = roll(c, attack(), { 20: [2] })
    expect(second.cost).toEqual({ ap: 3 })
    expect(() => chargeAction(c, 'aria', second.cost!, false)).toThrow(/AP/)
  })

  it('outside a running fight nothing is charged and the ledger is untouched', () => {
    const out = roll(ggCampaign(), attack({ mark: true }), { 20: [10], 8: [6] })
    expect(out.cost).toBeUndefined()
    expect(instanceIn(out.changes, 'aria')).toBeUndefined()
    const init = ggCampaign()
    inFight(init).combat!.phase = 'initiative'
    expect(roll(init, attack(), { 20: [2] }).cost).toBeUndefined()
  })

  it('an Opportunity Attack costs 1RP, is made from the edge of reach, and locks out a second', () => {
    const c = inFight(ggCampaign())
    c.tokens.orc!.hex = { q: 8, r: 5 }
    const out = roll(c, attack({ opportunity: true }), { 20: [2] })
    expect(out.cost).toEqual({ rp: 1 })
    expect(out.label).toBe('Aria makes an Opportunity Attack at Orc')
    expect(instanceIn(out.changes, 'aria')?.turn.reactions).toEqual(['oa'])
    applied(c, out.changes)
    expect(() => roll(c, attack({ opportunity: true }), {})).toThrow(
      'Aria has already made an Opportunity Attack since its last Turn; a reaction can be used once per round (GG-016).',
    )
  })

  it('refuses an Opportunity Attack the stat block does not give', () => {
    const c = ggCampaign()
    c.pcs.aria = { ...ARIA, opportunityAttack: false }
    expect(() => roll(c, attack({ opportunity: true }), {})).toThrow(/no Opportunity Attack/)
  })
})

describe('a GG attack: dropping to 0 HP and the dying track', () => {
  // The Scar offer would hold these hits (its tests are in ruleset-scar.test.ts).
  const NO_SCAR = { scarOfferWhen: 'never' }

  it('at 0 HP a named being falls Unconscious, Dying and Prone', () => {
    const c = ggCampaign(NO_SCAR)
    c.tokens.orc!.instance = state(ORC, { hp: 3 })
    const out = roll(c, attack(), { 20: [10], 8: [6] })
    const orc = instanceIn(out.changes, 'orc')!
    expect(orc.hp).toBe(0)
    expect(orc.dying).toMatchObject({ unconscious: true, dying: true, nonlethal: false })
    expect(orc.conditions).toEqual(expect.arrayContaining(['prone', 'bloodied', 'desperation']))
    expect(out.outcome.detail).toContain('Orc falls Unconscious and Prone; Orc is Dying')
  })

  it('a non-lethal melee knockout: Unconscious, not Dying (GG-109); refused at range', () => {
    const c = ggCampaign(NO_SCAR)
    c.tokens.orc!.instance = state(ORC, { hp: 3 })
    const out = roll(c, attack({ nonLethal: true }), { 20: [10], 8: [6] })
    expect(instanceIn(out.changes, 'orc')!.dying).toMatchObject({
      unconscious: true,
      dying: false,
      nonlethal: true,
    })
    expect(out.outcome.detail).toContain('knocked out (non-lethal)')
    expect(() => roll(c, attack({ nonLethal: true, actionId: 'bow' }), {})).toThrow(/GG-109/)
  })

  it('massive damage (what is left ≥ HP max) knocks it out of the fight (GG-099)', () => {
    const c = ggCampaign(NO_SCAR)
    c.tokens.orc = token(
      'orc',
      'Goblin',
      { kind: 'npc', id: 'goblin' },
      { q: 6, r: 5 },
      state(GOBLIN, { hp: 1 }),
    )
    const out = roll(c, attack(), { 20: [10], 8: [6] })
    expect(instanceIn(out.changes, 'orc')!.dying).toMatchObject({ outOfFight: true, dead: false })
    expect(out.outcome.detail).toContain('massive damage: Goblin is Knocked Out of the Fight')
  })

  it('in a Critical Engagement, massive damage kills (GG-105 / GG-Q36 through GG-Q35)', () => {
    const c = ggCampaign(NO_SCAR)
    c.rulesetState = { 'gg.criticalEngagement': true }
    c.tokens.orc = token(
      'orc',
      'Goblin',
      { kind: 'npc', id: 'goblin' },
      { q: 6, r: 5 },
      state(GOBLIN, { hp: 1 }),
    )
    const out = roll(c, attack(), { 20: [10], 8: [6] })
    expect(instanceIn(out.changes, 'orc')!.dying).toMatchObject({ outOfFight: true, dead: true })
    expect(out.outcome.detail).toContain('Goblin dies')
  })

  it('a minion dies at 0 HP (npcDeath)', () => {
    const c = ggCampaign({}, [
      GgNpcSchema.parse({ ...GOBLIN, id: 'minion', rank: 'minion', hpMax: 20 }),
    ])
    c.tokens.orc = token(
      'orc',
      'Goblin',
      { kind: 'npc', id: 'minion' },
      { q: 6, r: 5 },
      {
        ...state(GOBLIN, { hp: 4 }),
      },
    )
    const out = roll(c, attack(), { 20: [10], 8: [6] })
    expect(instanceIn(out.changes, 'orc')!.dying.dead).toBe(true)
    expect(out.outcome.detail).toContain('Goblin dies')
  })

  it('damage while Dying adds a Wounded Degree, two on a Critical Hit, two and ends Stabilised', () => {
    const dying = (more: object = {}) => {
      const c = ggCampaign()
      c.tokens.orc!.instance = state(ORC, {
        hp: 0,
        dying: { ...state(ORC).dying, unconscious: true, dying: true, ...more },
      })
      return c
    }
    const one = roll(dying(), attack(), { 20: [10, 3], 8: [6] })
    expect(instanceIn(one.changes, 'orc')!.dying.wounded).toBe(1)
    expect(one.outcome.detail).toContain('Orc is Wounded 1')
    const crit = roll(dying(), attack(), { 20: [20, 1], 8: [1] })
    expect(instanceIn(crit.changes, 'orc')!.dying.wounded).toBe(2)
    const stable = roll(dying({ stabilised: true }), attack(), { 20: [10, 3], 8: [6] })
    expect(instanceIn(stable.changes, 'orc')!.dying).toMatchObject({
      wounded: 2,
      stabilised: false,
    })
  })

  it('refuses to attack the dead', () => {
    const c = ggCampaign()
    c.tokens.orc!.instance = state(ORC, { hp: 0, dying: { ...state(ORC).dying, dead: true } })
    expect(() => roll(c, attack(), {})).toThrow('Orc is already dead.')
  })
})

describe('a GG attack: Grapple and Shove', () => {
  it('a Grapple that hits leaves the target Grappled and deals no damage', () => {
    const out = roll(ggCampaign(), attack({ use: 'grapple' }), { 20: [10] })
    expect(out.outcome.what).toBe('Grapple at Orc')
    expect(instanceIn(out.changes, 'orc')).toMatchObject({ hp: 40, conditions: ['grappled'] })
  })

  it('a Shove knocks Prone, or says where to move the target', () => {
    const prone = roll(ggCampaign(), attack({ use: 'shove', shove: 'prone' }), { 20: [10] })
    expect(instanceIn(prone.changes, 'orc')?.conditions).toEqual(['prone'])
    const push = roll(ggCampaign(), attack({ use: 'shove', shove: 'pushAway1m' }), { 20: [10] })
    expect(push.changes).toEqual([])
    expect(push.outcome.detail).toContain('move Orc 1 m away from Aria on the map')
  })

  it('refuses a Grapple on a target two sizes larger', () => {
    const c = ggCampaign({}, [GgNpcSchema.parse({ ...ORC, id: 'ogre', size: 'huge' })])
    c.tokens.orc!.npcId = 'ogre'
    expect(() => roll(c, attack({ use: 'grapple' }), {})).toThrow(/too big/)
  })
})
