import { readFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import { apiAnswers } from '@shared/contract/answers';
import { generateApiDocument, OPENAPI_PATH, serializeDocument } from './openapiDocument';

type Document = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

describe(OPENAPI_PATH, () => {
  it('is the document the routes declare (npm run openapi writes it)', async () => {
    const generated = serializeDocument(await generateApiDocument());
    const checkedIn = await readFile(OPENAPI_PATH, 'utf8');
    expect(checkedIn === generated, `${OPENAPI_PATH} differs from the routes' schemas: run npm run openapi`).toBe(true);
  });

  it('has every API call of the contract, each with its successes and the error answers', async () => {
    const document = JSON.parse(await readFile(OPENAPI_PATH, 'utf8')) as Document;
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        statuses: Object.keys(operation.responses),
      })),
    );
    expect(operations.map(({ route }) => route).sort()).toEqual(Object.keys(apiAnswers).sort());
    for (const { route, statuses } of operations) {
      expect(statuses, route).toEqual(
        expect.arrayContaining([...Object.keys(apiAnswers[route as keyof typeof apiAnswers]), '500', '503']),
      );
    }
  });
});
