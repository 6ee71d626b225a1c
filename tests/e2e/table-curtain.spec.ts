/**
 * The curtain with a GM page and a players' page: B lowers it and the players' page goes blank (the
 * title only) and receives no map data; the GM makes a map and stages it behind the curtain, still
 * nothing reaches the players; Show raises it and the players see the staged map only then. The
 * GM's thumbnail follows what the table shows; Undo lowers it again.
 */
import { drawnTokens, expect, hexPos, mapReady, test, uploadBackground } from './fixtures'

// Two pages redraw the map on a busy machine; give each wait room.
const poll = { timeout: 20_000 }

test('the curtain blanks the players, a map is staged behind it, Show reveals it', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const gm = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
  const players = await browser.newPage({ viewport: { width: 1280, height: 720 } })
  const frames: string[] = []
  players.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))))
  await gm.goto(host.gmUrl)
  await players.goto(host.playerUrl)
  await mapReady(gm, 'gm')
  await mapReady(players, 'projector')
  const thumb = gm.locator('[data-role="table-thumbnail"]')
  await expect(thumb).toHaveAttribute('data-curtain', 'up')
  await expect(thumb).toHaveAttribute('data-shows', 'causeway')
  const curtain = players.locator('[data-role="table-curtain"]')
  await expect(curtain).toHaveCount(0)
  // The thumbnail draws exactly the tokens the table draws (no GM-only one), in its own probe.
  const seen = (await drawnTokens(players, 'projector')).sort()
  expect(seen).toContain('pc-vaka')
  await expect.poll(async () => (await drawnTokens(gm, 'projector')).sort(), poll).toEqual(seen)
  expect((await drawnTokens(gm, 'gm')).length).toBeGreaterThan(seen.length)

  // B lowers the curtain: the players' page shows the title and no map at all.
  await gm.locator('body').press('b')
  await expect(curtain).toBeVisible()
  await expect(curtain).toHaveText('The Shattered Causeway (demo)')
  await expect(players.locator('.board-map')).toHaveCount(0)
  await expect(players.locator('.caption')).toHaveCount(0)
  await expect(thumb).toHaveAttribute('data-curtain', 'down')
  await expect(gm.locator('[data-role="curtain-state"]')).toContainText('Curtain down')
  frames.length = 0

  // Behind it the GM makes a map, stages it, and moves on the causeway: nothing reaches players.
  await gm.getByText('New map…').click()
  await gm.getByLabel('Map name').fill('Sunken Vault')
  await gm.getByRole('button', { name: 'Create map' }).click()
  await expect(gm.getByLabel('Map you are working on')).toHaveValue(/^map-/)
  const mapId = await gm.getByLabel('Map you are working on').inputValue()
  await gm.locator('[data-role="curtain-stage"]').click()
  await expect(gm.locator('[data-role="curtain-state"]')).toContainText('Behind it: Sunken Vault')
  await expect(gm.locator('[data-role="players-see"]')).toHaveText(
    'Players see: Sunken Vault (behind the curtain)',
  )
  await expect(thumb).toHaveAttribute('data-curtain', 'down')
  await expect(curtain).toBeVisible()
  // The players' page is told nothing of it: no frame names the map, its id or any token.
  for (const secret of ['Sunken Vault', mapId, '"causeway"', 'pc-vaka', 'Vaka'])
    expect(frames.join('\n')).not.toContain(secret)
  await gm.screenshot({ path: 'test-results/curtain-gm-staged.png' })
  await players.screenshot({ path: 'test-results/curtain-players-down.png' })
  const held = await players.evaluate(() => document.body.innerText)
  expect(held).not.toContain('Sunken Vault')

  // Show raises it: the players see the staged map, and only now does its data arrive.
  await gm.locator('[data-role="curtain-raise"]').click()
  await expect(players.locator('.caption')).toHaveText('Sunken Vault', poll)
  await expect(curtain).toHaveCount(0)
  expect(frames.join('\n')).toContain('Sunken Vault')
  await expect(thumb).toHaveAttribute('data-curtain', 'up')
  await expect(thumb).toHaveAttribute('data-shows', mapId)
  await expect(gm.locator('[data-role="players-see"]')).toHaveText('Players see: Sunken Vault')
  await gm.screenshot({ path: 'test-results/curtain-gm-shown.png' })

  // Undo lowers it again; the map stays staged behind it.
  await gm.locator('body').press('Control+z')
  await expect(curtain).toBeVisible()
  await expect(players.locator('.board-map')).toHaveCount(0)
  // B raises it; back on the causeway Shift+P shows it with its tokens.
  await gm.locator('body').press('b')
  await expect(curtain).toHaveCount(0)
  await gm.getByLabel('Map you are working on').selectOption('causeway')
  // Shift+P shows the map being worked on: wait until main has made the causeway that map (the
  // badge says the players do not see it), or on a loaded machine it shows the vault again.
  await expect(gm.locator('[data-role="players-badge"]')).toHaveText("Players don't see this map")
  await gm.locator('body').press('Shift+P')
  await expect.poll(() => drawnTokens(players, 'projector'), poll).toContain('pc-vaka')
})

