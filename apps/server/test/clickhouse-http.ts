/**
 * ClickHouse's HTTP interface in front of chDB, for tests that need ClickHouse shared by
 * several processes: chDB is ClickHouse in one process, and these machines have no ClickHouse
 * server. The API processes reach it through `CLICKHOUSE_URL` with the same client code they
 * use against a server (`ClickHouseEngine.atUrl`), and every statement runs in ClickHouse.
 *
 * It answers what @clickhouse/client sends: the statement in the body (or in `query`, with
 * the rows of an INSERT in the body), query parameters as `param_<name>` and settings as the
 * other URL parameters, each set in the session before the statement; `GET /ping`. A failed
 * statement is a 500 whose body is ClickHouse's message, as a server's. Statements run one at
 * a time, each after its own settings.
 *
 * Run with `tsx clickhouse-http.ts <data folder>`: it prints `listening <port>` once it answers.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Session } from 'chdb';

/** URL parameters of the HTTP interface that are neither settings nor query parameters. */
const NOT_SETTINGS = new Set(['query', 'query_id', 'database', 'session_id', 'role', 'default_format']);
/** Settings only a server's HTTP layer knows (what chDB's own connection leaves out too). */
const HTTP_ONLY = new Set([
  'wait_end_of_query',
  'send_progress_in_http_headers',
  'http_response_buffer_size',
  'http_headers_progress_interval_ms',
  'http_send_progress_interval_ms',
  'enable_http_compression',
  'http_zlib_compression_level',
  'http_response_compression_method',
  'http_native_compression_disable_checksumming_on_decompress',
]);
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const session = new Session(process.argv[2]);
const quote = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

async function run(url: URL, body: string): Promise<Buffer> {
  for (const [name, value] of url.searchParams) {
    if (NOT_SETTINGS.has(name) || HTTP_ONLY.has(name)) continue;
    if (!NAME.test(name)) throw new Error(`Code: 115. DB::Exception: Unknown setting ${name}`);
    await session.queryAsync(`SET ${name} = ${quote(value)}`);
  }
  const query = url.searchParams.get('query');
  const statement = query ? `${query}\n${body}` : body;
  const result = await session.queryAsync(statement, {
    format: url.searchParams.get('default_format') ?? 'TabSeparated',
  });
  return Buffer.from(result.bytes());
}

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

let queue: Promise<unknown> = Promise.resolve();

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://clickhouse');
  if (url.pathname === '/ping') {
    response.end('Ok.\n');
    return;
  }
  const body = await read(request);
  const queryId = url.searchParams.get('query_id') ?? '';
  const done = queue.then(() => run(url, body));
  queue = done.catch(() => {});
  try {
    const bytes = await done;
    response.writeHead(200, {
      'Content-Type': 'text/plain; charset=UTF-8',
      'X-ClickHouse-Query-Id': queryId,
    });
    response.end(bytes);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const code = /Code: (\d+)/.exec(message)?.[1] ?? '1';
    response.writeHead(500, {
      'Content-Type': 'text/plain; charset=UTF-8',
      'X-ClickHouse-Query-Id': queryId,
      'X-ClickHouse-Exception-Code': code,
    });
    response.end(`${message}\n`);
  }
}

// a server's URLs take up to 1 MB (an id list of a relay's batch is in the URL)
const server = createServer({ maxHeaderSize: 1024 * 1024 }, (request, response) => {
  void answer(request, response);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`listening ${address.port}`);
});
const stop = () => {
  server.close();
  session.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
