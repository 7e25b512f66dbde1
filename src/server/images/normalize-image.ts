import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '../../shared/validation/image.ts'

/**
 * Every accepted photo (public-form answers, avatars) is decoded once, at upload, in the worker pool
 * (workers/tasks.ts): its dimensions are read from the header first and refused above
 * MAX_IMAGE_SIDE / MAX_IMAGE_PIXELS; what passes is turned upright, scaled to fit `maxSide`, flattened
 * onto white and re-encoded as JPEG without its metadata (EXIF, GPS, camera). The PDF, the lists and
 * the browser then only ever see that small JPEG, never the original (issue 12).
 */
export type NormalizeImageInput = {
  bytes: Uint8Array
  /** The longest side of the stored picture, in pixels. */
  maxSide: number
}

export type NormalizedImage =
  | { ok: true; bytes: Uint8Array; contentType: 'image/jpeg'; width: number; height: number }
  | { ok: false; reason: 'too-large' | 'undecodable' }

/** Whether a header's dimensions are within the accepted bounds. */
export function withinImageBounds(width: number, height: number): boolean {
  return width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS
}

export async function normalizeImage(input: NormalizeImageInput): Promise<NormalizedImage> {
  const { default: sharp } = await import('sharp')
  let width: number | undefined
  let height: number | undefined
  try {
    // Reads the header only: nothing is decoded yet.
    const metadata = await sharp(input.bytes, { limitInputPixels: false }).metadata()
    width = metadata.width
    height = metadata.height
  } catch {
    return { ok: false, reason: 'undecodable' }
  }
  if (!width || !height) return { ok: false, reason: 'undecodable' }
  if (!withinImageBounds(width, height)) return { ok: false, reason: 'too-large' }
  try {
    const { data, info } = await sharp(input.bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: input.maxSide, height: input.maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .timeout({ seconds: 20 })
      .toBuffer({ resolveWithObject: true })
    return {
      ok: true,
      bytes: new Uint8Array(data),
      contentType: 'image/jpeg',
      width: info.width,
      height: info.height,
    }
  } catch {
    return { ok: false, reason: 'undecodable' }
  }
}
