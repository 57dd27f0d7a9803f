import type { ApiRoute } from './api-route.ts';

/** The API's reference, generated from this route table. */
export const docsApi = {
  openApi: {
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This reference as an OpenAPI 3.1 document',
    description: 'A browsable page of the same document is at /api/docs.',
    tag: 'docs',
    auth: 'public',
    produces: { mediaType: 'application/json', description: 'The OpenAPI 3.1 document' },
  },
} as const satisfies Record<string, ApiRoute>;
