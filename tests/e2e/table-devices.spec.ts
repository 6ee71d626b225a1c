/**
 * Phones join by QR: the GM opens Phones…, a phone opens the link the QR code holds, shows up in
 * the Devices list (named from its browser), is renamed and tied to the PC its player plays, keeps
 * both across a reload, and, when the GM revokes it, its page is closed at once with words and
 * refused after.
 */
import { expect, mapReady, test, toolbarButton } from './fixtures'

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

  await (await toolbarButton(gm, 'phones-button')).click()
  const panel = gm.locator('[data-role="devices-panel"]')
  await expect(panel.locator('[data-role="no-devices"]')).toBeVisible()
  const qr = panel.locator('[data-role="join-qr"]')
  await expect(qr.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
  const joinUrl = (await qr.getAttribute('data-url')) ?? ''
  expect(new URL(joinUrl).search).toBe('?view=projector')
  expect(new URL(joinUrl).port).toBe(new URL(host.gmUrl).port)
  // The test's host is bound to 127.0.0.1: the GM is told phones cannot reach it.
  await expect(panel.locator('[data-role="join-local-only"]')).toContainText('--lan')

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
  // The host's own machine reads as such (its address in the title), not as 127.0.0.1.
  await expect(rows.first().locator('[data-role="device-address"]')).toHaveText('this computer')

  // Renamed with the keyboard.
  await rows.first().getByRole('button', { name: 'Rename' }).click()
  const input = rows.first().locator('[data-role="device-name-input"]')
  await expect(input).toBeFocused()
  await input.fill('Ana’s phone')
  await input.press('Enter')
  await expect(rows.first().locator('[data-role="device-name"]')).toHaveText('Ana’s phone')

  // Tied to the PC Ana plays: kept with the device, and sent again when the page comes back.
  await rows.first().locator('[data-role="device-plays"]').selectOption({ label: 'Orin' })
  await expect(phone.locator('[data-role="my-character-button"]')).toBeVisible()

  // A reload is the same device, not a new one.
  await phone.reload()
  await mapReady(phone, 'projector')
  await expect(rows).toHaveCount(1)
  await expect(rows.first().locator('[data-role="device-name"]')).toHaveText('Ana’s phone')
  await expect(rows.first().locator('[data-role="device-plays"]')).toHaveValue('pc-orin')
  await phone.locator('[data-role="my-character-button"]').click()
  await expect(phone.locator('[data-role="my-character"] h2')).toHaveText('Orin')

  // Revoked: the page says so at once and shows no map.
  await rows.first().locator('[data-role="device-revoke"]').click()
  await rows.first().locator('[data-role="device-revoke-confirm"]').click()
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

test('on a phone the players pan the map with a finger and zoom it with two', async ({
  host,
  browser,
}) => {
  test.setTimeout(90_000)
  const ctx = await browser.newContext({
    userAgent: IPHONE,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  })
  const phone = await ctx.newPage()
  await phone.goto(host.playerUrl)
  await mapReady(phone, 'projector')
  const hex = (q: number, r: number) =>
    phone.evaluate(([q, r]) => window.__blueboxMap?.projector?.hexClientPosition(q, r), [
      q,
      r,
    ] as const)
  const spread = async () => {
    const a = await hex(2, 2)
    const b = await hex(6, 2)
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0
  }
  const before = await spread()
  expect(before).toBeGreaterThan(0)

  const cdp = await ctx.newCDPSession(phone)
  const touch = (
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    points: { x: number; y: number }[],
  ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points })
  // Two fingers move apart about the middle of the screen: the map grows.
  await touch('touchStart', [
    { x: 165, y: 420 },
    { x: 225, y: 420 },
  ])
  for (let i = 1; i <= 6; i++)
    await touch('touchMove', [
      { x: 165 - i * 15, y: 420 },
      { x: 225 + i * 15, y: 420 },
    ])
  await touch('touchEnd', [])
  await expect.poll(spread).toBeGreaterThan(before * 1.8)

  // One finger drags it sideways.
  const from = (await hex(2, 2))!
  await touch('touchStart', [{ x: 200, y: 500 }])
  for (let i = 1; i <= 6; i++) await touch('touchMove', [{ x: 200 + i * 10, y: 500 }])
  await touch('touchEnd', [])
  await expect.poll(async () => (await hex(2, 2))!.x - from.x).toBeGreaterThan(40)
  await ctx.close()
})
