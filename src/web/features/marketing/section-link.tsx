import type { ComponentProps } from 'react'
import { Link, useLocation } from 'react-router'
import { paths } from '@/shared/paths.ts'
import type { HomeSectionId } from './sections.ts'

type SectionLinkProps = Omit<ComponentProps<'a'>, 'href'> & { section: HomeSectionId }

/**
 * A link to a section of the home page. On the home page it is a plain in-page anchor (the browser
 * scrolls, the URL gets the hash); elsewhere it navigates to the home page, which scrolls to the hash.
 */
export function SectionLink({ section, ...props }: SectionLinkProps) {
  const { pathname } = useLocation()
  if (pathname === paths.home) return <a href={`#${section}`} {...props} />
  return <Link to={{ pathname: paths.home, hash: section }} {...props} />
}
