/** A square board's dungeon features (`map:setDoor` … `map:setHidden`), one command each. */
import type { ChannelOutputs, HandlerInput } from '../../../shared/api'
import {
  removeContainerCommand,
  setContainerCommand,
  setDoorCommand,
  setDoorStateCommand,
  setExitCommand,
  setHiddenCommand,
  setItemsCommand,
  type ContainerSpec,
  type NewId,
} from '../commands/map/features'
import type { Command } from '../commands/command'
import type { CampaignHistory } from './history'

type FeatureChannel =
  | 'map:setDoor'
  | 'map:setDoorState'
  | 'map:setContainer'
  | 'map:removeContainer'
  | 'map:setItems'
  | 'map:setExit'
  | 'map:setHidden'
export type FeatureHandlers = {
  [C in FeatureChannel]: (input: HandlerInput<C>) => ChannelOutputs[C]
}

/** The contract's container (its `square`) as the command takes it (`at`, the model's word). */
function containerSpec(c: HandlerInput<'map:setContainer'>['container']): ContainerSpec {
  const { square, ...rest } = c
  return { ...rest, at: square }
}

export function featureHandlers(history: CampaignHistory, newId: NewId): FeatureHandlers {
  const changed = (command: Command) => ({
    changed: history.execute(command).changed,
  })
  return {
    'map:setDoor': (i) => changed(setDoorCommand(i.mapId, i.edge, i.door)),
    'map:setDoorState': (i) =>
      changed(setDoorStateCommand(i.mapId, i.edge, { open: i.open, locked: i.locked })),
    'map:setContainer': (i) => {
      const done = history.execute(setContainerCommand(i.mapId, containerSpec(i.container), newId))
      return { changed: done.changed, containerId: done.result }
    },
    'map:removeContainer': (i) => changed(removeContainerCommand(i.mapId, i.containerId)),
    'map:setItems': (i) => changed(setItemsCommand(i.mapId, i.square, i.items, newId)),
    'map:setExit': (i) => changed(setExitCommand(i.mapId, i.square, i.exit)),
    'map:setHidden': (i) => changed(setHiddenCommand(i.mapId, i.square, i.hiddenEntries, newId)),
  }
}
