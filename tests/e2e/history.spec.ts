/**
 * Campaign history end to end, through the browser host on a scratch copy of the demo with a second
 * map (a cellar with a barrel): delete the map, look at the snapshot taken when the campaign opened
 * (read-only, the players' page untouched), take the map back, undo it, redo it; then a named
 * snapshot survives the pruning a small size limit causes.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, mapReady, startHost, test, toolbarButton } from './fixtures'

const MB = 1024 * 1024
const stamp = (d: Date) => d.toISOString().replace(/:/g, '-').replace('.', '-')

/** The demo with a Cellar map and a barrel on it; two old timed snapshots of 6 MB each. */
function seededCopy(now: Date): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'bb-e2e-history-')), 'campaign')
  cpSync('resources/demo-campaign', dir, { recursive: true })
  const file = join(dir, 'campaign.json')
  const c = JSON.parse(readFileSync(file, 'utf8'))
  c.maps.cellar = { ...c.maps.causeway, id: 'cellar', name: 'Cellar', cols: 8, rows: 6 }
  c.tokens['obj-barrel'] = {
    ...c.tokens['obj-crate'],
    id: 'obj-barrel',
    name: 'Barrel',
    mapId: 'cellar',
    hex: { q: 2, r: 2 },
  }
  writeFileSync(file, JSON.stringify(c, null, 1))
  // Older snapshots, each a different day (so the daily rule keeps both) and big enough that a
  // 10 MB limit must prune the oldest.
  mkdirSync(join(dir, 'backups'), { recursive: true })
  const big = JSON.stringify({ ...c, notes: { ...c.notes }, padding: 'x'.repeat(6 * MB) })
  for (const days of [3, 2]) {
    const at = new Date(now.getTime() - days * 24 * 3600 * 1000)
    writeFileSync(join(dir, 'backups', `${stamp(at)}-interval.json`), big)
  }
  return dir
}

