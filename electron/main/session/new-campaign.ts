/**
 * `campaign:new` answered by a transport that can make one (the desktop app asks where with a
 * dialog; the browser host puts it beside the open campaign). The contract and the ruleset id are
 * checked by the dispatcher first, so both transports refuse the same requests the same way.
 */
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Envelope, Role } from '../../../shared/api'
import type { CampaignManager } from './campaign-manager'
import type { Session } from './session'

/** Make a campaign called `name` playing `rulesetId`, open it; its folder, or null if cancelled. */
export type CreateCampaign = (name: string, rulesetId: string | undefined) => Promise<string | null>

export function answerNewCampaign(
  session: Session,
  role: Role,
  payload: unknown,
  create: CreateCampaign,
): Envelope<unknown> | Promise<Envelope<unknown>> {
  const checked = session.dispatch(role, 'campaign:new', payload)
  // The shared dispatcher refuses a valid request ('rejected': it cannot make campaigns itself).
  if (checked.ok || checked.error.code !== 'rejected') return checked
  const { name, rulesetId } = payload as { name: string; rulesetId?: string }
  return create(name.trim(), rulesetId).then(
    (dir): Envelope<{ dir: string | null }> => ({ ok: true, value: { dir } }),
    (err: unknown): Envelope<never> => ({
      ok: false,
      error: {
        code: 'internal',
        message: `The campaign could not be created: ${(err as Error).message}.`,
      },
    }),
  )
}

/** A folder name from a campaign name: no path separators or characters a file system refuses. */
export function folderNameOf(name: string): string {
  // eslint-disable-next-line no-control-regex
  const safe = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-').replace(/^[.\s]+|[.\s]+$/g, '')
  return safe || 'New Campaign'
}

/**
 * The browser host's way (it has no dialogs): the new campaign goes into a new folder beside the
 * open one, named after it ("Name", else "Name 2"...), and is opened at once.
 */
export function createBeside(manager: CampaignManager, openDir: () => string): CreateCampaign {
  return async (name, rulesetId) => {
    const parent = dirname(manager.dir ?? openDir())
    const base = folderNameOf(name)
    let target = join(parent, base)
    for (let i = 2; existsSync(target); i++) target = join(parent, `${base} ${i}`)
    await manager.create(target, name, rulesetId)
    return target
  }
}
