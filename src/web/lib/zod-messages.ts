import { installZodPtBr } from '@/shared/validation/zod-pt-br.ts'

/**
 * Imported (for its effect) by the signed-in area's forms that validate with zod: zod's messages in
 * pt-BR for schemas without their own, the same map the server installs (src/server/app.ts). Not in
 * the entry chunk nor in the sign-in/sign-up forms: whatever the public form loads before its first
 * step would pull all of zod into that first load (~29 KB gzip, performance.spec.ts); the public
 * form's and the account forms' schemas word every message themselves.
 */
installZodPtBr()
