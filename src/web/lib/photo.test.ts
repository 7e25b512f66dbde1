import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_PHOTO_BYTES } from '@/shared/validation/image.ts'
import { MAX_ORIGINAL_BYTES, preparePhoto, readAsBase64 } from './photo.ts'

const messages = { type: 'não é imagem', size: 'grande demais' }
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG_MAGIC = [0xff, 0xd8, 0xff, 0xe0]

/** A file of `size` bytes that starts like `magic` (the helper checks content, never the name). */
function fileOf(magic: number[], size: number, name = 'foto.png', type = 'image/png'): File {
  const bytes = new Uint8Array(size)
  bytes.set(magic)
  return new File([bytes], name, { type })
}

/** The browser's decoder and canvas, which jsdom lacks: a bitmap of the given size, a JPEG of `outBytes`. */
function fakeCanvas(bitmap: { width: number; height: number }, outBytes: number | null) {
  const drawn: number[][] = []
  const close = vi.fn()
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ ...bitmap, close })),
  )
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return {
      drawImage: (_image: unknown, x: number, y: number, width: number, height: number) =>
        drawn.push([x, y, width, height]),
    } as unknown as CanvasRenderingContext2D
  } as never)
  const toBlob = vi
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback: BlobCallback, type?: string) =>
      callback(outBytes === null ? null : new Blob([new Uint8Array(outBytes)], { type })),
    )
  return { drawn, close, toBlob }
}

// jsdom's Blob lacks arrayBuffer() (every browser has it): read it through FileReader instead.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function (this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader()
      reader.onload = () => resolve(reader.result as ArrayBuffer)
      reader.onerror = () => reject(reader.error)
      reader.readAsArrayBuffer(this)
    })
  }
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('preparePhoto', () => {
  it('refuses a file that is not JPG, PNG or WebP by its content, whatever its name', async () => {
    const pdf = new File(['%PDF-1.7\n'], 'foto.jpg', { type: 'image/jpeg' })
    expect(await preparePhoto(pdf, messages)).toEqual({ ok: false, message: 'não é imagem' })
    expect(await preparePhoto(new File([], 'vazio.png'), messages)).toEqual({
      ok: false,
      message: 'não é imagem',
    })
  })

  it('keeps a photo of at most 2 MB as it is', async () => {
    const file = fileOf(PNG_MAGIC, MAX_PHOTO_BYTES)
    const createBitmap = vi.fn()
    vi.stubGlobal('createImageBitmap', createBitmap)
    expect(await preparePhoto(file, messages)).toEqual({
      ok: true,
      blob: file,
      type: 'image/png',
      name: 'foto.png',
    })
    expect(createBitmap).not.toHaveBeenCalled()
  })

  it('reduces a bigger photo to a JPEG of at most 1200 px on the longest side', async () => {
    const canvas = fakeCanvas({ width: 4000, height: 3000 }, 300_000)
    const prepared = await preparePhoto(
      fileOf(JPEG_MAGIC, MAX_PHOTO_BYTES + 1, 'IMG_0001.HEIC.jpeg'),
      messages,
    )
    expect(prepared).toMatchObject({ ok: true, type: 'image/jpeg', name: 'IMG_0001.HEIC.jpg' })
    expect(prepared.ok && prepared.blob.size).toBe(300_000)
    expect(canvas.drawn).toEqual([[0, 0, 1200, 900]])
    expect(canvas.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.85)
    expect(canvas.close).toHaveBeenCalled()
  })

  it('does not enlarge a small but heavy image', async () => {
    const canvas = fakeCanvas({ width: 800, height: 1000 }, 100_000)
    expect(await preparePhoto(fileOf(PNG_MAGIC, MAX_PHOTO_BYTES + 1), messages)).toMatchObject({ ok: true })
    expect(canvas.drawn).toEqual([[0, 0, 800, 1000]])
  })

  it('says the size message when the photo cannot be reduced under 2 MB', async () => {
    const tooBig = { ok: false, message: 'grande demais' }
    // Over the 20 MB we try to reduce: not even decoded.
    const createBitmap = vi.fn()
    vi.stubGlobal('createImageBitmap', createBitmap)
    expect(await preparePhoto(fileOf(PNG_MAGIC, MAX_ORIGINAL_BYTES + 1), messages)).toEqual(tooBig)
    expect(createBitmap).not.toHaveBeenCalled()
    // Still over 2 MB as a JPEG, no JPEG at all, or an image the browser cannot decode.
    fakeCanvas({ width: 1200, height: 1200 }, MAX_PHOTO_BYTES + 1)
    expect(await preparePhoto(fileOf(PNG_MAGIC, MAX_PHOTO_BYTES + 1), messages)).toEqual(tooBig)
    vi.restoreAllMocks()
    fakeCanvas({ width: 1200, height: 1200 }, null)
    expect(await preparePhoto(fileOf(PNG_MAGIC, MAX_PHOTO_BYTES + 1), messages)).toEqual(tooBig)
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError')
      }),
    )
    expect(await preparePhoto(fileOf(PNG_MAGIC, MAX_PHOTO_BYTES + 1), messages)).toEqual(tooBig)
  })
})

describe('readAsBase64', () => {
  it('answers the bytes as standard base64 without the data: prefix', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00, 0xfe])
    expect(await readAsBase64(new Blob([bytes], { type: 'image/png' }))).toBe(
      Buffer.from(bytes).toString('base64'),
    )
  })
})
