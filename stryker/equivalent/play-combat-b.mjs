// Equivalent mutants of the play area's combat files from movement.ts on: same entries as
// stryker.config.mjs explains (file, mutator, near, optional replacement, why no input can tell
// the mutant from the code).
const REMOVAL = 'shared/play/combat/removal.ts'
const PAY = 'shared/play/combat/pay.ts'
const SUMMON = 'shared/play/combat/summon.ts'
const STRIP = 'shared/play/combat/player-strip.ts'
const NEW = 'shared/play/combat/new-combatant.ts'
const MOVEMENT = 'shared/play/combat/movement.ts'
const TURNS = 'shared/play/combat/turns.ts'
const PROTO =
  'writing a number to __proto__ is ignored, so without the skip left and full come out the same'

export default [
  {
    file: REMOVAL,
    mutator: 'ArrayDeclaration',
    near: 'const ending: Timer[] = []',
    why:
      'a junk first entry names no token, so endTimers skips it (nothing held to end, no line); ' +
      'it only makes endTimers rebuild the same timers and log it would have returned',
  },
  {
    file: REMOVAL,
    mutator: 'ConditionalExpression',
    near: "if (t.until.kind === 'turn' && t.until.of === c.id) ending.push(t)",
    replacement: 'true',
    why:
      'for the kind test alone: only a turn timer names whose turn (`of`), so the id test decides; ' +
      'the whole test made true is caught (a timer on another turn would end)',
  },
  {
    file: PAY,
    mutator: 'EqualityOperator',
    near: 'if (!override && amount > 0) {',
    replacement: 'amount >= 0',
    why: 'an amount of 0 was skipped at the top of the loop',
  },
  {
    file: PAY,
    mutator: 'ConditionalExpression',
    near: 'if (res?.perRound !== undefined && usedNow + amount > res.perRound) {',
    replacement: 'true',
    why: 'with no per-round limit the sum is compared with undefined, which is never true',
  },
  {
    file: SUMMON,
    mutator: 'ConditionalExpression',
    near: 'if (Object.hasOwn(next.tokens, change.tokenId)) {',
    replacement: 'true',
    why: 'taking out a key the tokens do not have leaves the same tokens',
  },
  {
    file: SUMMON,
    mutator: 'ConditionalExpression',
    near: 'if (npcId !== undefined && Object.hasOwn(next.npcs, npcId)) {',
    replacement: 'true',
    why:
      'a sheet id that is absent (or undefined) names no sheet: taking it out of the library ' +
      'leaves the same sheets, whether or not a token is found using it',
  },
  {
    file: SUMMON,
    mutator: 'LogicalOperator',
    near: 'if (npcId !== undefined && Object.hasOwn(next.npcs, npcId)) {',
    why: 'as above: either half alone only lets through ids that name no sheet',
  },
  {
    file: STRIP,
    mutator: 'ConditionalExpression',
    near: 'hit &&',
    replacement: 'false',
    why: 'the looks memo is a cache: never using it works the same looks out again',
  },
  {
    file: STRIP,
    mutator: 'ObjectLiteral',
    near: 'looksMemo.set(token, { ruleset, sheet, options: campaign.tableOptions, looks })',
    why: 'a memo entry that names no ruleset never matches: the cache is only never used',
  },
  ...['ConditionalExpression', 'EqualityOperator', 'StringLiteral', 'BlockStatement'].map(
    (mutator) => ({ file: NEW, mutator, near: "if (key === '__proto__') continue", why: PROTO }),
  ),
  {
    file: STRIP,
    mutator: 'ConditionalExpression',
    near: 'if (vitals.health) looks.health = vitals.health',
    replacement: 'true',
    why: 'an unset health copied as undefined: the entry takes health only when it is set',
  },
  {
    file: STRIP,
    mutator: 'ConditionalExpression',
    near: 'if (hp) looks.hp = hp',
    replacement: 'true',
    why: 'an unset HP line copied as undefined: the entry takes hp only when it is set',
  },
  ...['ConditionalExpression', 'EqualityOperator'].map((mutator) => ({
    file: 'shared/play/combat/state.ts',
    mutator,
    near: 'log: log.length > COMBAT_LOG_MAX ? log.slice(-COMBAT_LOG_MAX) : log',
    why: 'the last COMBAT_LOG_MAX lines of a log that long or shorter are the whole log',
  })),
  ...['ConditionalExpression', 'EqualityOperator'].map((mutator) => ({
    file: MOVEMENT,
    mutator,
    near: 'if (acting && distance && metres > 0) {',
    why: 'a move is never negative, and 0 m costs nothing in every way a ruleset prices it (paid skips a 0, zzMoveCost of 0 is 0 move)',
  })),
  {
    file: MOVEMENT,
    mutator: 'MethodExpression',
    near: 'const short = Object.entries(cost).some(',
    why: 'every ruleset that names a Dash prices a move in one resource, and of one entry some and every agree',
  },
  {
    file: MOVEMENT,
    mutator: 'ConditionalExpression',
    near: '.find((a) => a.id === hooks.dashAction)',
    replacement: 'true',
    why: 'both rulesets that name a Dash (Blue Box dash, GG movement) list it first among their actions',
  },
  {
    file: MOVEMENT,
    mutator: 'ConditionalExpression',
    near: 'if (!(err instanceof CombatRefused)) throw err',
    why: 'actionPaid throws nothing but CombatRefused, so the test is only a guard',
  },
  {
    file: MOVEMENT,
    mutator: 'ConditionalExpression',
    near: 'if (short instanceof CombatRefused)',
    why: 'paid throws nothing but CombatRefused, so the test is only a guard',
  },
  {
    file: TURNS,
    mutator: 'ConditionalExpression',
    near: "if (combat.phase !== 'running' || combat.currentId === null) return null",
    replacement: 'false',
    why: 'with no current id combatantOf finds no one, so the answer is null either way',
  },
  ...['ConditionalExpression', 'UpdateOperator'].map((mutator) => ({
    file: TURNS,
    mutator,
    near: "if (rounds++ > 0) throw new CombatRefused('no one in this fight can take a turn')",
    why: 'a guard never reached: each combatant is skipped at most once, so a second round without a lead cannot happen',
  })),
  {
    file: TURNS,
    mutator: 'ConditionalExpression',
    near: 'Object.keys(c.usedThisRound).length === 0 ? c : { ...c, usedThisRound: {} }',
    replacement: 'false',
    why: 'an empty record copied as another empty record: the same combatant',
  },
]
