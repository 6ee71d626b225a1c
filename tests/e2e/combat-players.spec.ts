import type { Page } from '@playwright/test'
import { drag, expect, hexPos, mapReady, test, tokenPos, gmSends, watchNotices } from './fixtures'

const entryNames = (page: Page) =>
  page.locator('[data-role="initiative-entry"] [data-role="entry-name"]').allInnerTexts()

test('the players’ page shows the initiative strip once a fight begins: no hidden combatant, no HP number', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const gm = await browser.newPage({ viewport: { width: 1400, height: 860 } })
  const tv = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await gm.goto(host.gmUrl)
  await tv.goto(host.playerUrl)
  await phone.goto(host.playerUrl)
  await mapReady(gm, 'gm')
  await mapReady(tv, 'projector')
  await expect(tv.locator('[data-role="initiative-strip"]')).toHaveCount(0)

  const replies = await gmSends(gm, host.gmUrl, [
    // The Sentinel has taken a beating and bleeds; Vaka is Prone.
    [
      'token:setInstance',
      { tokenId: 'npc-sentinel', hp: 5, thp: 0, plating: 0, conditions: ['bleeding'] },
    ],
    ['token:setInstance', { tokenId: 'pc-vaka', hp: 8, thp: 0, plating: 0, conditions: ['prone'] }],
    [
      'combat:start',
      {
        mapId: 'causeway',
        coordinated: [],
        entries: [
          { tokenId: 'pc-vaka', side: 'party', hidden: false, initiative: 12 },
          { tokenId: 'npc-sentinel', side: 'enemies', hidden: false, initiative: 10 },
          { tokenId: 'pc-orin', side: 'party', hidden: false, initiative: 8 },
          // Hidden in the fight: the players never learn of it.
          { tokenId: 'npc-hound', side: 'enemies', hidden: true, initiative: 6 },
          // A GM-only token: left out too.
          { tokenId: 'npc-ambusher', side: 'enemies', hidden: false, initiative: 4 },
        ],
      },
    ],
  ])
  for (const r of replies) expect(r).toMatchObject({ ok: true })
  // While the order is still being settled the strip says so, never "Round 0".
  await expect(tv.locator('[data-role="round"]')).toHaveText('Rolling initiative')
  const [begun] = await gmSends(gm, host.gmUrl, [['combat:begin', {}]])
  expect(begun).toMatchObject({ ok: true })

  const strip = tv.locator('[data-role="initiative-strip"]')
  await expect(strip).toBeVisible()
  await expect.poll(() => entryNames(tv)).toEqual(['Vaka', 'Rust Sentinel', 'Orin'])
  await expect(tv.locator('[data-role="round"]')).toHaveText('Round 1')
  await expect(tv.locator('.entry.current [data-role="entry-name"]')).toHaveText('Vaka')
  await expect(strip).not.toContainText('Scrap Hound')
  await expect(strip).not.toContainText('Ambusher')
  await expect(tv.locator('[data-role="entry-hp"]')).toHaveCount(0)
  expect(await strip.innerText()).not.toMatch(/\bHP\b|\d+\s*\/\s*\d+/)
  await expect(strip.locator('[data-condition="bleeding"]')).toBeVisible()
  await expect(strip.locator('[data-role="strip-legend"]')).toContainText('Bleeding')

  // Next turn: the highlight follows, on the TV and on a phone.
  expect((await gmSends(gm, host.gmUrl, [['combat:next', {}]]))[1]).toMatchObject({ ok: true })
  await expect(tv.locator('.entry.current [data-role="entry-name"]')).toHaveText('Rust Sentinel')
  await expect(phone.locator('.entry.current [data-role="entry-name"]')).toHaveText('Rust Sentinel')
  // The strip sits above the map, not over it, and fits a phone's width.
  const box = await phone.locator('[data-role="initiative-strip"]').boundingBox()
  expect(box?.width ?? 999).toBeLessThanOrEqual(390)

  await tv.screenshot({ path: '/tmp/strip-1920x1080.png' })
  await phone.screenshot({ path: '/tmp/strip-390x844.png' })
  await gm.screenshot({ path: '/tmp/strip-gm.png' })
})

