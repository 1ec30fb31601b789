import { authorize } from '../auth/guards';

/**
 * Rates feed the correlation, regression and decay screens: any holder of a product may read
 * them (they are public market data; the screens that combine them with an institution's own
 * figures carry their own tier checks).
 */
export const ratePolicy = {
  read: authorize((p) => p.products.length > 0, 'Your plan does not include market rates.'),
};
