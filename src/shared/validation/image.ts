/**
 * Image type detection by content (magic bytes), never by file name or declared type.
 * Used on the photo field in the browser (instant feedback) and on the server (the rule that counts).
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/** Photo maximum of the spec: 2 MB. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024

/**
 * The largest picture accepted, read from the image's header before anything decodes it (issue 12:
 * a 243 KB PNG can declare 8000 × 8000 pixels, 256 MB once decoded). Phone cameras stay below it.
 */
export const MAX_IMAGE_SIDE = 6000
export const MAX_IMAGE_PIXELS = 36_000_000

/** The refusal of a picture over those bounds, shown under the photo field. */
export const IMAGE_TOO_LARGE_MESSAGE = `A foto deve ter no máximo ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} pixels.`

export function detectImageType(bytes: Uint8Array): ImageType | null {
  const starts = (signature: readonly number[], offset = 0) =>
    bytes.length >= offset + signature.length &&
    signature.every((byte, index) => bytes[offset + index] === byte)
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}

/** Decodes standard base64 (no data: prefix); null when it is not valid base64. */
export function decodeBase64(value: string): Uint8Array | null {
  if (value.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null
  try {
    const binary = atob(value)
    const bytes = new Uint8Array(binary.length)
    for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
    return bytes
  } catch {
    return null
  }
}

/** Byte length of a valid base64 string without decoding it. */
export function base64ByteLength(value: string): number {
  const padding = value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0
  return (value.length / 4) * 3 - padding
}
