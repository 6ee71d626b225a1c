/** Token names and default colours, shared by every way of putting a token on a map. */
import type { Campaign, Token } from '../../../../shared/model'

const NAME_MAX = 80

/** Colours a token gets when the GM picks none, by kind. */
export const DEFAULT_TOKEN_COLOURS: Readonly<Record<Token['kind'], string>> = {
  pc: '#2f6fdb',
  npc: '#c24a2c',
  object: '#8a7a5c',
}

/**
 * The name for another token called `base` among `taken`: `base` itself while it is free, else
 * `base 2`, `base 3`, … the first number free.
 */
export function nextTokenName(base: string, taken: Iterable<string>): string {
  const names = new Set(taken)
  const trimmed = base.slice(0, NAME_MAX)
  if (!names.has(trimmed)) return trimmed
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`
    const name = `${base.slice(0, NAME_MAX - suffix.length)}${suffix}`
    if (!names.has(name)) return name
  }
}

/** The names of the tokens on one map. */
export function tokenNamesOn(state: Campaign, mapId: string): string[] {
  return Object.values(state.tokens)
    .filter((t) => t.mapId === mapId)
    .map((t) => t.name)
}
