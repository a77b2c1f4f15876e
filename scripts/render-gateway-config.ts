// Writes the gateway's nginx configuration for docker compose into a folder (the Dockerfile's
// `gateway` stage copies it to /etc/nginx/voc): `node scripts/run.cjs scripts/render-gateway-config.ts <folder>`.

import { DOCKER_GATEWAY, writeGatewayConfig } from './lib/nginx/gateway-config';

const [folder] = process.argv.slice(2);
if (!folder) {
  process.stderr.write('usage: node scripts/run.cjs scripts/render-gateway-config.ts <folder>\n');
  process.exit(2);
}
const written = writeGatewayConfig(folder, DOCKER_GATEWAY);
process.stdout.write(`gateway configuration for docker compose: ${written}\n`);
