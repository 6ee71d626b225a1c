/**
 * The table display's handlers (`table:*`), one command per channel. The table display itself (a
 * player's role) may send only its calibration, and only while the GM has the ruler shown on it:
 * its calibration carries the ticket main sent that display alone (table-displays.ts).
 */
import type { ChannelName, ChannelOutputs, HandlerInput, Role } from '../../../shared/api'
import type { Campaign } from '../../../shared/model'
import {
  ppiFromDiagonal,
  ppiFromDrag,
  checkPpi,
  PHONE_SIDE_MAX,
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
import type { Hub } from './hub'
import type { Caller, TableDisplays } from './table-displays'

type TableChannel = Exclude<
  Extract<ChannelName, `table:${string}`>,
  'table:showRoll' | 'table:hideRoll' | 'table:showMeasure' | 'table:showQr'
>
export type TableHandlers = {
  [C in TableChannel]: (input: HandlerInput<C>, role: Role, caller: Caller) => ChannelOutputs[C]
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

/**
 * The keys a table display's own page makes (use-table-camera.ts `displayKey`), with the screen
 * size in them: "electron:<display id>:<w>x<h>" or "browser:<w>x<h>@<ratio>".
 */
const PAGE_KEY =
  /^(?:electron:\d{1,20}:(\d{1,5})x(\d{1,5})|browser:(\d{1,5})x(\d{1,5})@\d{1,2}(?:\.\d{1,2})?)$/

/**
 * A player's calibration, checked against what the table display's ruler can send: only while
 * the GM has calibration open (the first one closes it), from the display the GM gave the ruler
 * (`ticketed`: it sent back the ticket main sent that display alone), for a key a page makes, measured on
 * that key's screen, by the ruler or the diagonal (never a typed number, never a name: those are
 * the GM's). Anything else was not sent by the ruler and is refused in words.
 */
export function checkPlayerCalibration(
  calibrating: boolean,
  ticketed: boolean,
  input: HandlerInput<'table:calibrate'>,
): void {
  if (!calibrating)
    throw new CommandRejected(
      'The GM has not opened calibration: open it from the Table display panel first.',
    )
  if (!ticketed)
    throw new CommandRejected(
      'This page is not the display the GM asked to calibrate: nothing was saved.',
    )
  const size = PAGE_KEY.exec(input.key)
  if (!size) throw new CommandRejected('That is not the key of a display: nothing was saved.')
  if (input.name !== undefined)
    throw new CommandRejected('Only the GM names a display: nothing was saved.')
  const c = input.calibration
  const width = Number(size[1] ?? size[3])
  const height = Number(size[2] ?? size[4])
  if (Math.min(width, height) < PHONE_SIDE_MAX)
    throw new CommandRejected(
      'A phone is not the table display: calibrate the TV or projector that shows the map.',
    )
  if ('ppi' in c)
    throw new CommandRejected(
      "The table display calibrates with its ruler or the screen's diagonal: nothing was saved.",
    )
  if ('diagonal' in c && (c.width !== width || c.height !== height))
    throw new CommandRejected(
      `That diagonal was measured for a ${c.width}x${c.height} screen, not this ${width}x${height} one: nothing was saved.`,
    )
  if ('from' in c && [c.from, c.to].some((p) => p.x < 0 || p.y < 0 || p.x > width || p.y > height))
    throw new CommandRejected(
      "The ruler's ends are off this display's screen: drag them onto the glass and save again.",
    )
}

/** How the GM is told a display was calibrated: its name (or what it is) and the scale it got. */
export function calibratedInWords(state: Campaign, key: string, ppi: number): string {
  const table = tableDisplayOf(state)
  const name = Object.hasOwn(table.profiles, key) ? table.profiles[key]?.name : undefined
  const size = /(\d+)x(\d+)/.exec(key)
  const what = name
    ? name
    : key.startsWith('electron:')
      ? `The projector window's screen (${size?.[0] ?? key})`
      : `A browser's screen (${size?.[0] ?? key})`
  const hex = table.camera.scale === 'mm25' ? '1 hex = 25 mm' : '1 hex = 1 inch'
  return `${what} is calibrated: ${hex} at ${Math.round(ppi)} pixels per inch. Undo puts the previous scale back.`
}

export function tableHandlers(
  history: CampaignHistory,
  displays: TableDisplays,
  hub?: Hub,
): TableHandlers {
  const changed = (command: Command) => ({ changed: history.execute(command).changed })
  return {
    'table:calibrate': (i, role, caller) => {
      if (role !== 'gm') {
        const calibrating = tableDisplayOf(history.state).calibrating === true
        checkPlayerCalibration(calibrating, displays.holds(caller.display, i.ticket), i)
      }
      const ppi = calibrationPpi(i.calibration)
      const result = { ...changed(calibrateCommand(i.key, ppi, i.name)), ppi }
      // Spent once it counted: a mistaken measurement refused above may be measured again.
      if (role !== 'gm') displays.spend()
      hub?.notice('gm', 'info', calibratedInWords(history.state, i.key, ppi))
      return result
    },
    'table:scale': (i, _role, caller) => {
      displays.noteScreen(caller.display, i.key)
      const profiles = tableDisplayOf(history.state).profiles
      return { ppi: Object.hasOwn(profiles, i.key) ? (profiles[i.key]?.ppi ?? null) : null }
    },
    'table:ruler': (_i, _role, caller) => ({ ticket: displays.ticketFor(caller.display) }),
    'table:displays': () => ({ displays: displays.list() }),
    'table:forgetProfile': (i) => changed(forgetProfileCommand(i.key)),
    'table:setCalibrating': (i) => {
      // Main picks the display before the edit: with none to pick, nothing changes.
      const display = i.on ? displays.open(i.display) : null
      return { ...changed(setCalibratingCommand(i.on)), ...(display ? { display } : {}) }
    },
    'table:setCamera': (i) => changed(setTableCameraCommand(i)),
    'table:pan': (i) => changed(panTableCommand(i.dq, i.dr)),
    'table:centreOnCurrent': () => changed(centreTableOnCurrentCommand()),
  }
}
