import { describe, expect, it } from 'vitest'
import { countPages, itemsOnPage, stepPage, wrapPage } from './carousel-paging.ts'

const testimonials = ['a', 'b', 'c', 'd', 'e', 'f']

describe('carousel paging', () => {
  it('splits 6 testimonials into 2 pages of 3', () => {
    expect(countPages(6, 3)).toBe(2)
    expect(itemsOnPage(testimonials, 0, 3)).toEqual(['a', 'b', 'c'])
    expect(itemsOnPage(testimonials, 1, 3)).toEqual(['d', 'e', 'f'])
  })

  it('shows one testimonial per page on a phone', () => {
    expect(countPages(6, 1)).toBe(6)
    expect(itemsOnPage(testimonials, 4, 1)).toEqual(['e'])
  })

  it('keeps a short last page and never has zero pages', () => {
    expect(countPages(7, 3)).toBe(3)
    expect(itemsOnPage([...testimonials, 'g'], 2, 3)).toEqual(['g'])
    expect(countPages(0, 3)).toBe(1)
  })

  it('goes from the last page forward to the first', () => {
    expect(stepPage(0, 1, 2)).toBe(1)
    expect(stepPage(1, 1, 2)).toBe(0)
    expect(stepPage(5, 1, 6)).toBe(0)
  })

  it('goes from the first page back to the last', () => {
    expect(stepPage(0, -1, 2)).toBe(1)
    expect(stepPage(1, -1, 2)).toBe(0)
    expect(stepPage(0, -1, 6)).toBe(5)
  })

  it('brings a page left over from a larger page count back into range', () => {
    expect(wrapPage(4, 2)).toBe(0)
    expect(wrapPage(5, 2)).toBe(1)
    expect(itemsOnPage(testimonials, 5, 3)).toEqual(['d', 'e', 'f'])
  })
})
