/**
 * What the library panels share, whatever the ruleset: the GM's campaign from the session store,
 * the tokens that stand for a sheet on the active map, validation issues by field, and the
 * renderer's own seeded dice. A ruleset's own sheet helpers live in renderer/src/rules/<id>/.
 */
import { computed, type ComputedRef } from 'vue'
import { seededDice, type Dice } from '../../../../shared/dice'
import type { Campaign, SheetRecord, Token } from '../../../../shared/model'
import { useSessionStore } from '../../stores/session'

export type SheetKind = 'npc' | 'pc'
/** A library sheet as the core sees it: id and name; the rest is the ruleset's. */
export type Sheet = SheetRecord
export interface SheetRef {
  kind: SheetKind
  id: string
}

/** The campaign the GM's view holds (a player's projection has no library). */
export function useCampaign(): ComputedRef<Campaign | null> {
  const session = useSessionStore()
  return computed(() => {
    const v = session.view
    return v && 'npcs' in v && 'pcs' in v ? (v as Campaign) : null
  })
}

export function sheetOf(c: Campaign | null, ref: SheetRef | null): Sheet | null {
  if (!c || !ref) return null
  const book: Record<string, Sheet> = ref.kind === 'npc' ? c.npcs : c.pcs
  return Object.hasOwn(book, ref.id) ? (book[ref.id] ?? null) : null
}

/** Tokens on the active map that are instances of this sheet. */
export function tokensOfSheet(c: Campaign | null, ref: SheetRef | null): Token[] {
  if (!c || !ref) return []
  return Object.values(c.tokens).filter(
    (t) =>
      t.mapId === c.activeMapId && (ref.kind === 'npc' ? t.npcId === ref.id : t.pcId === ref.id),
  )
}

/** The sheet a token stands for, if any. */
export function sheetOfToken(c: Campaign | null, t: Token): Sheet | null {
  if (t.npcId) return sheetOf(c, { kind: 'npc', id: t.npcId })
  if (t.pcId) return sheetOf(c, { kind: 'pc', id: t.pcId })
  return null
}

export function newId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}`
}

/** A validation issue's path as the key a field shows it under, e.g. "weapons.0.critical.max". */
export function issueKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.')
}

/** Group issue messages by field. */
export function issuesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const i of issues) {
    const k = issueKey(i.path)
    out.set(k, [...(out.get(k) ?? []), i.message])
  }
  return out
}

let dice: Dice | null = null
/** The renderer's dice for free-form rolls and HP at creation, seeded once from the platform's CSPRNG. */
export function localDice(): Dice {
  if (!dice) {
    const seed = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0
    dice = seededDice(seed)
  }
  return dice
}

export { signedNumber as signed } from '../../../../shared/dice/signed'
export const percent = (p: number): string => {
  const v = p * 100
  if (v > 0 && v < 0.1) return '<0.1%'
  if (v < 100 && v > 99.9) return '>99.9%'
  return `${v.toFixed(1)}%`
}

/** The campaign's token `tokenId()`, or null when it has none of that id. */
export function useTokenOf(tokenId: () => string): ComputedRef<Token | null> {
  const campaign = useCampaign()
  return computed(() => {
    const c = campaign.value
    const id = tokenId()
    return c && Object.hasOwn(c.tokens, id) ? (c.tokens[id] ?? null) : null
  })
}
