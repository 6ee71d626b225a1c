/**
 * The table display's view, one source of truth (GM page and TV both 1920 x 1080): the GM's
 * thumbnail frames exactly what the TV draws (a calibrated Blue Box table, and BW's whole map
 * uncalibrated), the GM's TV frame follows the combatant the table follows, and the table's camera
 * stops at the map's edges. Screenshots go to SHOTS_DIR (before/after pairs) when it is set.
 */
import type { Browser, Page } from '@playwright/test'
import { expect, gmSends, mapReady, startHost, test, type Host } from './fixtures'

const poll = { timeout: 20_000 }
const shot = (page: Page, name: string) =>
  process.env.SHOTS_DIR
    ? page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` })
    : Promise.resolve()

/** Each token's place in a box, as fractions of the box's width (0..1 across). */
async function placesIn(
  page: Page,
  box: string,
  ids: string[],
): Promise<Record<string, { x: number; y: number }>> {
  return page.evaluate(
    ({ box, ids }) => {
      const rect = document.querySelector(box)!.getBoundingClientRect()
      const probe = window.__blueboxMap!.projector!
      const out: Record<string, { x: number; y: number }> = {}
      for (const id of ids) {
        const p = probe.tokenClientPosition(id)
        if (p) out[id] = { x: (p.x - rect.left) / rect.width, y: (p.y - rect.top) / rect.width }
      }
      return out
    },
    { box, ids },
  )
}

/** The thumbnail and the TV put every token at the same place, within a hundredth of the width. */
async function sameView(gm: Page, tv: Page): Promise<void> {
  const ids = await tv.evaluate(() => window.__blueboxMap!.projector!.drawnTokenIds())
  expect(ids.length).toBeGreaterThan(0)
  await expect
    .poll(async () => {
      const thumb = await placesIn(gm, '[data-role="table-thumbnail"]', ids)
      // The TV's whole screen: its strip covers the map's top, it does not move the view.
      const table = await placesIn(tv, 'main.projector', ids)
      return ids.filter(
        (id) =>
          !thumb[id] ||
          !table[id] ||
          Math.abs(thumb[id].x - table[id].x) > 0.01 ||
          Math.abs(thumb[id].y - table[id].y) > 0.01,
      )
    }, poll)
    .toEqual([])
}

async function gmAndTv(host: Host, browser: Browser) {
  const gm = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  const tv = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await gm.goto(host.gmUrl)
  await tv.goto(host.playerUrl)
  await mapReady(gm, 'gm')
  await mapReady(tv, 'projector')
  await gm.waitForFunction(() => (window.__blueboxMap?.projector?.drawnTokenIds().length ?? 0) > 0)
  return { gm, tv }
}

/** Calibrate the 1920 x 1080 TV at 150 px per inch: the map no longer fits, the TV crops it. */
async function calibrate(gm: Page, host: Host): Promise<void> {
  const replies = await gmSends(gm, host.gmUrl, [
    ['table:calibrate', { key: 'browser:1920x1080@1', calibration: { ppi: 150 }, name: 'TV' }],
  ])
  for (const r of replies) expect(r).toMatchObject({ ok: true })
}

test('the thumbnail shows exactly what the calibrated TV shows', async ({ host, browser }) => {
  test.setTimeout(120_000)
  const { gm, tv } = await gmAndTv(host, browser)
  await calibrate(gm, host)
  // Calibrated, one hex is 150 px on the TV: the TV shows part of the map.
  await expect
    .poll(async () => {
      const a = await tv.evaluate(() => window.__blueboxMap!.projector!.hexClientPosition(0, 0)!)
      const b = await tv.evaluate(() => window.__blueboxMap!.projector!.hexClientPosition(1, 0)!)
      return Math.round(Math.hypot(b.x - a.x, b.y - a.y))
    }, poll)
    .toBe(150)
  await shot(gm, 'thumbnail-calibrated-gm')
  await shot(tv, 'thumbnail-calibrated-tv')
  await sameView(gm, tv)
})

test('the table camera stops at the map edges; the TV frame follows the followed combatant', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const { gm, tv } = await gmAndTv(host, browser)
  await calibrate(gm, host)
  // Vaka stands near the map's west edge; the table follows whoever acts.
  const replies = await gmSends(gm, host.gmUrl, [
    ['table:setCamera', { follow: true }],
    [
      'combat:start',
      {
        mapId: 'causeway',
        coordinated: [],
        entries: [
          { tokenId: 'pc-vaka', side: 'party', hidden: false, initiative: 12 },
          { tokenId: 'npc-sentinel', side: 'enemies', hidden: false, initiative: 10 },
        ],
      },
    ],
    ['combat:begin', {}],
  ])
  for (const r of replies) expect(r).toMatchObject({ ok: true })
  await expect(tv.locator('.entry.current [data-role="entry-name"]')).toHaveText('Vaka', poll)

  // Checked after the frame's step too, so both show in one run.
  const edgeMiss: unknown[] = []
  // No black past the map's west edge: the map's first column starts at the TV's left edge.
  const box = (await tv.locator('main.projector .map').boundingBox())!
  await expect
    .poll(async () => {
      const first = await tv.evaluate(() =>
        window.__blueboxMap!.projector!.hexClientPosition(0, 0)!,
      )
      return first.x - box.x
    }, poll)
    .toBeLessThan(150)
    .catch((e: unknown) => edgeMiss.push(e))
  await shot(tv, 'edges-follow-tv')

  // Vaka steps a hex east: the TV frame on the GM's map is where the table now looks.
  const [moved] = await gmSends(gm, host.gmUrl, [
    ['map:moveToken', { tokenId: 'pc-vaka', to: { q: 2, r: 5 }, free: true }],
  ])
  expect(moved).toMatchObject({ ok: true })
  await gm.waitForFunction(() => !!window.__blueboxMap?.gm?.namedClientRect('tv-frame'))
  await expect
    .poll(async () => {
      const frame = await gm.evaluate(() => window.__blueboxMap!.gm!.namedClientRect('tv-frame')!)
      const vaka = await gm.evaluate(() => window.__blueboxMap!.gm!.tokenClientPosition('pc-vaka')!)
      const hex = await gm.evaluate(() => {
        const a = window.__blueboxMap!.gm!.hexClientPosition(0, 0)!
        const b = window.__blueboxMap!.gm!.hexClientPosition(1, 0)!
        return Math.hypot(b.x - a.x, b.y - a.y)
      })
      // Away from the map's edges the frame is centred on the followed token.
      const dy = frame.y + frame.height / 2 - vaka.y
      return Math.abs(dy) < hex / 3
    }, poll)
    .toBe(true)
    .finally(() => shot(gm, 'frame-follow-gm'))
  expect(edgeMiss).toEqual([])
  // During the fight too, the thumbnail shows what the TV shows.
  await sameView(gm, tv)
})

const bw = test.extend<{ host: Host }>({
  // eslint-disable-next-line no-empty-pattern
  host: async ({}, use) => {
    const { host, child } = await startHost(['--demo', 'bw'])
    await use(host)
    child.kill('SIGTERM')
  },
})

bw('BW: the thumbnail shows the TV’s whole map, units and all', async ({ host, browser }) => {
  test.setTimeout(120_000)
  const { gm, tv } = await gmAndTv(host, browser)
  await shot(gm, 'thumbnail-bw-gm')
  await shot(tv, 'thumbnail-bw-tv')
  await sameView(gm, tv)
})

test('the GM moves the TV’s legend off the tokens, or hides it', async ({ host, browser }) => {
  test.setTimeout(120_000)
  const { gm, tv } = await gmAndTv(host, browser)
  const legend = tv.locator('[data-role="map-legend"]')
  await expect(legend).toBeVisible()
  await shot(tv, 'legend-tv')
  await gm.locator('details[data-role="table-panel"] summary').click()
  const place = gm.locator('[data-role="table-legend"]')
  await place.selectOption('top-left')
  await expect
    .poll(async () => {
      const box = await legend.boundingBox()
      return box ? box.x < 40 && box.y < 40 : false
    }, poll)
    .toBe(true)
  await shot(tv, 'legend-moved-tv')
  await place.selectOption('hidden')
  await expect(legend).toHaveCount(0)
  // Undo brings it back where it was.
  await gm.keyboard.press('Control+z')
  await expect(legend).toBeVisible()
})

/** Show the newest dice log entry named `what` on the table; its parts as the TV reads them. */
async function showOnTable(gm: Page, tv: Page, host: Host, what: RegExp): Promise<void> {
  const [, log] = (await gmSends(gm, host.gmUrl, [['dice:log', {}]])) as [
    unknown,
    { ok: boolean; value: { id: number; what: string }[] },
  ]
  const entry = log.value.filter((e) => what.test(e.what)).sort((a, b) => b.id - a.id)[0]
  expect(entry).toBeTruthy()
  const [shown] = await gmSends(gm, host.gmUrl, [['table:showRoll', { id: entry!.id }]])
  expect(shown).toMatchObject({ ok: true })
  await expect(tv.locator('[data-role="table-roll"]')).toBeVisible(poll)
}

test('a roll shown on the table says who rolled what, in parts', async ({ host, browser }) => {
  test.setTimeout(120_000)
  const { gm, tv } = await gmAndTv(host, browser)
  const parts = tv.locator('[data-role="roll-part"]')

  // An attack: the hit die apart from the damage dice.
  const attack = await gmSends(gm, host.gmUrl, [
    ['map:moveToken', { tokenId: 'pc-vaka', to: { q: 8, r: 5 }, free: true }],
    [
      'roll:attack',
      {
        attackerId: 'pc-vaka',
        weaponId: 'twin-blades',
        targetId: 'npc-sentinel',
        situation: { distanceM: 1 },
      },
    ],
  ])
  for (const r of attack) expect(r).toMatchObject({ ok: true })
  await showOnTable(gm, tv, host, /./)
  await shot(tv, 'roll-attack-tv')
  // Soft, so one run records both cards (the before/after screenshots).
  // Vaka is Practiced: a natural 1 is re-rolled once (R2), and both d12s are listed (never joined
  // with "+", which would read as a sum).
  await expect.soft(parts.first()).toHaveAttribute('data-text', /^To hit: (d12 1, )?d12 \d+ = \d+$/)
  const texts = await parts.evaluateAll((els) => els.map((e) => e.getAttribute('data-text')))
  // A hit rolls its damage dice too, each part under its own words.
  for (const t of texts.slice(1)) expect.soft(t).toMatch(/^Damage: d\d+ \d+(, d\d+ \d+)*( = \d+)?$/)

  // Initiative: each die under its combatant's name; the GM-only Ambusher is not on the table.
  const started = await gmSends(gm, host.gmUrl, [
    [
      'combat:start',
      {
        mapId: 'causeway',
        coordinated: [],
        entries: [
          { tokenId: 'pc-vaka', side: 'party', hidden: false },
          { tokenId: 'pc-orin', side: 'party', hidden: false },
          { tokenId: 'npc-sentinel', side: 'enemies', hidden: false },
          { tokenId: 'npc-ambusher', side: 'enemies', hidden: false },
        ],
      },
    ],
  ])
  for (const r of started) expect(r).toMatchObject({ ok: true })
  await showOnTable(gm, tv, host, /^Initiative$/)
  await shot(tv, 'roll-initiative-tv')
  await expect
    .poll(() => parts.evaluateAll((els) => els.map((e) => e.getAttribute('data-text'))), poll)
    .toEqual([
      expect.stringMatching(/^Vaka: d12 \d+$/),
      expect.stringMatching(/^Orin: d12 \d+$/),
      expect.stringMatching(/^Rust Sentinel: d12 \d+$/),
    ])
  await expect(tv.locator('[data-role="table-roll"]')).not.toContainText('Ambusher')
})

test('Phones: each device told apart, seen on its own, each PC offered once', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const { gm, tv } = await gmAndTv(host, browser)
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  })
  const phone = await phoneContext.newPage()
  await phone.goto(host.playerUrl)
  await mapReady(phone, 'projector')
  // Orin has a token on a second map too.
  const [, created] = (await gmSends(gm, host.gmUrl, [
    [
      'map:create',
      { name: 'Sunken Vault', orientation: 'pointy', cols: 8, rows: 6, activate: false },
    ],
  ])) as [unknown, { ok: boolean; value: { mapId: string } }]
  const [placed] = await gmSends(gm, host.gmUrl, [
    ['token:placeNear', { mapId: created.value.mapId, sheet: { kind: 'pc', id: 'orin' } }],
  ])
  expect(placed).toMatchObject({ ok: true })

  await gm.getByRole('button', { name: 'Phones…' }).click()
  const panel = gm.locator('[data-role="devices-panel"]')
  const rows = panel.locator('[data-role="device-row"]')
  await expect(rows).toHaveCount(2, poll)
  await shot(gm, 'phones-gm')
  // The TV reads as a big screen, the phone as a phone; both connected now, on this computer.
  const kinds = panel.locator('[data-role="device-kind"]')
  await expect(kinds.filter({ hasText: 'TV / big screen (1920×1080)' })).toHaveCount(1, poll)
  await expect(kinds.filter({ hasText: 'Phone (390×844)' })).toHaveCount(1, poll)
  await expect(panel.locator('[data-role="device-seen"]')).toHaveText([
    'connected now',
    'connected now',
  ])
  await expect(panel.locator('[data-role="device-address"]').first()).toHaveText('this computer')
  // Plays offers each PC once, Orin too.
  const options = await rows.first().locator('[data-role="device-plays"] option').allInnerTexts()
  expect(options.filter((o) => o.startsWith('Orin'))).toEqual(['Orin'])
  // The phone leaves: it is seen no more, with its own time; the TV stays connected.
  await phone.close()
  await expect(panel.locator('[data-role="device-seen"]')).toContainText(['just now'], poll)
  await expect(panel.locator('[data-role="device-seen"]')).toContainText(['connected now'])
  await shot(gm, 'phones-after-leave-gm')
  await expect(tv.locator('main.projector')).toBeVisible()
})

bw(
  'BW: Burn now says what the fire did; Undo takes the result off the panel',
  async ({ host, browser }) => {
    test.setTimeout(120_000)
    const gm = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
    await gm.goto(host.gmUrl)
    await mapReady(gm, 'gm')
    const hut = await gm.evaluate(() => window.__blueboxMap!.gm!.tokenClientPosition('hut')!)
    await gm.mouse.click(hut.x, hut.y)
    const acts = gm.getByRole('region', { name: 'The selected unit acts' })
    await expect(acts.getByRole('heading', { name: 'Wooden hut acts' })).toBeVisible()
    await acts.locator('summary', { hasText: 'Fire' }).click()
    await acts.getByLabel('Burn Level').fill('2')
    await acts.getByRole('button', { name: 'Set on fire' }).click()
    await expect(acts.locator('[data-role="burning"]')).toContainText('Burn Level 2')
    // The panel says what the fire did, as an explosion's does. A burn that changes nothing (its
    // dice under the hut's Armor and the Burn Level unchanged) makes no undo step, so Undo would
    // put the fire out instead: burn again (the dice are the host's) until one changes the board,
    // which the toolbar's Undo then names. Each roll's reply follows its history update.
    const log = acts.locator('[data-role="burn-log"]')
    const undo = gm.getByRole('button', { name: 'Undo' })
    let entry: string | null = null
    for (let i = 0; i < 20; i++) {
      await acts.getByRole('button', { name: 'Burn now' }).click()
      await expect(log).toBeVisible(poll)
      if (entry !== null) await expect(log).not.toHaveAttribute('data-entry', entry)
      entry = await log.getAttribute('data-entry')
      if ((await undo.getAttribute('title'))?.startsWith('Undo Wooden hut burns')) break
    }
    await expect(undo).toHaveAttribute('title', /^Undo Wooden hut burns/)
    await shot(gm, 'bw-burn-gm')
    await expect(log.locator('[data-role="burn-result"]').first()).toContainText(/\S/)
    // Undo takes that burn back: the panel no longer shows its result, and says it was undone.
    await undo.click()
    await expect(log).toHaveCount(0, poll)
    await expect(acts.locator('[data-role="roll-undone"]')).toHaveText('That burn was undone.')
    await shot(gm, 'bw-burn-undone-gm')
  },
)
