/**
 * The table during play, with a GM page and a players' page: a roll shown big on the table and
 * taken off by main after its few seconds; the GM's ruler shown to the players and hidden again;
 * the split layout's strips on every edge.
 */
import { drag, expect, hexPos, mapReady, test, gmSends } from './fixtures'

// Two pages redraw the map on a busy machine; give each wait room.
const poll = { timeout: 20_000 }

test('a roll from a sheet is shown big on the table, then main takes it off', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const gm = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  const players = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await gm.goto(host.gmUrl)
  await players.goto(host.playerUrl)
  await mapReady(gm, 'gm')
  await mapReady(players, 'projector')

  // Intimidation from the Rust Sentinel's sheet: main rolls it and the dialog shows the result.
  await gm.keyboard.press('l')
  const library = gm.getByRole('complementary', { name: 'Library' })
  await library.getByRole('tab', { name: 'NPCs', exact: true }).click()
  await library.locator('[data-npc-id="sample-rust-sentinel"]').click()
  await library.locator('.npc-tab [data-ability="intimidation"]').click()
  const check = gm.getByRole('dialog', { name: 'Check' })
  await check.getByRole('button', { name: 'Roll', exact: true }).click()
  const result = check.locator('[data-role="roll-result"]')
  await expect(result).toContainText('vs DC')
  const faces = await result.locator('.die b').allInnerTexts()
  expect(faces.length).toBeGreaterThan(0)

  // Show on table: the players see who and each face, never the GM's detail line.
  await result.locator('[data-role="show-roll"]').click()
  const card = players.locator('[data-role="table-roll"]')
  await expect(card).toBeVisible(poll)
  await expect(card.locator('[data-role="roll-who"]')).toHaveText('Rust Sentinel')
  await expect(card.locator('[data-role="roll-die"] text')).toHaveText(faces)
  // An NPC's total stays with the GM (beside its die it would tell its bonus); its result shows.
  await expect(card.locator('[data-role="roll-total"]')).toHaveCount(0)
  await expect(card.locator('[data-role="roll-outcome"]')).toHaveText(/^(success|failure)$/)
  const detail = (await result.locator('.detail').innerText()).trim()
  expect(detail.length).toBeGreaterThan(0)
  expect(await players.locator('body').innerText()).not.toContain(detail)
  // The number to beat stays with the GM.
  await expect(card).toContainText('Intimidation')
  await expect(card).not.toContainText('DC')
  await expect(result.locator('[data-role="roll-on-table"]')).toHaveText('On the table')
  await players.screenshot({ path: 'test-results/table-roll-tv.png' })

  // Main takes it off after its few seconds; the GM's entry offers it again.
  await expect(card).toHaveCount(0, poll)
  await expect(result.locator('[data-role="show-roll"]')).toBeVisible()

  // Shown again, Hide takes it off at once.
  await result.locator('[data-role="show-roll"]').click()
  await expect(card).toBeVisible(poll)
  await result.locator('[data-role="hide-roll"]').click()
  await expect(card).toHaveCount(0)
})

test('the GM’s ruler is shown to the players while Show to players is on, then hidden', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const gm = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  const players = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await gm.goto(host.gmUrl)
  await players.goto(host.playerUrl)
  await mapReady(gm, 'gm')
  await mapReady(players, 'projector')

  // M, Show to players, and a ruler dragged across four hexes.
  await gm.keyboard.press('m')
  await gm.locator('[data-role="show-measure"]').check()
  await drag(gm, await hexPos(gm, 'gm', 2, 3), await hexPos(gm, 'gm', 6, 3))
  const caption = players.locator('[data-role="shown-measure"]')
  await expect(caption).toHaveText(/^GM’s ruler: 4 hexes · \d+ m$/, poll)
  const overlay = () => players.evaluate(() => window.__blueboxMap?.projector?.overlayTexts() ?? [])
  await expect.poll(overlay, poll).toEqual([expect.stringMatching(/^4 hexes · \d+ m$/)])
  const chip = gm.locator('[data-role="shown-measure-chip"]')
  await expect(chip).toContainText('Players see your ruler')
  await gm.screenshot({ path: 'test-results/table-measure-gm.png' })
  await players.screenshot({ path: 'test-results/table-measure-tv.png' })

  // Hide from players: off their map; the GM keeps the ruler.
  await chip.getByRole('button', { name: 'Hide from players' }).click()
  await expect(caption).toHaveCount(0, poll)
  await expect.poll(overlay, poll).toEqual([])
  await expect(chip).toHaveCount(0)

  // Measured again it shows again; Esc clears it for both.
  await drag(gm, await hexPos(gm, 'gm', 2, 3), await hexPos(gm, 'gm', 4, 3))
  await expect(caption).toHaveText(/^GM’s ruler: 2 hexes/, poll)
  await gm.keyboard.press('Escape')
  await expect(caption).toHaveCount(0, poll)
  await expect(chip).toHaveCount(0)
})

