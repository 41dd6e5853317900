import { randomUUID } from 'node:crypto';
import {
  BonusErrorDetail,
  type TAdminBonusOffer,
  type TBonusList,
  type TBonusOfferBody,
  type TBonusSettings,
  type TBonusTemplate,
  type TLoyaltyBody,
  type TUserBonus,
} from '@aurum/contracts/bonuses';
import { formatMinor, toMoney } from '@aurum/contracts/money';
import type { TUserBonus as TWalletUserBonus } from '@aurum/contracts/wallet';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { forEachItem, type TItemLog } from '../../lib/each-item';
import { endOfUtcDay, utcDay } from '../../lib/utc-day';
import { parseGameCode } from '@aurum/games';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { DEFAULT_FREE_SPINS_SLOT } from '../catalogue/studio-games.seed';
import type { UsersService } from '../users/users.service';
import type { CurrenciesService } from '../wallet/currencies.service';
import type { Ledger } from '../wallet/ledger.service';
import type { Stakes } from '../wallet/stakes.service';
import type { TCreditedDeposit } from '../wallet/wallet.service';
import { createBonusesRepo, type TGrantRow, type TOfferRow } from './bonuses.repo';
import { checkFreeSpinsTerms, createFreeSpins, type TFreeSpinsSlot } from './free-spins';
import { presentFreeSpins } from './free-spins-view';
import { createGrants } from './grants';
import { createPromoCodesRepo } from './promo-codes.repo';
import {
  conditionsOf,
  grantAmount,
  matchesDeposit,
  readTerms,
  storeTerms,
  termsFromInput,
  type TBonusTerms,
} from './terms';

export const WELCOME_STEPS = 4;

/**
 * Bonuses: the offers (welcome steps by deposit number, the everyday bonus, personal and promo
 * bonuses), the grants made from them, and the player's choices. A completed deposit grants
 * inside its own transaction: the preferred personal bonus, else the welcome step of that
 * deposit number, else (from the 4th deposit on) the everyday bonus once per UTC day. Each is
 * keyed so the database refuses a second one: a welcome step per player once, the everyday bonus
 * once per UTC day.
 */
