// The yardstick for `npm run bench:api`: Fastify with nothing but one JSON route, no logger, on
// the same machine and Node as the app. `node bench/bare-server.mjs` (PORT, HOST from the environment).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => app.close().then(() => process.exit(0)));
