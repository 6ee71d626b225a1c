/** Entry point of `npm run campaign`. */
import { runCampaignCli } from './cli'

const code = await runCampaignCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
})
process.exitCode = code
