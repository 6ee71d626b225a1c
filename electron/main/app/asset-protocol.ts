/**
 * The `bluebox-asset:` scheme the app's windows load images through. The GM window's session
 * gets the campaign's images (`bluebox-asset://assets/<sha256>.<ext>`) and the players'
 * renditions; the projector window has a session of its own that gets only the players'
 * renditions (`bluebox-asset://player/<map id>/<file>`) its current view names, like a player
 * device from the browser host, and the curtain's picture (`bluebox-asset://curtain/<file>`)
 * only while the curtain is down with it.
 */
import type { Role } from '../../../shared/api'
import { PLAYER_FILE_PATTERN } from '../../../shared/projection'
import { readServableAsset } from '../persistence/assets'
import type { PlayerAssets } from '../persistence/player-assets'

/** bluebox-asset://assets/<sha256>.<ext>, bluebox-asset://player/<map id>/<file> */
export const ASSET_SCHEME = 'bluebox-asset'

/** The projector window's session (in memory): its own scheme handler, players' images only. */
export const PROJECTOR_PARTITION = 'projector'

export interface AssetProtocolContext {
  campaignDir: () => string | null
  players: PlayerAssets
}

const notFound = () =>
  new Response('not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })

function ok(file: { body: Buffer; type: string }): Response {
  return new Response(new Uint8Array(file.body), {
    status: 200,
    headers: { 'Content-Type': file.type, 'Cache-Control': 'no-store' },
  })
}

/** The answer to one request on the scheme from a window of the given role. */
export async function assetProtocolResponse(
  url: string,
  role: Role,
  ctx: AssetProtocolContext,
): Promise<Response> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return notFound()
  }
  const parts = parsed.pathname.split('/').slice(1)
  if (parsed.host === 'assets') {
    if (role !== 'gm') return new Response('forbidden', { status: 403 })
    const dir = ctx.campaignDir()
    const file = dir && parts.length === 1 ? await readServableAsset(dir, parts[0]!) : null
    return file ? ok(file) : notFound()
  }
  if (parsed.host === 'player' && parts.length === 2 && PLAYER_FILE_PATTERN.test(parts[1]!)) {
    let mapId: string
    try {
      mapId = decodeURIComponent(parts[0]!)
    } catch {
      return notFound()
    }
    const file = await ctx.players.get(mapId, parts[1]!)
    return file ? ok(file) : notFound()
  }
  if (parsed.host === 'curtain' && parts.length === 1 && PLAYER_FILE_PATTERN.test(parts[0]!)) {
    const file = await ctx.players.curtainPicture(parts[0]!)
    return file ? ok(file) : notFound()
  }
  return notFound()
}
