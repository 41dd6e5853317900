import { DEV_OPERATOR } from '../modules/operators/operators.seed';

/** The operator session cookie of the development operator on a running server. */
export async function operatorSessionAt(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEV_OPERATOR),
  });
  const cookie = res.headers.getSetCookie().find((entry) => entry.startsWith('aurum_operator='));
  if (!cookie) throw new Error(`operator login failed: ${res.status}`);
  return cookie.split(';')[0] ?? '';
}

/** A player's internal id on a running server, through the operator API. */
export async function playerIdAt(
  baseURL: string,
  operator: string,
  search: string,
): Promise<string> {
  const res = await fetch(`${baseURL}/api/admin/users?search=${encodeURIComponent(search)}`, {
    headers: { cookie: operator },
  });
  const id = ((await res.json()) as { items: { id: string }[] }).items[0]?.id;
  if (!id) throw new Error(`no player found for ${search}`);
  return id;
}
