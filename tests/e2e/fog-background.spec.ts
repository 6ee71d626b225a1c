import { expect, hexPos, mapReady, test, uploadBackground } from './fixtures'

test("under fog the players' page never asks for the map's picture itself", async ({
  host,
  page: gm,
  browser,
}) => {
  await gm.setViewportSize({ width: 1400, height: 900 })
  await gm.goto(host.gmUrl)
  await mapReady(gm, 'gm')
  // Fog on for the players first, then a picture: nothing is revealed yet.
  await gm.keyboard.press('f')
  await gm.getByLabel('Fog on').check()
  await expect(gm.getByLabel('Fog on')).toBeChecked()
  // The GM's page still draws the original, fetched with its token.
  const original = gm.waitForResponse((r) => /\/assets\/[0-9a-f]{64}\.png$/.test(r.url()))
  const uploaded = await uploadBackground(gm, '#d02020', 'lair.png')
  expect(uploaded.ok).toBe(true)
  const assetId = uploaded.value!.id
  const gmGot = await original
  expect(gmGot.url()).toContain(assetId)
  expect(gmGot.status()).toBe(200)

  const context = await browser.newContext()
  const players = await context.newPage()
  const requested: string[] = []
  players.on('request', (r) => requested.push(r.url()))
  const rendition = players.waitForResponse(
    (r) => r.url().includes('/player-assets/') && r.status() === 200,
  )
  await players.goto(host.playerUrl)
  const res = await rendition
  expect(res.headers()['content-type']).toBe('image/jpeg')
  // All under fog: not one pixel of the red picture.
  const reds = await players.evaluate(countReds, res.url())
  expect(reds).toBe(0)
  // (The page's own scripts and styles load from /assets/ too, under other names.)
  expect(requested.some((u) => u.includes('/player-assets/'))).toBe(true)
  expect(requested.filter((u) => /\/assets\/[0-9a-f]{64}/.test(u) || u.includes(assetId))).toEqual(
    [],
  )
  // The GM reveals a few hexes: the players get a new rendition, with the picture there.
  const next = players.waitForResponse(
    (r) => r.url().includes('/player-assets/') && r.url() !== res.url() && r.status() === 200,
  )
  await gm.getByLabel('Fog brush').selectOption('brush')
  await gm.getByLabel('Radius').fill('1')
  const at = await hexPos(gm, 'gm', 4, 4)
  await gm.mouse.click(at.x, at.y)
  const revealed = await next
  expect(await players.evaluate(countReds, revealed.url())).toBeGreaterThan(1000)
  expect(requested.filter((u) => u.includes(assetId))).toEqual([])
  // Asking for it anyway is refused.
  const status = await players.evaluate(
    async (id) => (await fetch(`/assets/${id}.png`)).status,
    assetId,
  )
  expect(status).toBe(403)

  await context.close()
})

/** How many pixels of an image are not black (runs in the page). */
async function countReds(url: string): Promise<number> {
  const bitmap = await createImageBitmap(await (await fetch(url)).blob())
  const c = new OffscreenCanvas(bitmap.width, bitmap.height)
  const g = c.getContext('2d')!
  g.drawImage(bitmap, 0, 0)
  const data = g.getImageData(0, 0, bitmap.width, bitmap.height).data
  let n = 0
  for (let i = 0; i < data.length; i += 4) if (data[i]! > 8) n++
  return n
}
