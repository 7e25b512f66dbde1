import { describe, expect, it } from 'vitest'
import { navItemOf, navItemsFor } from './nav-items.ts'

describe('navItemsFor', () => {
  it('shows admin every menu item', () => {
    expect(navItemsFor('admin').map((item) => item.label)).toEqual([
      'Dashboard',
      'Perfil',
      'Gestão de Usuários',
      'Configurações',
      'Formulários',
      'Currículos',
      'Vagas',
      'Agenda',
      'Pagamentos',
      'Cancelamento de Plano',
    ])
  })

  it('shows premium the applications, the form builder and the public link (in Configurações)', () => {
    expect(navItemsFor('premium').map((item) => item.label)).toEqual([
      'Dashboard',
      'Perfil',
      'Configurações',
      'Formulários',
      'Currículos',
      'Vagas',
      'Agenda',
    ])
  })

  it('shows padrao the applications, the jobs and the interviews only', () => {
    expect(navItemsFor('padrao').map((item) => item.label)).toEqual([
      'Dashboard',
      'Perfil',
      'Currículos',
      'Vagas',
      'Agenda',
    ])
  })
})

describe('navItemOf', () => {
  it('finds the page of a path, not of a longer sibling', () => {
    expect(navItemOf('/usuarios')?.permission).toBe('team:manage')
    expect(navItemOf('/usuarios/')?.permission).toBe('team:manage')
    expect(navItemOf('/usuariosx')).toBeUndefined()
  })
})
