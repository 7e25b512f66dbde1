import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { JobText, parseBlocks } from './job-text.tsx'

describe('JobText', () => {
  it('renders paragraphs, lists and bold as elements', () => {
    const { container } = render(
      <JobText
        text={
          'Vaga de **logística**.\nTurno da manhã.\n\n- Vale-transporte\n- Plano de saúde\n\n1. Entrevista\n2. Teste'
        }
      />,
    )
    expect(container.querySelectorAll('p')).toHaveLength(1)
    expect(container.querySelector('p strong')?.textContent).toBe('logística')
    expect(container.querySelector('p br')).not.toBeNull()
    expect([...container.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual([
      'Vale-transporte',
      'Plano de saúde',
    ])
    expect([...container.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual([
      'Entrevista',
      'Teste',
    ])
  })

  it('never turns the text into HTML', () => {
    const text = '<script>alert(1)</script> <img src=x onerror="alert(2)"> **<b>negrito</b>**'
    const { container } = render(<JobText text={text} />)
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('b')).toBeNull()
    expect(container.textContent).toBe(
      '<script>alert(1)</script> <img src=x onerror="alert(2)"> <b>negrito</b>',
    )
  })

  it('splits blocks on blank lines and list marks', () => {
    expect(parseBlocks('a\n\n* b\n* c\nd').map((block) => block.kind)).toEqual(['p', 'ul', 'p'])
    expect(parseBlocks('   \n')).toEqual([])
  })
})
