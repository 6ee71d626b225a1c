import { describe, expect, it } from 'vitest'
import { CommandRejected } from '../../../electron/main/commands/command'
import { moveTokenCommand } from '../../../electron/main/commands/token'
import { openDemoCampaign } from '../support/open-demo'
import { edgeKey, footprintHexes, hexEdge, hexKey, type Hex } from '../../../shared/geometry/hex'
import type { Campaign, Token } from '../../../shared/model'

const DEMO = openDemoCampaign()
// The Rust Sentinel: Large, speed 4, at (9,5) on the open 18 x 12 causeway map.
const SENTINEL = 'npc-sentinel'
const WEST = { q: 8, r: 5 }

function campaign(edit: (c: Campaign) => void = () => {}): Campaign {
  const c = structuredClone(DEMO)
  edit(c)
  return c
}

function sentinel(c: Campaign): Token {
  return c.tokens[SENTINEL]!
}

function move(state: Campaign, tokenId: string, to: Hex) {
  const step = moveTokenCommand(tokenId, to).run(state)
  return { next: step.state, metres: step.result.distance }
}

/** A wall on the west side of the Sentinel's north-east hex (10,4) only (facing 0). */
const oneHexWall = (c: Campaign) => {
  c.maps.causeway!.edges = { [edgeKey(hexEdge({ q: 10, r: 4 }, 3))]: 'wall' }
}

describe('map:moveToken with footprints', () => {
  it('the demo Sentinel is Large at (9,5), facing 0 by default, on the map cleared to open ground', () => {
    const s = sentinel(DEMO)
    expect([s.size, s.hex, s.facing, s.speed]).toEqual(['large', { q: 9, r: 5 }, undefined, 4])
    expect(footprintHexes(s.hex, 'large', 0).map(hexKey)).toEqual(['9,5', '10,5', '10,4'])
    expect(DEMO.maps.causeway!.edges ?? {}).toEqual({})
    expect(DEMO.maps.causeway!.terrain ?? {}).toEqual({})
  })

  it('a wall only its north-east hex crosses turns a 1 m step into a 2 m detour', () => {
    expect(move(campaign(), SENTINEL, WEST).metres).toBe(1)
    const { next, metres } = move(campaign(oneHexWall), SENTINEL, WEST)
    expect(metres).toBe(2)
    expect(sentinel(next).hex).toEqual(WEST)
    // A Medium token making the anchor's step beside that wall is not slowed.
    const medium = campaign((c) => {
      oneHexWall(c)
      c.tokens['pc-vaka']!.hex = { q: 9, r: 5 }
    })
    expect(move(medium, 'pc-vaka', WEST).metres).toBe(1)
  })

  it('passes the facing: turned half round, the footprint no longer meets that wall', () => {
    const turned = campaign((c) => {
      oneHexWall(c)
      sentinel(c).facing = 3
    })
    expect(move(turned, SENTINEL, WEST).metres).toBe(1)
  })

  it('a Prone token crawls: every metre doubled', () => {
    const prone = (c: Campaign) => {
      sentinel(c).instance = { hp: 10, thp: 0, plating: 0, conditions: ['prone'] }
    }
    expect(move(campaign(prone), SENTINEL, WEST).metres).toBe(2)
    expect(
      move(
        campaign((c) => {
          prone(c)
          oneHexWall(c)
        }),
        SENTINEL,
        WEST,
      ).metres,
    ).toBe(4)
    // Speed 4, 8 with a Dash: crawling 5 hexes (10 m) is too far, walking them is a Dash.
    const far = { q: 4, r: 5 }
    expect(move(campaign(), SENTINEL, far).metres).toBe(5)
    expect(() => move(campaign(prone), SENTINEL, far)).toThrow(
      'Rust Sentinel needs 10 m but has 4 m (8 m with a Dash)',
    )
    const otherConditions = (c: Campaign) => {
      sentinel(c).instance = { hp: 10, thp: 0, plating: 0, conditions: ['bleeding'] }
    }
    expect(move(campaign(otherConditions), SENTINEL, WEST).metres).toBe(1)
  })

  it('refuses an end where the whole footprint cannot stand, by name', () => {
    const rock = campaign((c) => {
      c.maps.causeway!.terrain = { '9,4': { kind: 'impassable' } }
    })
    // At (8,5) the footprint is (8,5), (9,5), (9,4): its north-east hex is on the rock.
    const run = () => move(rock, SENTINEL, WEST)
    expect(run).toThrow(CommandRejected)
    expect(run).toThrow("Rust Sentinel's footprint would stand on impassable terrain")
    // The anchor alone could stand there, and a free move (the GM placing it) is not checked.
    const free = moveTokenCommand(SENTINEL, WEST, true).run(rock)
    expect(sentinel(free.state).hex).toEqual(WEST)
    expect(free.result.distance).toBeNull()
  })

  it('refuses an end with the footprint partly off the map', () => {
    // (17,5) is the last column of row 5; the footprint reaches east beyond it.
    const edge = { q: 15, r: 5 }
    expect(() => move(campaign(), SENTINEL, edge)).toThrow(
      "Rust Sentinel's footprint would stand off the map",
    )
  })
})

describe('map:moveToken and room in the hex', () => {
  it('refuses to end a move on a Medium being, and lets a GM place it there freely', () => {
    const c = campaign()
    const mira = c.tokens['pc-mira']!.hex
    c.tokens['pc-vaka']!.hex = { q: mira.q, r: mira.r + 1 }
    expect(() => move(c, 'pc-vaka', mira)).toThrow(/Vaka has no room at .*: Mira is there/)
    const free = moveTokenCommand('pc-vaka', mira, true).run(c)
    expect(free.state.tokens['pc-vaka']!.hex).toEqual(mira)
  })

  it('lets two Small beings share a hex', () => {
    const c = campaign((x) => {
      x.tokens['pc-mira']!.size = 'small'
      x.tokens['pc-vaka']!.size = 'small'
      x.tokens['pc-vaka']!.hex = { q: 2, r: 3 }
    })
    const { next } = move(c, 'pc-vaka', { q: 2, r: 2 })
    expect(next.tokens['pc-vaka']!.hex).toEqual({ q: 2, r: 2 })
  })
})
