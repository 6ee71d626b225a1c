/**
 * A stand-in for the `electron` module: records windows, handlers, menus and sent events so the
 * Electron layer is tested without the binary. Use with `vi.mock('electron', () => electronMock())`.
 */
import { vi } from 'vitest'

type Listener = (...args: unknown[]) => void

export interface FakeWebContents {
  id: number
  mainFrame: object
  sent: { channel: string; payload: unknown }[]
  listeners: Map<string, Listener[]>
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null
  destroyed: boolean
  send(channel: string, payload: unknown): void
  on(event: string, l: Listener): FakeWebContents
  once(event: string, l: Listener): FakeWebContents
  emit(event: string, ...args: unknown[]): void
  setWindowOpenHandler(h: (details: { url: string }) => { action: string }): void
  isDestroyed(): boolean
}

export interface FakeWindow {
  options: Record<string, unknown>
  webContents: FakeWebContents
  loaded: { file?: string; url?: string; options?: unknown }
  bounds: { x: number; y: number; width: number; height: number }
  fullscreen: boolean
  closed: boolean
}

export interface ElectronState {
  windows: FakeWindow[]
  handlers: Map<string, (event: unknown, payload: unknown) => unknown>
  displays: {
    id: number
    label: string
    bounds: { x: number; y: number; width: number; height: number }
  }[]
  primaryId: number
  menus: unknown[]
  errors: { title: string; content: string }[]
  screenListeners: Map<string, Listener[]>
  /** Message boxes shown, and the button index the next one answers with. */
  messageBoxes: { message: string; detail?: string; buttons?: string[] }[]
  nextResponses: number[]
  /** What the next open/save dialogs return (undefined = cancelled). */
  openPaths: string[][]
  savePaths: (string | undefined)[]
  revealed: string[]
}

let nextContentsId = 1

export const electronState: ElectronState = {
  windows: [],
  handlers: new Map(),
  displays: [],
  primaryId: 1,
  menus: [],
  errors: [],
  screenListeners: new Map(),
  messageBoxes: [],
  nextResponses: [],
  openPaths: [],
  savePaths: [],
  revealed: [],
}

export function resetElectronState(): void {
  electronState.windows.length = 0
  electronState.handlers.clear()
  electronState.menus.length = 0
  electronState.errors.length = 0
  electronState.screenListeners.clear()
  electronState.messageBoxes.length = 0
  electronState.nextResponses.length = 0
  electronState.openPaths.length = 0
  electronState.savePaths.length = 0
  electronState.revealed.length = 0
  electronState.displays = [
    { id: 1, label: 'Laptop', bounds: { x: 0, y: 0, width: 1920, height: 1080 } },
  ]
  electronState.primaryId = 1
}

export function fakeWebContents(): FakeWebContents {
  const wc: FakeWebContents = {
    id: nextContentsId++,
    mainFrame: {},
    sent: [],
    listeners: new Map(),
    windowOpenHandler: null,
    destroyed: false,
    send(channel, payload) {
      // Electron serialises with structured clone: keep a deep copy, as the page would get.
      this.sent.push({ channel, payload: structuredClone(payload) })
    },
    on(event, l) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), l])
      return this
    },
    once(event, l) {
      return this.on(event, l)
    },
    emit(event, ...args) {
      for (const l of this.listeners.get(event) ?? []) l(...args)
    },
    setWindowOpenHandler(h) {
      this.windowOpenHandler = h
    },
    isDestroyed() {
      return this.destroyed
    },
    printToPDF: () => Promise.resolve(Buffer.from('%PDF-1.7 printed')),
  } as FakeWebContents
  return wc
}