test('"Room by room": raising the curtain uncovers the rooms one by one, then the whole map', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const gm = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
  const players = await browser.newPage({ viewport: { width: 1280, height: 720 } })
  await gm.goto(host.gmUrl)
  await players.goto(host.playerUrl)
  await mapReady(gm, 'gm')
  await mapReady(players, 'projector')
  // Fog on the causeway, two patches revealed apart, one inside the walled ruin: two rooms,
  // Vaka's first.
  await gm.keyboard.press('f')
  await gm.getByLabel('Fog on').check()
  await gm.getByLabel('Radius', { exact: true }).fill('1')
  for (const [q, r] of [
    [1, 5],
    [13, 2],
  ] as const) {
    const at = await hexPos(gm, 'gm', q, r)
    await gm.mouse.click(at.x, at.y)
  }
  await expect.poll(() => drawnTokens(players, 'projector'), poll).toEqual(['pc-vaka'])
  await gm.keyboard.press('Escape')

  const style = gm.locator('[data-role="curtain-reveal"]')
  await expect(style).toHaveValue('fade')
  await style.selectOption({ label: 'Room by room' })
  await expect(style).toHaveValue('rooms')
  await gm.locator('[data-role="curtain-lower"]').click()
  const curtain = players.locator('[data-role="table-curtain"]')
  await expect(curtain).toBeVisible()
  // Watch the mask on the players' page: each step it shows, as it happens.
  await players.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { __roomSteps: string[] }).__roomSteps = seen
    new MutationObserver(() => {
      const mask = document.querySelector<HTMLElement>('[data-role="rooms-mask"]')
      const step = mask?.dataset.step
      if (step && step !== '0' && seen.at(-1) !== step) seen.push(step)
    }).observe(document.body, { subtree: true, childList: true, attributes: true })
  })
  await gm.locator('[data-role="curtain-raise"]').click()
  await expect(curtain).toHaveCount(0, poll)
  // The first room came alone, then the mask went: the whole map is shown.
  await expect
    .poll(
      () => players.evaluate(() => (window as unknown as { __roomSteps: string[] }).__roomSteps),
      poll,
    )
    .toEqual(['1'])
  await expect(players.locator('[data-role="rooms-mask"]')).toHaveCount(0, poll)
  expect(await drawnTokens(players, 'projector')).toEqual(['pc-vaka'])
  // The style stays for the next time.
  await expect(style).toHaveValue('rooms')
})

