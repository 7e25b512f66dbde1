import { type ComponentType, lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router'
import { paths } from '@/shared/paths.ts'
import { PageErrorBoundary } from './pages/page-error-boundary.tsx'

/**
 * Declarative routes (BrowserRouter): the data router costs ~17 KB gzip more on the first load of
 * every page, and the first load of / has a 120 KB budget (docs/decisions/001-declarative-router.md).
 * Each page file exports `Component` and is its own lazy chunk, so a visitor downloads only what the
 * page needs. Only routes with real pages live here; each issue adds its own.
 * Pages that use TanStack Query go under the ServerStateLayout route: marketing pages must not
 * download it.
 */
function page(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => load().then((module) => ({ default: module.Component })))
}

const Home = page(() => import('./pages/marketing/home.tsx'))
const About = page(() => import('./pages/marketing/about.tsx'))
const Careers = page(() => import('./pages/marketing/careers.tsx'))
const NotFound = page(() => import('./pages/not-found.tsx'))
const ServerStateLayout = page(() => import('./pages/server-state-layout.tsx'))
const PublicForm = page(() => import('./pages/public-form/public-form.tsx'))
const FormSubmitted = page(() => import('./pages/public-form/form-submitted.tsx'))
const CareersPages = page(() => import('./pages/careers/careers-pages.tsx'))
const SignUp = page(() => import('./pages/auth/sign-up.tsx'))
const SignUpDone = page(() => import('./pages/auth/sign-up-done.tsx'))
const SignIn = page(() => import('./pages/auth/sign-in.tsx'))
const ForgotPassword = page(() => import('./pages/auth/forgot-password.tsx'))
const ResetPassword = page(() => import('./pages/auth/reset-password.tsx'))
const AuthCallback = page(() => import('./pages/auth/auth-callback.tsx'))
const AdminLayout = page(() => import('./pages/admin/layout.tsx'))
const Dashboard = page(() => import('./pages/admin/dashboard.tsx'))
const Applications = page(() => import('./pages/admin/applications.tsx'))
const Users = page(() => import('./pages/admin/users.tsx'))
const Profile = page(() => import('./pages/admin/profile.tsx'))
const Payments = page(() => import('./pages/admin/payments.tsx'))
const Cancellation = page(() => import('./pages/admin/cancellation.tsx'))
const AcceptInvitation = page(() => import('./pages/auth/accept-invitation.tsx'))
const ConfirmEmailChange = page(() => import('./pages/auth/confirm-email-change.tsx'))
const EmailOptOut = page(() => import('./pages/email/opt-out.tsx'))
const Settings = page(() => import('./pages/admin/settings.tsx'))
const Forms = page(() => import('./pages/admin/forms.tsx'))
const Jobs = page(() => import('./pages/admin/jobs.tsx'))
const Agenda = page(() => import('./pages/admin/agenda.tsx'))
const InterviewResponse = page(() => import('./pages/auth/interview-response.tsx'))

/** The routes; the router around them is App's (BrowserRouter, or StaticRouter when prerendering). */
export function AppRoutes() {
  return (
    <PageErrorBoundary>
      <Suspense fallback={null}>
        <Routes>
          <Route path={paths.home} element={<Home />} />
          <Route path={paths.about} element={<About />} />
          <Route path={paths.careers} element={<Careers />} />
          <Route element={<ServerStateLayout />}>
            {/* auth, admin and public-form pages */}
            <Route path={paths.signUp} element={<SignUp />} />
            <Route path={paths.signUpDone} element={<SignUpDone />} />
            <Route path={paths.signIn} element={<SignIn />} />
            <Route path={paths.forgotPassword} element={<ForgotPassword />} />
            <Route path={paths.resetPassword} element={<ResetPassword />} />
            <Route path={paths.authCallback} element={<AuthCallback />} />
            <Route path={paths.acceptInvitation} element={<AcceptInvitation />} />
            <Route path={paths.confirmEmailChange} element={<ConfirmEmailChange />} />
            <Route path={paths.emailOptOut} element={<EmailOptOut />} />
            <Route path="/entrevista/:token" element={<InterviewResponse />} />
            <Route element={<AdminLayout />}>
              <Route path={paths.dashboard} element={<Dashboard />} />
              <Route path={paths.profile} element={<Profile />} />
              <Route path={paths.users} element={<Users />} />
              <Route path={paths.settings} element={<Settings />} />
              <Route path={paths.forms} element={<Forms />} />
              <Route path={paths.applications} element={<Applications />} />
              {/* /vagas, /vagas/nova, /vagas/{id}, /vagas/{id}/editar: one lazy entry (pages/admin/jobs.tsx). */}
              <Route path="/vagas/*" element={<Jobs />} />
              <Route path={paths.payments} element={<Payments />} />
              <Route path={paths.cancellation} element={<Cancellation />} />
              <Route path={paths.agenda} element={<Agenda />} />
            </Route>
          </Route>
          {/* The public form stays out of ServerStateLayout: candidates' phones skip TanStack Query. */}
          <Route path="/f/:slug" element={<PublicForm />} />
          <Route path={paths.formSubmitted} element={<FormSubmitted />} />
          {/* The careers page and job pages: light like the public form (no TanStack Query). */}
          <Route path="/c/:slug/*" element={<CareersPages />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </PageErrorBoundary>
  )
}
