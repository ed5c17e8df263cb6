// SPEC §7 "Live and anchor" through the typed @app/shared functions against the in-process sandbox.
import {
  batchUntieBans,
  cancelStream,
  countStreamReserve,
  getBanInfo,
  getChatSig,
  getChatroomConfig,
  getCustomerLineSwitch,
  getPresenterInfo,
  getStreamInfo,
  getStreamStatus,
  isRelationFee,
  listBanLogs,
  listCoverTags,
  listFollowOrders,
  listGiftProfit,
  listGifts,
  listMatchFront,
  listMatchScores,
  listMyPushOrders,
  listPushOrders,
  listReserveStreams,
  toggleFollowPresenter,
  toggleStreamReminder,
  listSensitiveWords,
  listStreams,
  listStreamsPage,
  listVideos,
  payRelationFee,
  queryStreamsByKeyword,
  saveBanLog,
  saveFollowOrder,
  savePushOrder,
  saveSatellite,
  saveShieldedWord,
  saveStream,
  sendGift,
  stopStream,
  startStream,
  scheduleStream,
  listShieldedWords,
  removeShieldedWord,
  sumGiftProfit,
  sumLiveStatistics,
  updateBanLog,
  updatePresenter,
  updateStream,
} from '@app/shared/api/live';
import { useSessionStore } from '@app/shared/store';
import { balance, loginAs, signOutLocal, withSandbox } from '../src/harness';

withSandbox();
afterEach(signOutLocal);

const anchorId = () => Number(useSessionStore.getState().userInfo?.id);

describe('SPEC §7 live: streams', () => {
  test('stream/list (page 1, size 999, §9): live first, then the rest', async () => {
    const list = await listStreams();
    expect(list.length).toBeGreaterThan(6);
    const firstOther = list.findIndex((s) => s.status !== 2);
    expect(firstOther).toBeGreaterThan(0);
    expect(list.slice(firstOther).every((s) => s.status !== 2)).toBe(true);
    const page = await listStreamsPage({ status: 1 });
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((s) => s.status === 1)).toBe(true);
  });

  test('stream/save, update, getInfo, getStreamStatus, countReserve, reserveList, cancel', async () => {
    await loginAs('anchor');
    const startTime = Date.now() + 3 * 3_600_000;
    const saved = await saveStream({ title: 'Contract preview', startTime, sportId: 1 });
    expect(saved).toMatchObject({ title: 'Contract preview', status: 1 });
    const updated = await updateStream(saved.id, { title: 'Contract preview 2' });
    expect(updated.title).toBe('Contract preview 2');
    expect(await getStreamInfo(saved.id)).toMatchObject({ id: saved.id, title: updated.title });
    expect(await getStreamStatus(saved.id)).toMatchObject({ id: saved.id, status: 1 });
    expect(await countStreamReserve(saved.id)).toBe(0);
    const upcoming = await listReserveStreams();
    expect(upcoming.records.map((s) => s.id)).toContain(saved.id);
    expect(await cancelStream(saved.id)).toMatchObject({ id: saved.id, status: 4 });
    expect((await getStreamStatus(saved.id)).status).toBe(4);
  });

  test('anchor/follow and stream/reserve toggle for a member (sandbox paths)', async () => {
    await loginAs('anchor');
    const presenter = anchorId();
    const saved = await saveStream({
      title: 'Reminder preview',
      startTime: Date.now() + 7_200_000,
    });
    await loginAs('member');
    expect(await toggleStreamReminder(saved.id)).toEqual({ reserved: true });
    expect(await countStreamReserve(saved.id)).toBe(1);
    expect(await toggleStreamReminder(saved.id)).toEqual({ reserved: false });
    expect(await countStreamReserve(saved.id)).toBe(0);
    expect(await toggleFollowPresenter(presenter)).toEqual({ isFollow: true });
    expect(await toggleFollowPresenter(presenter)).toEqual({ isFollow: false });
  });

  test('stream/stop ends the anchor live stream; a new live stream can then be saved', async () => {
    await loginAs('otherAnchor');
    const me = anchorId();
    const live = (await listStreamsPage({ status: 2, anchorId: me })).records[0];
    expect(live).toBeDefined();
    expect(await stopStream(live!.id)).toMatchObject({ status: 3 });
    const next = await saveStream({ title: 'Back on air' });
    expect(next.status).toBe(2);
    expect((await getStreamInfo(next.id)).videoSources?.length).toBeGreaterThan(0);
  });

  test('a draft is scheduled, then started once the live one ends (sandbox paths)', async () => {
    await loginAs('otherAnchor');
    const me = anchorId();
    const draft = await saveStream({ title: 'Contract draft' }, { draft: true });
    await loginAs('member');
    expect((await listStreams()).map((s) => s.id)).not.toContain(draft.id); // its anchor's only
    await loginAs('otherAnchor');
    const at = Date.now() + 5 * 3_600_000;
    expect(await scheduleStream(draft.id, at)).toMatchObject({ id: draft.id, status: 1 });
    const live = (await listStreamsPage({ status: 2, anchorId: me })).records;
    expect(live.length).toBeGreaterThan(0);
    await expect(startStream(draft.id)).rejects.toThrow(/already live/);
    for (const s of live) await stopStream(s.id);
    expect(await startStream(draft.id)).toMatchObject({ id: draft.id, status: 2 });
  });
});

