// Entry of the worker threads when the server runs from its TypeScript source (npm run dev, tests):
// a worker thread does not inherit the main thread's TypeScript loader, so it registers tsx itself.
// The built server uses the bundled dist/server/worker.js instead (src/server/workers/pool.ts).
import { register } from 'tsx/esm/api'

register()
const { default: runTask } = await import('./worker.ts')

export default runTask
