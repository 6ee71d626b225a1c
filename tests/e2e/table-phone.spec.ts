/**
 * Phones at the table: the GM ties a phone to a PC in Phones…, and that phone's "My character"
 * shows the PC's own HP and conditions, following edits; another PC's numbers never reach its
 * socket; untied, the sheet goes at once.
 */
import { expect, gmSends as sendAsGm, mapReady, test, toolbarButton } from './fixtures'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

/** The answers to the GM's intents, without the handshake's. */
const gmSends = async (...args: Parameters<typeof sendAsGm>) => (await sendAsGm(...args)).slice(1)

const setHp = (tokenId: string, hp: number, conditions: string[] = []): [string, unknown] => [
  'token:setInstance',
  { tokenId, hp, thp: 0, plating: 1, conditions },
]

test('a phone tied to a PC shows its own HP and conditions in My character, and nobody else’s', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const gm = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await gm.goto(host.gmUrl)
  await mapReady(gm, 'gm')
  for (const r of await gmSends(gm, host.gmUrl, [
    setHp('pc-vaka', 11, ['prone', 'poisoned']),
    setHp('pc-orin', 7, ['bleeding']),
    setHp('npc-sentinel', 13),
  ]))
    expect(r).toMatchObject({ ok: true })

  const ctx = await browser.newContext({
    userAgent: IPHONE,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  })
  const phone = await ctx.newPage()
  // Everything the phone's socket receives.
  const frames: string[] = []
  phone.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))))
  await phone.goto(host.playerUrl)
  await mapReady(phone, 'projector')
  await expect(phone.locator('[data-role="my-character-button"]')).toHaveCount(0)
  // The table display is turned for the far side of the table; a phone in the hand is not.
  const tv = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await tv.goto(host.playerUrl)
  await mapReady(tv, 'projector')
  expect(await gmSends(gm, host.gmUrl, [['table:setCamera', { rotation: 180 }]])).toMatchObject([
    { ok: true },
  ])
  await expect(tv.locator('main.projector')).toHaveAttribute('data-rotation', '180')
  await expect(phone.locator('main.projector')).toHaveAttribute('data-rotation', '0')
  await tv.close()

  await (await toolbarButton(gm, 'phones-button')).click()
  // The phone's row (the TV joined as a device too).
  const row = gm.locator('[data-role="device-row"]').filter({ hasText: 'iPhone' })
  await expect(row).toHaveCount(1)
  const plays = row.locator('[data-role="device-plays"]')
  await expect(plays).toHaveValue('')
  // Only PCs are offered.
  const offered = await plays.locator('option').allInnerTexts()
  expect(offered).toEqual(['nobody', 'Mira', 'Orin', 'Vaka'])
  await plays.selectOption({ label: 'Vaka' })
  await expect(plays).toHaveValue('pc-vaka')

  const button = phone.locator('[data-role="my-character-button"]')
  await expect(button).toHaveText('My character')
  // Sized for a phone: the caption small, the legend folded to a button, none on another.
  const caption = phone.locator('.caption')
  const captionPx = await caption.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
  expect(captionPx).toBeLessThanOrEqual(14)
  const legend = phone.locator('[data-role="map-legend"]')
  await expect(legend.getByRole('button', { name: 'Legend' })).toBeVisible()
  await expect(legend.getByRole('region', { name: 'Map legend' })).toHaveCount(0)
  const boxes = await Promise.all(
    [caption, button, legend.getByRole('button', { name: 'Legend' })].map((l) => l.boundingBox()),
  )
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1))
      expect(a!.x + a!.width <= b!.x || b!.x + b!.width <= a!.x).toBe(true)
  await button.click()
  const sheet = phone.locator('[data-role="my-character"]')
  await expect(sheet.locator('h2')).toHaveText('Vaka')
  await expect(sheet.locator('[data-meter="hp"] [data-role="meter-value"]')).toHaveText('11 / 16')
  await expect(sheet.locator('[data-role="my-conditions"] dt')).toHaveText(['Prone', 'Poisoned'])
  // Large enough to read at arm's length, and over the whole map.
  const box = await sheet.boundingBox()
  expect(box?.width).toBe(390)
  const size = await sheet
    .locator('[data-meter="hp"] [data-role="meter-value"]')
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
  expect(size).toBeGreaterThanOrEqual(20)
  await phone.screenshot({ path: '/tmp/phone-my-character.png' })

  // An edit to Vaka follows on the phone; edits to Orin and the Sentinel send it nothing of theirs.
  await gmSends(gm, host.gmUrl, [setHp('pc-vaka', 9, ['prone']), setHp('pc-orin', 4)])
  await expect(sheet.locator('[data-meter="hp"] [data-role="meter-value"]')).toHaveText('9 / 16')
  await expect(sheet.locator('[data-role="my-conditions"] dt')).toHaveText(['Prone'])
  const characterFrames = frames.filter((f) => f.includes('"character:view"'))
  expect(characterFrames.length).toBeGreaterThanOrEqual(2)
  for (const f of characterFrames) {
    expect(f).toContain('"tokenId":"pc-vaka"')
    expect(f).not.toContain('Orin')
    expect(f).not.toContain('Sentinel')
  }
  // Nothing the phone received carries another being's HP: Orin's 7 and 4, the Sentinel's 13.
  for (const f of frames) {
    expect(f).not.toMatch(/"(hp|value)":(7|4|13)\b/)
    expect(f).not.toMatch(/HP (7|4|13)\/\d/)
  }

  // A fight: whose turn, and what is left of it.
  const fight = await gmSends(gm, host.gmUrl, [
    [
      'combat:start',
      {
        mapId: 'causeway',
        coordinated: [],
        entries: [
          { tokenId: 'pc-vaka', side: 'party', hidden: false, initiative: 12 },
          { tokenId: 'npc-hound', side: 'enemies', hidden: false, initiative: 8 },
        ],
      },
    ],
    ['combat:begin', {}],
  ])
  for (const r of fight) expect(r).toMatchObject({ ok: true })
  await expect(sheet.locator('[data-role="my-turn"]')).toHaveText('Round 1 · your turn')
  await expect(sheet.locator('[data-role="my-resources"]')).toContainText('AP●●')
  await gmSends(gm, host.gmUrl, [['combat:next', {}]])
  await expect(sheet.locator('[data-role="my-turn"]')).toHaveText('Round 1 · not your turn')
  await sheet.getByRole('button', { name: 'Map' }).click()
  await expect(button).toHaveText('My character')
  await gmSends(gm, host.gmUrl, [['combat:next', {}]])
  await expect(button).toHaveText('Your turn!')
  await button.click()

  // Untied: the sheet and its button go at once.
  await plays.selectOption({ label: 'nobody' })
  await expect(sheet).toHaveCount(0)
  await expect(button).toHaveCount(0)
  // Tied again, then removed: gone at once with the page's map.
  await plays.selectOption({ label: 'Vaka' })
  await button.click()
  await expect(sheet).toBeVisible()
  await row.locator('[data-role="device-revoke"]').click()
  await row.locator('[data-role="device-revoke-confirm"]').click()
  await expect(phone.locator('.waiting[role="status"]')).toHaveText(
    'This device was removed by the GM.',
  )
  await expect(sheet).toHaveCount(0)
  await expect(button).toHaveCount(0)
  await ctx.close()
})