test('delete a map, look at the snapshot before it, take it back, undo, redo; a named snapshot survives pruning', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const dir = seededCopy(new Date())
  const { host, child } = await startHost(['--campaign', dir])
  try {
    const gm = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
    const players = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const patches: string[] = []
    players.on('websocket', (ws) =>
      ws.on('framereceived', (f) => {
        const text = String(f.payload)
        if (text.includes('"state:patch"')) patches.push(text)
      }),
    )
    await gm.goto(host.gmUrl)
    await players.goto(host.playerUrl)
    await mapReady(gm, 'gm')
    await mapReady(players, 'projector')
    const mapPicker = gm.getByLabel('Map you are working on')
    const options = mapPicker.locator('option')

    // Delete the Cellar: the confirm names it and the barrel that goes with it.
    await mapPicker.selectOption('cellar')
    await expect(mapPicker).toHaveValue('cellar')
    await gm.locator('[data-role="delete-map"]').click()
    await expect(gm.locator('[data-role="delete-map-text"]')).toContainText(
      'Delete the map “Cellar”: its 1 token goes with it.',
    )
    await gm.locator('[data-role="delete-map-confirm-button"]').click()
    await expect(options).toHaveCount(1)
    await expect(options.first()).toContainText('Shattered Causeway')

    // History, from the keyboard: the snapshot taken when the campaign opened still has it.
    await gm.locator('body').click({ position: { x: 5, y: 1070 } })
    await gm.keyboard.press('Shift+H')
    const dialog = gm.locator('[data-role="history-dialog"]')
    await expect(dialog).toBeVisible()
    const opened = dialog.locator('[data-reason="open"]').first()
    await expect(opened).toBeVisible()
    const patchesBefore = patches.length
    await opened.locator('[data-role="snapshot-look"]').click()
    await expect(dialog).toBeHidden()

    // Read-only: the banner says so, the snapshot's maps show, and nothing can be edited.
    const banner = gm.locator('[data-role="snapshot-banner-text"]')
    await expect(banner).toContainText('Looking at the snapshot of')
    await expect(banner).toContainText(
      '(Opened) — read-only; the players still see the live campaign',
    )
    await expect(options).toHaveCount(2)
    await expect(mapPicker).toBeDisabled()
    await expect(gm.locator('[data-role="delete-map"]')).toBeDisabled()
    await expect(gm.locator('[data-role="start-combat-button"]')).toBeDisabled()

    // Any map of the snapshot can be looked at, without a word to main or the players.
    await gm.locator('[data-role="snapshot-map"]').selectOption('cellar')
    await expect(mapPicker).toHaveValue('cellar')
    expect(patches.length).toBe(patchesBefore)

    // Compare with now, take the map back: one undoable step, said in a notice and by Undo.
    await gm.locator('[data-role="snapshot-compare"]').click()
    const removed = gm.locator(
      '[data-role="snapshot-changes"] li[data-kind="map"][data-change="removed"]',
    )
    await expect(removed).toContainText('Map “Cellar” removed since')
    // The players' page heard nothing while the GM looked (main's state did not change).
    expect(patches.length).toBe(patchesBefore)
    await removed.locator('[data-role="take-back"]').click()
    await expect(gm.getByText('Take back map "Cellar": done, as in the snapshot.')).toBeVisible()
    await expect(removed).toHaveCount(0)
    const undo = gm.getByRole('button', { name: 'Undo', exact: true })
    await expect(undo).toHaveAttribute('title', /^Undo Take back map "Cellar"/)

    // Back to now (Esc): the live campaign, with the cellar again.
    await gm.keyboard.press('Escape')
    await expect(gm.locator('[data-role="snapshot-banner"]')).toHaveCount(0)
    await expect(mapPicker).toBeEnabled()
    await expect(options).toHaveCount(2)
    // The live campaign's own map, not the one looked at in the snapshot.
    await expect(mapPicker).toHaveValue('causeway')
    await expect(mapPicker.locator('option[value="cellar"]')).toHaveCount(1)

    await undo.click()
    await expect(mapPicker.locator('option[value="cellar"]')).toHaveCount(0)
    await gm.getByRole('button', { name: 'Redo', exact: true }).click()
    await expect(mapPicker.locator('option[value="cellar"]')).toHaveCount(1)
    // The players kept their map all along.
    await expect(players.locator('.caption')).toContainText('Shattered Causeway')

    // A named snapshot, then a 10 MB limit: the oldest timed one goes, the named one stays.
    await (await toolbarButton(gm, 'history-button')).click()
    await expect(dialog).toBeVisible()
    const rows = dialog.locator('[data-snapshot]')
    // Counted once the list has come: the snapshot taken at open, the two seeded ones, and the
    // restore's safety snapshot is not there (nothing was restored).
    await expect(dialog.locator('[data-reason="open"]')).toHaveCount(1)
    const before = await rows.count()
    expect(before).toBeGreaterThanOrEqual(3)
    await dialog.locator('[data-role="snapshot-name"]').fill('before the boss fight')
    await dialog.locator('[data-role="snapshot-name"]').press('Enter')
    const named = dialog.locator('[data-reason="named"]')
    await expect(named).toHaveCount(1)
    await expect(named.locator('[data-role="snapshot-why"]')).toHaveText(
      'Named: “before the boss fight”',
    )
    await expect(rows).toHaveCount(before + 1)
    await dialog.locator('[data-role="history-max-mb"]').fill('10')
    await dialog.locator('[data-role="history-policy-apply"]').click()
    const doomed = dialog.locator('[data-snapshot]:has([data-role="will-prune"])')
    await expect(doomed).toHaveCount(1)
    await expect(doomed).toHaveAttribute('data-reason', 'interval')
    await expect(named.locator('[data-role="will-prune"]')).toHaveCount(0)
    const doomedName = await doomed.getAttribute('data-snapshot')
    await dialog.locator('[data-role="history-policy-apply"]').click()
    await expect(dialog.locator(`[data-snapshot="${doomedName}"]`)).toHaveCount(0)
    await expect(rows).toHaveCount(before)
    await expect(named).toHaveCount(1)
  } finally {
    child.kill('SIGTERM')
  }
})
