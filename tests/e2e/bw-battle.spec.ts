/**
 * A walk-through of the BrikWars demo ("Brick Hill Skirmish", `serve --demo bw`), through the GM's
 * page only (the snapshot and the map probe only read): the gridless battlefield and the players'
 * page without what is under fog; the ruler reads 6" between two troopers' bases; a bent drag reads
 * its length against the trooper's Move and lands where dropped; the Bazooka misses (a -4 modifier
 * makes it certain: at best 6 + 1 - 4 against UR 5) and its NearMiss area is drawn; an explosion
 * lists the units it reaches with their dice by band, then what each took; the hut set on fire
 * burns at the tracker's next turn.
 */
import type { Page } from '@playwright/test'
import {
  drag,
  drawnTokens,
  expect,
  gmSends,
  hexPos,
  mapReady,
  startHost,
  test as base,
  tokenPos,
  watchNotices,
  type Host,
} from './fixtures'

interface Snapshot {
  tokens?: Record<string, { hex: { q: number; r: number }; instance?: { burnLevel?: number } }>
}

const test = base.extend<{ host: Host }>({
  // eslint-disable-next-line no-empty-pattern
  host: async ({}, use) => {
    const { host, child } = await startHost(['--demo', 'bw'])
    await use(host)
    child.kill('SIGTERM')
  },
})

async function snapshot(page: Page, gmUrl: string): Promise<Snapshot> {
  const replies = await gmSends(page, gmUrl, [['state:snapshot', {}]])
  return (replies[1] as { value: { view: Snapshot } }).value.view
}

const overlay = (page: Page) => page.evaluate(() => window.__blueboxMap?.gm?.overlayTexts() ?? [])
/** The labels of the ruleset's rings and discs (blast bands, fire bands, the NearMiss area). */
const rings = (page: Page) =>
  page.evaluate(() => window.__blueboxMap?.gm?.namedTexts('ruleset-overlay') ?? [])

/** The newest entry of the dice log (Library › Dice), the drawer closed again after. */
async function newestLog(page: Page): Promise<string> {
  await page.keyboard.press('Escape')
  await page.keyboard.press('l')
  const library = page.getByRole('complementary', { name: 'Library' })
  await library.getByRole('tab', { name: 'Dice', exact: true }).click()
  const entry = library.locator('[data-role="dice-log"] [data-role="log-entry"]').first()
  const text = (await entry.count()) ? await entry.innerText() : ''
  await page.keyboard.press('l')
  await expect(library).toBeHidden()
  return text
}

async function select(page: Page, id: string): Promise<void> {
  await page.keyboard.press('Escape')
  const at = await tokenPos(page, 'gm', id)
  await page.mouse.click(at.x, at.y)
}

