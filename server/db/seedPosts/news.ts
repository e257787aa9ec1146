// Seeded News posts (EN and KO): announcements about cities, sales, partners and the community.
import { seedPost } from './types';

export const NEWS_POSTS = [
  seedPost(
    'news-01',
    'News',
    0,
    [
      'LAND staking season 4 opens',
      'Stake LAND in the 30, 90 or 180 day pools from next Monday.',
      `## Season 4 at a glance

Staking opens **before** the campaign starts and stays locked while it runs.

- 30 DAYS, 90 DAYS and 180 DAYS pools
- Rewards in Random Boxes A to G, with Building Boxes in the A and B tables
- Premium LAND earns 15 boxes instead of 10

Check the [staking guide](/en/guide/guide/2) before you stake.`,
    ],
    [
      'LAND 스테이킹 시즌 4 오픈',
      '다음 주 월요일부터 30일, 90일, 180일 풀에 LAND를 스테이킹하세요.',
      `## 시즌 4 한눈에 보기

스테이킹은 캠페인 시작 **전에** 열리며 캠페인 기간에는 잠깁니다.

- 30일, 90일, 180일 풀
- 보상은 랜덤 박스 A~G, A·B 테이블은 빌딩 박스 추가
- 프리미엄 LAND는 10개 대신 15개의 박스

스테이킹 전에 [스테이킹 가이드](/ko/guide/guide/2)를 확인하세요.`,
    ],
  ),
  seedPost(
    'news-02',
    'News',
    3,
    [
      'New city: Berlin',
      'Berlin joins the third round of Meta-City on BSC.',
      `Berlin is the first European city of the third round. Its 80 x 80 map opens on **BSC** with a central station, a river district and two public parks.

1. Browse the map in the LAND market.
2. Pick a parcel for sale.
3. Buy it with your registered wallet on BSC.

Road and station blocks are never for sale.`,
    ],
    [
      '새로운 도시: 베를린',
      '베를린이 BSC의 메타시티 3차 라운드에 합류합니다.',
      `베를린은 3차 라운드의 첫 유럽 도시입니다. 80 x 80 지도가 **BSC**에서 열리며 중앙역, 강변 지구, 두 개의 공원이 있습니다.

1. LAND 마켓에서 지도를 둘러보세요.
2. 판매 중인 구역을 고르세요.
3. BSC에 등록한 지갑으로 구매하세요.

도로와 역 블록은 판매하지 않습니다.`,
    ],
  ),
  seedPost(
    'news-03',
    'News',
    6,
    [
      'São Paulo LAND sale',
      'The São Paulo map opens on Polygon with 1x1 to 3x3 parcels.',
      `The São Paulo sale starts on **Polygon**. Parcels come in four sizes: 1x1 (324), 2x1 (756), 2x2 (1,764) and 3x3 (4,356).

> Make sure your wallet is on Polygon before you buy: the market checks the network of each parcel.`,
    ],
    [
      '상파울루 LAND 판매',
      '상파울루 지도가 폴리곤에서 1x1~3x3 구역으로 열립니다.',
      `상파울루 판매가 **폴리곤**에서 시작됩니다. 구역은 1x1(324), 2x1(756), 2x2(1,764), 3x3(4,356) 네 가지 크기입니다.

> 구매 전에 지갑이 폴리곤에 있는지 확인하세요. 마켓은 구역마다 네트워크를 확인합니다.`,
    ],
  ),
  seedPost(
    'news-04',
    'News',
    9,
    [
      'Partnership with a game studio',
      'A partner studio brings its characters to Meta-Space.',
      `We are working with an independent game studio on a set of characters and on-doll pets for Meta-Space.

The first items arrive in the NFT Market next month as **ERC-1155** tokens, so you can own several of each.`,
    ],
    [
      '게임 스튜디오와 파트너십',
      '파트너 스튜디오의 캐릭터가 메타스페이스에 옵니다.',
      `독립 게임 스튜디오와 함께 메타스페이스용 캐릭터와 온돌 펫을 만들고 있습니다.

첫 아이템은 다음 달 NFT 마켓에 **ERC-1155** 토큰으로 등장하며, 같은 아이템을 여러 개 보유할 수 있습니다.`,
    ],
  ),
  seedPost(
    'news-05',
    'News',
    12,
    [
      'Creator contest winners',
      'Meet the three spaces that won the autumn creator contest.',
      `Thank you to the 214 creators who entered.

| Place | Space | City |
|---|---|---|
| 1 | The Lantern Market | Seoul |
| 2 | Harbor Lights | New York |
| 3 | Quiet Library | Tokyo |

Winners receive a Building Box B and a featured spot on Home.`,
    ],
    [
      '크리에이터 콘테스트 수상작',
      '가을 크리에이터 콘테스트에서 우승한 세 공간을 소개합니다.',
      `참가해 주신 214명의 크리에이터께 감사드립니다.

| 순위 | 공간 | 도시 |
|---|---|---|
| 1 | 랜턴 마켓 | 서울 |
| 2 | 하버 라이트 | 뉴욕 |
| 3 | 조용한 도서관 | 도쿄 |

수상자에게는 빌딩 박스 B와 홈 화면 소개 자리가 주어집니다.`,
    ],
  ),
  seedPost(
    'news-06',
    'News',
    15,
    [
      'Meta-City tour',
      'A guided walk through Seoul, New York, London and Tokyo.',
      `Join our guides for a one-hour walk through four cities. Start the game client, open the **Tour** board at the Seoul station and follow the lanterns.

Tours run every Saturday at 20:00 KST.`,
    ],
    [
      '메타시티 투어',
      '서울, 뉴욕, 런던, 도쿄를 가이드와 함께 걷습니다.',
      `가이드와 함께 네 도시를 한 시간 동안 걸어 보세요. 게임 클라이언트를 실행하고 서울역의 **투어** 게시판을 열어 등불을 따라가세요.

투어는 매주 토요일 한국 시간 20:00에 진행됩니다.`,
    ],
  ),
  seedPost(
    'news-07',
    'News',
    18,
    [
      'DAO reaches 1,000 voters',
      'One thousand LAND holders have now voted on a proposal.',
      `The DAO passed **1,000 voters** this week. Voting power comes from the LAND you hold, so every parcel counts.

Read the open proposals in the DAO area and leave a comment before you vote.`,
    ],
    [
      'DAO 투표자 1,000명 돌파',
      'LAND 보유자 1,000명이 제안에 투표했습니다.',
      `이번 주 DAO 투표자가 **1,000명**을 넘었습니다. 투표권은 보유한 LAND에서 나오므로 모든 구역이 중요합니다.

DAO에서 진행 중인 제안을 읽고 투표 전에 의견을 남겨 주세요.`,
    ],
  ),
  seedPost(
    'news-08',
    'News',
    21,
    [
      'Community meetup in Seoul',
      'Meet the team and other LAND owners in Gangnam.',
      `Our first offline meetup takes place in Gangnam. Bring your questions about staking, the market and the next cities.

Seats are limited: register through the event page.`,
    ],
    [
      '서울 커뮤니티 밋업',
      '강남에서 팀과 다른 LAND 소유자를 만나세요.',
      `첫 오프라인 밋업이 강남에서 열립니다. 스테이킹, 마켓, 다음 도시에 대한 질문을 가져오세요.

좌석이 한정되어 있으니 이벤트 페이지에서 신청하세요.`,
    ],
  ),
  seedPost(
    'news-09',
    'News',
    24,
    [
      'Mystery box drop',
      'The 4th LAND sale sells parcels in mystery boxes.',
      `In the 4th LAND sale every box holds one parcel of the round, picked on chain. Boxes are paid with the platform token: approve the amount once, then buy.

Boxes sold out? The sale popup tells you after you sign in.`,
    ],
    [
      '미스터리 박스 출시',
      '4차 LAND 판매는 미스터리 박스로 구역을 판매합니다.',
      `4차 LAND 판매의 박스에는 체인에서 뽑힌 구역이 하나씩 들어 있습니다. 박스는 플랫폼 토큰으로 구매하며, 금액을 한 번 승인한 뒤 구매합니다.

매진 여부는 로그인 후 판매 팝업에서 알려 드립니다.`,
    ],
  ),
  seedPost(
    'news-10',
    'News',
    27,
    [
      'Year in review',
      'Six cities, four seasons of staking and a new DAO.',
      `<p>This year the world grew from one city to <strong>six</strong>.</p>
<ul><li>Four staking seasons</li><li>The NFT Market on three networks</li><li>The DAO with its first proposals</li></ul>
<p>Thank you for building it with us.</p>`,
    ],
    [
      '올해를 돌아보며',
      '여섯 도시, 네 번의 스테이킹 시즌, 그리고 새로운 DAO.',
      `<p>올해 세계는 한 도시에서 <strong>여섯</strong> 도시로 커졌습니다.</p>
<ul><li>네 번의 스테이킹 시즌</li><li>세 네트워크의 NFT 마켓</li><li>첫 제안을 받은 DAO</li></ul>
<p>함께 만들어 주셔서 감사합니다.</p>`,
    ],
    'html',
  ),
];
