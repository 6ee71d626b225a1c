/**
 * The campaign archive's own extension and the app opening one it is given (the installers' file
 * association): command line, macOS open-file, a second copy's command line. Electron mocked.
 */
import { existsSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ARCHIVE_EXTENSION, exportCampaign } from '../../../electron/main/persistence/archive'
import { CampaignManager } from '../../../electron/main/session/campaign-manager'
import { CampaignStore } from '../../../electron/main/persistence/store'
import { createSession } from '../../../electron/main/session/session'
import { demoFolder, tempRoot } from '../campaign/fixtures'
import { electronState, resetElectronState, type FakeWindow } from '../support/electron-mock'

vi.mock('electron', async () => (await import('../support/electron-mock')).electronMock())

const electron = await import('electron')
const { Shell } = await import('../../../electron/main/app/shell')
const { archiveFolderName } = await import('../../../electron/main/app/campaign-menu')
const { ArchiveOpener, archiveInArgv } = await import('../../../electron/main/app/open-archive')

type Listener = (...args: unknown[]) => void

/** The listener the code under test registered last for an app event. */
function appListener(event: string): Listener {
  const calls = vi.mocked(electron.app.on).mock.calls as unknown as [string, Listener][]
  const found = calls.filter(([e]) => e === event).at(-1)
  if (!found) throw new Error(`nothing listens to app "${event}"`)
  return found[1]
}

async function setup() {
  const root = tempRoot()
  const dir = demoFolder(root)
  const store = await CampaignStore.open(dir)
  const session = createSession(store.campaign)
  const manager = new CampaignManager(session, { debounceMs: 1, maxDelayMs: 5 })
  await manager.use(store)
  const shell = new Shell({
    session,
    manager,
    paths: { preload: '/p.cjs', rendererHtml: '/r/index.html' },
    userDataDir: tempRoot(),
    onCampaignClosed: () => {},
  })
  const gm = shell.openGm() as unknown as FakeWindow
  return { root, dir, manager, shell, gm, actions: shell.actions! }
}

/** A real archive of the demo campaign, under the given file name. */
async function archiveNamed(name: string): Promise<string> {
  const file = join(tempRoot(), name)
  await exportCampaign(demoFolder(), file)
  return file
}

beforeEach(() => {
  resetElectronState()
  vi.restoreAllMocks()
})

describe('the archive extension', () => {
  it('is its own, not .zip', () => {
    expect(ARCHIVE_EXTENSION).toBe('bbcampaign')
  })

  it('Export Archive offers <campaign>.bbcampaign and writes it there', async () => {
    const { dir, root, actions, manager } = await setup()
    const save = vi.spyOn(electron.dialog, 'showSaveDialog')
    const target = join(root, 'Causeway.bbcampaign')
    electronState.savePaths.push(target)
    await actions.exportDialog()
    const options = save.mock.calls[0]!.at(-1) as {
      defaultPath: string
      filters: { extensions: string[] }[]
    }
    expect(options.defaultPath).toBe(`${dir}.bbcampaign`)
    expect(options.filters).toEqual([{ name: 'Campaign archive', extensions: ['bbcampaign'] }])
    expect(existsSync(target)).toBe(true)
    await manager.close()
  })

  it('Import Archive accepts .bbcampaign and .zip, and imports a .zip-named archive', async () => {
    const { root, actions, manager } = await setup()
    const open = vi.spyOn(electron.dialog, 'showOpenDialog')
    const zip = await archiveNamed('old export.bluebox.zip')
    electronState.openPaths.push([zip])
    const target = join(root, 'old export')
    electronState.savePaths.push(target)
    await actions.importDialog()
    const options = open.mock.calls[0]!.at(-1) as { filters: { extensions: string[] }[] }
    expect(options.filters[0]!.extensions).toEqual(['bbcampaign', 'zip'])
    expect(manager.dir).toBe(target)
    await manager.close()
  })

  it.each([
    ['Causeway.bbcampaign', 'Causeway'],
    ['Causeway.BBCAMPAIGN', 'Causeway'],
    ['Causeway.bluebox.zip', 'Causeway'],
    ['Causeway.zip', 'Causeway'],
    ['Causeway.bbcampaign.zip', 'Causeway.bbcampaign'],
  ])('unpacks %s into a folder named %s by default', (file, folder) => {
    expect(archiveFolderName(join('/x', file))).toBe(folder)
  })
})

describe('archiveInArgv', () => {
  it.each([
    [
      ['/opt/Blue Box GM/bluebox-gm', '/home/gm/Causeway.bbcampaign'],
      '/home/gm/Causeway.bbcampaign',
    ],
    [
      ['C:\\BB\\Blue Box GM.exe', '--allow-file-access', 'Causeway.BBCAMPAIGN'],
      '/cwd/Causeway.BBCAMPAIGN',
    ],
    [['bluebox-gm', '/tmp/friend.zip'], '/tmp/friend.zip'],
    [['bluebox-gm', 'file:///home/gm/My%20Table.bbcampaign'], '/home/gm/My Table.bbcampaign'],
    [['bluebox-gm', 'file://remote-host/share/x.bbcampaign'], null],
    [['electron', '.'], null],
    [['electron', '.', '--inspect=9229'], null],
    [['bluebox-gm', '--open=/tmp/a.bbcampaign'], null],
    [['/tmp/argv0-is-the-app.bbcampaign'], null],
    [['bluebox-gm', '/tmp/notes.txt'], null],
  ])('%j -> %s', (argv, expected) => {
    expect(archiveInArgv(argv, '/cwd')).toBe(expected)
  })
})

