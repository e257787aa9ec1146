// SPDX-License-Identifier: MIT
// LAND as ERC-1155: a parcel held in quantities, each id carrying its map and block coordinates.
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {Land, LandCheck, DuplicateParcel} from "./LandTypes.sol";

contract Land1155 is ERC1155, AccessControl {
    using LandCheck for Land;

    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    mapping(uint256 => Land) private _lands;
    mapping(uint256 => bool) public exists;
    /// @dev Parcel key => id + 1 (0: no id for that parcel yet).
    mapping(bytes32 => uint256) private _parcelId;

    error UnknownLand(uint256 id);
    error LandMismatch(uint256 id);

    constructor(address admin, string memory uri_) ERC1155(uri_) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MINTER_ROLE, admin);
    }

    /// @dev The first mint of an id fixes its coordinates, which no other id may have; later mints must repeat them.
    function mint(address to, uint256 id, uint256 amount, Land calldata land) external onlyRole(MINTER_ROLE) {
        land.check();
        if (!exists[id]) {
            bytes32 key = land.parcelKey();
            if (_parcelId[key] != 0) revert DuplicateParcel(_parcelId[key] - 1);
            _parcelId[key] = id + 1;
            exists[id] = true;
            _lands[id] = land;
        } else if (keccak256(abi.encode(_lands[id])) != keccak256(abi.encode(land))) {
            revert LandMismatch(id);
        }
        _mint(to, id, amount, "");
    }

    function landOf(uint256 id) external view returns (Land memory) {
        if (!exists[id]) revert UnknownLand(id);
        return _lands[id];
    }

    function setURI(string calldata uri_) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setURI(uri_);
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC1155, AccessControl) returns (bool) {
        return super.supportsInterface(interfaceId);
    }
}
