/**
 * The curtain's picture on the GM's page (the Table panel's preview and its thumbnail of the
 * table): the chosen image, opened as the GM page opens any campaign image, and, when its file
 * cannot be read, a message saying so and what to do.
 */
import { computed, onBeforeUnmount, ref, watch, type Ref } from 'vue'
import type { Asset, Campaign } from '../../../../shared/model'
import { openImageUrl } from '../../api/asset-fetch'
import { assetUrl } from '../../board/background-source'

export function useCurtainPicture(campaign: Ref<Campaign | null | undefined>) {
  /** The chosen image, while the campaign still holds it. */
  const chosen = computed<Asset | null>(() => {
    const c = campaign.value
    const id = c?.curtain?.picture
    return id && c && Object.hasOwn(c.assets, id) ? c.assets[id]! : null
  })
  const src = ref<string | null>(null)
  const problem = ref<string | null>(null)
  let release: () => void = () => {}
  let loading = 0

  function broken(name: string): void {
    src.value = null
    problem.value =
      `"${name}" cannot be read: its file is missing or damaged in the campaign's assets ` +
      'folder. The players see the plain curtain. Choose another picture, or No picture.'
  }

  watch(
    chosen,
    async (asset) => {
      const mine = ++loading
      release()
      release = () => {}
      src.value = null
      problem.value = null
      if (!asset) return
      try {
        const opened = await openImageUrl(assetUrl({ assetId: asset.id, type: asset.type }))
        if (mine !== loading) return opened.release()
        release = opened.release
        src.value = opened.src
      } catch {
        if (mine === loading) broken(asset.name)
      }
    },
    { immediate: true },
  )
  onBeforeUnmount(() => release())

  return {
    chosen,
    src,
    problem,
    /** The image failed to decode (an <img>'s error). */
    failed: () => {
      if (chosen.value) broken(chosen.value.name)
    },
  }
}
