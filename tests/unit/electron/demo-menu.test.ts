/**
 * File › Open a Demo and the "No campaign is open" prompt: both bundled demos, each opened as the
 * GM's own copy under Documents/Blue Box Campaigns (made once, opened again after), never the
 * bundled folder itself.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CampaignManager } from '../../../electron/main/session/campaign-manager'
import { CampaignStore } from '../../../electron/main/persistence/store'
import { createSession } from '../../../electron/main/session/session'
import { demoDir } from '../../../electron/main/app/paths'
import { demoFolder, tempRoot } from '../campaign/fixtures'
import { electronState, resetElectronState } from '../support/electron-mock'

/** The GM's Documents folder for this test; Electron's other paths are not to be written. */
const documents = vi.hoisted(() => ({ dir: '' }))

vi.mock('electron', async () => {
  const mock = (await import('../support/electron-mock')).electronMock()
  return {
    ...mock,
    app: {
      ...mock.app,
      isPackaged: false,
      getPath: (name: string) => {
        if (name !== 'documents') throw new Error(`unexpected app.getPath(${name})`)
        return documents.dir
      },
    },
  }
})

const electron = await import('electron')
const { Shell } = await import('../../../electron/main/app/shell')

const app = electron.app as unknown as { isPackaged: boolean }
const proc = process as unknown as { resourcesPath?: string }
const paths = { preload: '/p.cjs', rendererHtml: '/r/index.html' }
const TITLES = [
  'Blue Box: The Shattered Causeway',
  'Trait-Test (GG): The Mill Ford',
  'Zealots of Zaldar: The Goblin Crypt',
  'BrikWars: Brick Hill Skirmish',
]

async function setup() {
  const store = await CampaignStore.open(demoFolder())
  const session = createSession(store.campaign)
  const manager = new CampaignManager(session, { debounceMs: 1, maxDelayMs: 5 })
  await manager.use(store)
  const shell = new Shell({ session, manager, paths, userDataDir: tempRoot() })
  shell.openGm()
  const home = join(documents.dir, 'Blue Box Campaigns')
  return { session, manager, shell, home, actions: shell.actions! }
}

type Item = { label?: string; role?: string; submenu?: Item[]; click?: () => void }

function fileMenu(shell: InstanceType<typeof Shell>): Item[] {
  return (shell.menuTemplate()[0] as { submenu: Item[] }).submenu
}

function demoItems(shell: InstanceType<typeof Shell>): Item[] {
  return fileMenu(shell).find((i) => i.label === 'Open a Demo')!.submenu!
}

beforeEach(() => {
  resetElectronState()
  documents.dir = tempRoot()
  app.isPackaged = false
  delete proc.resourcesPath
})