export function createBonusesService(deps: {
  db: Db;
  ledger: Ledger;
  stakes: Stakes;
  currencies: CurrenciesService;
  users: UsersService;
  catalogue: Pick<CatalogueService, 'findGameBySlug' | 'gameCard'>;
  log?: TItemLog;
  /** Responsible gaming: a blocked player gets no grants. */
  blocked?: (tx: Tx, userId: string) => Promise<boolean>;
}) {
  /** Free spins play an active slot of the in-house studio: the one named, or the default. */
  const slot: TFreeSpinsSlot = async (slug, db) => {
    const row = await deps.catalogue.findGameBySlug(slug ?? DEFAULT_FREE_SPINS_SLOT, db);
    const code = row && parseGameCode(row.externalId);
    const isSlot = code?.type === 'slot-lines' || code?.type === 'slot-ways';
    return row?.isActive && row.integration === 'inhouse' && isSlot
      ? { id: row.id, title: row.title }
      : undefined;
  };
  const freeSpins = createFreeSpins({ db: deps.db, stakes: deps.stakes, slot, log: deps.log });
  const grants = createGrants({ ...deps, extras: freeSpins });
  freeSpins.bind(grants);
  /** Free spins alone are worth a grant even without bonus money. */
  const worthGranting = (terms: TBonusTerms, amount: bigint) =>
    amount > 0n || terms.freespinsCount > 0;
  const precision = async () =>
    (await deps.currencies.get(deps.currencies.accountCurrency)).precision;

  const conditions = (
    offer: Pick<TOfferRow, 'id' | 'kind' | 'step'>,
    terms: TBonusTerms,
    digits: number,
  ) => conditionsOf(offer.id, offer.kind as TAdminBonusOffer['kind'], offer.step, terms, digits);

  function presentOffer(offer: TOfferRow, digits: number): TAdminBonusOffer {
    return {
      id: offer.id,
      kind: offer.kind as TAdminBonusOffer['kind'],
      step: offer.step,
      title: offer.title,
      enabled: offer.enabled,
      conditions: conditions(offer, readTerms(offer.terms), digits),
      updatedAt: offer.updatedAt.toISOString(),
    };
  }

  function presentGrant(grant: TGrantRow, balance: bigint, digits: number): TUserBonus {
    const money = (value: bigint) => toMoney(value, digits);
    const kind =
      grant.source === 'personal' ? 'personal' : grant.source === 'promo' ? 'promo' : 'welcome';
    return {
      id: grant.id,
      title: grant.title,
      status: grant.status as TUserBonus['status'],
      isPersonal: grant.source === 'personal',
      amount: money(grant.amount),
      balance: money(balance),
      wager: { current: money(grant.wagerCurrent), total: money(grant.wagerTotal) },
      expiresAt: grant.expiresAt.toISOString(),
      endedAt: grant.endedAt?.toISOString() ?? null,
      endReason: grant.endReason,
      convertedAmount: grant.convertedAmount === null ? null : money(grant.convertedAmount),
      conditions: conditionsOf(
        grant.offerId ?? grant.id,
        kind,
        null,
        readTerms(grant.terms),
        digits,
      ),
      createdAt: grant.createdAt.toISOString(),
    };
  }

  function validateOffer(body: TBonusOfferBody, terms: TBonusTerms) {
    if ((body.kind === 'welcome') !== (body.step !== null))
      throw new AppError('validation_error', 400, {
        in: 'body',
        fields: [{ path: 'step', message: 'Validation.welcome_step_required' }],
      });
    if (terms.matchBp === 0 && terms.fixedAmount === null && terms.freespinsCount === 0)
      throw new AppError(BonusErrorDetail.nothingOffered, 400);
    if (terms.maxDeposit !== null && terms.maxDeposit < terms.minDeposit)
      throw new AppError('validation_error', 400, {
        in: 'body',
        fields: [{ path: 'terms.maxDeposit', message: 'Validation.max_below_min' }],
      });
  }

  /** The deposit's bonus: which offer (or pending personal grant) it earns, if any. */
  async function grantForDeposit(tx: Tx, deposit: TCreditedDeposit, now: Date) {
    const repo = createBonusesRepo(tx);
    const settings = await repo.settings(deposit.userId);
    const preferred =
      deposit.channel === 'fiat' ? settings?.preferredFiat : settings?.preferredCrypto;
    if (preferred) {
      const grant = await repo.findGrant(preferred);
      if (grant && waitsFor(grant, deposit)) {
        await repo.saveSettings(
          deposit.userId,
          deposit.channel === 'fiat' ? { preferredFiat: null } : { preferredCrypto: null },
        );
        // Ended meanwhile (an operator forfeited it): the deposit earns what it would without it.
        const activated = await activateFor(tx, grant, deposit, now);
        if (activated) return activated;
      }
    }
    // A promo code's deposit match waits for the next deposit within its bounds.
    for (const grant of await createPromoCodesRepo(tx).openGrantsOf(deposit.userId)) {
      const activated = waitsFor(grant, deposit) && (await activateFor(tx, grant, deposit, now));
      if (activated) return activated;
    }
    const welcomeOn =
      deposit.channel === 'fiat'
        ? (settings?.welcomeFiat ?? true)
        : (settings?.welcomeCrypto ?? true);
    if (welcomeOn && deposit.depositNumber <= WELCOME_STEPS) {
      const offers = (await repo.enabledOffers('welcome')).filter(
        (offer) => offer.step === deposit.depositNumber,
      );
      const granted = await grantFirstMatching(
        tx,
        offers,
        deposit,
        `welcome:${deposit.depositNumber}`,
        now,
      );
      if (granted) return granted;
    }
    if (deposit.depositNumber >= WELCOME_STEPS) {
      const offers = await repo.enabledOffers('everyday');
      return grantFirstMatching(tx, offers, deposit, `everyday:${utcDay(now)}`, now);
    }
    return undefined;
  }

  /** A pending grant whose deposit bounds this deposit meets. */
  const waitsFor = (grant: TGrantRow, deposit: TCreditedDeposit) =>
    grant.status === 'pending' && matchesDeposit(readTerms(grant.terms), deposit.accountAmount);

  /** Activates a pending grant with the deposit's match; undefined when it earns nothing. */
  async function activateFor(tx: Tx, grant: TGrantRow, deposit: TCreditedDeposit, now: Date) {
    const terms = readTerms(grant.terms);
    const amount = grantAmount(terms, deposit.accountAmount);
    return worthGranting(terms, amount) ? grants.activate(tx, grant, amount, now) : undefined;
  }

  async function grantFirstMatching(
    tx: Tx,
    offers: TOfferRow[],
    deposit: TCreditedDeposit,
    sourceRef: string,
    now: Date,
  ) {
    // The richest offer whose bounds the deposit meets (the merged 4th step: most free spins).
    const matching = offers
      .map((offer) => ({ offer, terms: readTerms(offer.terms) }))
      .filter(({ terms }) => matchesDeposit(terms, deposit.accountAmount))
      .sort((a, b) => b.terms.freespinsCount - a.terms.freespinsCount);
    const best = matching[0];
    if (!best) return undefined;
    const amount = grantAmount(best.terms, deposit.accountAmount);
    if (!worthGranting(best.terms, amount)) return undefined;
    return grants.create(
      tx,
      {
        userId: deposit.userId,
        offerId: best.offer.id,
        source: 'deposit',
        sourceRef,
        title: best.offer.title,
        terms: best.terms,
        amount,
        status: 'active',
      },
      now,
    );
  }

  async function assignIn(
    tx: Tx,
    userId: string,
    offerId: string,
    digits: number,
  ): Promise<TUserBonus> {
    const offer = await createBonusesRepo(tx).findOffer(offerId);
    if (!offer || offer.kind !== 'personal')
      throw AppError.notFound(BonusErrorDetail.offerNotFound);
    const terms = readTerms(offer.terms);
    const fixed = terms.fixedAmount;
    // A deposit match waits for the deposit; a fixed amount or free spins alone are given now.
    const waits = fixed === null && terms.matchBp > 0;
    const grant = await grants.create(tx, {
      userId,
      offerId,
      source: 'personal',
      sourceRef: randomUUID(),
      title: offer.title,
      terms,
      amount: fixed ?? 0n,
      status: waits ? 'pending' : 'active',
    });
    if (!grant) throw new Error('a fresh personal grant collided');
    const balance = (await deps.ledger.grantBalances(tx, userId)).get(grant.id) ?? 0n;
    return presentGrant(grant, balance, digits);
  }

  return {
    grants,
    /** Free rounds, lent to the seamless wallet. */
    freeRounds: freeSpins.freeRounds,

    /**
     * Registered with the wallet: inside a withdrawal's transaction, under the player's
     * withdrawal lock, every active grant is forfeited: its bonus money is written off, the
     * deposit and winnings on the main balance leave as asked. Pending personal bonuses hold no
     * money and stay.
     */
    async forfeitActive(tx: Tx, userId: string): Promise<void> {
      for (const grant of await createBonusesRepo(tx).activeOf(userId))
        await grants.end(grant.id, 'forfeited', { reason: 'withdrawal', userId, tx });
      await freeSpins.forfeitActive(tx, userId);
    },

    /** The player's open grants as the wallet's balance lists them. */
    async walletBonuses(userId: string): Promise<TWalletUserBonus[]> {
      const digits = await precision();
      const rows = (await createBonusesRepo(deps.db).grantsOf(userId)).filter(
        (grant) => grant.status === 'active' || grant.status === 'pending',
      );
      const balances =
        rows.length > 0
          ? await deps.ledger.grantBalances(deps.db, userId)
          : new Map<string, bigint>();
      return rows.map((grant) => ({
        id: grant.id,
        title: grant.title,
        status: grant.status,
        amount: { value: (balances.get(grant.id) ?? 0n).toString(), primaryPrecision: digits },
        wager: {
          current: formatMinor(grant.wagerCurrent, digits),
          total: formatMinor(grant.wagerTotal, digits),
        },
        isClaimed: true,
        isCurrent: grant.status === 'active',
        isPersonal: grant.source === 'personal',
        isFirst: grant.source === 'deposit' && grant.sourceRef === 'welcome:1',
      }));
    },

    /** Registered with the wallet: runs in the transaction that credits each deposit. */
    onDeposit: (tx: Tx, deposit: TCreditedDeposit) =>
      grantForDeposit(tx, deposit, new Date()).then(() => undefined),

    async list(userId: string, now = new Date()): Promise<TBonusList> {
      const repo = createBonusesRepo(deps.db);
      const digits = await precision();
      const [offers, rows, balances, depositCount, awards] = await Promise.all([
        repo.listOffers(),
        repo.grantsOf(userId),
        deps.ledger.grantBalances(deps.db, userId),
        deps.users.findById(userId).then((user) => user?.depositCount ?? 0),
        freeSpins.ofUser(userId),
      ]);
      const claimedRefs = new Set(
        rows.filter((row) => row.source === 'deposit').map((row) => row.sourceRef),
      );
      const lastEveryday = rows.find(
        (row) => row.source === 'deposit' && row.sourceRef.startsWith('everyday:'),
      );
      const everydayUnlocksAt =
        lastEveryday && utcDay(lastEveryday.createdAt) === utcDay(now) ? endOfUtcDay(now) : null;

      const templates: TBonusTemplate[] = [];
      for (let step = 1; step <= WELCOME_STEPS; step += 1) {
        const candidates = offers
          .filter((offer) => offer.enabled && offer.kind === 'welcome' && offer.step === step)
          .map((offer) => ({ offer, terms: readTerms(offer.terms) }))
          .sort((a, b) => b.terms.freespinsCount - a.terms.freespinsCount);
        const shown = candidates[0];
        if (!shown) continue;
        const isClaimed = claimedRefs.has(`welcome:${step}`);
        templates.push({
          id: shown.offer.id,
          title: shown.offer.title,
          isPersonal: false,
          isClaimed,
          isFirst: step === 1,
          isCurrent: !isClaimed && depositCount + 1 === step,
          // Inactive: its deposit went by without it (a promo code or personal bonus took it,
          // or welcome bonuses were off), so no deposit can claim it any more.
          status: isClaimed || depositCount < step ? 'active' : 'inactive',
          conditions: conditions(shown.offer, shown.terms, digits),
        });
      }
      for (const offer of offers.filter((row) => row.enabled && row.kind === 'everyday')) {
        templates.push({
          id: offer.id,
          title: offer.title,
          isPersonal: false,
          isClaimed: everydayUnlocksAt !== null,
          isFirst: false,
          isCurrent: depositCount + 1 > WELCOME_STEPS && everydayUnlocksAt === null,
          status: depositCount + 1 >= WELCOME_STEPS ? 'active' : 'inactive',
          conditions: conditions(offer, readTerms(offer.terms), digits),
        });
      }
      for (const grant of rows.filter(
        (row) => row.source === 'personal' && row.status === 'pending',
      )) {
        templates.push({
          id: grant.id,
          title: grant.title,
          isPersonal: true,
          isClaimed: false,
          isFirst: false,
          isCurrent: false,
          status: 'active',
          conditions: conditionsOf(grant.id, 'personal', null, readTerms(grant.terms), digits),
        });
      }
      const open = (row: TGrantRow) => row.status === 'pending' || row.status === 'active';
      const ordered = [...rows.filter(open), ...rows.filter((row) => !open(row))];
      return {
        depositCount,
        everydayUnlocksAt: everydayUnlocksAt?.toISOString() ?? null,
        templates,
        bonuses: ordered
          .filter((row) => !(row.source === 'personal' && row.status === 'pending'))
          .map((row) => presentGrant(row, balances.get(row.id) ?? 0n, digits)),
        freeSpins: await presentFreeSpins(awards, rows, deps.catalogue, digits),
      };
    },

    async settings(userId: string): Promise<TBonusSettings> {
      const row = await createBonusesRepo(deps.db).settings(userId);
      return {
        isWelcomeEnabledFiat: row?.welcomeFiat ?? true,
        isWelcomeEnabledCrypto: row?.welcomeCrypto ?? true,
        preferredFiat: row?.preferredFiat ?? null,
        preferredCrypto: row?.preferredCrypto ?? null,
      };
    },

    async saveSettings(userId: string, body: TLoyaltyBody): Promise<TBonusSettings> {
      const repo = createBonusesRepo(deps.db);
      for (const choice of [body.preferredFiat, body.preferredCrypto]) {
        if (!choice?.isEnabled) continue;
        const grant = await repo.findGrant(choice.id);
        if (grant?.userId !== userId || grant.source !== 'personal' || grant.status !== 'pending')
          throw new AppError(BonusErrorDetail.notSelectable, 400);
      }
      const preferred = (choice: TLoyaltyBody['preferredFiat']) =>
        choice === undefined ? undefined : choice.isEnabled ? choice.id : null;
      if (Object.keys(body).length === 0) return this.settings(userId);
      await repo.saveSettings(userId, {
        ...(body.isWelcomeEnabledFiat === undefined
          ? {}
          : { welcomeFiat: body.isWelcomeEnabledFiat }),
        ...(body.isWelcomeEnabledCrypto === undefined
          ? {}
          : { welcomeCrypto: body.isWelcomeEnabledCrypto }),
        ...(preferred(body.preferredFiat) === undefined
          ? {}
          : { preferredFiat: preferred(body.preferredFiat) }),
        ...(preferred(body.preferredCrypto) === undefined
          ? {}
          : { preferredCrypto: preferred(body.preferredCrypto) }),
      });
      return this.settings(userId);
    },

    async offers(): Promise<TAdminBonusOffer[]> {
      const digits = await precision();
      return (await createBonusesRepo(deps.db).listOffers()).map((offer) =>
        presentOffer(offer, digits),
      );
    },

    /** Creates (no `id`) or replaces an offer; grants already made keep their own terms. */
    async saveOffer(body: TBonusOfferBody, id?: string, tx: Db | Tx = deps.db) {
      const digits = await precision();
      const terms = termsFromInput(body.terms, digits);
      validateOffer(body, terms);
      if (terms.freespinsCount > 0 || terms.freespinsGame !== null)
        checkFreeSpinsTerms(
          Boolean(await slot(terms.freespinsGame, tx)),
          terms.freespinsCount,
          terms.freespinsAmount,
        );
      const repo = createBonusesRepo(tx);
      const values = {
        kind: body.kind,
        step: body.step,
        title: body.title,
        enabled: body.enabled,
        terms: storeTerms(terms),
      };
      const saved = id ? await repo.updateOffer(id, values) : await repo.insertOffer(values);
      if (!saved) throw AppError.notFound(BonusErrorDetail.offerNotFound);
      return presentOffer(saved, digits);
    },

    /**
     * An offer's title, state and stored terms, for a module granting on them (the wheel's
     * bonus prizes); undefined when there is no such offer.
     */
    async offer(id: string, tx: Db | Tx = deps.db) {
      const row = await createBonusesRepo(tx).findOffer(id);
      return (
        row && { id: row.id, title: row.title, enabled: row.enabled, terms: readTerms(row.terms) }
      );
    },

    /** One of the player's grants as their bonus list shows it. */
    async userBonus(userId: string, grantId: string): Promise<TUserBonus> {
      const grant = await createBonusesRepo(deps.db).findGrant(grantId);
      if (grant?.userId !== userId) throw AppError.notFound(BonusErrorDetail.grantNotFound);
      const balance = (await deps.ledger.grantBalances(deps.db, userId)).get(grant.id) ?? 0n;
      return presentGrant(grant, balance, await precision());
    },

    async userBonuses(userId: string): Promise<TUserBonus[]> {
      const digits = await precision();
      const [rows, balances] = await Promise.all([
        createBonusesRepo(deps.db).grantsOf(userId),
        deps.ledger.grantBalances(deps.db, userId),
      ]);
      return rows.map((row) => presentGrant(row, balances.get(row.id) ?? 0n, digits));
    },

    /**
     * Gives a player a personal bonus: a fixed amount is credited at once; a deposit match waits
     * (pending) until the player picks it and deposits.
     */
    async assign(userId: string, offerId: string): Promise<TUserBonus> {
      if (!(await deps.users.findById(userId))) throw AppError.notFound('user_not_found');
      const digits = await precision();
      return deps.db.transaction((tx) => assignIn(tx, userId, offerId, digits));
    },

    /** Ends a grant for an operator's reason; its bonus money is written off. */
    async forfeit(grantId: string, reason: string) {
      const ended = await grants.end(grantId, 'forfeited', { reason });
      return { ...presentGrant(ended, 0n, await precision()), userId: ended.userId };
    },

    /** The expiry sweep: every open grant past its deadline, each in its own transaction. */
    async expireDue(now = new Date()) {
      const due = await createBonusesRepo(deps.db).dueForExpiry(now, 500);
      const ended = await forEachItem(
        due,
        async (grant) => {
          try {
            await grants.end(grant.id, 'expired', {
              reason: 'deadline',
              userId: grant.userId,
              now,
            });
          } catch (error) {
            // Converted or forfeited in the meantime: nothing left to expire.
            if (error instanceof AppError && error.detail === BonusErrorDetail.notActive) return;
            throw error;
          }
        },
        { log: deps.log, name: 'bonus expiry' },
      );
      // Free spins outlive a grant that converted early: they keep their own deadline.
      const spins = await freeSpins.expireDue(now);
      return { done: ended.done + spins.done, failed: ended.failed + spins.failed };
    },
  };
}

export type BonusesService = ReturnType<typeof createBonusesService>;
