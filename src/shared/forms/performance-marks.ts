/**
 * User Timing marks the public form sets (performance.mark), read by the performance checks
 * (tests/e2e/public-form/performance.spec.ts). No imports: the candidate's first download stays small.
 */

/** Set when the public form first shows a step. */
export const FIRST_STEP_MARK = 'talentos:first-step'
