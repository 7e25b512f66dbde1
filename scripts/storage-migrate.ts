/**
 * `npm run storage:migrate`: copies the disk store (DATA_DIR/uploads, or --from <folder>) to the S3
 * bucket configured by STORAGE=s3 and the S3_* variables. Safe to run again: files already in the
 * bucket with the same size are skipped. The disk store is left as it is; switch the app to
 * STORAGE=s3 after a run that reports no failures.
 */
import path from 'node:path'
import { ConfigError, loadEnv } from '../src/server/env.ts'
import { copyDiskStore } from '../src/server/storage/migrate.ts'
import { createS3Storage } from '../src/server/storage/s3-storage.ts'
import { createDiskStorage } from '../src/server/storage/storage.ts'

let env: ReturnType<typeof loadEnv>
try {
  env = loadEnv()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}
if (env.storage.kind !== 's3') {
  console.error(
    'storage:migrate copies to S3: set STORAGE=s3 and the S3_* variables (README "Implantação em produção").',
  )
  process.exit(1)
}
const fromIndex = process.argv.indexOf('--from')
const root =
  fromIndex > 0 ? path.resolve(process.argv[fromIndex + 1] ?? '') : path.join(env.dataDir, 'uploads')
const started = Date.now()
console.log(`Copying ${root} to s3://${env.storage.bucket} (${env.storage.endpoint ?? 'AWS'})...`)
const report = await copyDiskStore({
  root,
  source: createDiskStorage(root),
  target: createS3Storage(env.storage),
  onFile: (key, outcome) => {
    if (outcome === 'failed') console.error(`  failed: ${key}`)
  },
})
for (const failure of report.failed) console.error(`  ${failure.key}: ${failure.error}`)
console.log(
  `${report.copied} copied (${(report.bytes / 1024 / 1024).toFixed(1)} MB), ${report.skipped} already there, ` +
    `${report.failed.length} failed, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
process.exit(report.failed.length > 0 ? 1 : 0)
