import { CheckCircle2Icon } from 'lucide-react'
import { PageSection } from '../page-section.tsx'
import { SectionHeading } from '../section-heading.tsx'

const qualities = [
  { title: 'Curiosidade', description: 'Você pergunta "por quê?" e vai atrás da resposta.' },
  {
    title: 'Foco no cliente',
    description: 'Entende que cada melhoria existe para facilitar a vida de um RH real.',
  },
  {
    title: 'Autonomia',
    description: 'Assume responsabilidades, propõe caminhos e pede ajuda quando precisa.',
  },
  {
    title: 'Comunicação clara',
    description: 'Escreve e fala de forma simples, ouve com atenção e dá bons retornos.',
  },
  {
    title: 'Vontade de aprender',
    description: 'Gosta de aprender com os colegas, com os erros e com os dados.',
  },
  {
    title: 'Respeito à diversidade',
    description: 'Valoriza pontos de vista diferentes e contribui para um time plural.',
  },
] as const

export function LookingForSection() {
  return (
    <PageSection id="o-que-procuramos">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="o-que-procuramos-title"
          eyebrow="O que procuramos"
          title="Pessoas que gostam de resolver problemas de verdade"
          description="Mais do que um currículo perfeito, buscamos atitudes. Atuamos em produto, tecnologia, design, atendimento e vendas."
        />
        <ul className="mx-auto mt-14 grid max-w-5xl gap-x-10 gap-y-8 md:grid-cols-2">
          {qualities.map((quality) => (
            <li key={quality.title} className="flex gap-3">
              <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
              <div>
                <h3 className="text-lg font-bold text-brand-950">{quality.title}</h3>
                <p className="mt-1 leading-relaxed text-muted-foreground">{quality.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  )
}
