import { ApplyLink } from './apply-link.tsx'

export function CareersHero() {
  return (
    <section
      aria-labelledby="careers-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white pt-32 pb-16 sm:pt-40 sm:pb-20"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(var(--color-brand-200)_1px,transparent_1px)] [background-size:24px_24px] [mask-image:linear-gradient(to_bottom,black,transparent_75%)] opacity-60"
      />
      <div className="relative mx-auto max-w-3xl px-4 text-center sm:px-6">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Carreiras</p>
        <h1
          id="careers-title"
          className="mt-4 text-4xl leading-tight font-extrabold text-balance text-brand-950 sm:text-5xl"
        >
          Ajude a transformar a forma como o Brasil contrata
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-pretty text-muted-foreground">
          Criamos ferramentas para o RH de pequenas e médias empresas de todo o país. Se você gosta de
          resolver problemas reais e ver o impacto do seu trabalho, queremos conhecer você.
        </p>
        <div className="mt-8 flex justify-center">
          <ApplyLink />
        </div>
      </div>
    </section>
  )
}