test("the curtain's picture shows behind the title while it is down, and is refused once it is up", async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const gm = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
  const players = await browser.newPage({ viewport: { width: 1280, height: 720 } })
  await gm.goto(host.gmUrl)
  await players.goto(host.playerUrl)
  await mapReady(gm, 'gm')
  await mapReady(players, 'projector')
  // A picture in the campaign: the causeway's new background.
  expect((await uploadBackground(gm, '#2a5bd7', 'tavern.png')).ok).toBe(true)
  const choice = gm.locator('[data-role="curtain-picture-choice"]')
  await choice.selectOption({ label: 'tavern.png' })
  await expect(gm.locator('[data-role="curtain-picture-preview"]')).toBeVisible(poll)
  await gm.locator('[data-role="curtain-lower"]').click()

  const picture = players.locator('[data-role="curtain-picture"]')
  await expect(picture).toBeVisible(poll)
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), poll)
    .toBe(1200)
  await expect(players.locator('[data-role="table-curtain"] h1')).toHaveText(
    'The Shattered Causeway (demo)',
  )
  const src = await picture.evaluate((img: HTMLImageElement) => img.src)
  expect(src).toContain('/curtain-picture/')
  const fetchStatus = () =>
    players.evaluate(async (url) => (await fetch(url, { cache: 'no-store' })).status, src)
  expect(await fetchStatus()).toBe(200)
  await players.screenshot({ path: 'test-results/curtain-players-picture.png' })

  // Raised: the map shows and the picture's address is refused.
  await gm.locator('[data-role="curtain-raise"]').click()
  await expect(players.locator('[data-role="table-curtain"]')).toHaveCount(0, poll)
  expect(await fetchStatus()).toBe(404)
  // "No picture" leaves the plain curtain next time.
  await choice.selectOption({ label: 'No picture' })
  await gm.locator('[data-role="curtain-lower"]').click()
  await expect(players.locator('[data-role="table-curtain"]')).toBeVisible()
  await expect(picture).toHaveCount(0)
  // A new image added from the Table panel becomes the picture at once.
  const png = await gm.evaluate(async () => {
    const c = document.createElement('canvas')
    c.width = 640
    c.height = 360
    const g = c.getContext('2d')!
    g.fillStyle = '#7a3b12'
    g.fillRect(0, 0, 640, 360)
    const blob: Blob = await new Promise((res) => c.toBlob((b) => res(b!), 'image/png'))
    const bytes = new Uint8Array(await blob.arrayBuffer())
    return btoa(String.fromCharCode(...bytes))
  })
  await gm.locator('[data-role="curtain-picture-upload"]').setInputFiles({
    name: 'great hall.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  })
  await expect(choice.locator('option:checked')).toHaveText('great hall.png', poll)
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), poll)
    .toBe(640)
})

test('the calibration ruler shows over the curtain, and saving it sends no map', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const gm = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
  const players = await browser.newPage({ viewport: { width: 1280, height: 720 } })
  await gm.goto(host.gmUrl)
  await players.goto(host.playerUrl)
  await mapReady(gm, 'gm')
  await mapReady(players, 'projector')
  await gm.locator('[data-role="curtain-lower"]').click()
  const curtain = players.locator('[data-role="table-curtain"]')
  await expect(curtain).toBeVisible()
  const frames: string[] = []
  players.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))))

  await gm.locator('[data-role="table-panel"] summary').click()
  await gm.locator('[data-role="table-calibrate"]').click()
  const ruler = players.locator('[data-role="calibrate"]')
  await expect(ruler).toBeVisible(poll)
  await expect(curtain).toBeVisible()
  await players.screenshot({ path: 'test-results/curtain-players-calibrate.png' })
  // The diagonal typed in: saved, the ruler goes, the curtain stays, and no map came through.
  await ruler.locator('[data-role="diagonal"]').fill('24')
  await ruler.locator('[data-role="diagonal"] ~ button').click()
  await expect(ruler).toHaveCount(0, poll)
  await expect(curtain).toBeVisible()
  await expect(players.locator('.board-map')).toHaveCount(0)
  for (const secret of ['causeway', 'pc-vaka', '"centre"'])
    expect(frames.join('\n')).not.toContain(secret)
})
