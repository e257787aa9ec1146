// Seeded Update posts (EN and KO): client releases and changes to the web pages.
import { seedPost } from './types';

export const UPDATE_POSTS = [
  seedPost(
    'update-01',
    'Update',
    1,
    [
      'Client 0.8.5 released',
      'Faster loading, a new lobby and fixes for Mac.',
      `## What is new in 0.8.5

- The lobby loads about 40% faster
- New camera controls in Meta-City
- Mac: the client no longer asks for permissions twice

Download it from the [download page](/en/guide/download).`,
    ],
    [
      '클라이언트 0.8.5 출시',
      '더 빠른 로딩, 새 로비, 맥 버그 수정.',
      `## 0.8.5의 새로운 점

- 로비 로딩이 약 40% 빨라졌습니다
- 메타시티의 새 카메라 조작
- 맥: 권한을 두 번 묻지 않습니다

[다운로드 페이지](/ko/guide/download)에서 받으세요.`,
    ],
  ),
  seedPost(
    'update-02',
    'Update',
    4,
    [
      'Market filters improved',
      'Search, sale filter and ordering now stay in the address.',
      `Every filter of the market now lives in the page address: share a link and your friend sees the same list.

- **For sale** shows only listed items
- Order by newest, price or name`,
    ],
    [
      '마켓 필터 개선',
      '검색, 판매 필터, 정렬이 주소에 유지됩니다.',
      `마켓의 모든 필터가 이제 페이지 주소에 담깁니다. 링크를 공유하면 친구도 같은 목록을 봅니다.

- **판매 중**은 등록된 아이템만 보여 줍니다
- 최신순, 가격순, 이름순 정렬`,
    ],
  ),
  seedPost(
    'update-03',
    'Update',
    7,
    [
      'Korean translation update',
      'Every page of the web site is now available in Korean.',
      `Switch the language in the header: the page you are on stays open. News posts are shown in Korean when staff wrote a Korean text, in English otherwise.`,
    ],
    [
      '한국어 번역 업데이트',
      '웹사이트의 모든 페이지를 한국어로 볼 수 있습니다.',
      `헤더에서 언어를 바꿔도 보고 있던 페이지가 유지됩니다. 뉴스는 한국어 글이 있으면 한국어로, 없으면 영어로 보여 드립니다.`,
    ],
  ),
  seedPost(
    'update-04',
    'Update',
    10,
    [
      'Staking popup redesign',
      'Choosing LAND to stake takes fewer clicks.',
      `The staking popup now shows your LAND as cards with their size, coordinates and token ID. Switch between **ERC-721** and **ERC-1155** at the ` +
        `top, and pick a quantity for 1155 LAND with Min and Max.`,
    ],
    [
      '스테이킹 팝업 개편',
      '스테이킹할 LAND를 더 적은 클릭으로 고릅니다.',
      `스테이킹 팝업이 LAND를 크기, 좌표, 토큰 ID가 있는 카드로 보여 줍니다. 위에서 **ERC-721**과 **ERC-1155**를 전환하고, 1155 LAND는 최소·최대 버튼으로 수량을 고르세요.`,
    ],
  ),
  seedPost(
    'update-05',
    'Update',
    13,
    [
      'Faster map loading',
      'The LAND map draws large cities in a fraction of the time.',
      `The LAND map now draws on a canvas and loads each city once. Seoul's 100 x 100 blocks appear in under a second on most computers.`,
    ],
    [
      '지도 로딩 속도 개선',
      'LAND 지도가 큰 도시도 훨씬 빠르게 그립니다.',
      `LAND 지도는 이제 캔버스에 그리며 도시마다 한 번만 불러옵니다. 서울의 100 x 100 블록이 대부분의 컴퓨터에서 1초 안에 나타납니다.`,
    ],
  ),
  seedPost(
    'update-06',
    'Update',
    16,
    [
      'Wallet connection fixes',
      'Fewer surprises when you switch accounts or networks.',
      `- Switching the account in your wallet now warns you when it differs from your registered wallet
- An unsupported network shows a message instead of a blank page
- Coinbase Wallet reconnects after a reload`,
    ],
    [
      '지갑 연결 수정',
      '계정이나 네트워크를 바꿀 때 더 안정적입니다.',
      `- 지갑에서 계정을 바꾸면 등록된 지갑과 다를 때 알려 드립니다
- 지원하지 않는 네트워크에서는 빈 화면 대신 안내가 나옵니다
- 코인베이스 지갑이 새로고침 후 다시 연결됩니다`,
    ],
  ),
  seedPost(
    'update-07',
    'Update',
    19,
    [
      'New building boxes',
      'Building Box A and B hold new 2x2 and 3x3 buildings.',
      `Building boxes from the A and B reward tables now hold twelve new buildings, from a corner café (1x1) to a concert hall (3x3).`,
    ],
    [
      '새로운 빌딩 박스',
      '빌딩 박스 A와 B에 새로운 2x2, 3x3 건물이 들어 있습니다.',
      `A·B 보상 테이블의 빌딩 박스에 모퉁이 카페(1x1)부터 콘서트홀(3x3)까지 열두 개의 새 건물이 추가되었습니다.`,
    ],
  ),
  seedPost(
    'update-08',
    'Update',
    22,
    [
      'Inventory sorting',
      'Sort your items by grade, name or date in My page.',
      `My page's inventory sorts by grade (Common to Mythic), name or the date you got the item, 12 to a page.`,
    ],
    [
      '인벤토리 정렬',
      '마이페이지에서 등급, 이름, 날짜로 아이템을 정렬하세요.',
      `마이페이지 인벤토리를 등급(커먼~신화), 이름, 획득 날짜로 정렬할 수 있으며 한 페이지에 12개씩 보여 줍니다.`,
    ],
  ),
  seedPost(
    'update-09',
    'Update',
    25,
    [
      'Mac client update',
      'The Mac client now runs natively on Apple silicon.',
      `The Mac client is now a universal build. If you installed an earlier version, download it again from the download page and replace the old one.`,
    ],
    [
      '맥 클라이언트 업데이트',
      '맥 클라이언트가 애플 실리콘에서 네이티브로 실행됩니다.',
      `맥 클라이언트가 유니버설 빌드가 되었습니다. 이전 버전을 설치했다면 다운로드 페이지에서 다시 받아 교체하세요.`,
    ],
  ),
  seedPost(
    'update-10',
    'Update',
    28,
    [
      'Reward table update',
      'Premium LAND earns 15 boxes in every pool.',
      `<p>From this season, every premium LAND (marked <em>P</em>) earns <strong>15</strong> boxes, normal LAND 10. A 3x3 LAND earns 10.</p>
<p>Open the reward table from the staking section on Home to see each pool.</p>`,
    ],
    [
      '보상 테이블 업데이트',
      '프리미엄 LAND는 모든 풀에서 15개의 박스를 받습니다.',
      `<p>이번 시즌부터 프리미엄 LAND(<em>P</em> 표시)는 <strong>15</strong>개, 일반 LAND는 10개의 박스를 받습니다. 3x3 LAND는 10개입니다.</p>
<p>홈의 스테이킹 영역에서 보상 테이블을 열어 풀별 보상을 확인하세요.</p>`,
    ],
    'html',
  ),
];
