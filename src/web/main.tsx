import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app.tsx'

// zod's messages in pt-BR (the server installs the same map). Loaded beside the first page rather
// than in the entry chunk: zod is only needed once a form is on screen, by a lazy chunk.
void import('@/shared/validation/zod-pt-br.ts').then((module) => module.installZodPtBr())

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
