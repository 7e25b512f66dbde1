import { FileTextIcon, FilterIcon, SearchIcon, TrendingDownIcon, UsersIcon } from 'lucide-react'
import { cn } from '@/web/lib/cn.ts'

const rows = [
  { initials: 'MS', name: 'Mariana Souza', role: 'Analista de RH', status: 'Aprovado' },
  { initials: 'RL', name: 'Rafael Lima', role: 'Assistente Comercial', status: 'Pendente' },
  { initials: 'JC', name: 'Juliana Costa', role: 'Auxiliar de Logística', status: 'Novo' },
  { initials: 'PA', name: 'Pedro Alves', role: 'Técnico de Manutenção', status: 'Novo' },
] as const

const statusClass: Record<(typeof rows)[number]['status'], string> = {
  Aprovado: 'bg-green-100 text-green-800',
  Pendente: 'bg-amber-100 text-amber-800',
  Novo: 'border border-slate-300 text-slate-700',
}

/** A drawn preview of the applications screen (HTML and CSS only: the CSP allows no external images). */
export function ProductMockup() {
  return (
    <div
      role="img"
      aria-label="Prévia do painel do Talentos com a lista de candidaturas e seus status"
      className="relative mx-auto w-full max-w-xl select-none lg:max-w-none"
    >
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-tr from-brand-200/60 via-brand-100/40 to-accent-300/40 blur-2xl" />
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-brand-900/15">
        <div className="flex items-center gap-1.5 border-b border-slate-100 bg-slate-50 px-4 py-3">
          <span className="size-2.5 rounded-full bg-red-300" />
          <span className="size-2.5 rounded-full bg-amber-300" />
          <span className="size-2.5 rounded-full bg-green-300" />
          <span className="ml-3 hidden h-5 flex-1 rounded-md bg-white px-2 text-[11px] leading-5 text-slate-500 sm:block">
            talentos.app.br/curriculos
          </span>
        </div>
        <div className="flex">
          <div className="hidden w-40 shrink-0 flex-col gap-1 border-r border-slate-100 p-3 sm:flex">
            <span className="mb-2 h-3 w-20 rounded bg-brand-200" />
            {['Painel', 'Candidaturas', 'Formulários', 'Usuários'].map((item, index) => (
              <span
                key={item}
                className={cn(
                  'rounded-md px-2 py-1.5 text-xs',
                  index === 1 ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-500',
                )}
              >
                {item}
              </span>
            ))}
          </div>
          <div className="min-w-0 flex-1 p-4">
            <div className="flex items-center justify-between gap-2">
              <span className="font-display text-sm font-bold text-brand-950">Candidaturas</span>
              <span className="rounded-md bg-brand-700 px-2 py-1 text-[11px] font-semibold text-white">
                Exportar
              </span>
            </div>
            <div className="mt-3 flex gap-2">
              <span className="flex h-8 flex-1 items-center gap-1.5 rounded-md border border-slate-200 px-2 text-[11px] text-slate-500">
                <SearchIcon className="size-3.5" />
                Buscar por nome, CPF ou e-mail
              </span>
              <span className="flex h-8 items-center gap-1 rounded-md border border-slate-200 px-2 text-[11px] text-slate-600">
                <FilterIcon className="size-3.5" />
                Status
              </span>
            </div>
            <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-100">
              {rows.map((row) => (
                <li key={row.name} className="flex items-center gap-3 px-3 py-2.5">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-[11px] font-bold text-brand-800">
                    {row.initials}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-xs font-semibold text-slate-800">{row.name}</span>
                    <span className="block truncate text-[11px] text-slate-500">{row.role}</span>
                  </span>
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-[10px] font-semibold',
                      statusClass[row.status],
                    )}
                  >
                    {row.status}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="absolute -bottom-6 -left-4 hidden items-center gap-3 rounded-xl border border-slate-100 bg-white p-3 pr-5 shadow-xl sm:flex">
        <span className="flex size-10 items-center justify-center rounded-lg bg-green-100 text-green-700">
          <TrendingDownIcon className="size-5" />
        </span>
        <span>
          <span className="block font-display text-lg leading-tight font-extrabold text-brand-950">-50%</span>
          <span className="block text-xs text-slate-500">tempo de triagem</span>
        </span>
      </div>
      <div className="absolute -top-5 right-2 hidden items-center gap-2 rounded-xl border border-slate-100 bg-white p-3 shadow-xl sm:flex">
        <span className="flex size-8 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
          <FileTextIcon className="size-4" />
        </span>
        <span className="text-xs font-semibold text-slate-700">+12 currículos hoje</span>
        <UsersIcon className="size-4 text-accent-500" />
      </div>
    </div>
  )
}
