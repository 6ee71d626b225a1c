/**
 * ZZ weapon formulas (ZZ-36, ZZ-48, ZZ-Q17/Q20): dice, whole numbers and Primary Attributes joined
 * by + and -, like "d6+STR", "1d8", "2d4+1" or "d10 + DEX - 1". Parsed once and cached, since an
 * attack reads its weapon's formula every time.
 */
import { ZZ_ATTRIBUTES, type ZzAttribute, type ZzFigure } from './model'

/** A parsed formula: its dice (one entry per die), its attributes with their signs, and a flat part. */
export interface ZzFormula {
  text: string
  dice: readonly number[]
  attributes: readonly { attribute: ZzAttribute; sign: 1 | -1 }[]
  flat: number
}

const TERM = /^(\d*)d(\d+)$/i
const cache = new Map<string, ZzFormula>()

/** ZZ-36: read a weapon formula; throws a GM-readable message naming the part it cannot read. */
export function parseZzFormula(text: string): ZzFormula {
  const hit = cache.get(text)
  if (hit) return hit
  const parts = text.replace(/\s+/g, '').split(/(?=[+-])/)
  const dice: number[] = []
  const attributes: { attribute: ZzAttribute; sign: 1 | -1 }[] = []
  let flat = 0
  if (text.trim() === '') throw new Error('A weapon needs a damage formula like d6+STR.')
  for (const raw of parts) {
    const sign: 1 | -1 = raw.startsWith('-') ? -1 : 1
    const term = raw.replace(/^[+-]/, '')
    const die = TERM.exec(term)
    const upper = term.toUpperCase()
    if (die) {
      const count = die[1] === '' ? 1 : Number(die[1])
      const sides = Number(die[2])
      if (sign < 0 || count < 1 || count > 20 || sides < 1 || sides > 100) {
        throw new Error(`The weapon formula "${text}" has dice it cannot roll: "${raw}".`)
      }
      for (let i = 0; i < count; i++) dice.push(sides)
    } else if (/^\d+$/.test(term)) flat += sign * Number(term)
    else if ((ZZ_ATTRIBUTES as readonly string[]).includes(upper)) {
      attributes.push({ attribute: upper as ZzAttribute, sign })
    } else {
      throw new Error(
        `The weapon formula "${text}" has "${raw}", which is not dice, a number or STR, DEX, INT, CHA.`,
      )
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