describe('File › Open a Demo (electron mocked)', () => {
  it('lists every demo, after Open Recent', async () => {
    const { shell, manager } = await setup()
    const labels = fileMenu(shell).map((i) => i.label ?? i.role ?? '-')
    expect(labels.indexOf('Open a Demo')).toBe(labels.indexOf('Open Recent') + 1)
    expect(demoItems(shell).map((i) => i.label)).toEqual(TITLES)
    await manager.close()
  })

  it.each([
    [0, 'bluebox', 'Blue Box', 'The Shattered Causeway (demo)', { q: 1, r: 1 }],
    [1, 'gg', 'Trait-Test (GG)', 'The Mill Ford (GG demo)', { q: 1, r: 1 }],
    [2, 'zz', 'Zealots of Zaldar', 'The Goblin Crypt (ZZ demo)', { q: 1, r: 1 }],
    // A BrikWars trooper walks 1" (its first token stands at 8", 14"), within its 5" Move.
    [3, 'bw', 'BrikWars', 'Brick Hill Skirmish (BW demo)', { q: 18, r: 28 }],
  ] as const)(
    'item %i opens a copy of the %s demo in Documents/Blue Box Campaigns, playing its rules',
    async (index, rulesetId, rulesetName, folder, to) => {
      const { shell, manager, session, home } = await setup()
      const bundled = join(demoDir(rulesetId), 'campaign.json')
      const before = readFileSync(bundled)
      demoItems(shell)[index]!.click!()
      const copy = join(home, folder)
      // The manager takes the new folder before it has closed the old one and loaded the new.
      await vi.waitFor(() =>
        expect([manager.dir, session.history.state.rulesetId]).toEqual([copy, rulesetId]),
      )
      expect(manager.status()).toMatchObject({ rulesetId, rulesetName, readOnly: null })
      expect(existsSync(join(copy, 'campaign.json'))).toBe(true)
      // It is listed in Open Recent, and the window title names it.
      const recent = fileMenu(shell).find((i) => i.label === 'Open Recent')!.submenu!
      expect(recent[0]!.label).toMatch(
        new RegExp(`^${session.history.state.name.replace(/[()]/g, '\\$&')} \\(`),
      )
      // An edit lands in the copy; the bundled demo is never written.
      const tokenId = Object.keys(session.history.state.tokens)[0]!
      expect(session.dispatch('gm', 'map:moveToken', { tokenId, to }).ok).toBe(true)
      await manager.flush()
      const saved = JSON.parse(readFileSync(join(copy, 'campaign.json'), 'utf8')) as {
        tokens: Record<string, { hex: unknown }>
      }
      expect(saved.tokens[tokenId]!.hex).toEqual(to)
      expect(readFileSync(bundled)).toEqual(before)
      await manager.close()
    },
  )

  it('the copy is made once: opened again later, it keeps the changes and no second copy appears', async () => {
    const { actions, manager, session, home } = await setup()
    expect(await actions.openDemo('gg')).toBe(true)
    const gg = manager.dir!
    writeFileSync(join(gg, 'gm-notes.txt'), 'mine')
    const tokenId = Object.keys(session.history.state.tokens)[0]!
    session.dispatch('gm', 'map:moveToken', { tokenId, to: { q: 1, r: 2 } })
    expect(await actions.openDemo('bluebox')).toBe(true)
    expect(session.history.state.rulesetId).toBe('bluebox')
    expect(await actions.openDemo('gg')).toBe(true)
    expect(manager.dir).toBe(gg)
    expect(session.history.state.rulesetId).toBe('gg')
    expect(session.history.state.tokens[tokenId]!.hex).toEqual({ q: 1, r: 2 })
    expect(readFileSync(join(gg, 'gm-notes.txt'), 'utf8')).toBe('mine')
    expect(readdirSync(home).sort()).toEqual([
      'The Mill Ford (GG demo)',
      'The Shattered Causeway (demo)',
    ])
    await manager.close()
  })

  it("a folder of the copy's name that holds no campaign is left alone: the copy goes beside it", async () => {
    const { actions, manager, home } = await setup()
    const stranger = join(home, 'The Mill Ford (GG demo)')
    mkdirSync(stranger, { recursive: true })
    writeFileSync(join(stranger, 'letter.txt'), 'not a campaign')
    expect(await actions.openDemo('gg')).toBe(true)
    expect(manager.dir).toBe(join(home, 'The Mill Ford (GG demo 2)'))
    expect(readdirSync(stranger)).toEqual(['letter.txt'])
    await manager.close()
  })

  it('installed, a demo missing from the resources is reported and the open campaign stays', async () => {
    const { actions, manager } = await setup()
    const before = manager.dir
    app.isPackaged = true
    proc.resourcesPath = tempRoot()
    expect(await actions.openDemo('gg')).toBe(false)
    expect(manager.dir).toBe(before)
    expect(electronState.messageBoxes.at(-1)).toMatchObject({
      message: 'The demo "Trait-Test (GG): The Mill Ford" could not be copied',
    })
    await manager.close()
  })
})

describe('the "No campaign is open" prompt (electron mocked)', () => {
  it('offers every demo; picking one opens its copy', async () => {
    const { actions, manager, session, home } = await setup()
    await actions.close()
    const quit = vi.fn()
    electronState.nextResponses.push(3)
    await actions.welcome(quit)
    expect(electronState.messageBoxes.at(-1)).toMatchObject({
      message: 'No campaign is open',
      buttons: ['Open Campaign…', 'New Campaign…', ...TITLES.map((t) => `Demo: ${t}`), 'Quit'],
    })
    expect(manager.dir).toBe(join(home, 'The Mill Ford (GG demo)'))
    expect(session.history.state.rulesetId).toBe('gg')
    expect(quit).not.toHaveBeenCalled()
    await manager.close()
  })

  it('asks again until a campaign is open (a cancelled picker), and Quit quits', async () => {
    const { actions, manager, session, home } = await setup()
    await actions.close()
    const quit = vi.fn()
    // Open Campaign… cancelled (no folder picked), then the Blue Box demo.
    electronState.nextResponses.push(0, 2)
    await actions.welcome(quit)
    expect(
      electronState.messageBoxes.filter((b) => b.message === 'No campaign is open'),
    ).toHaveLength(2)
    expect(manager.dir).toBe(join(home, 'The Shattered Causeway (demo)'))
    expect(session.history.state.rulesetId).toBe('bluebox')
    await actions.close()
    // Quit comes after Open, New and the four demos.
    electronState.nextResponses.push(6)
    await actions.welcome(quit)
    expect(quit).toHaveBeenCalledOnce()
    expect(manager.dir).toBeNull()
  })
})