describe('opening an archive the app is given (electron mocked)', () => {
  it('launched with an archive: nothing happens before the app is ready, then it imports as File › Import does', async () => {
    const archive = await archiveNamed('Causeway.bbcampaign')
    const opener = new ArchiveOpener(['bluebox-gm', archive], '/')
    const save = vi.spyOn(electron.dialog, 'showSaveDialog')
    expect(save).not.toHaveBeenCalled()

    const { root, actions, manager } = await setup()
    const target = join(root, 'Imported')
    electronState.savePaths.push(target)
    await opener.ready((file) => actions.importArchive(file))
    const options = save.mock.calls[0]!.at(-1) as {
      title: string
      buttonLabel: string
      defaultPath: string
    }
    expect(options.title).toBe('Import Causeway.bbcampaign into a new folder')
    expect(options.buttonLabel).toBe('Import')
    expect(options.defaultPath).toBe('Causeway')
    expect(manager.dir).toBe(target)
    expect(existsSync(join(target, 'campaign.json'))).toBe(true)
    await manager.close()
  })

  it('asked where to unpack and cancelled: nothing is imported, the open campaign stays', async () => {
    const archive = await archiveNamed('Causeway.bbcampaign')
    const { dir, actions, manager } = await setup()
    const opener = new ArchiveOpener(['bluebox-gm', archive], '/')
    await opener.ready((file) => actions.importArchive(file))
    expect(electronState.messageBoxes).toEqual([])
    expect(manager.dir).toBe(dir)
    await manager.close()
  })

  it('macOS open-file before ready is kept, default-prevented, and imported once ready', async () => {
    const archive = await archiveNamed('Mac.bbcampaign')
    const opener = new ArchiveOpener(
      ['/Applications/Blue Box GM.app/Contents/MacOS/Blue Box GM'],
      '/',
    )
    const event = { preventDefault: vi.fn() }
    appListener('open-file')(event, archive)
    expect(event.preventDefault).toHaveBeenCalled()

    const { root, actions, manager } = await setup()
    const target = join(root, 'From Finder')
    electronState.savePaths.push(target)
    await opener.ready((file) => actions.importArchive(file))
    expect(manager.dir).toBe(target)
    await manager.close()
  })

  it('a second copy started with an archive: the window comes forward and the archive imports', async () => {
    const archive = await archiveNamed('Second.bbcampaign')
    const { root, actions, manager, gm } = await setup()
    const opener = new ArchiveOpener(['bluebox-gm'], '/')
    await opener.ready((file) => actions.importArchive(file))
    const focus = vi.spyOn(gm as unknown as { focus(): void }, 'focus')
    ;(gm as unknown as { isMinimized(): boolean }).isMinimized = () => false

    const target = join(root, 'From second copy')
    electronState.savePaths.push(target)
    const relative = 'Second.bbcampaign'
    appListener('second-instance')({}, ['bluebox-gm', relative], join(archive, '..'))
    await opener.idle()
    expect(focus).toHaveBeenCalled()
    expect(manager.dir).toBe(target)
    await manager.close()
  })

  it('a second copy without an archive only brings the window forward', async () => {
    const { dir, manager, gm, actions } = await setup()
    const opener = new ArchiveOpener(['bluebox-gm'], '/')
    const importer = vi.fn((file: string) => actions.importArchive(file))
    await opener.ready(importer)
    const focus = vi.spyOn(gm as unknown as { focus(): void }, 'focus')
    ;(gm as unknown as { isMinimized(): boolean }).isMinimized = () => false
    appListener('second-instance')({}, ['bluebox-gm', '--no-sandbox'], '/')
    await opener.idle()
    expect(focus).toHaveBeenCalled()
    expect(importer).not.toHaveBeenCalled()
    expect(manager.dir).toBe(dir)
    await manager.close()
  })

  it('archives that come while one imports wait their turn, and a failure does not stop the next', async () => {
    const opener = new ArchiveOpener(['bluebox-gm', '/a.bbcampaign'], '/')
    const log: string[] = []
    let finishFirst!: () => void
    const importer = vi.fn((file: string) => {
      log.push(`start ${file}`)
      if (file === '/a.bbcampaign') {
        return new Promise<void>((resolve) => {
          finishFirst = () => {
            log.push(`end ${file}`)
            resolve()
          }
        })
      }
      if (file === '/b.bbcampaign') return Promise.reject(new Error('broken archive'))
      log.push(`end ${file}`)
      return Promise.resolve()
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    void opener.ready(importer)
    appListener('open-file')({ preventDefault() {} }, '/b.bbcampaign')
    appListener('open-file')({ preventDefault() {} }, '/c.bbcampaign')
    await vi.waitFor(() => expect(log).toEqual(['start /a.bbcampaign']))
    finishFirst()
    await opener.idle()
    expect(log).toEqual([
      'start /a.bbcampaign',
      'end /a.bbcampaign',
      'start /b.bbcampaign',
      'start /c.bbcampaign',
      'end /c.bbcampaign',
    ])
  })
})

// The archive's bytes are the same whatever it is called: renaming an export to .zip still imports.
it('an export renamed to .zip imports through the launch path too', async () => {
  const file = await archiveNamed('Renamed.bbcampaign')
  const zip = file.replace(/\.bbcampaign$/, '.zip')
  renameSync(file, zip)
  const { root, actions, manager } = await setup()
  const opener = new ArchiveOpener(['bluebox-gm', zip], '/')
  const target = join(root, 'Renamed')
  electronState.savePaths.push(target)
  await opener.ready((f) => actions.importArchive(f))
  expect(manager.dir).toBe(target)
  await manager.close()
})
