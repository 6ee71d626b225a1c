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
import { tokenSeenByPlayers } from '../../../../shared/projection'
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

/** The Undo/Redo label of a camera edit, after what it changes. */
function cameraLabel(change: Partial<TableCamera>): string {
  if (change.rotation !== undefined) return `Turn the table display to ${change.rotation}°`
  if (change.layout !== undefined)
    return change.layout === 'split'
      ? 'Show the initiative strip on every edge'
      : 'Show the initiative strip on one edge'
  if (change.hiddenTurn !== undefined)
    return change.hiddenTurn === 'neutral'
      ? "Show “…” on the players' strip while a hidden combatant acts"
      : 'Show the last combatant the players saw while a hidden one acts'
  return 'Move the table display'
}

export const setTableCameraCommand = (change: Partial<TableCamera>): Command =>
  edit(cameraLabel(change), (s) => setCamera(s, change))

export const panTableCommand = (dq: number, dr: number): Command =>
  edit('Pan the table display', (s) => panBy(s, dq, dr))

export const centreTableOnCurrentCommand = (): Command =>
  edit('Centre the table display on the current combatant', (s) =>
    centreOnCurrent(s, (id) => tokenSeenByPlayers(s, id)),
  )