test('a 2 m walk within an enemy’s reach in a fight offers its Opportunity Attack, which opens the attack dialog preset', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const gm = await browser.newPage({ viewport: { width: 1400, height: 860 } })
  await gm.goto(host.gmUrl)
  await mapReady(gm, 'gm')
  const replies = await gmSends(gm, host.gmUrl, [
    // The Scrap Hound stands next to Vaka.
    ['map:moveToken', { tokenId: 'npc-hound', to: { q: 2, r: 5 }, free: true }],
    [
      'combat:start',
      {
        mapId: 'causeway',
        coordinated: [],
        entries: [
          { tokenId: 'pc-vaka', side: 'party', hidden: false, initiative: 12 },
          { tokenId: 'npc-hound', side: 'enemies', hidden: false, initiative: 6 },
        ],
      },
    ],
    ['combat:begin', {}],
    // Round 2, Vaka's turn again: the Hound gained its Reaction at the start of its first turn.
    ['combat:next', {}],
    ['combat:next', {}],
  ])
  for (const r of replies) expect(r).toMatchObject({ ok: true })
  await expect
    .poll(async () => {
      const t = await tokenPos(gm, 'gm', 'npc-hound')
      const h = await hexPos(gm, 'gm', 2, 5)
      return Math.hypot(t.x - h.x, t.y - h.y)
    })
    .toBeLessThan(20)

  // Vaka walks 2 m round the Hound on her turn, (1,5) to (3,4), every step taken from a hex in
  // its 1 m reach: seed 000, Opportunity Attack, "moves at 2m (or more) within your reach".
  await drag(gm, await tokenPos(gm, 'gm', 'pc-vaka'), await hexPos(gm, 'gm', 3, 4))
  const offer = gm.locator('[data-role="opportunities"]')
  await expect(offer).toContainText('Scrap Hound may make an Opportunity Attack on Vaka')
  await gm.screenshot({ path: '/tmp/opportunity-offer.png' })
  await offer.getByRole('button', { name: 'Attack' }).click()
  await expect(offer).toHaveCount(0)
  await expect(gm.getByRole('radio', { name: 'Opportunity Attack' })).toBeChecked()
  await expect(gm.locator('[data-role="action-cost"]')).toContainText('costs Reaction')
  await expect(gm.locator('[data-role="hit-chance"]')).toBeVisible()
  await gm.screenshot({ path: '/tmp/opportunity-dialog.png' })
  await gm.locator('[data-role="roll-attack"]').click()
  await expect(gm.locator('[data-role="roll-result"]')).toContainText('Opportunity Attack')
  // One Reaction per round: a second is refused with the reason...
  await expect(gm.locator('[data-role="action-purse"]')).toContainText('already reacted this round')
  const notices = await watchNotices(gm)
  await gm.locator('[data-role="roll-attack"]').click()
  await expect.poll(notices).toContainEqual(expect.stringMatching(/^error: .*Scrap Hound/))
  // ...and Shift+click pays past it: the dice log then holds two Opportunity Attacks.
  await gm.locator('[data-role="roll-attack"]').click({ modifiers: ['Shift'] })
  await gm.keyboard.press('Escape')
  await gm.keyboard.press('l')
  const library = gm.getByRole('complementary', { name: 'Library' })
  await library.getByRole('tab', { name: 'Dice', exact: true }).click()
  const log = library.locator('[data-role="dice-log"] [data-role="log-entry"]')
  await expect(log.filter({ hasText: 'Scrap Hound' })).toHaveCount(2)
})

test('while a hidden combatant acts, the players’ strip keeps the last one they saw, or “…” when the GM picks it', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const gm = await browser.newPage({ viewport: { width: 1400, height: 860 } })
  const tv = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await gm.goto(host.gmUrl)
  await tv.goto(host.playerUrl)
  await phone.goto(host.playerUrl)
  await mapReady(gm, 'gm')
  await mapReady(tv, 'projector')
  const replies = await gmSends(gm, host.gmUrl, [
    [
      'combat:start',
      {
        mapId: 'causeway',
        coordinated: [],
        entries: [
          { tokenId: 'pc-vaka', side: 'party', hidden: false, initiative: 12 },
          { tokenId: 'npc-sentinel', side: 'enemies', hidden: false, initiative: 10 },
          { tokenId: 'pc-orin', side: 'party', hidden: false, initiative: 8 },
          { tokenId: 'npc-hound', side: 'enemies', hidden: true, initiative: 6 },
        ],
      },
    ],
    ['combat:begin', {}],
    // Vaka, the Sentinel, Orin: the hidden Hound's turn.
    ['combat:next', {}],
    ['combat:next', {}],
    ['combat:next', {}],
  ])
  for (const r of replies) expect(r).toMatchObject({ ok: true })
  for (const page of [tv, phone]) {
    await expect(page.locator('.entry.current [data-role="entry-name"]')).toHaveText('Orin')
    await expect(page.locator('[data-role="initiative-strip"]')).not.toContainText('Scrap Hound')
    await expect(page.locator('[data-role="initiative-unseen"]')).toHaveCount(0)
  }
  await tv.screenshot({ path: '/tmp/hidden-turn-last-1920x1080.png' })
  await phone.screenshot({ path: '/tmp/hidden-turn-last-390x844.png' })

  // Centre on current will not send the table to it, and says why.
  const notices = await watchNotices(gm)
  await gm.locator('[data-role="table-panel"] summary').click()
  await gm.getByRole('button', { name: 'Centre on current' }).click()
  await expect
    .poll(notices)
    .toContainEqual(
      expect.stringContaining(
        'Scrap Hound is hidden from the players: the table camera stays put.',
      ),
    )

  // The GM picks the neutral look: "…" acting, nobody named.
  await gm.locator('[data-role="table-hidden-turn"]').selectOption('neutral')
  for (const page of [tv, phone]) {
    await expect(page.locator('[data-role="initiative-unseen"]')).toBeVisible()
    await expect(page.locator('[data-role="initiative-unseen"]')).toHaveText(/…/)
    await expect(page.locator('.entry.current [data-role="entry-name"]')).toHaveCount(0)
    await expect(page.locator('[data-role="initiative-strip"]')).not.toContainText('Scrap Hound')
  }
  await tv.screenshot({ path: '/tmp/hidden-turn-neutral-1920x1080.png' })
  await phone.screenshot({ path: '/tmp/hidden-turn-neutral-390x844.png' })

  // The Hound's turn over: Vaka again in round 2, on both looks alike.
  expect((await gmSends(gm, host.gmUrl, [['combat:next', {}]]))[1]).toMatchObject({ ok: true })
  await expect(tv.locator('.entry.current [data-role="entry-name"]')).toHaveText('Vaka')
  await expect(tv.locator('[data-role="round"]')).toHaveText('Round 2')
  await expect(tv.locator('[data-role="initiative-unseen"]')).toHaveCount(0)
})
