/**
 * Phones join by QR (issue 15): the GM opens Phones…, a phone opens the link the QR code holds,
 * shows up in the Devices list (named from its browser), is renamed, keeps its place across a
 * reload, and, when the GM revokes it, its page is closed at once with words and refused after.
 */
import { expect, mapReady, test } from './fixtures'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

test('a phone joins from the QR link, is listed, renamed, and refused once revoked', async ({
  host,
  browser,
}) => {
  test.setTimeout(90_000)
  const gm = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
  await gm.goto(host.gmUrl)
  await mapReady(gm, 'gm')

  await gm.locator('[data-role="phones-button"]').click()
  const panel = gm.locator('[data-role="devices-panel"]')
  await expect(panel.locator('[data-role="no-devices"]')).toBeVisible()
  const qr = panel.locator('[data-role="join-qr"]')
  await expect(qr.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
  const joinUrl = (await qr.getAttribute('data-url')) ?? ''
  expect(new URL(joinUrl).search).toBe('?view=projector')
  expect(new URL(joinUrl).port).toBe(new URL(host.gmUrl).port)

  // The phone: its own browser storage, a phone's screen and browser.
  const phoneContext = await browser.newContext({
    userAgent: IPHONE,
    viewport: { width: 390, height: 844 },
  })
  const phone = await phoneContext.newPage()
  await phone.goto(joinUrl)
  await mapReady(phone, 'projector')
  await expect
    .poll(() => phone.evaluate(() => localStorage.getItem('bluebox.deviceToken')))
    .toMatch(/^[a-f0-9]{16}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/)

  // Listed live, named from its browser, with its address.
  const rows = panel.locator('[data-role="device-row"]')
  await expect(rows).toHaveCount(1)
  await expect(rows.first().locator('[data-role="device-name"]')).toHaveText('iPhone')
  await expect(rows.first()).toContainText('127.0.0.1')

  // Renamed with the keyboard.
  await rows.first().getByRole('button', { name: 'Rename' }).click()
  const input = rows.first().locator('[data-role="device-name-input"]')
  await expect(input).toBeFocused()
  await input.fill('Ana’s phone')
  await input.press('Enter')
  await expect(rows.first().locator('[data-role="device-name"]')).toHaveText('Ana’s phone')

  // A reload is the same device, not a new one.
  await phone.reload()
  await mapReady(phone, 'projector')
  await expect(rows).toHaveCount(1)
  await expect(rows.first().locator('[data-role="device-name"]')).toHaveText('Ana’s phone')

  // Revoked: the page says so at once and shows no map.
  await rows.first().locator('[data-role="device-revoke"]').click()
  await expect(panel.locator('[data-role="no-devices"]')).toBeVisible()
  const waiting = phone.locator('.waiting[role="status"]')
  await expect(waiting).toHaveText('This device was removed by the GM.')
  await expect(phone.locator('.projector canvas')).toHaveCount(0)

  // And refused after, reload or not.
  await phone.reload()
  await expect(waiting).toHaveText('This device was removed by the GM.')
  await expect(phone.locator('.projector canvas')).toHaveCount(0)
  await expect(rows).toHaveCount(0)
  await phoneContext.close()
})