test('the GM shows the join QR code on the table, over the curtain, and takes it off', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const gm = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  const tv = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await gm.goto(host.gmUrl)
  await tv.goto(host.playerUrl)
  await mapReady(gm, 'gm')
  await mapReady(tv, 'projector')
  const qr = tv.locator('[data-role="table-qr"]')
  await expect(qr).toHaveCount(0)

  // The curtain goes down first: the QR code is for the setup, while the GM stages the scene.
  expect(await gmSends(gm, host.gmUrl, [['curtain:set', { down: true }]])).toMatchObject([
    { ok: true },
  ])
  await expect(tv.locator('[data-role="table-curtain"]')).toBeVisible()

  await (await toolbarButton(gm, 'phones-button')).click()
  const panel = gm.locator('[data-role="devices-panel"]')
  const joinUrl = (await panel.locator('[data-role="join-qr"]').getAttribute('data-url')) ?? ''
  const box = panel.getByRole('checkbox', { name: 'Show the QR code on the table' })
  await expect(box).not.toBeChecked()
  await box.check()
  await expect(box).toBeChecked()

  // On the players' screen: the code of the players' link, large, in a corner, over the curtain.
  await expect(qr).toHaveAttribute('data-url', joinUrl)
  await expect(qr.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
  await expect(qr.locator('[data-role="table-qr-url"]')).toHaveText(joinUrl)
  const img = (await qr.locator('img').boundingBox())!
  expect(img.width).toBeGreaterThanOrEqual(280)
  // In the bottom-left corner.
  const corner = (await qr.boundingBox())!
  expect(corner.x).toBeLessThan(50)
  expect(corner.y + corner.height).toBeGreaterThan(1030)
  const onTop = await tv.evaluate(
    ([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-role="table-qr"]'),
    [img.x + img.width / 2, img.y + img.height / 2],
  )
  expect(onTop).toBe(true)
  // The curtain's title stays in view beside it, uncovered.
  const title = (await tv.locator('[data-role="table-curtain"] h1').boundingBox())!
  expect(title.y + title.height).toBeLessThan((await qr.boundingBox())!.y)
  await tv.screenshot({ path: '/tmp/tv-qr-curtain.png' })

  // Raised: the map and the code together; the GM takes the code off.
  await gmSends(gm, host.gmUrl, [['curtain:set', { down: false }]])
  await expect(tv.locator('[data-role="table-curtain"]')).toHaveCount(0)
  await expect(qr).toBeVisible()
  await tv.screenshot({ path: '/tmp/tv-qr-map.png' })
  await box.uncheck()
  await expect(qr).toHaveCount(0)
  await expect(box).not.toBeChecked()
})
