// `npm start`: builds once when no build exists, then serves the app.
// `npm run worker` (--worker): the same, then runs the job queue's workers without HTTP.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const entry = process.argv.includes('--worker') ? 'jobs.js' : 'main.js'
if (!existsSync(`dist/server/${entry}`) || !existsSync('dist/web/index.html')) {
  console.log('No build found: building Talentos once (npm run build)...')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await import(`../dist/server/${entry}`)
