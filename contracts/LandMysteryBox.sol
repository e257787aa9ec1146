// SPDX-License-Identifier: MIT
// 4th LAND sale mystery box: LAND minted into the box's stock, sold for the platform token, one random parcel per box.
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ERC721Holder} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Holder.sol";
import {Land721} from "./Land721.sol";
import {Land} from "./LandTypes.sol";

/// @dev Products are keyed by sale index and product tokenId (purchase info: index plus entries of price and tokenId).
contract LandMysteryBox is AccessControl, ERC721Holder, ReentrancyGuard {
    using SafeERC20 for IERC20;

    bytes32 public constant MANAGER_ROLE = keccak256("MANAGER_ROLE");

    IERC20 public immutable token;
    Land721 public immutable land;
    address public treasury;

    mapping(uint256 => mapping(uint256 => uint256)) private _price;
    mapping(uint256 => mapping(uint256 => uint256[])) private _stock;
    mapping(address => uint256[]) private _lastReceived;
    uint256 private _nonce;

    event PriceSet(uint256 indexed index, uint256 indexed tokenId, uint256 price);
    event StockAdded(uint256 indexed index, uint256 indexed tokenId, uint256 count);
    event Purchased(address indexed buyer, uint256 indexed index, uint256 indexed tokenId, uint256 amount, uint256[] landTokenIds);

    error UnknownProduct(uint256 index, uint256 tokenId);
    error ZeroAmount();
    error OutOfStock(uint256 index, uint256 tokenId, uint256 available);

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

    /// @notice LAND token ids still in a product's stock.
    function getLandToken(uint256 index, uint256 tokenId) external view returns (uint256[] memory) {
        return _stock[index][tokenId];
    }

    function getTotalLandTokensCount(uint256 index, uint256 tokenId) external view returns (uint256) {
        return _stock[index][tokenId].length;
    }

    /// @notice The LAND token ids a buyer received in their last purchase.
    function lastReceiveToken(address buyer) external view returns (uint256[] memory) {
        return _lastReceived[buyer];
    }

    /// @notice Pays price * amount in the platform token (approve first) and receives amount random LAND parcels.
    function buyToken(uint256 index, uint256 tokenId, uint256 amount)
        external
        nonReentrant
        returns (uint256[] memory received)
    {
        uint256 unit = _price[index][tokenId];
        if (unit == 0) revert UnknownProduct(index, tokenId);
        if (amount == 0) revert ZeroAmount();
        uint256[] storage stock = _stock[index][tokenId];
        if (stock.length < amount) revert OutOfStock(index, tokenId, stock.length);
        token.safeTransferFrom(msg.sender, treasury, unit * amount);
        received = new uint256[](amount);
        for (uint256 i = 0; i < amount; i++) {
            // Not secure randomness; good enough for a local stand-in of the sale.
            uint256 pick = uint256(keccak256(abi.encode(block.prevrandao, msg.sender, _nonce++))) % stock.length;
            received[i] = stock[pick];
            stock[pick] = stock[stock.length - 1];
            stock.pop();
        }
        _lastReceived[msg.sender] = received;
        for (uint256 i = 0; i < amount; i++) land.safeTransferFrom(address(this), msg.sender, received[i]);
        emit Purchased(msg.sender, index, tokenId, amount, received);
    }
}
