export type MailMessage = { to: string; subject: string; text: string };

/** The one way the product sends e-mail; the adapter is chosen by configuration. */
export type Mailer = { send(message: MailMessage): Promise<void> };
