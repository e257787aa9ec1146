// SPDX-License-Identifier: MIT
// LAND as ERC-721: one token per parcel, each carrying its map and block coordinates.
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Land, LandCheck, DuplicateParcel} from "./LandTypes.sol";

contract Land721 is ERC721Enumerable, AccessControl {
    using LandCheck for Land;

    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    mapping(uint256 => Land) private _lands;
    /// @dev Parcel key => token id + 1 (0: no token for that parcel yet).
    mapping(bytes32 => uint256) private _parcelToken;
    string private _base;

    error LengthMismatch();

    constructor(address admin, string memory baseURI_) ERC721("MetaWorld LAND", "LAND") {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MINTER_ROLE, admin);
        _base = baseURI_;
    }

    function mint(address to, uint256 tokenId, Land calldata land) external onlyRole(MINTER_ROLE) {
        _record(tokenId, land);
        _safeMint(to, tokenId);
    }

    function batchMint(address to, uint256[] calldata tokenIds, Land[] calldata lands) external onlyRole(MINTER_ROLE) {
        if (tokenIds.length != lands.length) revert LengthMismatch();
        for (uint256 i = 0; i < tokenIds.length; i++) {
            _record(tokenIds[i], lands[i]);
            _safeMint(to, tokenIds[i]);
        }
    }

    /// @notice The token standing for a parcel (map and block coordinates), and whether there is one.
    function tokenOfParcel(uint32 mapId, uint32 x1, uint32 y1, uint32 x2, uint32 y2) external view returns (bool minted, uint256 tokenId) {
        uint256 v = _parcelToken[keccak256(abi.encode(mapId, x1, y1, x2, y2))];
        return (v != 0, v == 0 ? 0 : v - 1);
    }

    /// @dev A second token for a parcel would be a second deed to the same ground: refused (a token id minted twice
    /// is refused by ERC721 itself).
    function _record(uint256 tokenId, Land calldata land) private {
        land.check();
        bytes32 key = land.parcelKey();
        uint256 existing = _parcelToken[key];
        if (existing != 0) revert DuplicateParcel(existing - 1);
        _parcelToken[key] = tokenId + 1;
        _lands[tokenId] = land;
    }

    /// @notice The map and block coordinates of a LAND token.
    function landOf(uint256 tokenId) external view returns (Land memory) {
        _requireOwned(tokenId);
        return _lands[tokenId];
    }

    /// @notice All LAND token ids an address holds (the staking popup lists the user's own lands).
    function tokensOfOwner(address owner) external view returns (uint256[] memory ids) {
        uint256 n = balanceOf(owner);
        ids = new uint256[](n);
        for (uint256 i = 0; i < n; i++) ids[i] = tokenOfOwnerByIndex(owner, i);
    }

    function setBaseURI(string calldata baseURI_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _base = baseURI_;
    }

    function _baseURI() internal view override returns (string memory) {
        return _base;
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC721Enumerable, AccessControl) returns (bool) {
        return super.supportsInterface(interfaceId);
    }
}
