// Equivalent mutants of the ZZ odds, re-rolls and statuses (odds.ts, reroll.ts, status.ts), entries as stryker.config.mjs explains (file,
// mutator, near, optional replacement, why no input can tell the mutant from the code).
const ODDS = 'shared/rules/zz/engine/odds.ts'
const REROLL = 'shared/rules/zz/engine/reroll.ts'
const STATUS = 'shared/rules/zz/engine/status.ts'
const SPLIT_FALLBACK =
  'String.prototype.split always returns at least one element, so [0] is never undefined and ' +
  'the ?? fallback is never used'
const AIM_CHECKED =
  'figures() is only called from zzAttackOdds, which has already run planK(input.aim, "attack") ' +
  'and thrown for a callback plan; so this second planK never throws and its words are never shown'
const AIM_UNDEFINED =
  'when aim is undefined, setting the field to undefined is the same as leaving it out: ' +
  'sideDist hands side.aim to chainedDist, which treats undefined as "no chain" either way'
export default [
  {
    file: ODDS,
    mutator: 'StringLiteral',
    near: "planK(input.aim, 'attack'),",
    why: AIM_CHECKED,
  },
  {
    file: ODDS,
    mutator: 'ConditionalExpression',
    near: 'if (input.aim !== undefined) side.aim = input.aim',
    replacement: 'true',
    why: AIM_UNDEFINED,
  },
  {
    file: ODDS,
    mutator: 'ConditionalExpression',
    near: 'if (input.aim !== undefined) actor.aim = input.aim',
    replacement: 'true',
    why: AIM_UNDEFINED,
  },
  {
    file: REROLL,
    mutator: 'StringLiteral',
    near: "for (const d of rolled) if (d.role === 'crit') lastCrit.set(d.id.split(':')[0] ?? '', d.id)",
    replacement: '"Stryker was here!"',
    why: SPLIT_FALLBACK,
  },
  {
    file: REROLL,
    mutator: 'StringLiteral',
    near: "lastCrit.get(d.id.split(':')[0] ?? '') === d.id),",
    replacement: '"Stryker was here!"',
    why: SPLIT_FALLBACK,
  },
  {
    file: STATUS,
    mutator: 'StringLiteral',
    near: "orientation: zzOrientationAfter('tripped'),",
    replacement: '""',
    why:
      'zzOrientationAfter answers "back" for every event but stopDropRoll, standUp and recovered, ' +
      'so an empty event name lies on its back exactly as "tripped" does',
  },
]
