import { describe, it, expect } from 'vitest'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import {
  DEMO_FOLDERS,
  parseServeArgs,
  SERVE_USAGE,
  UsageError,
} from '../../../electron/main/lan/serve-args'
import type { ServeArgs } from '../../../electron/main/lan/serve-args'

const DEFAULTS: ServeArgs = {
  port: 5174,
  lan: false,
  campaign: null,
  demo: 'bluebox',
  allowHosts: [],
}

function usageErrorOf(argv: string[]): UsageError {
  try {
    parseServeArgs(argv)
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError)
    return err as UsageError
  }
  throw new Error(`expected a UsageError for ${JSON.stringify(argv)}`)
}

describe('parseServeArgs', () => {
  it.each<[string[], Partial<ServeArgs>]>([
    [[], {}],
    [['--port', '0'], { port: 0 }],
    [['--port=8080'], { port: 8080 }],
    [['--port', '65535'], { port: 65535 }],
    [['--port', '80'], { port: 80 }],
    [['--lan'], { lan: true }],
    [['--allow-host', 'Table-Laptop.local'], { allowHosts: ['table-laptop.local'] }],
    [['--allow-host=gm.lan', '--allow-host', '[fd00::1]'], { allowHosts: ['gm.lan', '[fd00::1]'] }],
    [['--campaign', 'games/run.json'], { campaign: 'games/run.json' }],
    [['--campaign=a=b.json'], { campaign: 'a=b.json' }],
    [['--campaign', 'path with spaces/c.json'], { campaign: 'path with spaces/c.json' }],
    [
      ['--lan', '--port', '9000', '--campaign=x.json'],
      { lan: true, port: 9000, campaign: 'x.json' },
    ],
    [['--port', '1', '--port', '2'], { port: 2 }],
    [['--demo'], { demo: 'bluebox' }],
    [['--demo', 'gg'], { demo: 'gg' }],
    [['--demo=gg', '--lan'], { demo: 'gg', lan: true }],
    [['--demo', '--lan'], { demo: 'bluebox', lan: true }],
    [['--lan', '--demo', 'bluebox'], { demo: 'bluebox', lan: true }],
  ])('%j gives %j', (argv, expected) => {
    expect(parseServeArgs(argv)).toEqual({ ...DEFAULTS, ...expected })
  })

  it.each<[string[], string, RegExp]>([
    [['--port', 'abc'], '--port', /abc/],
    [['--port', '70000'], '--port', /70000/],
    [['--port', '65536'], '--port', /65536/],
    [['--port', '-1'], '--port', /-1/],
    [['--port', '80.5'], '--port', /80\.5/],
    [['--port', '1e3'], '--port', /1e3/],
    [['--port', ' 80'], '--port', /0\.\.65535/],
    [['--port=abc'], '--port', /abc/],
    [['--port'], '--port', /needs a value/],
    [['--port='], '--port', /needs a value/],
    [['--campaign'], '--campaign', /needs a value/],
    [['--campaign='], '--campaign', /needs a value/],
    [['--lan', '--port'], '--port', /needs a value/],
    [['--verbose'], '--verbose', /unknown argument/],
    [['--po', '80'], '--po', /unknown argument/],
    [['-p', '80'], '-p', /unknown argument/],
    [['serve.json'], 'serve.json', /unknown argument/],
    [['--LAN'], '--LAN', /unknown argument/],
    [['--allow-host', 'evil.example:80'], '--allow-host', /without a port/],
    [['--allow-host', 'a b'], '--allow-host', /a b/],
    [['--allow-host'], '--allow-host', /needs a value/],
    [['--demo', 'zaldar'], '--demo', /bluebox, gg, zz, bw, got "zaldar"/],
    [['--demo='], '--demo', /got ""/],
    [['--demo', 'gg', '--campaign', 'x'], '--demo', /cannot be used together/],
  ])('%j is a UsageError naming %s', (argv, flag, detail) => {
    const err = usageErrorOf(argv)
    expect(err.message).toContain(flag)
    expect(err.message).toMatch(detail)
  })

  it('shows the usage line for an unknown flag', () => {
    expect(usageErrorOf(['--nope']).message).toContain(SERVE_USAGE)
  })

  it.each([['--help'], ['-h']])('%s answers with the usage line', (flag) => {
    expect(usageErrorOf([flag]).message).toBe(SERVE_USAGE)
  })

  it('the usage line names every bundled demo, each of which --demo accepts', () => {
    for (const id of ['bluebox', 'gg', 'zz', 'bw']) {
      expect(SERVE_USAGE).toContain(id)
      expect(parseServeArgs(['--demo', id]).demo).toBe(id)
    }
  })

  it.each(Object.entries(DEMO_FOLDERS))('--demo %s names a bundled campaign (%s)', (_, folder) => {
    expect(existsSync(join(__dirname, '../../../resources', folder, 'campaign.json'))).toBe(true)
  })

  it('does not modify argv', () => {
    const argv = ['--port', '81', '--lan']
    parseServeArgs(argv)
    expect(argv).toEqual(['--port', '81', '--lan'])
  })

  // An inline value must not be ignored: `--lan=false` turning the LAN server on would expose the session.
  it.each([['--lan=false'], ['--lan=no'], ['--lan=0']])('%s is a UsageError, not LAN on', (arg) => {
    expect(usageErrorOf([arg]).message).toContain('--lan')
  })
})
