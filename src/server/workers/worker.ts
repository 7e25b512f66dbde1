import { runTask } from './tasks.ts'

/**
 * The worker threads' entry: piscina calls the default export with each message. In the built server
 * this file is bundled to dist/server/worker.js (scripts/build-server.mjs); run from source (tsx,
 * Vitest) it is loaded through worker-source.mjs, which teaches the thread TypeScript first.
 */
export default runTask
