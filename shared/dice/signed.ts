/**
 * Signed numbers as the rulesets write them, in one place so every roll line and stat block
 * reads the same: a true minus sign (U+2212), never a hyphen, so "−2" cannot read as a dash.
 */

/** A term added to a total: "+ 3", "− 2" (spaced, as in "d20 + 3 AGI − 2"). */
export const signedTerm = (n: number): string => (n < 0 ? `− ${-n}` : `+ ${n}`)

/** A modifier on its own: "+3", "−2". */
export const signedNumber = (n: number): string => (n < 0 ? `−${-n}` : `+${n}`)
