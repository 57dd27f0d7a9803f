import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ROUTE_TABLE_FILE,
  routeTableWithoutSchemas,
  withPureConstants,
} from './route-table-without-schemas.ts';

const API_DIR = join(import.meta.dirname, '../../../packages/domain/src/api');
const WEB_SRC = join(import.meta.dirname, '../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const SCHEMA_PROPERTY = /^\s+(params|querystring|body|response|documentedBody): /m;

describe("the web app's copy of the route table", () => {
  const code = `import { z } from 'zod';
import { ZKpis, ZUnused } from '../schemas/analytics.ts';
import { REPORT_MEDIA_TYPES } from '../report-kinds.ts';
import { type ApiRoute, ZNoContent } from './api-route.ts';
import { idParam } from './path-params.ts';

const ZKpiParams = z.object({ survey: z.string(), unit: idParam('The unit') });
const HELP = 'Starts a report';
const startOn = (kind: string) =>
  ({ method: 'GET', path: \`/api/\${kind}\`, summary: HELP, response: { 200: ZKpis } }) as const;

export const dashboardApi = {
  kpis: {
    method: 'GET',
    path: '/api/vuejs/analytics/kpis/:survey',
    summary: 'A tile per indicator',
    params: ZKpiParams,
    querystring: z.object({ topic: z.string().optional() }),
    response: { 200: ZKpis, 204: ZNoContent },
    produces: { mediaType: REPORT_MEDIA_TYPES.xlsx, description: 'rows' },
  },
  upload: { method: 'POST', path: '/api/x', body: z.object({}), documentedBody: { mediaType: 'a', schema: z.any() }, changesState: true },
  made: { ...startOn('pdf'), querystring: ZKpiParams },
} as const satisfies Record<string, ApiRoute>;
export const ZOther = z.object({ response: z.string() });
`;

  it('keeps each entry but its schemas, and drops what only the schemas used', () => {
    const out = routeTableWithoutSchemas(code);
    expect(out).not.toMatch(SCHEMA_PROPERTY);
    expect(out).not.toMatch(/querystring|ZKpiParams|idParam|ZNoContent|ZKpis|ZUnused/);
    expect(out).toContain("path: '/api/vuejs/analytics/kpis/:survey'");
    expect(out).toContain("produces: { mediaType: REPORT_MEDIA_TYPES.xlsx, description: 'rows' }");
    expect(out).toContain("import { REPORT_MEDIA_TYPES } from '../report-kinds.ts';");
    expect(out).toContain('changesState: true');
    expect(out).toContain("({ method: 'GET', path: `/api/${kind}`, summary: HELP, })");
    expect(out).toContain("const HELP = 'Starts a report';");
    expect(out).toContain("made: { ...startOn('pdf'), },");
    // an exported schema stays (tree shaking decides), and so does the zod it uses;
    // a schema's own field named like an entry's is not an entry's
    expect(out).toContain('export const ZOther = z.object({ response: z.string() });');
    expect(out).toContain("import { z } from 'zod';");
  });

  it('marks computed constants pure so that unused ones can be left out', () => {
    const out = withPureConstants(
      'export const ZA = z.object({ a: z.string() });\nconst f = (x) => x.y();\nexport const N = 5;\n',
    );
    expect(out).toContain('export const ZA = /* @__PURE__ */ (() => (z.object({ a: z.string() })))();');
    expect(out).toContain('const f = (x) => x.y();');
    expect(out).toContain('export const N = 5;');
  });

  it('leaves every route table file with its entries, their methods and paths, and no schema property', () => {
    const files = readdirSync(API_DIR).filter(
      (file) => ROUTE_TABLE_FILE.test(join(API_DIR, file)) && !file.includes('.test.'),
    );
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const source = readFileSync(join(API_DIR, file), 'utf8');
      const out = routeTableWithoutSchemas(source);
      expect(out, file).not.toMatch(SCHEMA_PROPERTY);
      const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
      expect(count(out, /^\s+method: '/gm), file).toBe(count(source, /^\s+method: '/gm));
      expect(count(out, /^\s+path: /gm), file).toBe(count(source, /^\s+path: /gm));
    }
  });

  it("no code of the web app reads an entry's schemas, which its build leaves out", () => {
    const reads = /\b(\w+Api\.\w+|route)\.(params|querystring|body|response|documentedBody)\b/;
    const found = sources(WEB_SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => reads.test(line))
        .map((line) => `${file.slice(WEB_SRC.length)}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
    expect(reads.test('usersApi.importFile.response[200].parse(x)')).toBe(true);
  });
});
