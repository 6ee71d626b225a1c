/**
 * GG movement at the table, on a copy of the GG demo with a square cellar (seed 001 L148/L149):
 * the drag preview prices a diagonal at 1.5 m, goes round the corner of a rock instead of
 * cutting it, and the drop moves the token; the GM picks swimming, flying up (L16/L20) and a Long
 * Jump (L26), squeezing (L35) and dragging a grappled goblin (L61) for Aria and the preview
 * prices each; New map makes a square map for a GG campaign.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, hexPos, mapReady, startHost, test as base, tokenPos, type Host } from './fixtures'
import { left, tracker } from './gg-fixtures'

/**
 * The GG demo with a 10 x 8 cellar of 1 m squares (rock at 3,2, a pool along the bottom row),
 * Aria (who can also swim and fly) and Bram in it.
 */
const test = base.extend<{ host: Host }>({
  // eslint-disable-next-line no-empty-pattern
  host: async ({}, use) => {
    const dir = mkdtempSync(join(tmpdir(), 'gg-move-'))
    cpSync('resources/gg-demo-campaign', dir, { recursive: true })
    const file = join(dir, 'campaign.json')
    const c = JSON.parse(readFileSync(file, 'utf8')) as {
      maps: Record<string, unknown>
      pcs: Record<string, { speed: Record<string, unknown> }>
      tokens: Record<string, Record<string, unknown>>
      activeMapId: string
      playersMapId: string | null
    }
    c.maps.cellar = {
      kind: 'square',
      id: 'cellar',
      name: 'Cellar',
      orientation: 'square',
      cols: 10,
      rows: 8,
      metresPerHex: 1,
      terrain: {
        '3,2': { kind: 'impassable' },
        ...Object.fromEntries([2, 3, 4, 5, 6].map((x) => [`${x},7`, { kind: 'water' }])),
      },
      fog: { enabled: false, revealed: {} },
    }
    c.tokens['pc-aria'] = { ...c.tokens['pc-aria'], mapId: 'cellar', hex: { q: 2, r: 2 } }
    c.tokens['pc-bram'] = { ...c.tokens['pc-bram'], mapId: 'cellar', hex: { q: 6, r: 5 } }
    // A Goblin Cutter (Small) someone has in a Grapple, in the corner Aria ends up beside.
    const cutter = c.tokens['npc-cutter']!
    c.tokens['npc-cutter'] = {
      ...cutter,
      mapId: 'cellar',
      hex: { q: 0, r: 5 },
      instance: { ...(cutter.instance as object), conditions: ['grappled'] },
    }
    // This Aria also swims and flies, so the GM can pick those ways of moving.
    c.pcs.aria!.speed = { ...c.pcs.aria!.speed, swim: 3, fly: 8 }
    c.activeMapId = 'cellar'
    c.playersMapId = 'cellar'
    writeFileSync(file, JSON.stringify(c, null, 2))
    const { host, child } = await startHost(['--campaign', dir])
    await use(host)
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    if (child.exitCode === null && child.signalCode === null) await exited
    rmSync(dir, { recursive: true, force: true })
  },
})

const overlayTexts = (page: Page) =>
  page.evaluate(() => window.__blueboxMap?.gm?.overlayTexts() ?? [])

/** Press on a token and carry it to square (x, y), the button still down. */
async function carry(page: Page, id: string, x: number, y: number): Promise<void> {
  const from = await tokenPos(page, 'gm', id)
  const to = await hexPos(page, 'gm', x, y)
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(from.x + 5, from.y + 5, { steps: 2 })
  await page.mouse.move(to.x, to.y, { steps: 10 })
}

