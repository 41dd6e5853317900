import {
  ZGender,
  ZUpdateProfileBody,
  type TProfile,
  type TUpdateProfileBody,
} from '@aurum/contracts/me';
import { z } from 'zod';
import { isAdult } from './adult';

const contract = ZUpdateProfileBody.shape;

/** An optional text box: empty is fine, anything typed must pass the contract's own schema. */
function blankOr(schema: z.ZodType) {
  return z.string().superRefine((value, ctx) => {
    if (value.trim() === '') return;
    const result = schema.safeParse(value);
    if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message });
  });
}

export const ZProfileForm = z
  .object({
    firstName: blankOr(contract.firstName.unwrap()),
    lastName: blankOr(contract.lastName.unwrap()),
    gender: z.union([ZGender, z.literal('')]),
    dateOfBirth: blankOr(contract.dateOfBirth.unwrap()).refine(
      (value) => value === '' || isAdult(value, new Date()),
      { message: 'Validation.underage' },
    ),
  })
  .superRefine(({ firstName, lastName }, ctx) => {
    // The name can be set once: both parts together, never half of it.
    const hasFirst = firstName.trim() !== '';
    if (hasFirst !== (lastName.trim() !== '')) {
      ctx.addIssue({
        code: 'custom',
        path: [hasFirst ? 'lastName' : 'firstName'],
        message: 'Validation.required',
      });
    }
  });

export type TProfileFormValues = z.input<typeof ZProfileForm>;

export function toProfileFormValues(profile: TProfile): TProfileFormValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    gender: profile.gender ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
  };
}

/** What changed, as a PATCH body; `null` when nothing did. The name goes whole or not at all. */
export function toProfileUpdate(
  values: TProfileFormValues,
  profile: TProfile,
): TUpdateProfileBody | null {
  const body: TUpdateProfileBody = {};
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const renamed = firstName !== (profile.firstName ?? '') || lastName !== (profile.lastName ?? '');
  if (profile.isNameChangeAvailable && renamed && firstName && lastName) {
    body.firstName = firstName;
    body.lastName = lastName;
  }
  if (values.gender && values.gender !== profile.gender) body.gender = values.gender;
  if (values.dateOfBirth && values.dateOfBirth !== profile.dateOfBirth) {
    body.dateOfBirth = values.dateOfBirth;
  }
  return Object.keys(body).length > 0 ? body : null;
}