test('BW demo: the battlefield, 6" measured, a bent move, a missed Bazooka, an explosion, a fire', async ({
  host,
  browser,
}) => {
  test.setTimeout(120_000)
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await page.goto(host.gmUrl)
  await mapReady(page, 'gm')
  const notices = await watchNotices(page)
  const state = () => snapshot(page, host.gmUrl)
  const at = async (id: string) => (await state()).tokens?.[id]?.hex

  // 1. The gridless battlefield, both armies and the hut drawn for the GM.
  await expect
    .poll(() => drawnTokens(page, 'gm'))
    .toEqual(expect.arrayContaining(['blue-1', 'blue-bazooka', 'red-1', 'red-tank', 'hut']))
  await page.screenshot({ path: 'test-results/bw-gm-open.png' })
  // Every name in the Tokens list reads whole (not five "Blue Troo…").
  const names = page.getByRole('complementary', { name: 'Tokens' }).locator('.name')
  await expect(names.first()).toBeAttached()
  expect(
    await names.evaluateAll((els) =>
      els.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent),
    ),
  ).toEqual([])

  // 2. Trooper 2 placed freely (Shift) 7" south of Trooper 1: the ruler from one to the other
  // reads 6" between their 1" bases (BW-31).
  await page.keyboard.down('Shift')
  await drag(page, await tokenPos(page, 'gm', 'blue-2'), await hexPos(page, 'gm', 16, 42))
  await page.keyboard.up('Shift')
  await expect.poll(() => at('blue-2')).toEqual({ q: 16, r: 42 })
  await page.keyboard.press('Escape')
  await page.keyboard.press('m')
  await expect(page.getByText('from a unit to a unit it reads between bases')).toBeVisible()
  const a = await tokenPos(page, 'gm', 'blue-1')
  const b = await tokenPos(page, 'gm', 'blue-2')
  await page.mouse.move(a.x, a.y)
  await page.mouse.down()
  await page.mouse.move(b.x, b.y, { steps: 8 })
  await page.mouse.up()
  await expect
    .poll(async () => (await overlay(page)).join(' | '))
    .toContain('6" between bases (7" point to point)')
  await page.screenshot({ path: 'test-results/bw-ruler.png' })

  // 3. Trooper 1 dragged 3" east then 1½" south: 4½" of its 5" Move, and it lands there.
  await page.keyboard.press('v')
  await page.keyboard.press('Escape')
  const trooper = await tokenPos(page, 'gm', 'blue-1')
  await page.mouse.move(trooper.x, trooper.y)
  await page.mouse.down()
  await page.mouse.move(trooper.x + 4, trooper.y, { steps: 2 })
  // The drag selects the trooper and its card opens beside the map: where the cells are is read
  // once that has settled, so a column that changed width cannot move the aim by half an inch.
  await expect.poll(async () => (await overlay(page)).join(' | ')).toContain('of 5"')
  const bend = await hexPos(page, 'gm', 22, 28)
  const end = await hexPos(page, 'gm', 22, 31)
  await page.mouse.move(bend.x, bend.y, { steps: 10 })
  await expect.poll(async () => (await overlay(page)).join(' | ')).toContain('3" of 5"')
  await page.mouse.move(end.x, end.y, { steps: 6 })
  await expect.poll(async () => (await overlay(page)).join(' | ')).toContain('4½" of 5"')
  await page.screenshot({ path: 'test-results/bw-drag.png' })
  await page.mouse.up()
  await expect.poll(() => at('blue-1')).toEqual({ q: 22, r: 31 })

  // 5 (before the Bazooka, whose missed rocket explodes at random). An explosion (3d10) set off
  // between Troopers 4 and 5: each unit it reaches listed with its dice by band (Trooper 4 1½"
  // from it, in the first band: 3d10; Trooper 5 4½" away, in the third: 1d10), then what each
  // took.
  await page.keyboard.press('Escape')
  const blastButton = page.getByRole('button', { name: 'Set off an explosion…' })
  await blastButton.click()
  // Opened at the foot of the side column, it brings itself into view (the list and Roll).
  await expect(page.getByRole('button', { name: 'Roll explosion' })).toBeInViewport()
  await page.getByLabel('x inches').fill('10')
  await page.getByLabel('y inches').fill('36')
  await page.getByLabel('Explosion dice').fill('3d10')
  // The tall side column scrolls by itself: the page (its top bar, the map) stays put.
  await expect(page.locator('[data-role="start-combat-button"]')).toBeInViewport()
  expect(await page.evaluate(() => document.scrollingElement?.scrollTop)).toBe(0)
  const blastRows = page.locator('[data-role="blast-row"]')
  await expect(blastRows.first()).toBeVisible()
  const row = (id: string) => page.locator(`[data-role="blast-row"][data-token="${id}"]`)
  await expect(row('blue-4')).toContainText('3d10')
  await expect(row('blue-5')).toContainText('1d10')
  expect(
    await blastRows.evaluateAll((els) => els.map((e) => e.getAttribute('data-token'))),
  ).toEqual(expect.arrayContaining(['blue-4', 'blue-5']))
  await page.screenshot({ path: 'test-results/bw-blast-before.png' })
  await page.getByRole('button', { name: 'Roll explosion' }).click()
  const results = page.locator('[data-role="blast-result"]')
  await expect(results.first()).toBeVisible()
  const took = (await results.allInnerTexts()).join('\n')
  // Each unit's line: its band's dice as rolled, their sum against its Armor roll.
  expect(took).toMatch(/Blue Trooper 4 at [\d½]+": \d+ \+ \d+ \+ \d+ = \d+ vs Armor \d+/)
  expect(took).toMatch(/Blue Trooper 5 at [\d½]+": \d+ = \d+ vs Armor \d+/)
  await page.screenshot({ path: 'test-results/bw-blast-after.png' })
  await blastButton.click()

  // 4. The Bazooka trooper fires at Trooper 3 with -4: a certain miss by the rules; the
  // log names MissedBy and where it landed, and the NearMiss area is drawn.
  await select(page, 'blue-bazooka')
  const acts = page.getByRole('region', { name: 'The selected unit acts' })
  await expect(acts.getByRole('heading', { name: 'Blue Bazooka acts' })).toBeVisible()
  await acts.getByLabel('Weapon').selectOption({ label: 'Bazooka' })
  await acts.getByLabel('Target').selectOption({ label: 'Blue Trooper 3' })
  await acts.locator('[data-check="modifier"]').fill('-4')
  await expect(acts.locator('[data-role="hit"]')).toHaveText(/^0(\.0)?\s?% to hit/)
  await acts.getByRole('button', { name: 'Roll attack' }).click()
  const attackLog = acts.locator('[data-role="attack-log"]')
  await expect(attackLog).toContainText(/miss by \d+/)
  await expect(attackLog).toContainText(/NearMiss up to \d/)
  await expect(attackLog).toContainText(/lands [\d½]+" from the aim at −?[\d½]+", −?[\d½]+"/)
  await expect.poll(async () => (await rings(page)).join(' | ')).toMatch(/NearMiss: missed by \d+/)
  await page.screenshot({ path: 'test-results/bw-nearmiss.png' })

  // 6. The hut set on fire (Burn Level 2); the fight's next turn burns it.
  await select(page, 'hut')
  // The Bazooka's panel went with its shooter, and its NearMiss area with it.
  await expect.poll(async () => (await rings(page)).join(' | ')).not.toMatch(/NearMiss/)
  // The hut has no weapons: no attack form for it, only its fire.
  await expect(acts.getByRole('heading', { name: 'Wooden hut acts' })).toBeVisible()
  await expect(acts.getByLabel('Weapon')).toHaveCount(0)
  await acts.locator('summary', { hasText: 'Fire' }).click()
  await acts.getByLabel('Burn Level').fill('2')
  await acts.getByRole('button', { name: 'Set on fire' }).click()
  await expect(acts.locator('[data-role="burning"]')).toContainText('Burn Level 2')
  await expect.poll(async () => (await state()).tokens?.hut?.instance?.burnLevel).toBe(2)
  await page.screenshot({ path: 'test-results/bw-fire.png' })

  await page.keyboard.press('Escape')
  await page.locator('[data-role="start-combat-button"]').click()
  const start = page.getByRole('dialog', { name: 'Start combat' })
  await start.locator('[data-role="combat-source"]').selectOption('visible')
  await start.locator('[data-role="roll-initiative"]').click()
  await expect(start).toHaveCount(0)
  const panel = page.getByRole('complementary', { name: 'Combat tracker' })
  await panel.locator('[data-role="begin-combat"]').click()
  await expect(panel.locator('[data-role="round"]')).toHaveText('Round 1')
  await panel.locator('[data-role="next-turn"]').click()
  const item = page.locator('[data-role="turn-items"] li', { hasText: 'Wooden hut burns' }).last()
  await expect(item).toContainText('Burn Level 2')
  // Below fifteen units in the tracker, the waiting item brings itself into view.
  await expect(item).toBeInViewport()
  await page.screenshot({ path: 'test-results/bw-fire-tick.png' })
  await item.locator('[data-role="roll-item"]').click()
  await expect
    .poll(() => newestLog(page))
    .toMatch(
      /Wooden hut[\s\S]*Fire \(Burn Level 2\)[\s\S]*(Burn Level \d|the fire goes out)[\s\S]*\d+ \+ \d+ = \d+ vs Armor/,
    )
  // No refusal was shown along the way.
  expect((await notices()).filter((n) => n.startsWith('error'))).toEqual([])

  // The players' pages: the battlefield without the red army under fog.
  for (const [name, viewport] of [
    ['players', { width: 1920, height: 1080 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    const players = await browser.newPage({ viewport })
    await players.goto(host.playerUrl)
    await mapReady(players, 'projector')
    await expect.poll(() => drawnTokens(players, 'projector')).toContain('blue-bazooka')
    const drawn = await drawnTokens(players, 'projector')
    expect(drawn.filter((id) => id.startsWith('red-'))).toEqual([])
    await expect(players.locator('body')).not.toContainText('Red ')
    await players.screenshot({ path: `test-results/bw-${name}.png` })
    await players.close()
  }
})
