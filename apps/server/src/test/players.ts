import type { App } from '../lib/http';
import { DEV_OPERATOR } from '../modules/operators/operators.seed';

/** The `name=value` pair a response set for `name`, to send back as a Cookie header. */
export function cookieFrom(
  res: { cookies: { name: string; value: string }[] },
  name: string,
): string {
  const cookie = res.cookies.find((entry) => entry.name === name);
  if (!cookie) throw new Error(`response set no ${name} cookie`);
  return `${name}=${cookie.value}`;
}

let counter = 0;
export function uniqueEmail(prefix = 'player'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

/** Registers a player and returns its session cookie and /me body. */
export async function signUp(app: App, email = uniqueEmail(), password = 'correct horse battery') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return {
    email,
    password,
    cookie: cookieFrom(res, 'aurum_session'),
    me: res.json<{ globalId: string }>(),
  };
}

export async function operatorCookie(app: App): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: DEV_OPERATOR,
  });
  if (res.statusCode !== 200)
    throw new Error(`operator login failed: ${res.statusCode} ${res.body}`);
  return cookieFrom(res, 'aurum_operator');
}

/** The player's internal id, found through the operator API as a back-office user would. */
export async function playerIdOf(app: App, operator: string, search: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/users?search=${encodeURIComponent(search)}`,
    headers: { cookie: operator },
  });
  const id = res.json<{ items: { id: string }[] }>().items[0]?.id;
  if (!id) throw new Error(`no player found for ${search}`);
  return id;
}

/** An `app.inject` call as a player makes it: with their session cookie when given one. */
export function playerCalls(app: App) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    cookie?: string,
    payload?: object,
  ) => app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
}

/** Fills the profile a withdrawal asks for (names, gender, birth date); the answer's status. */
export async function completeProfile(app: App, cookie: string): Promise<number> {
  const res = await playerCalls(app)('PATCH', '/api/v1/me/profile', cookie, {
    firstName: 'Anna',
    lastName: 'Lind',
    gender: 'female',
    dateOfBirth: '1990-04-12',
  });
  return res.statusCode;
}

/**
 * Turns the welcome bonus off on both channels: for tests of payments, whose deposits should
 * earn no bonus money on top.
 */
export async function declineWelcomeBonus(app: App, cookie: string): Promise<void> {
  const res = await playerCalls(app)('POST', '/api/v2/users/loyalty', cookie, {
    isWelcomeEnabledFiat: false,
    isWelcomeEnabledCrypto: false,
  });
  if (res.statusCode !== 200) throw new Error(`loyalty failed: ${res.statusCode} ${res.body}`);
}

/** The player's main (withdrawable) money in minor units: the balance's total less its bonuses. */
export async function mainMoney(app: App, cookie: string): Promise<number> {
  const body = (await playerCalls(app)('GET', '/api/v1/me/balance', cookie)).json<{
    total: { value: string };
    userBonuses: { amount: { value: string } }[];
  }>();
  const bonuses = body.userBonuses.reduce((sum, bonus) => sum + BigInt(bonus.amount.value), 0n);
  return Number(BigInt(body.total.value) - bonuses);
}

/** The id of the bonus offer with this title, as the back office lists it. */
export async function offerIdOf(app: App, operator: string, title: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/admin/bonus-offers',
    headers: { cookie: operator },
  });
  const offer = res
    .json<{ items: { id: string; title: string }[] }>()
    .items.find((entry) => entry.title === title);
  if (!offer) throw new Error(`no offer ${title}`);
  return offer.id;
}
