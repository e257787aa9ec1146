// SPDX-License-Identifier: MIT
// LAND staking campaigns: deposit LAND before a campaign starts, withdraw after it ends when the admin allows it, or keep it staked for the pool's next campaign; claim the reward boxes earned, never more.
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {ERC721Holder} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Holder.sol";
import {ERC1155Holder} from "@openzeppelin/contracts/token/ERC1155/utils/ERC1155Holder.sol";
import {RewardBox} from "./RewardBox.sol";
import {StakingRewards} from "./StakingRewards.sol";

contract LandStaking is StakingRewards, ERC721Holder, ERC1155Holder, ReentrancyGuard {
    /// @dev claimReward only: held by the signer executor alone, so boxes are minted only through a signed payload.
    bytes32 public constant MANAGER_ROLE = keccak256("MANAGER_ROLE");
    /// @dev Campaign set-up, the token whitelist and the withdrawal switch: day-to-day operations that mint nothing.
    bytes32 public constant CAMPAIGN_ADMIN_ROLE = keccak256("CAMPAIGN_ADMIN_ROLE");

    /// @dev Spec campaign status codes: 1 ended, 2 upcoming, 3 ongoing.
    uint8 public constant STATUS_ENDED = 1;
    uint8 public constant STATUS_UPCOMING = 2;
    uint8 public constant STATUS_ONGOING = 3;

    /// @dev 0 = not whitelisted, 1 = ERC-721, 2 = ERC-1155.
    uint8 public constant KIND_NONE = 0;
    uint8 public constant KIND_ERC721 = 1;
    uint8 public constant KIND_ERC1155 = 2;

    struct Campaign {
        uint8 poolId;
        uint64 start;
        uint64 end;
        bool launched;
    }

    struct StakedToken {
        address token;
        uint256 tokenId;
    }

    RewardBox public immutable rewardBox;
    uint256 public campaignCount;
    mapping(uint256 => Campaign) public campaigns;
    mapping(address => uint8) public whitelist;
    bool public withdrawEnabled;
    /// @notice Staked amount per campaign, user, token and token id.
    mapping(uint256 => mapping(address => mapping(address => mapping(uint256 => uint256)))) public balances;

    mapping(uint256 => mapping(address => StakedToken[])) private _stakedList;
    mapping(uint256 => mapping(address => mapping(address => mapping(uint256 => bool)))) private _listed;

    event CampaignCreated(uint256 indexed campaignId, uint8 poolId, uint64 start, uint64 end);
    event CampaignLaunched(uint256 indexed campaignId);
    event WhitelistUpdated(address indexed token, uint8 kind);
    event WithdrawSwitchChanged(bool enabled);
    event Deposited(uint256 indexed campaignId, address indexed user, address indexed token, uint256 tokenId, uint256 amount);
    event Withdrawn(uint256 indexed campaignId, address indexed user, address indexed token, uint256 tokenId, uint256 amount);
    event RewardClaimed(uint256 indexed campaignId, address indexed user, uint256 boxType, uint256 amount);
    /// @dev Emitted once per restake call, after the per-token Withdrawn (old campaign) and Deposited (new one) events.
    event Restaked(
        uint256 indexed fromCampaignId,
        uint256 indexed toCampaignId,
        address indexed user,
        address token,
        uint256[] tokenIds,
        uint256[] amounts
    );

    error InvalidPool(uint8 poolId);
    error InvalidKind(uint8 kind);
    error UnknownCampaign(uint256 campaignId);
    error CampaignNotLaunched(uint256 campaignId);
    error DepositClosed(uint256 campaignId);
    error TokenNotWhitelisted(address token);
    error WrongTokenKind(address token);
    error WithdrawDisabled();
    error CampaignNotEnded(uint256 campaignId);
    error CampaignOngoing(uint256 campaignId);
    error InsufficientStake(address token, uint256 tokenId);
    error LengthMismatch();
    error EmptyList();
    error ZeroAmount();
    error DifferentPool(uint256 fromCampaignId, uint256 toCampaignId);

    /// @dev MANAGER_ROLE (claims) is granted by the admin to the executor once that is deployed, to nobody else.
    constructor(address admin, RewardBox rewardBox_) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(CAMPAIGN_ADMIN_ROLE, admin);
        rewardBox = rewardBox_;
    }

    // ---- admin and manager ----

    function poolDuration(uint8 poolId) public pure override returns (uint64) {
        if (poolId == 1) return 30 days;
        if (poolId == 2) return 90 days;
        if (poolId == 3) return 180 days;
        revert InvalidPool(poolId);
    }

    /// @notice Sets up a campaign of pool 1 (30 days), 2 (90) or 3 (180); it takes deposits once launched.
    function setupCampaign(uint8 poolId, uint64 start) external onlyRole(CAMPAIGN_ADMIN_ROLE) returns (uint256 campaignId) {
        uint64 end = start + poolDuration(poolId);
        campaignId = ++campaignCount;
        campaigns[campaignId] = Campaign(poolId, start, end, false);
        emit CampaignCreated(campaignId, poolId, start, end);
    }

    function launchCampaign(uint256 campaignId) external onlyRole(CAMPAIGN_ADMIN_ROLE) {
        _campaign(campaignId).launched = true;
        emit CampaignLaunched(campaignId);
    }

    function setWhitelist(address token, uint8 kind) external onlyRole(CAMPAIGN_ADMIN_ROLE) {
        if (kind > KIND_ERC1155) revert InvalidKind(kind);
        whitelist[token] = kind;
        emit WhitelistUpdated(token, kind);
    }

    function setWithdrawEnabled(bool enabled) external onlyRole(CAMPAIGN_ADMIN_ROLE) {
        withdrawEnabled = enabled;
        emit WithdrawSwitchChanged(enabled);
    }

    // ---- views ----

    function campaignStatus(uint256 campaignId) public view returns (uint8) {
        Campaign storage c = _campaign(campaignId);
        if (block.timestamp >= c.end) return STATUS_ENDED;
        if (block.timestamp < c.start) return STATUS_UPCOMING;
        return STATUS_ONGOING;
    }

    /// @notice Every token a user has staked in a campaign, with the amounts still staked.
    function getStakedTokens(uint256 campaignId, address user)
        external
        view
        returns (address[] memory tokens, uint256[] memory tokenIds, uint256[] memory amounts)
    {
        StakedToken[] storage list = _stakedList[campaignId][user];
        uint256 n = 0;
        for (uint256 i = 0; i < list.length; i++) {
            if (balances[campaignId][user][list[i].token][list[i].tokenId] > 0) n++;
        }
        tokens = new address[](n);
        tokenIds = new uint256[](n);
        amounts = new uint256[](n);
        uint256 j = 0;
        for (uint256 i = 0; i < list.length; i++) {
            uint256 amount = balances[campaignId][user][list[i].token][list[i].tokenId];
            if (amount == 0) continue;
            tokens[j] = list[i].token;
            tokenIds[j] = list[i].tokenId;
            amounts[j] = amount;
            j++;
        }
    }

    /// @notice The pool's launched campaign that takes deposits now (the earliest one not started yet), or 0 when none.
    function nextOpenCampaign(uint8 poolId) external view returns (uint256 campaignId) {
        uint64 bestStart = type(uint64).max;
        for (uint256 id = 1; id <= campaignCount; id++) {
            Campaign storage c = campaigns[id];
            if (c.poolId == poolId && c.launched && block.timestamp < c.start && c.start < bestStart) {
                bestStart = c.start;
                campaignId = id;
            }
        }
    }

    // ---- user ----

    function depositERC721(uint256 campaignId, address token, uint256[] calldata tokenIds) external nonReentrant {
        _checkDeposit(campaignId, token, KIND_ERC721, tokenIds.length);
        for (uint256 i = 0; i < tokenIds.length; i++) {
            IERC721(token).safeTransferFrom(msg.sender, address(this), tokenIds[i]);
            _credit(campaignId, token, tokenIds[i], 1);
        }
    }

    function depositERC1155(uint256 campaignId, address token, uint256[] calldata tokenIds, uint256[] calldata amounts)
        external
        nonReentrant
    {
        if (tokenIds.length != amounts.length) revert LengthMismatch();
        _checkDeposit(campaignId, token, KIND_ERC1155, tokenIds.length);
        for (uint256 i = 0; i < tokenIds.length; i++) {
            if (amounts[i] == 0) revert ZeroAmount();
            _credit(campaignId, token, tokenIds[i], amounts[i]);
        }
        IERC1155(token).safeBatchTransferFrom(msg.sender, address(this), tokenIds, amounts, "");
    }

    /// @notice Returns staked LAND after the campaign ended, only while the admin's withdrawal switch is on.
    /// @dev For ERC-721 tokens every amount must be 1.
    function withdraw(uint256 campaignId, address token, uint256[] calldata tokenIds, uint256[] calldata amounts)
        external
        nonReentrant
    {
        if (tokenIds.length != amounts.length) revert LengthMismatch();
        if (tokenIds.length == 0) revert EmptyList();
        if (!withdrawEnabled) revert WithdrawDisabled();
        Campaign storage c = _campaign(campaignId);
        if (block.timestamp < c.end) revert CampaignNotEnded(campaignId);
        uint8 kind = whitelist[token];
        for (uint256 i = 0; i < tokenIds.length; i++) {
            uint256 staked = balances[campaignId][msg.sender][token][tokenIds[i]];
            if (amounts[i] == 0) revert ZeroAmount();
            if (staked < amounts[i] || (kind == KIND_ERC721 && amounts[i] != 1)) {
                revert InsufficientStake(token, tokenIds[i]);
            }
            balances[campaignId][msg.sender][token][tokenIds[i]] = staked - amounts[i];
            emit Withdrawn(campaignId, msg.sender, token, tokenIds[i], amounts[i]);
        }
        if (kind == KIND_ERC721) {
            for (uint256 i = 0; i < tokenIds.length; i++) {
                IERC721(token).safeTransferFrom(address(this), msg.sender, tokenIds[i]);
            }
        } else {
            IERC1155(token).safeBatchTransferFrom(address(this), msg.sender, tokenIds, amounts, "");
        }
    }

    /// @notice Keeps LAND staked in an ended campaign for a campaign of the same pool that still takes deposits.
    /// @dev The tokens do not move (no transfer, no approval) and the withdrawal switch does not matter: the user chose
    ///      not to unlock. Per token, Withdrawn(from) and Deposited(to) are emitted so readers of those events (the
    ///      API counts rewards from Deposited) see the LAND in both campaigns; the old campaign's deposit stays on
    ///      record, so its reward is kept. For ERC-721 tokens every amount must be 1.
    function restake(
        uint256 fromCampaignId,
        uint256 toCampaignId,
        address token,
        uint256[] calldata tokenIds,
        uint256[] calldata amounts
    ) external nonReentrant {
        if (tokenIds.length != amounts.length) revert LengthMismatch();
        if (tokenIds.length == 0) revert EmptyList();
        Campaign storage from = _campaign(fromCampaignId);
        if (block.timestamp < from.end) revert CampaignNotEnded(fromCampaignId);
        Campaign storage to = _campaign(toCampaignId);
        if (to.poolId != from.poolId) revert DifferentPool(fromCampaignId, toCampaignId);
        if (!to.launched) revert CampaignNotLaunched(toCampaignId);
        if (block.timestamp >= to.start) revert DepositClosed(toCampaignId);
        // The target takes it as a deposit, so the deposit's token rule holds too.
        uint8 kind = whitelist[token];
        if (kind == KIND_NONE) revert TokenNotWhitelisted(token);
        for (uint256 i = 0; i < tokenIds.length; i++) {
            if (amounts[i] == 0) revert ZeroAmount();
            uint256 staked = balances[fromCampaignId][msg.sender][token][tokenIds[i]];
            if (staked < amounts[i] || (kind == KIND_ERC721 && amounts[i] != 1)) {
                revert InsufficientStake(token, tokenIds[i]);
            }
            balances[fromCampaignId][msg.sender][token][tokenIds[i]] = staked - amounts[i];
            emit Withdrawn(fromCampaignId, msg.sender, token, tokenIds[i], amounts[i]);
            _credit(toCampaignId, token, tokenIds[i], amounts[i]);
        }
        emit Restaked(fromCampaignId, toCampaignId, msg.sender, token, tokenIds, amounts);
    }

    /// @notice Mints reward boxes by type and amount to a user once the campaign has ended; run through the signer-based executor.
    function claimReward(uint256 campaignId, address user, uint256[] calldata boxTypes, uint256[] calldata amounts)
        external
        onlyRole(MANAGER_ROLE)
        nonReentrant
    {
        if (boxTypes.length != amounts.length) revert LengthMismatch();
        if (boxTypes.length == 0) revert EmptyList();
        uint8 status = campaignStatus(campaignId);
        if (status == STATUS_ONGOING) revert CampaignOngoing(campaignId);
        // An upcoming campaign has earned nothing yet (LAND deposited or kept for it included).
        if (status == STATUS_UPCOMING) revert CampaignNotEnded(campaignId);
        for (uint256 i = 0; i < boxTypes.length; i++) {
            if (amounts[i] == 0) revert ZeroAmount();
            _recordClaim(campaignId, user, boxTypes[i], amounts[i]);
            rewardBox.mint(user, boxTypes[i], amounts[i]);
            emit RewardClaimed(campaignId, user, boxTypes[i], amounts[i]);
        }
    }

    // ---- internals ----

    function _campaign(uint256 campaignId) private view returns (Campaign storage c) {
        c = campaigns[campaignId];
        if (c.end == 0) revert UnknownCampaign(campaignId);
    }

    function _checkDeposit(uint256 campaignId, address token, uint8 kind, uint256 count) private view {
        if (count == 0) revert EmptyList();
        Campaign storage c = _campaign(campaignId);
        if (!c.launched) revert CampaignNotLaunched(campaignId);
        if (block.timestamp >= c.start) revert DepositClosed(campaignId);
        uint8 listed = whitelist[token];
        if (listed == KIND_NONE) revert TokenNotWhitelisted(token);
        if (listed != kind) revert WrongTokenKind(token);
    }

    function _maxBoxType() internal view override returns (uint256) {
        return rewardBox.MAX_BOX_TYPE();
    }

    function _credit(uint256 campaignId, address token, uint256 tokenId, uint256 amount) private {
        balances[campaignId][msg.sender][token][tokenId] += amount;
        _creditReward(campaignId, campaigns[campaignId].poolId, msg.sender, token, tokenId, amount);
        if (!_listed[campaignId][msg.sender][token][tokenId]) {
            _listed[campaignId][msg.sender][token][tokenId] = true;
            _stakedList[campaignId][msg.sender].push(StakedToken(token, tokenId));
        }
        emit Deposited(campaignId, msg.sender, token, tokenId, amount);
    }

    function supportsInterface(bytes4 interfaceId) public view override(AccessControl, ERC1155Holder) returns (bool) {
        return super.supportsInterface(interfaceId);
    }
}
