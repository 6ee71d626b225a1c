/**
 * The dispatcher's handlers are typed from the contract: each one's input is its channel's
 * schema's output and its output the contract's. These cases are checked by `npm run typecheck`
 * (tsconfig.node.json covers tests/unit): a handler that disagrees with its schema does not build.
 */
import { describe, expect, expectTypeOf, it } from 'vitest'
import { channelSchemas, type HandlerInput } from '../../../shared/api'
import type { Handler, Handlers } from '../../../electron/main/session/dispatcher'

describe('dispatcher handler types', () => {
  it('derive each input from the channel schema', () => {
    expectTypeOf<HandlerInput<'map:moveToken'>>().toEqualTypeOf<{
      tokenId: string
      to: { q: number; r: number }
      free?: boolean | undefined
      override?: boolean | undefined
      quickStep?: boolean | undefined
      via?: { q: number; r: number }[] | undefined
    }>()
    expectTypeOf<Parameters<Handlers['fog:reveal']>[0]>().toEqualTypeOf<
      HandlerInput<'fog:reveal'>
    >()
    // Not `never`: a handler receives what its schema parsed.
    expectTypeOf<Parameters<Handlers['token:rotate']>[0]>().not.toBeNever()
  })

  it('refuse a handler whose input or output disagrees with its schema', () => {
    // The right shape compiles.
    const good: Handler<'token:rotate'> = (i) => ({ changed: i.facing > 0 })
    // @ts-expect-error facing is a number in the schema, not a string
    const wrongInput: Handler<'token:rotate'> = (i: { tokenId: string; facing: string }) => ({
      changed: i.facing === '1',
    })
    // @ts-expect-error a field the schema does not have
    const extraField: Handler<'fog:push'> = (i: { mapId: string; force: boolean }) => ({
      changed: i.force,
    })
    // @ts-expect-error the contract's output is { changed: boolean }
    const wrongOutput: Handler<'token:remove'> = () => ({ removed: true })
    // A schema whose field changes type no longer fits the handler written for the old one.
    const moved: Handler<'map:moveToken'> = (i) => ({
      moved: true,
      distance: i.to.q,
      unit: 'm',
      opportunities: [],
    })
    expect([good, wrongInput, extraField, wrongOutput, moved]).toHaveLength(5)
    expect(
      channelSchemas['token:rotate'].input.safeParse({ tokenId: 't', facing: 6 }).success,
    ).toBe(false)
  })
})
