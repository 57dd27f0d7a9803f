import http from 'node:http';

// One kept-alive connection, as a browser reuses its connection: Node's fetch adds ~1 ms
// of its own per call, which no browser pays.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** GET over the kept-alive connection as a signed-in user; the body of a 200, else an error naming the path. */
export function httpGet(base: string, path: string, cookie: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent, headers: { cookie } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString();
          if (response.statusCode === 200) resolve(body);
          else reject(new Error(`${path}: ${response.statusCode} ${body}`));
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
