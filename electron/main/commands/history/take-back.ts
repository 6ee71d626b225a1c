/**
 * Taking one thing back from a snapshot: a map (with its tokens and its fog), a token, an NPC or a
 * PC becomes as the snapshot holds it, as one undoable step; a thing the snapshot does not have is
 * removed now. What cannot be done is refused in words (a token whose map is gone: take the map
 * back first).
 */
import type { TakeBackKind } from '../../../../shared/sync/change-types'
import { parseCampaign, type Campaign, type MapDef, type Token } from '../../../../shared/model'
import { removeTokenInFightCommand } from '../combat'
import { CommandRejected, type Command } from '../command'
import { withoutMap } from '../map/delete'

const KIND_WORD: Record<TakeBackKind, string> = {
  map: 'map',
  token: 'token',
  npc: 'NPC',
  pc: 'PC',
}

type Named = { name: string }

function own<T>(record: Record<string, T>, id: string): T | undefined {
  return Object.hasOwn(record, id) ? record[id] : undefined
}

/** The sheets the tokens stand for must exist now (tokens of a deleted NPC would be orphans). */
function requireSheets(state: Campaign, snapshot: Campaign, tokens: Token[], what: string): void {
  for (const t of tokens) {
    for (const [kind, sheetId] of [
      ['npc', t.npcId],
      ['pc', t.pcId],
    ] as const) {
      if (sheetId === undefined) continue
      const records = kind === 'npc' ? state.npcs : state.pcs
      if (own(records, sheetId)) continue
      const then = own(kind === 'npc' ? snapshot.npcs : snapshot.pcs, sheetId)
      const name = then ? `"${then.name}"` : `with id "${sheetId}"`
      throw new CommandRejected(
        `${what} stands for the ${KIND_WORD[kind]} ${name}, which is gone now; take the ${KIND_WORD[kind]} back first`,
      )
    }
  }
}

/** The snapshot's tokens that are not in the fight now may replace the ones that are not either. */
function requireOutOfFight(state: Campaign, removed: Iterable<string>, where: string): void {
  const fight = state.combat
  if (!fight) return
  const inFight = new Set(fight.order.map((c) => c.tokenId))
  for (const id of removed) {
    const t = own(state.tokens, id)
    if (t && inFight.has(id))
      throw new CommandRejected(`${t.name} on ${where} is in the fight now; end the fight first`)
  }
}

/** Tokens of the current rest plan cannot vanish under it. */
function requireNotResting(state: Campaign, removed: Iterable<string>): void {
  const members = new Set(state.rest?.members ?? [])
  for (const id of removed) {
    if (!members.has(id)) continue
    const name = own(state.tokens, id)?.name ?? own(state.pcs, id)?.name ?? id
    throw new CommandRejected(
      `${name} is resting in the rest being planned; resolve or cancel the rest first`,
    )
  }
}

function takeBackMap(state: Campaign, snapshot: Campaign, id: string): Campaign {
  const then = own(snapshot.maps, id)
  const now = own(state.maps, id)
  if (!then) {
    if (!now) throw new CommandRejected(`there is no map with id "${id}" in the snapshot or now`)
    return withoutMap(state, now)
  }
  if (state.combat?.mapId === id)
    throw new CommandRejected(`a fight is running on ${then.name}; end the fight first`)
  const thenTokens = Object.values(snapshot.tokens).filter((t) => t.mapId === id)
  requireSheets(state, snapshot, thenTokens, `A token on ${then.name}`)
  const nowOnMap = Object.values(state.tokens).filter((t) => t.mapId === id)
  const replaced = [...nowOnMap.map((t) => t.id), ...thenTokens.map((t) => t.id)]
  requireOutOfFight(state, replaced, then.name)
  requireNotResting(
    state,
    nowOnMap.filter((t) => !thenTokens.some((x) => x.id === t.id)).map((t) => t.id),
  )
  const tokens = Object.fromEntries(Object.entries(state.tokens).filter(([, t]) => t.mapId !== id))
  for (const t of thenTokens) tokens[t.id] = t
  return {
    ...state,
    maps: { ...state.maps, [id]: then },
    tokens,
    assets: withAsset(state, snapshot, then),
  }
}

