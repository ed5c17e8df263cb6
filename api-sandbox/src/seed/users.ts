import bcrypt from 'bcryptjs';
import type { Db } from '../db/open';
import { randomCode } from '../ids';

export interface SeedUser {
  userName: string;
  password: string;
  nickName: string;
  role: 'member' | 'anchor' | 'superAdmin';
  vipLevel: number;
  balance: number;
  mobile: string | null;
  avatar: string;
  /** YYYY-MM-DD: every seed account is an adult (issue 18 age gate). */
  birthDate: string;
  /** Recorded deposits (wallet-ledger rows, oldest first), already part of the balance. */
  deposits?: number[];
}

/** Documented seed accounts (README) first, then extra anchors for the stream list. */
export const SEED_USERS: SeedUser[] = [
  {
    userName: 'member01',
    password: 'Member@123',
    nickName: 'Minh Anh',
    role: 'member',
    vipLevel: 3,
    balance: 5_000_000,
    mobile: '912345678',
    avatar: '',
    birthDate: '1992-04-18',
    // reaches the first-deposit activity's first tier (500,000) and not the second (1,000,000)
    deposits: [300_000, 500_000],
  },
  {
    userName: 'anchor01',
    password: 'Anchor@123',
    nickName: 'Thu Trang',
    role: 'anchor',
    vipLevel: 6,
    balance: 2_000_000,
    mobile: '987654321',
    avatar: '2,2',
    birthDate: '1997-09-02',
  },
  {
    userName: 'admin01',
    password: 'Admin@123',
    nickName: 'Quản trị viên',
    role: 'superAdmin',
    vipLevel: 11,
    balance: 0,
    mobile: '901234567',
    avatar: '10,10',
    birthDate: '1985-01-23',
  },
  ...(
    [
      ['anchor02', 'Bảo Ngọc', 3],
      ['anchor03', 'Hoàng Long', 4],
      ['anchor04', 'Mai Phương', 5],
      ['anchor05', 'Đức Huy', 6],
      ['anchor06', 'Lan Chi', 7],
    ] as const
  ).map(([userName, nickName, avatar]): SeedUser => ({
    userName,
    password: 'Anchor@123',
    nickName,
    role: 'anchor',
    vipLevel: 5,
    balance: 500_000,
    mobile: null,
    avatar: `${avatar},${avatar}`,
    birthDate: `199${avatar}-0${avatar}-1${avatar}`,
  })),
  ...(
    [
      ['member02', 'Quốc Bảo', 0],
      ['member03', 'Ngọc Hân', 9],
    ] as const
  ).map(([userName, nickName, vipLevel]): SeedUser => ({
    userName,
    password: 'Member@123',
    nickName,
    role: 'member',
    vipLevel,
    balance: 1_000_000,
    mobile: userName === 'member03' ? '933333333' : null,
    avatar: '',
    birthDate: userName === 'member03' ? '1990-12-05' : '1988-06-30',
  })),
  // Responsible-gambling journeys of the end-to-end tests (limits, time-outs, self-exclusions) run
  // on these, so member01's journeys never meet a limit or an exclusion.
  ...(
    [
      ['member05', 'Thanh Tùng', '1993-03-14'],
      ['member06', 'Khánh Linh', '1996-11-08'],
      ['member07', 'Văn Nam', '1989-07-21'],
    ] as const
  ).map(([userName, nickName, birthDate]): SeedUser => ({
    userName,
    password: 'Member@123',
    nickName,
    role: 'member',
    vipLevel: 0,
    balance: 5_000_000,
    mobile: null,
    avatar: '',
    birthDate,
  })),
  {
    // phone login of the end-to-end tests (a known number: an unknown one must sign up first)
    userName: 'member08',
    password: 'Member@123',
    nickName: 'Minh Thư',
    role: 'member',
    vipLevel: 0,
    balance: 1_000_000,
    mobile: '977000008',
    avatar: '',
    birthDate: '1992-02-17',
  },
];

/** bcrypt cost for seed and registered passwords. */
export const BCRYPT_COST = 10;

export function seedUsers(db: Db, now: number): void {
  const hashes = new Map<string, string>();
  const ins = db.prepare(
    `INSERT INTO users (user_name, password_hash, nick_name, role, vip_level, balance, mobile, mobile_area, avatar,
       invite_code, identity_code, game_order, birth_date, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  SEED_USERS.forEach((u, i) => {
    let hash = hashes.get(u.password);
    if (!hash) {
      hash = bcrypt.hashSync(u.password, BCRYPT_COST);
      hashes.set(u.password, hash);
    }
    ins.run(
      u.userName,
      hash,
      u.nickName,
      u.role,
      u.vipLevel,
      u.balance,
      u.mobile,
      u.mobile ? '84' : null,
      u.avatar,
      `INV${String(i + 1).padStart(3, '0')}${randomCode(3)}`,
      randomCode(8),
      '1,3,5,13,47',
      u.birthDate,
      now - (90 - i) * 86_400_000,
    );
  });
  seedDeposits(db, now);
}

function seedDeposits(db: Db, now: number): void {
  const ins = db.prepare(
    `INSERT INTO wallet_ledger (user_id, amount, balance, kind, ref, created_at)
     SELECT id, ?, balance, 'deposit', ?, ? FROM users WHERE user_name = ?`,
  );
  for (const u of SEED_USERS) {
    (u.deposits ?? []).forEach((amount, i, all) =>
      ins.run(amount, `seed-deposit-${i + 1}`, now - (all.length - i) * 3 * 86_400_000, u.userName),
    );
  }
}
