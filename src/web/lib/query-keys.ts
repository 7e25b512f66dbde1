/**
 * Query keys that another feature's changes make stale. Features do not import each other, so the
 * key factory a second feature invalidates lives here: changing or deleting an application changes
 * the dashboard's numbers. Every other key factory stays in its feature's api.ts.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** Keyed by company, so a different account signing in never sees the previous one's numbers. */
  stats: (companyId: string) => ['dashboard', companyId] as const,
}
