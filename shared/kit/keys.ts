/**
 * The own keys of a table keyed by a known set of ids, typed as those ids: `Object.keys` types
 * them as plain strings, so every id list built from a table would cast.
 */
export function keysOf<K extends string>(table: Readonly<Record<K, unknown>>): readonly K[] {
  return Object.keys(table) as K[]
}
