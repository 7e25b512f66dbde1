import { describe, expect, it } from 'vitest'
import { base64ByteLength, decodeBase64, detectImageType } from './image.ts'

const bytes = (...values: number[]) => new Uint8Array(values)

describe('detectImageType', () => {
  it('recognises JPEG, PNG and WebP by their magic bytes', () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('image/jpeg')
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png')
    expect(detectImageType(new TextEncoder().encode('RIFF1234WEBPVP8 '))).toBe('image/webp')
  })

  it('rejects other content whatever it is called', () => {
    expect(detectImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull()
    expect(detectImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull()
    expect(detectImageType(new TextEncoder().encode('RIFF1234WAVEfmt '))).toBeNull()
    expect(detectImageType(bytes())).toBeNull()
  })
})

describe('base64', () => {
  it('decodes valid base64 and measures it without decoding', () => {
    expect(decodeBase64('AQID')).toEqual(bytes(1, 2, 3))
    expect(base64ByteLength('AQID')).toBe(3)
    expect(base64ByteLength('AQI=')).toBe(2)
    expect(base64ByteLength('AQ==')).toBe(1)
  })

  it('refuses invalid base64', () => {
    expect(decodeBase64('not base64!')).toBeNull()
    expect(decodeBase64('AQI')).toBeNull()
  })
})
