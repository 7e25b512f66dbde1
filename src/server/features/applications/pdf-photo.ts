/** pdfkit embeds JPEG and PNG as they are; anything else must be converted first. */
const PDF_NATIVE_IMAGES = new Set(['image/jpeg', 'image/png'])

/**
 * The header box is 90 x 120 pt: 3 pixels per point (216 dpi) prints sharp and keeps the converted
 * photo small (tens of kB) whatever the size of the upload.
 */
const CONVERTED_BOX = { width: 270, height: 360 }

/** A 2 MB WebP can declare up to 16383 x 16383 pixels (1 GB decoded): refuse what no camera takes. */
const MAX_INPUT_PIXELS = 8192 * 8192

/**
 * The photo's bytes as pdfkit can draw them: JPEG and PNG unchanged, WebP decoded and re-encoded as
 * JPEG at print size, at PDF time (docs/decisions/009-webp-in-pdf.md). Null when the image cannot be
 * decoded: the PDF then names the file instead of failing.
 */
export async function pdfPhotoBytes(photo: { contentType: string; bytes: Buffer }): Promise<Buffer | null> {
  if (PDF_NATIVE_IMAGES.has(photo.contentType)) return photo.bytes
  if (photo.contentType !== 'image/webp') return null
  try {
    // Loaded on the first WebP only: libvips costs memory and start-up time most servers never need,
    // and a platform without a sharp build still serves PDFs (with the file name).
    const { default: sharp } = await import('sharp')
    return await sharp(photo.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
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
