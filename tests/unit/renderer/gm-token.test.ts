import { beforeEach, describe, expect, it } from 'vitest'
import { GM_TOKEN_KEY, takeGmToken } from '../../../renderer/src/api/client'
import { wsProtocols } from '../../../shared/api/ws-protocol'

const TOKEN = 'ab'.repeat(32)

function at(url: string): void {
  ;(window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url)
}

beforeEach(() => sessionStorage.clear())

describe('the GM token on the page', () => {
  it('is read from the fragment, kept for the tab and taken out of the address bar', () => {
    at(`http://127.0.0.1:5174/#token=${TOKEN}`)
    expect(takeGmToken()).toBe(TOKEN)
    expect(location.href).toBe('http://127.0.0.1:5174/')
    expect(sessionStorage.getItem(GM_TOKEN_KEY)).toBe(TOKEN)
    // A reload finds it in the tab's storage.
    expect(takeGmToken()).toBe(TOKEN)
  })

  it('still reads a link with the token in the query, and keeps the rest of the URL', () => {
    at(`http://127.0.0.1:5174/?token=${TOKEN}&view=gm#map=2`)
    expect(takeGmToken()).toBe(TOKEN)
    expect(location.href).toBe('http://127.0.0.1:5174/?view=gm#map=2')
  })

  it('is null on a page opened without one', () => {
    at('http://127.0.0.1:5174/')
    expect(takeGmToken()).toBeNull()
  })

  it('is offered to the socket as a subprotocol, a mangled one as a token the host refuses', () => {
    expect(wsProtocols(null)).toEqual(['bluebox'])
    expect(wsProtocols(TOKEN)).toEqual(['bluebox', `bluebox.gm.${TOKEN}`])
    expect(wsProtocols('two words, a comma')).toEqual(['bluebox', 'bluebox.gm.-'])
  })
})
