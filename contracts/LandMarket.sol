// SPDX-License-Identifier: MIT
// Marketplace for LAND and items (ERC-721 and ERC-1155): list, unlist and buy for native coin or the platform token.
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {ERC721Holder} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Holder.sol";
import {ERC1155Holder} from "@openzeppelin/contracts/token/ERC1155/utils/ERC1155Holder.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";

/// @dev Listed NFTs are held by the market until sold out or unlisted. currency is address(0) for the native coin.
contract LandMarket is AccessControl, ERC721Holder, ERC1155Holder, ReentrancyGuard {
    using SafeERC20 for IERC20;

    bytes32 public constant MANAGER_ROLE = keccak256("MANAGER_ROLE");
    address public constant NATIVE = address(0);

    struct SaleItem {
        uint256 itemId;
        address seller;
        address nft;
        uint256 tokenId;
        uint256 price;
        address currency;
        uint256 sellAmount;
        bool forSale;
        bool isErc1155;
    }

    IERC20 public immutable token;
    /// @notice Native-coin fee paid with each listing.
    uint256 public mintFee;
    /// @notice Percent (0 to MAX_PERCENTAGE_FEE) of each sale kept as a fee.
    uint256 public percentageFee;
    /// @notice The highest percentage fee a manager can set.
    uint256 public constant MAX_PERCENTAGE_FEE = 10;
    /// @notice The most items one page of Get_Orders / Get_SellingItems scans.
    uint256 public constant MAX_PAGE = 500;
    address public feeRecipient;

    SaleItem[] private _items;

    event Listed(uint256 indexed itemId, address indexed seller, address indexed nft, uint256 tokenId, uint256 price, address currency, uint256 sellAmount);
    event Unlisted(uint256 indexed itemId);
    event Traded(uint256 indexed itemId, address indexed buyer, uint256 amount, uint256 total);
    event FeesChanged(uint256 mintFee, uint256 percentageFee, address feeRecipient);

    error ZeroPrice();
    error ZeroAmount();
    error UnsupportedNft(address nft);
    error UnsupportedCurrency(address currency);
    error UnknownItem(uint256 itemId);
    error NotForSale(uint256 itemId);
    error NotSeller(uint256 itemId);
    error OwnListing(uint256 itemId);
    error AmountTooHigh(uint256 itemId, uint256 available);
    error WrongPayment(uint256 expected, uint256 sent);
    error FeeTooHigh(uint256 percentageFee);

    constructor(address admin, IERC20 token_, address feeRecipient_) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MANAGER_ROLE, admin);
        token = token_;
        feeRecipient = feeRecipient_;
    }

    // ---- manager ----

    function setFees(uint256 mintFee_, uint256 percentageFee_, address feeRecipient_) external onlyRole(MANAGER_ROLE) {
        if (percentageFee_ > MAX_PERCENTAGE_FEE) revert FeeTooHigh(percentageFee_);
        mintFee = mintFee_;
        percentageFee = percentageFee_;
        feeRecipient = feeRecipient_;
        emit FeesChanged(mintFee_, percentageFee_, feeRecipient_);
    }

    // ---- listing ----

    /// @notice Lists an NFT (after setApprovalForAll to this market) at a unit price in native coin or the platform token.
    function Sell_Item(address nft, uint256 tokenId, uint256 sellAmount, uint256 price, address currency)
        external
        payable
        nonReentrant
        returns (uint256)
    {
        return _sell(nft, tokenId, sellAmount, price, currency);
    }

    /// @notice Same as Sell_Item.
    function sell(address nft, uint256 tokenId, uint256 sellAmount, uint256 price, address currency)
        external
        payable
        nonReentrant
        returns (uint256)
    {
        return _sell(nft, tokenId, sellAmount, price, currency);
    }

    /// @notice Unlists what is left of an item and returns it to the seller.
    function cancelSell(uint256 itemId) external nonReentrant {
        SaleItem storage item = _item(itemId);
        if (item.seller != msg.sender) revert NotSeller(itemId);
        if (!item.forSale) revert NotForSale(itemId);
        uint256 amount = item.sellAmount;
        item.forSale = false;
        item.sellAmount = 0;
        _moveNft(item, address(this), msg.sender, amount);
        emit Unlisted(itemId);
    }

    // ---- buying ----

    /// @notice Buys amount units of an item, paying in its currency (msg.value for native, allowance for the token).
    function trade(uint256 itemId, uint256 amount) external payable nonReentrant {
        _trade(itemId, amount);
    }

    /// @notice Buys an item listed for the native coin.
    function Transaction_Item(uint256 itemId, uint256 amount) external payable nonReentrant {
        address currency = _item(itemId).currency;
        if (currency != NATIVE) revert UnsupportedCurrency(currency);
        _trade(itemId, amount);
    }

    /// @notice Buys an item listed for the platform token.
    function Transaction_Item_WithToken(uint256 itemId, uint256 amount) external nonReentrant {
        address currency = _item(itemId).currency;
        if (currency != address(token)) revert UnsupportedCurrency(currency);
        _trade(itemId, amount);
    }

    // ---- views ----

    function getItem(uint256 itemId) external view returns (SaleItem memory) {
        return _item(itemId);
    }

    function itemCount() external view returns (uint256) {
        return _items.length;
    }

    /// @notice A seller's listings, in any state, among items [offset, offset + limit) (limit at most MAX_PAGE); next is
    /// where the following page starts, itemCount() once every item was scanned. Paged so no call loops over every order.
    function Get_Orders(address seller, uint256 offset, uint256 limit) external view returns (SaleItem[] memory page, uint256 next) {
        return _page(offset, limit, seller, false);
    }

    /// @notice The items for sale among items [offset, offset + limit), paged as Get_Orders.
    function Get_SellingItems(uint256 offset, uint256 limit) external view returns (SaleItem[] memory page, uint256 next) {
        return _page(offset, limit, address(0), true);
    }

    // ---- internals ----

    function _page(uint256 offset, uint256 limit, address seller, bool forSaleOnly) private view returns (SaleItem[] memory out, uint256 next) {
        uint256 end = offset + (limit > MAX_PAGE ? MAX_PAGE : limit);
        if (end > _items.length) end = _items.length;
        if (offset > end) offset = end;
        uint256 n = 0;
        for (uint256 i = offset; i < end; i++) if (_matches(_items[i], seller, forSaleOnly)) n++;
        out = new SaleItem[](n);
        uint256 j = 0;
        for (uint256 i = offset; i < end; i++) if (_matches(_items[i], seller, forSaleOnly)) out[j++] = _items[i];
        next = end;
    }

    function _matches(SaleItem storage item, address seller, bool forSaleOnly) private view returns (bool) {
        return forSaleOnly ? item.forSale : item.seller == seller;
    }

    function _sell(address nft, uint256 tokenId, uint256 sellAmount, uint256 price, address currency)
        private
        returns (uint256 itemId)
    {
        if (price == 0) revert ZeroPrice();
        if (sellAmount == 0) revert ZeroAmount();
        if (currency != NATIVE && currency != address(token)) revert UnsupportedCurrency(currency);
        if (msg.value != mintFee) revert WrongPayment(mintFee, msg.value);
        bool is1155 = _supports(nft, 0xd9b67a26);
        if (!is1155 && !_supports(nft, 0x80ac58cd)) revert UnsupportedNft(nft);
        if (!is1155 && sellAmount != 1) revert AmountTooHigh(0, 1);
        itemId = _items.length + 1;
        _items.push(SaleItem(itemId, msg.sender, nft, tokenId, price, currency, sellAmount, true, is1155));
        _moveNft(_items[itemId - 1], msg.sender, address(this), sellAmount);
        if (msg.value > 0) Address.sendValue(payable(feeRecipient), msg.value);
        emit Listed(itemId, msg.sender, nft, tokenId, price, currency, sellAmount);
    }

    function _trade(uint256 itemId, uint256 amount) private {
        SaleItem storage item = _item(itemId);
        if (!item.forSale) revert NotForSale(itemId);
        if (item.seller == msg.sender) revert OwnListing(itemId);
        if (amount == 0) revert ZeroAmount();
        if (amount > item.sellAmount) revert AmountTooHigh(itemId, item.sellAmount);
        uint256 total = item.price * amount;
        uint256 fee = (total * percentageFee) / 100;
        item.sellAmount -= amount;
        if (item.sellAmount == 0) item.forSale = false;
        if (item.currency == NATIVE) {
            if (msg.value != total) revert WrongPayment(total, msg.value);
            Address.sendValue(payable(item.seller), total - fee);
            if (fee > 0) Address.sendValue(payable(feeRecipient), fee);
        } else {
            if (msg.value != 0) revert WrongPayment(0, msg.value);
            token.safeTransferFrom(msg.sender, item.seller, total - fee);
            if (fee > 0) token.safeTransferFrom(msg.sender, feeRecipient, fee);
        }
        _moveNft(item, address(this), msg.sender, amount);
        emit Traded(itemId, msg.sender, amount, total);
    }

    function _item(uint256 itemId) private view returns (SaleItem storage) {
        if (itemId == 0 || itemId > _items.length) revert UnknownItem(itemId);
        return _items[itemId - 1];
    }

    function _moveNft(SaleItem storage item, address from, address to, uint256 amount) private {
        if (item.isErc1155) IERC1155(item.nft).safeTransferFrom(from, to, item.tokenId, amount, "");
        else IERC721(item.nft).safeTransferFrom(from, to, item.tokenId);
    }

    function _supports(address nft, bytes4 interfaceId) private view returns (bool) {
        if (nft.code.length == 0) return false;
        try IERC165(nft).supportsInterface(interfaceId) returns (bool ok) {
            return ok;
        } catch {
            return false;
        }
    }

    function supportsInterface(bytes4 interfaceId) public view override(AccessControl, ERC1155Holder) returns (bool) {
        return super.supportsInterface(interfaceId);
    }
}
