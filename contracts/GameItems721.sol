// SPDX-License-Identifier: MIT
// Unique game items as ERC-721: one token per piece, token id = catalog id * 1000 + serial (common/domain/items.ts).
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";

/// @dev Enumerable so an owner's pieces can be listed with tokenOfOwnerByIndex (or tokensOfOwner).
contract GameItems721 is ERC721Enumerable, AccessControl {
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    /// @notice Token ids are itemId * PIECES_PER_ITEM + serial, serial 1 to 999.
    uint256 public constant PIECES_PER_ITEM = 1000;

    string private _base;

    /// @dev A token id whose serial is 0 or whose item is 0 names no piece.
    error InvalidPieceId(uint256 tokenId);

    constructor(address admin, string memory baseURI_) ERC721("MetaWorld Item Pieces", "PIECE") {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MINTER_ROLE, admin);
        _base = baseURI_;
    }

    function mint(address to, uint256 tokenId) external onlyRole(MINTER_ROLE) {
        _mintPiece(to, tokenId);
    }

    function batchMint(address to, uint256[] calldata tokenIds) external onlyRole(MINTER_ROLE) {
        for (uint256 i = 0; i < tokenIds.length; i++) _mintPiece(to, tokenIds[i]);
    }

    /// @notice The catalog item a piece is of.
    function itemOf(uint256 tokenId) external view returns (uint256) {
        _requireOwned(tokenId);
        return tokenId / PIECES_PER_ITEM;
    }

    /// @notice All piece ids an address holds.
    function tokensOfOwner(address owner) external view returns (uint256[] memory ids) {
        uint256 n = balanceOf(owner);
        ids = new uint256[](n);
        for (uint256 i = 0; i < n; i++) ids[i] = tokenOfOwnerByIndex(owner, i);
    }

    function setBaseURI(string calldata baseURI_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _base = baseURI_;
    }

    function _mintPiece(address to, uint256 tokenId) private {
        if (tokenId % PIECES_PER_ITEM == 0 || tokenId < PIECES_PER_ITEM) revert InvalidPieceId(tokenId);
        _safeMint(to, tokenId);
    }

    function _baseURI() internal view override returns (string memory) {
        return _base;
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC721Enumerable, AccessControl) returns (bool) {
        return super.supportsInterface(interfaceId);
    }
}
