import { isInternalAddress, isMetadataHost } from './internal-address';

describe('addresses a link check never reaches', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.7',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '100.127.255.255',
    '169.254.169.254',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '[::1]',
    'fd00::1',
    'fd00:ec2::254',
    'fc00::',
    'fe80::1',
    'fe80::1%eth0',
    'febf:ffff::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::10.0.0.1',
    '2002:7f00:1::',
    'ff02::1',
    'not-an-address',
    '',
  ])('refuses %s', (address) => expect(isInternalAddress(address)).toBe(true));

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '169.255.0.1',
    '192.169.0.1',
    '2606:4700::6810:84e5',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
  ])('allows the public address %s', (address) => expect(isInternalAddress(address)).toBe(false));

  it('refuses metadata services by name', () => {
    expect(isMetadataHost('metadata.google.internal')).toBe(true);
    expect(isMetadataHost('METADATA.google.internal.')).toBe(true);
    expect(isMetadataHost('example.org')).toBe(false);
  });
});
