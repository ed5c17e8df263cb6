// SPEC §7 live and anchor calls: paths, bodies, parsed answers; malformed answers give one ApiError (R14).
import { INITIAL_SESSION, useSessionStore } from '../../store/session-store';
import { sendGift, listGifts, listGiftProfit, sumGiftProfit } from './gifts';
import * as anchor from './live-anchor';
import * as bans from './live-bans';
import * as chat from './live-chat';
import * as media from './live-media';
import * as orders from './live-orders';
import { setNotifier } from '../core/notifier';
import { describeCalls } from '../__fixtures__/call-table';
import { useTestConfig } from '../__fixtures__/call-helpers';

beforeEach(() => {
  useTestConfig();
  useSessionStore.setState({ ...INITIAL_SESSION });
  setNotifier({ toast: jest.fn(), alert: jest.fn(async () => undefined), confirm: jest.fn() });
});

const stream = { id: 7, title: 'T', status: 2 };
const page = (records: unknown[]) => ({ records, total: records.length, current: 1, size: 20 });

describe('SPEC §7 live streams (anchor)', () => {
  // prettier-ignore
  describeCalls([
    { name: 'saveStream', run: () => anchor.saveStream({ title: 'T', feeAmount: 0 }), method: 'post', url: '/api/live/stream/save', data: stream, body: { title: 'T' }, expected: stream },
    { name: 'saveStream as a draft', run: () => anchor.saveStream({ title: 'T' }, { draft: true }), method: 'post', url: '/api/live/stream/save', data: stream, body: { title: 'T', draft: true }, expected: stream },
    { name: 'startStream', run: () => anchor.startStream(7), method: 'post', url: '/api/live/stream/start', data: stream, body: { id: 7 }, expected: stream },
    { name: 'scheduleStream', run: () => anchor.scheduleStream(7, 1_800_000_000_000), method: 'post', url: '/api/live/stream/schedule', data: { ...stream, status: 1 }, body: { id: 7, startTime: 1_800_000_000_000 }, expected: { status: 1 } },
    { name: 'updateStream', run: () => anchor.updateStream(7, { notice: 'n' }), method: 'post', url: '/api/live/stream/update', data: stream, body: { id: 7, notice: 'n' }, expected: stream },
    { name: 'stopStream', run: () => anchor.stopStream(7), method: 'post', url: '/api/live/stream/stop', data: { ...stream, status: 3 }, body: { id: 7 }, expected: { status: 3 } },
    { name: 'cancelStream', run: () => anchor.cancelStream(7), method: 'post', url: '/api/live/stream/cancel', data: stream, body: { id: 7 } },
    { name: 'listStreamsPage', run: () => anchor.listStreamsPage({ status: 2 }), method: 'post', url: '/api/live/stream/list', data: page([stream]), body: { current: 1, size: 999, status: 2 }, expected: { total: 1 } },
    { name: 'listReserveStreams', run: () => anchor.listReserveStreams(), method: 'post', url: '/api/live/stream/reserveList', data: page([{ ...stream, reserved: true, reserveCount: 3 }]), expected: { records: [{ reserveCount: 3 }] } },
    { name: 'getStreamStatus', run: () => anchor.getStreamStatus(7), method: 'post', url: '/api/live/stream/getStreamStatus', data: { id: 7, status: 2, viewers: 9 }, body: { id: 7 }, expected: { viewers: 9 } },
    { name: 'getStreamStatus for its anchor', run: () => anchor.getStreamStatus('13'), method: 'post', url: '/api/live/stream/getStreamStatus', data: { id: 13, status: 2, viewers: 11, peakViewers: 12, inRoom: 1, audience: ['member01'] }, body: { id: '13' }, expected: { peakViewers: 12, inRoom: 1, audience: ['member01'] } },
    { name: 'getStreamInfo', run: () => anchor.getStreamInfo(7), method: 'get', url: '/api/live/stream/getInfo/7', data: { ...stream, locked: true, match: null }, expected: { locked: true } },
    { name: 'countStreamReserve', run: () => anchor.countStreamReserve('a/b'), method: 'get', url: '/api/live/stream/countReserve/a%2Fb', data: 4, expected: 4 },
  ]);
});

