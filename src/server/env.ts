import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/**
 * The only reader of process.env (see docs ARCHITECTURE.md, "Configuration").
 * Every value is checked once at start-up; a bad one stops the process with a clear message.
 */
const optionalUrl = (protocols: string[], message: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(
      z
        .string()
        .refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}://`)), message)
        .optional(),
    )
    .optional()

const optionalText = () =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .optional()

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url({ message: 'APP_URL must be an absolute http(s) URL' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql'], 'DATABASE_URL must start with postgres://'),
  SMTP_URL: optionalUrl(['smtp', 'smtps'], 'SMTP_URL must start with smtp:// or smtps://'),
  MAIL_FROM: z.string().min(3).default('Talentos <nao-responda@localhost>'),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must have at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Postal-code providers of the public form's address auto-fill (tests point them at a fake). */
  CEP_VIACEP_URL: z.url().default('https://viacep.com.br/ws'),
  CEP_BRASILAPI_URL: z.url().default('https://brasilapi.com.br/api/cep/v1'),
  CEP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** Public form submissions per client IP per window (a job-fair kiosk shares one IP). */
  PUBLIC_SUBMIT_RATE_MAX: z.coerce.number().int().min(1).default(30),
  PUBLIC_SUBMIT_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /**
   * Whether X-Forwarded-For names the client: set it only behind a proxy that overwrites the header,
   * otherwise any client picks its own IP and slips past the per-IP limits.
   */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { message: 'TRUST_PROXY must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /**
   * Whether this process runs the job queue's workers: false makes a web-only process, and
   * `npm run worker` a worker-only one, so a larger install scales them apart.
   */
  WORKERS: z
    .enum(['true', 'false', '1', '0'], { message: 'WORKERS must be true or false' })
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /** First retry delay (seconds, doubled each time) of a candidate e-mail the SMTP server refused. */
  EMAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
  /** Stripe billing: all of these, or none (demonstration mode). See README "Pagamentos com Stripe". */
  STRIPE_SECRET_KEY: optionalText(),
  STRIPE_WEBHOOK_SECRET: optionalText(),
  STRIPE_PRICE_BASICO: optionalText(),
  STRIPE_PRICE_PROFISSIONAL: optionalText(),
  STRIPE_PRICE_ILIMITADO: optionalText(),
  /** Another Stripe API base URL (a local fake in tests, stripe-mock); unset = api.stripe.com. */
  STRIPE_API_URL: optionalUrl(['http', 'https'], 'STRIPE_API_URL must be an http(s) URL'),
  /** Where uploaded files live: "disk" (DATA_DIR/uploads) or "s3" (any S3-compatible store). */
  STORAGE: z.enum(['disk', 's3'], { message: 'STORAGE must be disk or s3' }).default('disk'),
  /** An S3-compatible endpoint (MinIO, R2, Spaces…); unset = AWS S3 of S3_REGION. */
  S3_ENDPOINT: optionalUrl(['http', 'https'], 'S3_ENDPOINT must be an http(s) URL'),
  S3_BUCKET: optionalText(),
  S3_REGION: optionalText(),
  S3_ACCESS_KEY_ID: optionalText(),
  S3_SECRET_ACCESS_KEY: optionalText(),
  /** Bucket in the path (http://host/bucket/key) instead of the host name: MinIO and most others. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], { message: 'S3_FORCE_PATH_STYLE must be true or false' })
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
})

const STRIPE_REQUIRED = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_BASICO',
  'STRIPE_PRICE_PROFISSIONAL',
  'STRIPE_PRICE_ILIMITADO',
] as const

/** Stripe settings; undefined when Stripe is not configured (the app runs in demonstration mode). */
export type StripeConfig = {
  secretKey: string
  webhookSecret: string
  /** The Stripe price id of each paid plan. */
  prices: { basico: string; profissional: string; ilimitado: string }
  apiUrl: string | undefined
}

/** The S3-compatible store of STORAGE=s3; credentials unset = the AWS SDK's default chain. */
export type S3Config = {
  endpoint: string | undefined
  bucket: string
  region: string
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
  forcePathStyle: boolean
}

export type StorageConfig = { kind: 'disk' } | ({ kind: 's3' } & S3Config)

export type Env = {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  host: string
  appUrl: string
  dataDir: string
  databaseUrl: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  authSecret: string
  logLevel: string
  cep: { viaCepUrl: string; brasilApiUrl: string; timeoutMs: number }
  publicSubmitRateLimit: { max: number; window: number }
  trustProxy: boolean
  workers: boolean
  emailRetryDelaySeconds: number
  stripe: StripeConfig | undefined
  storage: StorageConfig
}

export class ConfigError extends Error {}

/** loadEnv for a process's entry: a bad configuration ends it with the one message that names it. */
export function loadEnvOrExit(): Env {
  try {
    return loadEnv()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

/** Reads and checks the configuration. Throws ConfigError naming every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const values = parsed.data
  const dataDir = path.resolve(values.DATA_DIR)
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '')
  const stripeMissing = STRIPE_REQUIRED.filter((name) => !values[name])
  if (stripeMissing.length > 0 && stripeMissing.length < STRIPE_REQUIRED.length) {
    const lines = stripeMissing.map((name) => `  ${name}: required when any STRIPE_* setting is set`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const storage = storageConfig(values)
  if (values.NODE_ENV === 'production' && !values.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required when NODE_ENV=production')
  }
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    appUrl,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    authSecret: values.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: values.LOG_LEVEL,
    cep: {
      viaCepUrl: values.CEP_VIACEP_URL.replace(/\/+$/, ''),
      brasilApiUrl: values.CEP_BRASILAPI_URL.replace(/\/+$/, ''),
      timeoutMs: values.CEP_TIMEOUT_MS,
    },
    publicSubmitRateLimit: {
      max: values.PUBLIC_SUBMIT_RATE_MAX,
      window: values.PUBLIC_SUBMIT_RATE_WINDOW_SECONDS,
    },
    trustProxy: values.TRUST_PROXY,
    workers: values.WORKERS,
    emailRetryDelaySeconds: values.EMAIL_RETRY_DELAY_SECONDS,
    stripe:
      values.STRIPE_SECRET_KEY &&
      values.STRIPE_WEBHOOK_SECRET &&
      values.STRIPE_PRICE_BASICO &&
      values.STRIPE_PRICE_PROFISSIONAL &&
      values.STRIPE_PRICE_ILIMITADO
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
            prices: {
              basico: values.STRIPE_PRICE_BASICO,
              profissional: values.STRIPE_PRICE_PROFISSIONAL,
              ilimitado: values.STRIPE_PRICE_ILIMITADO,
            },
            apiUrl: values.STRIPE_API_URL?.replace(/\/+$/, ''),
          }
        : undefined,
    storage,
  }
}

function storageConfig(values: z.infer<typeof envSchema>): StorageConfig {
  if (values.STORAGE === 'disk') return { kind: 'disk' }
  const problems: string[] = []
  if (!values.S3_BUCKET) problems.push('  S3_BUCKET: required when STORAGE=s3')
  if (!values.S3_REGION) problems.push('  S3_REGION: required when STORAGE=s3 (e.g. us-east-1)')
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    const missing = values.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'
    problems.push(`  ${missing}: required when the other S3 credential is set`)
  }
  if (problems.length > 0 || !values.S3_BUCKET || !values.S3_REGION) {
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`)
  }
  return {
    kind: 's3',
    endpoint: values.S3_ENDPOINT?.replace(/\/+$/, ''),
    bucket: values.S3_BUCKET,
    region: values.S3_REGION,
    credentials:
      values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
  }
}

/** A development secret generated once and kept in DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
