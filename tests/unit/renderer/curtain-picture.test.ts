/**
 * The curtain's picture on the GM's page: the chosen image is opened for the preview, and one
 * whose file cannot be read is named with what to do (the players then see the plain curtain).
 */
import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import type { Asset, Campaign } from '../../../shared/model'

const opened = vi.hoisted(() => ({ fail: false, urls: [] as string[] }))
vi.mock('../../../renderer/src/api/asset-fetch', () => ({
  openImageUrl: async (url: string) => {
    opened.urls.push(url)
    if (opened.fail) throw new Error(`${url}: 404 Not Found`)
    return { src: `blob:${url}`, release: () => {} }
  },
}))
const { useCurtainPicture } =
  await import('../../../renderer/src/features/table/use-curtain-picture')

const ASSET: Asset = { id: 'a'.repeat(64), type: 'image/png', bytes: 10, name: 'tavern.png' }

function harness(picture: string | undefined) {
  const campaign = ref({
    assets: { [ASSET.id]: ASSET },
    curtain: { down: true, ...(picture ? { picture } : {}) },
  } as unknown as Campaign)
  let out!: ReturnType<typeof useCurtainPicture>
  mount(
    defineComponent({
      setup() {
        out = useCurtainPicture(campaign)
        return () => h('div')
      },
    }),
  )
  return { campaign, out: () => out }
}

describe("the curtain's picture on the GM page", () => {
  it('opens the chosen image for the preview', async () => {
    opened.fail = false
    const { out } = harness(ASSET.id)
    await flushPromises()
    expect(out().src.value).toBe(`blob:/assets/${ASSET.id}.png`)
    expect(out().problem.value).toBeNull()
  })

  it('names a picture that cannot be read, and what to do', async () => {
    opened.fail = true
    const { out } = harness(ASSET.id)
    await flushPromises()
    expect(out().src.value).toBeNull()
    expect(out().problem.value).toBe(
      '"tavern.png" cannot be read: its file is missing or damaged in the campaign\'s assets ' +
        'folder. The players see the plain curtain. Choose another picture, or No picture.',
    )
  })

  it('has nothing to show without a picture', async () => {
    const { out } = harness(undefined)
    await flushPromises()
    expect(out().chosen.value).toBeNull()
    expect(out().src.value).toBeNull()
  })
})
