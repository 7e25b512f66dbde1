import { detectImageType, type ImageType, MAX_PHOTO_BYTES } from '@/shared/validation/image.ts'

/** Longest side of a photo after reduction: plenty for a 3x4 photo or an avatar, small on a slow connection. */
export const MAX_PHOTO_SIDE = 1200
/** Biggest original we try to reduce (a phone camera's photo). */
export const MAX_ORIGINAL_BYTES = 20 * 1024 * 1024

export type PreparedPhoto =
  | { ok: true; blob: Blob; type: ImageType; name: string }
  | { ok: false; message: string }

/** What to say when the file is not an image (by content) or stays over 2 MB. */
export type PhotoMessages = { type: string; size: string }

/**
 * Checks a chosen photo by its content and, when it is over 2 MB (most phone-camera photos),
 * reduces it in the browser to a JPEG of at most 1200 px, so nobody needs another app. Used by the
 * public form's photo and /perfil's "Alterar foto"; the server checks the result again (type by
 * content, 2 MB).
 */
export async function preparePhoto(file: File, messages: PhotoMessages): Promise<PreparedPhoto> {
  const type = detectImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()))
  if (!type) return { ok: false, message: messages.type }
  if (file.size <= MAX_PHOTO_BYTES) return { ok: true, blob: file, type, name: file.name }
  if (file.size > MAX_ORIGINAL_BYTES) return { ok: false, message: messages.size }
  try {
    const bitmap = await createImageBitmap(file)
    const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height))
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.round(bitmap.width * scale))
    canvas.height = Math.max(1, Math.round(bitmap.height * scale))
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    bitmap.close()
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85))
    if (!blob || blob.size > MAX_PHOTO_BYTES) return { ok: false, message: messages.size }
    return { ok: true, blob, type: 'image/jpeg', name: `${file.name.replace(/\.[^.]*$/, '')}.jpg` }
  } catch {
    return { ok: false, message: messages.size }
  }
}

/** The file's bytes as standard base64 (no data: prefix), as the photo routes take them. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}
