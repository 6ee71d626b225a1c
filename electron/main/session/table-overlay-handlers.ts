/**
 * What the GM shows the table beside the campaign: a roll of the dice log for a few
 * seconds, the ruler or an AoE template on the players' map, the join QR code. None of it is a
 * campaign edit (nothing to undo or save): the hub holds it and projects it for the players.
 */
import type { ChannelName, ChannelOutputs, DiceLogEntry, HandlerInput } from '../../../shared/api'
import { playersNameOf, playersWho, type Campaign } from '../../../shared/model'
import type { PlayerRoll, PlayerRollPart } from '../../../shared/projection'
import { CommandRejected } from '../commands/command'
import type { DiceLog } from './dice-log'
import type { HostSlot } from './devices-handlers'
import type { Hub } from './hub'

type OverlayChannel = 'table:showRoll' | 'table:hideRoll' | 'table:showMeasure' | 'table:showQr'
export type TableOverlayHandlers = {
  [C in Extract<ChannelName, OverlayChannel>]: (input: HandlerInput<C>) => ChannelOutputs[C]
}

/**
 * The banner the players get for a shown roll, built from the whitelist the ruleset gave with the
 * roll (its `public` part) and never from the GM's text: who rolled and each die, then the roll's
 * name, total and outcome only when the ruleset made them public. A roll without a public part
 * shows who rolled and the dice, nothing more.
 */
export function playerRoll(entry: DiceLogEntry, campaign?: Campaign): PlayerRoll {
  const shown = entry.public
  const split = entry.parts?.length ? shownParts(entry, campaign) : null
  const parts = split?.parts ?? null
  // Rolled for several figures (initiative): counted as the players see them, none left out told.
  const figures = split?.figures ?? 0
  const byFigure = entry.parts?.some((p) => p.tokenId !== undefined) === true
  return {
    id: entry.id,
    // The log names the roller as the GM does; the players read the figure's players' name.
    who: byFigure
      ? `${figures} combatant${figures === 1 ? '' : 's'}`
      : campaign
        ? playersWho(campaign, entry.who)
        : entry.who,
    what: shown?.what ?? '',
    // In parts, only the parts the players may see: a hidden combatant's die is not shown.
    faces: parts
      ? parts.flatMap((p) => p.faces)
      : entry.faces.map(([s, f]) => [s, f] as [number, number]),
    total: shown ? shown.total : null,
    outcome: shown?.outcome ?? '',
    ...(parts ? { parts } : {}),
  }
}

/**
 * A roll's parts as the players read them: "To hit" with the roll's public total, "Damage" with
 * its dice's sum, a combatant's initiative under its players' name (playersNameOf, never the
 * GM's name for it). A part for a figure the players do not see (GM-only, hidden in the fight,
 * not on their map) is left out, its dice too.
 */
function shownParts(
  entry: DiceLogEntry,
  campaign: Campaign | undefined,
): { parts: PlayerRollPart[]; figures: number } {
  const out: PlayerRollPart[] = []
  let figures = 0
  let at = 0
  for (const part of entry.parts ?? []) {
    const faces = entry.faces.slice(at, at + part.count).map(([s, f]) => [s, f] as [number, number])
    at += part.count
    let label = part.label ?? ''
    if (part.tokenId !== undefined) {
      const token =
        campaign && Object.hasOwn(campaign.tokens, part.tokenId)
          ? campaign.tokens[part.tokenId]
          : undefined
      const hidden = campaign?.combat?.order.some((c) => c.tokenId === part.tokenId && c.hidden)
      if (!campaign || !token || token.gmOnly || hidden || token.mapId !== campaign.playersMapId)
        continue
      label = playersNameOf(campaign, token)
      if (faces.length > 0) figures += 1
    }
    const sum = faces.reduce((n, [, f]) => n + f, 0)
    const total = part.total ? (entry.public?.total ?? null) : faces.length > 1 ? sum : null
    if (faces.length > 0) out.push({ label, faces, total })
  }
  return { parts: out, figures }
}

export function tableOverlayHandlers(
  hub: Hub,
  dice: DiceLog,
  host: HostSlot,
  campaign: () => Campaign,
): TableOverlayHandlers {
  const playersMapId = () => campaign().playersMapId
  return {
    'table:showRoll': (i) => {
      const entry = dice.entries.find((e) => e.id === i.id)
      if (!entry) throw new CommandRejected('that roll is no longer in the dice log')
      if (entry.undone) throw new CommandRejected('that roll was undone: it cannot be shown')
      hub.setOverlay({ roll: playerRoll(entry, campaign()) })
      return hub.tableOverlay()
    },
    'table:hideRoll': () => {
      hub.setOverlay({ roll: undefined })
      return hub.tableOverlay()
    },
    'table:showMeasure': (i) => {
      const m = i.measure
      if (m && m.mapId !== playersMapId())
        throw new CommandRejected(
          'the players do not see this map: show it to them first, then show the measure',
        )
      if (m && m.shape !== 'ruler' && m.size === undefined)
        throw new CommandRejected('a template needs its size in metres')
      hub.setOverlay({ measure: m ?? undefined })
      return hub.tableOverlay()
    },
    'table:showQr': (i) => {
      if (!i.on) {
        hub.setOverlay({ qr: undefined })
        return hub.tableOverlay()
      }
      const urls = host.devices?.state().joinUrls ?? []
      if (!urls.length)
        throw new CommandRejected(
          'there is no players’ link to show yet: let phones join first (View › Let Phones Join in the desktop app, npm run serve -- --lan for the browser host)',
        )
      hub.setOverlay({ qr: { urls: urls.slice(0, 4) } })
      return hub.tableOverlay()
    },
  }
}
