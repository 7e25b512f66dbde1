import { FadeIn } from '../fade-in.tsx'
import { PageSection } from '../page-section.tsx'
import { SectionHeading } from '../section-heading.tsx'
import { MARKETING_STATS } from '../stats.ts'

/** Three of the spec's claims: the screening-time reduction, time savings and candidate quality. */
const impactStats = MARKETING_STATS.slice(0, 3)

export function ImpactSection() {
  return (
    <PageSection id="impact" className="bg-brand-950">
      <FadeIn className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="impact-title"
          eyebrow="Nosso impacto"
          title="Resultados que os nossos clientes medem"
          tone="light"
        />
        <dl className="mt-14 grid gap-6 md:grid-cols-3">
          {impactStats.map((stat) => (
            <div
              key={stat.value}
              className="flex flex-col-reverse justify-end gap-2 rounded-2xl border border-white/10 bg-white/5 p-8 text-center"
            >
              <dt className="text-brand-100">{stat.label}</dt>
              <dd className="font-display text-5xl font-extrabold text-accent-300">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <figure className="mx-auto mt-14 max-w-3xl text-center">
          <blockquote className="font-display text-xl leading-relaxed font-semibold text-balance text-white sm:text-2xl">
            <p>
              “Antes levávamos uma semana para separar os currículos de uma vaga. Com o Talentos fazemos isso
              em uma manhã, e os gestores recebem candidatos muito mais alinhados.”
            </p>
          </blockquote>
          <figcaption className="mt-6 flex items-center justify-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-full bg-accent-400 text-sm font-bold text-brand-950"
            >
              AS
            </span>
            <span className="text-left">
              <span className="block font-semibold text-white">Ana Santos</span>
              <span className="block text-sm text-brand-200">Gerente de Pessoas, Rede Sabor Mineiro</span>
            </span>
          </figcaption>
        </figure>
      </FadeIn>
    </PageSection>
  )
}
