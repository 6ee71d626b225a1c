export { assertSides, DIE_SIZES, rollSum, type Dice, type DieSize } from './dice'
export { seededDice, seededDiceFromState, type SeededDice } from './seeded'
export { scriptedDice, type ScriptedDice, type ScriptedFaces } from './scripted'
export { recordingDice, type RecordingDice } from './recording'
