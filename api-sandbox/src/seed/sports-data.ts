/** Sports, leagues and teams for the 18 sport ids of SPEC §3 (names only; matches are generated). */
export interface SportSeed {
  sid: number;
  name: string;
  /** Whether 1X2 (with a draw) is the main market; otherwise a two-way moneyline. */
  draw: boolean;
  /** Seconds of one full game clock, used to cycle the live clock. */
  clock: number;
  leagues: { name: string; region: string; teams: string[] }[];
}

export const SPORTS: SportSeed[] = [
  {
    sid: 1,
    name: 'Football',
    draw: true,
    clock: 90 * 60,
    leagues: [
      {
        name: 'Vietnam V.League 1',
        region: 'Vietnam',
        teams: [
          'Hà Nội FC',
          'Công An Hà Nội',
          'Thép Xanh Nam Định',
          'Hoàng Anh Gia Lai',
          'Becamex Bình Dương',
          'Thể Công Viettel',
          'Đông Á Thanh Hóa',
          'Hải Phòng FC',
          'SHB Đà Nẵng',
          'Sông Lam Nghệ An',
          'Hồng Lĩnh Hà Tĩnh',
          'Quảng Nam FC',
        ],
      },
      {
        name: 'English Premier League',
        region: 'England',
        teams: [
          'Arsenal',
          'Chelsea',
          'Liverpool',
          'Manchester City',
          'Manchester United',
          'Tottenham Hotspur',
          'Newcastle United',
          'Aston Villa',
        ],
      },
      {
        name: 'Spain La Liga',
        region: 'Spain',
        teams: [
          'Real Madrid',
          'Barcelona',
          'Atlético Madrid',
          'Sevilla',
          'Real Sociedad',
          'Villarreal',
        ],
      },
      {
        name: 'AFF Championship',
        region: 'Asia',
        teams: ['Vietnam', 'Thailand', 'Indonesia', 'Malaysia', 'Philippines', 'Singapore'],
      },
    ],
  },
  {
    sid: 3,
    name: 'Basketball',
    draw: false,
    clock: 48 * 60,
    leagues: [
      {
        name: 'NBA',
        region: 'USA',
        teams: [
          'Los Angeles Lakers',
          'Boston Celtics',
          'Golden State Warriors',
          'Denver Nuggets',
          'Miami Heat',
          'Milwaukee Bucks',
        ],
      },
      {
        name: 'Vietnam VBA',
        region: 'Vietnam',
        teams: [
          'Saigon Heat',
          'Hanoi Buffaloes',
          'Danang Dragons',
          'Thang Long Warriors',
          'Nha Trang Dolphins',
          'Cantho Catfish',
        ],
      },
      {
        name: 'China CBA',
        region: 'China',
        teams: [
          'Guangdong Southern Tigers',
          'Liaoning Flying Leopards',
          'Beijing Ducks',
          'Shanghai Sharks',
        ],
      },
    ],
  },
  {
    sid: 177,
    name: 'E-Football',
    draw: true,
    clock: 8 * 60,
    leagues: [
      {
        name: 'eSoccer Battle - 8 mins play',
        region: 'International',
        teams: [
          'Arsenal (Kray)',
          'Chelsea (Boomer)',
          'Real Madrid (Nikkitta)',
          'Barcelona (Jackie)',
          'Bayern (Hotshot)',
          'Inter (Wboy)',
        ],
      },
    ],
  },
  {
    sid: 178,
    name: 'E-Basketball',
    draw: false,
    clock: 20 * 60,
    leagues: [
      {
        name: 'Ebasketball H2H GG League - 4x5mins',
        region: 'International',
        teams: [
          'LA Lakers (KJMR)',
          'Boston Celtics (BLAZE)',
          'Phoenix Suns (TAAPZ)',
          'Dallas Mavericks (JAGUAR)',
        ],
      },
    ],
  },
  {
    sid: 5,
    name: 'Tennis',
    draw: false,
    clock: 120 * 60,
    leagues: [
      {
        name: 'ATP Tour - Singles',
        region: 'International',
        teams: [
          'Jannik Sinner',
          'Carlos Alcaraz',
          'Novak Djokovic',
          'Alexander Zverev',
          'Daniil Medvedev',
          'Taylor Fritz',
        ],
      },
      {
        name: 'WTA Tour - Singles',
        region: 'International',
        teams: [
          'Aryna Sabalenka',
          'Iga Swiatek',
          'Coco Gauff',
          'Elena Rybakina',
          'Jessica Pegula',
          'Zheng Qinwen',
        ],
      },
    ],
  },
  {
    sid: 7,
    name: 'Baseball',
    draw: false,
    clock: 180 * 60,
    leagues: [
      {
        name: 'MLB',
        region: 'USA',
        teams: [
          'New York Yankees',
          'Los Angeles Dodgers',
          'Houston Astros',
          'Atlanta Braves',
          'Chicago Cubs',
          'Boston Red Sox',
        ],
      },
      {
        name: 'Japan NPB',
        region: 'Japan',
        teams: ['Yomiuri Giants', 'Hanshin Tigers', 'Fukuoka SoftBank Hawks', 'Orix Buffaloes'],
      },
    ],
  },
  {
    sid: 13,
    name: 'Volleyball',
    draw: false,
    clock: 100 * 60,
    leagues: [
      {
        name: 'Vietnam Volleyball Championship (Women)',
        region: 'Vietnam',
        teams: [
          'Binh Chung Thông Tin',
          'Ninh Bình Doveco',
          'Hà Nội',
          'Thể Công',
          'Đắk Lắk',
          'VTV Bình Điền Long An',
        ],
      },
      {
        name: 'FIVB Nations League (Women)',
        region: 'International',
        teams: ['Brazil', 'Poland', 'Italy', 'USA', 'Japan', 'Vietnam'],
      },
    ],
  },
  {
    sid: 47,
    name: 'Badminton',
    draw: false,
    clock: 60 * 60,
    leagues: [
      {
        name: 'BWF World Tour - Men Singles',
        region: 'International',
        teams: [
          'Viktor Axelsen',
          'Shi Yuqi',
          'Anders Antonsen',
          'Kunlavut Vitidsarn',
          'Nguyễn Hải Đăng',
          'Lee Zii Jia',
        ],
      },
      {
        name: 'BWF World Tour - Women Singles',
        region: 'International',
        teams: [
          'An Se-young',
          'Wang Zhiyi',
          'Akane Yamaguchi',
          'Nguyễn Thùy Linh',
          'Chen Yufei',
          'Tai Tzu-ying',
        ],
      },
    ],
  },
  {
    sid: 15,
    name: 'Table Tennis',
    draw: false,
    clock: 40 * 60,
    leagues: [
      {
        name: 'WTT Champions',
        region: 'International',
        teams: [
          'Wang Chuqin',
          'Fan Zhendong',
          'Lin Shidong',
          'Tomokazu Harimoto',
          'Hugo Calderano',
          'Đinh Anh Hoàng',
        ],
      },
    ],
  },
  {
    sid: 19,
    name: 'Boxing',
    draw: true,
    clock: 36 * 60,
    leagues: [
      {
        name: 'World Heavyweight Championship',
        region: 'International',
        teams: ['Oleksandr Usyk', 'Tyson Fury', 'Anthony Joshua', 'Daniel Dubois'],
      },
      {
        name: 'Super Bantamweight',
        region: 'International',
        teams: ['Naoya Inoue', 'Murodjon Akhmadaliev', 'Marlon Tapales', 'Stephen Fulton'],
      },
    ],
  },
  {
    sid: 16,
    name: 'Snooker',
    draw: false,
    clock: 180 * 60,
    leagues: [
      {
        name: 'World Snooker Tour - UK Championship',
        region: 'United Kingdom',
        teams: [
          "Ronnie O'Sullivan",
          'Judd Trump',
          'Mark Selby',
          'Kyren Wilson',
          'Zhao Xintong',
          'Mark Allen',
        ],
      },
    ],
  },
  {
    sid: 6,
    name: 'American Football',
    draw: false,
    clock: 60 * 60,
    leagues: [
      {
        name: 'NFL',
        region: 'USA',
        teams: [
          'Kansas City Chiefs',
          'Philadelphia Eagles',
          'Buffalo Bills',
          'Baltimore Ravens',
          'San Francisco 49ers',
          'Detroit Lions',
        ],
      },
    ],
  },
  {
    sid: 4,
    name: 'Rugby',
    draw: true,
    clock: 80 * 60,
    leagues: [
      {
        name: 'Six Nations',
        region: 'Europe',
        teams: ['Ireland', 'France', 'England', 'Scotland', 'Wales', 'Italy'],
      },
      {
        name: 'The Rugby Championship',
        region: 'International',
        teams: ['New Zealand', 'South Africa', 'Australia', 'Argentina'],
      },
    ],
  },
  {
    sid: 2,
    name: 'Ice Hockey',
    draw: true,
    clock: 60 * 60,
    leagues: [
      {
        name: 'NHL',
        region: 'USA',
        teams: [
          'Edmonton Oilers',
          'Florida Panthers',
          'New York Rangers',
          'Dallas Stars',
          'Colorado Avalanche',
          'Vegas Golden Knights',
        ],
      },
      {
        name: 'KHL',
        region: 'Russia',
        teams: ['CSKA Moscow', 'SKA Saint Petersburg', 'Metallurg Magnitogorsk', 'Ak Bars Kazan'],
      },
    ],
  },
  {
    sid: 51,
    name: 'Beach Volleyball',
    draw: false,
    clock: 50 * 60,
    leagues: [
      {
        name: 'FIVB Beach Pro Tour - Men',
        region: 'International',
        teams: [
          'Mol/Sørum (NOR)',
          'Åhman/Hellvig (SWE)',
          'Evandro/Arthur (BRA)',
          'Perušič/Schweiner (CZE)',
        ],
      },
    ],
  },
  {
    sid: 8,
    name: 'Handball',
    draw: true,
    clock: 60 * 60,
    leagues: [
      {
        name: 'EHF Champions League',
        region: 'Europe',
        teams: [
          'THW Kiel',
          'SC Magdeburg',
          'Barça Handbol',
          'Paris Saint-Germain',
          'Veszprém',
          'Aalborg Håndbold',
        ],
      },
    ],
  },
  {
    sid: 14,
    name: 'Cricket',
    draw: false,
    clock: 200 * 60,
    leagues: [
      {
        name: 'Indian Premier League',
        region: 'India',
        teams: [
          'Mumbai Indians',
          'Chennai Super Kings',
          'Royal Challengers Bengaluru',
          'Kolkata Knight Riders',
          'Rajasthan Royals',
          'Gujarat Titans',
        ],
      },
      {
        name: 'Test Series',
        region: 'International',
        teams: ['India', 'Australia', 'England', 'Pakistan'],
      },
    ],
  },
  {
    sid: 100,
    name: 'Olympics',
    draw: true,
    clock: 90 * 60,
    leagues: [
      {
        name: 'Olympic Games - Football (Men)',
        region: 'International',
        teams: [
          'Vietnam U23',
          'Japan U23',
          'Korea Republic U23',
          'France U23',
          'Spain U23',
          'Brazil U23',
        ],
      },
    ],
  },
];
