/**
 * ZZ weapon formulas (ZZ-36, ZZ-48, ZZ-Q17/Q20): dice, whole numbers and Primary Attributes joined
 * by + and -, like "d6+STR", "1d8", "2d4+1" or "d10 + DEX - 1". Parsed once and cached, since an
 * attack reads its weapon's formula every time.
 */
import { readDiceSum } from '../../../dice'
import { ZZ_ATTRIBUTES, type ZzAttribute, type ZzFigure } from './model'

/** A parsed formula: its dice (one entry per die), its attributes with their signs, and a flat part. */
export interface ZzFormula {
  text: string
  dice: readonly number[]
  attributes: readonly { attribute: ZzAttribute; sign: 1 | -1 }[]
  flat: number
}

const cache = new Map<string, ZzFormula>()

/** ZZ-36: read a weapon formula; throws a GM-readable message naming the part it cannot read. */
export function parseZzFormula(text: string): ZzFormula {
  const hit = cache.get(text)
  if (hit) return hit
  const read = readDiceSum(text, { words: ZZ_ATTRIBUTES })
  if (!read.ok && read.reason === 'empty')
    throw new Error('A weapon needs a damage formula like d6+STR.')
  const noTerm = (raw: string) =>
    new Error(
      `The weapon formula "${text}" has "${raw}", which is not dice, a number or STR, DEX, INT, CHA.`,
    )
  if (!read.ok) throw noTerm(read.part)
  const dice: number[] = []
  const attributes: { attribute: ZzAttribute; sign: 1 | -1 }[] = []
  let flat = 0
  for (const t of read.terms) {
    if (t.kind === 'number') flat += t.sign * t.value
    else if (t.kind === 'word') {
      const attribute = ZZ_ATTRIBUTES.find((a) => a === t.word)
      if (!attribute) throw noTerm(t.text)
      attributes.push({ attribute, sign: t.sign })
    } else {
      const count = t.count ?? 1
      if (t.sign < 0 || count < 1 || count > 20 || t.sides < 1 || t.sides > 100)
        throw new Error(`The weapon formula "${text}" has dice it cannot roll: "${t.text}".`)
      for (let i = 0; i < count; i++) dice.push(t.sides)
    }
  }
  const formula: ZzFormula = { text, dice, attributes, flat }
  cache.set(text, formula)
  return formula
}

/** A figure's value of a Primary Attribute. */
export function attributeValue(
  figure: Pick<ZzFigure, 'str' | 'dex' | 'int' | 'cha'>,
  a: ZzAttribute,
): number {
  return a === 'STR' ? figure.str : a === 'DEX' ? figure.dex : a === 'INT' ? figure.int : figure.cha
}

/** The part of a formula that is not dice: its attributes for this figure plus its flat number. */
export function formulaFlat(
  formula: ZzFormula,
  figure: Pick<ZzFigure, 'str' | 'dex' | 'int' | 'cha'>,
): number {
  let sum = formula.flat
  for (const { attribute, sign } of formula.attributes)
    sum += sign * attributeValue(figure, attribute)
  return sum
}
