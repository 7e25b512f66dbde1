import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import type { S3Config } from '../env.ts'

export type TestS3Server = {
  /** The settings an app (or createS3Storage) uses to reach the bucket. */
  config: S3Config
  /** The same as STORAGE=s3 environment variables, for a child process. */
  envVars: Record<string, string>
  stop(): Promise<void>
}

/**
 * An S3-compatible server (s3rver, files in a temporary folder) on a free local port with one empty
 * bucket: what the storage contract and multi-process tests run against, offline.
 */
export async function startTestS3Server(bucket = 'talentos-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'talentos-s3rver-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    // s3rver's fixed development credentials.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  }
  return {
    config,
    envVars: {
      STORAGE: 's3',
      S3_ENDPOINT: config.endpoint ?? '',
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
