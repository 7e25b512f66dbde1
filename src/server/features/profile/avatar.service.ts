import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { profileMessages } from '../../../shared/profile/api.ts'
import {
  base64ByteLength,
  decodeBase64,
  detectImageType,
  IMAGE_EXTENSIONS,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPES,
  type ImageType,
  MAX_PHOTO_BYTES,
} from '../../../shared/validation/image.ts'
import type { Db } from '../../db/client.ts'
import { user } from '../../db/schema/auth.ts'
import { profiles } from '../../db/schema/profiles.ts'
import { tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import type { FileStorage } from '../../storage/storage.ts'
import type { WorkerPool } from '../../workers/pool.ts'

/**
 * A member's photo lives in the FileStorage under "avatars/<companyId>/<userId>-<random>.<ext>";
 * Better Auth's `user.image` column holds that key (no schema change). Each upload gets a new
 * random name, so its URL never serves other bytes and browsers may cache it for good.
 */
const AVATAR_PREFIX = 'avatars/'

/** The URL the web shows (GET /api/avatars/:userId/:file), or null without a photo. */
export function avatarUrl(userId: string, image: string | null): string | null {
  if (!image?.startsWith(AVATAR_PREFIX)) return null
  const file = image.slice(image.lastIndexOf('/') + 1)
  return `/api/avatars/${encodeURIComponent(userId)}/${encodeURIComponent(file)}`
}

/** Decodes and checks an upload: size first (cheap), then the type by its content (magic bytes). */
function decodeAvatar(data: string): { bytes: Uint8Array; type: ImageType } {
  if (data.length % 4 === 0 && base64ByteLength(data) > MAX_PHOTO_BYTES)
    throw new AppError('UNPROCESSABLE', profileMessages.avatarSize, {
      fields: { data: profileMessages.avatarSize },
    })
  const bytes = decodeBase64(data)
  const type = bytes ? detectImageType(bytes) : null
  if (!bytes || !type)
    throw new AppError('UNPROCESSABLE', profileMessages.avatarType, {
      fields: { data: profileMessages.avatarType },
    })
  return { bytes, type }
}

export type AvatarOwner = { userId: string; companyId: string }

/** Longest side of a stored avatar (shown at most at 128 px, twice that on dense screens). */
const AVATAR_MAX_SIDE = 512

/** What the avatar operations use: the database, the file storage and (to re-encode) the worker pool. */
type AvatarDeps = { db: Db; storage: FileStorage; pool: WorkerPool }

type SaveAvatarOptions = {
  /** The signed-in member whose photo changes (their company names the storage folder). */
  owner: AvatarOwner
  /** The photo as base64 (JPG, PNG or WebP by content, at most 2 MB). */
  data: string
}

type ReadAvatarOptions = {
  /** The caller's company: a member of another company is not found. */
  companyId: string
  /** The member whose photo is asked for (from the URL). */
  userId: string
  /** The file name of the URL (from the URL); only the member's current photo is served. */
  file: string
}

/**
 * Replaces the member's photo with `data` (base64) and deletes the old file; answers the new URL.
 * The upload is checked (size, type, dimensions from its header) and stored as the bounded,
 * metadata-free JPEG the worker pool makes of it (images/normalize-image.ts).
 */
export async function saveAvatar(
  { db, storage, pool }: AvatarDeps,
  { owner, data }: SaveAvatarOptions,
): Promise<string | null> {
  const decoded = decodeAvatar(data)
  const normalized = await pool.run('normalizeImage', { bytes: decoded.bytes, maxSide: AVATAR_MAX_SIDE })
  if (!normalized.ok) {
    const message = normalized.reason === 'too-large' ? IMAGE_TOO_LARGE_MESSAGE : profileMessages.avatarType
    throw new AppError('UNPROCESSABLE', message, { fields: { data: message } })
  }
  const bytes = normalized.bytes
  const key = `${AVATAR_PREFIX}${owner.companyId}/${owner.userId}-${randomBytes(8).toString('hex')}.${IMAGE_EXTENSIONS['image/jpeg']}`
  await storage.put(key, bytes)
  let previous: string | null
  try {
    previous = await swapImage(db, owner.userId, key)
  } catch (error) {
    await storage.delete(key).catch(() => undefined)
    throw error
  }
  await deleteStoredAvatar(storage, previous, owner)
  return avatarUrl(owner.userId, key)
}

/** "Remover foto": clears the reference and deletes the file (nothing to remove is fine). */
export async function removeAvatar(
  { db, storage }: Omit<AvatarDeps, 'pool'>,
  { owner }: { /** The signed-in member. */ owner: AvatarOwner },
): Promise<void> {
  const previous = await swapImage(db, owner.userId, null)
  await deleteStoredAvatar(storage, previous, owner)
}

/** Sets `user.image` under a row lock and answers the value it replaced. */
async function swapImage(db: Db, userId: string, image: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ image: user.image }).from(user).where(eq(user.id, userId)).for('update')
    await tx.update(user).set({ image }).where(eq(user.id, userId))
    return row?.image ?? null
  })
}

/**
 * Whether a `user.image` value is a photo key this service made for this member: exactly
 * "avatars/<companyId>/<userId>-<16 hex>.<ext>". Anything else (a value written some other way, a
 * path with "..") is never read or deleted.
 */
export function isOwnAvatarKey(key: string | null | undefined, owner: AvatarOwner): key is string {
  if (!key?.startsWith(`${AVATAR_PREFIX}${owner.companyId}/${owner.userId}-`)) return false
  const file = key.slice(`${AVATAR_PREFIX}${owner.companyId}/${owner.userId}-`.length)
  return (
    /^[0-9a-f]{16}\.[a-z]+$/.test(file) &&
    Object.values(IMAGE_EXTENSIONS).some((ext) => file.endsWith(`.${ext}`))
  )
}

/** Deletes the member's photo file a `user.image` value points to (nothing for null or a foreign value). */
export async function deleteStoredAvatar(
  storage: FileStorage,
  key: string | null,
  owner: AvatarOwner,
): Promise<void> {
  if (isOwnAvatarKey(key, owner)) await storage.delete(key)
}

/**
 * The photo of a member of the caller's company. Another company's member, an old file name or no
 * photo at all answer 404, never the bytes.
 */
export async function readAvatar(
  { db, storage }: Omit<AvatarDeps, 'pool'>,
  options: ReadAvatarOptions,
): Promise<{ bytes: Buffer; contentType: ImageType }> {
  const notFound = new AppError('NOT_FOUND', profileMessages.avatarNotFound)
  const [row] = await db
    .select({ image: user.image })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(tenantWhere(profiles, options.companyId, eq(user.id, options.userId)))
    .limit(1)
  const image = row?.image
  if (!isOwnAvatarKey(image, options) || image.slice(image.lastIndexOf('/') + 1) !== options.file)
    throw notFound
  const contentType = IMAGE_TYPES.find((type) => image.endsWith(`.${IMAGE_EXTENSIONS[type]}`))
  const bytes = contentType ? await storage.get(image) : null
  if (!contentType || !bytes) throw notFound
  return { bytes, contentType }
}
