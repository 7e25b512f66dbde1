import { type ComponentType, lazy } from 'react'
import { Route, Routes } from 'react-router'

function page(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => load().then((module) => ({ default: module.Component })))
}

const List = page(() => import('./jobs-list.tsx'))
const New = page(() => import('./job-new.tsx'))
const Board = page(() => import('./job-board.tsx'))
const Edit = page(() => import('./job-edit.tsx'))

/**
 * /vagas and its pages (issue 14). One lazy entry in the router keeps the first load of every page
 * small (each lazy route adds its preload list to the entry chunk); the pages stay their own chunks.
 */
export function Component() {
  return (
    <Routes>
      <Route index element={<List />} />
      <Route path="nova" element={<New />} />
      <Route path=":id" element={<Board />} />
      <Route path=":id/editar" element={<Edit />} />
    </Routes>
  )
}
