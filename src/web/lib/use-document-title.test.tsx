import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useDocumentTitle } from './use-document-title.ts'

describe('useDocumentTitle', () => {
  it('sets the tab title and follows a new one', () => {
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), {
      initialProps: { title: 'Entrar | Talentos' },
    })
    expect(document.title).toBe('Entrar | Talentos')
    rerender({ title: 'Painel | Talentos' })
    expect(document.title).toBe('Painel | Talentos')
  })
})
