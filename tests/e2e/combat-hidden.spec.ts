/**
 * A combatant hidden from the players: Reveal of one whose token is GM-only brings its token and
 * its strip entry to the players together; End combat keeps a never-revealed one off their map
 * and names it in the summary; the GM's legend explains the mark hidden tokens wear.
 */
import type { Page } from '@playwright/test'
import { drawnTokens, expect, gmSends, mapReady, openRow, test } from './fixtures'

const entryNames = (page: Page) =>
  page.locator('[data-role="initiative-entry"] [data-role="entry-name"]').allInnerTexts()

test('Reveal shows a GM-only combatant and its token together; End combat keeps the hidden one hidden', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const gm = await browser.newPage({ viewport: { width: 1400, height: 860 } })
  const tv = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await gm.goto(host.gmUrl)
  await tv.goto(host.playerUrl)
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
          { tokenId: 'pc-orin', side: 'party', hidden: false, initiative: 8 },
          { tokenId: 'npc-hound', side: 'enemies', hidden: true, initiative: 6 },
          // GM-only on the map, and ticked Hidden as Start combat ticks it for such a token.
          { tokenId: 'npc-ambusher', side: 'enemies', hidden: true, initiative: 4 },
        ],
      },
    ],
    ['combat:begin', {}],
  ])
  for (const r of replies) expect(r).toMatchObject({ ok: true })
  await expect.poll(() => entryNames(tv)).toEqual(['Vaka', 'Orin'])
  await expect.poll(() => drawnTokens(tv, 'projector')).not.toContain('npc-hound')
  expect(await drawnTokens(tv, 'projector')).not.toContain('npc-ambusher')

  // The GM's legend explains the mark a token hidden in the fight wears.
  await gm.keyboard.press('g')
  await expect(gm.locator('[data-role="map-legend"]')).toContainText('Hidden in the fight')
  await gm.keyboard.press('g')

  // Reveal the ambusher: its strip entry and its token reach the players together.
  const panel = gm.getByRole('complementary', { name: 'Combat tracker' })
  const row = (id: string) => panel.locator(`[data-combatant-id="${id}"]`)
  await expect(row('npc-ambusher')).toContainText('hidden')
  await (await openRow(row('npc-ambusher'))).getByRole('button', { name: 'Reveal' }).click()
  await expect.poll(() => entryNames(tv)).toEqual(['Vaka', 'Orin', 'Hidden Ambusher'])
  await expect.poll(() => drawnTokens(tv, 'projector')).toContain('npc-ambusher')
  await expect(row('npc-ambusher').getByRole('button', { name: 'Make hidden' })).toBeVisible()

  // End combat: the never-revealed Hound stays off the players' map, and the summary says so.
  await panel.locator('[data-role="end-combat"]').click()
  await panel.locator('[data-role="end-combat-confirm"]').click()
  const summary = gm.getByRole('dialog', { name: /Combat over/ })
  await expect(summary.locator('[data-role="still-hidden"]')).toHaveText('Scrap Hound')
  await summary.getByRole('button', { name: 'OK' }).click()
  await expect(tv.locator('[data-role="initiative-strip"]')).toHaveCount(0)
  expect(await drawnTokens(tv, 'projector')).not.toContain('npc-hound')
  expect(await drawnTokens(tv, 'projector')).toContain('npc-ambusher')
})
