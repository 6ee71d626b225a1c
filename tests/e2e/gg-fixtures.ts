/**
 * What the GG end-to-end specs share: a host on a scratch copy of the GG demo ("The Mill Ford"),
 * optionally with table options of the test's own; the combat tracker's locators; a free
 * reposition before the fight; and the fight started with typed initiatives, Aria first.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { drag, expect, hexPos, startHost, test as base, tokenPos, type Host } from './fixtures'

/** A test whose host plays a copy of the GG demo with these table options (none: the demo's). */
export function ggDemoTest(tableOptions?: Record<string, unknown>) {
  return base.extend<{ host: Host }>({
    // eslint-disable-next-line no-empty-pattern
    host: async ({}, use) => {
      if (!tableOptions) {
        // The demo as a GM opens it: `serve --demo gg` copies it to a scratch folder itself.
        const { host, child } = await startHost(['--demo', 'gg'])
        await use(host)
        child.kill('SIGTERM')
        return
      }
      const dir = mkdtempSync(join(tmpdir(), 'gg-demo-'))
      cpSync('resources/gg-demo-campaign', dir, { recursive: true })
      const file = join(dir, 'campaign.json')
      const campaign = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
      campaign.tableOptions = tableOptions
      writeFileSync(file, JSON.stringify(campaign, null, 2))
      const { host, child } = await startHost(['--campaign', dir])
      await use(host)
      // The host saves as it closes (the campaign, its undo journal): remove the folder after.
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      if (child.exitCode === null && child.signalCode === null) await exited
      rmSync(dir, { recursive: true, force: true })
    },
  })
}

export function tracker(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Combat tracker' })
  const row = (id: string) => panel.locator(`[data-combatant-id="${id}"]`)
  return { panel, row }
}

/** What is left of a resource on a tracker row ("ap", "rp", "m"). */
export const left = (row: Locator, resource: string) =>
  row.locator(`[data-resource="${resource}"] [data-role="left"]`)

/** Move a token where it is free to stand, before the fight (Shift: a reposition). */
export async function place(page: Page, id: string, q: number, r: number): Promise<void> {
  await page.keyboard.down('Shift')
  await drag(page, await tokenPos(page, 'gm', id), await hexPos(page, 'gm', q, r))
  await page.keyboard.up('Shift')
  await expect(page.locator(`[data-token-id="${id}"] [data-role="hex"]`)).toHaveText(`${q},${r}`)
  await page.keyboard.press('Escape')
}

/** Start the fight on every visible token, totals typed (Aria 20, Bram 18, the Orc 15...), begun. */
export async function startFight(page: Page): Promise<void> {
  await page.locator('[data-role="start-combat-button"]').click()
  const start = page.getByRole('dialog', { name: 'Start combat' })
  await start.locator('[data-role="combat-source"]').selectOption('visible')
  const typed = {
    Aria: '20',
    Bram: '18',
    'Orc Raider': '15',
    Sel: '10',
    'Grey Wolf': '8',
    'Goblin Cutter': '5',
  }
  for (const [name, total] of Object.entries(typed))
    await start.getByLabel(`Initiative of ${name}`).fill(total)
  await start.locator('[data-role="roll-initiative"]').click()
  await expect(start).toHaveCount(0)
  const { panel } = tracker(page)
  await panel.locator('[data-role="begin-combat"]').click()
  await expect(panel.locator('[data-role="round"]')).toHaveText('Round 1')
  await expect(panel.locator('[aria-current="true"]')).toHaveAttribute(
    'data-combatant-id',
    'pc-aria',
  )
}
