/** "Anna Petrova" -> "AP"; one name -> its first letter; no name -> "". */
export function initialsOf(firstName: string | null, lastName: string | null): string {
  return [firstName, lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toLocaleUpperCase();
}

/** Display name: first name plus last name, or undefined when neither is set. */
export function displayNameOf(
  firstName: string | null,
  lastName: string | null,
): string | undefined {
  const name = [firstName, lastName].filter(Boolean).join(' ').trim();
  return name || undefined;
}
