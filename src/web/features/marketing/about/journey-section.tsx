import { FadeIn } from '../fade-in.tsx'
import { PageSection } from '../page-section.tsx'
import { SectionHeading } from '../section-heading.tsx'

const milestones = [
  {
    year: '2019',
    title: 'A ideia',
    description:
      'Duas profissionais de RH e um desenvolvedor decidem acabar com as pilhas de currículos em papel.',
  },
  {
    year: '2020',
    title: 'O primeiro formulário',
    description:
      'Lançamos o formulário de candidatura personalizado, usado por empresas parceiras em todo o país.',
  },
  {
    year: '2021',
    title: 'Segurança e LGPD',
    description: 'Criptografia dos dados e processos revisados para a Lei Geral de Proteção de Dados.',
  },
  {
    year: '2022',
    title: 'Planos para cada tamanho',
    description:
      'Nascem os planos Gratuito, Básico, Profissional e Ilimitado, com equipes de vários recrutadores.',
  },
  {
    year: '2023',
    title: 'Triagem inteligente',
    description:
      'Filtros avançados, relatórios e automação de triagem para decidir com mais rapidez e critério.',
  },
] as const

export function JourneySection() {
  return (
    <PageSection id="journey" className="bg-slate-50">
      <FadeIn className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="journey-title"
          eyebrow="Nossa jornada"
          title="De uma planilha a uma plataforma"
          description="Cinco anos aprendendo com quem recruta todos os dias."
        />
        <ol className="relative mx-auto mt-14 max-w-3xl">
          {milestones.map((milestone, index) => (
            <li key={milestone.year} className="relative flex gap-6 pb-10 last:pb-0">
              {index < milestones.length - 1 && (
                <span
                  aria-hidden="true"
                  className="absolute top-14 bottom-0 left-[1.6875rem] w-0.5 bg-brand-200"
                />
              )}
              <span className="relative z-10 flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 font-display text-sm font-bold text-white ring-4 ring-slate-50">
                {milestone.year}
              </span>
              <div className="flex-1 rounded-2xl border border-border bg-white p-5 shadow-sm">
                <h3 className="text-lg font-bold text-brand-950">{milestone.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{milestone.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </FadeIn>
    </PageSection>
  )
}
