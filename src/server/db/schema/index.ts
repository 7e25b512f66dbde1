export * from './companies.ts'
export * from './forms.ts'
export * from './profiles.ts'
export * from './submissions.ts'
