/** The curtain's handlers (`curtain:*`), one command per channel, through the history. */
import type { ChannelName, ChannelOutputs, HandlerInput } from '../../../shared/api'
import { setCurtainCommand } from '../commands/curtain'
import type { CampaignHistory } from './history'

type CurtainChannel = Extract<ChannelName, `curtain:${string}`>
export type CurtainHandlers = {
  [C in CurtainChannel]: (input: HandlerInput<C>) => ChannelOutputs[C]
}

export function curtainHandlers(service: CampaignHistory): CurtainHandlers {
  return {
    'curtain:set': (i) => ({ changed: service.execute(setCurtainCommand(i.down)).changed }),
  }
}
