/**
 * The table display's commands: one per `table:*` channel, each wrapping a pure transition of
 * shared/play/table (a refusal there is a CommandRejected here, naming the reason).
 */
import type { Campaign, TableCamera } from '../../../../shared/model'
import {
  centreOnCurrent,
  forgetProfile,
  panBy,
  setCalibrating,
  setCamera,
  setProfile,
  TableRefused,
} from '../../../../shared/play/table'
import { CommandRejected, type Command } from '../command'

function edit(label: string, transition: (state: Campaign) => Campaign): Command {
  return {
    label,
    run(state) {
      try {
        return { state: transition(state) }
      } catch (err) {
        if (err instanceof TableRefused) throw new CommandRejected(err.message)
        throw err
      }
    },
  }
}

export const calibrateCommand = (key: string, ppi: number, name?: string): Command =>
  edit('Calibrate the table display', (s) => setProfile(s, key, ppi, name))

export const forgetProfileCommand = (key: string): Command =>
  edit('Forget a display', (s) => forgetProfile(s, key))

export const setCalibratingCommand = (on: boolean): Command =>
  edit(on ? 'Show the calibration ruler' : 'Hide the calibration ruler', (s) =>
    setCalibrating(s, on),
  )

export const setTableCameraCommand = (change: Partial<TableCamera>): Command =>
  edit(
    change.rotation !== undefined
      ? `Turn the table display to ${change.rotation}°`
      : change.layout !== undefined
        ? change.layout === 'split'
          ? 'Show the initiative strip on every edge'
          : 'Show the initiative strip on one edge'
        : 'Move the table display',
    (s) => setCamera(s, change),
  )

export const panTableCommand = (dq: number, dr: number): Command =>
  edit('Pan the table display', (s) => panBy(s, dq, dr))

export const centreTableOnCurrentCommand = (): Command =>
  edit('Centre the table display on the current combatant', centreOnCurrent)
