export { assertSides, DIE_SIZES, rollSum, type Dice, type DieSize } from './dice'
export { seededDice, seededDiceFromState, type SeededDice } from './seeded'
export { scriptedDice, type ScriptedDice, type ScriptedFaces } from './scripted'
export { recordingDice, type RecordingDice } from './recording'
export { markPart, PartMarks, ROLL_PARTS_MAX, type RollPart, type RollPartTag } from './parts'
export {
  certain,
  chanceAtLeast,
  chanceBeats,
  chanceOf,
  chanceWhere,
  convolve,
  diceDistribution,
  dieDistribution,
  distributionEntries,
  floorAt,
  mapValues,
  maxValue,
  mean,
  mix,
  negate,
  shift,
  tailAtLeast,
  withTail,
  type Distribution,
  type TailedDistribution,
} from './distribution'
export { readDiceSum, type SumGrammar, type SumRead, type SumTerm } from './sum'
