/** The curtain's handlers (`curtain:*`), one command per channel, through the history. */
import type { ChannelName, ChannelOutputs, HandlerInput } from '../../../shared/api'
import { setCurtainCommand, setCurtainLookCommand } from '../commands/curtain'
import type { CampaignHistory } from './history'

type CurtainChannel = Extract<ChannelName, `curtain:${string}`>
export type CurtainHandlers = {
  [C in CurtainChannel]: (input: HandlerInput<C>) => ChannelOutputs[C]
}

export function curtainHandlers(history: CampaignHistory): CurtainHandlers {
  return {
    'curtain:set': (i) => ({ changed: history.execute(setCurtainCommand(i.down)).changed }),
    'curtain:setLook': (i) => ({
      changed: history.execute(
        setCurtainLookCommand({
          ...(i.reveal !== undefined ? { reveal: i.reveal } : {}),
          ...(i.picture !== undefined ? { picture: i.picture } : {}),
        }),
      ).changed,
    }),
  }
}
