/**
 * The name the players read for a figure, which is not always the GM's: "Hidden Ambusher" is the
 * GM's note to self, and the table should read "Cloaked figure", or no name at all.
 */
import type { Campaign, Token } from './campaign'

/** What the players read for a figure the GM left unnamed to them. */
export const UNNAMED_FIGURE = 'Figure'

const named = (s: string): string => s.trim() || UNNAMED_FIGURE

/**
 * The token's players' name; else its sheet's, keeping the instance's number ("Scrap Hound 2"
 * under a sheet the players call "Hound" reads "Hound 2"); else `fallback` (the token's name).
 */
export function playersNameOf(campaign: Campaign, token: Token, fallback = token.name): string {
  if (token.playersName !== undefined) return named(token.playersName)
  const sheetId = token.npcId
  const sheet =
    sheetId !== undefined && Object.hasOwn(campaign.npcs, sheetId)
      ? campaign.npcs[sheetId]
      : undefined
  const fromSheet = sheet?.playersName
  if (typeof fromSheet !== 'string') return fallback
  if (!fromSheet.trim()) return UNNAMED_FIGURE
  const number =
    sheet && fallback.startsWith(sheet.name)
      ? /^ (\d+)$/.exec(fallback.slice(sheet.name.length))
      : null
  return number ? `${fromSheet.trim()} ${number[1]}` : fromSheet.trim()
}

/**
 * Who rolled, as the players read it, for a roll the dice log names by the GM's name: the figure
 * of that name on the players' map, else the library sheet of that name; else the name itself.
 */
export function playersWho(campaign: Campaign, who: string): string {
  const onMap = Object.values(campaign.tokens).filter(
    (t) => t.name === who && t.mapId === campaign.playersMapId,
  )
  if (onMap.length > 0) return playersNameOf(campaign, onMap[0] as Token)
  const sheet = Object.values(campaign.npcs).find((n) => n.name === who)
  const fromSheet = sheet?.playersName
  return typeof fromSheet === 'string' ? named(fromSheet) : who
}
