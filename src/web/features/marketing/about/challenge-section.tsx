import { ClockIcon, InboxIcon, type LucideIcon, ShieldAlertIcon } from 'lucide-react'
import { FadeIn } from '../fade-in.tsx'
import { PageSection } from '../page-section.tsx'
import { SectionHeading } from '../section-heading.tsx'

type Problem = { icon: LucideIcon; title: string; description: string }

const problems: readonly Problem[] = [
  {
    icon: InboxIcon,
    title: 'Currículos espalhados',
    description:
      'Candidaturas chegam por e-mail, mensagens e papel, e ninguém sabe onde está a versão mais recente.',
  },
  {
    icon: ClockIcon,
    title: 'Triagem que consome a semana',
    description:
      'Horas lendo currículos que não atendem à vaga, enquanto os bons candidatos aceitam outra proposta.',
  },
  {
    icon: ShieldAlertIcon,
    title: 'Dados pessoais sem controle',
    description:
      'Planilhas e caixas de entrada não garantem a proteção que a LGPD exige para os dados dos candidatos.',
  },
]

export function ChallengeSection() {
  return (
    <PageSection id="challenge">
      <FadeIn className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="challenge-title"
          eyebrow="O desafio"
          title="O recrutamento das pequenas e médias empresas ainda é manual"
          description="Conversando com centenas de profissionais de RH, ouvimos sempre os mesmos problemas."
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {problems.map(({ icon: Icon, title, description }) => (
            <li key={title} className="rounded-2xl border border-border bg-white p-7 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-red-50 text-red-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-bold text-brand-950">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </FadeIn>
    </PageSection>
  )
}
