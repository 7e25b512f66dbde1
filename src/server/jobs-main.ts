import { bootstrap, onShutdown } from './bootstrap.ts'
import { JOBS } from './jobs/registry.ts'

/**
 * The worker process (`npm run worker`): runs the job queue's workers and schedules without serving
 * HTTP, beside web processes started with WORKERS=false. It needs a PostgreSQL (DATABASE_URL): the
 * embedded database belongs to one process.
 */
async function main() {
  const { env, logger, migrated, database, mailer, storage, pool, queue } = await bootstrap({ workers: true })
  await migrated
  if (database.kind !== 'postgres') {
    console.error(
      'npm run worker precisa de um PostgreSQL: defina DATABASE_URL (o banco embutido atende um processo só).',
    )
    process.exit(1)
  }
  await queue.start({
    jobs: JOBS,
    deps: { env, database, mailer, storage, pool, queue, logger },
    schedules: true,
  })
  onShutdown(logger, async () => {
    await queue.stop()
    await pool.close()
    mailer.close()
    await database.close()
  })
  logger.info({ jobs: JOBS.map((job) => job.name) }, 'Talentos worker is running')
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