describe('SPEC §7 live: video, satellite, presenter, cover tags', () => {
  test('video/matchListFront, videoList, queryKeyWordByName, queryCustomerLineSwitch', async () => {
    const matches = await listMatchFront(1);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every((m) => m.sportId === 1)).toBe(true);
    const videos = await listVideos();
    expect(videos.length).toBeGreaterThan(0);
    expect(videos[0]!.sources?.length).toBeGreaterThan(0);
    const first = (await listStreams())[0]!;
    const word = first.title.split(' ').slice(-1)[0]!;
    const found = await queryStreamsByKeyword(word);
    expect(found.map((s) => s.id)).toContain(first.id);
    const lines = await getCustomerLineSwitch();
    expect(lines.lines?.length).toBeGreaterThan(0);
  });

  test('satellite/save, presenter getInfo2 and update (persisted), cover/tag/list', async () => {
    await loginAs('anchor');
    const sat = await saveSatellite('contract');
    expect(sat.pushUrl).toMatch(/^rtmp:\/\//);
    expect(sat.streamKey).toContain('anchor01');
    await updatePresenter({ intro: 'Contract intro' });
    const info = await getPresenterInfo(anchorId());
    expect(info).toMatchObject({ userName: 'anchor01', intro: 'Contract intro', liveStatus: 2 });
    expect((await listCoverTags()).length).toBeGreaterThan(0);
  });
});

describe('SPEC §7 live: gifts', () => {
  test('gift/list, gift/profit/save debits the member; profit list and sum credit the anchor', async () => {
    const gifts = await listGifts();
    const gift = gifts.find((g) => g.price > 0)!;
    await loginAs('member');
    const before = await balance();
    const sent = await sendGift({ streamId: 1, giftId: gift.id, count: 2 });
    expect(sent.amount).toBe(gift.price * 2);
    expect(sent.balance).toBe(before - gift.price * 2);
    expect(await balance()).toBe(before - gift.price * 2);
    await loginAs('anchor');
    const profit = await listGiftProfit();
    expect(profit.records[0]).toMatchObject({ amount: gift.price * 2, userName: 'member01' });
    expect((await sumGiftProfit()).totalAmount).toBeGreaterThanOrEqual(gift.price * 2);
  });
});

