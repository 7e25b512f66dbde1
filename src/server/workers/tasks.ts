import { hashPassword } from 'better-auth/crypto'

/**
 * The CPU-heavy tasks that run in the worker pool (pool.ts), never on the event loop
 * (ARCHITECTURE.md: "CPU-heavy work never runs on the event loop"). Each task takes and answers
 * structured-cloneable values (plain objects, strings, numbers, Uint8Array). To add one: write it
 * here (or import it from its feature), add it to `tasks`, and call `pool.run('name', input)`.
 */
export const tasks = {
  /** The scrypt hash Better Auth verifies (a candidate's step-1 password, spec section 4). */
  hashPassword: (input: { password: string }): Promise<string> => hashPassword(input.password),
}

export type Tasks = typeof tasks
export type TaskName = keyof Tasks
export type TaskInput<N extends TaskName> = Parameters<Tasks[N]>[0]
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<Tasks[N]>>

/** What a worker thread runs for each message of the pool: one task by name. */
export type TaskMessage = { [N in TaskName]: { task: N; input: TaskInput<N> } }[TaskName]

export function runTask(message: TaskMessage): Promise<unknown> {
  const task = tasks[message.task] as (input: unknown) => unknown
  if (!task) throw new Error(`Unknown worker task: ${String(message.task)}`)
  return Promise.resolve(task(message.input))
}
