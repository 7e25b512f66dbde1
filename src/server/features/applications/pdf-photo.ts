import { MAX_IMAGE_PIXELS } from '../../../shared/validation/image.ts'
import { withinImageBounds } from '../../images/normalize-image.ts'

/**
 * The header box is 90 x 120 pt: 3 pixels per point (216 dpi) prints sharp and keeps the converted
 * photo small (tens of kB) whatever the size of the upload.
 */
const CONVERTED_BOX = { width: 270, height: 360 }

/**
 * The photo's bytes as pdfkit draws them: always a print-size JPEG made by sharp (libvips), never the
 * stored file handed to pdfkit's own decoders. Photos stored since issue 12 are already small JPEGs;
 * older ones may be any accepted type and size, so the header's dimensions are checked first and a
 * picture over the upload bounds is left out. Null when the image cannot be used: the PDF then names
 * the file instead of failing (docs/decisions/009-webp-in-pdf.md). Runs in the worker pool with the
 * rest of the PDF (workers/tasks.ts).
 */
export async function pdfPhotoBytes(photo: {
  contentType: string
  bytes: Uint8Array
}): Promise<Buffer | null> {
  try {
    // Loaded on the first photo only: libvips costs memory and start-up time.
    const { default: sharp } = await import('sharp')
    const { width, height } = await sharp(photo.bytes, { limitInputPixels: false }).metadata()
    if (!width || !height || !withinImageBounds(width, height)) return null
    return await sharp(photo.bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ ...CONVERTED_BOX, fit: 'inside', withoutEnlargement: true })
      // The page is white: a transparent background looks the same flattened onto white.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .timeout({ seconds: 10 })
      .toBuffer()
  } catch {
    return null
  }
}
