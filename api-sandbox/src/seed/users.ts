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
  })),
];

/** bcrypt cost for seed and registered passwords. */
export const BCRYPT_COST = 10;

export function seedUsers(db: Db, now: number): void {
  const hashes = new Map<string, string>();
  const ins = db.prepare(
    `INSERT INTO users (user_name, password_hash, nick_name, role, vip_level, balance, mobile, mobile_area, avatar,
       invite_code, identity_code, game_order, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
      now - (90 - i) * 86_400_000,
    );
  });
}
