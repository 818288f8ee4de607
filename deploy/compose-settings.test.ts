// The settings docker-compose.yml and the Dockerfile give the services, read as text (no YAML
// parser in the project): what issue 23 found missing or must stay absent.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../server/paths';

const compose = readFileSync(join(projectRoot, 'docker-compose.yml'), 'utf8');
const dockerfile = readFileSync(join(projectRoot, 'Dockerfile'), 'utf8');
/** Uncommented `KEY: value` lines. */
const settings = (text: string, key: string) =>
  [...text.matchAll(new RegExp(`^\\s*${key}:\\s*(\\S+)\\s*$`, 'gm'))].map((match) => match[1]!);

describe('docker-compose.yml and the image', () => {
  it('the app instances have a SITE_ORIGIN, an origin (absolute URLs never come from a Host header)', () => {
    const origins = settings(compose, 'SITE_ORIGIN');
    expect(origins).toHaveLength(1);
    expect(new URL(origins[0]!).origin).toBe(origins[0]);
  });

  it('the mock API runs from its own image without its developer controls (no MOCK_CONTROLS in the compose file or the image)', () => {
    expect(compose).toMatch(/mock-api:\n\s+image: skill-mock-api:latest\n\s+build:\n\s+context: \.\n\s+target: mock-api\n/);
    expect(settings(compose, 'MOCK_CONTROLS')).toEqual([]);
    expect(dockerfile).not.toMatch(/^\s*ENV\b.*MOCK_CONTROLS/m);
    expect(settings(compose, 'BUNDLED_MOCK')).toEqual([]);
  });
});