test('GG on a square map: diagonals at 1.5 m, no cutting the corner of a rock', async ({
  host,
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')
  await expect(page.locator('[data-role="ruleset"]')).toHaveText('Trait-Test (GG)')

  // A diagonal step, up and left: 1.5 m of Aria's 6 m.
  await carry(page, 'pc-aria', 1, 1)
  await expect.poll(() => overlayTexts(page)).toContain('1.5 m of 6 m')
  // Down and right would cut the rock's corner at 3,2: the preview goes round, 1 + 1 = 2 m.
  const to = await hexPos(page, 'gm', 3, 3)
  await page.mouse.move(to.x, to.y, { steps: 6 })
  await expect.poll(() => overlayTexts(page)).toContain('2 m of 6 m')
  await page.screenshot({ path: test.info().outputPath('gg-square-corner.png') })
  await page.mouse.up()
  await expect(page.locator('[data-token-id="pc-aria"] [data-role="hex"]')).toHaveText('3,3')

  // Three diagonals from 3,3 to 6,6 and one more step: 3 × 1.5 + 1 = 5.5 m.
  await carry(page, 'pc-aria', 7, 6)
  await expect.poll(() => overlayTexts(page)).toContain('5.5 m of 6 m')
  await page.mouse.up()

  // Swimming (L16): the pool is her own ground at 1 m a metre, against her Swim 3 m.
  const panel = page.getByRole('region', { name: 'How the selected token moves' })
  await panel.getByLabel('Way of moving').selectOption({ label: 'Swim (3 m)' })
  // The token's state holds the choice (the control alone changes before main answers).
  await expect(panel).toHaveAttribute('data-mode', 'swim')
  // 7,6 → 6,7 diagonally into the water, then 5,7: 1.5 + 1 = 2.5 m.
  await carry(page, 'pc-aria', 5, 7)
  await expect.poll(() => overlayTexts(page)).toContain('2.5 m of 3 m: swimming')
  await page.mouse.up()
  await expect(page.locator('[data-token-id="pc-aria"] [data-role="hex"]')).toHaveText('5,7')

  // Flying (L20): up 2 m at 2 m a metre, then a diagonal: 4 + 1.5 = 5.5 m of Fly 8 m.
  await panel.getByLabel('Way of moving').selectOption({ label: 'Fly (8 m)' })
  await expect(panel.locator('[data-role="altitude"]')).toHaveText('Flying at ground level')
  await panel.getByLabel('Altitude at the end of the move').fill('2')
  await panel.getByLabel('Altitude at the end of the move').press('Enter')
  await expect(panel).toHaveAttribute('data-fly-to', '2')
  await carry(page, 'pc-aria', 6, 6)
  await expect.poll(() => overlayTexts(page)).toContain('5.5 m of 8 m: flying up 2 m (4 m)')
  await page.screenshot({ path: test.info().outputPath('gg-fly-up.png') })
  await page.mouse.up()
  await expect(panel.locator('[data-role="altitude"]')).toHaveText('Flying 2 m up')
  // Undo puts her back on the water at ground level, the climb still asked for.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.locator('[data-token-id="pc-aria"] [data-role="hex"]')).toHaveText('5,7')
  await expect(panel.locator('[data-role="altitude"]')).toHaveText('Flying at ground level')

  // A running Long Jump (L26): PHY 1 clears up to 5 m; out of the pool to 1,7 is 4 m, 1 m a metre.
  await panel.getByLabel('Way of moving').selectOption({ label: 'Walk (6 m)' })
  await expect(panel).toHaveAttribute('data-mode', 'walk')
  await panel.getByLabel('Jump on the next drag').selectOption('long')
  await expect(panel).toHaveAttribute('data-jump', 'long')
  await expect(panel.locator('[data-role="jump-reach"]')).toHaveText('Running long jump: up to 5 m')
  await carry(page, 'pc-aria', 1, 7)
  await expect
    .poll(() => overlayTexts(page))
    .toContain('4 m of 6 m: running long jump: 4 m of up to 5 m')
  await page.screenshot({ path: test.info().outputPath('gg-long-jump.png') })
  await page.mouse.up()
  await expect(page.locator('[data-token-id="pc-aria"] [data-role="hex"]')).toHaveText('1,7')
  // The jump is made: the next drag walks.
  await expect(panel).toHaveAttribute('data-jump', '')

  // Squeezing (L35): 1 m more a metre, so two squares north cost 2 × 2 = 4 m.
  await panel.getByLabel('Squeezing').check()
  await expect(panel).toHaveAttribute('data-squeezing', 'true')
  await carry(page, 'pc-aria', 1, 5)
  await expect.poll(() => overlayTexts(page)).toContain('4 m of 6 m: squeezing')
  await page.mouse.up()
  await expect(page.locator('[data-token-id="pc-aria"] [data-role="hex"]')).toHaveText('1,5')
  await panel.getByLabel('Squeezing').uncheck()
  await expect(panel).toHaveAttribute('data-squeezing', 'false')

  // Dragging the grappled Goblin (L61): Medium Aria, a Small goblin, so Slowed 1: 6 − 1 = 5 m.
  await panel.getByLabel('Drag a grappled being along').selectOption({ label: 'Goblin Cutter' })
  await expect(panel.locator('[data-role="dragging"]')).toHaveText(
    'Dragging Goblin Cutter: Slowed 1 while it does',
  )
  await carry(page, 'pc-aria', 1, 3)
  await expect
    .poll(() => overlayTexts(page))
    .toContain('2 m of 5 m: dragging Goblin Cutter (Slowed 1)')
  await page.screenshot({ path: test.info().outputPath('gg-drag-grappled.png') })
  await page.mouse.up()
  await expect(page.locator('[data-token-id="pc-aria"] [data-role="hex"]')).toHaveText('1,3')
  // The goblin comes along to the square she passed last.
  await expect(page.locator('[data-token-id="npc-cutter"] [data-role="hex"]')).toHaveText('1,4')
  // Letting go takes the Slowed Degree back.
  await panel.getByLabel('Drag a grappled being along').selectOption('')
  await expect(panel.locator('[data-role="dragging"]')).toHaveCount(0)
  await expect(panel).toHaveAttribute('data-dragging', '')

  // New map: a square grid is one a GG campaign plays on.
  await page.getByText('New map…').click()
  await page.getByLabel('Map name').fill('Attic')
  await page.getByLabel('Grid').selectOption('square')
  await page.getByRole('button', { name: 'Create map' }).click()
  await expect(page.getByText(/plays on hex maps/)).toHaveCount(0)
  const working = page.getByLabel('Map you are working on')
  await expect(working.locator('option:checked')).toHaveText(/Attic \(\d+×\d+\)/)
})

test('GG in a fight: switching from walking to swimming mid-Movement leaves the new speed less what was spent (GG-021)', async ({
  host,
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')
  await page.locator('[data-role="start-combat-button"]').click()
  const start = page.getByRole('dialog', { name: 'Start combat' })
  await start.locator('[data-role="combat-source"]').selectOption('visible')
  for (const [name, total] of [
    ['Aria', '20'],
    ['Bram', '18'],
    ['Goblin Cutter', '5'],
  ])
    await start.getByLabel(`Initiative of ${name}`).fill(total!)
  await start.locator('[data-role="roll-initiative"]').click()
  await expect(start).toHaveCount(0)
  const { panel: trackerPanel, row } = tracker(page)
  await trackerPanel.locator('[data-role="begin-combat"]').click()
  await expect(trackerPanel.locator('[aria-current="true"]')).toHaveAttribute(
    'data-combatant-id',
    'pc-aria',
  )

  // Two squares south on foot: the drag takes the Movement action (6 m) and spends 2 of it.
  await carry(page, 'pc-aria', 2, 4)
  await page.mouse.up()
  await expect(page.locator('[data-token-id="pc-aria"] [data-role="hex"]')).toHaveText('2,4')
  await expect(left(row('pc-aria'), 'm')).toHaveText('4 m left')

  // Swim 3 m less the 2 m already spent this Movement action: 1 m left (seed 001 L16).
  const moves = page.getByRole('region', { name: 'How the selected token moves' })
  await moves.getByLabel('Way of moving').selectOption({ label: 'Swim (3 m)' })
  await expect(moves).toHaveAttribute('data-mode', 'swim')
  await expect(left(row('pc-aria'), 'm')).toHaveText('1 m left')
  await page.screenshot({ path: test.info().outputPath('gg-switch-swim.png') })

  // One undo step takes the switch back: walking, 4 m left.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(moves).toHaveAttribute('data-mode', 'walk')
  await expect(left(row('pc-aria'), 'm')).toHaveText('4 m left')
})
