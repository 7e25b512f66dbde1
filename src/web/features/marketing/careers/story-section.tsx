import { PageSection } from '../page-section.tsx'
import { SectionHeading } from '../section-heading.tsx'

export function StorySection() {
  return (
    <PageSection id="nossa-historia">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <SectionHeading
            id="nossa-historia-title"
            eyebrow="Nossa história"
            title="Nascemos dentro de um departamento de RH"
            align="left"
          />
          <div className="mt-6 flex flex-col gap-4 leading-relaxed text-muted-foreground">
            <p>
              Em 2019, duas profissionais de recursos humanos cansadas de pilhas de currículos em papel se
              juntaram a um desenvolvedor com uma pergunta simples: por que recrutar precisa ser tão difícil
              para quem não tem uma grande estrutura?
            </p>
            <p>
              Dessa pergunta nasceu o Talentos. Hoje ajudamos pequenas e médias empresas de todo o país a
              receber, organizar e avaliar candidaturas em um só lugar, com segurança e em conformidade com a
              LGPD.
            </p>
            <p>
              Continuamos um time enxuto, próximo dos clientes, em que cada pessoa tem voz nas decisões do
              produto.
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {[
            { value: '2019', label: 'ano de fundação' },
            { value: '93%', label: 'dos clientes relatam economia de tempo' },
            { value: '4', label: 'planos para cada tamanho de empresa' },
            { value: 'LGPD', label: 'dados protegidos desde o primeiro dia' },
          ].map((fact, index) => (
            <div
              key={fact.label}
              className={
                index % 3 === 0
                  ? 'flex flex-col-reverse justify-end gap-1 rounded-2xl bg-brand-700 p-6 text-white'
                  : 'flex flex-col-reverse justify-end gap-1 rounded-2xl border border-border bg-slate-50 p-6'
              }
            >
              <dt className={index % 3 === 0 ? 'text-sm text-brand-100' : 'text-sm text-muted-foreground'}>
                {fact.label}
              </dt>
              <dd
                className={
                  index % 3 === 0
                    ? 'font-display text-3xl font-extrabold'
                    : 'font-display text-3xl font-extrabold text-brand-800'
                }
              >
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </PageSection>
  )
}
