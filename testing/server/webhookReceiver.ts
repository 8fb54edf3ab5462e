import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got: its headers and body as they came, and the status it answered. */
export type ReceivedDelivery = {
  headers: IncomingHttpHeaders;
  body: string;
  /** The `webhook-id` header. */
  webhookId: string;
  status: number;
};

/**
 * What the receiver answers a delivery: a status, or a promise of one (a slow receiver, or one that never
 * answers). `nth` counts the deliveries of the same `webhook-id`, 1 for the first.
 */
export type Answer = (delivery: { webhookId: string; nth: number }) => number | Promise<number>;

export type TestWebhookReceiver = {
  /** Where it listens: `http://127.0.0.1:<port>/hooks`. */
  url: string;
  /** Every request so far, in the order they came. */
  deliveries: ReceivedDelivery[];
  /** How it answers from now on; 204 to everything by default (and after `reset`). */
  answer: Answer;
  /** Forgets the deliveries and answers 204 again. */
  reset(): void;
  close(): Promise<void>;
};

/**
 * A real HTTP server on loopback that takes webhook deliveries, as a customer's endpoint (Zapier, a CRM)
 * would: it records each request and answers as the test says. A 3xx answer carries a Location, as a
 * redirect does.
 */
export async function startTestWebhookReceiver(): Promise<TestWebhookReceiver> {
  const receiver = {
    deliveries: [] as ReceivedDelivery[],
    answer: (() => 204) as Answer,
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const webhookId = String(request.headers['webhook-id'] ?? '');
      const nth = receiver.deliveries.filter((delivery) => delivery.webhookId === webhookId).length + 1;
      const delivery = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), webhookId, status: 0 };
      receiver.deliveries.push(delivery);
      void Promise.resolve(receiver.answer({ webhookId, nth })).then((status) => {
        delivery.status = status;
        if (status >= 300 && status < 400) response.setHeader('location', 'http://127.0.0.1:9/elsewhere');
        response.writeHead(status, { 'content-type': 'text/plain' });
        response.end(status >= 400 ? `refused with ${status}: try later` : '');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks`,
    reset() {
      receiver.deliveries.length = 0;
      receiver.answer = () => 204;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

/** How many deliveries of each `webhook-id` the receiver accepted (answered 2xx). */
export function acceptedByWebhookId(deliveries: readonly ReceivedDelivery[]): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const { webhookId, status } of deliveries) {
    if (status >= 200 && status < 300) accepted.set(webhookId, (accepted.get(webhookId) ?? 0) + 1);
  }
  return accepted;
}
