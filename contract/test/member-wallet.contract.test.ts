// SPEC §7 "Wallet and member" (wallet, member, VIP, operation calls, dynamic domains) through @app/shared.
import {
  addVipPhoneBack,
  collectGameFund,
  getUserInfo,
  getVipInfo,
  getWalletBalance,
  refreshIdentityCode,
  saveAvatar,
  vipPhoneBackDial,
} from '@app/shared/api/member';
import {
  getSiteMaintenance,
  getVerificationDomainType,
  listCountryCodes,
  loadDomainConfig,
  popCustomerLink,
} from '@app/shared/api/site';
import { isSiteMaintenance } from '@app/shared/rules';
import { useSessionStore } from '@app/shared/store';
import { DEV_DOMAIN_AES_KEY } from 'api-sandbox/src/config';
import { balance, loginAs, raw, signOutLocal, withSandbox } from '../src/harness';

const sandbox = withSandbox();
afterEach(signOutLocal);

describe('SPEC §7 wallet and member', () => {
  test('member/get and fund/wallet/member/local read the seeded member (§3)', async () => {
    await loginAs('member');
    expect(await getUserInfo()).toMatchObject({ userName: 'member01', regCurrency: 'VND' });
    expect(await getWalletBalance()).toEqual({ balance: 5_000_000, currency: 'VND' });
  });

  test('game/fund/collect brings a game wallet transfer back to the balance', async () => {
    await loginAs('member');
    const before = await balance();
    const token = useSessionStore.getState().token!;
    // the sandbox's transfer path (not in the spec) moves money into a game wallet
    await raw(sandbox().api, '/api/game/fund/transfer', {
      body: { amount: 120_000 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await balance()).toBe(before - 120_000);
    expect(await collectGameFund()).toEqual({ balance: before, collected: 120_000 });
    expect(await balance()).toBe(before);
  });

  test('member/avatar stores one of the ten avatars; member/get reads it back (§3)', async () => {
    await loginAs('member');
    expect(await saveAvatar(4)).toEqual({ avatar: '4,4' });
    expect(await getUserInfo()).toMatchObject({ userName: 'member01', avatar: '4,4' });
    await expect(saveAvatar(11)).rejects.toMatchObject({ code: 1000 });
    expect((await getUserInfo()).avatar).toBe('4,4');
  });

  test('refreshIdentityCode gives a new code each time', async () => {
    await loginAs('member');
    const a = await refreshIdentityCode();
    const b = await refreshIdentityCode();
    expect(a).toMatch(/^\w{6,}$/);
    expect(b).not.toBe(a);
  });

  test('customervip/vipFont, vipphoneback/add then dailFont lists the request', async () => {
    await loginAs('member');
    const vip = await getVipInfo();
    expect(vip).toMatchObject({ vipLevel: 3, nextLevel: 4 });
    expect(vip.levels?.map((l) => l.level)).toContain(3);
    await addVipPhoneBack('0912345678', 'contract call-back');
    const dial = await vipPhoneBackDial();
    expect(dial.managerPhone).toBeTruthy();
    expect(dial.records?.[0]).toMatchObject({ remark: 'contract call-back' });
  });

  test('countrycode/list, verification domainType, popCustomerLink (query params)', async () => {
    const countries = await listCountryCodes();
    // the fields the host's phone form reads (shared's CountrySchema names `code`/`name`, never sent)
    expect(countries.map((c) => c.phoneCode)).toContain('84');
    expect(countries.every((c) => typeof c.countryName === 'string')).toBe(true);
    const domain = await getVerificationDomainType();
    expect(typeof domain.domainType).toBe('number');
    expect((await popCustomerLink({ type: 2 })).link).toMatch(/^https:\/\//);
  });

  test('siteMain/queryDetail (body point): no notice by default, the §4 rule reads it as off', async () => {
    const notice = await getSiteMaintenance(0);
    expect(notice.status).toBe('0');
    expect(isSiteMaintenance(notice)).toBe(false);
    expect(notice.sportsConfigVO?.gameOrder).toMatch(/^\d+(,\d+)*$/);
  });

  test('dynamic-domain config (§7 base URLs) decrypts to the sandbox hosts', async () => {
    const { api } = sandbox();
    const cfg = await loadDomainConfig(
      `${api}/api/platform/domains`,
      DEV_DOMAIN_AES_KEY,
      'https://x',
    );
    expect(cfg.fallback).toBe(false);
    expect(cfg.apiList.length).toBeGreaterThan(0);
    expect(cfg.apiBaseUrl).toMatch(/^http:\/\//);
    const wrongKey = await loadDomainConfig(`${api}/api/platform/domains`, 'wrong', 'https://x');
    expect(wrongKey).toMatchObject({ fallback: true, apiBaseUrl: 'https://x' });
  });
});
