/** The adventuring day log as a Markdown file the GM downloads. */
import type { RestLogEntry } from '../../../../shared/model'
import { restLogMarkdown } from '../../../../shared/play/rest'
import { downloadText } from '../library/download'

/** "<campaign name> day log.md", without the characters file systems refuse. */
export function restLogFileName(campaignName: string): string {
  const name = [...campaignName]
    .map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? ' ' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
  return `${name || 'Campaign'} day log.md`
}

/** What the export holds (the shared Markdown) and its file name. */
export function restLogExport(
  campaignName: string,
  log: readonly RestLogEntry[],
): { name: string; text: string } {
  return { name: restLogFileName(campaignName), text: restLogMarkdown(campaignName, log) }
}

/** Download the log as Markdown. */
export function downloadRestLog(campaignName: string, log: readonly RestLogEntry[]): void {
  const { name, text } = restLogExport(campaignName, log)
  downloadText(name, text, 'text/markdown')
}
