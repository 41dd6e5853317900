import { ZDecimalAmount } from '@aurum/contracts/money';
import { DISPUTE_OPTIONS } from '@aurum/contracts/wallet';
import { z } from 'zod';
import type { TDisputeBody } from '../api/create-dispute';
import { isPositiveDecimal } from './decimal';
import { MAX_PROOF_BYTES } from './proof-image';

export type TDisputeOption = (typeof DISPUTE_OPTIONS)[number];

/** The option that changes the invoice to the amount actually paid: it asks for that amount. */
export const CHANGE_INVOICE: TDisputeOption = 'CHANGE_INVOICE';

/** The problems a player can pick from, sent as these keys (the back office reads them). */
export const DISPUTE_PROBLEMS = [
  'payment_not_credited',
  'wrong_amount',
  'paid_after_expiry',
  'wrong_details',
  'paid_twice',
  'other',
] as const;

const MAX_NAME_LENGTH = 120;
const MAX_COMMENT_LENGTH = 2000;

/** An image picked for the dispute, read as a data URL (empty when refused before reading). */
export interface TDisputeImage {
  fileName: string;
  fileContent: string;
  size: number;
  type: string;
}

/** Why a picked file cannot be sent (an image of at most 5 MB), as a translation key; `null` when it can. */
export function imageIssue(file: Pick<TDisputeImage, 'size' | 'type'>): string | null {
  if (!file.type.startsWith('image/')) return 'Dispute.file_not_image';
  if (file.size > MAX_PROOF_BYTES) return 'Dispute.file_too_large';
  return null;
}

const required = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'Validation.required' })
    .max(max, { message: 'Validation.invalid_format' });

/**
 * The dispute form (spec 5 "Dispute"): the payer's name, what to do (an option), the amount
 * actually paid only for a changed invoice, the proof image, a comment and the problem.
 */
export const disputeFormSchema = z
  .object({
    name: required(MAX_NAME_LENGTH),
    acceptOption: z.enum(DISPUTE_OPTIONS, { message: 'Dispute.choose_option' }),
    amount: z.string().trim(),
    image: z.custom<TDisputeImage | null>().superRefine((image, ctx) => {
      const issue = image ? imageIssue(image) : 'Validation.required';
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
      else if (!image?.fileContent)
        ctx.addIssue({ code: 'custom', message: 'Validation.required' });
    }),
    comment: required(MAX_COMMENT_LENGTH),
    // The select starts on its placeholder, the empty value.
    problem: z
      .string()
      .refine((problem) => (DISPUTE_PROBLEMS as readonly string[]).includes(problem), {
        message: 'Validation.required',
      }),
  })
  .superRefine(
    ({ acceptOption, amount }, ctx) => {
      if (acceptOption !== CHANGE_INVOICE) return;
      const text = typeof amount === 'string' ? amount.trim() : '';
      const message = !text
        ? 'Validation.required'
        : !ZDecimalAmount.safeParse(text).success || !isPositiveDecimal(text)
          ? 'Validation.invalid_amount'
          : null;
      if (message) ctx.addIssue({ code: 'custom', message, path: ['amount'] });
    },
    // Checked while other fields are still invalid too, so its message shows as soon as typed.
    { when: () => true },
  );

export type TDisputeFormValues = z.input<typeof disputeFormSchema>;
export type TDisputeFormOutput = z.output<typeof disputeFormSchema>;

/** The dispute call's body; the amount only for a changed invoice. */
export function toDisputeBody(values: TDisputeFormOutput): TDisputeBody {
  const { name, acceptOption, amount, image, comment, problem } = values;
  return {
    image: { name, fileName: image?.fileName ?? '', fileContent: image?.fileContent ?? '' },
    acceptOption,
    ...(acceptOption === CHANGE_INVOICE ? { amount } : {}),
    comment,
    problem,
  };
}
