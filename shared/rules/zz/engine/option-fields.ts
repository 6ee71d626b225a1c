/**
 * How the GM's Table rules dialog shows the ZZ table options that are stored as objects (the Crit
 * die and the archery tiers): by preset name (./options presets), when they are one.
 */

/** The value a stored object option shows as in the dialog: its preset's name when it is one. */
export function presetName(
  value: unknown,
  presets: Readonly<Record<string, Readonly<Record<string, number>>>>,
): unknown {
  if (typeof value !== 'object' || value === null) return value
  for (const [name, p] of Object.entries(presets)) {
    const v = value as Record<string, unknown>
    const keys = Object.keys(p)
    if (keys.length === Object.keys(v).length && keys.every((k) => v[k] === p[k])) return name
  }
  return value
}
