// SPDX-License-Identifier: MIT
// 4th LAND sale mystery box: LAND minted into the box's stock, sold for the platform token, parcels drawn with Chainlink VRF v2.5.
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ERC721Holder} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Holder.sol";
import {IVRFCoordinatorV2Plus} from "@chainlink/contracts/src/v0.8/vrf/dev/interfaces/IVRFCoordinatorV2Plus.sol";
import {VRFV2PlusClient} from "@chainlink/contracts/src/v0.8/vrf/dev/libraries/VRFV2PlusClient.sol";
import {Land721} from "./Land721.sol";
import {Land} from "./LandTypes.sol";

/// @dev Products are keyed by sale index and product tokenId (purchase info: index plus entries of price and tokenId).
/// A purchase is two steps: buyToken escrows the payment, reserves stock and asks the VRF coordinator for one random
/// word (its own request id); the coordinator's callback draws and delivers that purchase's parcels. Each purchase is
/// fulfilled on its own, in any order, so no purchase waits behind another. A purchase the coordinator never fulfils
/// can be refunded by the admin after REFUND_TIMEOUT. The consumer is written against the coordinator interface instead
/// of VRFConsumerBaseV2Plus so that AccessControl stays the only ownership model (docs/decisions.md).
contract LandMysteryBox is AccessControl, ERC721Holder, ReentrancyGuard {
    using SafeERC20 for IERC20;

    bytes32 public constant MANAGER_ROLE = keccak256("MANAGER_ROLE");
    /// @notice Most boxes one purchase may hold: its whole draw runs in one VRF callback (about 65k gas a box), which
    /// must fit the callback gas limit (2.5M on Chainlink's public coordinators).
    uint256 public constant MAX_BOXES_PER_PURCHASE = 20;
    /// @notice How long a purchase waits for its randomness before the admin may refund it.
    uint256 public constant REFUND_TIMEOUT = 1 days;

    struct Commitment {
        address buyer;
        uint64 commitBlock;
        bool revealed;
        uint256 index;
        uint256 tokenId;
        uint256 amount;
        uint256 unitPrice;
        uint256 requestId;
        uint64 commitTime;
        bool refunded;
    }

    /// @notice The coordinator and the request settings (Chainlink's per-network key hash and subscription).
    struct VrfConfig {
        IVRFCoordinatorV2Plus coordinator;
        bytes32 keyHash;
        uint256 subscriptionId;
        uint32 callbackGasLimit;
        uint16 requestConfirmations;
        bool nativePayment;
    }

    IERC20 public immutable token;
    Land721 public immutable land;
    address public treasury;
    VrfConfig public vrf;

    mapping(uint256 => mapping(uint256 => uint256)) private _price;
    mapping(uint256 => mapping(uint256 => uint256[])) private _stock;
    mapping(uint256 => mapping(uint256 => uint256)) private _reserved;
    mapping(address => uint256[]) private _lastReceived;
    mapping(uint256 => Commitment) private _commits;
    /// @notice The purchase a VRF request id belongs to.
    mapping(uint256 => uint256) public commitOfRequest;
    /// @notice Purchases of a buyer that wait for their draw.
    mapping(address => uint256) public pendingCount;
    /// @notice Number of commitments made; ids run from 1.
    uint256 public commitCount;

    event PriceSet(uint256 indexed index, uint256 indexed tokenId, uint256 price);
    event StockAdded(uint256 indexed index, uint256 indexed tokenId, uint256 count);
    event VrfConfigSet(address coordinator, bytes32 keyHash, uint256 subscriptionId, uint32 callbackGasLimit, uint16 requestConfirmations, bool nativePayment);
    event Committed(uint256 indexed commitId, address indexed buyer, uint256 indexed index, uint256 tokenId, uint256 amount, uint256 unitPrice);
    event RandomnessRequested(uint256 indexed commitId, uint256 indexed requestId);
    /// @notice seed: the VRF random word the parcels and the reward items were drawn from.
    event Purchased(
        uint256 indexed commitId,
        address indexed buyer,
        uint256 indexed index,
        uint256 tokenId,
        uint256 amount,
        uint256[] landTokenIds,
        bytes32 seed
    );
    event Refunded(uint256 indexed commitId, address indexed buyer, uint256 paid);

    error UnknownProduct(uint256 index, uint256 tokenId);
    error ZeroAmount();
    error TooManyBoxes(uint256 amount, uint256 max);
    error OutOfStock(uint256 index, uint256 tokenId, uint256 available);
    error PriceAboveMax(uint256 price, uint256 maxUnitPrice);
    error UnknownCommit(uint256 commitId);
    error RandomnessNotConfigured();
    error OnlyCoordinatorCanFulfill(address have, address want);
    error NotPending(uint256 commitId);
    error RefundTooEarly(uint256 commitId, uint256 refundableAt);

    constructor(address admin, IERC20 token_, Land721 land_, address treasury_) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MANAGER_ROLE, admin);
        token = token_;
        land = land_;
        treasury = treasury_;
    }

    /// @notice Where randomness comes from; the admin only. Requests already sent stay with the old coordinator,
    /// whose late fulfilments are then refused: such purchases are refunded after the timeout.
    function setVrfConfig(VrfConfig calldata config) external onlyRole(DEFAULT_ADMIN_ROLE) {
        vrf = config;
        emit VrfConfigSet(
            address(config.coordinator),
            config.keyHash,
            config.subscriptionId,
            config.callbackGasLimit,
            config.requestConfirmations,
            config.nativePayment
        );
    }

    function setPrice(uint256 index, uint256 tokenId, uint256 newPrice) external onlyRole(MANAGER_ROLE) {
        _price[index][tokenId] = newPrice;
        emit PriceSet(index, tokenId, newPrice);
    }

    /// @notice Mints LAND parcels to this box and adds them to a product's stock (needs the LAND minter role).
    function batchMintSelf(uint256 index, uint256 tokenId, uint256[] calldata landTokenIds, Land[] calldata lands)
        external
        onlyRole(MANAGER_ROLE)
    {
        land.batchMint(address(this), landTokenIds, lands);
        for (uint256 i = 0; i < landTokenIds.length; i++) _stock[index][tokenId].push(landTokenIds[i]);
        emit StockAdded(index, tokenId, landTokenIds.length);
    }

    /// @notice Price of one box in platform-token units (18 decimals); 0 means no such product.
    function price(uint256 index, uint256 tokenId) external view returns (uint256) {
        return _price[index][tokenId];
    }

    /// @notice LAND token ids still held in a product's stock (including those reserved for purchases not yet revealed).
    function getLandToken(uint256 index, uint256 tokenId) external view returns (uint256[] memory) {
        return _stock[index][tokenId];
    }

    /// @notice How many boxes of a product can still be bought (stock not reserved by a pending purchase).
    function getTotalLandTokensCount(uint256 index, uint256 tokenId) external view returns (uint256) {
        return _stock[index][tokenId].length - _reserved[index][tokenId];
    }

    /// @notice Stock reserved by purchases waiting for their reveal.
    function reservedCount(uint256 index, uint256 tokenId) external view returns (uint256) {
        return _reserved[index][tokenId];
    }

    /// @notice The LAND token ids a buyer received in their last revealed purchase.
    function lastReceiveToken(address buyer) external view returns (uint256[] memory) {
        return _lastReceived[buyer];
    }

    function commitment(uint256 commitId) external view returns (Commitment memory) {
        return _commits[commitId];
    }

    /// @notice Escrows unit price * amount in the platform token (approve first), reserves amount boxes and requests
    /// the purchase's randomness; refuses a unit price above maxUnitPrice, so a price raised after the approval cannot
    /// take more than the buyer agreed to. The coordinator's callback draws and sends the parcels.
    function buyToken(uint256 index, uint256 tokenId, uint256 amount, uint256 maxUnitPrice)
        external
        nonReentrant
        returns (uint256 commitId)
    {
        uint256 unit = _price[index][tokenId];
        if (unit == 0) revert UnknownProduct(index, tokenId);
        if (unit > maxUnitPrice) revert PriceAboveMax(unit, maxUnitPrice);
        if (amount == 0) revert ZeroAmount();
        if (amount > MAX_BOXES_PER_PURCHASE) revert TooManyBoxes(amount, MAX_BOXES_PER_PURCHASE);
        uint256 available = _stock[index][tokenId].length - _reserved[index][tokenId];
        if (available < amount) revert OutOfStock(index, tokenId, available);
        VrfConfig memory cfg = vrf;
        if (address(cfg.coordinator) == address(0)) revert RandomnessNotConfigured();
        _reserved[index][tokenId] += amount;
        commitId = ++commitCount;
        pendingCount[msg.sender] += 1;
        token.safeTransferFrom(msg.sender, address(this), unit * amount);
        uint256 requestId = cfg.coordinator.requestRandomWords(
            VRFV2PlusClient.RandomWordsRequest({
                keyHash: cfg.keyHash,
                subId: cfg.subscriptionId,
                requestConfirmations: cfg.requestConfirmations,
                callbackGasLimit: cfg.callbackGasLimit,
                numWords: 1,
                extraArgs: VRFV2PlusClient._argsToBytes(VRFV2PlusClient.ExtraArgsV1({nativePayment: cfg.nativePayment}))
            })
        );
        _commits[commitId] = Commitment(msg.sender, uint64(block.number), false, index, tokenId, amount, unit, requestId, uint64(block.timestamp), false);
        commitOfRequest[requestId] = commitId;
        emit Committed(commitId, msg.sender, index, tokenId, amount, unit);
        emit RandomnessRequested(commitId, requestId);
    }

    /// @notice The coordinator's callback (the name VRFConsumerBaseV2Plus uses). It never reverts for a purchase that
    /// is no longer pending (refunded meanwhile): the word is dropped.
    function rawFulfillRandomWords(uint256 requestId, uint256[] calldata randomWords) external nonReentrant {
        address want = address(vrf.coordinator);
        if (msg.sender != want) revert OnlyCoordinatorCanFulfill(msg.sender, want);
        uint256 commitId = commitOfRequest[requestId];
        Commitment storage c = _commits[commitId];
        if (commitId == 0 || c.revealed || c.refunded) return;
        _deliver(commitId, c, bytes32(randomWords[0]));
    }

    /// @notice Gives back the payment of a purchase whose randomness did not arrive within REFUND_TIMEOUT; the admin
    /// only, once, never after the draw. The reserved boxes go back on sale.
    function refund(uint256 commitId) external nonReentrant onlyRole(DEFAULT_ADMIN_ROLE) {
        Commitment storage c = _commits[commitId];
        if (c.buyer == address(0)) revert UnknownCommit(commitId);
        if (c.revealed || c.refunded) revert NotPending(commitId);
        uint256 at = uint256(c.commitTime) + REFUND_TIMEOUT;
        if (block.timestamp < at) revert RefundTooEarly(commitId, at);
        c.refunded = true;
        pendingCount[c.buyer] -= 1;
        _reserved[c.index][c.tokenId] -= c.amount;
        uint256 paid = c.unitPrice * c.amount;
        token.safeTransfer(c.buyer, paid);
        emit Refunded(commitId, c.buyer, paid);
    }

    function _deliver(uint256 commitId, Commitment storage c, bytes32 seed) private {
        c.revealed = true;
        pendingCount[c.buyer] -= 1;
        uint256[] storage stock = _stock[c.index][c.tokenId];
        _reserved[c.index][c.tokenId] -= c.amount;
        uint256[] memory received = new uint256[](c.amount);
        for (uint256 i = 0; i < c.amount; i++) {
            uint256 pick = uint256(keccak256(abi.encode(seed, commitId, i))) % stock.length;
            received[i] = stock[pick];
            stock[pick] = stock[stock.length - 1];
            stock.pop();
        }
        _lastReceived[c.buyer] = received;
        token.safeTransfer(treasury, c.unitPrice * c.amount);
        // transferFrom, not safeTransferFrom: no callback, so a buyer contract cannot revert a delivery it dislikes.
        for (uint256 i = 0; i < received.length; i++) land.transferFrom(address(this), c.buyer, received[i]);
        emit Purchased(commitId, c.buyer, c.index, c.tokenId, c.amount, received, seed);
    }
}
