/**
 * Phones at the table (issue 15): the GM ties a phone to a PC in Phones…, and that phone's
 * "My character" shows the PC's own HP and conditions, following edits; another PC's numbers never
 * reach its socket; untied, the sheet goes at once.
 */
import type { Page } from '@playwright/test'
import { expect, mapReady, test } from './fixtures'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

/** GM intents over a second socket with the GM's token, from the GM page's own origin. */
async function gmSends(page: Page, gmUrl: string, calls: [string, unknown][]): Promise<unknown[]> {
  const token = new URLSearchParams(new URL(gmUrl).hash.replace(/^#/, '')).get('token') ?? ''
  return page.evaluate(
    async ({ protocols, calls }) => {
      const ws = new WebSocket(`ws://${location.host}/ws`, protocols)
      await new Promise((ok, fail) => {
        ws.onopen = ok
        ws.onerror = fail
      })
      const waiting = new Map<number, (v: unknown) => void>()
      ws.onmessage = (e) => {
        const msg = JSON.parse(String(e.data)) as { id?: number; result?: unknown }
        if (typeof msg.id === 'number') waiting.get(msg.id)?.(msg.result)
      }
      const call = (id: number, channel: string, payload: unknown) =>
        new Promise((resolve) => {
          waiting.set(id, resolve)
          ws.send(JSON.stringify({ id, channel, payload }))
        })
      const out: unknown[] = [await call(1, 'session:hello', { apiVersion: 1 })]
      let id = 2
      for (const [channel, payload] of calls) out.push(await call(id++, channel, payload))
      ws.close()
      return out.slice(1)
    },
    { protocols: ['bluebox', `bluebox.gm.${token}`], calls },
  )
}

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

  await gm.locator('[data-role="phones-button"]').click()
  const row = gm.locator('[data-role="device-row"]')
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

  // Untied: the sheet and its button go at once.
  await plays.selectOption({ label: 'nobody' })
  await expect(sheet).toHaveCount(0)
  await expect(button).toHaveCount(0)
  await ctx.close()
})
