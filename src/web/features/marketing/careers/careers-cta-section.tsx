import { ApplyLink } from './apply-link.tsx'

export function CareersCtaSection() {
  return (
    <section aria-labelledby="careers-cta-title" className="px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-16 text-center shadow-2xl shadow-brand-900/30 sm:px-16">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-500/30 blur-3xl"
        />
        <h2
          id="careers-cta-title"
          className="relative mx-auto max-w-2xl text-3xl font-extrabold text-balance text-white sm:text-4xl"
        >
          Não encontrou a vaga ideal? Envie seu currículo mesmo assim
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-brand-100">
          Guardamos todos os currículos no nosso banco de talentos e entramos em contato quando surgir uma
          oportunidade com o seu perfil.
        </p>
        <div className="relative mt-8 flex justify-center">
          <ApplyLink variant="accent" className="focus-visible:outline-white" />
        </div>
      </div>
    </section>
  )
}
