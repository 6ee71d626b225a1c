/**
 * What the table reads for an NPC, and the GM's mark on a combatant hidden in the fight: the GM
 * names the Scrap Hound "Rusty Dog" for the players (the TV draws that, never its real name, and
 * its strip entry too), "No name" leaves it a Figure, and on the GM's map a combatant hidden in
 * the fight is marked as such while the TV never draws it.
 */
import type { Page } from '@playwright/test'
import { expect, mapReady, test } from './fixtures'

const labels = (page: Page, probe: 'gm' | 'projector') =>
  page.evaluate(
    (p) =>
      (
        window.__blueboxMap?.[p] as unknown as {
          labelClientRects(): { id: string; text: string }[]
        }
      )
        .labelClientRects()
        .map((l) => `${l.id}=${l.text}`),
    probe,
  )

test("a players' name on the TV and its strip; the GM's mark on a combatant hidden in the fight", async ({
  host,
  browser,
}) => {
  const gm = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await gm.goto(host.gmUrl)
  await mapReady(gm, 'gm')
  const tv = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await tv.goto(host.playerUrl)
  await mapReady(tv, 'projector')
  await expect.poll(() => labels(tv, 'projector')).toContain('npc-hound=Scrap Hound')

  // The GM selects the Hound in the token list and names it for the players.
  const tokens = gm.getByRole('complementary', { name: 'Tokens' })
  await tokens.locator('[data-token-id="npc-hound"] [data-role="select-token"]').click()
  const field = gm.getByLabel('Name the players see for Scrap Hound')
  await field.fill('Rusty Dog')
  await field.press('Enter')
  await expect(gm.locator('[data-role="players-read"]')).toHaveText('They read: Rusty Dog')
  await expect.poll(() => labels(tv, 'projector')).toContain('npc-hound=Rusty Dog')
  expect((await labels(tv, 'projector')).join(' ')).not.toContain('Scrap Hound')
  // The GM still reads its real name.
  await expect.poll(() => labels(gm, 'gm')).toContain('npc-hound=Scrap Hound')

  // A fight with the Sentinel hidden: the GM's map marks it, the TV draws neither it nor a name.
  await gm.locator('[data-role="start-combat-button"]').click()
  const start = gm.getByRole('dialog', { name: 'Start combat' })
  await start.locator('[data-role="combat-source"]').selectOption('visible')
  await start.getByLabel('Rust Sentinel is hidden').check()
  await start.locator('[data-role="roll-initiative"]').click()
  await expect(start).toHaveCount(0)
  await expect.poll(() => labels(gm, 'gm')).toContain('npc-sentinel=Rust Sentinel (hidden)')
  await expect
    .poll(async () => (await labels(tv, 'projector')).join(' '))
    .not.toContain('npc-sentinel')
  const strip = tv.locator('[data-role="initiative-strip"]').first()
  await expect(strip).toContainText('Rusty Dog')
  await expect(strip).not.toContainText('Scrap Hound')
  await expect(strip).not.toContainText('Rust Sentinel')

  // No name: the players read a Figure.
  await tokens.locator('[data-token-id="npc-hound"] [data-role="select-token"]').click()
  await gm.locator('[data-role="players-name-none"]').click()
  await expect(gm.locator('[data-role="players-read"]')).toHaveText('They read: Figure')
  await expect.poll(() => labels(tv, 'projector')).toContain('npc-hound=Figure')
  await expect(strip).toContainText('Figure')
})
