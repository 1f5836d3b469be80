/** The product's version as a backup records it: package.json's version (the database's last migration is read from the database). */
import fs from 'node:fs';
import path from 'node:path';

const PACKAGE_JSON = path.resolve(__dirname, '..', '..', '..', 'package.json');

export function productVersion(): { name: string; version: string } {
  const json = JSON.parse(fs.readFileSync(PACKAGE_JSON, 'utf8')) as { name: string; version: string };
  return { name: json.name, version: json.version };
}
