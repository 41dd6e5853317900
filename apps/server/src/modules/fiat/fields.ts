import { AppError } from '../../lib/app-error';

/** The server's check of each detail field kind (the forms check the same, the server decides). */
const RULES: Record<string, RegExp> = {
  card: /^\d{16}$/,
  person_id: /^\d{10}$/,
  phone: /^\+[1-9]\d{7,14}$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/,
  full_name_latin: /^[A-Za-z][A-Za-z -]*$/,
  expiration_month: /^(0[1-9]|1[0-2])$/,
  expiration_year: /^\d{4}$/,
  month: /^(0[1-9]|1[0-2])$/,
  year: /^\d{4}$/,
  cvc: /^\d{3,4}$/,
  account_number_online_banking_ph: /^[A-Za-z0-9-]{4,34}$/,
};

/**
 * The fields a side asks for: every required one present and valid, optional ones valid when
 * given, nothing else kept. Phone numbers and cards may come with spaces; they are stripped.
 */
export function checkFields(
  given: Record<string, string> | undefined,
  terms: { required: string[]; optional: string[] },
): Record<string, string> {
  const fields: Record<string, string> = {};
  const problems: { path: string; message: string }[] = [];
  for (const kind of [...terms.required, ...terms.optional]) {
    const raw = given?.[kind]?.trim() ?? '';
    const value = kind === 'card' || kind === 'phone' ? raw.replace(/[\s-]/g, '') : raw;
    if (!value) {
      if (terms.required.includes(kind))
        problems.push({ path: kind, message: 'Validation.required' });
      continue;
    }
    const rule = RULES[kind];
    if (rule && !rule.test(value))
      problems.push({ path: kind, message: 'Validation.invalid_format' });
    else fields[kind] = value;
  }
  if (problems.length > 0) throw new AppError('validation_error', 400, { fields: problems });
  return fields;
}