export function electronMock() {
  class BrowserWindow implements FakeWindow {
    options: Record<string, unknown>
    webContents = fakeWebContents()
    loaded: FakeWindow['loaded'] = {}
    bounds: FakeWindow['bounds']
    fullscreen: boolean
    closed = false
    windowListeners = new Map<string, Listener[]>()
    static getAllWindows = () => electronState.windows.filter((w) => !w.closed)
    static fromWebContents = (wc: FakeWebContents) =>
      electronState.windows.find((w) => w.webContents === wc) ?? null
    constructor(options: Record<string, unknown>) {
      this.options = options
      this.bounds = {
        x: Number(options.x ?? 0),
        y: Number(options.y ?? 0),
        width: Number(options.width ?? 800),
        height: Number(options.height ?? 600),
      }
      this.fullscreen = options.fullscreen === true
      electronState.windows.push(this)
    }
    loadFile(file: string, options?: unknown) {
      this.loaded = { file, options }
      return Promise.resolve()
    }
    loadURL(url: string) {
      this.loaded = { url }
      return Promise.resolve()
    }
    on(event: string, l: Listener) {
      this.windowListeners.set(event, [...(this.windowListeners.get(event) ?? []), l])
      return this
    }
    once(event: string, l: Listener) {
      return this.on(event, l)
    }
    show() {}
    focus() {}
    setMenuBarVisibility() {}
    setTitle(title: string) {
      this.options.title = title
    }
    isDestroyed() {
      return this.closed
    }
    isFullScreen() {
      return this.fullscreen
    }
    setFullScreen(v: boolean) {
      this.fullscreen = v
    }
    setBounds(b: FakeWindow['bounds']) {
      this.bounds = b
    }
    getBounds() {
      return { ...this.bounds }
    }
    setProgressBar(v: number) {
      this.progress.push(v)
    }
    progress: number[] = []
    setDocumentEdited(v: boolean) {
      this.documentEdited = v
    }
    documentEdited = false
    close() {
      this.closed = true
      this.webContents.destroyed = true
      this.webContents.emit('destroyed')
      for (const l of this.windowListeners.get('closed') ?? []) l()
    }
  }
  return {
    BrowserWindow,
    ipcMain: {
      handle: vi.fn((channel: string, fn: (event: unknown, payload: unknown) => unknown) => {
        if (electronState.handlers.has(channel)) throw new Error(`second handler for ${channel}`)
        electronState.handlers.set(channel, fn)
      }),
      removeHandler: vi.fn((channel: string) => electronState.handlers.delete(channel)),
    },
    screen: {
      getAllDisplays: () => electronState.displays,
      getPrimaryDisplay: () => electronState.displays.find((d) => d.id === electronState.primaryId),
      on: (event: string, l: Listener) => {
        electronState.screenListeners.set(event, [
          ...(electronState.screenListeners.get(event) ?? []),
          l,
        ])
      },
    },
    Menu: {
      buildFromTemplate: (template: unknown) => template,
      setApplicationMenu: (menu: unknown) => electronState.menus.push(menu),
    },
    dialog: {
      showErrorBox: (title: string, content: string) =>
        electronState.errors.push({ title, content }),
      showMessageBox: (...args: unknown[]) => {
        const options = (args.length > 1 ? args[1] : args[0]) as {
          message: string
          detail?: string
          buttons?: string[]
        }
        electronState.messageBoxes.push(options)
        return Promise.resolve({
          response: electronState.nextResponses.shift() ?? 0,
          checkboxChecked: false,
        })
      },
      showOpenDialog: () => {
        const paths = electronState.openPaths.shift()
        return Promise.resolve({ canceled: !paths, filePaths: paths ?? [] })
      },
      showSaveDialog: () => {
        const path = electronState.savePaths.shift()
        return Promise.resolve({ canceled: !path, filePath: path ?? '' })
      },
    },
    shell: {
      openExternal: vi.fn(() => Promise.resolve()),
      showItemInFolder: (p: string) => electronState.revealed.push(p),
    },
    app: { getPath: () => '/tmp', on: vi.fn(), whenReady: () => Promise.resolve() },
  }
}
