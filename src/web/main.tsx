import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { installZodPtBr } from '@/shared/validation/zod-pt-br.ts'
import { App } from './app.tsx'

installZodPtBr()

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
