import type { InfoMessages } from './en';

/** Vietnamese messages of the `info` namespace. */
export const vi: InfoMessages = {
  common: {
    loading: 'Đang tải…',
    retry: 'Thử lại',
    backToTop: 'Lên đầu trang',
  },
  help: {
    title: 'Trung tâm trợ giúp',
    intro:
      'Giải đáp những câu hỏi thành viên thường gặp nhất. Chưa tìm thấy câu trả lời? Đội ngũ hỗ trợ luôn sẵn sàng 24/7.',
    searchLabel: 'Tìm kiếm trong trung tâm trợ giúp',
    searchPlaceholder: 'VD: rút tiền, mật khẩu, tỷ lệ cược',
    clearSearch: 'Xóa tìm kiếm',
    categoriesLabel: 'Chủ đề',
    allTopics: 'Tất cả chủ đề',
    resultCount_one: 'Tìm thấy {{count}} câu trả lời',
    resultCount_other: 'Tìm thấy {{count}} câu trả lời',
    noResultsTitle: 'Không có câu trả lời nào khớp với “{{query}}”',
    noResultsBody: 'Hãy thử ít từ hơn hoặc từ khác, hoặc hỏi bộ phận chăm sóc khách hàng bên dưới.',
    topics: [
      {
        id: 'account',
        title: 'Tài khoản & bảo mật',
        items: [
          {
            id: 'register',
            q: 'Làm thế nào để tạo tài khoản?',
            a: 'Nhấn “Đăng nhập” ở đầu trang rồi chọn “Đăng ký”. Tên đăng nhập gồm 4–20 chữ cái hoặc chữ số, bắt đầu bằng chữ cái; mật khẩu dài 6–32 ký tự, có cả chữ và số. Bạn cũng có thể đăng ký bằng số điện thoại và mã SMS.',
          },
          {
            id: 'forgot-password',
            q: 'Tôi quên mật khẩu, phải làm sao?',
            a: 'Hãy đăng nhập bằng số điện thoại và mã SMS, sau đó đổi mật khẩu trong trung tâm thành viên. Nếu bạn đã đổi số điện thoại, hãy liên hệ chăm sóc khách hàng kèm tên đăng nhập để chúng tôi xác minh danh tính.',
          },
          {
            id: 'verify',
            q: 'Vì sao tôi phải nhập mã xác minh khi đăng nhập?',
            a: 'Khi một lần đăng nhập có dấu hiệu bất thường (thiết bị hoặc vị trí mới), chúng tôi gửi mã đến số điện thoại đã đăng ký. Nhờ vậy người khác không thể vào tài khoản của bạn dù biết mật khẩu.',
          },
          {
            id: 'secure',
            q: 'Làm sao để giữ tài khoản an toàn?',
            a: 'Dùng mật khẩu riêng không trùng với nơi khác, không bao giờ chia sẻ mã SMS (nhân viên của chúng tôi không bao giờ hỏi mã này), đăng xuất trên thiết bị dùng chung và chỉ truy cập website, ứng dụng chính thức.',
          },
        ],
      },
      {
        id: 'payments',
        title: 'Nạp & rút tiền',
        items: [
          {
            id: 'deposit',
            q: 'Làm thế nào để nạp tiền?',
            a: 'Mở ví trong trung tâm thành viên và chọn “Nạp tiền”. Chọn phương thức, nhập số tiền và làm theo hướng dẫn. Số dư được cập nhật ngay khi giao dịch được xác nhận.',
          },
          {
            id: 'withdraw-time',
            q: 'Rút tiền mất bao lâu?',
            a: 'Phần lớn lệnh rút được xử lý trong vòng 15 phút. Lần rút đầu tiên hoặc rút về tài khoản ngân hàng mới có thể lâu hơn do cần kiểm tra bảo mật.',
          },
          {
            id: 'withdraw-rules',
            q: 'Vì sao tôi chưa rút tiền được?',
            a: 'Để rút tiền, bạn cần tài khoản ngân hàng đã xác minh đứng tên chính mình và hoàn thành doanh thu cược của các khuyến mãi đã nhận. Trang ví sẽ cho biết điều kiện nào còn thiếu.',
          },
          {
            id: 'missing-deposit',
            q: 'Tiền nạp chưa vào tài khoản, tôi phải làm gì?',
            a: 'Tiền nạp thường vào trong vài phút. Nếu sau 30 phút vẫn chưa nhận được, hãy gửi cho chăm sóc khách hàng tên đăng nhập, số tiền, thời gian và ảnh chụp giao dịch chuyển khoản.',
          },
        ],
      },
      {
        id: 'betting',
        title: 'Luật cược & loại tỷ lệ cược',
        items: [
          {
            id: 'odds-formats',
            q: 'Các loại tỷ lệ cược có ý nghĩa gì?',
            a: 'Tỷ lệ châu Âu (thập phân) cho biết tổng tiền nhận về trên mỗi 1 đồng cược (2.50 nhận về 2.50). Tỷ lệ Hồng Kông chỉ tính tiền lãi (1.50). Tỷ lệ Malaysia và Indonesia có thể âm: giá âm là số tiền bạn cần cược để thắng 1. Bạn có thể đổi loại tỷ lệ trong phần cài đặt thể thao.',
          },
          {
            id: 'odds-change',
            q: 'Nếu tỷ lệ thay đổi khi đang đặt cược thì sao?',
            a: 'Trong cài đặt phiếu cược, bạn chọn chấp nhận mọi thay đổi, chỉ chấp nhận tỷ lệ tốt hơn hoặc không chấp nhận. Nếu thay đổi không được chấp nhận, phiếu cược sẽ hiển thị tỷ lệ mới và chờ bạn xác nhận.',
          },
          {
            id: 'settlement',
            q: 'Khi nào cược được thanh toán?',
            a: 'Cược được thanh toán sau khi có kết quả chính thức, thường chỉ vài phút sau khi kèo kết thúc. Cược đã thanh toán hiển thị trong “Cược của tôi” kèm kết quả.',
          },
          {
            id: 'void',
            q: 'Vì sao cược của tôi bị hủy?',
            a: 'Cược bị hủy khi trận đấu bị hoãn, bỏ dở hoặc kèo không thể thanh toán theo luật. Tiền cược sẽ được hoàn lại vào số dư của bạn.',
          },
        ],
      },
      {
        id: 'live',
        title: 'Phát trực tiếp & quà tặng',
        items: [
          {
            id: 'watch',
            q: 'Làm thế nào để xem phát trực tiếp?',
            a: 'Mở mục Trực tiếp và chọn một phòng. Các phòng đang phát được xếp lên đầu. Hãy đăng nhập để trò chuyện và tặng quà.',
          },
          {
            id: 'buffering',
            q: 'Video liên tục bị giật, tôi nên làm gì?',
            a: 'Hãy chuyển sang nguồn video khác trong trình phát, giảm chất lượng hình ảnh hoặc dùng Wi-Fi, 4G mạnh hơn. Tắt các ứng dụng khác đang dùng dữ liệu cũng giúp xem mượt hơn.',
          },
          {
            id: 'gifts',
            q: 'Quà tặng hoạt động như thế nào?',
            a: 'Quà được trừ vào số dư của bạn và hiển thị trong phòng để cảm ơn người dẫn. Quà đã tặng không thể hoàn lại, vì vậy hãy kiểm tra kỹ trước khi gửi.',
          },
          {
            id: 'chat-rules',
            q: 'Quy định trò chuyện là gì?',
            a: 'Hãy cư xử văn minh. Không được xúc phạm, spam, quảng cáo hay chia sẻ thông tin cá nhân. Người dẫn và quản trị viên có thể cấm chat thành viên vi phạm.',
          },
        ],
      },
      {
        id: 'promotions',
        title: 'Khuyến mãi',
        items: [
          {
            id: 'claim',
            q: 'Làm thế nào để nhận khuyến mãi?',
            a: 'Mở mục Khuyến mãi, đọc kỹ điều kiện của chương trình rồi nhấn “Nhận” hoặc “Tham gia”. Một số phần thưởng được cộng tự động khi bạn đạt điều kiện.',
          },
          {
            id: 'turnover',
            q: 'Doanh thu cược (vòng cược) là gì?',
            a: 'Là tổng số tiền bạn cần cược trước khi có thể rút tiền thưởng và tiền thắng từ thưởng. Ví dụ: thưởng 100 với yêu cầu 10 vòng cược cần 1.000 tiền cược hợp lệ.',
          },
          {
            id: 'one-per-person',
            q: 'Tôi có thể tham gia một chương trình hai lần không?',
            a: 'Mỗi chương trình chỉ áp dụng một lần cho mỗi người, hộ gia đình, số điện thoại, tài khoản ngân hàng và thiết bị, trừ khi điều kiện ghi khác. Tài khoản trùng lặp sẽ bị thu hồi tiền thưởng.',
          },
        ],
      },
      {
        id: 'responsible',
        title: 'Chơi có trách nhiệm',
        items: [
          {
            id: 'limits',
            q: 'Tôi có thể đặt giới hạn chơi không?',
            a: 'Có, bạn tự đặt trong trung tâm thành viên, mục Hạn mức & tạm nghỉ: hạn mức tiền cược và thua lỗ theo ngày, tuần, tháng, cùng lời nhắc định kỳ cho biết bạn đã chơi bao lâu và kết quả phiên chơi. Giảm hạn mức có hiệu lực ngay; tăng hoặc bỏ hạn mức có hiệu lực sau 24 giờ.',
          },
          {
            id: 'self-exclusion',
            q: 'Làm sao để tạm nghỉ hoặc tự loại trừ?',
            a: 'Trong trung tâm thành viên, mục Hạn mức & tạm nghỉ, hãy chọn tạm nghỉ (24 giờ, 7 ngày hoặc 30 ngày) hoặc tự loại trừ (6 tháng, 1 năm hoặc 5 năm). Thời hạn không thể hủy hay giảm bớt. Bạn vẫn đăng nhập để xem tài khoản, nhưng không thể cá cược, chơi trò chơi hay nhận khuyến mãi, và chúng tôi không hiển thị khuyến mãi cho đến khi kết thúc.',
          },
          {
            id: 'age',
            q: 'Ai được phép tham gia?',
            a: 'Chỉ người từ đủ 21 tuổi trở lên (tại Việt Nam theo Nghị định 06/2017/NĐ-CP) và ở nơi cá cược trực tuyến là hợp pháp. Chúng tôi hỏi ngày sinh khi đăng ký, có thể yêu cầu chứng minh độ tuổi và đóng tài khoản của người chưa đủ tuổi.',
          },
          {
            id: 'warning-signs',
            q: 'Làm sao biết việc chơi đang trở thành vấn đề?',
            a: 'Dấu hiệu cảnh báo gồm: cố gỡ lại tiền thua, cược bằng tiền dành cho sinh hoạt, giấu giếm việc chơi hoặc thấy bồn chồn khi không được cược. Nếu bạn thấy mình như vậy, hãy tạm dừng và chia sẻ với người bạn tin tưởng hoặc một dịch vụ hỗ trợ chuyên nghiệp.',
          },
        ],
      },
    ],
    contact: {
      title: 'Vẫn cần hỗ trợ?',
      body: 'Đội ngũ chăm sóc khách hàng hỗ trợ suốt ngày đêm bằng tiếng Việt, tiếng Trung và tiếng Anh.',
      open: 'Trò chuyện với CSKH',
      zalo: 'Nhắn tin qua Zalo',
      online: 'Mở hỗ trợ trực tuyến',
      newWindow: '(mở trong cửa sổ mới)',
      loading: 'Đang tải kênh liên hệ…',
      errorTitle: 'Không tải được kênh liên hệ',
      errorBody: 'Vui lòng kiểm tra kết nối và thử lại.',
      unavailable: 'Hỗ trợ trực tuyến tạm thời không khả dụng. Vui lòng thử lại sau ít phút.',
    },
  },
  download: {
    title: 'Tải ứng dụng',
    intro:
      'Đặt cược, xem trực tiếp và nhận thông báo khuyến mãi nhanh hơn với ứng dụng cho iPhone và Android.',
    platformsLabel: 'Chọn thiết bị của bạn',
    ios: 'iPhone & iPad',
    android: 'Android',
    iosRequirement: 'iOS 13 trở lên',
    androidRequirement: 'Android 8.0 trở lên',
    downloadIos: 'Tải cho iPhone',
    downloadAndroid: 'Tải cho Android',
    yourDevice: 'Thiết bị của bạn',
    comingSoon: 'Sắp ra mắt',
    comingSoonBody:
      'Ứng dụng cho nền tảng này sắp ra mắt. Trong lúc chờ, bạn vẫn dùng đầy đủ tính năng trên website bằng điện thoại.',
    desktopHint: 'Bạn đang dùng máy tính. Hãy mở trang này trên điện thoại để cài ứng dụng.',
    webViewHint:
      'Bạn đang mở trang trong trình duyệt của ứng dụng khác. Hãy mở bằng Safari hoặc Chrome để tải về.',
    stepsTitle: 'Hướng dẫn cài đặt',
    iosSteps: [
      'Nhấn “Tải cho iPhone” và xác nhận cài đặt.',
      'Vào Cài đặt › Cài đặt chung › Quản lý VPN & thiết bị, chọn hồ sơ nhà phát triển của chúng tôi và nhấn “Tin cậy”.',
      'Mở ứng dụng từ màn hình chính và đăng nhập bằng tài khoản hiện có.',
    ],
    androidSteps: [
      'Nhấn “Tải cho Android” và chờ tệp tải xong.',
      'Mở tệp vừa tải. Nếu được hỏi, hãy cho phép trình duyệt cài đặt ứng dụng không rõ nguồn gốc.',
      'Nhấn “Cài đặt”, sau đó mở ứng dụng và đăng nhập bằng tài khoản hiện có.',
    ],
    homeScreenTitle: 'Không muốn cài đặt? Thêm website vào màn hình chính',
    homeScreenIos: 'iPhone: trong Safari, nhấn Chia sẻ rồi chọn “Thêm vào MH chính”.',
    homeScreenAndroid: 'Android: trong Chrome, mở menu ⋮ rồi chọn “Thêm vào màn hình chính”.',
    homeScreenInstall: 'Thêm vào màn hình chính',
    homeScreenInstallBody:
      'Trình duyệt của bạn có thể thêm BetLive vào màn hình chính chỉ với một chạm.',
    homeScreenInstalled: 'BetLive đã có trên màn hình chính của bạn.',
    homeScreenDesktop:
      'Trên máy tính: trong Chrome hoặc Edge, nhấn biểu tượng cài đặt ở cuối thanh địa chỉ.',
    benefitsTitle: 'Vì sao nên dùng ứng dụng',
    benefits: [
      {
        title: 'Tỷ lệ trực tiếp nhanh hơn',
        body: 'Tỷ lệ và tỷ số cập nhật theo thời gian thực, kể cả khi sóng yếu.',
      },
      {
        title: 'Thông báo tức thì',
        body: 'Nhắc giờ bóng lăn, kết quả cược và khuyến mãi mới ngay khi có.',
      },
      {
        title: 'Luôn truy cập được',
        body: 'Ứng dụng tự động tìm đường truy cập hoạt động cho bạn.',
      },
    ],
  },
  venture: {
    title: 'Chương trình đại lý',
    intro:
      'Trở thành đại lý: giới thiệu người chơi và nhận hoa hồng hằng tháng trên doanh thu ròng từ các thành viên bạn mời.',
    howTitle: 'Cách thức hoạt động',
    steps: [
      {
        title: 'Tham gia',
        body: 'Đăng nhập hoặc tạo tài khoản miễn phí. Mọi thành viên đều có thể trở thành đại lý.',
      },
      {
        title: 'Chia sẻ liên kết',
        body: 'Gửi liên kết hoặc mã mời riêng của bạn cho bạn bè và người theo dõi.',
      },
      {
        title: 'Nhận thu nhập mỗi tháng',
        body: 'Hoa hồng được tính theo tháng và chuyển thẳng vào ví của bạn.',
      },
    ],
    tiersTitle: 'Bậc hoa hồng',
    tiersCaption: 'Hoa hồng hằng tháng theo số thành viên hoạt động và doanh thu ròng',
    tierColumn: 'Cấp',
    activeColumn: 'Thành viên hoạt động',
    revenueColumn: 'Doanh thu ròng tháng ({{currency}})',
    rateColumn: 'Hoa hồng',
    atLeast: 'Từ {{value}}',
    tierNames: ['Đồng', 'Bạc', 'Vàng', 'Bạch kim', 'Kim cương'],
    tiersNote:
      'Thành viên hoạt động là người có nạp tiền và đặt ít nhất 5 cược hợp lệ trong tháng. Doanh thu ròng là tiền thua của thành viên trừ đi tiền thắng, tiền thưởng và phí. Doanh thu âm được cộng dồn sang tháng sau.',
    ctaTitle: 'Bắt đầu kiếm thu nhập ngay hôm nay',
    ctaGuest: 'Đăng nhập hoặc đăng ký để nhận liên kết mời riêng của bạn.',
    signUp: 'Đăng ký miễn phí',
    logIn: 'Đăng nhập',
    inviteTitle: 'Liên kết mời của bạn',
    inviteBody: 'Chia sẻ liên kết này. Thành viên đăng ký qua liên kết sẽ được ghi nhận cho bạn.',
    inviteLinkLabel: 'Liên kết mời',
    inviteCode: 'Mã mời: {{code}}',
    copy: 'Sao chép liên kết',
    copied: 'Đã sao chép liên kết',
    copyFailed: 'Không sao chép được: hãy chọn liên kết và sao chép thủ công.',
    inviteLoading: 'Đang tải liên kết mời…',
    inviteError: 'Không tải được liên kết mời của bạn',
  },
  sponsor: {
    title: 'Hoạt động tài trợ',
    intro:
      'Chúng tôi đồng hành cùng các câu lạc bộ, vận động viên và sự kiện được người hâm mộ yêu thích, từ bóng đá, bóng rổ đến thể thao điện tử.',
    since: 'Đối tác từ năm {{year}}',
    partners: [
      {
        id: 'saigon-phoenix',
        sport: 'Bóng đá',
        name: 'Saigon Phoenix FC',
        year: '2023',
        body: 'Đối tác cá cược chính thức của một trong những câu lạc bộ được yêu thích nhất miền Nam, với logo trên tay áo và khu cổ động viên trong ngày thi đấu.',
        highlights: [
          'Nhà tài trợ tay áo',
          'Khu cổ động viên phát trực tiếp',
          'Hỗ trợ học viện trẻ',
        ],
      },
      {
        id: 'hanoi-dragons',
        sport: 'Bóng rổ',
        name: 'Hanoi Dragons',
        year: '2024',
        body: 'Đối tác sân đấu của đội bóng rổ chuyên nghiệp thủ đô, mang mọi trận sân nhà đến các phòng trực tiếp của chúng tôi.',
        highlights: ['Quảng bá sát sân', 'Phỏng vấn độc quyền cầu thủ'],
      },
      {
        id: 'mekong-esports',
        sport: 'Thể thao điện tử',
        name: 'Mekong Esports Cup',
        year: '2024',
        body: 'Nhà tài trợ danh nghĩa của giải thể thao điện tử khu vực, có vòng loại mở và quỹ thưởng ngày càng lớn.',
        highlights: [
          'Nhà tài trợ danh nghĩa',
          'Vòng loại mở',
          'Chung kết phát trực tiếp cùng người dẫn',
        ],
      },
      {
        id: 'beach-volley',
        sport: 'Bóng chuyền bãi biển',
        name: 'Da Nang Beach Volleyball Open',
        year: '2025',
        body: 'Đối tác đồng hành của giải mở rộng mùa hè, miễn phí vé vào cửa cho người hâm mộ và bốc thăm trúng thưởng cho thành viên.',
        highlights: ['Đối tác đồng hành', 'Bốc thăm trúng thưởng'],
      },
    ],
    enquiryTitle: 'Hợp tác tài trợ',
    enquiryBody:
      'Câu lạc bộ, giải đấu và đơn vị tổ chức sự kiện: hãy chia sẻ dự án của bạn, đội ngũ hợp tác của chúng tôi sẽ phản hồi.',
    enquiryLink: 'Liên hệ với chúng tôi',
  },
};
