// The yardstick of the HTTP benchmark: a plain node:http server answering fixed JSON,
// in a process of its own. Every API figure is also given as a share of its requests/s.
import http from 'node:http';

const body = JSON.stringify({ status: 'ok', service: 'plain node:http' });
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  response.end(body);
});
server.listen(Number(process.env.BENCH_LISTEN_PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('message', (message) => {
  if (message === 'stop') server.close(() => process.exit(0));
});
