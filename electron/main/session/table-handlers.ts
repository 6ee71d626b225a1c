/**
 * The table display's handlers (`table:*`), one command per channel. The table display itself (a
 * player's role) may send only its calibration, and only while the GM has the ruler shown.
 */
import type { ChannelName, ChannelOutputs, HandlerInput, Role } from '../../../shared/api'
import {
  ppiFromDiagonal,
  ppiFromDrag,
  checkPpi,
  tableDisplayOf,
  TableRefused,
} from '../../../shared/play/table'
import { CommandRejected, type Command } from '../commands/command'
import {
  calibrateCommand,
  centreTableOnCurrentCommand,
  forgetProfileCommand,
  panTableCommand,
  setCalibratingCommand,
  setTableCameraCommand,
} from '../commands/table'
import type { CampaignHistory } from './history'

type TableChannel = Exclude<
  Extract<ChannelName, `table:${string}`>,
  'table:showRoll' | 'table:hideRoll' | 'table:showMeasure' | 'table:showQr'
>
export type TableHandlers = {
  [C in TableChannel]: (input: HandlerInput<C>, role: Role) => ChannelOutputs[C]
}

type Calibration = HandlerInput<'table:calibrate'>['calibration']

/** Pixels per inch from what the calibration sent; a mistaken one is refused in words. */
export function calibrationPpi(c: Calibration): number {
  try {
    if ('ppi' in c) return checkPpi(c.ppi)
    if ('diagonal' in c) return ppiFromDiagonal(c.width, c.height, c.diagonal)
    return ppiFromDrag(c.from, c.to, c.length, c.unit)
  } catch (err) {
    if (err instanceof TableRefused) throw new CommandRejected(err.message)
    throw err
  }
}

export function tableHandlers(service: CampaignHistory): TableHandlers {
  const changed = (command: Command) => ({ changed: service.execute(command).changed })
  return {
    'table:calibrate': (i, role) => {
      if (role !== 'gm' && !tableDisplayOf(service.state).calibrating)
        throw new CommandRejected(
          'The GM has not opened calibration: open it from the Table display panel first.',
        )
      const ppi = calibrationPpi(i.calibration)
      return { ...changed(calibrateCommand(i.key, ppi, i.name)), ppi }
    },
    'table:forgetProfile': (i) => changed(forgetProfileCommand(i.key)),
    'table:setCalibrating': (i) => changed(setCalibratingCommand(i.on)),
    'table:setCamera': (i) => changed(setTableCameraCommand(i)),
    'table:pan': (i) => changed(panTableCommand(i.dq, i.dr)),
    'table:centreOnCurrent': () => changed(centreTableOnCurrentCommand()),
  }
}