describe('SPEC §7 live: push orders, follows, paid content', () => {
  test('push/order/save, list, list2; follow/order/save persists; relation isFee and fee', async () => {
    await loginAs('anchor');
    const tip = await savePushOrder({ content: { pick: 'home' }, streamId: 1, fee: 5000 });
    expect((await listMyPushOrders()).records.map((p) => p.id)).toContain(tip.id);

    await loginAs('member');
    const locked = (await listPushOrders({ streamId: 1 })).records.find((p) => p.id === tip.id);
    expect(locked).toMatchObject({ isFee: 1, locked: true });
    expect(await isRelationFee({ pushOrderId: tip.id })).toMatchObject({ isFee: 1, paid: false });
    const before = await balance();
    const paid = await payRelationFee({ pushOrderId: tip.id });
    expect(paid).toEqual({ paid: true, balance: before - 5000 });
    expect(await isRelationFee({ pushOrderId: tip.id })).toMatchObject({ paid: true });
    const open = (await listPushOrders({ streamId: 1 })).records.find((p) => p.id === tip.id);
    expect(open).toMatchObject({ locked: false, content: { pick: 'home' } });

    const follow = await saveFollowOrder({ pushOrderId: tip.id, stake: 20000 });
    const follows = await listFollowOrders();
    expect(follows.records.find((f) => f.id === follow.id)).toMatchObject({
      stake: 20000,
      pushOrderId: tip.id,
    });
  });
});

describe('SPEC §7 live: bans, chat room, words, statistics, scores', () => {
  test('banLog/save, list, banInfo, batchUntie; update by the super admin', async () => {
    await loginAs('anchor');
    const ban = await saveBanLog({
      userName: 'member02',
      streamId: 1,
      minutes: 30,
      reason: 'spam',
    });
    const logs = await listBanLogs({ userName: 'member02' });
    expect(logs.records.find((b) => b.id === ban.id)).toMatchObject({ status: 1, reason: 'spam' });

    await loginAs('poorMember');
    expect(await getBanInfo(1)).toMatchObject({ banned: true, reason: 'spam' });

    await loginAs('admin');
    await updateBanLog({ id: ban.id, reason: 'spam (reviewed)' });
    await loginAs('anchor');
    expect((await batchUntieBans([ban.id])).updated).toBe(1);
    const after = (await listBanLogs({ userName: 'member02' })).records.find(
      (b) => b.id === ban.id,
    );
    expect(after).toMatchObject({ status: 0, reason: 'spam (reviewed)' });
    await loginAs('poorMember');
    expect((await getBanInfo(1)).banned).toBe(false);
  });

  test('chatroom/config/info, sensitive words, shielded word, getSig (bound to the session)', async () => {
    expect(Object.keys(await getChatroomConfig()).length).toBeGreaterThan(0);
    expect(await listSensitiveWords()).toContain('scam');
    const guest = await getChatSig(1);
    expect(guest.readOnly).toBe(true);
    await loginAs('anchor');
    await saveShieldedWord('contractword', 1);
    const words = await listShieldedWords(1);
    const added = words.find((w) => w.word === 'contractword');
    expect(added).toBeDefined();
    await removeShieldedWord(added!.id);
    expect((await listShieldedWords(1)).map((w) => w.word)).not.toContain('contractword');
    const sig = await getChatSig(1);
    expect(sig).toMatchObject({ roomId: 1, userName: 'anchor01', readOnly: false });
    expect(sig.wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/ws\/chat$/);
  });

  test('statistics/sum for the anchor; match/score by the stream match', async () => {
    await loginAs('anchor');
    const mine = (await listStreamsPage({ anchorId: anchorId() })).records;
    const stats = await sumLiveStatistics();
    expect(stats.streamCount).toBeGreaterThanOrEqual(mine.length); // the list hides cancelled ones
    expect(stats.liveCount).toBe(mine.filter((s) => s.status === 2).length);
    const scores = await listMatchScores({ streamId: 1 });
    expect(scores).toHaveLength(1);
    expect(scores[0]!.scores).toHaveLength(2);
  });
});
