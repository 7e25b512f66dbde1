import { ClockIcon, InboxIcon, ShieldAlertIcon } from 'lucide-react'
import { FadeIn } from '../fade-in.tsx'
import { type IconCard, IconCardList } from '../icon-card-list.tsx'
import { PageSection } from '../page-section.tsx'
import { SectionHeading } from '../section-heading.tsx'

const problems: readonly IconCard[] = [
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
        <IconCardList
          cards={problems}
          tone="alert"
          layout="stacked"
          className="mt-14 md:grid-cols-3"
          cardClassName="p-7"
        />
      </FadeIn>
    </PageSection>
  )
}