describe('SPEC §7 live video, satellite, presenter', () => {
  // prettier-ignore
  describeCalls([
    { name: 'listMatchFront', run: () => media.listMatchFront(1), method: 'post', url: '/api/live/video/matchListFront', data: [{ matchId: 5, streamId: null }], body: { sportId: 1 }, expected: [{ matchId: 5 }] },
    { name: 'listVideos', run: () => media.listVideos(), method: 'get', url: '/api/live/video/videoList', data: [{ streamId: 1, sources: [] }], expected: [{ streamId: 1 }] },
    { name: 'queryStreamsByKeyword', run: () => media.queryStreamsByKeyword('bóng'), method: 'get', url: '/api/live/video/queryKeyWordByName', params: { keyWord: 'bóng' }, data: [stream], expected: [stream] },
    { name: 'getCustomerLineSwitch', run: () => media.getCustomerLineSwitch(), method: 'get', url: '/api/live/video/queryCustomerLineSwitch', data: { switch: 1, lines: [{ line: 1, name: 'L1' }] }, expected: { switch: 1 } },
    { name: 'saveSatellite', run: () => media.saveSatellite('x'), method: 'post', url: '/api/live/satellite/save', data: { pushUrl: 'rtmp://a', streamKey: 'k' }, body: { name: 'x' }, expected: { streamKey: 'k' } },
    { name: 'saveSatellite for a stream', run: () => media.saveSatellite('Line 1', '13'), method: 'post', url: '/api/live/satellite/save', data: { pushUrl: 'rtmp://a', streamKey: 'k' }, body: { name: 'Line 1', streamId: '13' }, expected: { pushUrl: 'rtmp://a' } },
    { name: 'getPresenterInfo', run: () => media.getPresenterInfo(3), method: 'get', url: '/api/user/presenter/getInfo2/3', data: { id: 3, userName: 'anchor01', fans: 2 }, expected: { fans: 2 } },
    { name: 'updatePresenter', run: () => media.updatePresenter({ intro: 'i' }), method: 'put', url: '/api/user/presenter/update', data: true, body: { intro: 'i' }, ignoresBody: true },
    { name: 'listCoverTags', run: () => media.listCoverTags(), method: 'post', url: '/api/live/cover/tag/list', data: [{ id: 1, name: 'Hot' }], expected: [{ name: 'Hot' }] },
  ]);
});

describe('SPEC §7 gifts, push and follow orders, paid content', () => {
  // prettier-ignore
  describeCalls([
    { name: 'listGifts', run: () => listGifts(), method: 'post', url: '/api/live/gift/list', data: [{ id: 1, name: 'Rose', price: 10 }], expected: [{ price: 10 }] },
    { name: 'sendGift', run: () => sendGift({ streamId: 7, giftId: 1, idempotencyKey: 'k' }), method: 'post', url: '/api/live/gift/profit/save', data: { balance: 90, amount: 10 }, body: { streamId: 7, giftId: 1, count: 1 }, expected: { balance: 90 } },
    { name: 'listGiftProfit', run: () => listGiftProfit({ current: 2 }), method: 'post', url: '/api/live/gift/profit/list', data: page([{ id: 1, amount: 10 }]), body: { current: 2 }, expected: { total: 1 } },
    { name: 'sumGiftProfit', run: () => sumGiftProfit(), method: 'post', url: '/api/live/gift/profit/sum', data: { totalAmount: 10, count: 1 }, expected: { totalAmount: 10 } },
    { name: 'savePushOrder', run: () => orders.savePushOrder({ content: { t: 1 }, fee: 5 }), method: 'post', url: '/api/live/push/order/save', data: { id: 9 }, body: { fee: 5 }, expected: { id: 9 } },
    { name: 'listPushOrders', run: () => orders.listPushOrders({ streamId: 7 }), method: 'post', url: '/api/live/push/order/list', data: page([{ id: 9, locked: true, content: null }]), body: { streamId: 7 }, expected: { records: [{ locked: true }] } },
    { name: 'listMyPushOrders', run: () => orders.listMyPushOrders(), method: 'post', url: '/api/live/push/order/list2', data: page([]), expected: { records: [] } },
    { name: 'saveFollowOrder', run: () => orders.saveFollowOrder({ pushOrderId: 9, stake: 1 }), method: 'post', url: '/api/live/follow/order/save', data: { id: 2 }, body: { pushOrderId: 9 } },
    { name: 'listFollowOrders', run: () => orders.listFollowOrders(), method: 'post', url: '/api/live/follow/order/list', data: page([{ id: 2, stake: 1, pushOrderId: 9 }]), expected: { total: 1 } },
    { name: 'isRelationFee', run: () => orders.isRelationFee({ streamId: 7 }), method: 'post', url: '/api/live/relation/isFee', data: { isFee: 1, fee: 5, paid: false }, body: { streamId: 7 }, expected: { paid: false } },
    { name: 'payRelationFee', run: () => orders.payRelationFee({ pushOrderId: 9 }), method: 'post', url: '/api/live/relation/fee', data: { paid: true, balance: 5 }, body: { pushOrderId: 9 }, expected: { paid: true } },
  ]);
});

