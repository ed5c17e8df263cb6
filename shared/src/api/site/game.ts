import * as z from 'zod/mini';
import {
  getData,
  postData,
  HOME_BAR_PATH,
  SLOT_LIST_PATH,
  type ReadOptions,
} from '@app/shared/client';
import { IdSchema, NullableNumber, NullableString, pageSchema } from '@app/shared/rules';

/** SPEC §9: the game jump waits at most 10 s. */
export const GAME_JUMP_TIMEOUT_MS = 10000;

/** SPEC §3 game (isHotGame 0 = hot) and game lobby. */
export const GameSchema = z.looseObject({
  id: IdSchema,
  gameCode: NullableString,
  gameName: NullableString,
  icon: NullableString,
  gameType: NullableNumber,
  lobbyId: z.optional(z.nullable(IdSchema)),
  isHotGame: NullableNumber,
  isMaintain: NullableNumber,
  startTimestamp: NullableNumber,
  endTimestamp: NullableNumber,
});
export type Game = z.infer<typeof GameSchema>;

export const GameLobbySchema = z.looseObject({
  id: IdSchema,
  lobbyCode: NullableString,
  lobbyName: NullableString,
  gameType: NullableNumber,
  icon: NullableString,
  isMaintain: NullableNumber,
  startTimestamp: NullableNumber,
  endTimestamp: NullableNumber,
  gameList: z._default(z.array(GameSchema), []),
  gameCount: NullableNumber,
});
export type GameLobby = z.infer<typeof GameLobbySchema>;

/** A home game-bar entry (status 0 = hidden; the order is `sort`). */
export const HomeBarSchema = z.looseObject({
  id: z.optional(IdSchema),
  icon: NullableString,
  barName: NullableString,
  barCode: NullableString,
  link: NullableString,
  gameType: NullableNumber,
  sort: NullableNumber,
  status: NullableNumber,
});
export type HomeBarItem = z.infer<typeof HomeBarSchema>;

export const GameJumpSchema = z.looseObject({ url: z.string(), gameName: NullableString });
export type GameJump = z.infer<typeof GameJumpSchema>;

export const MyBetSumSchema = z.looseObject({
  betCount: z.number(),
  betAmount: z.number(),
  validBetAmount: NullableNumber,
  winAmount: NullableNumber,
  unsettledCount: NullableNumber,
});

export interface MyBetQuery {
  beginTime?: number;
  endTime?: number;
  status?: number;
  current?: number;
  size?: number;
}

/** GET /api/user/home/bar/list: the home menu bar. */
export function listHomeBar(options: ReadOptions = {}) {
  return getData(z.array(HomeBarSchema), HOME_BAR_PATH, undefined, options);
}

export interface SlotListBody {
  gameType?: number;
}
export interface GameJumpBody {
  gameId?: number | string;
  lobbyId?: number | string;
}

/** POST /api/game/home/slot/list/: lobbies with their games (optional gameType). */
export function listSlotGames(gameType?: number, options: ReadOptions = {}): Promise<GameLobby[]> {
  const body = { gameType } satisfies SlotListBody;
  return postData(z.array(GameLobbySchema), SLOT_LIST_PATH, body, options);
}

/** The game-lobby list (path not in the spec; the sandbox's GET /api/game/lobby/list?gameType=). */
export function listGameLobbies(
  gameType?: number,
  options: ReadOptions = {},
): Promise<GameLobby[]> {
  return getData(z.array(GameLobbySchema), '/api/game/lobby/list', { gameType }, options);
}

/** POST /api/game/bet/single-wallet/jump with the 10 s timeout of §9: the game URL. */
export function jumpToGame(target: GameJumpBody) {
  return postData(GameJumpSchema, '/api/game/bet/single-wallet/jump', target, {
    timeout: GAME_JUMP_TIMEOUT_MS,
  });
}

/** POST /api/game/bet/cSports/token. */
export function getCSportsToken() {
  return postData(
    z.looseObject({ token: z.string(), url: NullableString }),
    '/api/game/bet/cSports/token',
  );
}

/** POST /api/game/bet/order/mybet/sum. */
export function sumMyBets(query: MyBetQuery = {}, options: ReadOptions = {}) {
  return postData(MyBetSumSchema, '/api/game/bet/order/mybet/sum', query, options);
}

/** POST /api/game/bet/order/mybet/detail: a page of the caller's bets. */
export function listMyBetDetail(query: MyBetQuery = {}, options: ReadOptions = {}) {
  return postData(
    pageSchema(z.looseObject({ id: IdSchema })),
    '/api/game/bet/order/mybet/detail',
    { current: 1, size: 20, ...query },
    options,
  );
}
