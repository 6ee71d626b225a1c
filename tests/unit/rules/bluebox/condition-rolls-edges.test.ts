/**
 * The edges of what conditions do to rolls (Conditions & Statuses, Exhaustion, Cover, Hunker, Rest
 * activities): a matcher that names a stat, an ability, a weapon, a source in sight or a triggered
 * alarm touches only those rolls, and each part of an attack's situation reads only its own side.
 */
import { describe, expect, it } from 'vitest'
import {
  attackModifiersAgainst,
  attackSituationFromConditions,
  checkSituationFromConditions,
  rollModifiersFromConditions,
  rollModifierTotals,
} from '../../../../shared/rules/bluebox/engine/condition-rolls'

describe('the roller matcher', () => {
  it('L990 Prone: Flaw on DEX saves only, none on a FOR save', () => {
    expect(rollModifiersFromConditions([{ id: 'prone' }], { kind: 'save', stat: 'FOR' })).toEqual(
      [],
    )
    expect(rollModifiersFromConditions([{ id: 'prone' }], { kind: 'save', stat: 'DEX' })).toEqual([
      { source: 'prone', effect: 'flaw', amount: 1 },
    ])
  })

  it('L697 meditation: Edge on Focus checks only, none on another ability or on no ability', () => {
    const med = [{ id: 'meditated' }] as const
    expect(rollModifiersFromConditions(med, { kind: 'check', ability: 'navigation' })).toEqual([])
    expect(rollModifiersFromConditions(med, { kind: 'check' })).toEqual([])
    expect(rollModifiersFromConditions(med, { kind: 'check', ability: 'focus' })).toEqual([
      { source: 'meditated', effect: 'edge', amount: 1 },
    ])
  })

  it('L204 Destroy: the Flaw is on attacks with the destroyed weapon, not another one', () => {
    const broken = [{ id: 'weapon-destroyed', weaponId: 'jaws' }] as const
    expect(rollModifiersFromConditions(broken, { kind: 'attack', weaponId: 'claws' })).toEqual([])
    expect(rollModifiersFromConditions(broken, { kind: 'attack', weaponId: 'jaws' })).toEqual([
      { source: 'weapon-destroyed', effect: 'flaw', amount: 1 },
    ])
  })

  it('L724 camp alarm: +1 Edge on initiative only once the alarm is triggered', () => {
    const camp = [{ id: 'camp-alarm' }] as const
    expect(rollModifiersFromConditions(camp, { kind: 'initiative' })).toEqual([])
    expect(rollModifiersFromConditions(camp, { kind: 'initiative', alarmTriggered: true })).toEqual(
      [{ source: 'camp-alarm', effect: 'edge', amount: 1 }],
    )
  })

  it('L831 Disoriented: its attack Flaw does not ask whether a source is in sight', () => {
    // Only Frightened (L900) is tied to its source's line of sight; Disoriented names no such limit.
    const roll = { kind: 'attack', inSightOf: [] } as const
    expect(rollModifiersFromConditions([{ id: 'disoriented', sourceId: 'npc-x' }], roll)).toEqual([
      { source: 'disoriented', effect: 'flaw', amount: 1 },
    ])
  })

  it('L204 Destroy: a mark naming no weapon puts no Flaw on an attack naming none', () => {
    // "attacks with this weapon": with neither weapon known, the attack is not shown to be one.
    expect(rollModifiersFromConditions([{ id: 'weapon-destroyed' }], { kind: 'attack' })).toEqual(
      [],
    )
  })

  it('L900 Frightened: Flaw while the source is in sight, none once it is not', () => {
    const scared = [{ id: 'frightened', sourceId: 'npc-x' }] as const
    const flawed = [{ source: 'frightened', effect: 'flaw', amount: 1 }]
    expect(rollModifiersFromConditions(scared, { kind: 'attack', inSightOf: ['npc-x'] })).toEqual(
      flawed,
    )
    expect(rollModifiersFromConditions(scared, { kind: 'attack', inSightOf: [] })).toEqual([])
  })

  it('L900 Frightened of no recorded source: the Flaw stays, sight cannot be checked', () => {
    expect(
      rollModifiersFromConditions([{ id: 'frightened' }], { kind: 'check', inSightOf: [] }),
    ).toEqual([{ source: 'frightened', effect: 'flaw', amount: 1 }])
  })

  it('L805 Blinded: a check that needs sight fails, one automatic failure', () => {
    expect(
      rollModifiersFromConditions([{ id: 'blinded' }], { kind: 'check', requiresSight: true }),
    ).toEqual([{ source: 'blinded', effect: 'auto-fail', amount: 1 }])
  })

  it('L990: a level carried by a condition other than Exhaustion does not scale its Flaw', () => {
    // Prone's DEX-save Flaw is (‒1): one die whatever else the instance carries.
    expect(
      rollModifiersFromConditions([{ id: 'prone', level: 3 }], { kind: 'save', stat: 'DEX' }),
    ).toEqual([{ source: 'prone', effect: 'flaw', amount: 1 }])
  })
})