test('split layout: the initiative strip on every edge, each turned to its side, and the roll twice', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const gm = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
  const tv = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await gm.goto(host.gmUrl)
  await tv.goto(host.playerUrl)
  await mapReady(gm, 'gm')
  await mapReady(tv, 'projector')

  // A fight on the shown map; main rolls the initiatives (they land in the dice log).
  const replies = await gmSends(gm, host.gmUrl, [
    [
      'combat:start',
      {
        mapId: 'causeway',
        coordinated: [],
        entries: [
          { tokenId: 'pc-vaka', side: 'party', hidden: false },
          { tokenId: 'npc-sentinel', side: 'enemies', hidden: false },
          { tokenId: 'pc-orin', side: 'party', hidden: false },
        ],
      },
    ],
    ['combat:begin', {}],
  ])
  for (const r of replies) expect(r).toMatchObject({ ok: true })
  const strips = tv.locator('[data-role="initiative-strip"]')
  await expect(strips).toHaveCount(1, poll)

  // Table display › Initiative strip: every edge.
  await gm.locator('[data-role="table-panel"] summary').click()
  await gm.getByLabel('Initiative strip on the table').selectOption('split')
  await expect(strips).toHaveCount(4, poll)
  const edge = (e: string) => tv.locator(`[data-role="initiative-strip"][data-edge="${e}"]`)
  for (const e of ['top', 'left', 'right'])
    await expect(edge(e)).toHaveAttribute('aria-hidden', 'true')
  await expect(edge('bottom').locator('[data-role="entry-name"]')).toHaveCount(3)
  await expect(edge('left').locator('[data-role="entry-name"]')).toHaveCount(3)
  // Each sits on its own edge and turns to read from there.
  const boxes = await tv.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('[data-role="initiative-strip"]')].map((el) => {
        const r = el.getBoundingClientRect()
        const cs = getComputedStyle(el)
        return [
          el.dataset.edge,
          { x: r.x, y: r.y, w: r.width, h: r.height, t: cs.transform, mode: cs.writingMode },
        ]
      }),
    ),
  )
  expect(boxes.top.y).toBeLessThan(2)
  expect(boxes.bottom.y + boxes.bottom.h).toBeGreaterThan(1078)
  expect(boxes.left.x).toBeLessThan(2)
  expect(boxes.right.x + boxes.right.w).toBeGreaterThan(1918)
  expect(boxes.left.h).toBeGreaterThan(boxes.left.w)
  expect(boxes.top.t).toBe('matrix(-1, 0, 0, -1, 0, 0)')
  expect(boxes.right.t).toBe('matrix(-1, 0, 0, -1, 0, 0)')
  expect(boxes.left.mode).toBe('vertical-rl')
  expect(boxes.right.mode).toBe('vertical-rl')

  // A shown roll faces both long edges: twice, the far one turned half a turn.
  const log = (await gmSends(gm, host.gmUrl, [['dice:log', {}]]))[1] as {
    value: { id: number }[]
  }
  await gmSends(gm, host.gmUrl, [['table:showRoll', { id: log.value[0]!.id }]])
  const cards = tv.locator('[data-role="table-roll"]')
  await expect(cards).toHaveCount(2, poll)
  await expect(cards.nth(1)).toHaveAttribute('data-seat', 'far')
  const far = await cards.nth(1).boundingBox()
  const near = await cards.nth(0).boundingBox()
  expect(far!.y).toBeLessThan(near!.y)
  await tv.screenshot({ path: 'test-results/table-split-tv.png' })

  // Turned a quarter, the page still has its four strips, and the map between them.
  await gm.locator('[data-role="rotate-90"]').click()
  await expect(tv.locator('main.projector')).toHaveAttribute('data-rotation', '90', poll)
  await expect(strips).toHaveCount(4)
  await tv.screenshot({ path: 'test-results/table-split-tv-90.png' })
})

test('pinned to the physical scale, the players’ legend names only the terrain on screen', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const gm = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
  const tv = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await gm.goto(host.gmUrl)
  await tv.goto(host.playerUrl)
  await mapReady(gm, 'gm')
  await mapReady(tv, 'projector')
  const legend = () =>
    tv
      .locator('[data-role="map-legend"] [data-legend]')
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.legend))
  // Fitted, the whole map's kinds: the Dig hex in the west and the Impassable ones in the east.
  await expect
    .poll(legend, poll)
    .toEqual(expect.arrayContaining(['terrain-dig', 'terrain-impassable']))

  // This TV at 200 pixels per inch: a hex is an inch, about ten across; centred in the west.
  const key = await tv.evaluate(
    () => `browser:${screen.width}x${screen.height}@${Math.round(devicePixelRatio * 100) / 100}`,
  )
  const replies = await gmSends(gm, host.gmUrl, [
    ['table:calibrate', { key, calibration: { ppi: 200 } }],
    ['table:setCamera', { centre: { q: 1, r: 6 }, locked: true }],
  ])
  for (const r of replies) expect(r).toMatchObject({ ok: true })
  await expect.poll(legend, poll).toContain('terrain-dig')
  await expect.poll(legend, poll).not.toContain('terrain-impassable')
  await tv.screenshot({ path: 'test-results/table-legend-west.png' })

  // The GM moves the table's camera east: the legend follows it.
  await gmSends(gm, host.gmUrl, [['table:setCamera', { centre: { q: 13, r: 6 } }]])
  await expect.poll(legend, poll).toContain('terrain-impassable')
  await expect.poll(legend, poll).not.toContain('terrain-dig')
  await tv.screenshot({ path: 'test-results/table-legend-east.png' })
})
