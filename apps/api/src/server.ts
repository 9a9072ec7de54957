import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import app from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { connectDatabase } from './db/client';
import { DEMO_ACCOUNTS, seedDemoData } from './seed/demo-data';
import { loggableError } from './lib/loggable-error';
import { drainer } from './plugins/drain';
import { serverOptions } from './server-options';

// Process concerns only: configuration, database, listen, graceful shutdown.
const config = readConfigOrExit();
const fastify = Fastify(serverOptions(config));
// Before any route: from SIGTERM on, the health check fails so the proxy moves traffic to the other replicas.
const shutdown = drainer();
fastify.addHook('onRequest', shutdown.onRequest);

/** A bad setting stops start-up with one plain line per setting, not a stack trace. */
function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`Invalid configuration:\n${err.lines.join('\n')}\n`);
    process.exit(1);
  }
}

async function main() {
  if (config.defaultsUsed.length) {
    const values: Record<string, string> = {
      JWT_SECRET: config.jwtSecret,
      ADMIN_SECRET_KEY: config.adminSecretKey,
      DELIVERY_SECRET_KEY: config.deliverySecretKey,
      OTP_PEPPER: config.otpPepper,
    };
    fastify.log.warn(
      `Development defaults in use (set these in production): ${config.defaultsUsed.map((k) => `${k}=${values[k]}`).join(', ')}`,
    );
  }
  await mkdir(path.resolve(config.dataDir, 'uploads'), { recursive: true });
  const database = await connectDatabase(config, fastify.log);
  fastify.log.info(`Database: ${database.kind === 'pglite' ? `embedded PostgreSQL in ${path.resolve(config.dataDir, 'db')}` : 'PostgreSQL'}`);
  await database.migrate();
  fastify.addHook('onClose', () => database.close());

  if (config.seedDemoData && !config.isProduction) {
    const seeded = await seedDemoData(database.db, {
      uploadsDir: path.resolve(config.dataDir, 'uploads'),
      log: (msg) => fastify.log.info(msg),
      area: { shopOrigin: config.shopOrigin, maxDeliveryKm: config.maxDeliveryKm },
    });
    if (seeded) fastify.log.info('Demo data loaded into the empty database');
  }

  await fastify.register(app, { config, database });
  await fastify.listen({ port: config.port, host: config.host });
  const base = `localhost:${config.port}`;
  // A plain banner for the person who ran `npm start`; the structured log stays as it is.
  say(
    [
      '',
      `Nukkad is up on port ${config.port}:`,
      `  landing   http://${base}`,
      `  shop      http://shop.${base}`,
      `  seller    http://seller.${base}`,
      `  admin     http://admin.${base}`,
      `  rider     http://rider.${base}`,
      `  API docs  http://${base}/api/docs`,
      ...(config.seedDemoData && !config.isProduction ? demoAccountLines(base) : []),
      '',
    ].join('\n'),
  );
}

function say(text: string) {
  process.stdout.write(`${text}\n`);
}

function demoAccountLines(base: string): string[] {
  const a = DEMO_ACCOUNTS;
  return [
    '',
    'Demo accounts:',
    `  customer  phone ${a.customer.phone}: press Send OTP; the code is in this log and at http://${base}/api/dev/outbox`,
    `  seller    phone ${a.seller.phone}, password ${a.seller.password}`,
    `  admin     ${a.admin.email}, password ${a.admin.password}, secret key ${config.adminSecretKey}`,
    `  rider     phone ${a.delivery.phone}, password ${a.delivery.password} (sign-up secret key ${config.deliverySecretKey})`,
  ];
}

let closing = false;
// SIGTERM (a deploy, `docker compose up -d`) first lets the proxy move traffic away; SIGINT (Ctrl-C) closes at once.
// Closing finishes the requests in flight and ends the event streams with a hint to reconnect soon (to a replica
// still up); the timer is the last resort, inside the stop timeout of docker-compose.yml.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    fastify.log.info(`${signal} received, ${signal === 'SIGTERM' ? 'draining' : 'closing'}`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    (signal === 'SIGTERM' ? shutdown.drain().then(() => fastify.log.info('drained, closing')) : Promise.resolve())
      .then(() => fastify.close())
      .then(
        () => process.exit(0),
        (err) => {
          fastify.log.error({ err }, 'error while closing');
          process.exit(1);
        },
      );
  });
}

main().catch((err) => {
  fastify.log.fatal({ err: loggableError(err) }, 'failed to start');
  process.exit(1);
});