describe('L866-L871 Exhaustion: the level is what is subtracted', () => {
  it('level 2 subtracts 2 from an attack roll', () => {
    // L871 "2nd. Level: Subtract (2) from all ability checks & attack rolls": level 2 -> 2.
    expect(
      rollModifiersFromConditions([{ id: 'exhaustion', level: 2 }], { kind: 'attack' }),
    ).toEqual([{ source: 'exhaustion', effect: 'exhaustion', amount: 2 }])
  })

  it('level 0 (all levels cleared) subtracts nothing and lists nothing', () => {
    expect(
      rollModifiersFromConditions([{ id: 'exhaustion', level: 0 }], { kind: 'check' }),
    ).toEqual([])
  })
})

describe('what the target brings to an attack against it', () => {
  it('L988 Prone: melee attackers have Edge', () => {
    expect(attackModifiersAgainst([{ id: 'prone' }], { range: 'melee' })).toEqual([
      { source: 'prone', effect: 'edge', amount: 1 },
    ])
  })

  it('L514 Hidden: cannot be targeted, except by an area effect', () => {
    expect(attackModifiersAgainst([{ id: 'hidden' }], { range: 'ranged' })).toEqual([
      { source: 'hidden', effect: 'untargetable', amount: 1 },
    ])
    expect(attackModifiersAgainst([{ id: 'hidden' }], { range: 'ranged', area: true })).toEqual([])
  })

  it('L619 Cover: Flaw on a ranged attack over the Cover, none on a melee one or off the line', () => {
    expect(attackModifiersAgainst([], { range: 'melee', throughCover: true })).toEqual([])
    expect(attackModifiersAgainst([], { range: 'ranged' })).toEqual([])
    expect(attackModifiersAgainst([], { range: 'ranged', throughCover: true })).toEqual([
      { source: 'cover', effect: 'flaw', amount: 1 },
    ])
  })

  it('L619: a Prone target behind Cover is not Hunkered: one Flaw, named Cover', () => {
    expect(
      attackModifiersAgainst([{ id: 'prone' }], { range: 'ranged', throughCover: true }),
    ).toEqual([{ source: 'cover', effect: 'flaw', amount: 1 }])
  })

  it('L506 Hunker: the same Cover gives 2 Flaw, named by the Hunker', () => {
    expect(
      attackModifiersAgainst([{ id: 'hunkered' }], { range: 'ranged', throughCover: true }),
    ).toEqual([{ source: 'hunkered', effect: 'flaw', amount: 2 }])
  })
})

describe('totals and situations', () => {
  it('no modifier: nothing is untargetable, nothing fails', () => {
    expect(rollModifierTotals([])).toEqual({
      edge: 0,
      flaw: 0,
      exhaustion: 0,
      autoFail: false,
      untargetable: false,
      hitKills: false,
      extraPowerDice: 0,
    })
  })

  it('L514 a Hidden attacker: the Edge is named by the Hidden section alone', () => {
    const s = attackSituationFromConditions([{ id: 'hidden' }], [], { attackRange: 'melee' })
    expect(s.sources).toEqual([{ label: 'Hidden (attacker)', edge: 1, flaw: 0, rule: 'Hidden' }])
    expect(s.attackerHidden).toBe(true)
  })

  it('L831 a Disoriented attacker has a Flaw, not an automatic failure', () => {
    const s = attackSituationFromConditions([{ id: 'disoriented' }], [], { attackRange: 'melee' })
    expect(s.autoFail).toEqual([])
    expect(s.sources.map((x) => x.label)).toEqual(['Disoriented (attacker)'])
  })

  it('L514 a Hidden target is untargetable, which is no Edge or Flaw source', () => {
    const s = attackSituationFromConditions([], [{ id: 'hidden' }], { attackRange: 'ranged' })
    expect(s.sources).toEqual([])
    expect(s.untargetable).toEqual(['hidden'])
  })

  it('L506 a Prone and Hunkered target counts as Hunkered', () => {
    const s = attackSituationFromConditions([], [{ id: 'prone' }, { id: 'hunkered' }], {
      attackRange: 'ranged',
    })
    expect(s.targetHunkered).toBe(true)
  })

  it('L843 an Out roller fails a DEX save outright', () => {
    const s = checkSituationFromConditions([{ id: 'out' }], { kind: 'save', stat: 'DEX' })
    expect(s.autoFail).toEqual(['out'])
  })
})
