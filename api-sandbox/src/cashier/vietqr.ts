/**
 * A VietQR (NAPAS 247) payload: EMVCo merchant-presented TLV fields with the receiving bank's id and
 * account, the exact amount and the reference as the transfer's content, closed by a CRC-16/CCITT.
 * Banking apps in Vietnam fill the whole transfer from it.
 */
const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function vietQr(input: {
  bin: string;
  account: string;
  amount: number;
  reference: string;
}): string {
  const beneficiary = tlv('00', input.bin) + tlv('01', input.account);
  const merchant = tlv('00', 'A000000727') + tlv('01', beneficiary) + tlv('02', 'QRIBFTTA');
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('38', merchant) +
    tlv('53', '704') +
    tlv('54', String(input.amount)) +
    tlv('58', 'VN') +
    tlv('62', tlv('08', input.reference)) +
    '6304';
  return body + crc16(body);
}
