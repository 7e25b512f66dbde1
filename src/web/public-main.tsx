import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { PublicApp } from './public-app.tsx'

/**
 * The entry of the pages a candidate opens on a phone (public.html, issue 18): /f/{slug},
 * /formulario-enviado, /c/{slug} and job pages. Built apart from the app's entry (main.tsx,
 * `vite build --config vite.public.config.ts`), so it carries no session, no admin route table and
 * nothing the signed-in app needs. The server sends public.html for those paths (src/server/http/spa.ts).
 */
const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')
createRoot(root).render(
  <StrictMode>
    <PublicApp />
  </StrictMode>,
)
