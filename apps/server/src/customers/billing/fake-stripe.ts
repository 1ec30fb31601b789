import Stripe from 'stripe';

export const STRIPE_TEST_KEYS = {
  secretKey: 'sk_test_offline',
  publishableKey: 'pk_test_offline',
  webhookSecret: 'whsec_test_offline',
};

export interface RecordedStripeCall {
  method: string;
  path: string;
  params: URLSearchParams;
}

/**
 * A Stripe client whose HTTP never leaves the process: answers the few calls the provider
 * makes the way Stripe's API documents them. Tests must never call out to Stripe.
 */
export function fakeStripe(options: { priceExists?: boolean; subscriptionStatus?: string } = {}) {
  const calls: RecordedStripeCall[] = [];
  let counter = 0;
  const state = { subscriptionStatus: options.subscriptionStatus ?? 'incomplete' };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const params = new URLSearchParams(method === 'GET' ? url.search : String(init?.body ?? ''));
    calls.push({ method, path: url.pathname, params });
    counter += 1;
    if (method === 'GET' && url.pathname === '/v1/prices') {
      const data =
        options.priceExists === false
          ? []
          : [{ id: `price_${counter}`, object: 'price', lookup_key: params.get('lookup_keys[0]') }];
      return json({ object: 'list', data, has_more: false, url: '/v1/prices' });
    }
    if (method === 'POST' && url.pathname === '/v1/customers') {
      return json({ id: `cus_fake${counter}`, object: 'customer', email: params.get('email') });
    }
    if (method === 'POST' && url.pathname === '/v1/subscriptions') {
      return json({
        id: `sub_fake${counter}`,
        object: 'subscription',
        status: 'incomplete',
        customer: params.get('customer'),
        latest_invoice: {
          id: `in_fake${counter}`,
          object: 'invoice',
          confirmation_secret: {
            client_secret: `pi_fake${counter}_secret_abc`,
            type: 'payment_intent',
          },
        },
      });
    }
    const subscription = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname);
    if (method === 'GET' && subscription) {
      return json({
        id: subscription[1],
        object: 'subscription',
        status: state.subscriptionStatus,
      });
    }
    return json(
      {
        error: { type: 'invalid_request_error', message: `No fake for ${method} ${url.pathname}` },
      },
      404,
    );
  };

  const client = new Stripe(STRIPE_TEST_KEYS.secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch),
    maxNetworkRetries: 0,
    telemetry: false,
  });
  return { client, calls, state };
}

/** A webhook body and its Stripe-Signature header, made with Stripe's own offline helper. */
export function signedWebhook(event: {
  id: string;
  type: string;
  object: Record<string, unknown>;
}) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: STRIPE_TEST_KEYS.webhookSecret,
  });
  return { payload, signature };
}