describe('SPEC §6/§7 bans, chat room, statistics, scores', () => {
  const ban = { id: 1, userName: 'member01', status: 1, until: 5 };
  // prettier-ignore
  describeCalls([
    { name: 'listBanLogs', run: () => bans.listBanLogs({ status: 1 }), method: 'post', url: '/api/user/banLog/list', data: page([ban]), body: { status: 1 }, expected: { records: [ban] } },
    { name: 'saveBanLog', run: () => bans.saveBanLog({ userName: 'member01', streamId: 7, minutes: 10 }), method: 'post', url: '/api/user/banLog/save', data: { id: 1 }, body: { minutes: 10 }, expected: { id: 1 } },
    { name: 'batchUntieBans', run: () => bans.batchUntieBans([1, 2]), method: 'post', url: '/api/user/banLog/batchUntie', data: { updated: 2 }, body: { ids: [1, 2] }, expected: { updated: 2 } },
    { name: 'getBanInfo', run: () => bans.getBanInfo(7), method: 'post', url: '/api/user/banLog/banInfo', data: { banned: false, until: null, reason: '' }, expected: { banned: false } },
    { name: 'getBanInfo of a chatter', run: () => bans.getBanInfo('13', 'member01'), method: 'post', url: '/api/user/banLog/banInfo', data: { banned: true, id: 4, until: 5, reason: 'spam' }, body: { streamId: '13', userName: 'member01' }, expected: { banned: true, id: 4 } },
    { name: 'updateBanLog', run: () => bans.updateBanLog({ id: 1, status: 0 }), method: 'put', url: '/api/user/banLog/update', data: true, body: { id: 1, status: 0 }, ignoresBody: true },
    { name: 'getChatroomConfig', run: () => chat.getChatroomConfig(), method: 'post', url: '/api/live/chatroom/config/info', data: { maxLength: 200 }, expected: { maxLength: 200 } },
    { name: 'listSensitiveWords', run: () => chat.listSensitiveWords(), method: 'get', url: '/api/live/sensitive/word/list', data: ['x'], expected: ['x'] },
    { name: 'saveShieldedWord', run: () => chat.saveShieldedWord('w', 7), method: 'post', url: '/api/live/word/shielded/save', data: true, body: { word: 'w', streamId: 7 }, ignoresBody: true },
    { name: 'listShieldedWords', run: () => chat.listShieldedWords('13'), method: 'post', url: '/api/live/word/shielded/list', data: [{ id: 4, word: 'lừa đảo', streamId: 13 }], body: { streamId: '13' }, expected: [{ id: 4, word: 'lừa đảo' }] },
    { name: 'removeShieldedWord', run: () => chat.removeShieldedWord(4), method: 'post', url: '/api/live/word/shielded/remove', data: { removed: 4 }, body: { id: 4 }, ignoresBody: true },
    { name: 'getChatSig', run: () => chat.getChatSig(7), method: 'get', url: '/api/live/chatroom/getSig/7', data: { sig: 's', roomId: 7, readOnly: true }, expected: { sig: 's' } },
    { name: 'sumLiveStatistics', run: () => chat.sumLiveStatistics(), method: 'post', url: '/api/live/statistics/sum', data: { streamCount: 2, fans: 1 }, expected: { fans: 1 } },
    { name: 'listMatchScores', run: () => chat.listMatchScores({ matchIds: [5] }), method: 'post', url: '/api/live/match/score', data: [{ gameId: 5 }], body: { matchIds: [5] }, expected: [{ gameId: 5, scores: [] }] },
  ]);
});
