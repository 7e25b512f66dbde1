import {
  ClipboardListIcon,
  type LucideIcon,
  Share2Icon,
  UserPlusIcon,
  UserRoundCheckIcon,
} from 'lucide-react'
import { PageSection } from '../page-section.tsx'
import { SectionHeading } from '../section-heading.tsx'

type Step = { icon: LucideIcon; title: string; description: string }

const steps: readonly Step[] = [
  {
    icon: UserPlusIcon,
    title: 'Crie sua conta grátis',
    description: 'Cadastre-se com o e-mail profissional e confirme a conta pelo link que enviamos.',
  },
  {
    icon: ClipboardListIcon,
    title: 'Configure o formulário',
    description:
      'Escolha as etapas e os campos que o candidato preenche: dados pessoais, formação, experiência.',
  },
  {
    icon: Share2Icon,
    title: 'Compartilhe o link',
    description: 'Divulgue o link do formulário da sua empresa nas redes, no site e nos anúncios de vagas.',
  },
  {
    icon: UserRoundCheckIcon,
    title: 'Avalie e decida',
    description: 'Busque as candidaturas, veja cada uma e marque-a como aprovada, pendente ou reprovada.',
  },
]

export function HowItWorksSection() {
  return (
    <PageSection id="how-it-works" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="Como Funciona"
          title="Do cadastro à primeira contratação em quatro passos"
          description="Sem instalação e sem treinamento longo: sua empresa começa a receber candidaturas no mesmo dia."
        />
        <ol className="relative mt-16 grid gap-10 md:grid-cols-2 lg:grid-cols-4 lg:gap-8">
          <span
            aria-hidden="true"
            className="absolute top-7 right-[12.5%] left-[12.5%] hidden h-0.5 bg-gradient-to-r from-brand-200 via-brand-400 to-brand-200 lg:block"
          />
          {steps.map(({ icon: Icon, title, description }, index) => (
            <li key={title} className="relative flex flex-col items-center text-center">
              <span className="relative flex size-14 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-lg shadow-brand-900/20">
                <Icon aria-hidden="true" className="size-6" />
                <span
                  aria-hidden="true"
                  className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-accent-400 text-xs font-bold text-brand-950 ring-2 ring-slate-50"
                >
                  {index + 1}
                </span>
              </span>
              <h3 className="mt-6 text-lg font-bold text-brand-950">
                <span className="sr-only">Passo {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 max-w-xs text-sm leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ol>
      </div>
    </PageSection>
  )
}
