// SPDX-License-Identifier: MIT
// 4th LAND sale mystery box: LAND minted into the box's stock, sold for the platform token, one random parcel per box (commit, then reveal).
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ERC721Holder} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Holder.sol";
import {Land721} from "./Land721.sol";
import {Land} from "./LandTypes.sol";

/// @dev Products are keyed by sale index and product tokenId (purchase info: index plus entries of price and tokenId).
/// A purchase is two transactions: buyToken pays and reserves stock (a commitment); reveal, sent by anyone in a later
/// block, draws the parcels from blockhash(commitBlock), which nobody knew while the purchase was sent. Reveals run in
/// commitment order, so the stock a draw picks from is fixed too: a reverted reveal gives the same parcels when retried.
contract LandMysteryBox is AccessControl, ERC721Holder, ReentrancyGuard {
    using SafeERC20 for IERC20;

    bytes32 public constant MANAGER_ROLE = keccak256("MANAGER_ROLE");
    /// @notice blockhash is only available for the last 256 blocks.
    uint256 public constant BLOCKHASH_WINDOW = 256;

    struct Commitment {
        address buyer;
        uint64 commitBlock;
        bool revealed;
        uint256 index;
        uint256 tokenId;
        uint256 amount;
    }

    IERC20 public immutable token;
    Land721 public immutable land;
    address public treasury;

    mapping(uint256 => mapping(uint256 => uint256)) private _price;
    mapping(uint256 => mapping(uint256 => uint256[])) private _stock;
    mapping(uint256 => mapping(uint256 => uint256)) private _reserved;
    mapping(address => uint256[]) private _lastReceived;
    mapping(uint256 => Commitment) private _commits;
    /// @notice Number of commitments made; ids run from 1.
    uint256 public commitCount;
    /// @notice The only commitment reveal accepts now (the oldest not revealed); commitCount + 1 when none is pending.
    uint256 public nextReveal = 1;

    event PriceSet(uint256 indexed index, uint256 indexed tokenId, uint256 price);
    event StockAdded(uint256 indexed index, uint256 indexed tokenId, uint256 count);
    event Committed(uint256 indexed commitId, address indexed buyer, uint256 indexed index, uint256 tokenId, uint256 amount, uint256 unitPrice);
    event Purchased(
        uint256 indexed commitId,
        address indexed buyer,
        uint256 indexed index,
        uint256 tokenId,
        uint256 amount,
        uint256[] landTokenIds,
        bool lateReveal
    );

    error UnknownProduct(uint256 index, uint256 tokenId);
    error ZeroAmount();
    error OutOfStock(uint256 index, uint256 tokenId, uint256 available);
    error PriceAboveMax(uint256 price, uint256 maxUnitPrice);
    error UnknownCommit(uint256 commitId);
    error RevealTooEarly(uint256 commitId, uint256 commitBlock);
    error RevealOutOfOrder(uint256 commitId, uint256 nextReveal);

    constructor(address admin, IERC20 token_, Land721 land_, address treasury_) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MANAGER_ROLE, admin);
        token = token_;
        land = land_;
        treasury = treasury_;
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

    /// @notice Pays unit price * amount in the platform token (approve first) and reserves amount boxes; refuses a unit
    /// price above maxUnitPrice, so a price raised after the approval cannot take more than the buyer agreed to.
    /// The parcels are drawn and sent by reveal(commitId) in a later block.
    function buyToken(uint256 index, uint256 tokenId, uint256 amount, uint256 maxUnitPrice)
        external
        nonReentrant
        returns (uint256 commitId)
    {
        uint256 unit = _price[index][tokenId];
        if (unit == 0) revert UnknownProduct(index, tokenId);
        if (unit > maxUnitPrice) revert PriceAboveMax(unit, maxUnitPrice);
        if (amount == 0) revert ZeroAmount();
        uint256 available = _stock[index][tokenId].length - _reserved[index][tokenId];
        if (available < amount) revert OutOfStock(index, tokenId, available);
        _reserved[index][tokenId] += amount;
        commitId = ++commitCount;
        _commits[commitId] = Commitment(msg.sender, uint64(block.number), false, index, tokenId, amount);
        token.safeTransferFrom(msg.sender, treasury, unit * amount);
        emit Committed(commitId, msg.sender, index, tokenId, amount, unit);
    }

    /// @notice Draws and sends the parcels of the oldest pending purchase; anyone may call it (the sale runs a keeper),
    /// so a buyer cannot hold back a draw it dislikes. Within 256 blocks the seed is blockhash(commitBlock); later it is
    /// a fixed fallback derived from the commitment alone (see docs/security.md).
    function reveal(uint256 commitId) external nonReentrant returns (uint256[] memory received) {
        Commitment storage c = _commits[commitId];
        if (c.buyer == address(0)) revert UnknownCommit(commitId);
        if (commitId != nextReveal) revert RevealOutOfOrder(commitId, nextReveal);
        if (block.number <= c.commitBlock) revert RevealTooEarly(commitId, c.commitBlock);
        bytes32 seed = blockhash(c.commitBlock);
        bool late = seed == bytes32(0);
        if (late) seed = keccak256(abi.encode("late", commitId, c.buyer, c.commitBlock));
        c.revealed = true;
        nextReveal = commitId + 1;
        uint256[] storage stock = _stock[c.index][c.tokenId];
        _reserved[c.index][c.tokenId] -= c.amount;
        received = new uint256[](c.amount);
        for (uint256 i = 0; i < c.amount; i++) {
            uint256 pick = uint256(keccak256(abi.encode(seed, commitId, i))) % stock.length;
            received[i] = stock[pick];
            stock[pick] = stock[stock.length - 1];
            stock.pop();
        }
        _lastReceived[c.buyer] = received;
        // transferFrom, not safeTransferFrom: no callback, so a buyer contract cannot revert a delivery it dislikes.
        for (uint256 i = 0; i < received.length; i++) land.transferFrom(address(this), c.buyer, received[i]);
        emit Purchased(commitId, c.buyer, c.index, c.tokenId, c.amount, received, late);
    }
}
