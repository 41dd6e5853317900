import { useSearchParams } from 'react-router';

const PROMO_PARAM = 'promo';
const CODE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * A promo link: `?promo=CODE` on any page opens the promo-code-available modal; closing it
 * takes the parameter off the address, so a reload does not open it again.
 */
export function usePromoLink() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PROMO_PARAM);
  const code = raw !== null && CODE.test(raw) ? raw : null;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PROMO_PARAM);
        return next;
      },
      { replace: true },
    );
  return { code, close };
}
