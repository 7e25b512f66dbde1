/** There is no support page yet: the account pages' help links write to the support mailbox. */
export const SUPPORT_EMAIL = 'suporte@talentos.app.br'
