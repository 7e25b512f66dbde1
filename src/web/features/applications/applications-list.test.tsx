import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApplicationList } from '@/shared/applications/api.ts'
import { type ApplicationsFilter, useApplications } from './api.ts'
import { SearchBox } from './search-box.tsx'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('SearchBox', () => {
  it('searches once, 300 ms after the person stops typing', () => {
    vi.useFakeTimers()
    const onSearch = vi.fn()
    render(<SearchBox value="" onSearch={onSearch} />)
    const box = screen.getByRole('searchbox', { name: 'Buscar candidaturas por nome, CPF ou e-mail' })
    for (const text of ['j', 'jo', 'joa', 'joao']) {
      fireEvent.change(box, { target: { value: text } })
      act(() => vi.advanceTimersByTime(100))
    }
    expect(onSearch).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(300))
    expect(onSearch).toHaveBeenCalledTimes(1)
    expect(onSearch).toHaveBeenCalledWith('joao')
  })

  it('shows a search that changed from outside (Back)', () => {
    const { rerender } = render(<SearchBox value="maria" onSearch={() => {}} />)
    expect(screen.getByRole('searchbox')).toHaveValue('maria')
    rerender(<SearchBox value="" onSearch={() => {}} />)
    expect(screen.getByRole('searchbox')).toHaveValue('')
  })
})

function page(name: string): ApplicationList {
  return {
    items: [
      {
        id: name,
        name,
        cpf: null,
        email: null,
        status: 'novo',
        createdAt: new Date().toISOString(),
        isRepeat: false,
        excerpt: null,
        job: null,
        folders: [],
        tags: [],
        rating: { average: null, count: 0 },
      },
    ],
    total: 1,
    page: 1,
    pageSize: 20,
  }
}

function List() {
  const [filter, setFilter] = useState<ApplicationsFilter>({
    q: 'jo',
    status: 'todos',
    sort: 'relevance',
    page: 1,
    job: 'todas',
    folder: '',
    tag: '',
    minRating: null,
  })
  const list = useApplications('empresa', filter)
  return (
    <div>
      <button type="button" onClick={() => setFilter({ ...filter, q: 'joao' })}>
        buscar joao
      </button>
      <p>{list.data?.items[0]?.name ?? 'vazio'}</p>
    </div>
  )
}

describe('useApplications', () => {
  it('never lets a late answer to an older search replace the newer one', async () => {
    const answers = new Map<string, (response: Response) => void>()
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (url: string) =>
          new Promise<Response>((resolve) => {
            answers.set(new URL(url, 'http://localhost').searchParams.get('q') ?? '', resolve)
          }),
      ),
    )
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <List />
      </QueryClientProvider>,
    )
    await vi.waitFor(() => expect(answers.has('jo')).toBe(true))
    fireEvent.click(screen.getByRole('button', { name: 'buscar joao' }))
    await vi.waitFor(() => expect(answers.has('joao')).toBe(true))

    await act(async () => answers.get('joao')?.(new Response(JSON.stringify(page('resultado de joao')))))
    expect(await screen.findByText('resultado de joao')).toBeInTheDocument()
    await act(async () => answers.get('jo')?.(new Response(JSON.stringify(page('resultado de jo')))))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.getByText('resultado de joao')).toBeInTheDocument()
    expect(screen.queryByText('resultado de jo')).not.toBeInTheDocument()
  })
})
