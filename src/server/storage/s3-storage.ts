import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import type { S3Config } from '../env.ts'
import { assertKey, type FileStorage } from './storage.ts'

/**
 * FileStorage on an S3-compatible bucket (AWS S3, MinIO, R2, Spaces…; STORAGE=s3). An object
 * appears whole when its upload completes, so `put` and `putStream` are atomic like the disk's.
 * Several app processes share one bucket: a file written by one is read by another.
 */
export function createS3Storage(config: S3Config): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums on every request are a newer AWS default that several S3-compatible stores refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = config.bucket
  const getObject = async (key: string) => {
    assertKey(key)
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key }))
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }
  return {
    client,
    async put(key, bytes) {
      assertKey(key)
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes }))
    },
    async putStream(key, body) {
      assertKey(key)
      // Multipart in 5 MB parts: at most a few parts are in memory, whatever the file's size.
      await new Upload({ client, params: { Bucket, Key: key, Body: body }, queueSize: 2 }).done()
    },
    async get(key) {
      const object = await getObject(key)
      if (!object?.Body) return null
      return Buffer.from(await object.Body.transformToByteArray())
    },
    async getStream(key) {
      const object = await getObject(key)
      if (!object?.Body) return null
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 }
    },
    async delete(key) {
      assertKey(key)
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    async *list(prefix) {
      const folder = prefix.replace(/\/+$/, '')
      assertKey(folder)
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, ContinuationToken }),
        )
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue
          yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0), size: object.Size ?? 0 }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
  }
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  )
}
