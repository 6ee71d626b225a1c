/**
 * Three sample NPCs of our own for the demo campaign (not taken from any seed text). Base AC/BAC/
 * Plating are GM-entered numbers, as for every sheet; the rules module derives the rest.
 */
import type { NpcRecord } from './sheet-schema'

/** A rusting harbour guard construct: slow, heavily plated, hits hard up close. */
export const RUST_SENTINEL: NpcRecord = {
  id: 'sample-rust-sentinel',
  name: 'Rust Sentinel',
  tags: ['construct', 'guard', 'sample'],
  level: 5,
  species: 'Construct',
  stats: { FOR: 3, DEX: -1, SPI: 0, CHA: -2, KNO: 1 },
  abilityBonuses: { strength: 3, grapple: 2, perception: 1 },
  practiced: { abilities: ['grapple'], saves: ['FOR'] },
  armor: { name: 'Riveted hull plates', weight: 'heavy', baseAC: 10, baseBAC: 7, basePlating: 6 },
  naturalPlating: 2,
  hpMax: 24,
  thp: 0,
  speed: 4,
  size: 'large',
  ap: 2,
  epMax: 0,
  resistances: ['fire', 'stone'],
  vulnerabilities: ['acid'],
  immunities: ['psychic'],
  weapons: [
    {
      id: 'piston-maul',
      name: 'Piston Maul',
      kind: 'melee',
      reachOrRange: 2,
      critical: {
        description: 'Just out of arm reach, at the end of the piston stroke',
        min: 2,
        max: 2,
      },
      damageType: 'iron',
      pure: false,
      powerDice: 1,
      damageModifier: 0,
      stat: 'FOR',
      statToDamage: true,
      practiced: true,
      modules: ['Steam piston: the head drives out a full metre on the swing'],
    },
  ],
  actions: [
    {
      name: 'Lock Down',
      ap: 1,
      uses: '1/round',
      text: 'Make a Grapple check against one being within 2 m. On a success the being is Grappled and the Sentinel cannot move until it lets go.',
    },
    {
      name: 'Vent Scale',
      ap: 'reaction',
      uses: '1/combat',
      text: 'When a melee attack hits the Sentinel, it vents flaking rust: the attacker makes a DC 8 DEX save or is Blinded until the end of its next turn.',
    },
  ],
  notes:
    'Built to hold the old harbour gate and still obeys a keeper who died long ago. Water in its joints: it creaks loudly, so Stealth against it is easy while it moves.',
}

/** A pack Rahi that scavenges the scrap yards: fast, lightly plated, dangerous in numbers. */
export const SCRAP_HOUND: NpcRecord = {
  id: 'sample-scrap-hound',
  name: 'Scrap Hound',
  tags: ['rahi', 'beast', 'pack', 'sample'],
  level: 2,
  species: 'Rahi',
  stats: { FOR: 1, DEX: 2, SPI: 1, CHA: -3, KNO: -2 },
  abilityBonuses: { perception: 2, stealth: 1, acrobatics: 1 },
  practiced: { abilities: ['perception'], saves: ['DEX'] },
  armor: { weight: 'none', baseAC: 9, baseBAC: 7, basePlating: 0 },
  naturalPlating: 3,
  hpMax: 11,
  thp: 0,
  speed: 8,
  size: 'small',
  ap: 2,
  epMax: 0,
  resistances: ['iron'],
  vulnerabilities: ['sonic'],
  immunities: [],
  weapons: [
    {
      id: 'shear-jaws',
      name: 'Shear Jaws',
      kind: 'melee',
      reachOrRange: 1,
      damageType: 'iron',
      pure: false,
      powerDice: 1,
      damageModifier: 0,
      stat: 'DEX',
      statToDamage: true,
      practiced: true,
      modules: [],
    },
  ],
  actions: [
    {
      name: 'Pack Snap',
      ap: 1,
      text: 'Attack with Shear Jaws. If another Scrap Hound is adjacent to the target, the attack has +1 Edge.',
    },
    {
      name: 'Scatter',
      ap: 'free',
      uses: '1/round',
      text: 'After an ally Hound drops to 0 HP within 6 m, this Hound may Quick-step 1 m without provoking Reactions.',
    },
  ],
  notes: 'Hunts in threes or fours. A loud clang (any Sonic damage) sends the pack running.',
}

/** A smooth-talking smuggler who runs cargo through the harbour at night. */
export const HARBOUR_SMUGGLER: NpcRecord = {
  id: 'sample-harbour-smuggler',
  name: 'Harbour Smuggler',
  tags: ['humanoid', 'criminal', 'social', 'sample'],
  level: 4,
  species: 'Matoran',
  stats: { FOR: 0, DEX: 2, SPI: 1, CHA: 2, KNO: 1 },
  abilityBonuses: { deception: 3, persuasion: 2, pilot: 3, 'sleight-of-hand': 2, navigation: 1 },
  practiced: { abilities: ['deception', 'pilot'], saves: ['DEX'] },
  armor: {
    name: 'Oiled leather-plate coat',
    weight: 'light',
    baseAC: 9,
    baseBAC: 7,
    basePlating: 2,
  },
  naturalPlating: 1,
  hpMax: 16,
  thp: 0,
  speed: 6,
  size: 'small',
  ap: 2,
  epMax: 2,
  resistances: ['water'],
  vulnerabilities: [],
  immunities: [],
  weapons: [
    {
      id: 'hook-knife',
      name: 'Hook Knife',
      kind: 'melee',
      reachOrRange: 1,
      pure: false,
      powerDice: 1,
      damageModifier: 0,
      stat: 'DEX',
      statToDamage: true,
      practiced: true,
      modules: [],
    },
    {
      id: 'disk-sling',
      name: 'Disk Sling',
      kind: 'ranged',
      reachOrRange: 10,
      critical: { description: 'The sweet spot of the sling, 6 to 8 m out', min: 6, max: 8 },
      pure: false,
      powerDice: 1,
      damageModifier: 1,
      stat: 'DEX',
      statToDamage: true,
      practiced: false,
      modules: ['Weighted disks: +1 damage'],
    },
  ],
  actions: [
    {
      name: 'Slip the Net',
      ap: 1,
      ep: 1,
      text: 'Move up to half speed without provoking Reactions, then make a Stealth check to Hide even if seen, with -1 Flaw.',
    },
    {
      name: 'Fast Talk',
      ap: 1,
      uses: '1/combat',
      text: 'One being within 6 m that can hear the Smuggler makes a DC 9 SPI save or loses its next Reaction, distracted by a plausible lie.',
    },
  ],
  notes:
    'Knows every tide table and every bribable dock warden. Would rather talk or run than fight; surrenders once Shattered unless cornered.',
}

/** The three samples, in the order the demo campaign lists them. */
export const SAMPLE_NPCS: readonly NpcRecord[] = [RUST_SENTINEL, SCRAP_HOUND, HARBOUR_SMUGGLER]
