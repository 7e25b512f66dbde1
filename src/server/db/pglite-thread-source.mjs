// Entry of the database thread when the server runs from its TypeScript source (npm run dev, tests):
// a worker thread does not inherit the main thread's TypeScript loader, so it registers tsx itself.
// The built server uses the bundled dist/server/pglite-thread.js instead (src/server/db/pglite-thread.ts).
import { register } from 'tsx/esm/api'

register()
await import('./pglite-thread-worker.ts')
