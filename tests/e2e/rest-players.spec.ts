/**
 * The rest board on the players' page: the GM calls a long rest, plans two activities and ticks
 * "Show the board to the players"; the players' page shows the names and activities and no number,
 * and unticking hides it again. A second test drives a richer plan through the GM's socket (a
 * GM-only member, a crafting count, a watch with a gap) and reads the board on a phone and on a TV:
 * no hidden member, no number, no sideways scrolling, type large enough for 2 m.
 */
import type { Page } from '@playwright/test'
import { expect, mapReady, test, toolbarButton } from './fixtures'

/** Send one channel as the GM over the page's own host and token, like the GM page does. */
async function gmCall(page: Page, gmUrl: string, channel: string, payload: unknown = {}) {
  const token = new URLSearchParams(new URL(gmUrl).hash.replace(/^#/, '')).get('token') ?? ''
  const result = await page.evaluate(
    ([token, channel, payload]) =>
      new Promise<{ ok: boolean; error?: { message: string } }>((resolve, reject) => {
        const proto = location.protocol === 'https:' ? 'wss' : 'ws'
        const ws = new WebSocket(`${proto}://${location.host}/ws`, [
          'bluebox',
          `bluebox.gm.${token as string}`,
        ])
        ws.onerror = () => reject(new Error('the GM socket failed'))
        ws.onopen = () => ws.send(JSON.stringify({ id: 1, channel, payload }))
        ws.onmessage = (e) => {
          const msg = JSON.parse(String(e.data)) as { id?: number; result?: { ok: boolean } }
          if (msg.id === 1 && msg.result) {
            ws.close()
            resolve(msg.result)
          }
        }
      }),
    [token, channel, payload] as const,
  )
  if (!result.ok) throw new Error(`${channel} refused: ${result.error?.message ?? '?'}`)
}

/** The text of every member card on the players' board. */
const cardTexts = (page: Page) => page.locator('[data-player-rest-member]').allInnerTexts()

test('the GM shows the rest board to the players and hides it again', async ({ host, browser }) => {
  test.setTimeout(90_000)
  const gm = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await gm.goto(host.gmUrl)
  await mapReady(gm, 'gm')
  const players = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await players.goto(host.playerUrl)
  await mapReady(players, 'projector')
  const board = players.locator('[data-role="players-rest"]')

  // Call a long rest for the demo party (its PCs ticked by default).
  await (await toolbarButton(gm, 'rest-button')).click()
  const view = gm.locator('[data-role="rest-view"]')
  await view.locator('select[data-role="rest-kind"]').selectOption('long')
  await view.locator('[data-role="rest-call"]').click()

  // Two activities dragged from the catalogue: Restore HP for Vaka, Restore EP for Orin.
  const vaka = view.locator('[data-member-row="pc-vaka"]')
  const orin = view.locator('[data-member-row="pc-orin"]')
  await view.locator('[data-catalogue="restore-hp"]').dragTo(vaka.locator('[data-slot="0"]'))
  await expect(vaka.locator('[data-slot="0"]')).toHaveAttribute('data-activity', 'restore-hp')
  await view.locator('[data-catalogue="restore-ep"]').dragTo(orin.locator('[data-slot="0"]'))
  await expect(orin.locator('[data-slot="0"]')).toHaveAttribute('data-activity', 'restore-ep')

  // Nothing reaches the players until the GM shows the board.
  await expect(board).toHaveCount(0)
  const show = view.locator('input[data-role="rest-show-players"]')
  await show.check()
  await expect(board).toBeVisible()
  await expect(players.locator('[data-player-rest-member="pc-vaka"]')).toContainText('Restore HP')
  await expect(players.locator('[data-player-rest-member="pc-orin"]')).toContainText(
    'Restore Escalation Points',
  )
  await expect(players.locator('[data-player-rest-member="pc-mira"]')).toContainText('Mira')
  for (const text of await cardTexts(players)) expect(text).not.toMatch(/\d/)

  // Unticking hides it; the map is there underneath, unchanged.
  await show.uncheck()
  await expect(board).toHaveCount(0)
  await mapReady(players, 'projector')
})

test('the players board: no hidden member, no number, readable on a phone and a TV', async ({
  host,
  browser,
}) => {
  test.setTimeout(90_000)
  const gm = await browser.newPage()
  await gm.goto(host.gmUrl)
  await mapReady(gm, 'gm')
  const call = (channel: string, payload: unknown = {}) => gmCall(gm, host.gmUrl, channel, payload)
  await call('rest:call', {
    kind: 'long',
    members: ['pc-vaka', 'pc-orin', 'pc-mira', 'npc-ambusher'],
    hours: 8,
    place: 'Ashen ridge',
  })
  const slot = (memberId: string, index: number, s: object) =>
    call('rest:setSlot', { memberId, index, slot: s })
  await slot('pc-vaka', 0, { activity: 'repair-plating', target: 'npc-ambusher' })
  await slot('pc-vaka', 1, { activity: 'craft', item: 'sana-sphere', count: 2 })
  await slot('npc-ambusher', 0, { activity: 'restore-hp' })
  await slot('pc-orin', 0, { activity: 'repair-plating', target: 'pc-mira' })
  await call('rest:setWatch', {
    watch: [
      { memberId: 'pc-vaka', from: 0, to: 3 },
      { memberId: 'npc-ambusher', from: 3, to: 5 },
      { memberId: 'pc-orin', from: 5, to: 8 },
    ],
  })
  await call('rest:showPlayers', { show: true })

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await phone.goto(host.playerUrl)
  const board = phone.locator('[data-role="players-rest"]')
  await expect(board).toBeVisible()
  await expect(phone.locator('[data-player-rest-member]')).toHaveCount(3)
  await expect(phone.locator('[data-player-rest-member="pc-vaka"]')).toContainText(
    'Repair Plating for an ally',
  )
  await expect(phone.locator('[data-player-rest-member="pc-orin"]')).toContainText(
    'Repair Plating for Mira',
  )
  await expect(board).not.toContainText('Ambusher')
  for (const text of await cardTexts(phone)) expect(text).not.toMatch(/\d|×/)
  // The hidden member's watch is left out: its hours read "nobody".
  await expect(board.locator('[data-hour="3"]')).toContainText('nobody')
  await expect(board.locator('[data-hour="5"]')).toContainText('Orin')
  // Usable on a phone: nothing runs off the side.
  const overflow = await board.evaluate((el) => el.scrollWidth - el.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)

  const tv = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await tv.goto(host.playerUrl)
  const slotText = tv.locator('[data-player-rest-member="pc-vaka"] li').first()
  await expect(slotText).toBeVisible()
  const px = await slotText.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
  expect(px).toBeGreaterThanOrEqual(28)
  // The three cards sit side by side on the TV.
  const tops = await tv
    .locator('[data-player-rest-member]')
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
  expect(new Set(tops).size).toBe(1)

  await call('rest:showPlayers', { show: false })
  await expect(tv.locator('[data-role="players-rest"]')).toHaveCount(0)
})
