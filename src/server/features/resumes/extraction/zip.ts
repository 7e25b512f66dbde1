import yauzl from 'yauzl'

/** A zip that must not be read (too big, too many files, a bomb) or cannot be (corrupt). */
export class ZipError extends Error {
  constructor(
    readonly reason: 'too_large' | 'too_many' | 'corrupt' | 'encrypted',
    message: string,
  ) {
    super(message)
    this.name = 'ZipError'
  }
}

export type ZipEntry = {
  name: string
  uncompressedSize: number
  compressedSize: number
  isDirectory: boolean
  encrypted: boolean
}

export type ZipLimits = {
  /** Files (directories excluded) the zip may hold. */
  maxFiles: number
  /** Bytes of all files once unpacked: declared sizes and the bytes really inflated both count. */
  maxTotalBytes: number
}

function open(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false, decodeStrings: true },
      (error, zip) => (error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip)),
    )
  })
}

function toEntry(entry: yauzl.Entry): ZipEntry {
  return {
    name: entry.fileName,
    uncompressedSize: entry.uncompressedSize,
    compressedSize: entry.compressedSize,
    isDirectory: entry.fileName.endsWith('/'),
    // General purpose bit 0: the entry is encrypted.
    encrypted: (entry.generalPurposeBitFlag & 0x1) !== 0,
  }
}

/**
 * Walks the central directory; `onEntry` answers true to read the entry's bytes. Reading stops
 * (ZipError too_large) as soon as the inflated bytes pass `maxBytes`, whatever the headers say.
 */
async function walk(
  bytes: Buffer,
  onEntry: (entry: ZipEntry) => boolean,
  onData: (entry: ZipEntry, data: Buffer) => void,
  maxBytes: number,
): Promise<void> {
  let zip: yauzl.ZipFile
  try {
    zip = await open(bytes)
  } catch (error) {
    throw new ZipError('corrupt', (error as Error).message)
  }
  let inflated = 0
  await new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => {
      zip.close()
      if (error instanceof ZipError) reject(error)
      // yauzl's size check: an entry inflating past its declared size (a bomb with lying headers).
      else if (/too many bytes/i.test((error as Error).message))
        reject(new ZipError('too_large', 'inflated past the declared size'))
      else reject(new ZipError('corrupt', (error as Error).message))
    }
    zip.on('error', fail)
    zip.on('end', () => resolve())
    zip.on('entry', (raw: yauzl.Entry) => {
      const entry = toEntry(raw)
      if (entry.isDirectory || !onEntry(entry)) {
        zip.readEntry()
        return
      }
      if (entry.encrypted) {
        fail(new ZipError('encrypted', `${entry.name} is encrypted`))
        return
      }
      zip.openReadStream(raw, (error, stream) => {
        if (error || !stream) {
          fail(error ?? new Error('no stream'))
          return
        }
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => {
          inflated += chunk.length
          if (inflated > maxBytes) {
            stream.destroy()
            fail(new ZipError('too_large', 'inflated past the limit'))
            return
          }
          chunks.push(chunk)
        })
        stream.on('error', fail)
        stream.on('end', () => {
          onData(entry, Buffer.concat(chunks))
          zip.readEntry()
        })
      })
    })
    zip.readEntry()
  })
}

/** The names and declared sizes of a zip's entries, without inflating anything. */
export async function listZipEntries(bytes: Buffer): Promise<ZipEntry[]> {
  const entries: ZipEntry[] = []
  await walk(
    bytes,
    (entry) => {
      entries.push(entry)
      return false
    },
    () => undefined,
    0,
  )
  return entries
}

/** One entry's bytes (null when the zip has no such entry), inflating at most `maxBytes`. */
export async function readZipEntry(bytes: Buffer, name: string, maxBytes: number): Promise<Buffer | null> {
  let found: Buffer | null = null
  await walk(
    bytes,
    (entry) => entry.name === name,
    (_entry, data) => {
      found = data
    },
    maxBytes,
  )
  return found
}

/**
 * Every file of a zip, checked before and while inflating: more files than allowed, declared
 * sizes over the limit, or more bytes inflated than the limit (a bomb whose headers lie) refuse
 * the whole zip with a ZipError.
 */
export async function unpackZip(
  bytes: Buffer,
  limits: ZipLimits,
): Promise<{ name: string; bytes: Buffer; encrypted: boolean }[]> {
  const entries = (await listZipEntries(bytes)).filter((entry) => !entry.isDirectory)
  if (entries.length > limits.maxFiles) throw new ZipError('too_many', `${entries.length} files`)
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0)
  if (declared > limits.maxTotalBytes) throw new ZipError('too_large', `${declared} bytes declared`)
  const files: { name: string; bytes: Buffer; encrypted: boolean }[] = []
  const encrypted = entries.filter((entry) => entry.encrypted)
  for (const entry of encrypted) files.push({ name: entry.name, bytes: Buffer.alloc(0), encrypted: true })
  await walk(
    bytes,
    (entry) => !entry.encrypted,
    (entry, data) => files.push({ name: entry.name, bytes: data, encrypted: false }),
    limits.maxTotalBytes,
  )
  return files
}
