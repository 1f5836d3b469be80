/**
 * Runs the fake Nominatim (fakeNominatim.ts) as a process of its own, for the browser tests'
 * second web server: `PORT=8182 npx tsx src/server/geo/fakeNominatimMain.ts`.
 */
import { startFakeNominatim } from './fakeNominatim';

const port = Number(process.env.PORT ?? 0);

startFakeNominatim(port, process.env.HOST ?? '127.0.0.1')
  .then((fake) => {
    console.info(`fake Nominatim listening on ${fake.url}`);
    const stop = () => void fake.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
