import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { drag, expect, hexPos, mapReady, startHost, test, tokenPos } from './fixtures'

function demoCopy(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'bb-e2e-')), 'campaign')
  cpSync('resources/demo-campaign', dir, { recursive: true })
  return dir
}

test('a move on the map reaches the campaign file on disk, and the toolbar says so', async ({
  browser,
}) => {
  const dir = demoCopy()
  const { host, child } = await startHost(['--campaign', dir])
  try {
    expect(host.output()).toContain(`Campaign folder: ${dir} (autosaved)`)
    const page = await browser.newPage({ viewport: { width: 1400, height: 860 } })
    await page.goto(host.gmUrl)
    await mapReady(page, 'gm')
    await drag(page, await tokenPos(page, 'gm', 'pc-mira'), await hexPos(page, 'gm', 6, 4))
    await expect(page.locator('[data-token-id="pc-mira"] [data-role="hex"]')).toHaveText('6,4')
    await expect(page.locator('[data-role="save-state"]')).toHaveText(/^Saved/)
    const onDisk = JSON.parse(readFileSync(join(dir, 'campaign.json'), 'utf8'))
    expect(onDisk.tokens['pc-mira'].hex).toEqual({ q: 6, r: 4 })

    // A second host on the same folder is refused: one writer per campaign.
    const second = spawnSync(
      process.execPath,
      ['dist/main/serve.js', '--port', '0', '--campaign', dir],
      { encoding: 'utf8', timeout: 15_000 },
    )
    expect(second.status).toBe(1)
    expect(second.stderr).toContain('is already open in process')
  } finally {
    child.kill('SIGTERM')
  }
})

test('a broken campaign is refused with the file, the path and the problem, and left as it was', async () => {
  const dir = demoCopy()
  const broken = '{"schemaVersion": 2, "name": "Half written'
  writeFileSync(join(dir, 'campaign.json'), broken)
  const r = spawnSync(process.execPath, ['dist/main/serve.js', '--port', '0', '--campaign', dir], {
    encoding: 'utf8',
    timeout: 15_000,
  })
  expect(r.status).toBe(1)
  expect(r.stderr).toContain(join(dir, 'campaign.json'))
  expect(r.stderr).toContain('not valid JSON')
  expect(readFileSync(join(dir, 'campaign.json'), 'utf8')).toBe(broken)
})
