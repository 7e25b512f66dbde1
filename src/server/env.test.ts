import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadEnv } from './env.ts'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'talentos-env-'))

describe('loadEnv', () => {
  it('uses the documented defaults', () => {
    const dir = dataDir()
    const env = loadEnv({ DATA_DIR: dir })
    expect(env.port).toBe(3000)
    expect(env.appUrl).toBe('http://localhost:3000')
    expect(env.databaseUrl).toBeUndefined()
    expect(env.smtpUrl).toBeUndefined()
    expect(env.mailFrom).toBe('Talentos <nao-responda@localhost>')
  })

  it('derives APP_URL from PORT and strips a trailing slash', () => {
    expect(loadEnv({ DATA_DIR: dataDir(), PORT: '4000' }).appUrl).toBe('http://localhost:4000')
    expect(loadEnv({ DATA_DIR: dataDir(), APP_URL: 'https://rh.example.com/' }).appUrl).toBe(
      'https://rh.example.com',
    )
  })

  it('generates the auth secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir()
    const first = loadEnv({ DATA_DIR: dir }).authSecret
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(loadEnv({ DATA_DIR: dir }).authSecret).toBe(first)
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8')).toBe(first)
  })

  it('refuses bad values with a message naming each variable', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x' })).toThrow(
      ConfigError,
    )
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://x' })
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain('PORT')
      expect(message).toContain('DATABASE_URL must start with postgres://')
      expect(message).toContain('SMTP_URL')
    }
  })

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(/AUTH_SECRET/)
  })

  it('trusts X-Forwarded-For only when TRUST_PROXY says so', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).trustProxy).toBe(false)
    expect(loadEnv({ DATA_DIR: dataDir(), TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(() => loadEnv({ DATA_DIR: dataDir(), TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/)
  })

  it('runs without Stripe (demonstration mode) or with every Stripe setting, never half', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).stripe).toBeUndefined()
    const full = {
      DATA_DIR: dataDir(),
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_PRICE_BASICO: 'price_b',
      STRIPE_PRICE_PROFISSIONAL: 'price_p',
      STRIPE_PRICE_ILIMITADO: 'price_i',
    }
    expect(loadEnv(full).stripe).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_123',
      prices: { basico: 'price_b', profissional: 'price_p', ilimitado: 'price_i' },
      apiUrl: undefined,
    })
    const { STRIPE_WEBHOOK_SECRET: _secret, STRIPE_PRICE_ILIMITADO: _price, ...partial } = full
    expect(() => loadEnv(partial)).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when any STRIPE_\* setting is set[\s\S]*STRIPE_PRICE_ILIMITADO/,
    )
  })

  it('keeps files on disk by default and reads the S3 settings of STORAGE=s3', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).storage).toEqual({ kind: 'disk' })
    const env = loadEnv({
      DATA_DIR: dataDir(),
      STORAGE: 's3',
      S3_ENDPOINT: 'http://minio:9000/',
      S3_BUCKET: 'talentos',
      S3_REGION: 'sa-east-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(env.storage).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'talentos',
      region: 'sa-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    })
    // No keys: the AWS SDK's own chain (instance role, AWS_* variables).
    expect(
      loadEnv({ DATA_DIR: dataDir(), STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'us-east-1' }).storage,
    ).toMatchObject({ credentials: undefined, endpoint: undefined, forcePathStyle: false })
  })

  it('names each missing or bad S3 setting at start-up', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), STORAGE: 'minio' })).toThrow(/STORAGE must be disk or s3/)
    const message = (() => {
      try {
        loadEnv({ DATA_DIR: dataDir(), STORAGE: 's3', S3_ACCESS_KEY_ID: 'id' })
      } catch (error) {
        return (error as Error).message
      }
    })()
    expect(message).toContain('S3_BUCKET: required when STORAGE=s3')
    expect(message).toContain('S3_REGION: required when STORAGE=s3')
    expect(message).toContain('S3_SECRET_ACCESS_KEY: required when the other S3 credential is set')
    expect(() =>
      loadEnv({
        DATA_DIR: dataDir(),
        STORAGE: 's3',
        S3_BUCKET: 'b',
        S3_REGION: 'r',
        S3_ENDPOINT: 'minio:9000',
      }),
    ).toThrow(/S3_ENDPOINT must be an http\(s\) URL/)
    expect(() =>
      loadEnv({
        DATA_DIR: dataDir(),
        STORAGE: 's3',
        S3_BUCKET: 'b',
        S3_REGION: 'r',
        S3_FORCE_PATH_STYLE: 'sim',
      }),
    ).toThrow(/S3_FORCE_PATH_STYLE must be true or false/)
  })
})
