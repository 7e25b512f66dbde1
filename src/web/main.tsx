import './styles.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app.tsx'

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')
const app = (
  <StrictMode>
    <App />
  </StrictMode>
)
// The server sends prerendered HTML for the public pages (scripts/prerender.mjs): React adopts it.
// Every other page arrives with an empty #root and renders here.
if (root.firstElementChild) hydrateRoot(root, app)
else createRoot(root).render(app)
