import { describe, expect, it } from 'vitest'
import {
  GG_CONDITIONS,
  type GgConditionDef,
} from '../../../../shared/rules/gg/engine/condition-catalogue'

const byId = new Map(GG_CONDITIONS.map((c) => [c.id, c]))

describe('A.5.1 condition catalogue: names, Degrees, endings (OTHER-SYSTEMS.md A.5.1, GG-Q7)', () => {
  // [id, name the GM reads, in Degrees, when it ends]. Degrees: only "Slowed (Degrees)" (GG-043)
  // and Wounded (GG-100..108). Endings from the A.5.1 defaults: Surprised "ends at the end of that
  // [first] Turn"; Marked "until the end of the Encounter"; Prone ends on standing (GG-026..028);
  // Grappled, Flanked and the HP thresholds (GG-096/097) end by their rules; Unconscious and Dying
  // end when healed above 0; Wounded lasts the Encounter; Knocked Out is removed from it (GG-099);
  // Hidden, Incapacitated, Slowed and squeezing are the GM's to clear.
  it.each<[GgConditionDef['id'], string, boolean, GgConditionDef['ends']]>([
    ['surprised', 'Surprised', false, 'endOfOwnFirstTurn'],
    ['marked', 'Marked', false, 'endOfEncounter'],
    ['prone', 'Prone', false, 'whenStood'],
    ['grappled', 'Grappled', false, 'byRule'],
    ['slowed', 'Slowed', true, 'manual'],
    ['flanked', 'Flanked', false, 'byRule'],
    ['squeezing', 'Squeezing', false, 'manual'],
    ['bloodied', 'Bloodied', false, 'byRule'],
    ['desperation', 'Desperation', false, 'byRule'],
    ['unconscious', 'Unconscious', false, 'whenHealed'],
    ['dying', 'Dying', false, 'whenHealed'],
    ['wounded', 'Wounded', true, 'endOfEncounter'],
    ['stabilised', 'Stabilised', false, 'byRule'],
    ['incapacitated', 'Incapacitated', false, 'manual'],
    ['hidden', 'Hidden', false, 'manual'],
    ['knockedOut', 'Knocked Out of the Fight', false, 'endOfEncounter'],
  ])('%s: "%s", Degrees %s, ends %s', (id, name, degrees, ends) => {
    expect(byId.get(id)).toMatchObject({ id, name, degrees, ends })
  })

  // The effects are the product's words for the GM (A.5.1 defaults, GG-Q7), shown as written.
  it.each<[GgConditionDef['id'], string]>([
    ['surprised', 'No actions or reactions on its first Turn.'],
    ['marked', 'Marked by an attacker; ends when that attacker Marks someone else.'],
    [
      'prone',
      'Attackers within 1 m have Advantage, farther ones Disadvantage; its own attacks have Disadvantage.',
    ],
    [
      'grappled',
      'Speed 0. Ends if the grappler is Incapacitated, lets go, or it is moved out of the grappler\u2019s reach.',
    ],
    ['slowed', '1 m less speed per Degree (never below 0).'],
    ['flanked', 'Optional rule: melee attackers whose reach covers it have Advantage.'],
    [
      'squeezing',
      '1 extra metre per metre moved; Disadvantage on its attacks and Agility Tests; attacks against it have Advantage.',
    ],
    ['bloodied', 'At half HP or less. No effect of its own; Features may use it.'],
    ['desperation', 'At a quarter HP or less. No effect of its own; Features may use it.'],
    ['unconscious', 'Incapacitated, drops what it holds, falls Prone.'],
    ['dying', 'Gains a Wounded Degree at the start of each of its Turns.'],
    ['wounded', 'At 5 Degrees it dies (Critical Engagement) or is out of the fight.'],
    [
      'stabilised',
      'Still Dying but gains no Wounded Degrees at turn start; any damage adds 2 Degrees and ends it.',
    ],
    ['incapacitated', 'Cannot take actions or reactions.'],
    ['hidden', 'The GM sets and clears it; its attacks have Advantage and reveal it.'],
    ['knockedOut', 'Removed from the Encounter.'],
  ])('%s reads its default effect to the GM', (id, effect) => {
    expect(byId.get(id)?.effect).toBe(effect)
  })

  it('holds sixteen entries, each its own condition', () => {
    expect(GG_CONDITIONS).toHaveLength(16)
    expect(byId.size).toBe(16)
  })
})
