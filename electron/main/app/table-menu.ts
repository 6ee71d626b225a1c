/**
 * The View menu's table display items: calibrate, rotate, the curtain, the join QR
 * code, letting phones join. Each acts through the session's dispatcher as the GM, as the GM page
 * does (main checks and records it; a refusal reaches the GM window as a notice), and each
 * checked state is read from the campaign or the table overlay when the menu is built.
 */
import type { MenuItemConstructorOptions } from 'electron'
import type { ChannelInput, ChannelName } from '../../../shared/api'
import { TABLE_ROTATIONS, type TableRotation } from '../../../shared/model'
import { tableDisplayOf } from '../../../shared/play/table'
import type { Session } from '../session/session'

/** Run a GM intent from the menu; a refusal becomes a notice in the GM window. */
export function actAsGm<C extends ChannelName>(
  session: Session,
  channel: C,
  payload: ChannelInput<C>,
): boolean {
  const answer = session.dispatch('gm', channel, payload)
  if (!answer.ok) session.hub.notice('gm', 'error', answer.error.message)
  return answer.ok
}

/** The next quarter turn clockwise. */
export function quarterTurn(rotation: TableRotation): TableRotation {
  return ((rotation + 90) % 360) as TableRotation
}

export interface PhonesControl {
  /** The LAN host is running: phones can join. */
  running(): boolean
  toggle(): void
}

export function tableMenuItems(
  session: Session,
  phones: PhonesControl | null,
  /** Open (or bring forward) the projector window: the ruler shows there. */
  openProjector?: () => void,
): MenuItemConstructorOptions[] {
  const state = session.history.state
  const table = tableDisplayOf(state)
  const rotation = table.camera.rotation
  const curtainDown = state.curtain?.down === true
  const qrShown = !!session.hub.tableOverlay().qr
  const canJoin = (session.host.devices?.state().joinUrls.length ?? 0) > 0
  const act = <C extends ChannelName>(channel: C, payload: ChannelInput<C>) =>
    void actAsGm(session, channel, payload)
  return [
    {
      id: 'table-calibrate',
      label: 'Calibrate Table Display…',
      type: 'checkbox',
      checked: table.calibrating === true,
      toolTip: 'Show a ruler on the table display to match a credit card or a ruler on the glass',
      click: () => {
        const on = table.calibrating !== true
        if (on) openProjector?.()
        act('table:setCalibrating', { on })
      },
    },
    {
      id: 'table-rotate',
      label: 'Rotate Table Display',
      submenu: [
        ...TABLE_ROTATIONS.map((r): MenuItemConstructorOptions => ({
          id: `table-rotate-${r}`,
          label: `${r}°`,
          type: 'radio',
          checked: rotation === r,
          click: () => act('table:setCamera', { rotation: r }),
        })),
        { type: 'separator' },
        {
          id: 'table-rotate-quarter',
          label: 'Turn a Quarter',
          accelerator: 'CmdOrCtrl+Shift+R',
          click: () => act('table:setCamera', { rotation: quarterTurn(rotation) }),
        },
      ],
    },
    {
      id: 'table-curtain',
      label: 'Curtain',
      type: 'checkbox',
      checked: curtainDown,
      // Not the bare B: a menu accelerator would take the letter from every text field.
      accelerator: 'CmdOrCtrl+Shift+B',
      click: () => act('curtain:set', { down: !curtainDown }),
    },
    ...(phones
      ? [
          {
            id: 'table-phones',
            label: 'Let Phones Join',
            type: 'checkbox' as const,
            checked: phones.running(),
            toolTip: 'Serve the players’ page on this network, for phones and tablets',
            click: () => phones.toggle(),
          },
        ]
      : []),
    {
      id: 'table-qr',
      label:
        canJoin || qrShown
          ? 'Show Join QR on Table'
          : 'Show Join QR on Table (let phones join first)',
      type: 'checkbox',
      checked: qrShown,
      enabled: canJoin || qrShown,
      click: () => act('table:showQr', { on: !qrShown }),
    },
  ]
}
