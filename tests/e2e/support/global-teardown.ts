import { rmSync } from 'node:fs'

/**
 * After a run on ports it picked itself (no E2E_PORT given), the data directories of its servers are
 * removed: the next run picks other ports and would never reuse them. With E2E_PORT they stay, so the
 * database and outbox of a failed run can be looked at (the next start empties them).
 */
export default function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR
  if (process.env.E2E_PORTS_PICKED !== 'true' || !dataDir) return
  for (const directory of [dataDir, `${dataDir}-stripe`]) rmSync(directory, { recursive: true, force: true })
}
