/** A gridless board's edits (`map:setObstacle` … `token:setBase`), one command each. */
import type { ChannelOutputs, HandlerInput } from '../../../shared/api'
import type { Command } from '../commands/command'
import type { NewId } from '../commands/map/features'
import {
  removeAreaCommand,
  removeObstacleCommand,
  setAreaCommand,
  setObstacleCommand,
} from '../commands/map/gridless'
import { setBaseCommand } from '../commands/token/base'
import type { CampaignHistory } from './history'

type GridlessChannel =
  'map:setObstacle' | 'map:removeObstacle' | 'map:setArea' | 'map:removeArea' | 'token:setBase'
export type GridlessHandlers = {
  [C in GridlessChannel]: (input: HandlerInput<C>) => ChannelOutputs[C]
}

export function gridlessHandlers(history: CampaignHistory, newId: NewId): GridlessHandlers {
  const changed = (command: Command) => ({ changed: history.execute(command).changed })
  return {
    'map:setObstacle': (i) => {
      const done = history.execute(setObstacleCommand(i.mapId, i.obstacle, newId))
      return { changed: done.changed, id: done.result }
    },
    'map:removeObstacle': (i) => changed(removeObstacleCommand(i.mapId, i.id)),
    'map:setArea': (i) => {
      const done = history.execute(setAreaCommand(i.mapId, i.area, newId))
      return { changed: done.changed, id: done.result }
    },
    'map:removeArea': (i) => changed(removeAreaCommand(i.mapId, i.id)),
    'token:setBase': (i) => changed(setBaseCommand(i.tokenId, i.base)),
  }
}