/** The background picture's record, brought back with the map when the campaign lost it. */
function withAsset(state: Campaign, snapshot: Campaign, map: MapDef): Campaign['assets'] {
  const assetId = map.background?.assetId
  if (assetId === undefined || own(state.assets, assetId)) return state.assets
  const asset = own(snapshot.assets, assetId)
  return asset ? { ...state.assets, [assetId]: asset } : state.assets
}

function takeBackToken(state: Campaign, snapshot: Campaign, id: string): Campaign {
  const then = own(snapshot.tokens, id)
  if (!then) {
    if (!own(state.tokens, id))
      throw new CommandRejected(`there is no token with id "${id}" in the snapshot or now`)
    requireNotResting(state, [id])
    return removeTokenInFightCommand(id).run(state).state
  }
  if (!own(state.maps, then.mapId)) {
    const map = own(snapshot.maps, then.mapId)
    throw new CommandRejected(
      `${then.name} stood on ${map ? `the map "${map.name}"` : 'a map'}, which is gone now; take the map back first`,
    )
  }
  requireSheets(state, snapshot, [then], then.name)
  return { ...state, tokens: { ...state.tokens, [id]: then } }
}

function takeBackSheet(
  state: Campaign,
  snapshot: Campaign,
  kind: 'npc' | 'pc',
  id: string,
): Campaign {
  const key = kind === 'npc' ? 'npcs' : 'pcs'
  const then = own(snapshot[key], id)
  if (then) return { ...state, [key]: { ...state[key], [id]: then } }
  const now = own(state[key], id)
  if (!now)
    throw new CommandRejected(
      `there is no ${KIND_WORD[kind]} with id "${id}" in the snapshot or now`,
    )
  const used = Object.values(state.tokens).filter((t) =>
    kind === 'npc' ? t.npcId === id : t.pcId === id,
  )
  if (used.length)
    throw new CommandRejected(
      `${now.name} was not in the snapshot, but ${used.length === 1 ? 'a token stands' : `${used.length} tokens stand`} for it on maps now (${used.map((t) => t.name).join(', ')}); remove ${used.length === 1 ? 'it' : 'them'} first`,
    )
  requireNotResting(state, [id])
  const { [id]: _gone, ...rest } = state[key]
  return { ...state, [key]: rest }
}

function nameOf(state: Campaign, snapshot: Campaign, kind: TakeBackKind, id: string): string {
  const key = ({ map: 'maps', token: 'tokens', npc: 'npcs', pc: 'pcs' } as const)[kind]
  const record = (c: Campaign) => c[key] as Record<string, Named>
  return own(record(snapshot), id)?.name ?? own(record(state), id)?.name ?? id
}

/**
 * Make the `kind` with `id` as `snapshot` holds it (absent there: remove it now). The result is
 * checked as a whole campaign: a take-back never leaves a campaign that would not open.
 */
export function takeBackCommand(snapshot: Campaign, kind: TakeBackKind, id: string): Command {
  return {
    label: `Take back ${KIND_WORD[kind]}`,
    run(state: Campaign) {
      const name = nameOf(state, snapshot, kind, id)
      const next =
        kind === 'map'
          ? takeBackMap(state, snapshot, id)
          : kind === 'token'
            ? takeBackToken(state, snapshot, id)
            : takeBackSheet(state, snapshot, kind, id)
      const checked = parseCampaign(next)
      if (!checked.ok) {
        const first = checked.issues[0]
        throw new CommandRejected(
          `taking back ${KIND_WORD[kind]} "${name}" would leave the campaign inconsistent (${first?.message ?? 'it does not validate'}); nothing was changed`,
        )
      }
      return { state: next, label: `Take back ${KIND_WORD[kind]} "${name}"` }
    },
  }
}
