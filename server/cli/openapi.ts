import { writeFile } from 'node:fs/promises';

import { generateApiDocument, OPENAPI_PATH, serializeDocument } from '../openapiDocument';

// `npm run openapi`: writes the API's OpenAPI document, generated from the routes' schemas, to
// docs/openapi.json (server/openapi.test.ts fails while the checked-in copy differs).
generateApiDocument()
  .then((document) => writeFile(OPENAPI_PATH, serializeDocument(document)))
  .then(() => console.info(`Wrote ${OPENAPI_PATH}`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
