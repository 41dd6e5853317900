import { ZEmail, ZLoginBody, ZRegisterBody } from '@aurum/contracts/auth';
import { z } from 'zod';

/** The contract's e-mail, saying "required" rather than "invalid" when the box is empty. */
const ZRequiredEmail = z.string().trim().min(1, { message: 'Validation.required' }).pipe(ZEmail);

export const ZLoginForm = ZLoginBody.extend({ email: ZRequiredEmail });

/**
 * The contract's sign-up body plus what only the form has: the 18+ and terms confirmation.
 * The language is not typed by the player: the form sends the one the app is shown in.
 */
export const ZRegisterForm = ZRegisterBody.omit({ language: true }).extend({
  email: ZRequiredEmail,
  acceptTerms: z.boolean().refine((accepted) => accepted, { message: 'Validation.accept_terms' }),
});
