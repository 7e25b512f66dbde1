import { describe, expect, it } from 'vitest'
import { isSidebarShortcut, readSidebarExpanded, sidebarCookie } from './sidebar-state.ts'

const key = (overrides: Partial<KeyboardEvent>) => ({
  key: 'b',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
})

describe('sidebar state cookie', () => {
  it('is expanded when nothing was remembered', () => {
    expect(readSidebarExpanded('')).toBe(true)
    expect(readSidebarExpanded('other=1; theme=dark')).toBe(true)
  })

  it('reads the remembered state among other cookies', () => {
    expect(readSidebarExpanded('a=1; sidebar_state=false; b=2')).toBe(false)
    expect(readSidebarExpanded('sidebar_state=true')).toBe(true)
  })

  it('remembers the state for 7 days on the whole site', () => {
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; samesite=lax')
    expect(readSidebarExpanded(sidebarCookie(false).split(';')[0] ?? '')).toBe(false)
  })
})

describe('sidebar shortcut', () => {
  it('is Ctrl+B or Cmd+B', () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true)
    expect(isSidebarShortcut(key({ metaKey: true, key: 'B' }))).toBe(true)
  })

  it('ignores B alone and other combinations', () => {
    expect(isSidebarShortcut(key({}))).toBe(false)
    expect(isSidebarShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false)
    expect(isSidebarShortcut(key({ ctrlKey: true, key: 'n' }))).toBe(false)
  })
})
