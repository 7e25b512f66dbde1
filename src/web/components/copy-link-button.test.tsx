import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LazyToaster } from '@/web/lib/lazy-toaster.tsx'
import { CopyLinkButton } from './copy-link-button.tsx'

const URL_TO_COPY = 'https://talentos.example/c/padaria/vagas/padeiro'

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('CopyLinkButton', () => {
  it('copies the link and says "Copiado!" for two seconds', async () => {
    const writeText = vi.fn(async (_text: string) => undefined)
    stubClipboard(writeText)
    render(<CopyLinkButton url={URL_TO_COPY} label="Copiar link" />)
    vi.useFakeTimers()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar link' }))
    })
    expect(writeText).toHaveBeenCalledWith(URL_TO_COPY)
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1900))
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(200))
    expect(screen.getByRole('button', { name: 'Copiar link' })).toBeInTheDocument()
  })

  it('never says "Copiado!" when the clipboard refuses, and shows an error toast', async () => {
    stubClipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError')
    })
    render(
      <>
        <LazyToaster />
        <CopyLinkButton url={URL_TO_COPY} label="Copiar link" />
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Copiar link' }))
    expect(
      await screen.findByText('Não foi possível copiar o link.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Copiado!' })).toBeNull()
  })
})
