// Seeded Notice posts (EN and KO): maintenance, policies and account safety.
import { seedPost } from './types';

export const NOTICE_POSTS = [
  seedPost(
    'notice-01',
    'Notice',
    2,
    [
      'Scheduled maintenance',
      'The game servers are down for two hours on Thursday.',
      `The game servers will be down on **Thursday from 02:00 to 04:00 KST** for maintenance. The web site, the market and staking stay available.`,
    ],
    [
      '정기 점검 안내',
      '목요일에 게임 서버가 두 시간 동안 중단됩니다.',
      `**목요일 한국 시간 02:00~04:00** 게임 서버 점검이 있습니다. 웹사이트, 마켓, 스테이킹은 계속 이용할 수 있습니다.`,
    ],
  ),
  seedPost(
    'notice-02',
    'Notice',
    5,
    [
      'Terms of service update',
      'The terms change on the first of next month.',
      `We updated the terms of service to cover the DAO and the mystery box sale. The new terms apply from the first of next month. You can read them ` +
        `when you sign up or in the footer.`,
    ],
    [
      '이용약관 변경 안내',
      '다음 달 1일부터 이용약관이 변경됩니다.',
      `DAO와 미스터리 박스 판매에 관한 내용을 이용약관에 추가했습니다. 새 약관은 다음 달 1일부터 적용되며 회원가입 화면과 하단에서 확인할 수 있습니다.`,
    ],
  ),
  seedPost(
    'notice-03',
    'Notice',
    8,
    [
      'Phishing warning',
      'We never ask for your seed phrase.',
      `## Stay safe

- We will **never** ask for your seed phrase or private key
- Only approve what a flow needs: check the [approvals page](/en/approve) and revoke what you no longer use
- Our staff never send you links in private messages`,
    ],
    [
      '피싱 주의 안내',
      '저희는 절대 시드 문구를 묻지 않습니다.',
      `## 안전하게 이용하세요

- 저희는 시드 문구나 개인 키를 **절대** 묻지 않습니다
- 필요한 승인만 하세요. [승인 페이지](/ko/approve)에서 쓰지 않는 승인을 취소하세요
- 운영진은 개인 메시지로 링크를 보내지 않습니다`,
    ],
  ),
  seedPost(
    'notice-04',
    'Notice',
    11,
    [
      'Event schedule change',
      'The zone promotion vote ends two days later.',
      `The zone promotion vote now ends two days later to give every time zone a weekend. Votes already cast are kept.`,
    ],
    [
      '이벤트 일정 변경',
      '구역 홍보 투표가 이틀 늦게 종료됩니다.',
      `모든 시간대의 참여자가 주말을 보낼 수 있도록 구역 홍보 투표 종료일을 이틀 늦췄습니다. 이미 투표한 내용은 유지됩니다.`,
    ],
  ),
  seedPost(
    'notice-05',
    'Notice',
    14,
    [
      'Server migration',
      'Accounts move to new servers: sign in again afterwards.',
      `We are moving accounts to new servers. After the move you may need to **sign in again**. Your LAND, items and wallets are not affected.`,
    ],
    [
      '서버 이전 안내',
      '계정이 새 서버로 이전됩니다. 이후 다시 로그인해 주세요.',
      `계정을 새 서버로 옮기고 있습니다. 이전 후에는 **다시 로그인**해야 할 수 있습니다. LAND, 아이템, 지갑에는 영향이 없습니다.`,
    ],
  ),
  seedPost(
    'notice-06',
    'Notice',
    17,
    [
      'Reward claim window',
      'Claim season 3 rewards before the next campaign ends.',
      `Rewards of season 3 can be claimed while the campaign is not ongoing. Connect the wallet on the campaign's network and use **Claim rewards** in ` +
        `My reward.`,
    ],
    [
      '보상 수령 기간 안내',
      '다음 캠페인이 끝나기 전에 시즌 3 보상을 받으세요.',
      `시즌 3 보상은 캠페인이 진행 중이지 않을 때 받을 수 있습니다. 캠페인 네트워크의 지갑을 연결하고 내 보상에서 **보상 받기**를 누르세요.`,
    ],
  ),
  seedPost(
    'notice-07',
    'Notice',
    20,
    [
      'Holiday support hours',
      'Support answers within 48 hours during the holidays.',
      `During the holidays our support team answers within 48 hours. Maintenance and the market are not affected.`,
    ],
    [
      '연휴 고객지원 시간',
      '연휴 동안 고객지원은 48시간 안에 답변합니다.',
      `연휴 동안 고객지원팀은 48시간 안에 답변합니다. 점검 일정과 마켓에는 영향이 없습니다.`,
    ],
  ),
  seedPost(
    'notice-08',
    'Notice',
    23,
    [
      'Bridge maintenance',
      'The bridge is paused while its contracts are upgraded.',
      `The token bridge is paused for a contract upgrade. Transfers already started will complete after the upgrade.`,
    ],
    [
      '브리지 점검 안내',
      '컨트랙트 업그레이드 동안 브리지가 중단됩니다.',
      `컨트랙트 업그레이드를 위해 토큰 브리지가 중단됩니다. 이미 시작된 전송은 업그레이드 후 완료됩니다.`,
    ],
  ),
  seedPost(
    'notice-09',
    'Notice',
    26,
    [
      'Known issue: Bitski on BSC',
      'Bitski sessions cannot use BSC: switch to Ethereum or Polygon.',
      `Bitski does not support BSC. If you signed in with Bitski, use Ethereum or Polygon, or sign in with another wallet for BSC LAND.`,
    ],
    [
      '알려진 문제: BSC의 비트스키',
      '비트스키는 BSC를 쓸 수 없습니다. 이더리움이나 폴리곤을 이용하세요.',
      `비트스키는 BSC를 지원하지 않습니다. 비트스키로 로그인했다면 이더리움이나 폴리곤을 이용하거나, BSC LAND에는 다른 지갑으로 로그인하세요.`,
    ],
  ),
  seedPost(
    'notice-10',
    'Notice',
    29,
    [
      'Privacy policy update',
      'How we keep your e-mail address and phone number.',
      `<p>We keep your e-mail address and phone number only to verify your account and to reach you about it.</p>
<p>Read the full policy when you sign up, or ask support for a copy of your data.</p>`,
    ],
    [
      '개인정보 처리방침 변경',
      '이메일 주소와 전화번호를 보관하는 방법.',
      `<p>이메일 주소와 전화번호는 계정 인증과 계정 관련 연락에만 사용합니다.</p>
<p>회원가입 시 전체 방침을 읽거나 고객지원에 내 데이터 사본을 요청하세요.</p>`,
    ],
    'html',
  ),
];
