import { aptInstallCommands } from '../apt-install';

describe('installing a Debian package', () => {
  it.each(['chromium', 'redis-server'])('runs apt-get update and install -y %s, waiting for the dpkg lock, through sudo -n unless root', (pkg) => {
    expect(aptInstallCommands(pkg, true)).toEqual([
      ['apt-get', '-o', 'DPkg::Lock::Timeout=300', 'update'],
      ['apt-get', '-o', 'DPkg::Lock::Timeout=300', 'install', '-y', pkg],
    ]);
    expect(aptInstallCommands(pkg, false).map((c) => c.slice(0, 3))).toEqual([
      ['sudo', '-n', 'apt-get'],
      ['sudo', '-n', 'apt-get'],
    ]);
  });
});
